import { expect, test } from 'vitest';
import { bearer, form, sharedTestApp } from './helpers/testApp';

const t = sharedTestApp({ admin: true, reset: true });

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
    data: { _id: expect.any(String), contact_number: '', contact_email: '', description: '', version: 1 },
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
