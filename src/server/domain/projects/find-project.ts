import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { projects } from "../../db/schema/projects.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";

/** The database, or the open transaction when the check is part of one. */
type Executor = Pick<Db, "select">;

export type ProjectRow = typeof projects.$inferSelect;

/** The organization's project; one of another organization reads as missing (NOT_FOUND). */
export async function requireProjectIn(
  executor: Executor,
  organizationId: string,
  projectId: string,
): Promise<ProjectRow> {
  const [row] = await executor
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.organizationId, organizationId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  return row;
}

/** A project in one of the caller's organizations, or NOT_FOUND (DESIGN §6). */
export async function requireProject(db: Db, actor: Actor, projectId: string): Promise<ProjectRow> {
  const [row] = await db.select().from(projects).where(eq(projects.id, projectId)).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  await requireMembership(db, actor.userId, row.organizationId);
  return row;
}
