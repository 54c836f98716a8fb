import { ASSISTANT, type StreamEvent } from "../../../contracts/assistant.ts";
import type { DOCUMENT_TYPES } from "../../../contracts/extracted-data.ts";
import type { Language } from "../../../contracts/languages.ts";
import {
  isEmptyQuery,
  type FilterKey,
  type ParsedQuery,
} from "../../../understanding/query/index.ts";
import { parseConversation } from "../../../understanding/question/follow-up.ts";
import {
  toldByWholeText,
  type AskedField,
  type Measure,
  type NamedPeriod,
  type OrderedDate,
  type PickedPaper,
  type Question,
  separateAsks,
} from "../../../understanding/question/parse-question.ts";
import type { DocumentRow } from "../documents/present-document.ts";
import type { RankedRow, WordsWithin } from "../search/search-documents.ts";
import { bold, formatAmount, formatDay, previewLink } from "./answer-format.ts";
import type { AssistantTools, Totals } from "./assistant-tools.ts";
import { clausesAbout, clauseTexts, wholeClause } from "./find-clause.ts";
import { partyOfRole } from "../../../understanding/question/party-roles.ts";
import { askedWords, bestPassage, kindWordsIn, namingPreamble } from "./read-passage.ts";
import {
  AMOUNT_LABELS,
  DUE_LABEL,
  labelledAmount,
  labelledDate,
  labelledNumber,
  labelledTotal,
  namedNumberIn,
  periodIn,
  STORED_AMOUNTS,
  storedAmount,
  termEnd,
} from "./read-amount.ts";
import { PHRASES, type Phrases } from "./phrases.ts";
import { relaxations } from "./relax-query.ts";

export interface AnswerContext {
  tools: AssistantTools;
  language: Language;
  emit: (event: StreamEvent) => void;
  signal: AbortSignal;
}

/** The planner's context: what the answer must also say (a filter it let go of). */
interface Planning extends AnswerContext {
  notes: string[];
}

/** The words a question's documents were looked for with, to say what was not found. */
function describe(about: ParsedQuery): string {
  return [...about.chips.map((chip) => chip.words), about.text].filter(Boolean).join(" ");
}

const titleOf = (row: DocumentRow) =>
  row.userFriendlyName ?? row.documentTitle ?? row.originalFilename;

/** The date a list shows beside each document: the one the question was about. */
function listedDate(row: RankedRow, about: ParsedQuery): string | null {
  if (about.filters.expiryDate) return row.expiry_date;
  if (about.filters.dueDate || about.filters.payment) return row.due_date;
  return row.document_date;
}

/**
 * An invoice is known by its number (a faktur pajak by its serial, which the tax office
 * registers): a line listing one shows it, so the owner can match it to the paper.
 */
function numberShown(row: RankedRow): string | null {
  return row.type === "invoice" ? row.document_number : null;
}

function listLine(row: RankedRow, about: ParsedQuery, language: Language): string {
  const parts = [
    previewLink(row.title, row.id),
    numberShown(row),
    row.counterparty ?? row.vendor,
    formatDay(listedDate(row, about), language),
    formatAmount(row.total_amount, row.currency, language),
  ];
  return `- ${parts.filter(Boolean).join(" — ")}`;
}

function fieldValue(row: DocumentRow, field: AskedField, language: Language): string | null {
  switch (field) {
    case "governing_law":
      return row.governingLaw;
    case "counterparty":
      return row.counterparty;
    case "primary_party":
      return row.primaryParty;
    case "parties": {
      const names = [row.primaryParty, row.counterparty].filter(Boolean);
      return names.length > 0 ? names.join(language === "id" ? " dan " : " and ") : null;
    }
    case "expiry_date":
      return formatDay(row.expiryDate ?? termEnd(row.content), language);
    case "effective_date":
      return formatDay(row.effectiveDate, language);
    case "due_date":
      return formatDay(row.dueDate ?? labelledDate(row.content, DUE_LABEL), language);
    case "date":
      return formatDay(row.documentDate, language);
    case "total_amount":
      return formatAmount(row.totalAmount ?? labelledTotal(row.content), row.currency, language);
    case "tax_amount":
      return formatAmount(row.taxAmount, row.currency, language);
    case "tax_rate":
      return formatRate(row.taxRate ?? printedTaxRate(row.content), language);
    case "vendor":
      return row.vendor;
    case "document_number":
      return row.documentNumber ?? labelledNumber(row.content);
    case "service_charge":
    case "discount":
    case "subtotal":
    case "contract_value": {
      const stored = storedAmount(row.extractedData, STORED_AMOUNTS[field]);
      const printed =
        field === "service_charge" || field === "discount" ? printedAmount(row, field) : null;
      const amount = stored ?? printed;
      return formatAmount(amount, row.currency, language);
    }
    case "deposit":
      return formatAmount(printedAmount(row, field), row.currency, language);
  }
}

/** A share as people write it: 0.12 is "12%", 0.015 "1.5%" ("1,5%" in Indonesian). */
function formatRate(rate: number | null, language: Language): string | null {
  if (rate === null) return null;
  const percent = String(Math.round(rate * 1000) / 10);
  return `${language === "id" ? percent.replace(".", ",") : percent}%`;
}

/** A tax's name and its rate on one line: "PPN 11%", "VAT @ 7 %", "Pajak (10%)". */
const PRINTED_TAX_RATE =
  /\b(?:ppn|vat|gst|sst|pb ?1|tax|pajak)\b[^\n\d%]{0,12}(\d{1,2}(?:[.,]\d{1,2})?)\s?%/i;

