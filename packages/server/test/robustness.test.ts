import { allCalls } from '@bible-admin/contract';
import { describe, expect, test } from 'vitest';
import { bearer, createTestApp, sharedTestApp } from './helpers/testApp';

/** Bad input of every kind gets a clear 4xx in the envelope, never a 5xx or a stack trace. */

const t = sharedTestApp({ admin: true });

const expectClientError = (
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({
    success: false,
    status_code: status,
    message: expect.any(String),
    detail: expect.any(String),
  });
  expect(response.body).not.toMatch(/\bat .+:\d+:\d+/); // no stack frames
};

describe('malformed bodies', () => {
  test('malformed JSON → 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expectClientError(response, 400);
    expect(response.json().message).toBe('Malformed request body');
  });

  test('empty JSON body → 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expectClientError(response, 400);
  });

  test('a JSON array or scalar instead of an object → 400', async () => {
    for (const payload of ['[1,2]', '"text"', 'null']) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectClientError(response, 400);
    }
  });

  test('an unsupported content type → 415', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
    expectClientError(response, 415);
  });

  test('broken multipart → 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/update-profile',
      payload: '--nope\r\nContent-Disposition: form-data; name="first_name"\r\n\r\nA',
      headers: { ...bearer(t.admin), 'content-type': 'multipart/form-data; boundary=other' },
    });
    expectClientError(response, 400);
    expect(response.json().message).toBe('Malformed multipart body');
  });

  test('a body over the limit → 413', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 1) },
    });
    expectClientError(response, 413);
    expect(response.json().message).toBe('Request body too large');
  });

  test('repeated form fields (arrays) → 400, not a crash', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'username=a@b.co&username=c@d.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectClientError(response, 400);
  });

  test('NUL characters in a body → 400 (PostgreSQL cannot store them)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      headers: bearer(t.admin),
      payload: { name: 'P\u0000', price: '1', features: '{"a":true}' },
    });
    expectClientError(response, 400);
  });

  test('JSON nested 10,000 deep → 400, not a stack overflow, anonymously and as admin', async () => {
    const deepArray = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const deepObject = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const requests = [
      { url: '/api/login', payload: deepArray, headers: {} },
      { url: '/api/login', payload: `{"username":${deepArray},"password":"x"}`, headers: {} },
      { url: '/api/app/login', payload: deepObject, headers: {} },
      {
        url: '/api/admin/add-plan',
        payload: `{"name":"P","features":${deepObject}}`,
        headers: bearer(t.admin),
      },
    ];
    for (const { url, payload, headers } of requests) {
      const response = await t.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expectClientError(response, 400);
    }
  });

  test('junk fields are ignored', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/add-plan',
      headers: bearer(t.admin),
      payload: {
        name: 'P',
        price: '1',
        features: '{"a":true}',
        _id: 'mine',
        role: 'admin',
        __proto__: { x: 1 },
        constructor: 'y',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data._id).not.toBe('mine');
  });
});

describe('urls', () => {
  test('an unknown API route → 404 in the envelope', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/nope' });
    expectClientError(response, 404);
  });

  test('a wrong method on a known path → 404', async () => {
    expectClientError(await t.inject({ method: 'PUT', url: '/api/login' }), 404);
  });

  test('bad percent-encoding in a path → 400', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/user-transactions/%E0%A4%A',
      headers: bearer(t.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

test('a server fault is a bare 500 without internals', async () => {
  const broken = await createTestApp({
    overrides: {
      chapterStats: {
        countChapters: async () => {
          throw new Error('secret internal detail /srv/db.sqlite');
        },
      },
    },
  });
  try {
    const response = await broken.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(await broken.loginAdmin()),
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      status_code: 500,
      code: 'internal_error',
      message: 'Internal server error',
      detail: 'Something went wrong on the server. Please try again later.',
    });
  } finally {
    await broken.close();
  }
});

test('GET /api/openapi.json documents every call of the contract', async () => {
  const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.openapi).toBe('3.1.0');
  for (const call of allCalls) {
    expect(document.paths[call.path]?.[call.method.toLowerCase()]?.operationId, call.name).toBe(call.name);
  }
  const login = document.paths['/api/login'].post;
  expect(login.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual([
    'username',
    'password',
  ]);
  expect(
    document.paths['/api/admin/update-profile'].post.requestBody.content['multipart/form-data'].schema
      .properties.profile_pic,
  ).toEqual({
    type: 'string',
    format: 'binary',
  });
});
