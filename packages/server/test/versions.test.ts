import {
  chapterCalls,
  planCalls,
  profileCalls,
  settingsCalls,
  stripeCalls,
  verseCalls,
} from '@bible-admin/contract';
import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { adminClient, addChapter } from './helpers/content';
import { multipartBody } from './helpers/multipart';
import { ADMIN_EMAIL, bearer, sharedTestApp } from './helpers/testApp';

/**
 * Issue 24, lost updates: every editable record carries a version; a save that names the version it was read
 * at is refused (409 version_conflict, with the record as stored) once another save came between, and a save
 * that names none goes through as before.
 */

const t = sharedTestApp({ admin: true, reset: true });
const admin = () => adminClient(t, t.admin);

type Reply = Awaited<ReturnType<ReturnType<typeof admin>['get']>>;
type Stored = Record<string, unknown> & { version: number };

/** One kind of editable record: how to create it, read it and save a new value of `field` over it. */
interface EditableRecord {
  name: string;
  field: string;
  /** Its call's 409 reply, as the contract describes it. */
  conflict: z.ZodType;
  create: () => Promise<void>;
  read: () => Promise<Stored>;
  save: (value: string, version?: number, headers?: Record<string, string>) => Promise<Reply>;
}

/** What a saved form field sends: with the version only when given. */
const withVersion = (fields: Record<string, string>, version?: number) =>
  version === undefined ? fields : { ...fields, version: String(version) };

let chapterId = '';
let verseId = '';
let planId = '';

