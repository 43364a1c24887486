import { describe, expect, test } from 'vitest';
import { findUserByEmail, findUserById } from '../src/repositories/users';
import { insertTransaction } from '../src/repositories/transactions';
import { TINY_PNG } from './helpers/multipart';
import { ADMIN_EMAIL, bearer, form, sharedTestApp, USER_PASSWORD } from './helpers/testApp';

/**
 * An admin removes an end user (issue 31, the spec's Remove User dialog): the account goes as when its owner
 * deletes it (sessions, picture; transactions stay under 'Deleted user'), audited with who removed whom.
 */

const t = sharedTestApp({ admin: true, reset: true });

const remove = (id: string, token: string | null = t.admin) =>
  t.inject({
    method: 'DELETE',
    url: `/api/admin/remove-user/${id}`,
    headers: token ? bearer(token) : {},
  });
const me = (token: string) =>
  t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(token) });

describe('DELETE /api/admin/remove-user/{id}', () => {
  test('removes the account: it cannot sign in, its sessions and picture end, its payments stay', async () => {
    const picture = await t.deps.media.put(TINY_PNG, 'png');
    const { user, token } = await t.createEndUser({ name: 'Dana Levi', profile_pic: picture });
    await insertTransaction(t.db, {
      user_id: user.id,
      plan_id: null,
      amount_minor: 999,
      currency: 'usd',
      status: 'succeeded',
      payment_method: 'card',
    });

    const response = await remove(user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      status_code: 200,
      message: 'User removed successfully',
    });

    expect(await findUserById(t.db, user.id)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/app/login',
      ...form({ username: user.email, password: USER_PASSWORD }),
    });
    expect(login.statusCode).toBe(401);
    expect(await t.deps.media.open(picture)).toBeNull();

    const list = await t.inject({ method: 'GET', url: '/api/admin/transactions', headers: bearer(t.admin) });
    expect(list.json().data).toMatchObject([
      { amount: 9.99, user_details: { _id: null, name: 'Deleted user', email: null } },
    ]);
    expect(list.body).not.toContain('Dana Levi');
  });

  test('the audit log says who removed whom, in the same transaction as the removal', async () => {
    const { user } = await t.createEndUser({ name: 'Noa Cohen' });
    expect((await remove(user.id)).statusCode).toBe(200);
    const admin = await findUserByEmail(t.db, ADMIN_EMAIL);
    const events = await t.db
      .selectFrom('audit_events')
      .selectAll()
      .where('type', '=', 'user.removed')
      .execute();
    expect(events).toMatchObject([
      { actor_id: admin!.id, actor_email: ADMIN_EMAIL, record_type: 'user', record_id: user.id },
    ]);
    expect(JSON.parse(events[0]!.summary)).toEqual({ name: 'Noa Cohen', email: user.email });

    const log = await t.inject({ method: 'GET', url: '/api/admin/audit-events', headers: bearer(t.admin) });
    expect(log.json().data[0]).toMatchObject({
      type: 'user.removed',
      record_exists: false,
      summary: { name: 'Noa Cohen' },
    });
  });

  test('an admin account is refused (the team is managed elsewhere) and nothing is written', async () => {
    const admin = await findUserByEmail(t.db, ADMIN_EMAIL);
    const response = await remove(admin!.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'admin_not_removable' });
    expect(await findUserById(t.db, admin!.id)).toBeDefined();
    expect((await me(t.admin)).statusCode).toBe(200);
    const events = await t.db.selectFrom('audit_events').select('type').execute();
    expect(events.map((event) => event.type)).not.toContain('user.removed');
  });

  test('anonymous and end-user callers are refused; an unknown id is 404', async () => {
    const { user, token } = await t.createEndUser();
    const victim = await t.createEndUser();
    expect((await remove(victim.user.id, null)).statusCode).toBe(401);
    expect((await remove(victim.user.id, token)).statusCode).toBe(403);
    expect((await remove(user.id, token)).statusCode).toBe(403);
    expect(await findUserById(t.db, victim.user.id)).toBeDefined();
    expect(await findUserById(t.db, user.id)).toBeDefined();
    const unknown = await remove('no-such-user');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'user_not_found']);
  });
});