/** A rate understanding did not store, read beside the tax's name in the document's text. */
function printedTaxRate(content: string | null): number | null {
  const found = content ? PRINTED_TAX_RATE.exec(content) : null;
  return found ? Number(found[1]!.replace(",", ".")) / 100 : null;
}

/** An amount understanding did not store, read beside its label in the document's text. */
function printedAmount(row: DocumentRow, field: keyof typeof AMOUNT_LABELS): number | null {
  return labelledAmount(row.content, AMOUNT_LABELS[field])?.amount ?? null;
}

/** Runs one tool, saying so on the stream, and reports what it found. */
async function useTool<Result>(
  context: AnswerContext,
  tool: string,
  input: Record<string, unknown>,
  run: () => Promise<Result>,
  found: (result: Result) => string[],
): Promise<Result> {
  context.emit({ type: "tool_call", data: { tool, input } });
  const result = await run();
  const documentIds = found(result);
  context.emit({
    type: "tool_result",
    data: { tool, documentIds, summary: `${documentIds.length}` },
  });
  return result;
}

/** How many of the best matches a question about one document looks through. */
const CANDIDATES = 5;
/** As many when the question gives a number to find the document by: it ranks by words alone. */
const CANDIDATES_BY_NUMBER = 20;

/** A number of six digits or more, separators aside: a faktur's or an invoice's own number. */
const IDENTIFIER_DIGITS = 6;

/** The number a question finds its document by ("faktur pajak 040.000-23.11112222"), if any. */
function identifierIn(about: ParsedQuery): string | null {
  const digits = (about.text.match(/\d[\d\s./-]*\d/g) ?? []).map((run) => run.replace(/\D/g, ""));
  return digits.find((run) => run.length >= IDENTIFIER_DIGITS) ?? null;
}

/**
 * Whether a document prints the number, separators aside: as its stored number or as a whole
 * number in its text (not inside a longer one, an account's or a phone's).
 */
function printsNumber(row: DocumentRow, digits: string): boolean {
  const numbers = [row.documentNumber ?? "", ...(row.content?.match(/\d[\d./-]*\d/g) ?? [])];
  return numbers.some((number) => number.replace(/\D/g, "") === digits);
}

/**
 * How many of the question's words (each in any of its forms) a document's names (its file's
 * too: "tagihan-catering-januari") or text hold.
 */
function wordsHeld(row: DocumentRow, about: ParsedQuery): number {
  const text = [
    row.userFriendlyName,
    row.name,
    row.originalFilename,
    row.vendor,
    row.counterparty,
    row.primaryParty,
    row.documentTitle,
    row.content,
  ]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
  const holds = (word: string) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").test(text);
  return about.termGroups.filter((group) => group.some((word) => holds(word.toLowerCase()))).length;
}

/** The type understanding gives a document whose kind it could not tell. */
const UNREAD_KIND: (typeof DOCUMENT_TYPES)[number] = "uncategorized";

/** The question without the kind of document its words were read as, kept as a ranking only. */
const KIND_FILTERS = ["types", "contractTypes", "vertical"] as const;

function withoutKind(about: ParsedQuery): ParsedQuery | null {
  if (!KIND_FILTERS.some((key) => about.filters[key] !== undefined)) return null;
  if (about.terms.length === 0) return null;
  const filters = { ...about.filters };
  for (const key of KIND_FILTERS) delete filters[key];
  return { ...about, filters };
}

/**
 * The one document a question is about: the first mentioned, else the best search match
 * that states what is asked (the best match of "the invoice from PT X" may be its tax
 * invoice, which has no due date).
 *
 * Among the matches, the one holding most of the question's words answers. The kind of paper
 * the question names decides unless understanding could not tell a document's kind: a water
 * bill read as "uncategorized" is still the one "tagihan <utility> X" means when it holds more of
 * the question's words than any bill does. A number the question gives (six digits or more)
 * decides first: the document printing it is the one asked about.
 */
async function oneDocument(
  context: Planning,
  about: ParsedQuery,
  mentioned: DocumentRow | undefined,
  states: (row: DocumentRow) => boolean = () => true,
): Promise<DocumentRow | null> {
  if (mentioned) return mentioned;
  if (isEmptyQuery(about)) return null;
  const identifier = identifierIn(about);
  const limit = identifier ? CANDIDATES_BY_NUMBER : CANDIDATES;
  const find = (each: ParsedQuery, wordsNeeded: "any" | "every") =>
    useTool(
      context,
      "search_documents",
      { query: describe(each) },
      () => context.tools.search(each, limit, wordsNeeded),
      (found) => found.map((row) => row.id),
    );
  const rows = await relaxing(context, about, "find", find);
  const kindless = withoutKind(about);
  const others = kindless ? await find(kindless, "any") : [];
  const candidates: Array<{ row: DocumentRow; score: number; held: number; number: boolean }> = [];
  for (const candidate of [...rows, ...others]) {
    if (candidates.some((each) => each.row.id === candidate.id)) continue;
    const row = await context.tools.document(candidate.id);
    if (!row) continue;
    candidates.push({
      row,
      score: Number(candidate.score),
      held: wordsHeld(row, about),
      number: identifier !== null && printsNumber(row, identifier),
    });
  }
  const inKind = candidates.slice(0, rows.length);
  // Of the other kinds, only a document whose kind was not read may answer, and only by
  // holding more of the words than every match of the kind: one read as another kind is not
  // the paper the question names.
  const unread = candidates
    .slice(rows.length)
    .filter((each) => each.row.type === null || each.row.type === UNREAD_KIND);
  const mostHeld = Math.max(0, ...inKind.map((each) => each.held));
  const pool = [...inKind, ...unread.filter((each) => each.held > mostHeld)];
  const numbered = pool.filter((each) => each.number);
  const sure = numbered.length > 0 ? numbered : pool;
  const top = Math.max(...sure.map((each) => each.held));
  // A document holding under half of what the question names is another one: "the service
  // charge at <a restaurant no document names>" is not the first restaurant's slip.
  if (numbered.length === 0 && top * 2 < about.termGroups.length) return null;
  const best = sure.filter((each) => each.held === top);
  // A later match is taken for stating what is asked only when it matches about as well.
  const bestScore = best[0]?.score ?? 0;
  for (const each of best) {
    if (each !== best[0] && each.score < bestScore * CLOSE_MATCH) break;
    if (states(each.row)) return each.row;
  }
  return best[0]?.row ?? null;
}

