import { errorCodes } from '@bible-admin/contract/plain';
import { type RuleCode, ruleWords } from '@bible-admin/screens';
import { ApiError } from '../errors';
import { codeWords } from './codes';
import { errorMessage, failureWords, serverMessageOr } from './index';

const refusal = (code: string | null, detail: string | null = null) =>
  new ApiError('http', 'x', { status: 400, code, serverMessage: 'Current password is incorrect', detail });

describe('errorMessage', () => {
  it("shows a refusal in English as the server wrote it (the spec's words)", () => {
    expect(errorMessage(refusal('current_password_incorrect'), 'en')).toBe('Current password is incorrect');
  });

  it('shows a refusal in Hebrew by its code, whatever the server wrote', () => {
    expect(errorMessage(refusal('current_password_incorrect', 'detail in English'), 'he')).toBe(
      'הסיסמה הנוכחית שגויה',
    );
    expect(serverMessageOr(refusal('current_password_incorrect'), 'fallback', 'he')).toBe(
      'הסיסמה הנוכחית שגויה',
    );
  });

  it("falls back to the server's words for a code this build does not know, or none", () => {
    expect(errorMessage(refusal('brand_new_code'), 'he')).toBe('Current password is incorrect');
    expect(errorMessage(refusal(null, 'Name is required'), 'he')).toBe('Name is required');
  });

  it('says an unreachable or slow server in the admin’s language', () => {
    expect(errorMessage(new ApiError('network', 'x'), 'he')).toBe(failureWords.he.unreachable);
    expect(errorMessage(new ApiError('timeout', 'x'), 'en')).toBe(failureWords.en.timeout);
    expect(errorMessage(new Error('boom'), 'he')).toBe(failureWords.he.unexpected);
  });

  it('has Hebrew words for every code the server sends', () => {
    const he = codeWords.he!;
    for (const code of errorCodes) expect(he[code], code).toMatch(/[\u0590-\u05FF]/);
  });

  it('says a rule a form also checks in the words of the form’s own check', () => {
    for (const code of Object.keys(ruleWords.he) as RuleCode[]) {
      expect(errorMessage(refusal(code), 'he'), code).toBe(ruleWords.he[code]);
    }
  });
});
