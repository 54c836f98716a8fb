/**
 * How well understanding fills `renewal` and `termination_notice` on CUAD, dev and test side by
 * side (the frozen split, eval/splits/cuad.json): `npm run eval:renewal [-- --split dev]
 * [--misses] [--clauses] [--floor F]`; with --clauses, also the clause categories filed from the
 * same sentences (precision and recall over CUAD's categories); with --floor, exits 1 when either
 * field's presence on the test side is right less often than F (0–1). CUAD's "Renewal Term" answer is the renewal's term
 * ("successive 1 year", "perpetual"), its "Notice Period to Terminate Renewal" the notice
 * ("90 days"). A contract is scored on presence (does it renew / give notice before its end, as
 * the annotators read it) and, where both sides hold a period, on the period itself.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { understandDocument } from "../../src/understanding/index.ts";
import { readSplitFile, type Side } from "../splits/split-file.ts";
import { documentFromPlainText } from "../understanding/document-text.ts";
import { chooseLabelMapping } from "../understanding/label-mapping.ts";
import { readRecords } from "../understanding/read-records.ts";
import { ClauseTally } from "../understanding/score-clauses.ts";

const FOLDER = path.resolve(import.meta.dirname, "../../../shared/datasets/cuad");

interface Tally {
  documents: number;
  /** Gold present and predicted present, gold only, predicted only. */
  both: number;
  goldOnly: number;
  predictedOnly: number;
  /** Of `both` where the gold names a period: how many, and how many the same. */
  periods: number;
  samePeriod: number;
}

const emptyTally = (): Tally => ({
  documents: 0,
  both: 0,
  goldOnly: 0,
  predictedOnly: 0,
  periods: 0,
  samePeriod: 0,
});

/** Approximate days of each period written in an answer: "successive 1 year", "(6) months". */
export function periodsInDays(answer: string): number[] {
  const days: number[] = [];
  for (const match of answer.matchAll(
    /(\d+(?:\.\d+)?)\s*\)?\s*(years?|months?|weeks?|days?|tahun|bulan|minggu|hari)\b/gi,
  )) {
    const count = Number(match[1]);
    const unit = match[2]!.toLowerCase();
    const per = /^(?:year|tahun)/.test(unit)
      ? 365
      : /^(?:month|bulan)/.test(unit)
        ? 30
        : /^(?:week|minggu)/.test(unit)
          ? 7
          : 1;
    days.push(count * per);
  }
  return days;
}

/** 12 months is a year, 6 months 180 days: periods within 3 % (or 3 days) are the same. */
function samePeriod(gold: number[], predicted: number[]): boolean {
  return gold.some((each) =>
    predicted.some((other) => Math.abs(each - other) <= Math.max(3, 0.03 * each)),
  );
}

