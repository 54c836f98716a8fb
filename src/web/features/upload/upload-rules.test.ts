import { describe, expect, it } from "vitest";
import { UPLOAD_LIMITS } from "../../../contracts/limits.ts";
import {
  BYTES_PER_MEGABYTE,
  fileKey,
  isIgnoredSystemFile,
  selectionLimits,
  sortSelection,
} from "./upload-rules.ts";

const file = (name: string, size = 1_000, type = "") => ({ name, size, type });

describe("selectionLimits", () => {
  it("allows 25 MB and 50 files by default, 100 MB for legal", () => {
    expect(selectionLimits({ variant: "full", vertical: "accounting" })).toEqual({
      maxBytes: UPLOAD_LIMITS.maxBytesDefault,
      maxFiles: UPLOAD_LIMITS.maxFilesPerSelection,
    });
    expect(selectionLimits({ variant: "full", vertical: "legal" }).maxBytes).toBe(
      UPLOAD_LIMITS.maxBytesLegal,
    );
  });

  it("allows 3 files of 5 MB on the compact screen", () => {
    expect(selectionLimits({ variant: "compact", vertical: "legal" })).toEqual({
      maxBytes: UPLOAD_LIMITS.compactVariantMaxBytes,
      maxFiles: UPLOAD_LIMITS.compactVariantMaxFiles,
    });
  });

  it("takes passed positive values and ignores the rest", () => {
    expect(
      selectionLimits({ variant: "full", vertical: "legal", maxBytes: 1_000, maxFiles: 7 }),
    ).toEqual({ maxBytes: 1_000, maxFiles: 7 });
    expect(
      selectionLimits({ variant: "full", vertical: "accounting", maxBytes: 0, maxFiles: -2 }),
    ).toEqual({
      maxBytes: UPLOAD_LIMITS.maxBytesDefault,
      maxFiles: UPLOAD_LIMITS.maxFilesPerSelection,
    });
  });
});

describe("sortSelection", () => {
  const limits = { maxBytes: 2 * BYTES_PER_MEGABYTE, maxFiles: 3 };

  it("accepts the spec's types by extension, whatever the browser says the type is", () => {
    const files = [file("faktur.PDF"), file("foto.heic"), file("kontrak.docx", 10, "")];
    expect(sortSelection(files, limits)).toEqual({ accepted: files, rejected: [] });
  });

  it("accepts a known MIME type without a known extension", () => {
    const scan = file("scan", 10, "image/png");
    expect(sortSelection([scan], limits).accepted).toEqual([scan]);
  });

  it("rejects other types, then files over the size limit, with the limit in megabytes", () => {
    const script = file("run.exe");
    const big = file("big.pdf", 2 * BYTES_PER_MEGABYTE + 1);
    const exact = file("exact.pdf", 2 * BYTES_PER_MEGABYTE);
    expect(sortSelection([script, big, exact], limits)).toEqual({
      accepted: [exact],
      rejected: [
        { file: script, reason: { kind: "invalid-type" } },
        { file: big, reason: { kind: "too-large", limitMegabytes: 2 } },
      ],
    });
  });

  it("drops .DS_Store and Thumbs.db without a word, before counting", () => {
    const files = [
      file(".DS_Store"),
      file("a.pdf"),
      file("Thumbs.db"),
      file("b.pdf"),
      file("c.pdf"),
    ];
    expect(sortSelection(files, limits)).toEqual({
      accepted: [files[1], files[3], files[4]],
      rejected: [],
    });
    expect(isIgnoredSystemFile("thumbs.db.pdf")).toBe(false);
  });

  it("drops the other files an operating system leaves in a folder, in any case", () => {
    const junk = ["desktop.ini", "Desktop.ini", "thumbs.db", "ehthumbs.db", "._invoice.pdf", "._"];
    for (const name of junk) expect(isIgnoredSystemFile(name), name).toBe(true);
    const kept = [
      "invoice.pdf",
      "_invoice.pdf",
      ".invoice.pdf",
      "my._invoice.pdf",
      "desktop.ini.pdf",
    ];
    for (const name of kept) expect(isIgnoredSystemFile(name), name).toBe(false);
    const files = [file("._a.pdf"), file("a.pdf"), file("desktop.ini"), file("b.pdf")];
    expect(sortSelection(files, { maxBytes: BYTES_PER_MEGABYTE, maxFiles: 2 })).toEqual({
      accepted: [files[1], files[3]],
      rejected: [],
    });
  });

  it("refuses a whole selection over the count limit", () => {
    const files = ["a", "b", "c", "d"].map((name) => file(`${name}.pdf`));
    const { accepted, rejected } = sortSelection(files, limits);
    expect(accepted).toEqual([]);
    expect(rejected.map((each) => each.reason)).toEqual(
      files.map(() => ({ kind: "too-many", maxFiles: 3 })),
    );
  });
});

describe("fileKey", () => {
  it("is the name plus the last-modified time", () => {
    expect(fileKey({ name: "a.pdf", lastModified: 1 })).not.toBe(
      fileKey({ name: "a.pdf", lastModified: 2 }),
    );
    expect(fileKey({ name: "a.pdf", lastModified: 1 })).toBe(
      fileKey({ name: "a.pdf", lastModified: 1 }),
    );
  });
});
