import { expect, test } from 'vitest';
import { allCalls, openApiDocument, planCalls } from './index';

test('every call has a unique name and a unique method + path', () => {
  const names = allCalls.map((call) => call.name);
  expect(new Set(names).size).toBe(names.length);
  const routes = allCalls.map((call) => `${call.method} ${call.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});

test('every path is under /api and path parameters have schemas', () => {
  for (const call of allCalls) {
    expect(call.path.startsWith('/api/'), call.path).toBe(true);
    const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(Object.keys(call.params?.shape ?? {}), call.name).toEqual(names);
    if (call.encoding === 'none') expect(call.body, call.name).toBeUndefined();
  }
});

test('plan features parse from a JSON string and need at least one entry', () => {
  const body = planCalls.add.body;
  expect(body.parse({ name: 'P', price: '9.5', features: '{"a":true}' })).toMatchObject({
    price: 9.5,
    duration: 'monthly',
    features: { a: true },
  });
  expect(body.safeParse({ name: 'P', price: '1', features: '{}' }).error?.issues[0]?.message).toBe(
    'At least one feature is required',
  );
});

test('the OpenAPI document covers every call', () => {
  const document = openApiDocument(allCalls);
  const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
  expect(operations).toHaveLength(allCalls.length);
});
