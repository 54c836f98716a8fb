/**
 * `npm run eval:probe -- [--database-url URL] [file]`: asks the dev-only probe questions (`probe-asks.jsonl` by
 * default; invented phrasings of the kinds weak on test, facts computed from the labels) over
 * the search corpus and prints each answer with what it missed. Not a judged set: no split, no
 * floor; what it finds is fixed by kind and pinned by unit tests with invented words.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import type { StreamEvent } from "../../src/contracts/assistant.ts";
import { openDatabase } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { streamAnswer } from "../../src/server/domain/assistant/stream-answer.ts";
import { detectLanguage } from "../../src/reader/detect-language.ts";
import { questionLanguage } from "../../src/understanding/question/question-language.ts";
import { loadSearchCorpus } from "../search/load-corpus.ts";
import { seedOrganization } from "../search/scratch-organization.ts";

const ProbeSchema = z.object({
  id: z.string().min(1),
  q: z.string().min(1),
  language: z.enum(["en", "id"]),
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  kind: z.string().min(1),
  expect: z.array(z.string().min(1)).default([]),
  /** Dataset ids the answer must cite; absent, citations are not judged. */
  cites: z.array(z.string().min(1)).optional(),
  history: z.array(z.string().min(1)).default([]),
});

const { values, positionals } = parseArgs({
  options: { "database-url": { type: "string" } },
  allowPositionals: true,
});
/** The answer's own sentences, as run.ts reads them for their language. */
function prose(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*[-|>]/.test(line))
    .join(" ")
    .replace(/\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/[*#]/g, " ");
}

const file = positionals[0] ?? path.join(import.meta.dirname, "probe-asks.jsonl");
const probes = fs
  .readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => ProbeSchema.parse(JSON.parse(line)));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-probe-"));
const database = await openDatabase({ databaseUrl: values["database-url"], dataDir, poolSize: 3 });
try {
  await migrateDatabase(database);
  const actor = await seedOrganization(database.db, "Eval probe");
  const corpus = new Map(
    [...(await loadSearchCorpus(database.db, actor.activeOrganizationId!))].map(([id, each]) => [
      id,
      each.documentId,
    ]),
  );
  const datasetId = new Map([...corpus].map(([id, documentId]) => [documentId, id]));
  let right = 0;
  for (const probe of probes) {
    const events: StreamEvent[] = [];
    await streamAnswer(
      database.db,
      actor,
      {
        messages: [...probe.history, probe.q].flatMap((content, index, all) => [
          { role: "user" as const, content },
          ...(index < all.length - 1 ? [{ role: "assistant" as const, content: "…" }] : []),
        ]),
        language: probe.language === "en" ? "id" : "en",
        today: probe.today,
      },
      { model: null, signal: new AbortController().signal, emit: (event) => events.push(event) },
    );
    const text = events.flatMap((event) => (event.type === "text" ? [event.content] : [])).join("");
    const done = events.at(-1);
    const cited = (done?.type === "done" ? done.data.documentIds : []).map(
      (id) => datasetId.get(id) ?? id,
    );
    const missing = probe.expect.filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
    const citesRight =
      !probe.cites ||
      (cited.length === probe.cites.length && probe.cites.every((id) => cited.includes(id)));
    const said = prose(text);
    const inLanguage =
      (detectLanguage(said, 1)?.language ?? questionLanguage(said)) === probe.language;
    const ok = missing.length === 0 && citesRight && inLanguage;
    if (ok) right += 1;
    console.log(
      `${ok ? "ok  " : "MISS"} ${probe.id} [${probe.kind}]${inLanguage ? "" : " (lang)"} ${probe.q}` +
        (missing.length > 0 ? `\n     missing: ${missing.join(" | ")}` : "") +
        (citesRight ? "" : `\n     cited ${cited.length}: ${cited.join(" ")}`) +
        `\n     → ${text.replace(/\s+/g, " ").slice(0, 300)}`,
    );
  }
  console.log(`${right}/${probes.length} right`);
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
