import type { ErrorCode } from '@bible-admin/contract';

/**
 * What a rule refuses, in the domain's words: services, speech and repositories throw these and never
 * know about HTTP. The edge (`toHttpError` in http/errors.ts) maps each kind to its status, in one place.
 * `code` names the refusal for the app (the contract's `errorCodes`, which it must be one of), `message` is
 * the spec's wording in English; `detail` says more (it defaults to the message).
 */
export abstract class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly detail: string = message,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The record the request names does not exist (404). */
export class NotFoundError extends DomainError {}

/** The request contradicts what is stored: a number already taken (409). */
export class ConflictError extends DomainError {}

/**
 * A save sent with the version its record was read at, after another save changed it (409): the caller
 * answers with the record as now stored, so the admin can compare.
 */
export class StaleVersionError extends ConflictError {
  constructor() {
    super(
      'version_conflict',
      'This record was changed by someone else',
      'It was saved again after you opened it. Load their version, or save yours over it.',
    );
  }
}

/** The input breaks a rule the contract's schemas cannot check alone: an image, rich text left empty (400). */
export class InvalidError extends DomainError {}

/** A service the request depends on failed: the speech engine (502). */
export class UpstreamError extends DomainError {}

/** The server is at capacity for this kind of work right now (503): the caller retries after `retryAfterSeconds`. */
export class BusyError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    detail: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, message, detail);
  }
}
