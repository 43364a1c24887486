import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, test } from 'vitest';
import type { MailMessage } from '../src/mail/message';
import type { Mailer } from '../src/mail/Mailer';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, sharedTestApp } from './helpers/testApp';

/** The team: invitations (mail, single use, 72 hours, hashed), roles, deactivation and the last owner. */

const sent: MailMessage[] = [];
let mailDown = false;
const mailer: Mailer = {
  async send(message) {
    if (mailDown) throw new Error('SMTP 554 refused');
    sent.push(message);
  },
};

const t = sharedTestApp({ admin: true, reset: true, overrides: { mailer } });
beforeEach(() => {
  sent.length = 0;
  mailDown = false;
});

const PASSWORD = 'quiet-harbour-lantern-42';

const post = (url: string, token: string | null, payload?: Record<string, string>) =>
  t.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function invite(email: string, role = 'editor', locale = 'en') {
  const response = await post('/api/admin/invite-admin', t.admin, { email, role, locale });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { _id: string; email: string };
}

/** The token of the last invitation mailed, from its link. */
function mailedToken(): string {
  const text = sent.at(-1)!.text;
  const match = /\/accept-invitation\?token=([\w-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

const accept = (token: string, password = PASSWORD) =>
  post(`/api/accept-invitation/${token}`, null, { first_name: 'Noa', last_name: 'Levi', password });

const expectRefusal = (response: LightMyRequestResponse, status: number, code: string) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ success: false, code });
};

