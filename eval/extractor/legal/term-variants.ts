/**
 * How well the expiry rules hold when a term clause CUAD's dev side labels is written another
 * way that leaves its end unchanged: wrapped onto short lines as a PDF's text is, in capitals,
 * its lengths in figures only or in words only, in months instead of years, with curly quotes,
 * doubled spaces, "Contract" for "Agreement". Each variant rewrites only the labelled spans
 * (the annotators' context for Expiration Date) of the dev contracts the rules read right, and
 * counts how many still read right. A dev tool: test-side contracts are never read.
 *
 *   npx node eval/extractor/legal/term-variants.ts [--show VARIANT]
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { recordKey } from "../../splits/split-file.ts";
import type { DatasetRecord } from "../../understanding/dataset-record.ts";
import { documentFromPlainText } from "../../understanding/document-text.ts";
import { chooseLabelMapping } from "../../understanding/label-mapping.ts";
import { scoreField } from "../../understanding/match-value.ts";
import { CUAD, cuadDevRecords } from "./cuad-dev.ts";
import { numberToWords } from "../../../src/understanding/normalize/terbilang.ts";
import { understandDocument } from "../../../src/understanding/understand-document.ts";
import { EN_MONTHS } from "../../datasets/heldout/values.ts";

const NUMBER_WORDS = Array.from({ length: 13 }, (_, n) => numberToWords(n, "en"));
const UNIT = String.raw`(?=\s+(?:full\s+|calendar\s+|consecutive\s+)*(?:years?|months?)\b)`;

/** Rewrites of a term clause that leave the day it ends unchanged. */
const VARIANTS: Record<string, (span: string) => string> = {
  wrapped: (span) => {
    const words = span.split(/\s+/);
    const lines: string[] = [];
    let line = "";
    for (const word of words) {
      if (line && line.length + word.length > 60) {
        lines.push(line);
        line = "   " + word;
      } else line = line ? `${line} ${word}` : word;
    }
    return [...lines, line].join("\n");
  },
  capitals: (span) => span.toUpperCase(),
  "figures only": (span) =>
    span.replace(new RegExp(String.raw`\b[a-z]+(?:-[a-z]+)?\s*\((\d{1,3})\)${UNIT}`, "gi"), "$1"),
  "words only": (span) =>
    span
      .replace(new RegExp(String.raw`\b([a-z]+(?:-[a-z]+)?)\s*\(\d{1,3}\)${UNIT}`, "gi"), "$1")
      .replace(new RegExp(String.raw`\b(\d{1,2})${UNIT}`, "g"), (figure, digits: string) =>
        Number(digits) <= 12 ? NUMBER_WORDS[Number(digits)]! : figure,
      ),
  "figure first": (span) =>
    span.replace(
      new RegExp(String.raw`\b([a-z]+(?:-[a-z]+)?)\s*\((\d{1,3})\)${UNIT}`, "gi"),
      "$2 ($1)",
    ),
  "in months": (span) =>
    span.replace(
      /\b(?:[a-z]+(?:-[a-z]+)?\s*)?\(?(\d{1,2})\)?\s+years?\b/gi,
      (whole, digits: string) => `${Number(digits) * 12} months`,
    ),
  "curly quotes": (span) => span.replace(/"([^"]*)"/g, "“$1”"),
  "doubled spaces": (span) => span.replace(/ /g, "  "),
  contract: (span) => span.replace(/\bAgreement\b/g, "Contract"),
  "moved to the end": (span) => span,
};

/**
 * The labelled term clause taken from its place and stated last, after every other clause that
 * might be read as the term. (Stated right after the preamble it is read before the
 * effective date's own words, which no contract does.)
 */
const MOVES: Record<string, (text: string, spans: string[]) => string> = {
  "moved to the end": (text, spans) => moveSpans(text, spans, (rest) => rest.length),
};

function moveSpans(text: string, spans: string[], where: (rest: string) => number): string {
  let rest = text;
  const taken: string[] = [];
  for (const span of spans) {
    const at = findSpan(rest, span);
    if (!at) continue;
    taken.push(rest.slice(at.start, at.end));
    rest = rest.slice(0, at.start) + rest.slice(at.end);
  }
  if (taken.length === 0) return text;
  const at = Math.max(0, where(rest));
  return `${rest.slice(0, at)}\n\n${taken.join(" ")}\n\n${rest.slice(at)}`;
}

/** Where `span` stands in `text`, spaces and line breaks aside. */
function findSpan(text: string, span: string): { start: number; end: number } | null {
  const words = span
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  if (words.length === 0) return null;
  const found = new RegExp(words.join(String.raw`\s+`)).exec(text);
  return found ? { start: found.index, end: found.index + found[0].length } : null;
}

const MONTH_NAMES = EN_MONTHS;
const ordinal = (day: number) =>
  `${day}${day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th"}`;