/** How close to the best match's score a later one must be to answer in its place. */
const CLOSE_MATCH = 0.9;

/**
 * Runs a search as the question reads; when nothing matches, again with the filters its words
 * became let go of one by one (relax-query.ts), noting what was let go of for the answer.
 *
 * A list, a count or a total first looks for its words in what each document says it is
 * (names, kinds, first lines; a party among its names), and in the whole text only when that
 * finds nothing: "struk kafe" counts the cafés' slips, not a grocer's slip listing ground
 * coffee among its items. A question whose kind of paper its body tells (parse-question.ts,
 * `toldByWholeText`) reads the whole text at once.
 */
async function relaxing<Row>(
  context: Planning,
  about: ParsedQuery,
  purpose: "find" | "sum",
  run: (about: ParsedQuery, wordsNeeded: "any" | "every", within: WordsWithin) => Promise<Row[]>,
  set: "one" | "set" = "one",
): Promise<Row[]> {
  const named = about.terms.length > 0 || about.filters.party !== undefined;
  // What the whole text tells (the kWh an electricity bill prints in its body) is read there,
  // and held to with the other words: it is what tells the bill from a shop's invoice.
  const whole = toldByWholeText(about);
  const places: WordsWithin[] = set === "set" && named && !whole ? ["head", "text"] : ["text"];
  for (const within of places) {
    const rows = await run(about, whole ? "every" : "any", within);
    if (rows.length > 0) return rows;
  }
  // A looser reading still needs every word the question has: "Varnhold Corporation" without
  // its party filter is not any document that says "corporation".
  for (const looser of relaxations(about, purpose)) {
    const found = await run(looser.about, "every", "text");
    if (found.length > 0) {
      const phrases = PHRASES[context.language];
      context.notes.push(
        looser.widened
          ? phrases.billedLater(looser.dropped)
          : phrases.relaxed(describe(about), looser.dropped),
      );
      return found;
    }
  }
  return [];
}

/** What was looked for and let go of, for an answer that found nothing. */
function tried(about: ParsedQuery, purpose: "find" | "sum" = "find"): string[] {
  return relaxations(about, purpose)
    .filter((looser) => !looser.widened)
    .map((looser) => looser.dropped);
}

interface Answer {
  text: string;
  documentIds: string[];
}

/** The sum (or count) of what a question describes, looked for as a list is; null for none. */
async function sumOf(
  context: Planning,
  about: ParsedQuery,
  countOnly: boolean,
  measure: Measure,
): Promise<Totals | null> {
  const [totals] = await relaxing(
    context,
    about,
    "sum",
    async (each, _wordsNeeded, within) => {
      const result = await useTool(
        context,
        countOnly ? "count_documents" : "total_amounts",
        { query: describe(each), ...(countOnly ? {} : { sum: measure }) },
        () => context.tools.totals(each, measure, within, countOnly),
        (found) => found.cited.map((row) => row.id),
      );
      return result.documents > 0 ? [result] : [];
    },
    "set",
  );
  return totals ?? null;
}

async function answerTotal(
  context: Planning,
  about: ParsedQuery,
  phrases: Phrases,
  countOnly: boolean,
  measure: Measure = { field: "total_amount" },
  average = false,
): Promise<Answer> {
  const totals = await sumOf(context, about, countOnly, measure);
  if (!totals) {
    return { text: phrases.nothingFound(describe(about), tried(about, "sum")), documentIds: [] };
  }
  const sources = [
    totals.documents > totals.cited.length
      ? phrases.sourcesShown(totals.cited.length, totals.documents)
      : phrases.sources,
    ...totals.cited.map((row) => listLine(row, about, context.language)),
  ];
  const documentIds = totals.cited.map((row) => row.id);
  if (countOnly) {
    return {
      text: [phrases.count(totals.documents), "", ...sources].join("\n"),
      documentIds,
    };
  }
  const withAmounts = totals.byCurrency.filter((each) => each.amount > 0);
  if (withAmounts.length > 0 && average) {
    const mean = (each: (typeof withAmounts)[number]) =>
      bold(
        formatAmount(each.amount / each.measured, each.currency, context.language) ??
          String(each.amount / each.measured),
      );
    const [only] = withAmounts;
    const lead =
      withAmounts.length === 1 && only
        ? [phrases.average(mean(only), only.measured)]
        : [
            phrases.averagePerCurrency(totals.documents),
            ...withAmounts.map((each) => `- ${mean(each)} (${each.measured})`),
          ];
    return { text: [...lead, "", ...sources].join("\n"), documentIds };
  }
  if (withAmounts.length === 0) {
    return {
      text: [phrases.totalNoAmounts(totals.documents), "", ...sources].join("\n"),
      documentIds,
    };
  }
  const amountOf = (each: (typeof withAmounts)[number]) =>
    bold(formatAmount(each.amount, each.currency, context.language) ?? String(each.amount));
  const [only] = withAmounts;
  const what = measure.field === "total_amount" ? null : measureName(measure, phrases);
  const lead =
    withAmounts.length === 1 && only
      ? [
          what
            ? phrases.totalOf(what, amountOf(only), totals.documents)
            : phrases.total(amountOf(only), totals.documents),
        ]
      : [
          phrases.totalPerCurrency(totals.documents),
          ...withAmounts.map((each) => `- ${amountOf(each)} (${each.documents})`),
        ];
  return { text: [...lead, "", ...sources].join("\n"), documentIds };
}

