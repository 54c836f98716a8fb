import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * A frozen dev/test split of one dataset folder (`eval/splits/<folder name>.json`): which side
 * every record is on, by record id. Made once by `make-splits.ts`; from then on the committed
 * file is the truth, whatever the hash would say, so no rule change can move a document.
 */
export const SIDES = ["dev", "test"] as const;
export type Side = (typeof SIDES)[number];

export const SplitFileSchema = z.object({
  dataset: z.string().min(1),
  /** The day the split was frozen. */
  made: z.string(),
  method: z.string(),
  salt: z.string().min(1),
  /** The share of each group's records on the test side. */
  testShare: z.number().gt(0).lt(1),
  /** The labels files whose records were split. */
  sources: z.array(z.string()).min(1),
  counts: z.object({ dev: z.number().int(), test: z.number().int() }),
  records: z.record(z.string(), z.enum(SIDES)),
});
export type SplitFile = z.infer<typeof SplitFileSchema>;

export const SPLITS_FOLDER = import.meta.dirname;

export const METHOD =
  "Within each group, records ranked by the hex sha256 of salt + id; the first " +
  "round(testShare × group size) are test, the rest dev. Groups keep a slice's share exact " +
  "(SROIE: receipts with a scan, receipts with OCR text alone).";

/** Where a dataset folder's frozen split lives: by the folder's name, like its label mapping. */
export function splitFilePath(folder: string, splitsFolder = SPLITS_FOLDER): string {
  return path.join(splitsFolder, `${path.basename(path.resolve(folder))}.json`);
}

/** The frozen split of a folder, or null when it has none. A malformed file stops the run. */
export function readSplitFile(folder: string, splitsFolder = SPLITS_FOLDER): SplitFile | null {
  const file = splitFilePath(folder, splitsFolder);
  if (!fs.existsSync(file)) return null;
  const parsed = SplitFileSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file}: not a split file: ${parsed.error.message}`);
  return parsed.data;
}

const rankKey = (salt: string, id: string) =>
  createHash("sha256")
    .update(salt + id)
    .digest("hex");

/**
 * Sides for every id: each group apart, ranked by sha256(salt + id), its first
 * round(testShare × size) test. An id in two groups takes the first group's side.
 */
export function assignSides(
  groups: string[][],
  salt: string,
  testShare: number,
): Record<string, Side> {
  const sides: Record<string, Side> = {};
  for (const group of groups) {
    const ids = [...new Set(group)].filter((id) => !(id in sides));
    const ranked = ids
      .map((id) => ({ id, key: rankKey(salt, id) }))
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const test = Math.round(testShare * ranked.length);
    ranked.forEach(({ id }, rank) => (sides[id] = rank < test ? "test" : "dev"));
  }
  return Object.fromEntries(Object.entries(sides).sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The side of a record under a frozen split, by its id (its file when it has none). */
export function recordKey(record: { id?: string | null; file: string }): string {
  return record.id ?? record.file;
}
