import { describe, expect, test } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, form, sharedTestApp } from './helpers/testApp';

/** The admin's language is kept with the account: it follows them to another browser. */

const t = sharedTestApp({ admin: true, reset: true });

const setLocale = (locale: string) =>
  t.inject({ method: 'POST', url: '/api/admin/update-locale', ...form({ locale }, t.admin) });
const currentUser = async () =>
  (await t.inject({ method: 'GET', url: '/api/get_current_user', headers: bearer(t.admin) })).json()
    .current_user;
const login = async () =>
  (
    await t.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    })
  ).json().user;
const localeEvents = () =>
  t.db
    .selectFrom('audit_events')
    .select(['type', 'record_id', 'summary'])
    .where('type', '=', 'profile.updated')
    .execute();

describe('POST /api/admin/update-locale', () => {
  test('English by default; Hebrew once chosen, in the current user and the next login', async () => {
    expect(await currentUser()).toMatchObject({ email: ADMIN_EMAIL, locale: 'en' });
    expect(await login()).toMatchObject({ locale: 'en' });

    const response = await setLocale('he');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ email: ADMIN_EMAIL, locale: 'he' });
    expect(await currentUser()).toMatchObject({ locale: 'he' });
    expect(await login()).toMatchObject({ locale: 'he' });

    expect((await setLocale('en')).json().data.locale).toBe('en');
    expect(await currentUser()).toMatchObject({ locale: 'en' });
  });

  test('a change is audited with what changed; the same language again writes nothing', async () => {
    await setLocale('he');
    await setLocale('he');
    await setLocale('en');
    const rows = await localeEvents();
    expect(rows.map((row) => JSON.parse(row.summary))).toEqual([
      { changes: { locale: { from: 'en', to: 'he' } } },
      { changes: { locale: { from: 'he', to: 'en' } } },
    ]);
  });

  test('a language the admin does not speak → 400, nothing stored', async () => {
    const response = await setLocale('fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'locale' }] });
    expect(await currentUser()).toMatchObject({ locale: 'en' });
  });
});