/** "PPN", "tax amount", "service charge": what a total other than the documents' totals sums. */
function measureName(measure: Measure, phrases: Phrases): string {
  if (measure.field === "tax_amount" && measure.taxTypes) return measure.taxTypes[0]!;
  return phrases.fields[measure.field];
}

async function answerList(
  context: Planning,
  about: ParsedQuery,
  phrases: Phrases,
): Promise<Answer> {
  const rows = await relaxing(
    context,
    about,
    "find",
    (each, wordsNeeded, within) =>
      useTool(
        context,
        "search_documents",
        { query: describe(each) },
        () => context.tools.search(each, ASSISTANT.maxCitedDocuments, wordsNeeded, within),
        (found) => found.map((row) => row.id),
      ),
    "set",
  );
  if (rows.length === 0) {
    return { text: phrases.nothingFound(describe(about), tried(about)), documentIds: [] };
  }
  const total = rows[0]?.total ?? rows.length;
  return {
    text: [
      phrases.listIntro(total, rows.length),
      ...rows.map((row) => listLine(row, about, context.language)),
    ].join("\n"),
    documentIds: rows.map((row) => row.id),
  };
}

async function answerField(
  context: Planning,
  question: Extract<Question, { kind: "field" }>,
  mentioned: DocumentRow[],
  phrases: Phrases,
  asked: string,
): Promise<Answer> {
  // A number asked by its own name ("nomor rekening") is read beside that name in the text.
  // A party asked by its role is read where the contract names the role.
  const { number, role } = question;
  const valueOf = (candidate: DocumentRow) =>
    number
      ? namedNumberIn(candidate.content, number)
      : role
        ? partyOfRole(candidate.content ?? "", role, {
            primary: candidate.primaryParty,
            counter: candidate.counterparty,
          })
        : fieldValue(candidate, question.field, context.language);
  const picked =
    question.picked && !mentioned[0]
      ? await pickedPaper(context, question.about, question.picked)
      : null;
  const row =
    picked ??
    (await oneDocument(
      context,
      question.about,
      mentioned[0],
      (candidate) => valueOf(candidate) !== null,
    ));
  // A field no document states ("is the deposit returned with interest") may be a contract's
  // term: its own text is read for it. So is an amount asked of a contract, which is one of
  // its terms ("the monthly fee in the services agreement"), not the sum it was read to total.
  const contractAmount = question.field === "total_amount" && row?.type === "contract";
  if (!row || contractAmount || valueOf(row) === null) {
    const term = await answerTerm(context, asked, question.about, mentioned, phrases);
    if (term) return term;
  }
  if (!row) {
    const what = describe(question.about);
    return { text: phrases.nothingFound(what, tried(question.about)), documentIds: [] };
  }
  const field = number
    ? phrases.numbers[number]
    : role
      ? phrases.roles[role]
      : phrases.fields[question.field];
  const title = previewLink(titleOf(row), row.id);
  const value = valueOf(row);
  return {
    text: value
      ? phrases.fieldValue(field, title, bold(value))
      : phrases.fieldMissing(field, title),
    documentIds: [row.id],
  };
}

async function answerCompare(
  context: Planning,
  question: Extract<Question, { kind: "compare" }>,
  mentioned: DocumentRow[],
  phrases: Phrases,
): Promise<Answer> {
  const first = await oneDocument(context, question.first, mentioned[0]);
  const second = await oneDocument(context, question.second, mentioned[1]);
  if (!first) return { text: phrases.compareMissing(describe(question.first)), documentIds: [] };
  if (!second) return { text: phrases.compareMissing(describe(question.second)), documentIds: [] };
  const { language } = context;
  const fields: AskedField[] = [
    "vendor",
    "counterparty",
    "date",
    "effective_date",
    "expiry_date",
    "due_date",
    "total_amount",
    "governing_law",
  ];
  const shown = fields.filter(
    (field) => fieldValue(first, field, language) || fieldValue(second, field, language),
  );
  const cell = (row: DocumentRow, field: AskedField) => fieldValue(row, field, language) ?? "—";
  const table = [
    `| | ${previewLink(titleOf(first), first.id)} | ${previewLink(titleOf(second), second.id)} |`,
    "|---|---|---|",
    `| ${phrases.columns.type} | ${first.type ?? "—"} | ${second.type ?? "—"} |`,
    ...shown.map(
      (field) => `| ${phrases.fields[field]} | ${cell(first, field)} | ${cell(second, field)} |`,
    ),
  ];
  return {
    text: [phrases.compareIntro, "", ...table].join("\n"),
    documentIds: [first.id, second.id],
  };
}

