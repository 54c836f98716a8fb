/**
 * Checks the written files, not the generator's memory: each labelled value must be found in the
 * PDF's extracted text layer (pdfjs-dist) or, for a picture, in the SVG it was rasterized from;
 * every query and question must point at existing ids.
 *
 *   npm exec -- node eval/unseen/2026-11-28d/make/check.ts
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { allAmountForms, allDateForms } from "./format.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

const AMOUNT_FIELDS = new Set([
  "subtotal",
  "discount",
  "service_charge_amount",
  "tax_amount",
  "total_amount",
  "contract_value",
]);
const DATE_FIELDS = new Set(["date", "due_date", "effective_date", "expiry_date"]);

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(readFileSync(path)),
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  return parts.join(" ");
}

function svgText(path: string): string {
  return readFileSync(path, "utf8")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const records = readFileSync(join(root, "expected.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l));
const problems: string[] = [];
const ids = new Set<string>();
const texts = new Map<string, string>();
for (const r of records) {
  if (ids.has(r.id)) problems.push(`duplicate id ${r.id}`);
  ids.add(r.id);
  const file = join(root, r.file);
  const name = r.file.replace(/^files\//, "").replace(/\.[a-z]+$/, "");
  const raw = r.file.endsWith(".pdf")
    ? await pdfText(file)
    : svgText(join(here, ".svg", `${name}.svg`));
  const text = raw.replace(/\s+/g, " ").toLowerCase();
  texts.set(r.id, text);
  for (const [key, value] of Object.entries(r.fields as Record<string, string | number>)) {
    if (key === "contract_type") continue;
    let forms: string[];
    if (AMOUNT_FIELDS.has(key)) forms = allAmountForms(value as number);
    else if (DATE_FIELDS.has(key)) forms = allDateForms(value as string);
    else if (key === "tax_rate") forms = [`${value}%`, `${value} %`];
    else if (key === "currency") forms = value === "IDR" ? ["IDR", "Rp"] : [String(value)];
    else forms = [String(value)];
    if (!forms.some((f) => text.includes(f.toLowerCase())))
      problems.push(`${r.id} ${key}=${value} not found in ${r.file}`);
  }
}

for (const line of readFileSync(join(root, "search.jsonl"), "utf8").trim().split("\n")) {
  const q = JSON.parse(line);
  if (!q.relevant.length) problems.push(`query without relevant: ${q.q}`);
  for (const id of q.relevant) if (!ids.has(id)) problems.push(`query ${q.q}: unknown ${id}`);
}
for (const line of readFileSync(join(root, "assistant.jsonl"), "utf8").trim().split("\n")) {
  const a = JSON.parse(line);
  for (const id of a.cites) if (!ids.has(id)) problems.push(`question ${a.id}: unknown ${id}`);
  // A clause fact must be readable, as written, in the one contract it cites.
  if (a.kind === "clause") {
    for (const fact of a.expect) {
      if (!a.cites.some((id: string) => texts.get(id)?.includes(fact.toLowerCase())))
        problems.push(`question ${a.id}: ${fact} not in ${a.cites}`);
    }
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(`ok: ${records.length} documents, every labelled value found in the file's text`);
