import { describe, expect, it } from "vitest";
import { authorizeOwnerChange, keepAnOwner } from "./owners.ts";

describe("authorizeOwnerChange", () => {
  it("lets only an Owner give or take the Owner role", () => {
    expect(() => authorizeOwnerChange("level_5", "level_5", "level_4")).not.toThrow();
    for (const role of ["level_4", "level_3", ""]) {
      expect(() => authorizeOwnerChange(role, "level_4", "level_5")).toThrowError(
        expect.objectContaining({ code: "FORBIDDEN" }),
      );
    }
  });

  it("leaves changes between other roles to the permission table", () => {
    expect(() => authorizeOwnerChange("level_4", "level_3", "level_4")).not.toThrow();
  });
});

describe("keepAnOwner", () => {
  it("refuses to take the role from the last Owner with CONFLICT", () => {
    expect(() => keepAnOwner("level_5", 1)).toThrowError(
      expect.objectContaining({
        code: "CONFLICT",
        message: "An organization needs at least one Owner.",
      }),
    );
  });

  it("allows it while another Owner remains, and for any other role", () => {
    expect(() => keepAnOwner("level_5", 2)).not.toThrow();
    expect(() => keepAnOwner("level_4", 1)).not.toThrow();
  });
});
