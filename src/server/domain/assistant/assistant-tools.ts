import { and, sql, type SQL } from "drizzle-orm";
import { ASSISTANT } from "../../../contracts/assistant.ts";
import { DEFAULT_CURRENCY } from "../../../contracts/format-money.ts";
import type { ParsedQuery } from "../../../understanding/query/index.ts";
import type { Measure } from "../../../understanding/question/parse-question.ts";
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
  /** Sums the documents' totals, or another amount they print (a tax, a service charge). */
  totals(about: ParsedQuery, measure?: Measure, within?: WordsWithin): Promise<Totals>;
  /** A document of this organization, or null for any other id. */
  document(documentId: string): Promise<DocumentRow | null>;
}

export interface Totals {
  /** One entry per currency, largest first. */
  byCurrency: Array<{ currency: string | null; amount: number; documents: number }>;
  documents: number;
  /** The documents counted, newest first, for citing. */
  cited: RankedRow[];
}

/**
 * A document whose currency was not read is in the one amounts are shown in without one
 * (formatMoney): summed apart, "Rp 215.600" and "Rp 68.145" read as two currencies.
 */
const CURRENCY = sql`coalesce(${documents.currency}, ${sql.raw(`'${DEFAULT_CURRENCY}'`)})`;

/** The column a measure sums, and the condition a document meets to be counted in it. */
function measured(measure: Measure): { column: SQL; holds: SQL | null } {
  switch (measure.field) {
    case "total_amount":
      return { column: sql`${documents.totalAmount}`, holds: null };
    case "service_charge":
      return {
        column: sql`${documents.serviceChargeAmount}`,
        holds: sql`${documents.serviceChargeAmount} > 0`,
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

export function createAssistantTools(
  db: Db,
  actor: Actor,
  scope: { organizationId: string; condition: SQL; today: string },
): AssistantTools {
  const { condition, today, organizationId } = scope;
  return {
    organizationId,
    today,
    search: (about, limit = ASSISTANT.maxCitedDocuments, wordsNeeded = "any", within = "text") =>
      searchParsed(db, condition, about, { limit, offset: 0, today, wordsNeeded, within }),

    async totals(about, measure = { field: "total_amount" }, within = "text") {
      const { column, holds } = measured(measure);
      // A tax or a service charge is summed over the documents that charge it, and only those
      // are cited: a receipt without PPN is not part of "total PPN".
      const scope = holds ? and(condition, holds)! : condition;
      const result = await db.execute<{ currency: string | null; amount: string; count: number }>(
        sql`select ${CURRENCY} as currency, coalesce(sum(${column}), 0)::text as amount,
              count(*)::int as count
            from ${documents}
            where ${matchingDocuments(scope, about, today, "every", within)}
            group by ${CURRENCY}
            order by sum(${column}) desc nulls last`,
      );
      const byCurrency = result.rows.map((row) => ({
        currency: row.currency,
        amount: Number(row.amount),
        documents: row.count,
      }));
      const cited = await searchParsed(db, scope, about, {
        limit: ASSISTANT.maxCitedDocuments,
        offset: 0,
        today,
        wordsNeeded: "every",
        within,
      });
      return {
        byCurrency,
        documents: byCurrency.reduce((sum, each) => sum + each.documents, 0),
        cited,
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
