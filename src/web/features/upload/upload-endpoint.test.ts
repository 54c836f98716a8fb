import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "../../../contracts/limits.ts";
import { endpointForSize, endpointToRetry } from "./upload-endpoint.ts";

describe("endpointForSize", () => {
  it("sends files up to 10 MB to the small endpoint and larger ones to the large one", () => {
    expect(endpointForSize(UPLOAD_LIMITS.smallEndpointMaxBytes)).toBe("small");
    expect(endpointForSize(UPLOAD_LIMITS.smallEndpointMaxBytes + 1)).toBe("large");
  });
});

describe("endpointToRetry", () => {
  const tooLarge = { error: { code: "PAYLOAD_TOO_LARGE", message: "x" } };

  it("moves to the large endpoint on a 413 that asks for it", () => {
    expect(
      endpointToRetry("small", {
        status: 413,
        body: { ...tooLarge, shouldUseLargeEndpoint: true },
      }),
    ).toBe("large");
  });

  it("moves to the small endpoint on a 400 that asks for it", () => {
    expect(
      endpointToRetry("large", {
        status: 400,
        body: { error: { code: "VALIDATION_FAILED", message: "x" }, shouldUseSmallEndpoint: true },
      }),
    ).toBe("small");
  });

  it("stays put without the hint, with another status, or with the other endpoint's hint", () => {
    expect(endpointToRetry("small", { status: 413, body: tooLarge })).toBeNull();
    expect(endpointToRetry("small", { status: 413, body: null })).toBeNull();
    expect(
      endpointToRetry("small", { status: 400, body: { shouldUseLargeEndpoint: true } }),
    ).toBeNull();
    expect(
      endpointToRetry("large", { status: 413, body: { shouldUseLargeEndpoint: true } }),
    ).toBeNull();
    expect(
      endpointToRetry("small", { status: 400, body: { shouldUseSmallEndpoint: true } }),
    ).toBeNull();
  });
});
