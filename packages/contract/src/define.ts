import type { z } from 'zod';
import type { CallEndpoint } from './endpoint';

/** A call: its endpoint (`...endpoints.<key>` from endpoints/<resource>.ts) and its schemas. */
export type CallSpec = CallEndpoint & {
  summary?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Text fields of the body (form, multipart or JSON). */
  body?: z.ZodObject;
  /** Names of the file parts of a multipart body, for documentation: the server reads any file part. */
  files?: readonly string[];
  /**
   * A JSON reply's schema; for a `download`, the schema of one row of the file, whose keys in order are its
   * header row.
   */
  reply: z.ZodObject;
  /** A save that takes `version`: its 409 reply (`conflictOf(record)`) when that version is stale. */
  conflict?: z.ZodObject;
};

/** One entry of the HTTP contract; `const` keeps literal types so clients and routes stay exact. */
export function defineCall<const C extends CallSpec>(call: C): C {
  return call;
}

/** Any call, for code that iterates over the whole contract. */
export type AnyCall = CallSpec;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends for a call. */
export type CallParams<C extends CallSpec> = InputOf<C['params']>;
export type CallQuery<C extends CallSpec> = InputOf<C['query']>;
export type CallBody<C extends CallSpec> = InputOf<C['body']>;
/** What a client receives on success. */
export type CallReply<C extends CallSpec> = OutputOf<C['reply']>;