async function answerClause(
  context: Planning,
  question: Extract<Question, { kind: "clause" }>,
  mentioned: DocumentRow[],
  phrases: Phrases,
): Promise<Answer> {
  const row = await oneDocument(context, question.about, mentioned[0]);
  if (!row) {
    const what = describe(question.about);
    return { text: phrases.nothingFound(what, tried(question.about)), documentIds: [] };
  }
  // When a paper recording a payment (a receipt, a kuitansi) was paid is the day it is dated:
  // it has no payment clause, and its lines quoted as one answer nothing.
  if (question.clause === "payment" && !question.period && row.type === "receipt") {
    const paidOn = { kind: "field", field: "date", about: question.about } as const;
    return answerField(context, paidOn, [row], phrases, describe(question.about));
  }
  const title = previewLink(titleOf(row), row.id);
  if (question.period) {
    const period = periodIn(
      clauseTexts(row.extractedData, row.content, question.clause),
      question.clause,
    );
    if (period) {
      return {
        text: [
          phrases.periodFound(question.clause, title, bold(phrases.duration(period.duration))),
          "",
          `> ${period.sentence}`,
        ].join("\n"),
        documentIds: [row.id],
      };
    }
  }
  const [clause] = clausesAbout(row.extractedData, row.content, question.clause);
  if (!clause)
    return { text: phrases.clauseMissing(question.clause, title), documentIds: [row.id] };
  const quoted = wholeClause(clause.text, row.content)
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  return {
    text: [phrases.clauseFound(clause.category, title), "", quoted].join("\n"),
    documentIds: [row.id],
  };
}

/** A contract's names by how surely they name it: its parties, then its title and file name. */
function namesOf(row: DocumentRow): string[] {
  const parties = [row.primaryParty, row.counterparty, row.vendor];
  const titles = [titleOf(row), row.name, row.originalFilename];
  return [parties, titles].map((each) =>
    each
      .filter((name): name is string => Boolean(name))
      .join("\n")
      .replace(/[_-]+/g, " "),
  );
}

/**
 * How surely a question names a contract, each word once at its surest: a word of its parties
 * weighs two, of its title one, of its preamble a half; a word of its kind in its title
 * ("kerja sama", "PKS") a quarter.
 */
function namedBy(asked: string, row: DocumentRow): number {
  const [parties = "", titles = ""] = namesOf(row);
  const weights = new Map<string, number>();
  const tiers: Array<[string, number]> = [
    [namingPreamble(row.content ?? ""), 0.5],
    [titles, 1],
    [parties, 2],
  ];
  for (const [names, weight] of tiers) {
    for (const word of askedWords(asked, names).naming) weights.set(word, weight);
  }
  return (
    [...weights.values()].reduce((sum, each) => sum + each, 0) + 0.25 * kindWordsIn(asked, titles)
  );
}

/**
 * Filters that make a question a list of the documents meeting them ("kontrak dgn hukum
 * malaysia", "perjanjian yang habis tahun 2029"), never one contract's term. Not a payment
 * state: "telat bayar" of a named contract asks what its default clause says.
 */
const CONDITIONS: FilterKey[] = [
  "governingLaw",
  "date",
  "dueDate",
  "expiryDate",
  "effectiveDate",
  "amount",
  "currency",
  "status",
  "starred",
];

function listsByCondition(about: ParsedQuery): boolean {
  return CONDITIONS.some((key) => about.filters[key] !== undefined);
}

/** Whether a contract is of the kind the question names ("the loan agreement", "the MoU"). */
function ofKindNamed(about: ParsedQuery, row: DocumentRow): boolean {
  const kinds: readonly string[] = about.filters.contractTypes ?? [];
  return row.contractType !== null && kinds.includes(row.contractType);
}

/** How many documents a term question weighs to find the contract it names. */
const TERM_CANDIDATES = 10;

/**
 * Of contracts a question names equally surely, the first whose text holds the term asked: two
 * contracts with one party are told apart by which of them sets it.
 */
export function contractHoldingTerm(tied: DocumentRow[], asked: string): DocumentRow | null {
  return tied.find((each) => passageIn(each, asked) !== null) ?? tied[0] ?? null;
}

/** The passage of one document that answers the question best, null when none does. */
function passageIn(row: DocumentRow, asked: string): ReturnType<typeof bestPassage> {
  if (!row.content) return null;
  const [parties = "", titles = ""] = namesOf(row);
  return bestPassage(row.content, `${parties}\n${titles}`, asked);
}

/**
 * A term of one named contract, read from its own text: the question's words that do not name
 * the contract ranked against its sentences (read-passage.ts), the best quoted with the fact it
 * holds. The contract is the one the question's words name most surely (a party's name over a
 * word of a title). Null when the question names no contract, or no passage answers it well
 * enough: the other planners answer then.
 */
