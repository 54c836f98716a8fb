/**
 * QR codes and the documents that carry them, made at run time for the reader's QR tests and its
 * bench: a code as a PNG, and a faktur pajak PDF (text layer and all) with the code printed at a
 * chosen size, as e-Faktur prints its verification code.
 */
import qrcode from "qrcode-generator";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import sharp from "sharp";
import { pdfObjects } from "./pdf-objects.ts";

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
    namesItself = true,
  }: {
    qrCentimetres?: number;
    drawing?: "picture" | "shapes";
    /** False: an ordinary invoice's heading, the page nowhere naming itself a faktur pajak. */
    namesItself?: boolean;
  } = {},
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [
    namesItself ? "Faktur Pajak" : "Invoice",
    namesItself ? "Kode dan Nomor Seri Faktur Pajak : 010.000-25.00000001" : "Number : 2025/001",
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

/**
 * A scanned faktur as a searchable PDF: the page one 1-bit picture at `dpi` (how scanners store
 * black-and-white pages) with the code `qrCentimetres` across near its bottom left, under a
 * text layer as a scanner's OCR writes it, long enough that the page is read from that layer.
 */
export function scannedFakturPdf(
  qrText: string,
  { dpi = 200, qrCentimetres = 2 }: { dpi?: number; qrCentimetres?: number } = {},
): Buffer {
  const width = Math.round((595.28 / 72) * dpi);
  const height = Math.round((841.89 / 72) * dpi);
  const rowBytes = Math.ceil(width / 8);
  // DeviceGray at one bit a pixel: 1 is white.
  const bits = Buffer.alloc(rowBytes * height, 0xff);
  const { count, dark } = qrModules(qrText);
  const modulePixels = Math.max(1, Math.floor(((qrCentimetres / 2.54) * dpi) / (count + 8)));
  const left = Math.round(dpi / 2);
  const top = height - Math.round(dpi) - (count + 8) * modulePixels;
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!dark(row, column)) continue;
      for (let y = 0; y < modulePixels; y++) {
        for (let x = 0; x < modulePixels; x++) {
          const px = left + (column + 4) * modulePixels + x;
          const py = top + (row + 4) * modulePixels + y;
          const at = py * rowBytes + (px >> 3);
          bits[at] = (bits[at] ?? 0) & ~(0x80 >> (px & 7));
        }
      }
    }
  }
  const { add, stream, write } = pdfObjects();
  const font = add(
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  );
  const picture = add(
    stream(
      `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 1`,
      bits,
    ),
  );
  const words = [
    "Faktur Pajak",
    "Kode dan Nomor Seri Faktur Pajak : 010.000-25.00000001",
    "Pengusaha Kena Pajak Nama : PT Penjual Contoh NPWP : 01.234.567.8-901.000",
    "Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak Nama : PT Pembeli Contoh",
    "Dasar Pengenaan Pajak 2.000.000,00 Total PPN 220.000,00",
  ];
  // Text render mode 3 draws nothing: the words are there to be read, as a scanner's OCR adds them.
  const text = words.map(
    (line, index) => `BT 3 Tr /F1 10 Tf 50 ${780 - index * 20} Td (${line}) Tj ET`,
  );
  const content = add(
    stream("", Buffer.from(`q 595.28 0 0 841.89 0 0 cm /Im1 Do Q\n${text.join("\n")}`, "latin1")),
  );
  const page = add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] /Resources << /Font << /F1 ${font} 0 R >> /XObject << /Im1 ${picture} 0 R >> >> /Contents ${content} 0 R >>`,
  );
  const info = add("<< /Producer (berkas test) >>");
  return write([page], info);
}
