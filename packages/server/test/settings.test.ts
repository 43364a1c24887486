import { expect, test } from 'vitest';
import { bearer, form, sharedTestApp } from './helpers/testApp';

const t = sharedTestApp({ admin: true, reset: true });

/** The public site's links until an admin sets them: none (the site hides them). */
const noLinks = {
  app_store_url: '',
  google_play_url: '',
  facebook_url: '',
  instagram_url: '',
  youtube_url: '',
};

const update = (fields: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/admin/update-general-settings',
    ...form(fields, t.admin),
  });

test('GET /api/help-and-support is public and starts empty', async () => {
  const response = await t.inject({ method: 'GET', url: '/api/help-and-support' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    status_code: 200,
    message: 'Help and support',
    data: {
      _id: expect.any(String),
      contact_number: '',
      contact_email: '',
      description: '',
      ...noLinks,
      version: 1,
    },
  });
});

test('update-general-settings saves the contact details that help-and-support returns', async () => {
  const { _id } = (await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data;
  const response = await update({
    id: _id,
    contact_number: '+972-3-555-0100',
    contact_email: 'Help@Example.com',
    description: 'שאלות? כתבו לנו',
  });
  expect(response.statusCode).toBe(200);
  const expected = {
    _id,
    contact_number: '+972-3-555-0100',
    contact_email: 'help@example.com',
    description: 'שאלות? כתבו לנו',
    ...noLinks,
    version: 2,
  };
  expect(response.json().data).toEqual(expected);
  expect((await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data).toEqual(expected);

  // Fields left out stay as they were; an empty e-mail clears it.
  await update({ contact_number: '050-0000000', contact_email: '' });
  expect((await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data).toEqual({
    ...expected,
    contact_number: '050-0000000',
    contact_email: '',
    version: 3,
  });
  // A phone number as people write it, with a country code, parentheses and spaces.
  expect((await update({ contact_number: '+972 (3) 555-0100' })).statusCode).toBe(200);
});

test.each([
  [{ contact_email: 'not-an-email' }, 'Contact Email must be a valid e-mail address'],
  [{ contact_number: '1'.repeat(51) }, 'Contact Number must be at most 50 characters'],
  [
    { contact_number: 'call me maybe' },
    'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
  ],
  [
    { contact_number: '12345' },
    'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
  ],
  [
    { contact_number: '1'.repeat(21) },
    'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
  ],
  [
    { contact_number: '050+1234567' },
    'Please enter a valid phone number: digits, spaces, +, - and parentheses, 7 to 20 digits',
  ],
  [{ stripe_environment: 'prod' }, 'Invalid input'],
])('invalid %j → 400', async (fields, message) => {
  const response = await update(fields);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toContain(message);
});

test('stripe fields on the general settings call follow the credentials rules', async () => {
  const missing = await update({ stripe_publishable_key: 'pk_test_1' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json().message).toBe('Please fill all the fields');

  const masked = await update({
    stripe_publishable_key: 'pk_test_1',
    stripe_secret_key: 'sk_test_...abcd',
    stripe_environment: 'test',
  });
  expect(masked.json().message).toBe('Secret Key should not contain "..."');

  // The save: a publishable key "hello" and a live secret under Environment = Test.
  const hello = await update({
    stripe_publishable_key: 'hello',
    stripe_secret_key: 'sk_live_0123456789abcdef',
    stripe_environment: 'test',
  });
  expect(hello.statusCode).toBe(400);
  expect(hello.json()).toMatchObject({
    code: 'publishable_key_invalid',
    message: 'Publishable Key must start with pk_test_ or pk_live_',
  });
  const liveSecret = await update({
    stripe_publishable_key: 'pk_test_1',
    stripe_secret_key: 'sk_live_0123456789abcdef',
    stripe_environment: 'test',
  });
  expect(liveSecret.json().code).toBe('secret_key_environment_mismatch');

  const saved = await update({
    stripe_publishable_key: 'pk_live_1',
    stripe_secret_key: 'sk_live_0123456789abcdef',
    stripe_environment: 'live',
  });
  expect(saved.statusCode).toBe(200);
  const credentials = await t.inject({
    method: 'GET',
    url: '/api/stripe/credentials',
    headers: bearer(t.admin),
  });
  expect(credentials.json().data).toMatchObject({
    public_key: 'pk_live_1',
    secret_key: 'sk_live...cdef',
    environment: 'live',
  });

  // The publishable key changed without re-typing the secret: the stored one stays.
  const kept = await update({ stripe_publishable_key: 'pk_live_2', stripe_environment: 'live' });
  expect(kept.statusCode, kept.body).toBe(200);
  const after = await t.inject({ method: 'GET', url: '/api/stripe/credentials', headers: bearer(t.admin) });
  expect(after.json().data).toMatchObject({ public_key: 'pk_live_2', secret_key: 'sk_live...cdef' });
});

test('the public links are saved as https addresses, read by anyone, and cleared when blank', async () => {
  const links = {
    app_store_url: 'https://apps.apple.com/app/id1234567890',
    google_play_url: 'https://play.google.com/store/apps/details?id=com.example.bible',
    facebook_url: 'https://www.facebook.com/illustrated.bible',
    instagram_url: 'https://www.instagram.com/illustrated.bible',
    youtube_url: 'https://www.youtube.com/@illustrated.bible',
  };
  expect((await update(links)).statusCode).toBe(200);
  const read = async () => (await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data;
  expect(await read()).toMatchObject(links);
  // One left out stays; one sent blank is cleared.
  expect((await update({ instagram_url: '' })).statusCode).toBe(200);
  expect(await read()).toMatchObject({ ...links, instagram_url: '' });
});

test.each([
  [{ app_store_url: 'http://apps.apple.com/app/id1' }, 'App Store Link must be an https:// address'],
  [{ google_play_url: 'play.google.com/store' }, 'Google Play Link must be an https:// address'],
  [{ facebook_url: 'javascript:alert(1)' }, 'Facebook Link must be an https:// address'],
  [
    { youtube_url: `https://www.youtube.com/${'a'.repeat(500)}` },
    'YouTube Link must be at most 500 characters',
  ],
])('a public link that is not an https address %j → 400, nothing saved', async (fields, message) => {
  const before = (await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data;
  const response = await update(fields);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toContain(message);
  expect((await t.inject({ method: 'GET', url: '/api/help-and-support' })).json().data).toEqual(before);
});