async function answerTerm(
  context: Planning,
  asked: string,
  about: ParsedQuery,
  mentioned: DocumentRow[],
  phrases: Phrases,
  periodOf?: string,
): Promise<Answer | null> {
  if (mentioned.length > 1) return null;
  let row = mentioned[0] ?? null;
  // The one contract of the kind named ("the loan agreement"): the kind names it, as a name would.
  let onlyOfKind = false;
  if (!row) {
    if (isEmptyQuery(about)) return null;
    const search = (each: ParsedQuery) =>
      useTool(
        context,
        "search_documents",
        { query: describe(each) },
        () => context.tools.search(each, TERM_CANDIDATES, "any"),
        (rows) => rows.map((one) => one.id),
      );
    // The words name the contract; a kind or a period read from them ("lease") may not be its.
    // Words that only ask ("what exactly do we get under the supply agreement")
    // name nothing: the contract may be only the one of the kind named.
    const found = [
      ...(await search(about)),
      ...(await search({ ...about, filters: {} })),
      ...(about.filters.contractTypes
        ? await search({ ...about, text: "", terms: [], termGroups: [] })
        : []),
    ];
    let surest = 0;
    const ofKind = new Set<string>();
    // Every contract named as surely as the surest: two contracts with one party ("what
    // commission does X get" of X's NDA and X's marketing agreement) are told by which of them
    // holds the term asked, the first found when both do. Contracts tied by the kind the
    // question names ("daftar surat kuasa") are all it asks for: the first stands, as a list.
    let named: DocumentRow[] = [];
    const seen = new Set<string>();
    for (const candidate of found) {
      if (seen.has(candidate.id)) continue;
      seen.add(candidate.id);
      const each = await context.tools.document(candidate.id);
      if (!each?.content || each.type !== "contract") continue;
      if (ofKindNamed(about, each)) ofKind.add(each.id);
      const score = namedBy(asked, each) + (ofKindNamed(about, each) ? 1 : 0);
      if (score > surest) [named, surest] = [[each], score];
      else if (score === surest && surest > 0) named.push(each);
    }
    row = about.filters.contractTypes ? (named[0] ?? null) : contractHoldingTerm(named, asked);
    onlyOfKind = ofKind.size === 1 && row !== null && ofKind.has(row.id);
  }
  if (!row?.content || (mentioned.length === 0 && row.type !== "contract")) return null;
  const found = passageIn(row, asked);
  if (!found || (found.asked.naming.length === 0 && mentioned.length === 0 && !onlyOfKind)) {
    return null;
  }
  const title = previewLink(titleOf(row), row.id);
  // A period asked of a clause ("berapa hari pemberitahuannya"): the period the passage sets, in
  // the words of the clause's answer; none there, the clause's own reading answers.
  if (periodOf) {
    const period =
      periodIn([found.passage.text], periodOf) ?? periodIn([found.quoted.join(" ")], periodOf);
    if (!period) return null;
    return {
      text: [
        phrases.periodFound(periodOf, title, bold(phrases.duration(period.duration))),
        "",
        `> ${period.sentence}`,
      ].join("\n"),
      documentIds: [row.id],
    };
  }
  const heading = found.passage.heading
    ? [`> **${found.passage.heading.replace(/[*|]/g, "").trim()}**`, ">"]
    : [];
  return {
    text: [
      found.fact ? phrases.termFound(title, bold(found.fact)) : phrases.termPassage(title),
      "",
      ...heading,
      ...found.quoted.map((line) => `> ${line}`),
    ].join("\n"),
    documentIds: [row.id],
  };
}

/**
 * The one document a tool picks among those the question is about (the earliest, the largest),
 * looking in names first and letting go of guessed filters as a search does.
 */
async function pickedByTool<Found>(
  context: Planning,
  about: ParsedQuery,
  pick: (each: ParsedQuery, within: WordsWithin) => Promise<Found | null>,
  tool: { tool: string; input: Record<string, unknown>; idOf: (found: Found) => string },
): Promise<Found | undefined> {
  const [found] = await relaxing(
    context,
    about,
    "find",
    async (each, _wordsNeeded, within) => {
      const result = await useTool(
        context,
        tool.tool,
        { query: describe(each), ...tool.input },
        () => pick(each, within),
        (picked) => (picked ? [tool.idOf(picked)] : []),
      );
      return result ? [result] : [];
    },
    "set",
  );
  return found;
}

/** The one paper a "first" or "ranked" question picked, found again for a follow-up. */
async function pickedPaper(
  context: Planning,
  about: ParsedQuery,
  picked: PickedPaper,
): Promise<DocumentRow | null> {
  const id =
    picked.kind === "first"
      ? await pickedByTool(
          context,
          about,
          (each, within) => context.tools.first(each, picked.by, picked.order, within),
          {
            tool: "first_document",
            input: { by: picked.by, order: picked.order },
            idOf: (found) => found,
          },
        )
      : (
          await pickedByTool(
            context,
            about,
            (each, within) => context.tools.ranked(each, picked.by, picked.order, within),
            {
              tool: "ranked_document",
              input: { by: picked.by, order: picked.order },
              idOf: (ranked) => ranked.id,
            },
          )
        )?.id;
  return id ? await context.tools.document(id) : null;
}

/** The date a "first" question ordered by, as the document row stores it. */
function orderedDate(row: DocumentRow, by: OrderedDate): string | null {
  switch (by) {
    case "date":
      return row.documentDate;
    case "expiry_date":
      return row.expiryDate;
    case "due_date":
      return row.dueDate;
  }
}

async function answerFirst(
  context: Planning,
  question: Extract<Question, { kind: "first" }>,
  phrases: Phrases,
): Promise<Answer> {
  const { about, by, order } = question;
  const id = await pickedByTool(
    context,
    about,
    (each, within) => context.tools.first(each, by, order, within),
    { tool: "first_document", input: { by, order }, idOf: (found) => found },
  );
  const row = id ? await context.tools.document(id) : null;
  if (!row) return { text: phrases.nothingFound(describe(about), tried(about)), documentIds: [] };
  const { language } = context;
  const line = [
    previewLink(titleOf(row), row.id),
    row.counterparty ?? row.vendor,
    formatDay(orderedDate(row, by), language),
    formatAmount(row.totalAmount, row.currency, language),
  ].filter(Boolean);
  return {
    text: [phrases.first(by, order), "", `- ${line.join(" — ")}`].join("\n"),
    documentIds: [row.id],
  };
}

