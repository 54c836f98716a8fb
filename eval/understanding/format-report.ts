import type { Side } from "../splits/split-file.ts";
import type { ClauseScore } from "./score-clauses.ts";
import type { FieldScore } from "./tally-fields.ts";

/** The figures of one side of the frozen split. */
export interface SideSummary {
  documents: number;
  fields: Partial<Record<string, FieldScore>>;
  overall: number | null;
  clauses: Record<string, ClauseScore> | null;
}

export interface RunSummary {
  /** The folder's name. */
  dataset: string;
  /** Documents understood and scored. */
  documents: number;
  /** Records whose file was not on disk (and had no dataset OCR text to stand in). */
  skipped: number;
  fields: Partial<Record<string, FieldScore>>;
  overall: number | null;
  clauses: Record<string, ClauseScore> | null;
  /** The folder's frozen split (its salt and sizes); null when it has none. */
  split: { salt: string; counts: Record<Side, number> } | null;
  /** The run's figures on each side of the frozen split that it scored; only test counts. */
  sides: Partial<Record<Side, SideSummary>>;
  /** Mean time of `understandDocument` alone, per page. */
  msPerPage: number;
  /** What the dataset labels but the run could not score. */
  notes: string[];
}

const round = (value: number | null, digits = 3) =>
  value === null ? null : Number(value.toFixed(digits));

const roundFields = (fields: Partial<Record<string, FieldScore>>) =>
  Object.fromEntries(
    Object.entries(fields).map(([field, score]) => [
      field,
      { accuracy: round(score!.accuracy), coverage: round(score!.coverage), n: score!.n },
    ]),
  );

const roundClauses = (clauses: Record<string, ClauseScore> | null) =>
  clauses &&
  Object.fromEntries(
    Object.entries(clauses).map(([category, score]) => [
      category,
      { ...score, precision: round(score.precision), recall: round(score.recall) },
    ]),
  );

const sideLine = (side: SideSummary) => {
  const clauses = roundClauses(side.clauses);
  return {
    documents: side.documents,
    fields: roundFields(side.fields),
    overall: round(side.overall),
    ...(clauses ? { clauses } : {}),
  };
};

/**
 * The run as one JSON object on one line: the machine-readable last line of the output. The
 * top-level figures are the whole run; `dev` and `test` are its sides of the frozen split.
 */
export function summaryLine(summary: RunSummary): string {
  const clauses = roundClauses(summary.clauses);
  return JSON.stringify({
    dataset: summary.dataset,
    documents: summary.documents,
    skipped: summary.skipped,
    fields: roundFields(summary.fields),
    overall: round(summary.overall),
    ...(clauses ? { clauses } : {}),
    msPerPage: round(summary.msPerPage, 2),
    ...(summary.notes.length > 0 ? { notes: summary.notes } : {}),
    ...(summary.split ? { split: summary.split } : {}),
    ...(summary.sides.dev ? { dev: sideLine(summary.sides.dev) } : {}),
    ...(summary.sides.test ? { test: sideLine(summary.sides.test) } : {}),
  });
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
      )
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join(
    "\n",
  );
}

const percent = (value: number | null) => (value === null ? "–" : `${(value * 100).toFixed(1)} %`);

/**
 * Accuracy, coverage and n per field: of the whole run, or, when the run has sides of a frozen
 * split, of each side next to the other (dev first; only test counts), with the mean accuracy.
 */
export function fieldTable(
  fields: Partial<Record<string, FieldScore>>,
  unusable: Partial<Record<string, number>>,
  sides: Partial<Record<Side, SideSummary>> = {},
): string {
  const names = [...new Set([...Object.keys(fields), ...Object.keys(unusable)])];
  const shown = (["dev", "test"] as const).filter((side) => sides[side]);
  if (shown.length > 0) {
    const columns = (name: string, side: Side) => {
      const score = sides[side]!.fields[name];
      return [
        percent(score?.accuracy ?? null),
        percent(score?.coverage ?? null),
        String(score?.n ?? 0),
      ];
    };
    return table(
      [
        "field",
        ...shown.flatMap((side) => [`${side} accuracy`, `${side} coverage`, `${side} n`]),
        "gold not scorable",
      ],
      [
        ...names.map((name) => [
          name,
          ...shown.flatMap((side) => columns(name, side)),
          String(unusable[name] ?? 0),
        ]),
        [
          "overall",
          ...shown.flatMap((side) => [
            percent(sides[side]!.overall),
            "",
            `${sides[side]!.documents} docs`,
          ]),
          "",
        ],
      ],
    );
  }
  return table(
    ["field", "accuracy", "coverage", "n", "gold not scorable"],
    names.map((name) => {
      const score = fields[name];
      return [
        name,
        percent(score?.accuracy ?? null),
        percent(score?.coverage ?? null),
        String(score?.n ?? 0),
        String(unusable[name] ?? 0),
      ];
    }),
  );
}

export function clauseTable(clauses: Record<string, ClauseScore>): string {
  return table(
    ["clause category", "precision", "recall", "n", "predicted"],
    Object.entries(clauses).map(([category, score]) => [
      category,
      percent(score.precision),
      percent(score.recall),
      String(score.n),
      String(score.predicted),
    ]),
  );
}
