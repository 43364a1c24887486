import { z } from 'zod';
import type { AnyCall } from './define';
import type { Encoding } from './endpoint';
import { errorReply } from './envelope';

const mediaTypes: Record<Exclude<Encoding, 'none'>, string> = {
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
  json: 'application/json',
};

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Preprocessed fields (numbers sent as text) have no JSON-Schema form: they become `{}`.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodObject | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBodyOf(call: AnyCall) {
  if (call.encoding === 'none') return undefined;
  const schema = call.body ? schemaOf(call.body, 'input') : { type: 'object' };
  if (call.encoding === 'multipart' && call.files?.length) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    for (const file of call.files) properties[file] = { type: 'string', format: 'binary' };
    schema.properties = properties;
  }
  return { required: Boolean(call.body), content: { [mediaTypes[call.encoding]]: { schema } } };
}

/** A download's 200: the file's media type, its header row named, and one row's schema (`x-row`). */
function downloadOf(call: AnyCall) {
  const header = Object.keys(call.reply.shape).join(',');
  return {
    description: `A CSV file (UTF-8 with a BOM), its header row the labels of ${header} in the admin's language`,
    content: {
      'text/csv; charset=utf-8': { schema: { type: 'string' }, 'x-row': schemaOf(call.reply, 'output') },
    },
  };
}

/** An OpenAPI 3.1 document for the given calls. */
export function openApiDocument(
  calls: readonly AnyCall[],
  info = { title: 'Bible admin API', version: '0.1.0' },
) {
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: schemaOf(errorReply, 'output') } },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const operation = {
      operationId: call.name,
      summary: call.summary,
      security: call.auth === 'public' ? [] : [{ bearer: [] }],
      'x-auth': call.auth,
      parameters: [...parametersOf(call.params, 'path'), ...parametersOf(call.query, 'query')],
      requestBody: requestBodyOf(call),
      responses: {
        200: call.download
          ? downloadOf(call)
          : {
              description: 'Success',
              content: { 'application/json': { schema: schemaOf(call.reply, 'output') } },
            },
        ...(call.conflict
          ? {
              409: {
                description:
                  'version_conflict: the record was saved since `version`; `data` is it as stored.',
                content: { 'application/json': { schema: schemaOf(call.conflict, 'output') } },
              },
            }
          : {}),
        '4XX': error,
        // Any call may fail on the server's side (internal_error); the readiness probe says not_ready.
        '5XX': { ...error, description: 'Server error' },
      },
    };
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
