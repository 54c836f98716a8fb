/**
 * Checks the written files themselves: every labelled value must be in the text of its file (the
 * text layer extracted with pdfjs-dist for a PDF, the SVG it was drawn from for a picture), and
 * every expected fact of a single-document question must be in the cited document's text.
 *
 *   npm exec -- node eval/unseen/2026-11-29/make/check.ts
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { documents } from "./documents.ts";
import { MONTHS_EN, MONTHS_ID, amountForms, dateForms } from "./format.ts";
import { findIn, normalize } from "./text-forms.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ("str" in item) parts.push(item.str);
  }
  return parts.join(" ");
}

const svgText = (path: string): string =>
  [...readFileSync(path, "utf8").matchAll(/<text[^>]*>([^<]*)<\/text>/g)]
    .map((m) => m[1])
    .join(" ");

const problems: string[] = [];
const texts = new Map<string, string>();
for (const doc of documents) {
  const text = doc.picture
    ? svgText(join(here, ".svg", `${doc.id}.svg`))
    : await pdfText(join(root, "files", doc.name));
  texts.set(doc.id, text);
  for (const [key, value] of Object.entries(doc.fields)) {
    if (value === null || (key === "currency" && value === "IDR")) continue;
    for (const item of Array.isArray(value) ? value : [value])
      if (!findIn(text, key, item))
        problems.push(`${doc.id}: ${key} = ${JSON.stringify(item)} not in the file`);
  }
}

interface Question {
  id: string;
  expect: string[];
  cites: string[];
  kind: string;
}
const questions = readFileSync(join(root, "assistant.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Question);
/** "Rp 1.250.000" → 1250000, "IDR 1,250,000" → 1250000, "USD 3,480.00" → 3480. */
const amountOf = (fact: string): number | undefined => {
  const match = /^(Rp|IDR|USD|SGD) ([\d.,]+)$/.exec(fact);
  if (!match) return undefined;
  const figure = match[2]!;
  return match[1] === "Rp"
    ? Number(figure.replace(/\./g, "").replace(",", "."))
    : Number(figure.replace(/,/g, ""));
};

/** "12 Maret 2026" or "12 March 2026" back to "2026-03-12"; undefined when not a date. */
const isoOf = (fact: string): string | undefined => {
  const match = /^(\d{1,2}) (\p{L}+) (\d{4})$/u.exec(fact);
  if (!match) return undefined;
  const month = Math.max(MONTHS_ID.indexOf(match[2]!), MONTHS_EN.indexOf(match[2]!)) + 1;
  if (month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
};
for (const question of questions) {
  if (question.cites.length !== 1) continue;
  const page = normalize(texts.get(question.cites[0]!) ?? "");
  for (const fact of question.expect) {
    // Money is written the way the question's language writes it: read the number back and look
    // for any printed form of it. Dates likewise; other facts as text.
    const amount = amountOf(fact);
    const iso = isoOf(fact);
    const found =
      amount !== undefined
        ? amountForms(amount).some((form) => page.includes(normalize(form)))
        : iso
          ? dateForms(iso).some((form) => page.includes(normalize(form)))
          : page.includes(normalize(fact));
    if (!found) problems.push(`${question.id}: "${fact}" not in ${question.cites[0]}`);
  }
}

if (problems.length) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log(
  `${documents.length} files checked against their labels; ${questions.length} questions read.`,
);