const records: EditableRecord[] = [
  {
    name: 'chapter',
    field: 'chapter_name',
    conflict: chapterCalls.update.conflict,
    create: async () => {
      chapterId = (await addChapter(admin()))._id;
    },
    read: async () => (await admin().get(`/api/get-chapter-by-id/${chapterId}`)).json().data,
    save: (value, version, headers = {}) => {
      const body = multipartBody(withVersion({ chapter_name: value }, version));
      return t.inject({
        method: 'POST',
        url: `/api/admin/update-chapter/${chapterId}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(t.admin), ...headers },
      });
    },
  },
  {
    name: 'verse',
    field: 'verse_content',
    conflict: verseCalls.update.conflict,
    create: async () => {
      chapterId = (await addChapter(admin()))._id;
      const saved = await admin().form('/api/admin/save-reading-verse', {
        chapter_id: chapterId,
        verse_number: '1',
        verse_content: '<p>first</p>',
      });
      verseId = saved.json().data._id;
    },
    read: async () => (await admin().get(`/api/admin/edit-verse/${verseId}`)).json().data,
    save: (value, version, headers) =>
      admin().form(
        `/api/admin/update-reading-verse/${verseId}`,
        withVersion({ chapter_id: chapterId, verse_number: '1', verse_content: `<p>${value}</p>` }, version),
        headers,
      ),
  },
  {
    name: 'plan',
    field: 'name',
    conflict: planCalls.update.conflict,
    create: async () => {
      const added = await admin().form('/api/admin/add-plan', {
        name: 'Premium',
        price: '9.99',
        features: JSON.stringify({ Audio: true }),
      });
      planId = added.json().data._id;
    },
    read: async () =>
      (await admin().get('/api/admin/plans')).json().data.find((plan: Stored) => plan._id === planId),
    save: (value, version, headers) =>
      admin().form(
        '/api/admin/update-plan',
        withVersion(
          { plan_id: planId, name: value, price: '9.99', features: JSON.stringify({ Audio: true }) },
          version,
        ),
        headers,
      ),
  },
  {
    name: 'general settings',
    // Free text: the contact number must look like a phone number.
    field: 'description',
    conflict: settingsCalls.updateGeneral.conflict,
    create: async () => undefined,
    read: async () => (await admin().get('/api/help-and-support')).json().data,
    save: (value, version, headers) =>
      admin().form(
        '/api/admin/update-general-settings',
        withVersion({ description: value }, version),
        headers,
      ),
  },
  {
    name: 'Stripe settings',
    field: 'public_key',
    conflict: stripeCalls.saveCredentials.conflict,
    create: async () => undefined,
    read: async () => (await admin().get('/api/stripe/credentials')).json().data,
    save: (value, version, headers) =>
      admin().form(
        '/api/stripe/credentials',
        withVersion(
          { public_key: `pk_test_${value}`, secret_key: 'sk_test_secret', environment: 'test' },
          version,
        ),
        headers,
      ),
  },
  {
    name: "the admin's profile",
    field: 'first_name',
    conflict: profileCalls.updateProfile.conflict,
    create: async () => undefined,
    read: async () => (await admin().get('/api/get_current_user')).json().current_user,
    save: (value, version, headers) =>
      admin().multipart(
        '/api/admin/update-profile',
        multipartBody(withVersion({ first_name: value }, version)),
        headers,
      ),
  },
];

describe.each(records)('$name', (record) => {
  test('a save at the stored version is kept as the next one; one at an older version is refused with the record as stored', async () => {
    await record.create();
    const loaded = await record.read();
    // Credentials never saved are version 0; every other record starts at 1.
    expect(loaded.version).toBe(record.name === 'Stripe settings' ? 0 : 1);

    const first = await record.save('Theirs', loaded.version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ version: loaded.version + 1 });

    const stale = await record.save('Mine', loaded.version);
    expect(stale.statusCode, stale.body).toBe(409);
    const refusal = stale.json();
    expect(refusal).toMatchObject({
      success: false,
      status_code: 409,
      code: 'version_conflict',
      message: 'This record was changed by someone else',
      data: { version: loaded.version + 1 },
    });
    expect(JSON.stringify(refusal.data[record.field])).toContain('Theirs');
    expect(record.conflict.safeParse(refusal).success, JSON.stringify(refusal)).toBe(true);
    const stored = await record.read();
    expect(stored).toEqual(refusal.data);
    // Who saved theirs and when: the newest audit event of the record, naming the admin.
    const { name } = await t.db
      .selectFrom('users')
      .select('name')
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    expect(refusal.saved).toEqual({ by: name || ADMIN_EMAIL, at: expect.any(String) });
    expect(Date.parse(refusal.saved.at)).toBeGreaterThan(Date.now() - 60_000);

    // Without a version (the spec's calls, older clients) a save goes through as before.
    const unversioned = await record.save('Anyone');
    expect(unversioned.statusCode, unversioned.body).toBe(200);
    expect(unversioned.json().data).toMatchObject({ version: loaded.version + 2 });
    expect(JSON.stringify((await record.read())[record.field])).toContain('Anyone');
  });

  test('If-Match naming another version than the body is refused (400 version_mismatch), nothing saved; the same one saves', async () => {
    await record.create();
    expect((await record.save('Theirs', (await record.read()).version)).statusCode).toBe(200);
    const current = await record.read();
    // The review's case: a body at the current version, a header at an older one (and the other way round).
    for (const [body, header] of [
      [current.version, current.version - 1],
      [current.version - 1, current.version],
    ] as const) {
      const refused = await record.save('Mine', body, { 'if-match': `"${header}"` });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'version_mismatch',
        message: 'If-Match and version disagree',
      });
    }
    expect(await record.read()).toEqual(current);
    const agreeing = await record.save('Mine', current.version, { 'if-match': `W/"${current.version}"` });
    expect(agreeing.statusCode, agreeing.body).toBe(200);
    expect(agreeing.json().data).toMatchObject({ version: current.version + 1 });
  });

  test('two saves at the same version at once: exactly one is kept, the other refused', async () => {
    await record.create();
    const { version } = await record.read();
    const replies = await Promise.all([record.save('One', version), record.save('Two', version)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const kept = replies.find((reply) => reply.statusCode === 200)!.json().data;
    const stored = await record.read();
    expect(stored.version).toBe(version + 1);
    expect(stored[record.field]).toEqual(kept[record.field]);
  });
});

describe('If-Match', () => {
  const chapter = records[0]!;

  test('names the version when the body does not: an older one is refused, the stored one saves', async () => {
    await chapter.create();
    expect((await chapter.save('Theirs', 1)).statusCode).toBe(200);
    const stale = await chapter.save('Mine', undefined, { 'if-match': '"1"' });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('version_conflict');
    expect((await chapter.save('Mine', undefined, { 'if-match': 'W/"2"' })).statusCode).toBe(200);
    expect((await chapter.save('Anyone', undefined, { 'if-match': '*' })).statusCode).toBe(200);
  });

  test('that names no version is a 400 with a clear message', async () => {
    await chapter.create();
    const response = await chapter.save('Mine', undefined, { 'if-match': 'yesterday' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: 'Invalid If-Match header' });
  });
});

test("a plan's status switch is a save: a form opened before it cannot write the old status back", async () => {
  const plan = records[2]!;
  await plan.create();
  const { version } = await plan.read();
  const toggled = await t.inject({
    method: 'POST',
    url: `/api/admin/toggle-plan-status/${planId}`,
    headers: bearer(t.admin),
  });
  expect(toggled.json().data).toMatchObject({ status: 'inactive', version: version + 1 });
  const stale = await plan.save('Premium', version);
  expect(stale.statusCode).toBe(409);
  expect(stale.json().data).toMatchObject({ status: 'inactive' });
});

test('a version that is not a whole number is refused', async () => {
  const response = await admin().form('/api/admin/update-general-settings', {
    description: 'About us',
    version: 'two',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'validation_failed',
    message: 'Version must be a whole number',
  });
});
