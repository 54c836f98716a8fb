/**
 * Writes the corpus: files/, expected.jsonl, search.jsonl, assistant.jsonl and both split files.
 * Deterministic: two runs give byte-identical files.
 *
 *   npm exec -- node eval/unseen/2026-11-29/make/generate.ts
 */
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { DocumentSpec } from "./document.ts";
import { documents } from "./documents.ts";
import { Sheet, loadMetrics, type Op } from "./layout.ts";
import { questionRecords } from "./questions.ts";
import { queries } from "./queries.ts";
import { pictureSvg, renderPdf, renderPicture } from "./render.ts";
import { findIn } from "./text-forms.ts";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const TODAY = "2026-11-29";

const fail = (problems: string[]): never => {
  console.error(problems.join("\n"));
  process.exit(1);
};

/** The text a document prints, in drawing order (the generator's own view of the page). */
const pageText = (sheet: Sheet): string =>
  sheet.pages
    .flat()
    .filter((op): op is Extract<Op, { kind: "text" }> => op.kind === "text")
    .map((op) => op.text)
    .join(" ");

const seedOf = (id: string): number => createHash("sha256").update(id).digest().readUInt32BE(0);

const firstByte = (salt: string, key: string): number =>
  createHash("sha256").update(`${salt}:${key}`).digest()[0]!;

async function main(): Promise<void> {
  const measure = await loadMetrics();
  const problems: string[] = [];
  const ids = new Set<string>();
  const texts = new Map<string, string>();
  rmSync(join(root, "files"), { recursive: true, force: true });
  rmSync(join(here, ".svg"), { recursive: true, force: true });
  mkdirSync(join(root, "files"), { recursive: true });
  mkdirSync(join(here, ".svg"), { recursive: true });

  for (const doc of documents) {
    if (ids.has(doc.id)) problems.push(`duplicate id ${doc.id}`);
    ids.add(doc.id);
    const sheet = new Sheet(measure, doc.page);
    doc.draw(sheet);
    const text = pageText(sheet);
    texts.set(doc.id, text);
    checkFields(doc, text, problems);
    if (doc.picture) {
      if (sheet.pages.length > 1) problems.push(`${doc.id}: a picture must fit one page`);
      const style = { ...doc.picture, seed: seedOf(doc.id) };
      const svg = pictureSvg(sheet, style);
      writeFileSync(join(here, ".svg", `${doc.id}.svg`), svg);
      writeFileSync(join(root, "files", doc.name), await renderPicture(svg, style));
    } else {
      writeFileSync(join(root, "files", doc.name), await renderPdf(sheet, doc.name));
    }
  }

  const expected = documents.map((doc) => ({
    file: `files/${doc.name}`,
    type: doc.type,
    subtype: doc.subtype,
    split: "unseen",
    id: doc.id,
    language: doc.language,
    photo: !!doc.picture,
    picture: doc.picture?.mode ?? null,
    fields: doc.fields,
  }));

  const search = queries().map((query) => ({ ...query, today: TODAY }));
  const seenQueries = new Set<string>();
  for (const query of search) {
    if (seenQueries.has(query.q)) problems.push(`duplicate query "${query.q}"`);
    seenQueries.add(query.q);
    if (query.relevant.length === 0) problems.push(`query "${query.q}" has no relevant document`);
    for (const id of [...query.relevant, ...(query.explicit ?? [])])
      if (!ids.has(id)) problems.push(`query "${query.q}" names unknown ${id}`);
  }

  const questions = questionRecords(texts, problems);
  const questionIds = new Set<string>();
  for (const question of questions) {
    if (questionIds.has(question.id)) problems.push(`duplicate question id ${question.id}`);
    questionIds.add(question.id);
    if (question.cites.length === 0) problems.push(`${question.id} cites nothing`);
    if (question.expect.length === 0) problems.push(`${question.id} expects nothing`);
    for (const id of question.cites)
      if (!ids.has(id)) problems.push(`${question.id} cites unknown ${id}`);
  }
  if (problems.length) fail(problems);

  const searchSalt = "unseen-search-2026-11-29";
  const assistantSalt = "unseen-assistant-2026-11-29";
  const made = "2026-11-29, with the queries, before any of them was run";
  const searchSplit = {
    salt: searchSalt,
    method:
      "test when the first byte of sha256(salt + ':' + q) is below 154 (about 60 %), else dev",
    made,
    queries: Object.fromEntries(
      search.map((query) => [query.q, firstByte(searchSalt, query.q) < 154 ? "test" : "dev"]),
    ),
  };
  const side = (id: string): "test" | "dev" =>
    firstByte(assistantSalt, id) < 154 ? "test" : "dev";
  const assistantSplit = {
    salt: assistantSalt,
    rule: "test when the first byte of sha256(salt + ':' + id) is below 154 (about 60 %), else dev",
    made: "2026-11-29, with the questions, before any of them was run",
    dev: questions.filter((q) => side(q.id) === "dev").map((q) => q.id),
    test: questions.filter((q) => side(q.id) === "test").map((q) => q.id),
  };

  const jsonl = (rows: unknown[]): string =>
    rows.map((row) => JSON.stringify(row)).join("\n") + "\n";
  writeFileSync(join(root, "expected.jsonl"), jsonl(expected));
  writeFileSync(join(root, "search.jsonl"), jsonl(search));
  writeFileSync(join(root, "assistant.jsonl"), jsonl(questions));
  // The split files are written as prettier would format them, so the committed files are the
  // generator's own bytes.
  const json = async (path: string, value: unknown): Promise<void> => {
    const options = (await resolveConfig(path)) ?? {};
    writeFileSync(
      path,
      await format(JSON.stringify(value), { ...options, parser: "json", filepath: path }),
    );
  };
  await json(join(root, "search-split.json"), searchSplit);
  await json(join(root, "assistant-split.json"), assistantSplit);
  const testQueries = Object.values(searchSplit.queries).filter((s) => s === "test").length;
  console.log(
    `${documents.length} documents (${documents.filter((d) => d.picture).length} pictures), ` +
      `${search.length} queries (${search.length - testQueries} dev / ${testQueries} test), ` +
      `${questions.length} questions (${assistantSplit.dev.length} dev / ${assistantSplit.test.length} test)`,
  );
}

function checkFields(doc: DocumentSpec, text: string, problems: string[]): void {
  for (const [key, value] of Object.entries(doc.fields)) {
    if (value === null) continue;
    // Rupiah documents print "Rp" or nothing; only a foreign currency must be named.
    if (key === "currency" && value === "IDR") continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!findIn(text, key, item))
        problems.push(`${doc.id}: ${key} = ${JSON.stringify(item)} not on the page`);
    }
  }
}

await main();
