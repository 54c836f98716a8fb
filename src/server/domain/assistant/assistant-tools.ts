import { sql, type SQL } from "drizzle-orm";
import { ASSISTANT } from "../../../contracts/assistant.ts";
import type { ParsedQuery } from "../../../understanding/query/index.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import { requireDocument } from "../documents/find-document.ts";
import type { DocumentRow } from "../documents/present-document.ts";
import { matchingDocuments, searchParsed, type RankedRow } from "../search/search-documents.ts";

/**
 * What the assistant may do, bound to one caller and one organization: the same search and
 * the same tenancy checks as the API, so nothing a question (or a document's text, or a
 * language model) says can reach another organization's documents.
 */
export interface AssistantTools {
  organizationId: string;
  today: string;
  /** `every`: each of the query's words must match (a looser reading of a question). */
  search(about: ParsedQuery, limit?: number, wordsNeeded?: "any" | "every"): Promise<RankedRow[]>;
  totals(about: ParsedQuery): Promise<Totals>;
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

export function createAssistantTools(
  db: Db,
  actor: Actor,
  scope: { organizationId: string; condition: SQL; today: string },
): AssistantTools {
  const { condition, today, organizationId } = scope;
  return {
    organizationId,
    today,
    search: (about, limit = ASSISTANT.maxCitedDocuments, wordsNeeded = "any") =>
      searchParsed(db, condition, about, { limit, offset: 0, today, wordsNeeded }),

    async totals(about) {
      const result = await db.execute<{ currency: string | null; amount: string; count: number }>(
        sql`select ${documents.currency} as currency, coalesce(sum(${documents.totalAmount}), 0)::text as amount,
              count(*)::int as count
            from ${documents}
            where ${matchingDocuments(condition, about, today, "every")}
            group by ${documents.currency}
            order by sum(${documents.totalAmount}) desc nulls last`,
      );
      const byCurrency = result.rows.map((row) => ({
        currency: row.currency,
        amount: Number(row.amount),
        documents: row.count,
      }));
      const cited = await searchParsed(db, condition, about, {
        limit: ASSISTANT.maxCitedDocuments,
        offset: 0,
        today,
        wordsNeeded: "every",
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
