/**
 * A conversation's latest question read in the light of the ones before it: "Berapa total
 * tagihan PLN tahun ini?" then "dan tahun lalu?" asks for the same total a year earlier, and
 * "Who is the counterparty in the lease?" then "when does it expire?" asks about the lease.
 */
import { isEmptyQuery } from "../query/parse-search-query.ts";
import type { ParsedQuery } from "../query/types.ts";
import { parseQuestion, type Question } from "./parse-question.ts";

/** Openings that keep the previous question and change part of what it is about. */
const CONTINUATION =
  /^\s*(and|dan|what about|how about|bagaimana dengan|gimana dengan|kalau|kalo|terus|lalu|juga)\b/i;

/** How many of the user's latest questions are read together; older ones no longer steer. */
const TURNS_READ = 6;

/** The dates a question can be about besides a document's own. */
const DATE_FIELDS = ["expiryDate", "dueDate", "effectiveDate"] as const;

/**
 * A period named alone ("and in 2028?") reads as a document's own date; after "which contracts
 * expire in 2027" it is the expiry date it changes: the period of the date asked about before.
 */
function asPeriodOf(previous: ParsedQuery, change: ParsedQuery): ParsedQuery {
  const period = change.filters.date;
  const asked = DATE_FIELDS.find((field) => previous.filters[field] !== undefined);
  if (!period || !asked || previous.filters.date !== undefined) return change;
  const filters = { ...change.filters, [asked]: period };
  delete filters.date;
  return {
    ...change,
    filters,
    chips: change.chips.map((chip) => (chip.filter === "date" ? { ...chip, filter: asked } : chip)),
  };
}

/** The earlier subject with what the follow-up changed: its filters win, its words if any. */
function narrowed(previous: ParsedQuery, latest: ParsedQuery): ParsedQuery {
  const change = asPeriodOf(previous, latest);
  const changedFilters = new Set(Object.keys(change.filters));
  const words = change.terms.length > 0 ? change : previous;
  return {
    text: words.text,
    terms: words.terms,
    termGroups: words.termGroups,
    filters: { ...previous.filters, ...change.filters },
    chips: [...previous.chips.filter((chip) => !changedFilters.has(chip.filter)), ...change.chips],
  };
}

function subjectOf(question: Question): ParsedQuery | null {
  return question.kind === "compare" ? null : question.about;
}

/**
 * A question naming only a period ("yang 2024 berapa", "2023?"): nothing else to be about, so
 * it asks again what was asked before, of that period, whatever its opening.
 */
function onlyAPeriod(question: Question): boolean {
  if (question.kind === "compare") return false;
  const { terms, filters } = question.about;
  const keys = Object.keys(filters);
  return (
    terms.length === 0 &&
    keys.length > 0 &&
    keys.every((key) => key === "date" || (DATE_FIELDS as readonly string[]).includes(key))
  );
}

/**
 * "what's their total?", "ppn nya berapa" after a list, a count or a sum: the amount of the
 * documents asked about before is their sum, not the amount of the first of them.
 */
function sumOfThose(previous: Question, current: Question, subject: ParsedQuery): Question | null {
  const many =
    (previous.kind === "list" && !previous.shops) ||
    previous.kind === "count" ||
    previous.kind === "total";
  if (!many || current.kind !== "field" || !isEmptyQuery(current.about)) return null;
  if (current.field === "total_amount") return { kind: "total", about: subject };
  if (current.field === "tax_amount") {
    return { kind: "total", about: subject, measure: { field: "tax_amount", taxTypes: null } };
  }
  return null;
}

function followUp(previous: Question, current: Question, text: string): Question {
  const subject = subjectOf(previous);
  if (!subject || current.kind === "compare") return current;
  const continues = CONTINUATION.test(text) || onlyAPeriod(current);
  const sum = sumOfThose(previous, current, subject);
  if (sum) return sum;
  if (current.kind === "field" || current.kind === "clause") {
    if (isEmptyQuery(current.about)) return { ...current, about: subject };
    return continues ? { ...current, about: narrowed(subject, current.about) } : current;
  }
  // "and last year?" reads as a list of its own; it asks again what was asked before.
  if (
    current.kind === "list" &&
    continues &&
    previous.kind !== "list" &&
    previous.kind !== "compare"
  ) {
    return { ...previous, about: narrowed(subject, current.about) };
  }
  if (isEmptyQuery(current.about)) return { ...current, about: subject };
  return continues ? { ...current, about: narrowed(subject, current.about) } : current;
}

/** The last of the user's questions (oldest first), each follow-up resolved against the one before. */
export function parseConversation(questions: string[], options: { today: string }): Question {
  const recent = questions.slice(-TURNS_READ);
  let resolved = parseQuestion(recent[0] ?? "", options);
  for (const text of recent.slice(1)) {
    // The opening only joins it to the question before: "kalau 2025?" is about 2025, and
    // "kalau" searched as a document's word would find nothing.
    const asked = CONTINUATION.test(text) ? text.replace(CONTINUATION, " ") : text;
    resolved = followUp(resolved, parseQuestion(asked, options), text);
    // A guessed kind's fallback is the follow-up's own words searched alone ("jatuh temponya"):
    // what the conversation is about is what to list when the guess finds nothing.
    if (resolved.instead && resolved.kind !== "compare") {
      resolved = { ...resolved, instead: { kind: "list", about: resolved.about } };
    }
  }
  return resolved;
}
