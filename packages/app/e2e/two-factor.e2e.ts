// Two-factor sign-in (issue 32) against the real server: the second step with an authenticator code computed
// here from the secret, and a recovery code that works once. The authenticator is set up and removed through
// the API (the other files of the run sign in with the password alone).
import { createHmac } from 'node:crypto';
import { afterEach, describe, it } from 'vitest';
import { expect } from 'playwright/test';
import { ADMIN, adminHeaders, page, withBrowser } from './harness';

withBrowser();

/** RFC 4648 base32 to bytes (the otpauth secret). */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The RFC 6238 code of a 30-second step, written here apart from the server's library. */
function totp(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
const stepNow = () => Math.floor(Date.now() / 30_000);

/** Sets up the admin's authenticator through the API: the secret and the recovery codes. */
async function setUpAuthenticator() {
  const headers = await adminHeaders();
  const setup = await page.request.post('/api/admin/security/totp/setup', { headers });
  const { secret } = (await setup.json()) as { secret: string };
  const confirm = await page.request.post('/api/admin/security/totp/confirm', {
    headers,
    data: { code: totp(secret, stepNow()) },
  });
  expect(confirm.status()).toBe(200);
  const { recovery_codes } = (await confirm.json()) as { recovery_codes: string[] };
  return { secret, codes: recovery_codes, headers };
}

let turnOff: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await turnOff?.();
  turnOff = null;
});

async function password() {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Confirm it is you' })).toBeVisible();
}

describe('two-factor sign-in', () => {
  it('asks for the authenticator code after the password, and signs in with it', async () => {
    const { secret, headers } = await setUpAuthenticator();
    turnOff = () =>
      page.request.post('/api/admin/security/totp/disable', { headers, data: { password: ADMIN.password } });
    await password();
    await page.getByLabel('Authenticator code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    // The next step's code: the set-up used this one.
    await page.getByLabel('Authenticator code').fill(totp(secret, stepNow() + 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('a recovery code signs in once, not twice', async () => {
    const { codes, headers } = await setUpAuthenticator();
    turnOff = () =>
      page.request.post('/api/admin/security/totp/disable', { headers, data: { password: ADMIN.password } });
    const useRecoveryCode = async () => {
      await password();
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await useRecoveryCode();
    await page.waitForURL('**/dashboard');
    await page.evaluate(() => sessionStorage.clear());
    await useRecoveryCode();
    await expect(page.getByRole('alert')).toContainText('That code is not right');
    expect(page.url()).toContain('/login');
  });
});
