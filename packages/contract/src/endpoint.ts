/**
 * What the browser needs of a call to make it, with no schema: its name, method, path, body encoding, who
 * may call (an admin call: with which permission), and whether the reply is a file. Each resource declares its calls' endpoints in
 * `endpoints/<resource>.ts` (zod-free, exported by '@bible-admin/contract/plain'); `calls/<resource>.ts`
 * spreads each into its `defineCall` with the request and reply schemas, so a path is written once.
 */

/** How the request body travels. `none` means the call has no body. */
export type Encoding = 'form' | 'multipart' | 'json' | 'none';

/** Who may call: anyone, any signed-in account, or an admin only (then only the roles of its `permission`). */
export type Auth = 'public' | 'user' | 'admin';

import type { Permission } from './permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface EndpointBase {
  /** Unique, stable name (the OpenAPI operationId); the app finds the call's types by it. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Full path under the site root, OpenAPI style: `/api/admin/user-transactions/{id}`. */
  readonly path: string;
  readonly encoding: Encoding;
  /** The reply is a file streamed in this format, not JSON (errors are still the JSON envelope). */
  readonly download?: 'csv';
}

/** An admin call names the permission it needs (`permissions.ts`); no other call has one. */
export type CallEndpoint = EndpointBase &
  (
    | { readonly auth: 'public' | 'user'; readonly permission?: undefined }
    | { readonly auth: 'admin'; readonly permission: Permission }
  );

/** A resource's endpoints, by the key its calls have; `const` keeps literal types (names, paths). */
export function defineEndpoints<const E extends Record<string, CallEndpoint>>(endpoints: E): E {
  return endpoints;
}
