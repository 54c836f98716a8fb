import { and, eq, sql } from "drizzle-orm";
import type { Clause, ClauseRequest } from "../../../contracts/legal-library.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalClauses } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireApprover, requireLegalWrite, type LegalAccess } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { presentClause } from "./present-library.ts";
import { UUID } from "./uuid.ts";

/**
 * An approved clause is the organization's standard, so only an approver may write one: a
 * writer's new clause waits unapproved, and a writer's change to an approved clause is refused
 * rather than silently changing the standard.
 */
function requireMayWrite(access: LegalAccess, approved: boolean) {
  if (approved) requireApprover(access);
}

/** Adds a clause to the library (decision 0035 on who may approve). */
export async function createClause(db: Db, actor: Actor, request: ClauseRequest): Promise<Clause> {
  const access = await requireLegalWrite(db, actor, request.organizationId);
  requireMayWrite(access, request.approved);
  const row = await db.transaction(async (tx) => {
    const [clause] = await tx
      .insert(legalClauses)
      .values({
        organizationId: request.organizationId,
        category: request.category,
        titleEn: request.title_en,
        titleId: request.title_id,
        bodyEn: request.body_en,
        bodyId: request.body_id,
        approved: request.approved,
        createdBy: actor.userId,
      })
      .returning();
    await recordAuditEntry(tx, {
      organizationId: request.organizationId,
      actor,
      actionType: "library_updated",
      resourceType: "knowledge_library",
      resourceId: clause!.id,
      details: { change: "clause_added", title: request.title_en, approved: request.approved },
    });
    return clause!;
  });
  return presentClause(row);
}

export async function updateClause(
  db: Db,
  actor: Actor,
  clauseId: string,
  request: ClauseRequest,
): Promise<Clause> {
  const access = await requireLegalWrite(db, actor, request.organizationId);
  const row = await db.transaction(async (tx) => {
    const [current] = UUID.test(clauseId)
      ? await tx
          .select()
          .from(legalClauses)
          .where(
            and(
              eq(legalClauses.id, clauseId),
              eq(legalClauses.organizationId, request.organizationId),
            ),
          )
      : [];
    if (!current) throw new AppError("NOT_FOUND", "Not found");
    requireMayWrite(access, current.approved || request.approved);
    const [updated] = await tx
      .update(legalClauses)
      .set({
        category: request.category,
        titleEn: request.title_en,
        titleId: request.title_id,
        bodyEn: request.body_en,
        bodyId: request.body_id,
        approved: request.approved,
        updatedAt: sql`now()`,
      })
      .where(eq(legalClauses.id, current.id))
      .returning();
    await recordAuditEntry(tx, {
      organizationId: request.organizationId,
      actor,
      actionType: "library_updated",
      resourceType: "knowledge_library",
      resourceId: current.id,
      details: {
        change:
          current.approved !== request.approved
            ? request.approved
              ? "clause_approved"
              : "clause_unapproved"
            : "clause_changed",
        title: request.title_en,
      },
    });
    return updated!;
  });
  return presentClause(row);
}

export async function deleteClause(
  db: Db,
  actor: Actor,
  organizationId: string,
  clauseId: string,
): Promise<void> {
  const access = await requireLegalWrite(db, actor, organizationId);
  await db.transaction(async (tx) => {
    const [current] = UUID.test(clauseId)
      ? await tx
          .select()
          .from(legalClauses)
          .where(
            and(eq(legalClauses.id, clauseId), eq(legalClauses.organizationId, organizationId)),
          )
      : [];
    if (!current) throw new AppError("NOT_FOUND", "Not found");
    requireMayWrite(access, current.approved);
    await tx.delete(legalClauses).where(eq(legalClauses.id, current.id));
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "library_updated",
      resourceType: "knowledge_library",
      resourceId: current.id,
      details: { change: "clause_removed", title: current.titleEn },
    });
  });
}
