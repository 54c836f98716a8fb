import { readFileSync } from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fakturPdf,
  pagePhotoWithQr,
  qrPng,
  scannedFakturPdf,
  validationUrlShape,
} from "../../test/support/qr-code.ts";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDocument } from "./read-document.ts";
import { ReaderError } from "./reader-error.ts";
import { decodeQr } from "./verification-qr.ts";

/** The PDFs here have a text layer; an engine that is called fails the test. */
const noOcr: OcrEngine = {
  name: "wasm",
  recognize: () => Promise.reject(new Error("OCR was not expected for this file")),
  terminate: async () => {},
};

const readPdf = async (bytes: Buffer) => readDocument(new Uint8Array(bytes), "pdf", { ocr: noOcr });

describe("the QR code on a faktur's first page", () => {
  it("an e-Faktur's code as a picture: found, and its validation URL kept", async () => {
    const url = validationUrlShape();
    const reading = await readPdf(await fakturPdf(url, { qrCentimetres: 2 }));
    expect(reading.verificationQr).toEqual({ found: true, validation_url: url });
    expect(reading.warnings).toEqual([]);
    // The text is read as before.
    expect(reading.text).toContain("Kode dan Nomor Seri Faktur Pajak");
  });

  it("a picture of the code small on the page is read at its own resolution", async () => {
    const reading = await readPdf(await fakturPdf(validationUrlShape(), { qrCentimetres: 1.5 }));
    expect(reading.verificationQr?.found).toBe(true);
  });

  it("a black-and-white scan at 400 dpi: the code found in the page's one picture", async () => {
    // One-bit pixels as pdf.js gives them, past QR_MAX_PIXELS: looked at smaller.
    const url = validationUrlShape();
    const reading = await readPdf(scannedFakturPdf(url, { dpi: 400, qrCentimetres: 1.5 }));
    expect(reading.pages[0]?.method).toBe("text-layer");
    expect(reading.verificationQr).toEqual({ found: true, validation_url: url });
  });

  it("a code drawn as squares is found on the page drawn at QR_DPI", async () => {
    const url = validationUrlShape();
    const reading = await readPdf(await fakturPdf(url, { qrCentimetres: 3, drawing: "shapes" }));
    expect(reading.verificationQr).toEqual({ found: true, validation_url: url });
  });

  it("a page that does not name itself a faktur pajak is not drawn for a code: its pictures only", async () => {
    const url = validationUrlShape();
    const drawn = await readPdf(
      await fakturPdf(url, { qrCentimetres: 3, drawing: "shapes", namesItself: false }),
    );
    expect(drawn.verificationQr).toEqual({ found: false, validation_url: null });
    const pictured = await readPdf(await fakturPdf(url, { qrCentimetres: 2, namesItself: false }));
    expect(pictured.verificationQr).toEqual({ found: true, validation_url: url });
  });

  it("a code of another host: found, its text not kept", async () => {
    for (const text of [
      validationUrlShape("svc.efaktur.pajak.go.id.example.com"),
      "https://example.com/?next=svc.efaktur.pajak.go.id/validasi/faktur/1",
      "http://svc.efaktur.pajak.go.id@example.com/validasi/faktur/1",
      "BEGIN:VCARD\nFN:Somebody\nEND:VCARD",
    ]) {
      const reading = await readPdf(await fakturPdf(text, { qrCentimetres: 3 }));
      expect(reading.verificationQr, text).toEqual({ found: true, validation_url: null });
    }
  });

  it("a faktur without a code, and lines of text that jsQR takes for one: none found", async () => {
    const invoice = readFileSync(
      new URL("../../test/fixtures/files/invoice-en.pdf", import.meta.url),
    );
    for (const bytes of [await fakturPdf(null), invoice]) {
      const reading = await readPdf(bytes);
      expect(reading.verificationQr).toEqual({ found: false, validation_url: null });
    }
  });
});

describe("the QR code in a picture", () => {
  let ocr: OcrEngine;
  beforeAll(async () => {
    ocr = await createOcrEngine();
  });
  afterAll(() => ocr.terminate());

  /** The photo of a page with the code, its title printed large at the top. */
  async function titledPagePhoto(url: string, title: string): Promise<Buffer> {
    const heading = await sharp({ text: { text: `<b>${title}</b>`, font: "sans", dpi: 600 } })
      .negate({ alpha: false })
      .png()
      .toBuffer();
    return sharp(await pagePhotoWithQr(url))
      .composite([{ input: heading, top: 200, left: 200 }])
      .jpeg({ quality: 85 })
      .toBuffer();
  }

  it("a photographed page with the e-Faktur's code: found with its URL, the page read", async () => {
    const url = validationUrlShape();
    const photo = await titledPagePhoto(url, "FAKTUR PAJAK");
    const reading = await readDocument(new Uint8Array(photo), "jpeg", { ocr });
    expect(reading.pageCount).toBe(1);
    expect(reading.text).toMatch(/FAKTUR/);
    expect(reading.verificationQr).toEqual({ found: true, validation_url: url });
  });

  it("a picture whose reading names no faktur pajak is not looked at for a code", async () => {
    const photo = await titledPagePhoto(validationUrlShape(), "DELIVERY NOTE");
    const reading = await readDocument(new Uint8Array(photo), "jpeg", { ocr });
    expect(reading.text).toMatch(/DELIVERY/);
    expect(reading.verificationQr).toEqual({ found: false, validation_url: null });
  });

  it("noise, a code's corners around noise, and a damaged code read as no code", async () => {
    const side = 600;
    const noise = Buffer.alloc(side * side);
    let seed = 7;
    for (let index = 0; index < noise.length; index++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      noise[index] = seed % 2 ? 255 : 0;
    }
    const noisePng = await sharp(noise, { raw: { width: side, height: side, channels: 1 } })
      .png()
      .toBuffer();
    // A real code with its middle painted over by noise: finder patterns without data.
    const code = await qrPng(validationUrlShape(), 6);
    const { width = 0 } = await sharp(code).metadata();
    const middle = await sharp(noise, { raw: { width: side, height: side, channels: 1 } })
      .extract({ left: 0, top: 0, width: width - 200, height: width - 200 })
      .png()
      .toBuffer();
    const damaged = await sharp(code)
      .composite([{ input: middle, left: 100, top: 100 }])
      .png()
      .toBuffer();
    for (const [name, png] of [
      ["noise", noisePng],
      ["damaged", damaged],
    ] as const) {
      const reading = await readDocument(new Uint8Array(png), "png", { ocr });
      expect(reading.verificationQr, name).toEqual({ found: false, validation_url: null });
    }
  });

  it("a truncated picture fails its reading with the reader's own error, as before", async () => {
    const png = await sharp(await pagePhotoWithQr(validationUrlShape()))
      .png()
      .toBuffer();
    const truncated = new Uint8Array(png.subarray(0, Math.floor(png.length / 2)));
    await expect(readDocument(truncated, "png", { ocr })).rejects.toBeInstanceOf(ReaderError);
  });

  it("pixels jsQR cannot take (fewer than the size says) are no code, not an error", () => {
    expect(decodeQr(new Uint8Array(16), 100, 100)).toBeNull();
  });
});
