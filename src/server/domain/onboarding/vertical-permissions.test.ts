import { describe, expect, it } from "vitest";
import { redirectAfterOnboarding, verticalGrants } from "./vertical-permissions.ts";

describe("verticalGrants", () => {
  it("gives owners and executives admin, others write", () => {
    expect(verticalGrants("owner", "legal", false)).toEqual([
      { vertical: "legal", accessLevel: "admin", isPrimary: true },
    ]);
    expect(verticalGrants("executive", "accounting", false)[0]?.accessLevel).toBe("admin");
    expect(verticalGrants("staff", "accounting", false)[0]?.accessLevel).toBe("write");
  });

  it("grants both verticals, both primary, for 'both'", () => {
    expect(verticalGrants("manager", "both", false)).toEqual([
      { vertical: "accounting", accessLevel: "write", isPrimary: true },
      { vertical: "legal", accessLevel: "write", isPrimary: true },
    ]);
  });

  it("grants both with only the chosen one primary for multi-vertical access", () => {
    expect(verticalGrants("owner", "legal", true)).toEqual([
      { vertical: "accounting", accessLevel: "admin", isPrimary: false },
      { vertical: "legal", accessLevel: "admin", isPrimary: true },
    ]);
  });
});

describe("redirectAfterOnboarding", () => {
  it("follows the spec", () => {
    expect(redirectAfterOnboarding("both", false)).toBe("/verticals");
    expect(redirectAfterOnboarding("accounting", true)).toBe("/verticals");
    expect(redirectAfterOnboarding("legal", false)).toBe("/verticals/legal/dashboard");
    expect(redirectAfterOnboarding("accounting", false)).toBe("/verticals/accounting/dashboard");
  });
});
