import { describe, expect, it } from "vitest";
import { callbackFailureKey } from "./callback-failure.ts";

describe("callbackFailureKey", () => {
  it("says a spent or expired e-mail link has expired", () => {
    expect(callbackFailureKey("INVALID_TOKEN")).toBe("auth.errors.linkExpired");
    expect(callbackFailureKey("EXPIRED_TOKEN")).toBe("auth.errors.linkExpired");
  });

  it("says 'Unauthorized access' when Google did not let the user in", () => {
    expect(callbackFailureKey("access_denied")).toBe("common.unauthorized");
    expect(callbackFailureKey("state_mismatch")).toBe("common.unauthorized");
  });
});
