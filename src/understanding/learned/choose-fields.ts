import { mendCompanyForm } from "../accounting/company-form.ts";
import { TERBILANG_CHECK } from "../accounting/consistency.ts";
import { sourceOf } from "../document-lines.ts";
import type { Row } from "../rows.ts";
import type { DocumentType, ExtractedField, FieldCheck, UnderstoodFields } from "../types.ts";
import {
  amountCandidates,
  type Candidate,
  dateCandidates,
  nameCandidates,
  pageGeometry,
} from "./candidates.ts";
import { derivedAmountCandidates } from "./derived-amounts.ts";
import { amountFeatures, dateFeatures, type Features, nameFeatures } from "./features.ts";
import { candidateProbabilities, type FieldScorer } from "./model.ts";
import weights from "./weights.json" with { type: "json" };

export const LEARNED_FIELDS = ["total_amount", "date", "vendor"] as const;
export type LearnedField = (typeof LEARNED_FIELDS)[number];

export interface FieldModel {
  version: string;
  trainedOn: string;
  fields: Record<LearnedField, FieldScorer>;
}

/** The committed model (`npm run train:extractor` writes it). */
export const FIELD_MODEL: FieldModel = weights as FieldModel;

/** One field's candidates in a document, with their features. */
export interface FieldCandidates {
  candidates: Array<Candidate<string | number>>;
  features: Features[];
}

/**
 * Every field's candidates and features: each amount for the total, each date for the date,
 * each name-like line near the top for the vendor. What the rules chose is one feature.
 */
export function fieldCandidates(
  rows: Row[],
  rules: UnderstoodFields,
): Record<LearnedField, FieldCandidates> {
  const geometry = pageGeometry(rows);
  const printed = amountCandidates(rows);
  const amounts = [...printed, ...derivedAmountCandidates(printed)];
  const dates = dateCandidates(rows);
  const names = nameCandidates(rows);
  return {
    total_amount: {
      candidates: amounts,
      features: amountFeatures(amounts, rows, geometry, rules.total_amount?.value ?? null),
    },
    date: {
      candidates: dates,
      features: dateFeatures(dates, rows, geometry, rules.date?.value ?? null),
    },
    vendor: {
      candidates: names,
      features: nameFeatures(names, rows, geometry, rules.vendor?.value ?? null),
    },
  };
}

/**
 * Fields the document settles itself: a total that its amount in words says (terbilang) is the
 * amount agreed, whatever figure a scorer would prefer, since words have no digits to misread.
 */
export function settledByWords(checks: readonly FieldCheck[]): LearnedField[] {
  return checks.some((check) => check.name === TERBILANG_CHECK && check.passed)
    ? ["total_amount"]
    : [];
}

/** The candidate the scorer rates highest, and its probability. */
export function bestCandidate(scorer: FieldScorer, found: FieldCandidates) {
  const probabilities = candidateProbabilities(scorer, found.features);
  let best = -1;
  probabilities.forEach((probability, index) => {
    if (best < 0 || probability > probabilities[best]!) best = index;
  });
  if (best < 0) return null;
  const chosen = strayDigitsDropped(found, best) ?? best;
  return { candidate: found.candidates[chosen]!, probability: probabilities[chosen]! };
}

/** At most this many figures a stray mark read as digits puts before a total's amount. */
const STRAY_DIGITS = 2;

/**
 * The amount a total's figures give without their first one or two digits, where those are a
 * currency sign or a speck OCR read as figures ("RM 85.20" read "385.20"): the shorter values.
 */
function withoutLeadingDigits(value: number): number[] {
  const units = String(Math.floor(value));
  const cents = Math.round(value * 100) % 100;
  const shorter: number[] = [];
  for (let dropped = 1; dropped <= STRAY_DIGITS && dropped < units.length; dropped++) {
    const rest = units.slice(dropped);
    if (!rest.startsWith("0")) shorter.push(Number(rest) + cents / 100);
  }
  return shorter;
}

/**
 * The candidate a chosen total stands for when nothing on the receipt confirms it while the
 * same figures without a stray leading digit or two are a labelled sum (a subtotal, a total)
 * that the other amounts agree on (`alone_beside_supported`, `best_supported`: the items' sum,
 * the same figure on another row, cash less change), or null when it is no such case. Only a
 * labelled sum: the reverse misreading, a total's first digit lost on the item or the payment
 * line ("2.80" for 82.80), leaves figures that the lines beside them confirm too.
 */
export function strayDigitsDropped(found: FieldCandidates, chosen: number): number | null {
  if (found.features[chosen]?.alone_beside_supported !== 1) return null;
  const value = found.candidates[chosen]!.value;
  if (typeof value !== "number") return null;
  const shorter = withoutLeadingDigits(value);
  const index = found.candidates.findIndex((candidate, at) => {
    const features = found.features[at]!;
    return (
      features.best_supported === 1 &&
      (features.label_subtotal === 1 || features.label_total === 1) &&
      typeof candidate.value === "number" &&
      shorter.some((each) => sameValue(each, candidate.value))
    );
  });
  return index < 0 ? null : index;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number") return Math.abs(a - b) < 0.005;
  return typeof a === "string" && typeof b === "string" && a.toLowerCase() === b.toLowerCase();
}

/**
 * The rules' fields with the total, date and vendor the trained scorers choose, for each field
 * whose scorer measured better than the rules on the dev side's documents of this type and
 * that the document does not settle itself (`settled`: a total its amount in words gives). The
 * confidence is the chosen candidate's probability among the document's candidates.
 */
export function chooseLearnedFields(
  rows: Row[],
  rules: UnderstoodFields,
  type: DocumentType,
  model: FieldModel = FIELD_MODEL,
  settled: readonly LearnedField[] = [],
): UnderstoodFields {
  const used = LEARNED_FIELDS.filter(
    (field) => model.fields[field]?.types.includes(type) && !settled.includes(field),
  );
  if (used.length === 0) return rules;
  const found = fieldCandidates(rows, rules);
  const fields: UnderstoodFields = { ...rules };
  for (const field of used) {
    const best = bestCandidate(model.fields[field], found[field]);
    if (!best) continue;
    // Where the rules found the same value, the checks that lowered their confidence in it
    // (a terbilang or a sum that disagrees) still hold.
    const rulesField = (rules as Record<LearnedField, ExtractedField<unknown> | undefined>)[field];
    // A name's legal form as OCR misread it is mended as the rules' is (company-form.ts).
    const value =
      field === "vendor" ? mendCompanyForm(String(best.candidate.value)) : best.candidate.value;
    const same = rulesField !== undefined && sameValue(rulesField.value, value);
    const probability = Number(best.probability.toFixed(3));
    const chosen = {
      value,
      confidence: same ? Math.min(probability, rulesField.confidence) : probability,
      source: sourceOf(best.candidate.line),
    };
    (fields as Record<LearnedField, ExtractedField<unknown>>)[field] = chosen;
  }
  return fields;
}
