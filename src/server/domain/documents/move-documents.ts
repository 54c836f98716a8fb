import { and, inArray } from "drizzle-orm";
import type { MoveDocumentsRequest } from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import {
  readableDocuments,
  requireVerticalWrite,
  verticalAccess,
} from "../../policies/vertical-access.ts";
import { recordDocumentChange } from "../audit/record-audit-entry.ts";
import { requireProjectIn } from "../projects/find-project.ts";
import { isDocumentId } from "./find-document.ts";

/**
 * Moves documents into a project, or out of any with a null `projectId`. All or nothing: one id
 * that is not a document the caller may read (or a project of another organization) is
 * NOT_FOUND, one of a vertical they only read is FORBIDDEN, and no document moves.
 */
export async function moveDocuments(
  db: Db,
  actor: Actor,
  request: MoveDocumentsRequest,
): Promise<{ movedCount: number }> {
  const access = await verticalAccess(db, actor, request.organizationId);
  const documentIds = [...new Set(request.documentIds)];
  if (!documentIds.every(isDocumentId)) throw new AppError("NOT_FOUND", "Not found");
  return db.transaction(async (tx) => {
    const project =
      request.projectId === null
        ? null
        : await requireProjectIn(tx, request.organizationId, request.projectId);
    const moved = await tx
      .update(documents)
      .set({ projectId: request.projectId, updatedAt: new Date() })
      .where(and(readableDocuments(access), inArray(documents.id, documentIds)))
      .returning({ id: documents.id, name: documents.name, vertical: documents.vertical });
    // Thrown inside the transaction, so the documents that were found are not moved either.
    if (moved.length !== documentIds.length) throw new AppError("NOT_FOUND", "Not found");
    for (const document of moved) requireVerticalWrite(access, document.vertical);
    for (const document of moved) {
      await recordDocumentChange(tx, {
        organizationId: request.organizationId,
        actor,
        documentId: document.id,
        details: {
          change: "moved",
          name: document.name,
          project_id: project?.id ?? null,
          project_name: project?.name ?? null,
        },
      });
    }
    return { movedCount: moved.length };
  });
}