function score(tally: Tally, gold: string, predicted: string | undefined): void {
  tally.documents++;
  const goldPresent = gold.trim() !== "";
  const predictedPresent = predicted !== undefined;
  if (goldPresent && predictedPresent) {
    tally.both++;
    const goldPeriods = periodsInDays(gold);
    if (goldPeriods.length > 0) {
      tally.periods++;
      if (samePeriod(goldPeriods, periodsInDays(predicted))) tally.samePeriod++;
    }
  } else if (goldPresent) tally.goldOnly++;
  else if (predictedPresent) tally.predictedOnly++;
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)} %`;

const presenceRight = (tally: Tally) =>
  (tally.documents - tally.goldOnly - tally.predictedOnly) / tally.documents;

function line(name: string, tally: Tally): string {
  const precision = percent(tally.both, tally.both + tally.predictedOnly);
  const recall = percent(tally.both, tally.both + tally.goldOnly);
  const correct = tally.documents - tally.goldOnly - tally.predictedOnly;
  return (
    `${name.padEnd(20)} presence right ${percent(correct, tally.documents).padStart(7)}` +
    `  precision ${precision.padStart(7)}  recall ${recall.padStart(7)}` +
    `  same period ${percent(tally.samePeriod, tally.periods).padStart(7)} of ${tally.periods}` +
    `  (gold ${tally.both + tally.goldOnly}, filled ${tally.both + tally.predictedOnly}, n ${tally.documents})`
  );
}

/**
 * The clause categories filed from the same sentences (`--clauses`), over CUAD's categories:
 * predicted clauses that overlap a gold span, and documents whose gold category was found.
 */
function clauseLine(side: Side, tally: ClauseTally): string {
  let predicted = 0;
  let hits = 0;
  let present = 0;
  let found = 0;
  for (const score of Object.values(tally.report())) {
    predicted += score.predicted;
    hits += (score.precision ?? 0) * score.predicted;
    present += score.n;
    found += (score.recall ?? 0) * score.n;
  }
  return (
    `${`${side} clauses`.padEnd(20)} precision ${percent(hits, predicted).padStart(7)}` +
    `  recall ${percent(found, present).padStart(7)}  (predicted ${predicted}, gold ${present})`
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      split: { type: "string" },
      misses: { type: "boolean", default: false },
      clauses: { type: "boolean", default: false },
      floor: { type: "string" },
    },
  });
  const split = (values.split ?? null) as Side | null;
  const frozen = readSplitFile("cuad");
  const tallies = new Map<string, Tally>();
  const clauseTallies = new Map<Side, ClauseTally>();
  const tally = (key: string) => {
    const found = tallies.get(key) ?? emptyTally();
    tallies.set(key, found);
    return found;
  };
  for await (const { record, side, originalPath } of readRecords(FOLDER, {
    ocrText: false,
    frozen,
    split,
  })) {
    if (!originalPath || !side) continue;
    const document = documentFromPlainText(fs.readFileSync(originalPath, "utf8"));
    const { fields, clauses } = understandDocument(document);
    if (values.clauses) {
      const gold = chooseLabelMapping("cuad", record).goldClauses!(record);
      const found = clauseTallies.get(side) ?? new ClauseTally();
      clauseTallies.set(side, found);
      found.add(clauses, gold);
    }
    const labels = record.fields as Record<string, { answer?: string } | undefined>;
    const renewalGold = labels["Renewal Term"]?.answer ?? "";
    const noticeGold = labels["Notice Period to Terminate Renewal"]?.answer ?? "";
    score(tally(`${side} renewal`), renewalGold, fields.renewal?.value);
    score(tally(`${side} notice`), noticeGold, fields.termination_notice?.value);
    if (values.misses && side === "dev") {
      const show = (what: string, gold: string, predicted: string | undefined, source?: string) => {
        const wrong =
          (gold.trim() !== "") !== (predicted !== undefined) ||
          (predicted !== undefined &&
            periodsInDays(gold).length > 0 &&
            !samePeriod(periodsInDays(gold), periodsInDays(predicted)));
        if (wrong)
          console.log(
            `${what} ${record.id}\n  gold ${JSON.stringify(gold)} predicted ${JSON.stringify(predicted)}\n  from ${source?.slice(0, 200)}`,
          );
      };
      show("RENEWAL", renewalGold, fields.renewal?.value, fields.renewal?.source?.text);
      show(
        "NOTICE",
        noticeGold,
        fields.termination_notice?.value,
        fields.termination_notice?.source?.text,
      );
    }
  }
  for (const side of ["dev", "test"])
    for (const field of ["renewal", "notice"]) {
      const found = tallies.get(`${side} ${field}`);
      if (found) console.log(line(`${side} ${field}`, found));
    }
  for (const [side, found] of clauseTallies) console.log(clauseLine(side, found));
  if (values.floor !== undefined) {
    const floor = Number(values.floor);
    const below = ["renewal", "notice"].filter((field) => {
      const tally = tallies.get(`test ${field}`);
      return !tally || presenceRight(tally) < floor;
    });
    console.log(
      below.length === 0
        ? `renewal terms: test presence at or above the floor ${floor}`
        : `renewal terms: test presence below the floor ${floor}: ${below.join(", ")}`,
    );
    if (below.length > 0) process.exitCode = 1;
  }
}

if (import.meta.main) await main();
