/**
 * Makes eval/datasets/berkas: fictional Indonesian (and some English) business documents as a
 * small business receives them — invoices and faktur pajak, receipts and kuitansi, monthly bills
 * and statements of account, contracts — with the fields each one states, in the datasets format
 * (README.md here). Run with `node eval/datasets/berkas/make.ts`.
 *
 * Each document's content and its expected fields come from the same description (invoices.ts,
 * receipts.ts, statements.ts, contracts.ts), so the labels match what the page prints. Nothing
 * is random except image noise, which is seeded: a rerun gives the same labels and the same
 * pictures (Word files and PNG/JPEG encoders may still differ in bytes).
 *
 * Needs, once: apt-get install -y libreoffice-writer-nogui (brings fonts-liberation2).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { contracts } from "./contracts.ts";
import { enNum, fmtDate, idNum } from "./format.ts";
import type { DateStyle } from "./format.ts";
import { fakturPajak, invoices } from "./invoices.ts";
import type { Doc, Fields } from "./model.ts";
import { LABELLED_FIELDS } from "../labelled-fields.ts";
import { pageText } from "./model.ts";
import { receipts } from "./receipts.ts";
import { htmlToDocx, pdfDocument, photograph, rasterize, scan, scannedPdf } from "./render.ts";
import type { Page } from "./render.ts";
import { statements } from "./statements.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const FILES = join(HERE, "files");

/** The order fields are written in, so expected.jsonl reads the same way for every document. */
const FIELD_ORDER: ReadonlyArray<keyof Fields> = LABELLED_FIELDS;

const hash = (text: string) =>
  [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7) >>> 0;

async function render(doc: Doc, work: string): Promise<Buffer> {
  const output = doc.output;
  const seed = hash(doc.name);
  switch (output.kind) {
    case "pdf":
      return pdfDocument(
        output.pages.map((page) => ({ kind: "vector", page })),
        { title: output.title, producer: "berkas eval generator" },
      );
    case "scan-pdf":
      return scannedPdf(output.pages, { dpi: output.dpi, seed, quality: output.quality ?? 55 });
    case "scan-png":
      return scan(output.page, { dpi: output.dpi, seed, skew: -0.6 + (seed % 13) / 10 })
        .png({ palette: true, colours: output.colours ?? 16 })
        .toBuffer();
    case "photo": {
      const paper = rasterize(output.page, output.dpi);
      const photo = photograph(paper, {
        width: output.width,
        height: output.height,
        seed,
        angle: output.angle,
        fill: output.fill,
        table: output.table,
      });
      let image = sharp(photo.toBuffer("image/png")).blur(0.6);
      if (output.sideways) image = image.rotate(-90).withMetadata({ orientation: 6 });
      return image.jpeg({ quality: output.quality ?? 72 }).toBuffer();
    }
    case "docx":
      return htmlToDocx(output.html, `doc-${seed}`, work);
  }
}

// ---------------------------------------------------------------------------------------------
// Checks: every label is a well-formed value, and the strings and amounts it names are on the page.

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DATE_STYLES: DateStyle[] = [
  "id",
  "id-short",
  "id-agt",
  "dmy/",
  "dmy-",
  "dmy.",
  "en",
  "en-short",
  "en-us",
];
const squash = (text: string) => text.toLowerCase().replace(/[\s\u00a0]+/g, " ");

function shows(text: string, field: keyof Fields, value: string | number): boolean {
  const haystack = squash(text);
  if (typeof value === "number") {
    const forms = [idNum(value), idNum(value, 2), enNum(value), enNum(value, 0), String(value)];
    return forms.some((form) => haystack.includes(form.toLowerCase()));
  }
  if (ISO.test(value)) {
    const forms = DATE_STYLES.map((style) => fmtDate(value, style));
    forms.push(fmtDate(value, "id").replace(/^(\d) /, "0$1 "));
    forms.push(`${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(2, 4)}`);
    return forms.some((form) => haystack.includes(squash(form)));
  }
  if (field === "seller_npwp" || field === "buyer_npwp" || field === "faktur_pajak_number") {
    return text.replace(/\D/g, "").includes(value);
  }
  if (field === "governing_law" || field === "contract_type") return true;
  if (field === "currency") {
    const signs: Record<string, string[]> = {
      IDR: ["rp", "idr"],
      USD: ["usd", "us$", "us dollars"],
      SGD: ["s$", "sgd"],
    };
    return (signs[value] ?? [value.toLowerCase()]).some((sign) => haystack.includes(sign));
  }
  if (field === "tax_type_name") {
    // The canonical name of the tax the page names: PB1 also as PBJT, pajak restoran, or "Tax" on
    // an Indonesian restaurant bill; PPN also as VAT.
    const names: Record<string, string[]> = {
      PB1: ["pb1", "pbjt", "pajak resto", "tax 10%"],
      PPN: ["ppn", "vat"],
    };
    return (names[value] ?? [value.toLowerCase()]).some((name) => haystack.includes(name));
  }
  return haystack.includes(squash(value));
}

