import { expect, test } from 'vitest';
import {
  allCalls,
  type AnyCall,
  errorCodes,
  errorReply,
  healthCalls,
  locales,
  openApiDocument,
  planCalls,
  profileCalls,
} from './index';
import * as schemaEntry from './index';
import * as plainEntry from './plain';

/** The call groups an entry exports (`authCalls`, ...), by name. */
const groupsOf = (entry: object) =>
  Object.fromEntries(
    Object.entries(entry).filter(([name, value]) => name.endsWith('Calls') && !Array.isArray(value)),
  ) as Record<string, Record<string, Record<string, unknown>>>;

test("the plain entry declares every call's endpoint as the schema entry has it", () => {
  const plain = groupsOf(plainEntry);
  const schemas = groupsOf(schemaEntry);
  expect(Object.keys(plain).sort()).toEqual(Object.keys(schemas).sort());
  const endpointOf = (call: Record<string, unknown>) =>
    Object.fromEntries(
      ['name', 'method', 'path', 'encoding', 'auth', 'permission', 'download'].map((key) => [key, call[key]]),
    );
  for (const [group, calls] of Object.entries(schemas)) {
    expect(Object.keys(plain[group] ?? {}), group).toEqual(Object.keys(calls));
    for (const [key, call] of Object.entries(calls)) {
      expect(plain[group]?.[key], `${group}.${key}`).toEqual(endpointOf(call));
    }
  }
  expect(new Set(Object.values(schemas).flatMap((calls) => Object.values(calls)))).toEqual(new Set(allCalls));
});

test('every call has a unique name and a unique method + path', () => {
  const names = allCalls.map((call) => call.name);
  expect(new Set(names).size).toBe(names.length);
  const routes = allCalls.map((call) => `${call.method} ${call.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});

test('every path is under /api (the probes at the root aside) and path parameters have schemas', () => {
  const probes: readonly AnyCall[] = Object.values(healthCalls);
  for (const call of allCalls) {
    if (!probes.includes(call)) expect(call.path.startsWith('/api/'), call.path).toBe(true);
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

test('error codes are unique snake_case identifiers', () => {
  expect(new Set(errorCodes).size).toBe(errorCodes.length);
  for (const code of errorCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
});

interface ErrorSchema {
  required: string[];
  properties: { code: { enum: string[] } };
}

test('every error reply names what was refused with a listed code, in OpenAPI too', () => {
  const refusal = { success: false, status_code: 400, message: 'Bad request', detail: 'Bad request' };
  expect(errorReply.safeParse({ ...refusal, code: 'bad_request' }).success).toBe(true);
  expect(errorReply.safeParse(refusal).success).toBe(false);
  expect(errorReply.safeParse({ ...refusal, code: 'no_such_code' }).success).toBe(false);

  const operation = openApiDocument(allCalls).paths['/api/admin/change-password']?.post as {
    responses: { '4XX': { content: { 'application/json': { schema: ErrorSchema } } } };
  };
  const { schema } = operation.responses['4XX'].content['application/json'];
  expect(schema.required).toContain('code');
  expect(schema.properties.code.enum).toEqual([...errorCodes]);
});

test("the admin's language is one of the locales", () => {
  const { body } = profileCalls.updateLocale;
  for (const locale of locales) expect(body.parse({ locale })).toEqual({ locale });
  expect(body.safeParse({ locale: 'fr' }).error?.issues[0]?.message).toBe('Language must be en or he');
});

test('a save that takes `version` declares its 409 (the stored record as `data`), and OpenAPI documents it', () => {
  const versioned = allCalls.filter((call) => call.body?.shape && 'version' in call.body.shape);
  expect(versioned.map((call) => call.name).sort()).toEqual(
    [
      'adminUpdateChapter',
      'adminUpdateGeneralSettings',
      'adminUpdatePlan',
      'adminUpdateProfile',
      'adminUpdateReadingVerse',
      'adminUpdateSecuritySettings',
      'saveStripeCredentials',
    ].sort(),
  );
  for (const call of versioned) {
    expect(call.conflict, call.name).toBeDefined();
    const operation = openApiDocument([call]).paths[call.path]?.[call.method.toLowerCase()] as {
      responses: Record<string, { content: { 'application/json': { schema: { required: string[] } } } }>;
    };
    expect(operation.responses['409']?.content['application/json'].schema.required, call.name).toContain(
      'data',
    );
    const version = call.body?.shape.version as { parse: (value: unknown) => unknown };
    // Forms send it as text; blank is no version.
    expect([version.parse('3'), version.parse(''), version.parse(undefined)]).toEqual([
      3,
      undefined,
      undefined,
    ]);
  }
});
