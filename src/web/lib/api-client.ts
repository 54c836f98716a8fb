import { errorBodySchema, type ErrorCode } from "../../contracts/errors.ts";

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  /** The whole response body: some answers carry hints beside `error` (the upload endpoints do). */
  readonly body: unknown;

  constructor(status: number, code: ErrorCode, message: string, body: unknown = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The code for an error answer without our error body (a proxy's page, say). */
function codeForStatus(status: number): ErrorCode {
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  return status >= 500 ? "INTERNAL" : "NOT_FOUND";
}

/**
 * The one way the web app calls the API: JSON (or FormData, which fetch frames itself) in, JSON
 * out, errors as ApiError with a code and the body they came with.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(path, {
    credentials: "include",
    ...init,
    headers: { accept: "application/json", ...init.headers },
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.error.code, parsed.data.error.message, body);
    }
    throw new ApiError(response.status, codeForStatus(response.status), "", body);
  }
  return body as T;
}
