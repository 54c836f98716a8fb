import { describe, expect, it } from "vitest";
import {
  findFolder,
  searchForSection,
  sectionFilters,
  sectionFromSearch,
  type ExplorerSection,
} from "./explorer-section.ts";

const sections: ExplorerSection[] = [
  { kind: "recent" },
  { kind: "all" },
  { kind: "starred" },
  { kind: "category", type: "billing statement" },
  { kind: "apAr", apAr: "AR" },
  { kind: "folder", year: 2025, month: null },
  { kind: "folder", year: 2025, month: 3 },
];

describe("explorer sections in the URL", () => {
  it("read back what they wrote", () => {
    for (const section of sections) {
      expect(sectionFromSearch(new URLSearchParams(searchForSection(section)))).toEqual(section);
    }
  });

  it("fall back to Recent for anything they do not understand", () => {
    expect(sectionFromSearch(new URLSearchParams("view=apAr&apAr=XX"))).toEqual({
      kind: "recent",
    });
    expect(sectionFromSearch(new URLSearchParams("view=nonsense"))).toEqual({ kind: "recent" });
  });

  it("become the list's filters", () => {
    expect(sectionFilters({ kind: "starred" })).toEqual({ starred: "true" });
    expect(sectionFilters({ kind: "folder", year: 2025, month: 3 })).toEqual({
      year: 2025,
      month: 3,
    });
  });
});

describe("findFolder", () => {
  const overview = {
    dateFolders: [
      { year: 2025, count: 2, totals: [], months: [{ month: 3, count: 2, totals: [] }] },
    ],
  } as unknown as Parameters<typeof findFolder>[0];

  it("finds a year or a month, and nothing for a folder that does not exist", () => {
    expect(findFolder(overview, 2025, null)?.count).toBe(2);
    expect(findFolder(overview, 2025, 3)?.count).toBe(2);
    expect(findFolder(overview, 2025, 4)).toBeNull();
    expect(findFolder(overview, 2019, null)).toBeNull();
  });
});
