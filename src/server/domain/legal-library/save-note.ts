import { and, eq, sql } from "drizzle-orm";
import type { Note, NoteRequest } from "../../../contracts/legal-library.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalKnowledgeNotes } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireLegalWrite } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { presentNote } from "./present-library.ts";
import { UUID } from "./uuid.ts";

/** Notes on regulations and policies: any member who writes in the legal vertical keeps them. */
export async function createNote(db: Db, actor: Actor, request: NoteRequest): Promise<Note> {
  await requireLegalWrite(db, actor, request.organizationId);
  const row = await db.transaction(async (tx) => {
    const [note] = await tx
      .insert(legalKnowledgeNotes)
      .values({
        organizationId: request.organizationId,
        kind: request.kind,
        title: request.title,
        reference: request.reference || null,
        body: request.body,
        createdBy: actor.userId,
      })
      .returning();
    await recordAuditEntry(tx, {
      organizationId: request.organizationId,
      actor,
      actionType: "library_updated",
      resourceType: "knowledge_library",
      resourceId: note!.id,
      details: { change: "note_added", title: request.title },
    });
    return note!;
  });
  return presentNote(row);
}

async function noteOf(tx: Pick<Db, "select">, organizationId: string, noteId: string) {
  const [current] = UUID.test(noteId)
    ? await tx
        .select()
        .from(legalKnowledgeNotes)
        .where(
          and(
            eq(legalKnowledgeNotes.id, noteId),
            eq(legalKnowledgeNotes.organizationId, organizationId),
          ),
        )
    : [];
  if (!current) throw new AppError("NOT_FOUND", "Not found");
  return current;
}

export async function updateNote(
  db: Db,
  actor: Actor,
  noteId: string,
  request: NoteRequest,
): Promise<Note> {
  await requireLegalWrite(db, actor, request.organizationId);
  const row = await db.transaction(async (tx) => {
    const current = await noteOf(tx, request.organizationId, noteId);
    const [updated] = await tx
      .update(legalKnowledgeNotes)
      .set({
        kind: request.kind,
        title: request.title,
        reference: request.reference || null,
        body: request.body,
        updatedAt: sql`now()`,
      })
      .where(eq(legalKnowledgeNotes.id, current.id))
      .returning();
    await recordAuditEntry(tx, {
      organizationId: request.organizationId,
      actor,
      actionType: "library_updated",
      resourceType: "knowledge_library",
      resourceId: current.id,
      details: { change: "note_changed", title: request.title },
    });
    return updated!;
  });
  return presentNote(row);
}

export async function deleteNote(
  db: Db,
  actor: Actor,
  organizationId: string,
  noteId: string,
): Promise<void> {
  await requireLegalWrite(db, actor, organizationId);
  await db.transaction(async (tx) => {
    const current = await noteOf(tx, organizationId, noteId);
    await tx.delete(legalKnowledgeNotes).where(eq(legalKnowledgeNotes.id, current.id));
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "library_updated",
      resourceType: "knowledge_library",
      resourceId: current.id,
      details: { change: "note_removed", title: current.title },
    });
  });
}
