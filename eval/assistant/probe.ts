/**
 * `npm run eval:probe -- [--database-url URL] [file]`: asks the dev-only probe questions (`probe-asks.jsonl` by
 * default; invented phrasings of the kinds weak on test, facts computed from the labels) over
 * the search corpus and prints each answer with what it missed. Not a judged set: no split, no
 * floor; what it finds is fixed by kind and pinned by unit tests with invented words.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { loadSearchCorpus } from "../search/load-corpus.ts";
import { openScratchDatabase, seedOrganization } from "../search/scratch-organization.ts";
import { askJudged } from "./ask-judged.ts";

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
const file = positionals[0] ?? path.join(import.meta.dirname, "probe-asks.jsonl");
const probes = fs
  .readFileSync(file, "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => ProbeSchema.parse(JSON.parse(line)));

const scratch = await openScratchDatabase("probe", values["database-url"]);
const database = scratch.database;
try {
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
    const asked = await askJudged(database.db, actor, probe, corpus);
    const { missing, text, inLanguage } = asked;
    const cited = asked.citedIds.map((id) => datasetId.get(id) ?? id);
    const citesRight = asked.cited;
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
  await scratch.close();
}
