/**
 * A conversation's latest question read in the light of the ones before it: "Berapa total
 * tagihan PLN tahun ini?" then "dan tahun lalu?" asks for the same total a year earlier, and
 * "Who is the counterparty in the lease?" then "when does it expire?" asks about the lease.
 */
import { isEmptyQuery } from "../query/parse-search-query.ts";
import type { ParsedQuery } from "../query/types.ts";
import { parseQuestion, taxTypesNamed, type AskedField, type Question } from "./parse-question.ts";

/**
 * Openings that keep the previous question and change part of what it is about; one may follow
 * another ("and what about …", "terus kalau …"). "Yang …" and "the one …" pick another of the
 * same kind ("yang dari PT X?", "the one from March?").
 */
const CONTINUATION =
  /^\s*(?:(?:and|dan|what about|how about|bagaimana dengan|gimana dengan|kalau|kalo|terus|lalu|juga|yang|the one|the ones|which of (?:them|those|these)|(?:of|among) (?:them|those|these)|di antaranya|dari (?:semua )?(?:itu|tersebut))\b[\s,]*)+/i;

/**
 * "dibanding bulan lalu?", "compared to 2024?": after a sum over a period, the same sum over
 * another one, side by side.
 */
const AGAINST =
  /^\s*(?:(?:and|dan|terus|kalau|kalo)\s+)?(?:dibanding(?:kan)?|bandingkan|banding|compared?(?: it)? (?:to|with)|versus|vs\.?|against)(?:\s+(?:dengan|sama))?\b/i;

function againstAnotherPeriod(
  previous: Question,
  text: string,
  options: { today: string },
): Question | null {
  if (previous.kind !== "total" || previous.measure || previous.average) return null;
  const before = previous.about.filters.date;
  if (!before || !AGAINST.test(text)) return null;
  const other = parseQuestion(text.replace(AGAINST, " "), options);
  if (!onlyAPeriod(other) || other.kind === "compare" || !other.about.filters.date) return null;
  const words = (about: ParsedQuery) =>
    about.chips.find((chip) => chip.filter === "date")?.words ?? "";
  const filters = { ...previous.about.filters };
  delete filters.date;
  return {
    kind: "periods",
    about: {
      ...previous.about,
      filters,
      chips: previous.about.chips.filter((chip) => chip.filter !== "date"),
    },
    periods: [
      { range: before, words: words(previous.about) },
      { range: other.about.filters.date, words: words(other.about) },
    ],
  };
}

/**
 * The names of a field a follow-up may say alone ("and the tax?", "terus ppn nya?",
 * "tanggalnya?", "the vendor?"), in both languages: said of what was asked before, they ask
 * that field of it, as "what is the tax on it" would.
 */
const FIELD_NAMES: Array<[AskedField, string]> = [
  ["tax_amount", "tax(?:es)?|tax amount|vat|gst|ppn|pajak|pb ?1"],
  ["total_amount", "total|total amount|grand total|amount|jumlah|nominal"],
  ["due_date", "due date|due|jatuh tempo|tanggal jatuh tempo"],
  ["date", "date|issue date|tanggal|tanggal terbit"],
  ["vendor", "vendor|seller|supplier|penjual|pemasok|toko"],
  [
    "document_number",
    "number|(?:invoice|faktur|document|bill|receipt) number|nomor|nomor (?:invoice|faktur|dokumen|tagihan|nota|struk)",
  ],
  ["expiry_date", "expiry|expiry date|end date|masa berlaku|tanggal berakhir"],
  ["service_charge", "service charge|service fee|biaya layanan"],
  ["discount", "discount|diskon|potongan"],
  ["counterparty", "counterparty|other party|pihak kedua"],
  ["governing_law", "governing law|hukum"],
];

/** A question word or a politeness that may close the field's name: "ppn nya berapa", "the date?". */
const CLOSING = "berapa|apa|kapan|siapa|what|when|who|how much|please|dong|ya|sih";

function fieldNamedAlone(text: string): AskedField | null {
  for (const [field, names] of FIELD_NAMES) {
    const alone = new RegExp(
      `^\\s*(?:(?:the|its|their)\\s+)?(?:${names})(?:\\s*nya)?(?:\\s+(?:${CLOSING}))?\\s*[?.!]*\\s*$`,
      "i",
    );
    if (alone.test(text)) return field;
  }
  return null;
}

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
function sumOfThose(
  previous: Question,
  current: Question,
  subject: ParsedQuery,
  text: string,
): Question | null {
  const many =
    (previous.kind === "list" && !previous.shops) ||
    previous.kind === "count" ||
    previous.kind === "total";
  if (!many || current.kind !== "field" || !isEmptyQuery(current.about)) return null;
  if (current.field === "total_amount") return { kind: "total", about: subject };
  if (current.field === "tax_amount") {
    const taxTypes = taxTypesNamed(text);
    return { kind: "total", about: subject, measure: { field: "tax_amount", taxTypes } };
  }
  if (current.field === "service_charge" || current.field === "discount") {
    return { kind: "total", about: subject, measure: { field: current.field } };
  }
  return null;
}

function followUp(previous: Question, current: Question, text: string): Question {
  const subject = subjectOf(previous);
  if (!subject || current.kind === "compare") return current;
  const continues = CONTINUATION.test(text) || onlyAPeriod(current);
  const sum = sumOfThose(previous, current, subject, text);
  if (sum) return sum;
  // "biggest sgd invoice" → "and when's it due?": the field of the paper picked, not of any
  // paper of the kind.
  if (current.kind === "field" && isEmptyQuery(current.about)) {
    if (previous.kind === "first") {
      const picked = { kind: previous.kind, by: previous.by, order: previous.order };
      return { ...current, about: subject, picked };
    }
    if (previous.kind === "ranked") {
      const picked = { kind: previous.kind, by: previous.by, order: previous.order };
      return { ...current, about: subject, picked };
    }
  }
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
    const against = againstAnotherPeriod(resolved, text, options);
    if (against) {
      resolved = against;
      continue;
    }
    // The opening only joins it to the question before: "kalau 2025?" is about 2025, and
    // "kalau" searched as a document's word would find nothing.
    // "and the Acme one?": "one" stands for the paper asked about before, not a word of it.
    const asked = (CONTINUATION.test(text) ? text.replace(CONTINUATION, " ") : text).replace(
      /\b(?<=\S+ )ones?(?=\s*[?.!]*\s*$)/i,
      " ",
    );
    const field = fieldNamedAlone(asked);
    const current: Question = field
      ? {
          kind: "field",
          field,
          about: { text: "", terms: [], termGroups: [], filters: {}, chips: [] },
        }
      : parseQuestion(asked, options);
    resolved = followUp(resolved, current, text);
    // A guessed kind's fallback is the follow-up's own words searched alone ("jatuh temponya"):
    // what the conversation is about is what to list when the guess finds nothing.
    if (resolved.instead && resolved.kind !== "compare") {
      resolved = { ...resolved, instead: { kind: "list", about: resolved.about } };
    }
  }
  return resolved;
}
