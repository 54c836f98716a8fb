/**
 * One labelled document: what it is, the expected fields in the product's own names, and how it
 * reaches the business (the file it becomes).
 */
import type { Page, Sheet } from "./render.ts";
import { seededRandom } from "./render.ts";

export type DocType = "invoice" | "billing statement" | "receipt" | "contract";

export type ContractType =
  | "lease"
  | "service"
  | "cooperation"
  | "employment"
  | "nda"
  | "distribution"
  | "sale"
  | "loan"
  | "mou"
  | "power_of_attorney"
  | "license"
  | "other";

export interface Fields {
  vendor?: string;
  document_number?: string;
  date?: string;
  due_date?: string;
  total_amount?: number;
  currency?: string;
  tax_amount?: number;
  tax_rate?: number;
  tax_type_name?: string;
  service_charge_amount?: number;
  discount?: number;
  subtotal?: number;
  seller_npwp?: string;
  buyer_npwp?: string;
  faktur_pajak_number?: string;
  contract_type?: ContractType;
  document_title?: string;
  primary_party?: string;
  counterparty?: string;
  effective_date?: string;
  expiry_date?: string;
  governing_law?: string;
  contract_value?: number;
}

export type Output =
  /** A PDF with a text layer. */
  | { kind: "pdf"; pages: Page[]; title?: string }
  /** Paper through a flatbed scanner into an image-only PDF. */
  | { kind: "scan-pdf"; pages: Page[]; dpi: number; quality?: number }
  /** Paper through a flatbed scanner into a PNG. */
  | { kind: "scan-png"; page: Page; dpi: number; colours?: number }
  /** Paper photographed with a phone. */
  | {
      kind: "photo";
      page: Page;
      /** Paper resolution before the photo. */
      dpi: number;
      width: number;
      height: number;
      angle: number;
      quality?: number;
      fill?: number;
      table?: [string, string];
      /** The phone stored the pixels sideways and says so in EXIF (orientation 6). */
      sideways?: boolean;
    }
  /** A Word document, from HTML through LibreOffice. */
  | { kind: "docx"; html: string };

export interface Doc {
  /** File name under files/, with its extension; its stem is the id. */
  name: string;
  type: DocType;
  language: "id" | "en";
  fields: Fields;
  output: Output;
  /** What the generator checks the rendered text contains, beyond the labelled strings. */
  mustShow?: string[];
}

/** A QR-code-like block (e-Faktur, QRIS): modules from a seed, with the three finder squares. */
export function drawQr(sheet: Sheet, x: number, y: number, size: number, seed: number) {
  const random = seededRandom(seed);
  const modules = 25;
  const cell = size / modules;
  const finder = (fx: number, fy: number) => {
    sheet.rect(x + fx * cell, y + fy * cell, 7 * cell, 7 * cell, { fill: "#000000" });
    sheet.rect(x + (fx + 1) * cell, y + (fy + 1) * cell, 5 * cell, 5 * cell, { fill: "#ffffff" });
    sheet.rect(x + (fx + 2) * cell, y + (fy + 2) * cell, 3 * cell, 3 * cell, { fill: "#000000" });
  };
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      const inFinder =
        (row < 8 && column < 8) ||
        (row < 8 && column >= modules - 8) ||
        (row >= modules - 8 && column < 8);
      if (!inFinder && random() < 0.48) {
        sheet.rect(x + column * cell, y + row * cell, cell + 0.05, cell + 0.05, {
          fill: "#000000",
        });
      }
    }
  }
  finder(0, 0);
  finder(modules - 7, 0);
  finder(0, modules - 7);
}

/** A rubber stamp: a rotated outlined box with a word in it (LUNAS, PAID, the company name). */
export function drawStamp(
  sheet: Sheet,
  x: number,
  y: number,
  lines: string[],
  color: string,
  angle: number,
  size = 11,
) {
  lines.forEach((text, index) => {
    sheet.text(
      x,
      y + index * (size + 3),
      text,
      { bold: index === 0, size: index === 0 ? size + 3 : size - 2, color },
      { angle, rasterOnly: true },
    );
  });
}

/** The paper stamp-duty label (meterai) as it looks on a signed page. */
export function drawMeterai(sheet: Sheet, x: number, y: number, electronic = false) {
  sheet.rect(x, y, 62, 40, {
    stroke: "#7a3b5c",
    width: 0.8,
    fill: electronic ? "#ffffff" : "#f3dfe8",
  });
  sheet.text(x + 31, y + 12, electronic ? "METERAI" : "METERAI", {
    size: 6.5,
    bold: true,
    align: "center",
    color: "#7a3b5c",
  });
  sheet.text(x + 31, y + 20, electronic ? "ELEKTRONIK" : "TEMPEL", {
    size: 6,
    align: "center",
    color: "#7a3b5c",
  });
  sheet.text(x + 31, y + 29, "10000", { size: 8, bold: true, align: "center", color: "#7a3b5c" });
  sheet.text(x + 31, y + 36, "SEPULUH RIBU RUPIAH", {
    size: 4.5,
    align: "center",
    color: "#7a3b5c",
  });
}

/** The text drawn on pages, one line per text operation, for the generator's own checks. */
export function pageText(pages: Page[]): string {
  return pages
    .flatMap((page) =>
      page.ops.flatMap((op) => (op.kind === "text" && !op.rasterOnly ? [op.text] : [])),
    )
    .join("\n");
}
