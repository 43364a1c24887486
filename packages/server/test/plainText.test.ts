import { describe, expect, test } from 'vitest';
import { getGeneralSettings } from '../src/repositories/settings';
import { findUserByEmail } from '../src/repositories/users';
import { addChapter, adminClient, chapterForm } from './helpers/content';
import { ADMIN_EMAIL, bearer, form, sharedTestApp } from './helpers/testApp';
import { multipartBody } from './helpers/multipart';

/**
 * Defect 12: plain-text fields are normalised to NFC and lose control characters, bidi embeddings and
 * overrides and stray zero-width characters; the marks Hebrew needs (LRM, RLM, isolates, ZWJ, ZWNJ) stay.
 */

const t = sharedTestApp({ admin: true, reset: true });

const RLO = '\u202E';
const LRE = '\u202A';
const ESC = '\u001B';
const ZWSP = '\u200B';
const BOM = '\uFEFF';
const RLM = '\u200F';
const LRM = '\u200E';
const FSI = '\u2068';
const PDI = '\u2069';
const ZWJ = '\u200D';
/** Shin with its dot typed before the qamats: NFC puts the marks in canonical order (qamats first). */
const SHIN_TYPED = 'ש\u05C1\u05B8לום';
const SHIN_NFC = 'ש\u05B8\u05C1לום';
/** 'e' + combining acute: NFC composes it to 'é'. */
const CAFE_TYPED = 'Cafe\u0301';

describe('plain text is cleaned once, in the contract', () => {
  test('a plan name and feature lose overrides, escapes and zero-width characters', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      ...form(
        {
          name: `${RLO}Gold${ZWSP} ${ESC}[31mplan${BOM}\u0007`,
          price: '5',
          features: JSON.stringify({ [`${LRE}Audio${RLO}`]: true }),
        },
        t.admin,
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.name).toBe('Gold [31mplan');
    expect(response.json().data.features).toEqual({ Audio: true });
  });

  test('Hebrew keeps its marks and isolates and is stored in NFC', async () => {
    const name = `${SHIN_TYPED} ${RLM}(${FSI}${CAFE_TYPED}${PDI})${LRM} ${ZWJ}`;
    expect(name).not.toBe(name.normalize('NFC'));
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      ...form({ name, price: '5', features: '{"a":true}' }, t.admin),
    });
    expect(response.json().data.name).toBe(`${SHIN_NFC} ${RLM}(${FSI}Café${PDI})${LRM} ${ZWJ}`);
  });

  test('a name of only invisible characters is blank → 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      ...form({ name: `${ZWSP}${RLO}${ESC}`, price: '5', features: '{"a":true}' }, t.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Plan Name is required');
  });

  test('settings: one-line fields lose line breaks, the description keeps them as \\n', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/update-general-settings',
      ...form(
        {
          contact_number: `+972\n${RLO}50${ZWSP}1234567`,
          description: `${SHIN_TYPED}\r\nשורה${RLO} שנייה\u0085\ttab`,
        },
        t.admin,
      ),
    });
    expect(response.statusCode, response.body).toBe(200);
    const stored = await getGeneralSettings(t.db);
    expect(stored.contact_number).toBe('+972 501234567');
    expect(stored.description).toBe(`${SHIN_NFC}\nשורה שנייה\ttab`);
  });

  test('user names: signup and the admin profile', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/app/signup',
      ...form({
        name: `${RLO}נועה${ZWSP} ${ESC}כהן`,
        email: 'clean@example.com',
        password: 'quiet-river-42',
        device: 'ios',
      }),
    });
    expect((await findUserByEmail(t.db, 'clean@example.com'))?.name).toBe('נועה כהן');

    const { payload, headers } = multipartBody({
      first_name: `Ada${RLO}`,
      last_name: `${ZWSP}Love\u0001lace`,
    });
    const profile = await t.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      payload,
      headers: { ...headers, ...bearer(t.admin) },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect((await findUserByEmail(t.db, ADMIN_EMAIL))?.name).toBe('Ada Lovelace');
  });

  test('a chapter name', async () => {
    const chapter = await addChapter(
      adminClient(t, t.admin),
      chapterForm({ chapter_name: `${RLO}בראשית${ZWSP} א׳${ESC}` }),
    );
    expect(chapter.chapter_name).toBe('בראשית א׳');
  });
});
