/** Codes of refusals the API gives; the error handler maps each to its HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  /** Busy right now (a full work queue): try again in a moment. */
  BUSY: 503,
  /** The server's disk is (nearly) full: nothing the client sent is kept; try later. */
  INSUFFICIENT_STORAGE: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * A refusal with a readable message: becomes `{ error: message, ...details }` with the code's
 * status (`details` for routes whose contract names more fields, e.g. the claim's nextClaimAt).
 *
 * A refusal is an answer, not a fault: it is never logged, so it captures no stack trace (the
 * capture was the largest cost of a refused request, which a flood of bad requests multiplies).
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
