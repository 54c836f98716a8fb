import { and, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { ASSISTANT } from "../../../contracts/assistant.ts";
import { DEFAULT_CURRENCY } from "../../../contracts/format-money.ts";
import { PPN_SCHEDULE } from "../../../understanding/accounting/vat-chain.ts";
import type { DateRange, ParsedQuery } from "../../../understanding/query/index.ts";
import type {
  Measure,
  OrderedDate,
  RankedBy,
} from "../../../understanding/question/parse-question.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import { requireDocument } from "../documents/find-document.ts";
import type { DocumentRow } from "../documents/present-document.ts";
import {
  matchingDocuments,
  searchParsed,
  type RankedRow,
  type WordsWithin,
} from "../search/search-documents.ts";
import { asOwnersMean, TAX_INVOICE_DOCUMENT } from "./paper-kinds.ts";
import {
  AMOUNT_LABELS,
  DUE_LABEL,
  labelledAmount,
  labelledDate,
  labelledTotal,
  STORED_AMOUNTS,
  storedAmount,
} from "./read-amount.ts";

/**
 * What the assistant may do, bound to one caller and one organization: the same search and
 * the same tenancy checks as the API, so nothing a question (or a document's text, or a
 * language model) says can reach another organization's documents.
 */
export interface AssistantTools {
  organizationId: string;
  today: string;
  /** `every`: each of the query's words must match (a looser reading of a question). */
  /** `within: "head"`: the words must be in what a document says it is (search-documents.ts). */
  search(
    about: ParsedQuery,
    limit?: number,
    wordsNeeded?: "any" | "every",
    within?: WordsWithin,
  ): Promise<RankedRow[]>;
  /**
   * Sums the documents' totals, or another amount they print (a tax, a service charge); a sum
   * cites the documents with the amount, a count (`counting`) every one it counted.
   */
  totals(
    about: ParsedQuery,
    measure?: Measure,
    within?: WordsWithin,
    counting?: boolean,
  ): Promise<Totals>;
  /**
   * The document first by one of its dates among those the question describes (every word
   * matching): the newest or the oldest. A document's own date is taken up to today only: one
   * dated after it is not yet among what was received.
   */
  first(
    about: ParsedQuery,
    by: OrderedDate,
    order: "newest" | "oldest",
    within?: WordsWithin,
  ): Promise<string | null>;
  /**
   * The document first by an amount among those the question describes (every word
   * matching), in one currency: the one asked for, else the one most of them are in. Amounts in
   * two currencies are not weighed against each other.
   */
  ranked(
    about: ParsedQuery,
    by: RankedBy,
    order: "largest" | "smallest",
    within?: WordsWithin,
  ): Promise<Ranked | null>;
  /**
   * The vendor whose documents (those the question describes) add up to most, in one currency
   * chosen as for `ranked`, with its documents for citing.
   */
  topVendor(about: ParsedQuery, within?: WordsWithin): Promise<TopVendor | null>;
  /** A document of this organization, or null for any other id. */
  document(documentId: string): Promise<DocumentRow | null>;
}

export interface Ranked {
  id: string;
  amount: number;
  currency: string;
  /** The other currencies among the documents described, not weighed. */
  otherCurrencies: string[];
}

export interface TopVendor {
  vendor: string;
  amount: number;
  currency: string;
  documentIds: string[];
  otherCurrencies: string[];
}

export interface Totals {
  /** One entry per currency, largest first. */
  /** `measured`: how many of them have the amount summed (an average divides by it). */
  byCurrency: Array<{
    currency: string | null;
    amount: number;
    documents: number;
    measured: number;
  }>;
  documents: number;
  /** The documents counted, newest first, for citing. */
  cited: RankedRow[];
}

/**
 * A document whose currency was not read is in the one amounts are shown in without one
 * (formatMoney): summed apart, "Rp 215.600" and "Rp 68.145" read as two currencies.
 */
const CURRENCY = sql`coalesce(${documents.currency}, ${sql.raw(`'${DEFAULT_CURRENCY}'`)})`;

/**
 * The largest share of a bill's total a surcharge on its items can be: a service charge runs
 * from 5 to 20 % of the subtotal (domain/indonesia.md §1.4), less of a total that adds tax.
 */
const SURCHARGE_SHARE = 0.2;

/**
 * A service charge that is its bill's own item, more than a surcharge's share of it: the bill's
 * total is what was paid for the service.
 */
const SERVICE_BILLED = {
  column: sql`${documents.totalAmount}`,
  holds: sql`(${documents.totalAmount} > 0
    and ${documents.serviceChargeAmount} > ${documents.totalAmount} * ${sql.raw(String(SURCHARGE_SHARE))})`,
};

/** The column a measure sums, and the condition a document meets to be counted in it. */
function measured(measure: Measure): { column: SQL; holds: SQL | null } {
  switch (measure.field) {
    case "total_amount":
      return { column: sql`${documents.totalAmount}`, holds: null };
    // A service charge is the fee a counter adds to the items, a share of them (up to 20 %,
    // domain/indonesia.md §1.4); one that is most of its bill is the bill's own item (a
    // building's monthly service fee, a cloud's "service charges"), not what "total service
    // charge" adds up.
    case "service_charge":
      return {
        column: sql`${documents.serviceChargeAmount}`,
        holds: sql`(${documents.serviceChargeAmount} > 0 and (${documents.totalAmount} is null
          or ${documents.serviceChargeAmount} <= ${documents.totalAmount} * ${sql.raw(String(SURCHARGE_SHARE))}))`,
      };
    // A discount may be stored as the negative amount printed on the slip ("-7.600").
    case "discount":
      return {
        column: sql`abs(${documents.discount})`,
        holds: sql`${documents.discount} <> 0`,
      };
    case "tax_amount": {
      const kinds = measure.taxTypes;
      const named = kinds
        ? sql` and upper(${documents.taxTypeName}) in (${sql.join(
            kinds.map((kind) => sql`${kind.toUpperCase()}`),
            sql`, `,
          )})`
        : sql``;
      return {
        column: sql`${documents.taxAmount}`,
        holds: sql`(${documents.taxAmount} > 0${named})`,
      };
    }
  }
}

/**
 * The amount a ranked question weighs: a contract's value is stored in its extracted data
 * when understanding read one, and stands for its total when it has none.
 */
function rankedAmount(by: RankedBy): SQL {
  const contractValue = sql`(case when (${documents.extractedData} #>> '{fields,contract_value,value}') ~ '^-?[0-9]+([.][0-9]+)?$'
    then abs((${documents.extractedData} #>> '{fields,contract_value,value}')::numeric) end)`;
  switch (by) {
    case "total_amount":
      return sql`coalesce(${documents.totalAmount}, ${contractValue})`;
    case "contract_value":
      return sql`coalesce(${contractValue}, ${documents.totalAmount})`;
    case "tax_amount":
      return sql`${documents.taxAmount}`;
  }
}

/**
 * A faktur pajak restates the sale its seller's invoice bills (domain/indonesia.md): a count or
 * a sum of invoices, or of what was spent (`always`), counts each sale once, leaving the faktur
 * pajak out unless the question asks for them; its discount and service charge are the
 * sale's too, and so is its tax when the question sums the invoices' tax.
 */
function onceEachSale(about: ParsedQuery, always: boolean): SQL | null {
  if (about.termGroups.some((group) => group.includes("faktur pajak"))) return null;
  if (!always && !(about.filters.types?.includes("invoice") ?? false)) return null;
  return sql`not ${TAX_INVOICE_DOCUMENT}`;
}

/**
 * How many documents a sum or a count cites: every one it added up, to as many as an answer
 * may cite, so "there are 15" can be checked against its sources.
 */
const CITED_IN_A_SUM = ASSISTANT.maxCitedInASum;

/**
 * How many of the best matches without a stored date or amount a question reads the text of
 * for it: enough for a month's bills of one organization, few enough to read at once.
 */
const UNREAD = 50;

/** The kinds of paper that ask for or record a payment, and a bill whose kind was not read. */
const PAID = ["invoice", "receipt", "billing statement", "uncategorized"] as const;

/** The labels each kind of tax is printed beside (domain/indonesia.md §1.4, §5). */
const TAX_LABELS: Record<string, RegExp> = {
  PPN: /\b(ppn|vat)\b/i,
  VAT: /\b(ppn|vat)\b/i,
  PB1: /\b(pb ?1|pbjt|pajak resto(ran)?|restaurant tax)\b/i,
  GST: /\bgst\b/i,
  SST: /\bsst\b/i,
};
const ANY_TAX = AMOUNT_LABELS.tax_amount;
const SUBTOTAL_LABEL = /\b(sub ?-?total|jumlah harga|dpp)\b/i;

/**
 * The highest share of a sale a tax on it takes: PPN's highest rate in its schedule (PB1 is at
 * most 10 %). A difference larger than that is a misread figure, not a tax.
 */
const HIGHEST_TAX_RATE = Math.max(...PPN_SCHEDULE.map((period) => period.rate));

function withinRange(iso: string, range: DateRange): boolean {
  return (range.from === null || iso >= range.from) && (range.to === null || iso <= range.to);
}

/**
 * The labels a document's own date is printed beside: its issue date, not a due, an expiry
 * or a start date ("Due Date", "Tanggal Jatuh Tempo" are other dates).
 */
const ISSUE_LABEL =
  /\b(?:invoice date|issue date|date of issue|(?<!(?:due|expiry|start|end|delivery|order) )(?:date|tanggal|tgl)(?! (?:jatuh|jth|berakhir|mulai|kirim|pengiriman|lahir)))\b/i;

/** The dates a period condition may be about, with the column storing each and its label. */
const READ_DATES = [
  { filter: "dueDate", column: documents.dueDate, label: DUE_LABEL, shown: "due_date" },
  { filter: "date", column: documents.documentDate, label: ISSUE_LABEL, shown: "document_date" },
] as const;

/** The question without one of its date conditions, for finding the documents with none stored. */
function withoutDate(about: ParsedQuery, filter: "dueDate" | "date"): ParsedQuery {
  const filters = { ...about.filters };
  delete filters[filter];
  return { ...about, filters, chips: about.chips.filter((chip) => chip.filter !== filter) };
}

export function createAssistantTools(
  db: Db,
  actor: Actor,
  scope: { organizationId: string; condition: SQL; today: string },
): AssistantTools {
  const { today, organizationId } = scope;

  /** The question's kinds of paper as an owner means them (paper-kinds.ts), and its scope. */
  function filed(asked: ParsedQuery): { about: ParsedQuery; condition: SQL } {
    const meant = asOwnersMean(asked);
    return {
      about: meant.about,
      condition: meant.condition ? and(scope.condition, meant.condition)! : scope.condition,
    };
  }

  /**
   * The documents a date condition misses because understanding stored no such date, while
   * their text prints one beside its label inside the range ("Due : 2026-02-01", "Invoice Date :
   * March 3, 2026"): each with that date as its own, as the answer shows it.
   */
  async function datesInText(
    condition: SQL,
    about: ParsedQuery,
    wordsNeeded: "any" | "every",
    within: WordsWithin,
  ): Promise<RankedRow[]> {
    const found: RankedRow[] = [];
    for (const { filter, column, label, shown } of READ_DATES) {
      const range = about.filters[filter];
      if (!range) continue;
      const rows = await searchParsed(
        db,
        and(condition, isNull(column))!,
        withoutDate(about, filter),
        { limit: UNREAD, offset: 0, today, wordsNeeded, within },
      );
      const contentOf = await contents(rows);
      for (const row of rows) {
        const date = labelledDate(contentOf.get(row.id) ?? null, label);
        if (!date || !withinRange(date, range)) continue;
        if (!found.some((each) => each.id === row.id)) found.push({ ...row, [shown]: date });
      }
    }
    return found;
  }

  /** Each document's text, by id, for reading what understanding did not store. */
  async function contents(rows: RankedRow[]): Promise<Map<string, string | null>> {
    if (rows.length === 0) return new Map();
    const texts = await db
      .select({ id: documents.id, content: documents.content })
      .from(documents)
      .where(
        inArray(
          documents.id,
          rows.map((row) => row.id),
        ),
      );
    return new Map(texts.map((text) => [text.id, text.content]));
  }

  /**
   * The documents a sum of totals would miss because understanding stored no total, while their
   * text prints one beside its label (a utility's photographed bill, "Jumlah Tagihan Rp …"):
   * each with that total, so the sum adds what the owner paid. Only papers that ask for or
   * record a payment are read so: a contract's "total" is a term, not money paid.
   */
  async function totalsInText(
    condition: SQL,
    about: ParsedQuery,
    within: WordsWithin,
  ): Promise<RankedRow[]> {
    const unread = and(condition, isNull(documents.totalAmount), inArray(documents.type, PAID))!;
    const rows = await searchParsed(db, unread, about, {
      limit: UNREAD,
      offset: 0,
      today,
      wordsNeeded: "every",
      within,
    });
    const contentOf = await contents(rows);
    return rows.flatMap((row) => {
      const total = labelledTotal(contentOf.get(row.id) ?? null);
      return total !== null ? [{ ...row, total_amount: String(total) }] : [];
    });
  }

  /**
   * The documents a sum of a tax would miss because understanding did not read its amount
   * (a photographed slip whose tax line is smudged) while the page names the tax asked for:
   * each with the tax its own figures leave, the total less the subtotal and the service
   * charge plus the discount, when that is a tax's share of the sale.
   */
  async function taxesInText(
    condition: SQL,
    about: ParsedQuery,
    taxTypes: string[] | null,
    within: WordsWithin,
  ): Promise<Array<{ row: RankedRow; amount: number }>> {
    const unread = and(
      condition,
      isNull(documents.taxAmount),
      isNotNull(documents.totalAmount),
      inArray(documents.type, PAID),
    )!;
    const rows = await searchParsed(db, unread, about, {
      limit: UNREAD,
      offset: 0,
      today,
      wordsNeeded: "every",
      within,
    });
    if (rows.length === 0) return [];
    const figures = await db
      .select({
        id: documents.id,
        content: documents.content,
        extractedData: documents.extractedData,
        serviceCharge: documents.serviceChargeAmount,
        discount: documents.discount,
      })
      .from(documents)
      .where(
        inArray(
          documents.id,
          rows.map((row) => row.id),
        ),
      );
    const labels = taxTypes ? taxTypes.map((type) => TAX_LABELS[type] ?? ANY_TAX) : [ANY_TAX];
    return rows.flatMap((row) => {
      const page = figures.find((each) => each.id === row.id);
      if (!page?.content || !labels.some((label) => label.test(page.content!))) return [];
      const subtotal =
        storedAmount(page.extractedData, STORED_AMOUNTS.subtotal) ??
        labelledAmount(page.content, SUBTOTAL_LABEL)?.amount ??
        null;
      if (subtotal === null) return [];
      const service = Math.abs(Number(page.serviceCharge ?? 0));
      const discount = Math.abs(Number(page.discount ?? 0));
      const tax =
        Math.round((Number(row.total_amount) - subtotal - service + discount) * 100) / 100;
      return tax > 0 && tax <= (subtotal + service) * HIGHEST_TAX_RATE
        ? [{ row, amount: tax }]
        : [];
    });
  }

  /** A sum (or a count) of what a question describes, by the column and condition given. */
  async function totalsOf(
    asked: ParsedQuery,
    measure: Measure,
    within: WordsWithin,
    counting: boolean,
    { column, holds }: { column: SQL; holds: SQL | null },
  ): Promise<Totals> {
    const { about, condition } = filed(asked);
    // A tax or a service charge is summed over the documents that charge it, and only those
    // are cited: a receipt without PPN is not part of "total PPN". A sum of totals cites the
    // documents with a total; a count, every document counted. A tax summed over the
    // invoices ("ppn di invoice 2024") counts each sale's tax once, as a sum of their totals
    // does; asked of no kind of paper it is every document's own figure. What was paid or
    // billed in all, of any paper ("berapa total yang kita bayar ke X"), counts each sale
    // once too: the faktur pajak restating an invoice's sale is no second payment.
    const once = onceEachSale(asked, !counting && measure.field === "total_amount");
    const amount = counting ? null : (holds ?? sql`${column} is not null`);
    const scope = and(condition, ...[amount, once].filter((each) => each !== null))!;
    const result = await db.execute<{
      currency: string | null;
      amount: string;
      count: number;
      measured: number;
    }>(
      sql`select ${CURRENCY} as currency, coalesce(sum(${column}), 0)::text as amount,
              count(*)::int as count, count(${column})::int as measured
            from ${documents}
            where ${matchingDocuments(scope, about, today, "every", within)}
            group by ${CURRENCY}
            order by sum(${column}) desc nulls last, ${CURRENCY}`,
    );
    const byCurrency = result.rows.map((row) => ({
      currency: row.currency,
      amount: Number(row.amount),
      documents: row.count,
      measured: row.measured,
    }));
    const stored = await searchParsed(db, scope, about, {
      limit: CITED_IN_A_SUM,
      offset: 0,
      today,
      wordsNeeded: "every",
      within,
    });
    // Only a sum of the documents' totals takes in those whose date was read from the
    // text: their other amounts were not read beside it.
    const datedInText =
      measure.field === "total_amount" ? await datesInText(condition, about, "every", within) : [];
    const totalInText =
      measure.field === "total_amount" && !counting
        ? await totalsInText(and(condition, once ?? undefined)!, about, within)
        : [];
    const taxInText =
      measure.field === "tax_amount" && !counting
        ? await taxesInText(and(condition, once ?? undefined)!, about, measure.taxTypes, within)
        : [];
    const withTotal = (row: RankedRow) => ({
      row,
      amount: row.total_amount === null ? null : Number(row.total_amount),
    });
    const read = [
      ...datedInText.map(withTotal),
      ...totalInText
        .filter((row) => !datedInText.some((each) => each.id === row.id))
        .map(withTotal),
      ...taxInText,
    ];
    for (const { row, amount } of read) {
      const currency = row.currency ?? DEFAULT_CURRENCY;
      const entry = byCurrency.find((each) => (each.currency ?? DEFAULT_CURRENCY) === currency);
      const measured = amount === null ? 0 : 1;
      if (entry) {
        entry.amount += amount ?? 0;
        entry.documents += 1;
        entry.measured += measured;
      } else byCurrency.push({ currency, amount: amount ?? 0, documents: 1, measured });
    }
    byCurrency.sort((a, b) => b.amount - a.amount);
    return {
      byCurrency,
      documents: byCurrency.reduce((sum, each) => sum + each.documents, 0),
      cited: [...stored, ...read.map((each) => each.row)].slice(0, CITED_IN_A_SUM),
    };
  }

  return {
    organizationId,
    today,
    async search(asked, limit = ASSISTANT.maxCitedDocuments, wordsNeeded = "any", within = "text") {
      const { about, condition } = filed(asked);
      const rows = await searchParsed(db, condition, about, {
        limit,
        offset: 0,
        today,
        wordsNeeded,
        within,
      });
      const read = await datesInText(condition, about, wordsNeeded, within);
      if (read.length === 0) return rows;
      const total = (rows[0]?.total ?? 0) + read.length;
      return [...rows, ...read].slice(0, limit).map((row) => ({ ...row, total }));
    },

    async totals(asked, measure = { field: "total_amount" }, within = "text", counting = false) {
      const summed = await totalsOf(asked, measure, within, counting, measured(measure));
      if (summed.documents > 0 || counting || measure.field !== "service_charge") return summed;
      // No paper asked about adds a service charge to its items: they bill the service itself
      // (a building's quarterly service charge), and what was paid for it is their total.
      return totalsOf(asked, measure, within, counting, SERVICE_BILLED);
    },

    async first(asked, by, order, within = "text") {
      const { about, condition: filedCondition } = filed(asked);
      // The newest invoice is the seller's bill, not the faktur pajak restating its sale.
      const once = onceEachSale(asked, false);
      const condition = once ? and(filedCondition, once)! : filedCondition;
      const column = {
        date: documents.documentDate,
        expiry_date: documents.expiryDate,
        due_date: documents.dueDate,
      }[by];
      const received = by === "date" ? sql` and ${column} <= ${today}` : sql``;
      // Every ordering here ends on a key no two rows share (the id; a currency or a name when
      // grouped): papers uploaded together tie on the upload time too, and the same question
      // over the same papers must name the same one each time it is asked.
      const direction = order === "newest" ? sql`desc` : sql`asc`;
      const result = await db.execute<{ id: string }>(
        sql`select ${documents.id} as id from ${documents}
            where ${matchingDocuments(condition, about, today, "every", within)}
              and ${column} is not null${received}
            order by ${column} ${direction}, ${documents.uploadedAt} desc, ${documents.id}
            limit 1`,
      );
      return result.rows[0]?.id ?? null;
    },

    async ranked(asked, by, order, within = "text") {
      const { about, condition } = filed(asked);
      const amount = rankedAmount(by);
      const once = by === "tax_amount" ? null : onceEachSale(asked, false);
      const scope = once ? and(condition, once)! : condition;
      const matching = sql`${matchingDocuments(scope, about, today, "every", within)}
        and ${amount} is not null and ${amount} > 0`;
      const currencies = await db.execute<{ currency: string; count: number }>(
        sql`select ${CURRENCY} as currency, count(*)::int as count from ${documents}
            where ${matching} group by ${CURRENCY} order by count(*) desc, ${CURRENCY}`,
      );
      const [chosen, ...others] = currencies.rows;
      if (!chosen) return null;
      const direction = order === "largest" ? sql`desc` : sql`asc`;
      const result = await db.execute<{ id: string; amount: string }>(
        sql`select ${documents.id} as id, ${amount}::text as amount from ${documents}
            where ${matching} and ${CURRENCY} = ${chosen.currency}
            order by ${amount} ${direction}, ${documents.uploadedAt} desc, ${documents.id}
            limit 1`,
      );
      const [row] = result.rows;
      if (!row) return null;
      return {
        id: row.id,
        amount: Number(row.amount),
        currency: chosen.currency,
        otherCurrencies: others.map((each) => each.currency),
      };
    },

    async topVendor(asked, within = "text") {
      const { about, condition } = filed(asked);
      const name = sql`lower(btrim(coalesce(${documents.vendor}, ${documents.counterparty})))`;
      const once = onceEachSale(asked, true);
      const scope = once ? and(condition, once)! : condition;
      const matching = sql`${matchingDocuments(scope, about, today, "every", within)}
        and ${name} is not null and ${name} <> '' and ${documents.totalAmount} > 0`;
      const currencies = await db.execute<{ currency: string; count: number }>(
        sql`select ${CURRENCY} as currency, count(*)::int as count from ${documents}
            where ${matching} group by ${CURRENCY} order by count(*) desc, ${CURRENCY}`,
      );
      const [chosen, ...others] = currencies.rows;
      if (!chosen) return null;
      const result = await db.execute<{ name: string; amount: string; ids: string[] }>(
        sql`select ${name} as name, sum(${documents.totalAmount})::text as amount,
              array_agg(${documents.id}::text order by ${documents.documentDate} desc nulls last,
                ${documents.uploadedAt} desc, ${documents.id}) as ids
            from ${documents}
            where ${matching} and ${CURRENCY} = ${chosen.currency}
            group by ${name}
            order by sum(${documents.totalAmount}) desc, ${name}
            limit 1`,
      );
      const [top] = result.rows;
      if (!top) return null;
      const shown = await db.execute<{ vendor: string }>(
        sql`select coalesce(${documents.vendor}, ${documents.counterparty}) as vendor
            from ${documents} where ${documents.id} = ${top.ids[0]}`,
      );
      return {
        vendor: shown.rows[0]?.vendor ?? top.name,
        amount: Number(top.amount),
        currency: chosen.currency,
        documentIds: top.ids.slice(0, CITED_IN_A_SUM),
        otherCurrencies: others.map((each) => each.currency),
      };
    },

    async document(documentId) {
      try {
        const { row } = await requireDocument(db, actor, documentId);
        return row.organizationId === organizationId ? row : null;
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") return null;
        throw error;
      }
    },
  };
}
