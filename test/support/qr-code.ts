/**
 * QR codes and the documents that carry them, made at run time for the reader's QR tests and its
 * bench: a code as a PNG, and a faktur pajak PDF (text layer and all) with the code printed at a
 * chosen size, as e-Faktur prints its verification code.
 */
import qrcode from "qrcode-generator";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";

/**
 * A URL in the shape an e-Faktur's QR code holds: seller NPWP, faktur number, and a signature in
 * hex (a SHA-256 DigestInfo: RFC 8017's DER prefix, then 32 bytes), about 180 characters.
 */
export function validationUrlShape(host = "svc.efaktur.pajak.go.id"): string {
  const signature = "3031300D060960864801650304020105000420" + "5A".repeat(32);
  return `http://${host}/validasi/faktur/012345678901000/0002500000001/${signature}`;
}

/** The modules of the code for `text`: `dark(row, column)` over `count` rows and columns. */
function qrModules(text: string): {
  count: number;
  dark: (row: number, column: number) => boolean;
} {
  const code = qrcode(0, "M");
  code.addData(text, "Byte");
  code.make();
  return { count: code.getModuleCount(), dark: (row, column) => code.isDark(row, column) };
}

/**
 * The code for `text` as a black-on-white PNG: `modulePixels` per module and the standard
 * four-module quiet zone around it.
 */
export async function qrPng(text: string, modulePixels = 4): Promise<Buffer> {
  const { count: modules, dark } = qrModules(text);
  const side = (modules + 8) * modulePixels;
  const pixels = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (!dark(row, column)) continue;
      for (let y = 0; y < modulePixels; y++) {
        const start = ((row + 4) * modulePixels + y) * side + (column + 4) * modulePixels;
        pixels.fill(0, start, start + modulePixels);
      }
    }
  }
  return sharp(pixels, { raw: { width: side, height: side, channels: 1 } })
    .png()
    .toBuffer();
}

const POINTS_PER_CM = 72 / 2.54;

/**
 * A one-page A4 faktur pajak with a text layer, and when `qrText` is given its QR code printed
 * `qrCentimetres` across (quiet zone included) at the bottom left, where Coretax prints it:
 * as an embedded picture, or drawn as filled squares (as some PDF libraries draw codes).
 */
export async function fakturPdf(
  qrText: string | null,
  {
    qrCentimetres = 2,
    drawing = "picture",
  }: { qrCentimetres?: number; drawing?: "picture" | "shapes" } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    "Faktur Pajak",
    "Kode dan Nomor Seri Faktur Pajak : 010.000-25.00000001",
    "Pengusaha Kena Pajak",
    "Nama : PT Penjual Contoh",
    "NPWP : 01.234.567.8-901.000",
    "Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak",
    "Dasar Pengenaan Pajak 2.000.000,00",
    "Total PPN 220.000,00",
  ];
  lines.forEach((line, index) => {
    page.drawText(line, { x: 50, y: 780 - index * 22, size: 11, font });
  });
  const side = qrCentimetres * POINTS_PER_CM;
  const left = 50;
  const bottom = 80;
  if (qrText !== null && drawing === "picture") {
    const image = await pdf.embedPng(await qrPng(qrText));
    page.drawImage(image, { x: left, y: bottom, width: side, height: side });
  } else if (qrText !== null) {
    const { count, dark } = qrModules(qrText);
    const module = side / (count + 8);
    for (let row = 0; row < count; row++) {
      for (let column = 0; column < count; column++) {
        if (!dark(row, column)) continue;
        const x = left + (column + 4) * module;
        const y = bottom + side - (row + 5) * module;
        page.drawRectangle({ x, y, width: module, height: module, color: rgb(0, 0, 0) });
      }
    }
  }
  return Buffer.from(await pdf.save());
}

/**
 * A photo-sized picture of a page (grey paper, `width` by `height` pixels) with the code for
 * `qrText` pasted at the bottom right, `modulePixels` per module.
 */
export async function pagePhotoWithQr(
  qrText: string,
  { width = 2400, height = 3200, modulePixels = 5 } = {},
): Promise<Buffer> {
  const code = await qrPng(qrText, modulePixels);
  const { width: side = 0 } = await sharp(code).metadata();
  return sharp({ create: { width, height, channels: 3, background: { r: 235, g: 232, b: 225 } } })
    .composite([{ input: code, left: width - side - 200, top: height - side - 300 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
