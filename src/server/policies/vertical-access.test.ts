import { describe, expect, it } from "vitest";
import type { VerticalAccessLists } from "../../contracts/organizations.ts";
import { grantsWithinAccess } from "../domain/onboarding/vertical-permissions.ts";
import { requireVerticalWrite, verticalAccessFor } from "./vertical-access.ts";

const BOTH: VerticalAccessLists = { read: ["accounting", "legal"], write: ["accounting", "legal"] };

describe("verticalAccessFor (decision 0018)", () => {
  it("reads and writes what the grants say: admin and write write, read only reads", () => {
    expect(
      verticalAccessFor("level_4", [
        { vertical: "accounting", accessLevel: "admin" },
        { vertical: "legal", accessLevel: "read" },
      ]),
    ).toEqual({ read: ["accounting", "legal"], write: ["accounting"] });
    expect(verticalAccessFor("level_3", [{ vertical: "legal", accessLevel: "write" }])).toEqual({
      read: ["legal"],
      write: ["legal"],
    });
  });

  it("gives the Owner both verticals whatever their grants", () => {
    expect(verticalAccessFor("level_5", [{ vertical: "legal", accessLevel: "read" }])).toEqual(
      BOTH,
    );
  });

  it("gives a member without any grant (invited, not onboarded) both verticals", () => {
    expect(verticalAccessFor("level_3", [])).toEqual(BOTH);
  });

  it("gives nothing for an unknown vertical or access level", () => {
    expect(
      verticalAccessFor("level_4", [
        { vertical: "payroll", accessLevel: "admin" },
        { vertical: "legal", accessLevel: "owner" },
      ]),
    ).toEqual({ read: [], write: [] });
  });

  it("refuses a change without write with FORBIDDEN naming the vertical", () => {
    expect(() => requireVerticalWrite({ read: ["legal"], write: [] }, "legal")).toThrowError(
      expect.objectContaining({ code: "FORBIDDEN", details: { vertical: "legal" } }),
    );
    expect(() => requireVerticalWrite(BOTH, "legal")).not.toThrow();
  });
});

describe("grantsWithinAccess", () => {
  const chosen = [
    { vertical: "accounting", accessLevel: "admin", isPrimary: true },
    { vertical: "legal", accessLevel: "admin", isPrimary: false },
  ] as const;

  it("never gives onboarding more than the member holds", () => {
    expect(grantsWithinAccess([...chosen], { read: ["accounting"], write: [] })).toEqual([
      { vertical: "accounting", accessLevel: "read", isPrimary: true },
    ]);
    expect(grantsWithinAccess([...chosen], { read: [], write: [] })).toEqual([]);
  });

  it("keeps the choice whole for a member who holds both", () => {
    expect(
      grantsWithinAccess([...chosen], {
        read: ["accounting", "legal"],
        write: ["accounting", "legal"],
      }),
    ).toEqual(chosen);
  });
});
