import type { ErrorBody, ErrorCode } from "../contracts/errors.ts";

/** The one table from error code to HTTP status. */
export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HASH_MISMATCH: 422,
  FILE_CORRUPT: 422,
  FILE_ENCRYPTED: 422,
  TOO_MANY_PAGES: 422,
  ARCHIVE_TOO_LARGE: 422,
  IMAGE_TOO_LARGE: 422,
  FILE_TOO_COMPLEX: 422,
  RATE_LIMITED: 429,
  PLAN_LIMIT_REACHED: 402,
  UNDER_RETENTION: 409,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get httpStatus(): number {
    return HTTP_STATUS_BY_CODE[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
