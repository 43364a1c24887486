/** The codes an admin types in two-factor sign-in and set-up, as the server takes them. */

/** An authenticator code as typed ("123 456" from the app's display): its digits alone. */
export const totpCode = (typed: string) => typed.replace(/[\s-]/g, '');

/** Six digits: what an authenticator app shows for a 30-second step. */
export const isTotpCode = (code: string) => /^\d{6}$/.test(code);

/**
 * A recovery code as typed: without spaces, the dash restored after the fifth character when left out (the server
 * issues them as `xxxxx-xxxxx`).
 */
export function recoveryCode(typed: string) {
  const bare = typed.replace(/[\s-]/g, '');
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : typed.trim();
}

export const isRecoveryCode = (code: string) => /^[a-z0-9]{5}-[a-z0-9]{5}$/i.test(code);

/** An authenticator's setup key in groups of four, easier to copy by eye (apps ignore the spaces). */
export const groupedKey = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';

/** The recovery codes as the downloaded text file holds them: one a line. */
export const recoveryCodesText = (codes: readonly string[]) => `${codes.join('\n')}\n`;
