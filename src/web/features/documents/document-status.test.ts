import { describe, expect, it } from "vitest";
import { badgeTone, isActiveStatus } from "./document-status.ts";

describe("badgeTone", () => {
  it("gives the spec's colours and grey for everything else", () => {
    expect(
      ["pending", "processing", "complete", "failed", "queued", "uploading", "odd"].map(badgeTone),
    ).toEqual(["yellow", "blue", "green", "red", "grey", "grey", "grey"]);
  });
});

describe("isActiveStatus", () => {
  it("keeps polling while pending, queued or processing", () => {
    expect(["pending", "queued", "processing"].every(isActiveStatus)).toBe(true);
    expect(["complete", "failed", "uploading"].some(isActiveStatus)).toBe(false);
  });
});
