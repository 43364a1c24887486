import { describe, expect, it } from 'vitest';
import { planFormMessages } from './messages';
import { validatePlan, type PlanFormValues } from './validate';

const words = planFormMessages.en;
const valid: PlanFormValues = {
  name: 'Basic',
  price: '9.99',
  duration: 'monthly',
  plan_status: 'active',
  features: { 'Illustrated chapters': true },
};

describe('validatePlan', () => {
  it('accepts a named plan with a price and a feature, a free one too', () => {
    expect(validatePlan(valid, words)).toEqual({});
    expect(validatePlan({ ...valid, price: '0' }, words)).toEqual({});
  });

  it('asks for a name, a price and at least one feature', () => {
    expect(validatePlan({ ...valid, name: '  ', price: '', features: {} }, words)).toEqual({
      name: 'Plan Name is required',
      price: 'Price is required',
      features: 'At least one feature is required',
    });
  });

  it('refuses a negative price or one that is not a number', () => {
    expect(validatePlan({ ...valid, price: '-1' }, words).price).toBe('Price must be a number, 0 or more');
    expect(validatePlan({ ...valid, price: 'abc' }, words).price).toBe('Price must be a number, 0 or more');
  });

  it('counts a feature that is not included: the list has one', () => {
    expect(validatePlan({ ...valid, features: { Offline: false } }, words)).toEqual({});
  });
});
