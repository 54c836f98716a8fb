import { readFileSync } from "node:fs";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storedZip } from "../../test/support/file-fixtures.ts";
import {
  declaringParts,
  largeOfficePackage,
  officeBomb,
} from "../../test/support/hostile-files.ts";
import { READER_LIMITS } from "../contracts/limits.ts";
import { inspectFile } from "./inspect-file.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDocument } from "./read-document.ts";
import { inspectZipArchive } from "./zip-archive.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/files/${name}`, import.meta.url)));

const noOcr: OcrEngine = {
  name: "wasm",
  recognize: () => Promise.reject(new Error("OCR was not expected")),
  terminate: async () => {},
};

/** A valid PDF of `pages` empty pages, with a correct cross-reference table. */
function emptyPagesPdf(pages: number): Uint8Array {
  const bodies = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(" ")}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
    ),
  ];
  let pdf = "%PDF-1.7\n";
  const offsets = bodies.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  pdf += `trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}

const DOCX_ENTRIES = {
  "[Content_Types].xml": "<Types/>",
  "word/document.xml": "<w:document/>",
};

const MEBIBYTE = 1024 * 1024;

/** A PNG whose header claims `width` × `height`, its checksum right, its pixels absent. */
async function pngDeclaring(width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

describe("inspectFile", () => {
  it("counts a PDF's pages", async () => {
    expect(await inspectFile(fixture("invoice-en.pdf"), "pdf")).toEqual({ pageCount: 1 });
    expect(await inspectFile(fixture("multipage-20.pdf"), "pdf")).toEqual({ pageCount: 20 });
  });

  it("takes tens of milliseconds, not seconds, for a normal PDF", async () => {
    await inspectFile(fixture("invoice-en.pdf"), "pdf");
    const started = performance.now();
    await inspectFile(fixture("multipage-20.pdf"), "pdf");
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("refuses a PDF with a user password and a broken PDF", async () => {
    await expect(inspectFile(fixture("encrypted.pdf"), "pdf")).rejects.toMatchObject({
      code: "FILE_ENCRYPTED",
    });
    await expect(inspectFile(fixture("corrupt.pdf"), "pdf")).rejects.toMatchObject({
      code: "FILE_CORRUPT",
    });
  });

  it("refuses a PDF with more pages than the limit, at upload and when read", async () => {
    const atLimit = emptyPagesPdf(READER_LIMITS.maxPages);
    expect(await inspectFile(atLimit, "pdf")).toEqual({ pageCount: READER_LIMITS.maxPages });
    const tooLong = emptyPagesPdf(READER_LIMITS.maxPages + 1);
    await expect(inspectFile(tooLong, "pdf")).rejects.toMatchObject({ code: "TOO_MANY_PAGES" });
    await expect(readDocument(tooLong, "pdf", { ocr: noOcr })).rejects.toMatchObject({
      code: "TOO_MANY_PAGES",
    });
  });

  it("passes real DOCX and XLSX packages, counting what they inflate to", async () => {
    expect(await inspectFile(fixture("kontrak-id.docx"), "docx")).toEqual({ pageCount: null });
    expect(await inspectFile(fixture("laporan-id.xlsx"), "xlsx")).toEqual({ pageCount: null });
    const summary = await inspectZipArchive(fixture("laporan-id.xlsx"));
    expect(summary.entries).toBeGreaterThan(5);
    expect(summary.unpackedBytes).toBeGreaterThan(fixture("laporan-id.xlsx").length);
  });

  it("refuses a package declaring a part larger than the limit before inflating it", async () => {
    const liar = declaringParts(storedZip(DOCX_ENTRIES), READER_LIMITS.maxUnpackedEntryBytes + 1);
    await expect(inspectFile(liar, "docx")).rejects.toMatchObject({ code: "ARCHIVE_TOO_LARGE" });
  });

  it("stops a bomb that declares a kilobyte while it inflates, at upload and when read", async () => {
    for (const kind of ["docx", "xlsx"] as const) {
      const bomb = officeBomb(kind, 600 * MEBIBYTE);
      await expect(inspectFile(bomb, kind)).rejects.toMatchObject({ code: "ARCHIVE_TOO_LARGE" });
      await expect(readDocument(bomb, kind, { ocr: noOcr })).rejects.toMatchObject({
        code: "ARCHIVE_TOO_LARGE",
      });
    }
  });

  it("refuses a part that inflates past the ratio real files reach", async () => {
    const tooDense = officeBomb("docx", 4 * MEBIBYTE);
    await expect(inspectFile(tooDense, "docx")).rejects.toMatchObject({
      code: "ARCHIVE_TOO_LARGE",
      message: expect.stringContaining(`${READER_LIMITS.maxCompressionRatio} times`),
    });
  });

  it("caps each part and the package as a whole, whatever they declare", async () => {
    const onePartTooLarge = largeOfficePackage(1, READER_LIMITS.maxUnpackedEntryBytes + MEBIBYTE);
    await expect(inspectFile(onePartTooLarge, "docx")).rejects.toMatchObject({
      message: `The file expands to more than ${READER_LIMITS.maxUnpackedEntryBytes / MEBIBYTE} MB.`,
    });
    const partsTooLarge = largeOfficePackage(3, READER_LIMITS.maxUnpackedBytes / 3 + MEBIBYTE);
    await expect(inspectFile(partsTooLarge, "docx")).rejects.toMatchObject({
      message: `The file expands to more than ${READER_LIMITS.maxUnpackedBytes / MEBIBYTE} MB.`,
    });
    const withinLimits = await inspectZipArchive(largeOfficePackage(2, 30 * MEBIBYTE));
    expect(withinLimits.unpackedBytes).toBeGreaterThan(60 * MEBIBYTE);
  });

  it("refuses a package with more entries than the limit", async () => {
    const entries = Object.fromEntries(
      Array.from({ length: READER_LIMITS.maxArchiveEntries + 1 }, (_, index) => [
        `part${index}.xml`,
        "x",
      ]),
    );
    await expect(inspectFile(storedZip(entries), "xlsx")).rejects.toMatchObject({
      code: "ARCHIVE_TOO_LARGE",
    });
  });

  it("calls a ZIP without a central directory corrupt", async () => {
    const cut = storedZip(DOCX_ENTRIES).subarray(0, 60);
    await expect(inspectFile(cut, "docx")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
  });

  it("measures images by their headers, HEIC included", async () => {
    expect(await inspectFile(fixture("receipt-photo.jpg"), "jpeg")).toEqual({ pageCount: 1 });
    expect(await inspectFile(fixture("receipt-id.heic"), "heic")).toEqual({ pageCount: 1 });
    expect(await inspectFile(await pngDeclaring(8000, 8000), "png")).toEqual({ pageCount: 1 });
  });

  it("refuses an image over the pixel limit without decoding it", async () => {
    const huge = await pngDeclaring(20_000, 20_000);
    await expect(inspectFile(huge, "png")).rejects.toMatchObject({ code: "IMAGE_TOO_LARGE" });
    await expect(readDocument(huge, "png", { ocr: noOcr })).rejects.toMatchObject({
      code: "IMAGE_TOO_LARGE",
    });
  });

  it("calls an undecodable image corrupt", async () => {
    const garbage = new Uint8Array(Buffer.from("\x89PNG\r\n\x1a\nnot really", "latin1"));
    await expect(inspectFile(garbage, "png")).rejects.toMatchObject({ code: "FILE_CORRUPT" });
  });
});
