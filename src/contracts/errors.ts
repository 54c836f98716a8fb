import { z } from "zod";

/**
 * Stable error codes shared by the server (which maps each to an HTTP status) and the web app
 * (which maps each to a translated message under `errors.<code>` in the locale files).
 */
export const ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "EMAIL_NOT_VERIFIED",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "HASH_MISMATCH",
  "FILE_CORRUPT",
  "FILE_ENCRYPTED",
  "TOO_MANY_PAGES",
  "ARCHIVE_TOO_LARGE",
  "IMAGE_TOO_LARGE",
  "FILE_TOO_COMPLEX",
  "RATE_LIMITED",
  /** The organization's plan holds no more documents or storage (spec §9); upgrade at /pay. */
  "PLAN_LIMIT_REACHED",
  /**
   * A bookkeeping document still inside its retention period (UU KUP, issue 22): only an Owner
   * may delete it, and only by confirming.
   */
  "UNDER_RETENTION",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
