import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  LEGAL_LIBRARY,
  type LibraryQuery,
  type LibraryResponse,
} from "../../../contracts/legal-library.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalClauses, legalKnowledgeNotes } from "../../db/schema/legal.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { presentClause, presentNote } from "./present-library.ts";
import { textMatch } from "./text-match.ts";

/** What a clause and a note are called, where a typo of their name is looked for. */
export const clauseTitles = sql`${legalClauses.titleEn} || ' ' || ${legalClauses.titleId}`;
export const noteTitles = sql`${legalKnowledgeNotes.title} || ' ' || coalesce(${legalKnowledgeNotes.reference}, '')`;

/**
 * The knowledge library, or what of it matches `q`: clauses (of one category, or approved
 * only, when asked) and notes, best match first; without words, clauses by category and notes
 * newest first.
 */
export async function searchLibrary(
  db: Db,
  actor: Actor,
  query: LibraryQuery,
): Promise<LibraryResponse> {
  const access = await requireLegalRead(db, actor, query.organizationId);
  const clauseMatch = textMatch(legalClauses.searchVector, clauseTitles, query.q);
  const noteMatch = textMatch(legalKnowledgeNotes.searchVector, noteTitles, query.q);
  const clauseWhere: (SQL | undefined)[] = [
    eq(legalClauses.organizationId, query.organizationId),
    query.category ? eq(legalClauses.category, query.category) : undefined,
    query.approvedOnly ? eq(legalClauses.approved, true) : undefined,
    clauseMatch?.where,
  ];
  const clauses = await db
    .select()
    .from(legalClauses)
    .where(and(...clauseWhere))
    .orderBy(
      ...(clauseMatch ? [desc(clauseMatch.rank)] : []),
      asc(legalClauses.category),
      asc(legalClauses.titleEn),
    )
    .limit(LEGAL_LIBRARY.searchLimit);
  // A category or "approved only" narrows the clauses; notes have neither, so they are left out.
  const notes =
    query.category || query.approvedOnly
      ? []
      : await db
          .select()
          .from(legalKnowledgeNotes)
          .where(
            and(eq(legalKnowledgeNotes.organizationId, query.organizationId), noteMatch?.where),
          )
          .orderBy(
            ...(noteMatch ? [desc(noteMatch.rank)] : []),
            desc(legalKnowledgeNotes.updatedAt),
          )
          .limit(LEGAL_LIBRARY.searchLimit);
  return {
    clauses: clauses.map(presentClause),
    notes: notes.map(presentNote),
    can_approve: access.canApprove,
    can_edit: access.canWrite,
  };
}
