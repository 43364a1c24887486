import type { AnyCall, FieldError } from '@bible-admin/contract';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { mediaDir } from '../config';
import { type AuthUser, requireRecentPassword } from './auth';
import { badRequest } from './errors';
import { readMultipart, type UploadedFile } from './multipart';
import { guardOf } from './permissions';
import { sentVersion } from './versions';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CallContext<C extends AnyCall> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  /** File parts of a multipart call, by field name. */
  files: Record<string, UploadedFile>;
  /** The signed-in account; always set for 'user' and 'admin' calls. */
  auth: C['auth'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends AnyCall> = (context: CallContext<C>) => Promise<z.input<C['reply']>>;

/** `/api/x/{id}` → `/api/x/:id` */
export const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

/** Deeper input is refused: no call takes more than a few levels, and a walk must not run away. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Refuses what no call accepts before any schema sees it: NUL (PostgreSQL text cannot hold it, and it is
 * never meaningful input) and nesting deeper than MAX_INPUT_DEPTH. The walk uses its own stack, so a
 * body nested 10,000 deep is a 400, not a stack overflow.
 */
function checkInput(value: unknown, what: string): void {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    if (typeof item.value === 'string' && item.value.includes('\u0000'))
      throw badRequest(
        'invalid_characters',
        'Invalid characters in the request',
        `The ${what} contains a NUL character.`,
      );
    if (item.value && typeof item.value === 'object') {
      if (item.depth >= MAX_INPUT_DEPTH)
        throw badRequest(
          'input_too_deep',
          'Request nested too deeply',
          `The ${what} is nested more than ${MAX_INPUT_DEPTH} levels deep.`,
        );
      for (const child of Object.values(item.value)) pending.push({ value: child, depth: item.depth + 1 });
    }
  }
}

/** Validates one part of the request; a failure is a 400 whose message is the first problem. */
function parse<S extends z.ZodType | undefined>(schema: S, value: unknown, what: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  checkInput(value, what);
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data as Parsed<S>;
  const errors = fieldErrors(result.error);
  throw badRequest(
    'validation_failed',
    errors[0]?.message ?? `Invalid ${what}`,
    errors.map((e) => (e.field ? `${e.field}: ${e.message}` : e.message)).join('; '),
    errors,
  );
}

/** The body; a save that takes `version` (the call has a `conflict` reply) may name it in If-Match instead. */
function parseBody<C extends AnyCall>(call: C, value: unknown, request: FastifyRequest): Parsed<C['body']> {
  const body = parse<C['body']>(call.body, value, 'body');
  if (!call.conflict) return body;
  const fields = body as { version?: number };
  return { ...fields, version: sentVersion(request, fields.version) } as Parsed<C['body']>;
}

/**
 * Wires a contract entry to Fastify: auth from `call.auth` and `call.permission` (`guardOf`), params/query/body parsed with the call's
 * schemas (400 on bad input), and the handler's result checked against the reply schema, which also
 * strips anything the contract does not name.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  {
    recentPassword = false,
    ...options
  }: Pick<RouteShorthandOptions, 'config' | 'bodyLimit' | 'logLevel'> & {
    /** The password entered in this session in the last five minutes, else 403 reauthentication_required. */
    recentPassword?: boolean;
  } = {},
): void {
  const guard = guardOf(call);
  const preHandler = guard && recentPassword ? [guard, requireRecentPassword] : guard;
  app.route({
    method: call.method,
    url: fastifyPath(call.path),
    ...options,
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      const params = parse(call.params, request.params, 'path');
      const query = parse(call.query, request.query, 'query');
      if (call.encoding !== 'multipart') {
        const body = parseBody(call, request.body, request);
        return answer({
          params,
          query,
          body,
          files: {},
          auth: request.auth,
          request,
          reply,
        } as CallContext<C>);
      }
      const { config } = app.deps;
      const multipart = await readMultipart(request, {
        tempDir: mediaDir(config.dataDir),
        requestLimitBytes: config.requestLimitBytes,
      });
      try {
        const body = parseBody(call, multipart.fields, request);
        const { files } = multipart;
        return await answer({
          params,
          query,
          body,
          files,
          auth: request.auth,
          request,
          reply,
        } as CallContext<C>);
      } finally {
        await multipart.cleanup();
      }
    },
  });

  async function answer(context: CallContext<C>) {
    const result = call.reply.safeParse(await handler(context));
    if (!result.success) {
      throw new Error(`Reply of ${call.name} does not match the contract: ${result.error.message}`);
    }
    return result.data;
  }
}

/** A download call's context: auth and input as any call's (a download has no body). */
export type DownloadContext<C extends AnyCall> = Omit<CallContext<C>, 'body' | 'files'>;

/** How a download call answers: its file's name, what refuses it, and its bytes. */
export interface DownloadHandlers<C extends AnyCall> {
  filename: (context: DownloadContext<C>) => string;
  /** Throws what a GET would refuse, reading no row and changing nothing: all that HEAD runs. */
  check?: (context: DownloadContext<C>) => Promise<void>;
  /** The file's bytes, produced as the client reads them. */
  body: (context: DownloadContext<C>) => Promise<Readable>;
}

const downloadTypes: Record<NonNullable<AnyCall['download']>, string> = { csv: 'text/csv; charset=utf-8' };

/**
 * Wires a `download` call: auth and input as `registerCall` (refusals are the JSON envelope), then the
 * handler's bytes streamed as they come, an attachment never cached. A client that goes away ends the
 * stream, which stops the handler's iterator at its next step. HEAD is a route of its own that answers
 * the headers after `check` (Fastify's HEAD would run the GET and read the whole file to drop it).
 */
export function registerDownload<C extends AnyCall & { download: NonNullable<AnyCall['download']> }>(
  app: FastifyInstance,
  call: C,
  handlers: DownloadHandlers<C>,
): void {
  const preHandler = guardOf(call);
  const contextOf = (request: FastifyRequest, reply: FastifyReply) =>
    ({
      params: parse(call.params, request.params, 'path'),
      query: parse(call.query, request.query, 'query'),
      auth: request.auth,
      request,
      reply,
    }) as DownloadContext<C>;
  const headers = (reply: FastifyReply, context: DownloadContext<C>) =>
    reply
      .type(downloadTypes[call.download])
      .header('content-disposition', `attachment; filename="${handlers.filename(context)}"`)
      .header('cache-control', 'no-store');
  app.route({
    method: 'HEAD',
    url: fastifyPath(call.path),
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      const context = contextOf(request, reply);
      await handlers.check?.(context);
      return headers(reply, context).send();
    },
  });
  app.route({
    method: call.method,
    url: fastifyPath(call.path),
    exposeHeadRoute: false,
    ...(preHandler ? { preHandler } : {}),
    handler: async (request, reply) => {
      const context = contextOf(request, reply);
      const body = await handlers.body(context);
      return headers(reply, context).send(body);
    },
  });
}
