import { describe, expect, it } from "vitest";
import changelog from "../../../../CHANGELOG.md?raw";
import { parseChangelog } from "./changelog.ts";

describe("parseChangelog", () => {
  it("reads days, their areas and their changes, and nothing else", () => {
    const days = parseChangelog(
      [
        "# Changelog",
        "",
        "Intro text.",
        "## 2026-11-25",
        "### Product",
        "- Contact page",
        "- Demo bookings",
        "### Security",
        "- A limit",
        "## 2026-11-22",
        "- a change before any area is dropped",
        "### Product",
        "- First release",
      ].join("\n"),
    );
    expect(days).toEqual([
      {
        heading: "2026-11-25",
        areas: [
          { heading: "Product", items: ["Contact page", "Demo bookings"] },
          { heading: "Security", items: ["A limit"] },
        ],
      },
      { heading: "2026-11-22", areas: [{ heading: "Product", items: ["First release"] }] },
    ]);
  });

  it("finds changes in the repository's CHANGELOG.md, newest day first", () => {
    const days = parseChangelog(changelog);
    expect(days.length).toBeGreaterThan(0);
    expect(days.every((day) => day.areas.every((area) => area.items.length > 0))).toBe(true);
    const headings = days.map((day) => day.heading);
    expect([...headings].sort().reverse()).toEqual(headings);
  });
});
