import { UPLOAD_LIMITS } from "../../../contracts/limits.ts";

export type UploadEndpoint = "small" | "large";

export const UPLOAD_ENDPOINT_PATHS: Record<UploadEndpoint, string> = {
  small: "/api/simple-upload",
  large: "/api/simple-upload-large",
};

/** Spec §7: up to 10 MB to the small endpoint, anything larger to the large one. */
export function endpointForSize(sizeBytes: number): UploadEndpoint {
  return sizeBytes <= UPLOAD_LIMITS.smallEndpointMaxBytes ? "small" : "large";
}

function hint(body: unknown, name: "shouldUseLargeEndpoint" | "shouldUseSmallEndpoint"): boolean {
  return (
    typeof body === "object" && body !== null && (body as Record<string, unknown>)[name] === true
  );
}

/**
 * Spec §7 upload handling: a 413 from the small endpoint that says shouldUseLargeEndpoint is
 * tried again on the large one; a 400 from the large endpoint that says shouldUseSmallEndpoint on
 * the small one. Anything else is final. Only the first attempt may switch, so two servers that
 * disagree cannot send a file back and forth.
 */
export function endpointToRetry(
  tried: UploadEndpoint,
  failure: { status: number; body: unknown },
): UploadEndpoint | null {
  if (tried === "small" && failure.status === 413 && hint(failure.body, "shouldUseLargeEndpoint")) {
    return "large";
  }
  if (tried === "large" && failure.status === 400 && hint(failure.body, "shouldUseSmallEndpoint")) {
    return "small";
  }
  return null;
}
