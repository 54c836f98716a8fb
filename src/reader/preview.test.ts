import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { READER_LIMITS } from "../contracts/limits.ts";
import { renderPreview } from "./preview.ts";
import type { FileKind } from "./sniff-file-type.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../test/fixtures/files/${name}`, import.meta.url)));

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
  bytes.subarray(8, 12).toString("latin1") === "WEBP";

/** Share of pixels darker than mid-grey: a blank thumbnail has none. */
async function inkShare(webp: Buffer): Promise<number> {
  const { data } = await sharp(webp).greyscale().raw().toBuffer({ resolveWithObject: true });
  return data.filter((value) => value < 128).length / data.length;
}

const FIXTURES: Array<[string, FileKind]> = [
  ["invoice-en.pdf", "pdf"],
  ["scanned-id.pdf", "pdf"],
  ["receipt-photo.jpg", "jpeg"],
  ["receipt-en.png", "png"],
  ["receipt-id.heic", "heic"],
  ["kontrak-id.docx", "docx"],
  ["contract-en.doc", "doc"],
  ["laporan-id.xlsx", "xlsx"],
  ["ledger-en.xls", "xls"],
  ["transaksi-id.csv", "csv"],
];

describe("renderPreview", () => {
  it.each(FIXTURES)(
    "draws %s as a WebP of the preview width with something on it",
    async (name, kind) => {
      const preview = await renderPreview(fixture(name), kind);
      expect(isWebp(preview)).toBe(true);
      const { width, height, format } = await sharp(preview).metadata();
      expect(format).toBe("webp");
      expect(width).toBe(READER_LIMITS.previewWidthPx);
      expect(height).toBeGreaterThan(0);
      expect(await inkShare(preview)).toBeGreaterThan(0.001);
    },
  );

  it("draws A4 pages upright, and turns a sideways phone photo upright", async () => {
    const a4 = await sharp(await renderPreview(fixture("invoice-en.pdf"), "pdf")).metadata();
    const a4Height = (READER_LIMITS.previewWidthPx * 841.89) / 595.28;
    expect(Math.abs((a4.height ?? 0) - a4Height)).toBeLessThan(1);
    const docx = await sharp(await renderPreview(fixture("kontrak-id.docx"), "docx")).metadata();
    expect(docx.height).toBeGreaterThan(docx.width);
    const photo = await sharp(await renderPreview(fixture("receipt-photo.jpg"), "jpeg")).metadata();
    expect(photo.height).toBe(Math.round((READER_LIMITS.previewWidthPx * 1600) / 1200));
  });

  it("takes another width when asked", async () => {
    const preview = await renderPreview(fixture("faktur-id.pdf"), "pdf", { width: 200 });
    expect((await sharp(preview).metadata()).width).toBe(200);
  });

  it("refuses an encrypted PDF as reading does", async () => {
    await expect(renderPreview(fixture("encrypted.pdf"), "pdf")).rejects.toMatchObject({
      code: "FILE_ENCRYPTED",
    });
  });
});
