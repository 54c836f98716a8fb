import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts } from "../../db/schema/legal.ts";
import { requireDeleter, requireLegalWrite } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { draftRow } from "./find-draft.ts";

/** Deletes a draft and its versions (spec §6 "delete documents": CFO and Owner). */
export async function deleteDraft(
  db: Db,
  actor: Actor,
  organizationId: string,
  draftId: string,
): Promise<void> {
  const access = await requireLegalWrite(db, actor, organizationId);
  await db.transaction(async (tx) => {
    const current = await draftRow(tx, organizationId, draftId);
    requireDeleter(access);
    await tx.delete(legalDrafts).where(eq(legalDrafts.id, current.id));
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "draft_deleted",
      resourceType: "legal_draft",
      resourceId: current.id,
      details: { title: current.title },
    });
  });
}
