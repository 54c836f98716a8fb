import { and, desc, eq, sql } from "drizzle-orm";
import type { NoteKind } from "../../../contracts/legal-library.ts";
import { CHAT } from "../../../contracts/limits.ts";
import type { MentionItem } from "../../../contracts/search.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalClauses, legalDrafts, legalKnowledgeNotes } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { clauseTitles, noteTitles } from "./search-library.ts";
import { textMatch } from "./text-match.ts";

/** The spec's description, for clients that read only it; the picker names the kind itself. */
const NOTE_KIND_WORDS: Record<NoteKind, string> = {
  regulation: "Regulation",
  internal_policy: "Internal policy",
};

/** A note's opening words, whole words up to the picker's length, with an ellipsis when cut. */
export function openingOf(body: string): string {
  const text = body.replace(/\s+/g, " ").trim();
  const limit = CHAT.mentionPreviewCharacters;
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/**
 * The `@` picker's drafts and knowledge items (spec §2 badges Draft and Knowledge, §3 types
 * `legal_draft` and `knowledge_library`) matching what was typed, best first. A member who
 * does not read the legal vertical gets none, as a search of documents gives them no contract.
 */
export async function findLegalMentions(
  db: Db,
  actor: Actor,
  query: { q: string; limit: number; organizationId?: string | undefined },
): Promise<{ drafts: MentionItem[]; knowledge: MentionItem[] }> {
  const organizationId = query.organizationId ?? actor.activeOrganizationId;
  if (!organizationId) return { drafts: [], knowledge: [] };
  try {
    await requireLegalRead(db, actor, organizationId);
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN")
      return { drafts: [], knowledge: [] };
    throw error;
  }
  const draftMatch = textMatch(legalDrafts.searchVector, sql`${legalDrafts.title}`, query.q);
  const clauseMatch = textMatch(legalClauses.searchVector, clauseTitles, query.q);
  const noteMatch = textMatch(legalKnowledgeNotes.searchVector, noteTitles, query.q);
  if (!draftMatch || !clauseMatch || !noteMatch) return { drafts: [], knowledge: [] };

  const drafts = await db
    .select()
    .from(legalDrafts)
    .where(and(eq(legalDrafts.organizationId, organizationId), draftMatch.where))
    .orderBy(desc(draftMatch.rank), desc(legalDrafts.updatedAt))
    .limit(query.limit);
  const clauses = await db
    .select()
    .from(legalClauses)
    .where(and(eq(legalClauses.organizationId, organizationId), clauseMatch.where))
    .orderBy(desc(clauseMatch.rank))
    .limit(query.limit);
  const notes = await db
    .select()
    .from(legalKnowledgeNotes)
    .where(and(eq(legalKnowledgeNotes.organizationId, organizationId), noteMatch.where))
    .orderBy(desc(noteMatch.rank))
    .limit(query.limit);

  return {
    drafts: drafts.map((draft) => ({
      id: draft.id,
      title: draft.title,
      type: "legal_draft",
      description: [draft.contractType, draft.status].filter(Boolean).join(" · "),
      created_at: draft.createdAt.toISOString(),
      contract_type: draft.contractType,
    })),
    knowledge: [
      ...clauses.map((clause): MentionItem => ({
        id: clause.id,
        title:
          clause.titleEn === clause.titleId
            ? clause.titleEn
            : `${clause.titleId} / ${clause.titleEn}`,
        type: "knowledge_library",
        description: [clause.category.replace(/_/g, " "), clause.approved ? "approved" : null]
          .filter(Boolean)
          .join(" · "),
        created_at: clause.createdAt.toISOString(),
        contract_type: null,
      })),
      ...notes.map((note): MentionItem => ({
        id: note.id,
        title: note.title,
        type: "knowledge_library",
        description: [NOTE_KIND_WORDS[note.kind as NoteKind] ?? note.kind, note.reference]
          .filter(Boolean)
          .join(" · "),
        created_at: note.createdAt.toISOString(),
        contract_type: null,
        note: {
          kind: note.kind as NoteKind,
          reference: note.reference || null,
          preview: openingOf(note.body),
        },
      })),
    ].slice(0, query.limit),
  };
}

/** Documents, drafts and knowledge in turns, so each kind that matched shows within the limit. */
export function interleaveMentions(lists: MentionItem[][], limit: number): MentionItem[] {
  const merged: MentionItem[] = [];
  for (
    let index = 0;
    merged.length < limit && lists.some((list) => index < list.length);
    index += 1
  ) {
    for (const list of lists) {
      const item = list[index];
      if (item && merged.length < limit) merged.push(item);
    }
  }
  return merged;
}
