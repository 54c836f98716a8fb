import { and, desc, eq } from "drizzle-orm";
import type { DraftStatus } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { legalDraftVersions } from "../../db/schema/legal.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { draftRow } from "./find-draft.ts";

/** A draft's saved versions, the newest first, with who saved each. */
export async function listDraftVersions(
  db: Db,
  actor: Actor,
  organizationId: string,
  draftId: string,
) {
  await requireLegalRead(db, actor, organizationId);
  const draft = await draftRow(db, organizationId, draftId);
  const rows = await db
    .select({
      version: legalDraftVersions.version,
      title: legalDraftVersions.title,
      status: legalDraftVersions.status,
      createdAt: legalDraftVersions.createdAt,
      name: user.name,
    })
    .from(legalDraftVersions)
    .leftJoin(user, eq(user.id, legalDraftVersions.createdBy))
    .where(
      and(
        eq(legalDraftVersions.draftId, draft.id),
        eq(legalDraftVersions.organizationId, organizationId),
      ),
    )
    .orderBy(desc(legalDraftVersions.version));
  return {
    versions: rows.map((row) => ({
      version: row.version,
      title: row.title,
      status: row.status as DraftStatus,
      created_at: row.createdAt.toISOString(),
      created_by_name: row.name,
    })),
  };
}
