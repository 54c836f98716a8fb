import { and, eq, sql } from "drizzle-orm";
import type { Draft, UpdateDraftRequest } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts, legalDraftVersions } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireLegalWrite } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { draftRow } from "./find-draft.ts";
import { presentDraft } from "./present-draft.ts";

export const staleDraft = () =>
  new AppError("CONFLICT", "Someone saved this draft after you opened it.", {
    reason: "stale_version",
  });

/**
 * Saves the editor's text. A change to the title or either text makes a new version; the
 * e-Meterai mark alone does not. A final draft is not edited (it is reopened first), and a save
 * from an older version than the stored one is refused rather than overwriting it.
 */
export async function updateDraft(
  db: Db,
  actor: Actor,
  draftId: string,
  request: UpdateDraftRequest,
): Promise<Draft> {
  const access = await requireLegalWrite(db, actor, request.organizationId);
  const row = await db.transaction(async (tx) => {
    const current = await draftRow(tx, request.organizationId, draftId);
    if (current.status === "final") {
      throw new AppError("CONFLICT", "A final draft is not edited; reopen it first.", {
        reason: "final",
      });
    }
    if (current.version !== request.version) throw staleDraft();
    const title = request.title ?? current.title;
    const bodyId = request.body_id ?? current.bodyId;
    const bodyEn = request.body_en === undefined ? current.bodyEn : request.body_en;
    const textChanged =
      title !== current.title || bodyId !== current.bodyId || bodyEn !== current.bodyEn;
    const version = textChanged ? current.version + 1 : current.version;
    // The version in the condition makes two saves at once meet here: the second finds no row.
    const [updated] = await tx
      .update(legalDrafts)
      .set({
        title,
        bodyId,
        bodyEn,
        eMeterai: request.e_meterai ?? current.eMeterai,
        version,
        updatedBy: actor.userId,
        updatedAt: sql`now()`,
      })
      .where(and(eq(legalDrafts.id, current.id), eq(legalDrafts.version, current.version)))
      .returning();
    if (!updated) throw staleDraft();
    if (textChanged) {
      await tx.insert(legalDraftVersions).values({
        draftId: current.id,
        organizationId: current.organizationId,
        version,
        title,
        status: current.status,
        bodyId,
        bodyEn,
        fields: current.fields,
        createdBy: actor.userId,
      });
    }
    await recordAuditEntry(tx, {
      organizationId: current.organizationId,
      actor,
      actionType: "draft_updated",
      resourceType: "legal_draft",
      resourceId: current.id,
      details: { title, version, e_meterai: updated.eMeterai },
    });
    return updated;
  });
  return presentDraft(row, access);
}
