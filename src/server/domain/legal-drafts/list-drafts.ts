import { desc, eq } from "drizzle-orm";
import { LEGAL_DRAFTS, type DraftSummary } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts } from "../../db/schema/legal.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { presentDraftSummary } from "./present-draft.ts";

/** The organization's drafts, the most recently changed first. */
export async function listDrafts(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<{ drafts: DraftSummary[] }> {
  await requireLegalRead(db, actor, organizationId);
  const rows = await db
    .select()
    .from(legalDrafts)
    .where(eq(legalDrafts.organizationId, organizationId))
    .orderBy(desc(legalDrafts.updatedAt))
    .limit(LEGAL_DRAFTS.listLimit);
  return { drafts: rows.map(presentDraftSummary) };
}