/** The amounts a sum came to, per currency, in one line: "Rp 2.043.422", "USD 10 + SGD 5". */
function sumLine(totals: Totals, language: Language): string {
  const amounts = totals.byCurrency
    .filter((each) => each.amount > 0)
    .map((each) => formatAmount(each.amount, each.currency, language) ?? String(each.amount));
  return amounts.length > 0 ? amounts.map(bold).join(" + ") : "—";
}

/** One subject summed over two periods, side by side, citing every document of either. */
async function answerPeriods(
  context: Planning,
  question: Extract<Question, { kind: "periods" }>,
  phrases: Phrases,
): Promise<Answer> {
  const inPeriod = (period: NamedPeriod): ParsedQuery => ({
    ...question.about,
    filters: { ...question.about.filters, date: period.range },
    chips: [...question.about.chips, { filter: "date", words: period.words }],
  });
  const measure: Measure = { field: "total_amount" };
  const sums: Array<Totals | null> = [];
  for (const period of question.periods) {
    sums.push(await sumOf(context, inPeriod(period), false, measure));
  }
  if (sums.every((each) => each === null)) {
    const what = describe(question.about);
    return { text: phrases.nothingFound(what, tried(question.about, "sum")), documentIds: [] };
  }
  const lines = question.periods.map((period, index) => {
    const totals = sums[index];
    return totals
      ? `- ${period.words}: ${sumLine(totals, context.language)} (${phrases.documentsCount(totals.documents)})`
      : `- ${period.words}: ${phrases.noneInPeriod}`;
  });
  const cited = sums.flatMap((each) => each?.cited ?? []);
  const sources = cited.map((row) => listLine(row, question.about, context.language));
  return {
    text: [phrases.periodsIntro, ...lines, "", phrases.sources, ...sources].join("\n"),
    documentIds: [...new Set(cited.map((row) => row.id))],
  };
}

/** The note an answer weighing amounts adds when some documents were in other currencies. */
function otherCurrenciesNote(currency: string, others: string[], phrases: Phrases): string[] {
  return others.length > 0 ? ["", phrases.otherCurrencies(currency, others.join(", "))] : [];
}

async function answerRanked(
  context: Planning,
  question: Extract<Question, { kind: "ranked" }>,
  phrases: Phrases,
): Promise<Answer> {
  const { about, by, order } = question;
  const found = await pickedByTool(
    context,
    about,
    (each, within) => context.tools.ranked(each, by, order, within),
    { tool: "ranked_document", input: { by, order }, idOf: (ranked) => ranked.id },
  );
  const row = found ? await context.tools.document(found.id) : null;
  if (!found || !row) {
    return { text: phrases.nothingFound(describe(about), tried(about)), documentIds: [] };
  }
  const { language } = context;
  const amount = formatAmount(found.amount, found.currency, language);
  const line = [
    previewLink(titleOf(row), row.id),
    row.counterparty ?? row.vendor,
    formatDay(row.documentDate, language),
    amount ? bold(amount) : null,
  ].filter(Boolean);
  return {
    text: [
      phrases.ranked(phrases.fields[by], order),
      "",
      `- ${line.join(" — ")}`,
      ...otherCurrenciesNote(found.currency, found.otherCurrencies, phrases),
    ].join("\n"),
    documentIds: [row.id],
  };
}

async function answerTopVendor(
  context: Planning,
  question: Extract<Question, { kind: "top vendor" }>,
  phrases: Phrases,
): Promise<Answer> {
  const { about } = question;
  const [top] = await relaxing(
    context,
    about,
    "sum",
    async (each, _wordsNeeded, within) => {
      const result = await useTool(
        context,
        "top_vendor",
        { query: describe(each) },
        () => context.tools.topVendor(each, within),
        (vendor) => vendor?.documentIds ?? [],
      );
      return result ? [result] : [];
    },
    "set",
  );
  if (!top) {
    return { text: phrases.nothingFound(describe(about), tried(about, "sum")), documentIds: [] };
  }
  const { language } = context;
  const amount = formatAmount(top.amount, top.currency, language) ?? String(top.amount);
  const sources: string[] = [];
  for (const id of top.documentIds) {
    const row = await context.tools.document(id);
    if (!row) continue;
    const parts = [
      previewLink(titleOf(row), row.id),
      formatDay(row.documentDate, language),
      formatAmount(row.totalAmount, row.currency, language),
    ];
    sources.push(`- ${parts.filter(Boolean).join(" — ")}`);
  }
  return {
    text: [
      phrases.topVendor(bold(top.vendor), bold(amount), top.documentIds.length),
      ...otherCurrenciesNote(top.currency, top.otherCurrencies, phrases),
      "",
      phrases.sources,
      ...sources,
    ].join("\n"),
    documentIds: top.documentIds,
  };
}

/** Words of a question worth finding in a text: three letters or more, lower case. */
const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}{3,}|\d+/gu) ?? [];

/**
 * The paragraph of a mentioned item holding most of the question's other words ("what does
 * @X say about payment"), else its opening; cut at a word to the quoted length.
 */
