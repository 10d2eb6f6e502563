/**
 * One error type for the whole API (architecture: Errors). A service throws `new AppError('not_found', …)`;
 * the errors plugin turns the code into an HTTP status and the body `{ success: false, errors, code }`.
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  /** Spec §4: a sensitive change needs a one-time-code check first; the client goes to /account/otp. */
  otp_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  not_acceptable: 406,
  conflict: 409,
  /** Something that was here and has ended (an export's link after its 7 days). */
  gone: 410,
  /** A temporarily locked account (too many wrong passwords). */
  locked: 423,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Spec §8: the text a shopper sees for any failure we did not expect. A 5xx never shows its own message. */
export const GENERIC_FAILURE_MESSAGE =
  "We're unable to process your request right now. Please try again later. If the issue persists, contact member services.";

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Extra fields for the error body, e.g. `{ field: 'street1' }` or `{ verify_success: false }`. */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The code for an HTTP status raised outside our services (Fastify's own 4xx errors). */
export function codeForStatus(status: number): ErrorCode {
  for (const [code, value] of Object.entries(errorStatus)) if (value === status) return code as ErrorCode;
  return status >= 500 ? 'internal' : 'bad_request';
}

export const notFound = (message: string) => new AppError('not_found', message);
export const badRequest = (message: string) => new AppError('bad_request', message);
/** Spec §8: 'Auth is required'. */
export const authRequired = () => new AppError('unauthorized', 'Auth is required');