function check(doc: Doc, text: string): string[] {
  const problems: string[] = [];
  const f = doc.fields;
  for (const key of ["date", "due_date", "effective_date", "expiry_date"] as const) {
    if (f[key] !== undefined && !ISO.test(f[key])) problems.push(`${key} is not ISO: ${f[key]}`);
  }
  for (const key of ["seller_npwp", "buyer_npwp", "faktur_pajak_number"] as const) {
    if (f[key] !== undefined && !/^\d{15,17}$/.test(f[key]))
      problems.push(`${key} is not 15-17 digits: ${f[key]}`);
  }
  if (f.currency !== undefined && !/^[A-Z]{3}$/.test(f.currency))
    problems.push(`currency ${f.currency}`);
  if (doc.type === "contract") {
    if (!f.contract_type || !f.primary_party || !f.counterparty)
      problems.push("contract without type or parties");
  } else if (!f.vendor || f.currency === undefined) problems.push("no vendor or currency");

  // Arithmetic: subtotal - discount + service + tax = total, within a rounding line.
  if (f.subtotal !== undefined && f.total_amount !== undefined && f.tax_rate !== undefined) {
    const sum =
      f.subtotal - (f.discount ?? 0) + (f.service_charge_amount ?? 0) + (f.tax_amount ?? 0);
    if (Math.abs(sum - f.total_amount) > 100)
      problems.push(`totals do not add up: ${sum} vs ${f.total_amount}`);
  }
  const computed = new Set<keyof Fields>(["expiry_date"]);
  for (const key of Object.keys(f) as Array<keyof Fields>) {
    const value = f[key];
    if (value === undefined || computed.has(key) || key === "tax_rate") continue;
    // Till slips print bare amounts; their currency is the country's (README: currency).
    if (key === "currency" && value === "IDR" && doc.type === "receipt") continue;
    if (
      doc.type === "contract" &&
      (key === "effective_date" || key === "date") &&
      !shows(text, key, value)
    ) {
      continue; // spelled out ("tanggal 10 (sepuluh) bulan Maret tahun 2025") or "sejak ditandatangani"
    }
    if (!shows(text, key, value))
      problems.push(`${key} = ${JSON.stringify(value)} is not on the page`);
  }
  for (const needle of doc.mustShow ?? [])
    if (!squash(text).includes(squash(needle))) problems.push(`missing "${needle}"`);
  return problems;
}

const docText = (doc: Doc): string => {
  const output = doc.output;
  const pages: Page[] =
    output.kind === "pdf" || output.kind === "scan-pdf"
      ? output.pages
      : output.kind === "docx"
        ? []
        : [output.page];
  if (output.kind === "docx") {
    return output.html
      .replace(/<[^>]+>/g, " ")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }
  return pageText(pages).replace(/\n/g, " ");
};

// ---------------------------------------------------------------------------------------------

const docs: Doc[] = [
  ...invoices(),
  ...fakturPajak(),
  ...receipts(),
  ...statements(),
  ...contracts(),
];

const names = new Set<string>();
let failed = false;
for (const doc of docs) {
  if (names.has(doc.name)) throw new Error(`Two documents are called ${doc.name}`);
  names.add(doc.name);
  const problems = check(doc, docText(doc));
  for (const problem of problems) console.error(`${doc.name}: ${problem}`);
  if (problems.length) failed = true;
}
if (failed) {
  console.error("Labels and pages disagree; nothing written.");
  process.exit(1);
}

rmSync(FILES, { recursive: true, force: true });
mkdirSync(FILES, { recursive: true });
const work = mkdtempSync(join(tmpdir(), "berkas-eval-"));
const lines: string[] = [];
try {
  for (const doc of docs) {
    const bytes = await render(doc, work);
    writeFileSync(join(FILES, doc.name), bytes);
    const fields = Object.fromEntries(
      FIELD_ORDER.filter((key) => doc.fields[key] !== undefined).map((key) => [
        key,
        doc.fields[key],
      ]),
    );
    lines.push(
      JSON.stringify({
        file: `files/${doc.name}`,
        type: doc.type,
        split: "test",
        id: doc.name.replace(/\.[^.]+$/, ""),
        language: doc.language,
        fields,
      }),
    );
    console.log(
      `${doc.name.padEnd(58)} ${doc.type.padEnd(17)} ${doc.language} ${bytes.length.toLocaleString("en").padStart(9)} bytes`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
writeFileSync(join(HERE, "expected.jsonl"), `${lines.join("\n")}\n`);

const total = readdirSync(FILES).reduce((size, name) => size + statSync(join(FILES, name)).size, 0);
const byType = new Map<string, number>();
for (const doc of docs)
  byType.set(
    `${doc.type} (${doc.language})`,
    (byType.get(`${doc.type} (${doc.language})`) ?? 0) + 1,
  );
console.log(`\n${docs.length} documents, ${(total / 1024 / 1024).toFixed(2)} MB in files/`);
for (const [key, value] of [...byType].sort()) console.log(`  ${key}: ${value}`);
const byKind = new Map<string, number>();
for (const doc of docs) byKind.set(doc.output.kind, (byKind.get(doc.output.kind) ?? 0) + 1);
console.log(`  formats: ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}`);
