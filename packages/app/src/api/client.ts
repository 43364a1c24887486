import type {
  CallBody,
  CallOf,
  CallParams,
  CallQuery,
  CallReply,
  CallSpec,
  FieldError,
} from '@bible-admin/contract';
import { NARRATION_CALL_MAX_MS, type CallEndpoint } from '@bible-admin/contract/plain';
import { signedOut } from '../session/signedOut';
import { adminToken } from '../session/tokenStore';
import { encodeBody, type CallFiles } from './encode';
import { ApiError } from './errors';
import { callUrl } from './url';

/**
 * Most calls answer at once. A narration may wait for another of the same chapter and voice, then speak:
 * its budget is the server's longest, so the browser never gives up on one the server is still doing.
 */
export const DEFAULT_TIMEOUT_MS = 20_000;
export const NARRATION_TIMEOUT_MS = NARRATION_CALL_MAX_MS;

export interface CallOptions<C extends CallSpec> {
  params?: CallParams<C>;
  query?: CallQuery<C>;
  body?: CallBody<C>;
  files?: CallFiles;
  /** The bearer token; by default the admin's stored token (the deletion page passes its own). */
  token?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Only for tests: the fetch to use. */
  fetch?: typeof fetch;
}

interface ErrorBody {
  message?: unknown;
  detail?: unknown;
  code?: unknown;
  errors?: unknown;
  data?: unknown;
  saved?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

export function httpError(status: number, body: unknown): ApiError {
  const { message, detail, code, errors, data, saved } = (body ?? {}) as ErrorBody;
  const serverMessage = text(message);
  const serverDetail = text(detail);
  return new ApiError('http', serverDetail ?? serverMessage ?? `Request failed (${status})`, {
    status,
    serverMessage,
    detail: serverDetail,
    code: text(code),
    fieldErrors: Array.isArray(errors) ? (errors as FieldError[]) : [],
    data,
    saved,
  });
}

/**
 * Calls the API as the contract describes it (`spec`: a call's endpoint from '@bible-admin/contract/plain')
 * and returns its reply, typed by the contract. Throws an ApiError whose message is the one to show. The
 * reply's shape is the server's promise (its own tests check it against the contract's schemas); the browser
 * only checks it is a success reply.
 */
export async function call<M extends CallEndpoint>(
  spec: M,
  options: CallOptions<CallOf<M>> = {},
): Promise<CallReply<CallOf<M>>> {
  const { body, contentType } = encodeBody(spec.encoding, options.body as object | undefined, options.files);
  const token = options.token === undefined ? adminToken.read() : options.token;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (token) headers.authorization = `Bearer ${token}`;

  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(
      callUrl(spec.path, options.params as object | undefined, options.query as object | undefined),
      { method: spec.method, headers, body, signal },
    );
  } catch (error) {
    if (options.signal?.aborted) throw error;
    if (timeout.signal.aborted) throw new ApiError('timeout', 'The server did not answer in time');
    throw new ApiError('network', 'The server could not be reached');
  } finally {
    clearTimeout(timer);
  }

  const json = await readJson(response);
  if (!response.ok || (json as { success?: unknown } | null)?.success === false) {
    const error = httpError(response.status, json);
    // The stored session is over (ended, deactivated, expired, its account gone): the admin area then goes to
    // the login page, which says why. Unless a sign-in replaced the token meanwhile.
    if (response.status === 401 && options.token === undefined && token && adminToken.read() === token) {
      signedOut.record(error.code);
      adminToken.clear();
    }
    throw error;
  }
  if ((json as { success?: unknown } | null)?.success !== true) {
    throw new ApiError('invalid', 'The reply is not the JSON the contract promises', {
      status: response.status,
    });
  }
  return json as CallReply<CallOf<M>>;
}
