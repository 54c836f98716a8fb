/**
 * Writes the unseen corpus 2026-11-28d: files/, expected.jsonl, search.jsonl, assistant.jsonl and
 * the two frozen splits, all from the data in this folder. Run from the dataset folder's parent
 * or anywhere: paths are resolved from this file.
 *
 *   npm exec -- node eval/unseen/2026-11-28d/make/generate.ts
 */
import { mkdirSync, rmSync, writeFileSync, readdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Writer, loadMetrics, pagesText } from "./layout.ts";
import { writePdf, writePicture } from "./render.ts";
import { receipts, type Doc } from "./documents-money.ts";
import { invoices, bills } from "./documents-invoices.ts";
import { contracts } from "./documents-contracts.ts";
import { allAmountForms, allDateForms } from "./format.ts";
import { searchQueries } from "./queries.ts";
import { assistantQuestions } from "./questions.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const filesDir = join(root, "files");
const svgDir = join(here, ".svg");

export const documents: Doc[] = [...receipts, ...invoices, ...bills, ...contracts];

const AMOUNT_FIELDS = new Set([
  "subtotal",
  "discount",
  "service_charge_amount",
  "tax_amount",
  "total_amount",
  "contract_value",
]);
const DATE_FIELDS = new Set(["date", "due_date", "effective_date", "expiry_date"]);

function fail(message: string): never {
  throw new Error(message);
}

/** Each labelled value must be readable on the page, in some printed form. */
function checkFields(doc: Doc, text: string): void {
  const lower = text.replace(/\s+/g, " ").toLowerCase();
  for (const [key, value] of Object.entries(doc.fields)) {
    if (key === "contract_type") continue;
    let forms: string[];
    if (AMOUNT_FIELDS.has(key)) forms = allAmountForms(value as number);
    else if (DATE_FIELDS.has(key)) forms = allDateForms(value as string);
    else if (key === "tax_rate") forms = [`${value}%`, `${value} %`];
    else if (key === "currency") forms = value === "IDR" ? ["IDR", "Rp"] : [value as string];
    else forms = [String(value)];
    if (!forms.some((form) => lower.includes(form.toLowerCase())))
      fail(`${doc.id}: ${key}=${value} not in text`);
  }
  for (const [name, clause] of Object.entries(doc.clauses ?? {})) {
    if (!text.replace(/\s+/g, " ").includes(clause.sentence)) {
      // Paragraphs wrap: compare with whitespace folded on both sides.
      const folded = text.replace(/\s+/g, " ");
      if (!folded.includes(clause.sentence.replace(/\s+/g, " ")))
        fail(`${doc.id}: clause ${name} sentence not in text`);
    }
    if (!clause.sentence.includes(clause.value))
      fail(`${doc.id}: clause ${name} value ${clause.value} not in its sentence`);
  }
}

function extension(doc: Doc): string {
  return doc.picture ? doc.picture.format : "pdf";
}

export function fileOf(doc: Doc): string {
  return `files/${doc.name}.${extension(doc)}`;
}

async function main(): Promise<void> {
  const metrics = await loadMetrics();
  rmSync(filesDir, { recursive: true, force: true });
  rmSync(svgDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  mkdirSync(svgDir, { recursive: true });
  const ids = new Set<string>();
  const expected: string[] = [];
  const texts: Record<string, string> = {};
  for (const doc of documents) {
    if (ids.has(doc.id)) fail(`duplicate id ${doc.id}`);
    ids.add(doc.id);
    const w = new Writer(metrics, doc.page);
    doc.build(w);
    const text = pagesText(w.pages);
    checkFields(doc, text);
    texts[doc.id] = text;
    const out = join(root, fileOf(doc));
    if (doc.picture) {
      if (w.pages.length !== 1)
        fail(`${doc.id}: a picture must be one page, got ${w.pages.length}`);
      await writePicture(
        w.pages[0]!,
        doc.picture.scale,
        out,
        doc.picture,
        join(svgDir, `${doc.name}.svg`),
      );
    } else {
      await writePdf(w.pages, out, doc.title);
    }
    const record = {
      file: fileOf(doc),
      type: doc.type,
      split: "unseen",
      id: doc.id,
      language: doc.language,
      kind: doc.kind,
      photo: Boolean(doc.picture),
      fields: doc.fields,
    };
    expected.push(JSON.stringify(record));
    console.log(`${doc.id} ${fileOf(doc)} pages=${w.pages.length}`);
  }
  writeFileSync(join(root, "expected.jsonl"), expected.join("\n") + "\n");
  writeFileSync(join(here, ".texts.json"), JSON.stringify(texts, null, 1));

  const queries = searchQueries(documents);
  const seenQ = new Set<string>();
  for (const q of queries) {
    if (seenQ.has(q.q)) fail(`duplicate query ${q.q}`);
    seenQ.add(q.q);
    if (q.relevant.length === 0) fail(`query without relevant documents: ${q.q}`);
    for (const id of q.relevant) if (!ids.has(id)) fail(`query ${q.q}: unknown id ${id}`);
  }
  writeFileSync(
    join(root, "search.jsonl"),
    queries.map((q) => JSON.stringify(q)).join("\n") + "\n",
  );

  const questions = assistantQuestions(documents);
  const seenA = new Set<string>();
  for (const a of questions) {
    if (seenA.has(a.id)) fail(`duplicate question id ${a.id}`);
    seenA.add(a.id);
    if (a.cites.length === 0) fail(`question ${a.id} cites nothing`);
    for (const id of a.cites) if (!ids.has(id)) fail(`question ${a.id}: unknown id ${id}`);
    if (a.expect.length === 0) fail(`question ${a.id} expects nothing`);
  }
  writeFileSync(
    join(root, "assistant.jsonl"),
    questions.map((q) => JSON.stringify(q)).join("\n") + "\n",
  );

  const side = (salt: string, key: string) =>
    createHash("sha256").update(`${salt}:${key}`).digest()[0]! < 154 ? "test" : "dev";
  const searchSalt = "unseen-search-2026-11-28d";
  writeFileSync(
    join(root, "search-split.json"),
    JSON.stringify(
      {
        salt: searchSalt,
        method:
          "test when the first byte of sha256(salt + ':' + q) is below 154 (about 60 %), else dev",
        made: "2026-11-28, with the queries, before any of them was run",
        queries: Object.fromEntries(queries.map((q) => [q.q, side(searchSalt, q.q)])),
      },
      null,
      1,
    ) + "\n",
  );
  const askSalt = "unseen-assistant-2026-11-28d";
  writeFileSync(
    join(root, "assistant-split.json"),
    JSON.stringify(
      {
        salt: askSalt,
        rule: "test when the first byte of sha256(salt + ':' + id) is below 154 (about 60 %), else dev",
        made: "2026-11-28, with the questions, before any of them was run",
        dev: questions.filter((a) => side(askSalt, a.id) === "dev").map((a) => a.id),
        test: questions.filter((a) => side(askSalt, a.id) === "test").map((a) => a.id),
      },
      null,
      1,
    ) + "\n",
  );
  console.log(
    `${documents.length} documents, ${queries.length} queries, ${questions.length} questions; files: ${readdirSync(filesDir).length}`,
  );
}

await main();
