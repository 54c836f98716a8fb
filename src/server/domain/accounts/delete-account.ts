import { and, count, eq, ne } from "drizzle-orm";
import type { AccountDeletionPlan } from "../../../contracts/retention.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database, Db } from "../../db/client.ts";
import { member, organization, session, user } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { deleteDocument } from "../documents/delete-document.ts";
import { organizationRetentionYears, retainedUntil } from "../retention/retention-hold.ts";

type Row = AccountDeletionPlan["organizations"][number] & { deletableIds: string[] };

/**
 * What deleting the caller's account would do, organization by organization. Documents belong
 * to their organization: in one shared with others they stay; in the caller's own (no other
 * member) those the law no longer holds go and the held ones are kept, with their last date.
 */
async function plan(db: Db, actor: Actor, now: Date): Promise<Row[]> {
  const memberships = await db
    .select({ id: organization.id, name: organization.name, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, actor.userId));
  const rows: Row[] = [];
  for (const membership of memberships) {
    const others = await db
      .select({ role: member.role, n: count() })
      .from(member)
      .where(and(eq(member.organizationId, membership.id), ne(member.userId, actor.userId)))
      .groupBy(member.role);
    const base = { id: membership.id, name: membership.name, keptUntil: null };
    if (others.length > 0) {
      const otherOwners = others.some((row) => row.role === "level_5");
      rows.push({
        ...base,
        outcome: membership.role === "level_5" && !otherOwners ? "blocked_last_owner" : "leave",
        deletedDocuments: 0,
        keptDocuments: 0,
        deletableIds: [],
      });
      continue;
    }
    const years = await organizationRetentionYears(db, membership.id);
    const held: Date[] = [];
    const deletableIds: string[] = [];
    const owned = await db
      .select({
        id: documents.id,
        vertical: documents.vertical,
        documentDate: documents.documentDate,
        uploadedAt: documents.uploadedAt,
      })
      .from(documents)
      .where(eq(documents.organizationId, membership.id));
    for (const document of owned) {
      const until = retainedUntil(document, years);
      if (until && until > now) held.push(until);
      else deletableIds.push(document.id);
    }
    const last = held.reduce<Date | null>(
      (latest, each) => (latest && latest > each ? latest : each),
      null,
    );
    rows.push({
      ...base,
      outcome: held.length > 0 ? "kept_under_retention" : "documents_deleted",
      deletedDocuments: deletableIds.length,
      keptDocuments: held.length,
      keptUntil: last ? last.toISOString().slice(0, 10) : null,
      deletableIds,
    });
  }
  return rows;
}

const present = (rows: Row[]): AccountDeletionPlan => ({
  organizations: rows.map(({ deletableIds: _ids, ...row }) => row),
});

export async function planAccountDeletion(db: Db, actor: Actor): Promise<AccountDeletionPlan> {
  return present(await plan(db, actor, new Date()));
}

/**
 * Deletes the caller's account as planned: refused while they are the only Owner of an
 * organization others use; otherwise they leave shared organizations, their own lose the
 * documents the law no longer holds, and the account is marked deleted and signed out
 * everywhere. Held documents stay, reachable by signing in again (which reactivates the
 * account, spec §4) until their date; the answer says which and until when.
 */
export async function deleteAccount(
  deps: { database: Database; blobStore: BlobStore },
  actor: Actor,
): Promise<AccountDeletionPlan> {
  const { db } = deps.database;
  const rows = await plan(db, actor, new Date());
  if (rows.some((row) => row.outcome === "blocked_last_owner")) {
    throw new AppError(
      "CONFLICT",
      "Make another member Owner of each organization you own with others first.",
      present(rows),
    );
  }
  for (const row of rows) {
    if (row.outcome === "leave") {
      await db
        .delete(member)
        .where(and(eq(member.organizationId, row.id), eq(member.userId, actor.userId)));
    }
    for (const documentId of row.deletableIds) await deleteDocument(deps, actor, documentId);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(user.id, actor.userId));
    await tx.delete(session).where(eq(session.userId, actor.userId));
  });
  return present(rows);
}
