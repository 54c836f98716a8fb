import { describe, expect, it } from "vitest";
import { PERMISSIONS } from "../../contracts/organizations.ts";
import { authorize, can, permissionsFor } from "./permissions.ts";

// Spec §6, row by row, written out again so a change to the table has to change this too.
const SPEC_TABLE = {
  level_5: [true, true, true, true, true, true],
  level_4: [true, true, true, true, false, true],
  level_3: [false, false, false, false, false, false],
  owner: [false, false, false, false, false, false],
  "": [false, false, false, false, false, false],
} as const;

describe("permission table", () => {
  for (const [role, row] of Object.entries(SPEC_TABLE)) {
    it(`gives ${role || "no role"} the spec's permissions`, () => {
      expect(PERMISSIONS.map((permission) => can(role, permission))).toEqual(row);
    });
  }

  it("treats a missing role as none", () => {
    expect(Object.values(permissionsFor(undefined)).some(Boolean)).toBe(false);
  });

  it("refuses with FORBIDDEN naming the permission", () => {
    expect(() => authorize("level_4", "manageSettings")).toThrowError(
      expect.objectContaining({ code: "FORBIDDEN", details: { permission: "manageSettings" } }),
    );
    expect(() => authorize("level_5", "manageSettings")).not.toThrow();
  });
});