function passageAbout(content: string, about: ParsedQuery): string {
  const asked = new Set(wordsOf(describe(about)));
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  let best = 0;
  let bestScore = 0;
  paragraphs.forEach((paragraph, index) => {
    const score = new Set(wordsOf(paragraph).filter((word) => asked.has(word))).size;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  const passage = paragraphs.slice(best).join("\n\n");
  const limit = ASSISTANT.quotedMentionCharacters;
  if (passage.length <= limit) return passage;
  const cut = passage.slice(0, limit);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2))} …`;
}

/**
 * A question of no other kind that mentions items is about them ("what is in @X?", "jelaskan
 * @X"): each is quoted, at the passage its other words point to, and cited.
 */
function answerFromMentioned(mentioned: DocumentRow[], about: ParsedQuery, phrases: Phrases) {
  const quoted = mentioned.map((row) => {
    const passage = passageAbout(row.content ?? "", about);
    const lines = passage ? passage.split("\n").map((line) => `> ${line}`) : [];
    return [phrases.mentionedSays(previewLink(titleOf(row), row.id)), "", ...lines].join("\n");
  });
  return { text: quoted.join("\n\n"), documentIds: mentioned.map((row) => row.id) };
}

/**
 * "berapa biaya bulanan perjanjian X": how much, of contracts and no period, currency or
 * amount, asks one named contract's term (a fee, a rent), which its text states, not a sum of
 * contracts' values. The term reader answers only when the words name one contract.
 */
function oneContractsAmount(question: Question): boolean {
  if (question.kind !== "total" || question.average || question.measure) return false;
  const { filters, terms } = question.about;
  const types = filters.types ?? [];
  return (
    types.length === 1 &&
    types[0] === "contract" &&
    terms.length > 0 &&
    !listsByCondition(question.about)
  );
}

/** The answer to one planned question, from tool results only. */
async function answerPlanned(
  context: Planning,
  question: Question,
  asked: string,
  mentioned: DocumentRow[],
): Promise<Answer> {
  const phrases = PHRASES[context.language];
  let answer: Answer;
  switch (question.kind) {
    case "total":
    case "count":
      answer =
        isEmptyQuery(question.about) && mentioned.length === 0
          ? { text: phrases.nothingToSearch, documentIds: [] }
          : ((oneContractsAmount(question)
              ? await answerTerm(context, asked, question.about, mentioned, phrases)
              : null) ??
            (await answerTotal(
              context,
              question.about,
              phrases,
              question.kind === "count",
              question.kind === "total" ? question.measure : undefined,
              question.kind === "total" && question.average === true,
            )));
      break;
    case "list":
      answer =
        (listsByCondition(question.about) || question.shops === true
          ? null
          : await answerTerm(context, asked, question.about, mentioned, phrases)) ??
        (mentioned.length > 0
          ? answerFromMentioned(mentioned, question.about, phrases)
          : isEmptyQuery(question.about)
            ? { text: phrases.nothingToSearch, documentIds: [] }
            : await answerList(context, question.about, phrases));
      break;
    case "field":
      answer = await answerField(context, question, mentioned, phrases, asked);
      break;
    case "compare":
      answer = await answerCompare(context, question, mentioned, phrases);
      break;
    case "clause":
      answer =
        (await answerTerm(
          context,
          asked,
          question.about,
          mentioned,
          phrases,
          question.period ? question.clause : undefined,
        )) ?? (await answerClause(context, question, mentioned, phrases));
      break;
    case "first":
      answer = await answerFirst(context, question, phrases);
      break;
    case "ranked":
      answer = isEmptyQuery(question.about)
        ? { text: phrases.nothingToSearch, documentIds: [] }
        : await answerRanked(context, question, phrases);
      break;
    case "top vendor":
      answer = await answerTopVendor(context, question, phrases);
      break;
    case "periods":
      answer = await answerPeriods(context, question, phrases);
      break;
  }
  return answer;
}

/**
 * The answer to the latest question read with the ones before it (a follow-up keeps their
 * subject), and what the planner noted on the way.
 */
async function answerConversation(
  answering: AnswerContext,
  questions: string[],
  mentioned: DocumentRow[],
): Promise<{ notes: string[]; answer: Answer }> {
  const context: Planning = { ...answering, notes: [] };
  const question = parseConversation(questions, { today: context.tools.today });
  const asked = questions.at(-1) ?? "";
  let answer = await answerPlanned(context, question, asked, mentioned);
  if (question.instead && answer.documentIds.length === 0) {
    context.notes.length = 0;
    answer = await answerPlanned(context, question.instead, asked, mentioned);
  }
  return { notes: context.notes, answer };
}

/**
 * The default planner, without a language model: the user's latest question (read with the
 * ones before it, so a follow-up keeps their subject) parsed by our own bilingual parser,
 * answered from tool results only, in the user's language. A question asking two things at once
 * ("totalnya berapa dan ppn-nya berapa") is answered as two, one after the other, citing both.
 */
export async function answerWithoutModel(
  questions: string[],
  mentioned: DocumentRow[],
  answering: AnswerContext,
): Promise<string[]> {
  const earlier = questions.slice(0, -1);
  const parts: Array<{ notes: string[]; answer: Answer }> = [];
  for (const ask of separateAsks(questions.at(-1) ?? "")) {
    parts.push(await answerConversation(answering, [...earlier, ask], mentioned));
  }
  answering.signal.throwIfAborted();
  const notes = [...new Set(parts.flatMap((part) => part.notes))];
  const text = [...notes, ...parts.map((part) => part.answer.text)].join("\n\n");
  for (const paragraph of text.split(/(?<=\n\n)/)) {
    answering.emit({ type: "text", content: paragraph });
  }
  const documentIds = [...new Set(parts.flatMap((part) => part.answer.documentIds))];
  return documentIds.slice(0, ASSISTANT.maxCitedInASum);
}
