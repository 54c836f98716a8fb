import type {
  Clause,
  ClauseCategory,
  LibraryClause,
  Note,
  NoteKind,
} from "../../../contracts/legal-library.ts";
import type { legalClauses, legalKnowledgeNotes } from "../../db/schema/legal.ts";

export type ClauseRow = typeof legalClauses.$inferSelect;
export type NoteRow = typeof legalKnowledgeNotes.$inferSelect;

export function presentClause(row: ClauseRow): Clause {
  return {
    id: row.id,
    category: row.category as ClauseCategory,
    title_en: row.titleEn,
    title_id: row.titleId,
    body_en: row.bodyEn,
    body_id: row.bodyId,
    approved: row.approved,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function libraryClause(row: ClauseRow): LibraryClause {
  return {
    id: row.id,
    organizationId: row.organizationId,
    category: row.category as ClauseCategory,
    titleEn: row.titleEn,
    titleId: row.titleId,
    bodyEn: row.bodyEn,
    bodyId: row.bodyId,
    approved: row.approved,
  };
}

export function presentNote(row: NoteRow): Note {
  return {
    id: row.id,
    kind: row.kind as NoteKind,
    title: row.title,
    reference: row.reference,
    body: row.body,
    updated_at: row.updatedAt.toISOString(),
  };
}
