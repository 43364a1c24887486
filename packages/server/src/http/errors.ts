import type { ErrorCode, ErrorReply, FieldError } from '@bible-admin/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  BusyError,
  ConflictError,
  DomainError,
  InvalidError,
  NotFoundError,
  type StaleVersionError,
  UpstreamError,
} from '../domain/errors';

/** An error with its HTTP status and code, turned into the error envelope by the global handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly detail: string = message,
    readonly errors?: FieldError[],
    /** Extra reply headers (Retry-After of a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A save refused for its stale version (409 version_conflict), with the record as now stored as `data`. */
export class StaleRecordError extends HttpError {
  constructor(
    stale: StaleVersionError,
    readonly data: unknown,
    /** Who saved the stored version and when, when the log knows. */
    readonly saved: { by: string | null; at: string } | null = null,
  ) {
    super(409, stale.code, stale.message, stale.detail);
  }
}

export const badRequest = (code: ErrorCode, message: string, detail?: string, errors?: FieldError[]) =>
  new HttpError(400, code, message, detail, errors);
export const unauthorized = (
  code: ErrorCode = 'unauthorized',
  message = 'Authentication required',
  detail?: string,
) => new HttpError(401, code, message, detail);
export const forbidden = (code: ErrorCode, message: string, detail?: string) =>
  new HttpError(403, code, message, detail);
export const notFound = (code: ErrorCode, message: string, detail?: string) =>
  new HttpError(404, code, message, detail);
export const payloadTooLarge = (code: ErrorCode, message: string, detail?: string) =>
  new HttpError(413, code, message, detail);
export const serviceUnavailable = (code: ErrorCode, message: string, detail?: string) =>
  new HttpError(503, code, message, detail);

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Fastify and plugin error codes that are the client's fault, with a clear message. */
function fromFastifyCode(error: FastifyError, limits: ErrorLimits): HttpError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return payloadTooLarge(
        'request_too_large',
        'Request body too large',
        `The body must be at most ${megabytes(limits.bodyLimitBytes)}.`,
      );
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(
        'file_too_large',
        'File too large',
        `Each file must be at most ${megabytes(limits.uploadLimitBytes)}.`,
      );
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(
        'too_many_files',
        'Too many files',
        `Send at most ${limits.uploadMaxFiles} files in one request.`,
      );
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('too_many_parts', 'Too many parts in the upload', error.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(
        415,
        'unsupported_media_type',
        'Unsupported content type',
        'Send form-urlencoded, multipart or JSON.',
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return badRequest('malformed_body', 'Malformed request body', error.message);
    default:
      return null;
  }
}

export interface ErrorLimits {
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  uploadMaxFiles: number;
}

/** The status of each kind of domain error: the one place where the domain's refusals become HTTP. */
const DOMAIN_STATUS: [abstract new (...args: never[]) => DomainError, number][] = [
  [InvalidError, 400],
  [NotFoundError, 404],
  [ConflictError, 409],
  [UpstreamError, 502],
  [BusyError, 503],
];

/** A domain error with its status; null for anything else (a kind missing above stays a bare 500). */
function fromDomainError(error: unknown): HttpError | null {
  if (!(error instanceof DomainError)) return null;
  const status = DOMAIN_STATUS.find(([kind]) => error instanceof kind)?.[1];
  if (status === undefined) return null;
  const headers = error instanceof BusyError ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
  return new HttpError(status, error.code, error.message, error.detail, undefined, headers);
}

/**
 * Any thrown value as an HttpError: HTTP errors and domain errors keep their status and words, known
 * framework errors get a clear message, everything else is a bare 500.
 */
export function toHttpError(error: unknown, limits: ErrorLimits): HttpError {
  if (error instanceof HttpError) return error;
  const domain = fromDomainError(error);
  if (domain) return domain;
  const fastifyError = error as FastifyError;
  const known = fromFastifyCode(fastifyError, limits);
  if (known) return known;
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Body parsers (JSON syntax, multipart framing) report client errors as 4xx with a plain message.
    const [code, message]: [ErrorCode, string] =
      error instanceof SyntaxError
        ? ['malformed_body', 'Malformed request body']
        : ['bad_request', 'Bad request'];
    return new HttpError(status, code, message, fastifyError.message || message);
  }
  return new HttpError(
    500,
    'internal_error',
    'Internal server error',
    'Something went wrong on the server. Please try again later.',
  );
}

export function errorBody(error: HttpError): ErrorReply {
  return {
    success: false,
    status_code: error.statusCode,
    code: error.code,
    message: error.message,
    detail: error.detail,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error instanceof StaleRecordError
      ? { data: error.data, ...(error.saved ? { saved: error.saved } : {}) }
      : {}),
  };
}

/** Every error leaves as the envelope, without stack traces; only server faults are logged as errors. */
export function installErrorHandler(app: FastifyInstance, limits: ErrorLimits): void {
  app.setErrorHandler((error, request, reply) => {
    const httpError = toHttpError(error, limits);
    if (httpError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    if (httpError.headers) void reply.headers(httpError.headers);
    return reply.code(httpError.statusCode).send(errorBody(httpError));
  });
}
