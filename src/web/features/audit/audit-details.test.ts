import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { auditErrorMessage, detailRows, keyInWords } from "./audit-details.ts";

describe("detailRows", () => {
  it("reads an entry's details as key/value lines in their recorded order", () => {
    expect(
      detailRows({
        name: "Faktur PT Maju.pdf",
        size_bytes: 52_311,
        methods: ["text", "ocr"],
        left: true,
        moved: { from: null, to: "p1" },
      }),
    ).toEqual([
      { key: "name", value: "Faktur PT Maju.pdf" },
      { key: "size_bytes", value: "52311" },
      { key: "methods", value: "text, ocr" },
      { key: "left", value: "true" },
      { key: "moved", value: '{"from":null,"to":"p1"}' },
    ]);
  });

  it("leaves out empty values", () => {
    expect(detailRows({ email: " ", role: null, changed: [], to: undefined })).toEqual([]);
  });
});

describe("keyInWords", () => {
  it("writes snake, kebab and camel case keys as words", () => {
    expect(keyInWords("size_bytes")).toBe("Size bytes");
    expect(keyInWords("file-kind")).toBe("File kind");
    expect(keyInWords("pageCount")).toBe("Page count");
  });
});

describe("auditErrorMessage", () => {
  it("tells the spec's three failures apart", () => {
    expect(auditErrorMessage(new TypeError("Failed to fetch"))).toEqual({ key: "networkError" });
    expect(auditErrorMessage(new ApiError(500, "INTERNAL", ""))).toEqual({ key: "fetchFailed" });
    expect(auditErrorMessage(new ApiError(403, "FORBIDDEN", "Not allowed"))).toEqual({
      serverMessage: "Not allowed",
    });
    const unreadable = z.object({ logs: z.array(z.unknown()) }).safeParse(null).error;
    expect(auditErrorMessage(unreadable)).toEqual({ key: "networkErrorOccurred" });
  });
});
