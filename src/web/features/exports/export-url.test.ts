import { describe, expect, it } from "vitest";
import { exportQuerySchema } from "../../../contracts/exports.ts";
import { exportUrl } from "./export-url.ts";

const queryOf = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

describe("exportUrl", () => {
  it("carries the list's filter without its page, in a form the server's schema reads", () => {
    const url = exportUrl(
      "jurnal_xlsx",
      "org-1",
      { vertical: "accounting", year: 2025, month: 3, vendor: "", limit: 50, offset: 100 },
      [],
      "id",
    );
    expect(url.startsWith("/api/exports/jurnal_xlsx?")).toBe(true);
    expect(queryOf(url)).toEqual({
      organizationId: "org-1",
      language: "id",
      vertical: "accounting",
      year: "2025",
      month: "3",
    });
    expect(exportQuerySchema.parse(queryOf(url))).toMatchObject({ year: 2025, month: 3 });
  });

  it("names the selected documents", () => {
    const ids = ["8b0e6a53-4a53-4d2b-9f52-2f1a3b5c6d7e", "1c9d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f"];
    const url = exportUrl("originals_zip", "org-1", {}, ids, "en");
    expect(exportQuerySchema.parse(queryOf(url)).ids).toEqual(ids);
  });

  it("carries the page's progress token, which the server reads", () => {
    const token = "5f0c3c1e-8d7b-4a51-9a8e-2b4f6c7d8e9f";
    const url = exportUrl("ledger_csv", "org-1", {}, [], "en", token);
    expect(exportQuerySchema.parse(queryOf(url)).progress).toBe(token);
  });
});
