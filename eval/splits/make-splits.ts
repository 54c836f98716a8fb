/**
 * `node eval/splits/make-splits.ts [dataset…]`: freezes the dev/test split of each dataset
 * folder into `eval/splits/<dataset>.json`. Run once, before any rule is fitted; a split that
 * exists is never rewritten (the script refuses), so a committed split stays the truth.
 */
import fs from "node:fs";
import path from "node:path";
import { format } from "prettier";
import { readRecordLines } from "../understanding/read-records.ts";
import {
  assignSides,
  METHOD,
  recordKey,
  type SplitFile,
  splitFilePath,
  SPLITS_FOLDER,
} from "./split-file.ts";

const SALT = "berkas-issue-17-frozen-2026-11-25";
const REPOSITORY = path.resolve(SPLITS_FOLDER, "../..");

interface DatasetPlan {
  folder: string;
  testShare: number;
  /** Labels files whose records share one split by id. */
  sources: string[];
  /** Groups split apart so each keeps the test share: by default one group. */
  group?: (record: { image?: string | null; ocr_file?: string | null }) => string;
}

export const PLANS: DatasetPlan[] = [
  {
    // The 200 scans are among the 624 OCR texts: one split by SROIE key keeps a scan and its
    // OCR text on the same side; scans and OCR-only receipts are halved apart.
    folder: "../shared/datasets/sroie",
    testShare: 0.5,
    sources: ["expected.jsonl", "expected_ocr_text.jsonl"],
    group: (record) => (record.image || record.ocr_file ? "scan" : "ocr-text only"),
  },
  { folder: "../shared/datasets/cuad", testShare: 0.4, sources: ["expected.jsonl"] },
  { folder: "../shared/datasets/invoice2data", testShare: 0.5, sources: ["expected.jsonl"] },
  { folder: "../shared/datasets/contractnli", testShare: 0.5, sources: ["expected.jsonl"] },
  { folder: "eval/datasets/berkas", testShare: 0.5, sources: ["expected.jsonl"] },
];

export async function makeSplit(
  plan: DatasetPlan,
  repository: string,
  made: string,
): Promise<SplitFile> {
  const folder = path.resolve(repository, plan.folder);
  const groups = new Map<string, string[]>();
  for (const source of plan.sources) {
    for await (const record of readRecordLines(path.join(folder, source))) {
      const group = plan.group?.(record) ?? "all";
      if (!groups.has(group)) groups.set(group, []);
      groups.get(group)!.push(recordKey(record));
    }
  }
  const records = assignSides([...groups.values()], SALT, plan.testShare);
  const sides = Object.values(records);
  return {
    dataset: path.basename(folder),
    made,
    method: METHOD,
    salt: SALT,
    testShare: plan.testShare,
    sources: plan.sources,
    counts: {
      dev: sides.filter((side) => side === "dev").length,
      test: sides.filter((side) => side === "test").length,
    },
    records,
  };
}

if (import.meta.main) {
  const wanted = process.argv.slice(2);
  const made = new Date().toISOString().slice(0, 10);
  let refused = false;
  for (const plan of PLANS) {
    const name = path.basename(plan.folder);
    if (wanted.length > 0 && !wanted.includes(name)) continue;
    const target = splitFilePath(plan.folder);
    if (fs.existsSync(target)) {
      console.error(`${target} exists: a frozen split is never rewritten`);
      refused = true;
      continue;
    }
    const split = await makeSplit(plan, REPOSITORY, made);
    fs.writeFileSync(target, await format(JSON.stringify(split, null, 2), { parser: "json" }));
    console.log(`${target}: dev ${split.counts.dev}, test ${split.counts.test}`);
  }
  if (refused) process.exitCode = 1;
}