describe('invitations', () => {
  test('an invitation mails a link to the public URL; accepting it creates the admin with the role and signs them in', async () => {
    await invite('Noa@Example.com', 'support', 'he');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'noa@example.com', locale: 'he' });
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/accept-invitation?token=`);
    const token = mailedToken();
    // Only the token's SHA-256 is stored.
    const stored = await t.db.selectFrom('admin_invitations').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    const opened = await t.inject({ method: 'GET', url: `/api/invitation/${token}` });
    expect(opened.json().data).toEqual({ email: 'noa@example.com', role: 'support', locale: 'he' });

    const accepted = await accept(token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email: 'noa@example.com',
      admin_role: 'support',
      locale: 'he',
    });
    const me = await t.inject({
      method: 'GET',
      url: '/api/get_current_user',
      headers: bearer(accepted.json().access_token),
    });
    expect(me.json().current_user.admin_role).toBe('support');
    const login = await post('/api/login', null, { username: 'noa@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);

    const team = await t.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(t.admin) });
    expect(team.json().invitations).toEqual([]);
    const member = team.json().members.find((m: { email: string }) => m.email === 'noa@example.com');
    expect(member).toMatchObject({ role: 'support', status: 'active' });
    expect(member.last_sign_in_at).not.toBeNull();
  });

  test('a link works once', async () => {
    await invite('once@example.com');
    const token = mailedToken();
    expect((await accept(token)).statusCode).toBe(200);
    expectRefusal(await accept(token), 409, 'invitation_used');
    expectRefusal(await t.inject({ method: 'GET', url: `/api/invitation/${token}` }), 409, 'invitation_used');
  });

  test('an expired link says so and creates nothing', async () => {
    await invite('late@example.com');
    const token = mailedToken();
    await t.db
      .updateTable('admin_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectRefusal(await accept(token), 409, 'invitation_expired');
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'late@example.com').execute(),
    ).toEqual([]);
  });

  test('a revoked invitation opens nothing; an unknown token is invalid', async () => {
    const { _id } = await invite('revoked@example.com');
    const token = mailedToken();
    expect((await post(`/api/admin/revoke-invitation/${_id}`, t.admin)).statusCode).toBe(200);
    expectRefusal(await accept(token), 409, 'invitation_revoked');
    expectRefusal(await accept('not-a-token'), 404, 'invitation_invalid');
  });

  test('resending sends a new link: the old one stops working', async () => {
    const { _id } = await invite('again@example.com');
    const old = mailedToken();
    expect((await post(`/api/admin/resend-invitation/${_id}`, t.admin)).statusCode).toBe(200);
    const fresh = mailedToken();
    expect(fresh).not.toBe(old);
    expectRefusal(await accept(old), 404, 'invitation_invalid');
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  test('a weak password is refused by the password policy, and the invitation stays open', async () => {
    await invite('weak@example.com');
    const token = mailedToken();
    expectRefusal(await accept(token, 'password'), 400, 'password_too_common');
    expect((await accept(token)).statusCode).toBe(200);
  });

  test('a mailer that fails is a clear error, and the invitation stays pending for Resend', async () => {
    mailDown = true;
    const response = await post('/api/admin/invite-admin', t.admin, {
      email: 'down@example.com',
      role: 'editor',
    });
    expectRefusal(response, 502, 'mail_failed');
    const team = await t.inject({ method: 'GET', url: '/api/admin/team', headers: bearer(t.admin) });
    const [pending] = team.json().invitations;
    expect(pending).toMatchObject({ email: 'down@example.com', role: 'editor' });
    mailDown = false;
    expect((await post(`/api/admin/resend-invitation/${pending._id}`, t.admin)).statusCode).toBe(200);
    expect(sent).toHaveLength(1);
  });

  test('an address that already has an account cannot be invited', async () => {
    const response = await post('/api/admin/invite-admin', t.admin, { email: ADMIN_EMAIL, role: 'editor' });
    expectRefusal(response, 409, 'admin_email_taken');
  });

  test('only an owner invites', async () => {
    const editor = await t.createAdmin('editor');
    const response = await post('/api/admin/invite-admin', editor.token, {
      email: 'x@example.com',
      role: 'owner',
    });
    expectRefusal(response, 403, 'forbidden_role');
    expect(sent).toHaveLength(0);
  });
});

describe('roles and standing', () => {
  test('a role change holds from the admin’s next request', async () => {
    const editor = await t.createAdmin('editor');
    const chapters = () =>
      t.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(editor.token) });
    const addPlan = () =>
      post('/api/admin/add-plan', editor.token, { name: 'Gold', price: '9.99', features: '{"Audio":true}' });
    expect((await addPlan()).statusCode).toBe(200);
    expect(
      (await post(`/api/admin/change-admin-role/${editor.user.id}`, t.admin, { role: 'support' })).statusCode,
    ).toBe(200);
    expectRefusal(await addPlan(), 403, 'forbidden_role');
    expect((await chapters()).statusCode).toBe(200);
  });

  test('a deactivated admin is signed out at once and refused at sign-in until reactivated', async () => {
    const editor = await t.createAdmin('editor');
    const me = () => t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(editor.token) });
    expect((await me()).statusCode).toBe(200);
    const deactivated = await post(`/api/admin/deactivate-admin/${editor.user.id}`, t.admin);
    expect(deactivated.json().data.status).toBe('deactivated');
    expect((await me()).statusCode).toBe(401);
    const login = () => post('/api/login', null, { username: editor.user.email, password: ADMIN_PASSWORD });
    expectRefusal(await login(), 401, 'account_deactivated');
    expect((await post(`/api/admin/reactivate-admin/${editor.user.id}`, t.admin)).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
  });

  test('the last owner cannot be demoted, deactivated or removed, by themself either', async () => {
    const me = await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(t.admin) });
    const ownerId = me.json().current_user._id as string;
    expectRefusal(
      await post(`/api/admin/change-admin-role/${ownerId}`, t.admin, { role: 'editor' }),
      409,
      'last_owner',
    );
    expectRefusal(await post(`/api/admin/deactivate-admin/${ownerId}`, t.admin), 409, 'last_owner');
    expectRefusal(
      await t.inject({
        method: 'DELETE',
        url: `/api/admin/remove-admin/${ownerId}`,
        headers: bearer(t.admin),
      }),
      409,
      'last_owner',
    );
    // With a second owner, the first may step down; the second is then the last.
    const second = await t.createAdmin('owner');
    expect(
      (await post(`/api/admin/change-admin-role/${ownerId}`, t.admin, { role: 'editor' })).statusCode,
    ).toBe(200);
    expectRefusal(
      await post(`/api/admin/deactivate-admin/${second.user.id}`, second.token),
      409,
      'last_owner',
    );
  });

  test('removing an admin ends their access and is audited with who removed whom', async () => {
    const support = await t.createAdmin('support');
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/admin/remove-admin/${support.user.id}`,
      headers: bearer(t.admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(support.token) }))
        .statusCode,
    ).toBe(401);
    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'team.removed')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_email: ADMIN_EMAIL, record_id: support.user.id });
    expect(JSON.parse(events[0]!.summary)).toMatchObject({ email: support.user.email, role: 'support' });
  });
});
