// Two-factor sign-in (issue 32) against the real server: the second step with an authenticator code computed
// here from the secret, and a recovery code that works once; the owner's policy making an editor set up a factor
// before the dashboard. What a test needs beforehand is set up and removed through the API (the other files of
// the run sign in with the password alone).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterEach, describe, it } from 'vitest';
import { expect } from 'playwright/test';
import { ADMIN, adminHeaders, mailsTo, page, signIn, withBrowser } from './harness';

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

/** Sets up an authenticator through the API (the admin's, or the session's of `headers`): the secret and codes. */
async function setUpAuthenticator(given?: Record<string, string>) {
  const headers = given ?? (await adminHeaders());
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

const EDITOR_PASSWORD = 'quiet-harbour-lantern-42';

/** An editor invited and accepted through the API (the Team page's own flow has its test in team.e2e.ts). */
async function acceptedEditor(headers: Record<string, string>) {
  const name = `e2e-2fa-editor-${Date.now()}`;
  const email = `${name}@example.com`;
  const invited = await page.request.post('/api/admin/invite-admin', {
    headers,
    data: { email, role: 'editor' },
  });
  expect(invited.status()).toBe(200);
  let token = '';
  await expect
    .poll(() => (token = /\/accept-invitation\?token=([\w-]+)/.exec(mailsTo(email).at(-1) ?? '')?.[1] ?? ''))
    .not.toBe('');
  const accepted = await page.request.post(`/api/accept-invitation/${token}`, {
    data: { first_name: 'Team', last_name: name, password: EDITOR_PASSWORD },
  });
  expect(accepted.status()).toBe(200);
  const { user, access_token } = (await accepted.json()) as { user: { id: string }; access_token: string };
  return { email, name: `Team ${name}`, id: user.id, headers: { authorization: `Bearer ${access_token}` } };
}

describe('the owner requires two-factor', () => {
  it('an editor without a factor sets up an authenticator after the password, then reaches the dashboard', async () => {
    // The owner's own factor first: the policy holds the owner back too, so without one the owner could not
    // turn it off again.
    const owner = await setUpAuthenticator();
    const editor = await acceptedEditor(owner.headers);
    const policy = (require_two_factor: boolean) =>
      page.request.put('/api/admin/settings/security', {
        headers: owner.headers,
        data: { require_two_factor },
      });
    try {
      expect((await policy(true)).status()).toBe(200);
      await page.goto('/login');
      await page.getByLabel('Email address').fill(editor.email);
      await page.getByLabel(/^Password/).fill(EDITOR_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
      await page.getByRole('button', { name: /^Authenticator app/ }).click();
      const key = page.getByLabel('Setup key', { exact: true });
      await expect(key).toBeVisible();
      const secret = (await key.textContent())!.replace(/\s/g, '');
      await page.getByLabel('Code from the app').fill('000000');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByRole('alert')).toContainText('The code is wrong or was already used.');
      await page.getByLabel('Code from the app').fill(totp(secret, stepNow()));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      // The text file holds the codes shown, one a line.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download as a text file' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('recovery-codes.txt');
      const saved = readFileSync((await file.path())!, 'utf8');
      expect(saved).toBe(`${(await codes.allTextContents()).join('\n')}\n`);
      // Not signed in until the codes are saved.
      expect(page.url()).toContain('/login');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.waitForURL('**/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await policy(false);
      await page.request.post('/api/admin/security/totp/disable', {
        headers: owner.headers,
        data: { password: ADMIN.password },
      });
      await page.request.delete(`/api/admin/remove-admin/${editor.id}`, { headers: owner.headers });
    }
  });
});

describe("Profile's two-factor card", () => {
  it('sets up the authenticator, signs in with a code after signing out, and turns it off with the password', async () => {
    // A session from before, for the clean-up: the sign-in through the API needs a code once it is on.
    const headers = await adminHeaders();
    try {
      await signIn();
      await page.goto('/profile');
      const card = page.getByRole('region', { name: 'Authenticator app' });
      await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const key = card.getByLabel('Setup key', { exact: true });
      await expect(key).toBeVisible();
      const secret = (await key.textContent())!.replace(/\s/g, '');
      await card.getByLabel('Code from the app').fill(totp(secret, stepNow()));
      await card.getByRole('button', { name: 'Turn on' }).click();
      await expect(card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await card.getByRole('button', { name: 'I have saved them' }).click();
      await expect(card.getByText('Sign-in asks for a code from your authenticator app.')).toBeVisible();
      await expect(card.getByText('10 recovery codes left')).toBeVisible();

      await page.getByRole('button', { name: /Admin|admin/ }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL('**/login');
      await password();
      // The set-up used this step's code.
      await page.getByLabel('Authenticator code').fill(totp(secret, stepNow() + 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL('**/dashboard');

      await page.goto('/profile');
      await card.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn off the authenticator app?' });
      await dialog.getByRole('button', { name: 'Use your password instead' }).click();
      await dialog.getByLabel(/^Password/).fill('not-the-password');
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Current password is incorrect');
      await dialog.getByLabel(/^Password/).fill(ADMIN.password);
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByText('Not set up.')).toBeVisible();
    } finally {
      // Refused (400) when the test turned it off already.
      await page.request.post('/api/admin/security/totp/disable', {
        headers,
        data: { password: ADMIN.password },
      });
    }
  });
});

describe("Settings' security card and the Team page", () => {
  it('the owner requires two-factor, sees who has a factor and resets an editor’s', async () => {
    // The page's session first (the sign-in asks for no code yet), then the owner's factor, so that the policy
    // does not hold the owner back.
    await signIn();
    const owner = await setUpAuthenticator();
    const editor = await acceptedEditor(owner.headers);
    await setUpAuthenticator(editor.headers);
    const readPolicy = async () =>
      (
        (await (
          await page.request.get('/api/admin/settings/security', { headers: owner.headers })
        ).json()) as {
          data: { require_two_factor: boolean };
        }
      ).data.require_two_factor;
    try {
      await page.goto('/settings');
      const security = page.getByRole('form', { name: 'Security' });
      await security.getByRole('switch', { name: 'Require two-factor for every admin' }).check();
      await security.getByRole('button', { name: 'Save Security Settings' }).click();
      await expect(security.getByText('Security settings saved.')).toBeVisible();
      expect(await readPolicy()).toBe(true);
      // Someone else turns it off meanwhile: this page's save of its stale version meets the conflict notice.
      await page.request.put('/api/admin/settings/security', {
        headers: owner.headers,
        data: { require_two_factor: false },
      });
      await security.getByRole('switch', { name: 'Require two-factor for every admin' }).uncheck();
      await security.getByRole('switch', { name: 'Require two-factor for every admin' }).check();
      await security.getByRole('button', { name: 'Save Security Settings' }).click();
      const conflict = security.getByRole('region', { name: 'This record was changed by someone else' });
      await expect(conflict).toContainText('Theirs:Not required');
      await expect(conflict).toContainText('Yours:Required');
      await conflict.getByRole('button', { name: 'Overwrite' }).click();
      await expect(conflict).toBeHidden();
      await expect(security.getByText('Security settings saved.')).toBeVisible();
      expect(await readPolicy()).toBe(true);

      await page.goto('/team');
      const row = page.getByRole('row').filter({ hasText: editor.email });
      await expect(row.getByRole('cell', { name: 'App', exact: true })).toBeVisible();
      await page.getByRole('button', { name: `Actions for ${editor.name}` }).click();
      await page.getByRole('menuitem', { name: 'Reset two-factor' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Reset two-factor' }).click();
      await expect
        .poll(() =>
          page.getByText('Two-factor reset: they set it up again at their next sign-in').first().isVisible(),
        )
        .toBe(true);
      await expect(row.getByRole('cell', { name: 'None', exact: true })).toBeVisible();
      // The reset ended the editor's sessions.
      expect((await page.request.get('/api/admin/security', { headers: editor.headers })).status()).toBe(401);
    } finally {
      await page.request.put('/api/admin/settings/security', {
        headers: owner.headers,
        data: { require_two_factor: false },
      });
      await page.request.post('/api/admin/security/totp/disable', {
        headers: owner.headers,
        data: { password: ADMIN.password },
      });
      await page.request.delete(`/api/admin/remove-admin/${editor.id}`, { headers: owner.headers });
    }
    expect(await readPolicy()).toBe(false);
  });
});
