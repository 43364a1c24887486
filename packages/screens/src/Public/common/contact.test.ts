import { telHref } from './contact';

describe('telHref', () => {
  it('keeps digits and the leading plus of a written phone number', () => {
    expect(telHref('+972 (3) 555-0123')).toBe('tel:+97235550123');
    expect(telHref('03-555 0123')).toBe('tel:035550123');
  });
});