/** Every "<Month> <day>, <year>" of a contract written another way. */
const DATE_STYLES: Record<string, (day: number, month: number, year: string) => string> = {
  "7 March 2016": (day, month, year) => `${day} ${MONTH_NAMES[month - 1]} ${year}`,
  "7th March, 2016": (day, month, year) => `${ordinal(day)} ${MONTH_NAMES[month - 1]}, ${year}`,
  "the 7th day of March, 2016": (day, month, year) =>
    `the ${ordinal(day)} day of ${MONTH_NAMES[month - 1]}, ${year}`,
  "Mar. 7, 2016": (day, month, year) => `${MONTH_NAMES[month - 1]!.slice(0, 3)}. ${day}, ${year}`,
  "March 7th, 2016": (day, month, year) => `${MONTH_NAMES[month - 1]} ${ordinal(day)}, ${year}`,
  "MARCH 7, 2016": (day, month, year) => `${MONTH_NAMES[month - 1]!.toUpperCase()} ${day}, ${year}`,
  "3/7/2016": (day, month, year) => `${month}/${day}/${year}`,
};
const MONTH_DAY_YEAR = new RegExp(
  String.raw`\b(${MONTH_NAMES.join("|")})\s+(\d{1,2}),\s*(\d{4})\b`,
  "g",
);

const { values } = parseArgs({ options: { show: { type: "string" }, dates: { type: "boolean" } } });
const mapping = chooseLabelMapping("cuad", {} as DatasetRecord);

function fieldsRead(text: string): { effective: unknown; expiry: unknown } {
  const { fields } = understandDocument(documentFromPlainText(text));
  return {
    effective: fields.effective_date?.value ?? null,
    expiry: fields.expiry_date?.value ?? null,
  };
}

if (values.dates) {
  // Every dev contract with an effective or expiry label, read with its dates in each style.
  const records = (await cuadDevRecords()).filter((record) => {
    const gold = mapping.goldFields(record);
    return gold.effective_date || gold.expiry_date;
  });
  const rightOf = (record: DatasetRecord, read: { effective: unknown; expiry: unknown }) => {
    const gold = mapping.goldFields(record);
    return {
      effective:
        scoreField("effective_date", read.effective, gold.effective_date, "mdy") === "right",
      expiry: scoreField("expiry_date", read.expiry, gold.expiry_date, "mdy") === "right",
    };
  };
  const texts = records.map((record) => fs.readFileSync(path.join(CUAD, record.file), "utf8"));
  const before = records.map((record, index) => rightOf(record, fieldsRead(texts[index]!)));
  for (const [name, style] of Object.entries(DATE_STYLES)) {
    if (values.show && values.show !== name) continue;
    let changed = 0;
    const lost = { effective: 0, expiry: 0 };
    const gained = { effective: 0, expiry: 0 };
    records.forEach((record, index) => {
      const rewritten = texts[index]!.replace(
        MONTH_DAY_YEAR,
        (_, month: string, day: string, year: string) =>
          style(Number(day), MONTH_NAMES.indexOf(month) + 1, year),
      );
      if (rewritten === texts[index]) return;
      changed++;
      const after = rightOf(record, fieldsRead(rewritten));
      for (const field of ["effective", "expiry"] as const) {
        if (before[index]![field] && !after[field]) {
          lost[field]++;
          if (values.show === name) console.log(`  ${field} lost: ${recordKey(record)}`);
        }
        if (!before[index]![field] && after[field]) gained[field]++;
      }
    });
    console.log(
      `${name.padEnd(30)} ${changed} rewritten; effective -${lost.effective} +${gained.effective}, expiry -${lost.expiry} +${gained.expiry}`,
    );
  }
  process.exit(0);
}

const cases: Array<{ id: string; text: string; spans: string[]; gold: unknown }> = [];
for (const record of await cuadDevRecords()) {
  const gold = mapping.goldFields(record).expiry_date;
  const label = record.fields["Expiration Date"] as { context?: string[] } | undefined;
  if (!gold || !label?.context?.length) continue;
  const text = fs.readFileSync(path.join(CUAD, record.file), "utf8");
  if (scoreField("expiry_date", fieldsRead(text).expiry, gold, "mdy") !== "right") continue;
  cases.push({ id: recordKey(record), text, spans: label.context, gold });
}
console.log(`${cases.length} dev contracts whose expiry the rules read right`);
for (const [name, rewrite] of Object.entries(VARIANTS)) {
  if (values.show && values.show !== name) continue;
  let changed = 0;
  let kept = 0;
  for (const { id, text, spans, gold } of cases) {
    let rewritten = text;
    for (const span of spans) {
      const at = findSpan(rewritten, span);
      if (!at) continue;
      const old = rewritten.slice(at.start, at.end);
      const replaced = rewrite(old);
      if (replaced !== old)
        rewritten = rewritten.slice(0, at.start) + replaced + rewritten.slice(at.end);
    }
    if (name in MOVES) rewritten = MOVES[name]!(text, spans);
    if (rewritten === text) continue;
    changed++;
    const read = fieldsRead(rewritten).expiry;
    if (scoreField("expiry_date", read, gold, "mdy") === "right") kept++;
    else if (values.show === name) {
      console.log(`  ${id}: ${JSON.stringify(gold)} expected, ${String(read)} read`);
      for (const span of spans) console.log(`    ${rewrite(span).replace(/\s+/g, " ")}`);
    }
  }
  console.log(`${name.padEnd(16)} ${kept} of ${changed} rewritten still right`);
}
