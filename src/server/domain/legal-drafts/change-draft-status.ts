import { eq, sql } from "drizzle-orm";
import type { Draft, DraftStatus } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireLegalWrite } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { draftRow } from "./find-draft.ts";
import { presentDraft } from "./present-draft.ts";

/**
 * draft → review → final (issue 24), and back: review returns to draft for more work, and a
 * CFO or Owner may reopen a final draft. Which move the caller may make is the draft's
 * abilities (present-draft.ts), the same rule the editor shows.
 */
export async function changeDraftStatus(
  db: Db,
  actor: Actor,
  draftId: string,
  request: { organizationId: string; status: DraftStatus },
): Promise<Draft> {
  const access = await requireLegalWrite(db, actor, request.organizationId);
  const row = await db.transaction(async (tx) => {
    const current = await draftRow(tx, request.organizationId, draftId);
    const can = presentDraft(current, access).abilities;
    const from = current.status as DraftStatus;
    const allowed =
      (from === "draft" && request.status === "review" && can.submit_for_review) ||
      (from === "review" && request.status === "final" && can.finalize) ||
      (from !== "draft" && request.status === "draft" && can.reopen);
    if (!allowed) {
      const legalMove =
        (from === "draft" && request.status === "review") ||
        (from === "review" && request.status === "final") ||
        (from !== "draft" && request.status === "draft");
      throw legalMove
        ? new AppError("FORBIDDEN", "Only a CFO or Owner may approve this.", {
            permission: "approveLegal",
          })
        : new AppError("CONFLICT", "A draft cannot move to this status from its own.", {
            from,
            to: request.status,
          });
    }
    const [updated] = await tx
      .update(legalDrafts)
      .set({ status: request.status, updatedBy: actor.userId, updatedAt: sql`now()` })
      .where(eq(legalDrafts.id, current.id))
      .returning();
    await recordAuditEntry(tx, {
      organizationId: current.organizationId,
      actor,
      actionType: "draft_status_changed",
      resourceType: "legal_draft",
      resourceId: current.id,
      details: { title: current.title, from, to: request.status },
    });
    return updated!;
  });
  return presentDraft(row, access);
}
