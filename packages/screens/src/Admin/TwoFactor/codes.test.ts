import { groupedKey, isRecoveryCode, isTotpCode, recoveryCode, recoveryCodesText, totpCode } from './codes';

describe('two-factor codes', () => {
  it('takes an authenticator code as the app shows it, and wants six digits', () => {
    expect(totpCode(' 123 456 ')).toBe('123456');
    expect(isTotpCode(totpCode('123 456'))).toBe(true);
    expect(isTotpCode('12345')).toBe(false);
    expect(isTotpCode('1234567')).toBe(false);
    expect(isTotpCode('12345a')).toBe(false);
  });

  it('restores the dash of a recovery code typed without it', () => {
    expect(recoveryCode('k7m2p9qx4t')).toBe('k7m2p-9qx4t');
    expect(recoveryCode(' k7m2p-9qx4t ')).toBe('k7m2p-9qx4t');
    expect(recoveryCode('k7m2p 9qx4t')).toBe('k7m2p-9qx4t');
    expect(isRecoveryCode(recoveryCode('k7m2p9qx4t'))).toBe(true);
    expect(isRecoveryCode(recoveryCode('k7m2p9qx4'))).toBe(false);
  });

  it('groups a setup key by four and writes codes one a line', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('ABCDEF')).toBe('ABCD EF');
    expect(recoveryCodesText(['a', 'b'])).toBe('a\nb\n');
  });
});
