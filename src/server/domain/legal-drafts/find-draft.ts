import { and, eq } from "drizzle-orm";
import type { Draft } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireLegalRead, type LegalAccess } from "../../policies/legal-work.ts";
import { UUID } from "../legal-library/uuid.ts";
import { presentDraft, type DraftRow } from "./present-draft.ts";

/** One draft of the organization, or NOT_FOUND (also for another organization's id). */
export async function draftRow(
  db: Pick<Db, "select">,
  organizationId: string,
  draftId: string,
): Promise<DraftRow> {
  if (!UUID.test(draftId)) throw new AppError("NOT_FOUND", "Not found");
  const [row] = await db
    .select()
    .from(legalDrafts)
    .where(and(eq(legalDrafts.id, draftId), eq(legalDrafts.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  return row;
}

export async function findDraft(
  db: Db,
  actor: Actor,
  organizationId: string,
  draftId: string,
): Promise<Draft> {
  const access: LegalAccess = await requireLegalRead(db, actor, organizationId);
  return presentDraft(await draftRow(db, organizationId, draftId), access);
}
