import { count, desc, eq } from "drizzle-orm";
import type { DraftListQuery, DraftSummary } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts } from "../../db/schema/legal.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { presentDraftSummary } from "./present-draft.ts";

/** A page of the organization's drafts, the most recently changed first (then by id, so pages never overlap). */
export async function listDrafts(
  db: Db,
  actor: Actor,
  query: DraftListQuery,
): Promise<{ drafts: DraftSummary[]; total_count: number }> {
  await requireLegalRead(db, actor, query.organizationId);
  const mine = eq(legalDrafts.organizationId, query.organizationId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(legalDrafts)
      .where(mine)
      .orderBy(desc(legalDrafts.updatedAt), desc(legalDrafts.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(legalDrafts).where(mine),
  ]);
  return { drafts: rows.map(presentDraftSummary), total_count: total?.value ?? 0 };
}
