/**
 * Field accuracy by layout (`pdf`, `scan`, `photo`) from a `npm run eval -- DIR --predictions
 * FILE` run, for datasets whose records say their `layout` (eval/datasets/heldout2). Counts only:
 * it prints figures per layout and field, never a document.
 *
 *   node eval/photo-dev/score-by-layout.ts DIR PREDICTIONS
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { DatasetRecord } from "../understanding/dataset-record.ts";
import { chooseLabelMapping } from "../understanding/label-mapping.ts";
import { hasValue, isScoredField, scoreField } from "../understanding/match-value.ts";
import { FieldTally, overallAccuracy } from "../understanding/tally-fields.ts";

const [folder, predictionsFile] = process.argv.slice(2);
if (!folder || !predictionsFile) throw new Error("usage: score-by-layout.ts DIR PREDICTIONS");

const lines = async (file: string) =>
  (await fs.readFile(file, "utf8")).split("\n").filter((line) => line.trim());
const records = (await lines(path.join(folder, "expected.jsonl"))).map(
  (line) => JSON.parse(line) as DatasetRecord & { layout?: string },
);
const predictions = new Map(
  (await lines(predictionsFile)).map((line) => {
    const { file, fields } = JSON.parse(line) as { file: string; fields: Record<string, unknown> };
    return [file, fields];
  }),
);
const mapping = chooseLabelMapping(path.basename(folder), records[0]!);
const tallies = new Map<string, { documents: number; fields: FieldTally }>();
for (const record of records) {
  const predicted = predictions.get(record.file);
  if (!predicted) continue;
  const layout = record.layout ?? "all";
  const tally = tallies.get(layout) ?? { documents: 0, fields: new FieldTally() };
  tallies.set(layout, tally);
  tally.documents++;
  for (const [field, gold] of Object.entries(mapping.goldFields(record))) {
    if (isScoredField(field) && hasValue(gold)) {
      tally.fields.add(field, scoreField(field, predicted[field], gold, mapping.dateOrder));
    }
  }
}
const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)} %`);
for (const [layout, tally] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  const scores = tally.fields.scores();
  console.log(
    `${layout}: ${tally.documents} documents, mean field accuracy ${percent(overallAccuracy(scores))}`,
  );
  for (const [field, score] of Object.entries(scores)) {
    console.log(`  ${field.padEnd(22)} ${percent(score!.accuracy).padStart(8)}  n=${score!.n}`);
  }
}
