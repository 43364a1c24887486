import type { CallSpec } from '@bible-admin/contract';

/**
 * What the browser needs of a contract call to make it: method, path, encoding and who may call. The
 * contract's call `C` rides along as a type only, so params, body and reply stay typed by the contract
 * while its zod schemas stay out of the bundle (lint allows the browser's code type imports of the contract
 * and its constants entry only; the bundle budget check fails a build with zod in a chunk).
 */
export type CallMeta<C extends CallSpec = CallSpec> = Pick<C, 'method' | 'path' | 'encoding' | 'auth'> & {
  readonly __call?: C;
};

/** The contract call behind a CallMeta. */
export type CallOf<M> = M extends CallMeta<infer C> ? C : never;
