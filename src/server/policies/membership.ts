import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { member } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";

/** The database, or the open transaction when the check is part of one. */
type Executor = Pick<Db, "select">;

/**
 * The caller's role in an organization. Not being a member reads as NOT_FOUND, never FORBIDDEN:
 * another organization's existence is not disclosed (DESIGN §6).
 */
export async function requireMembership(
  executor: Executor,
  userId: string,
  organizationId: string,
): Promise<{ role: string }> {
  const [membership] = await executor
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, userId)))
    .limit(1);
  if (!membership) throw new AppError("NOT_FOUND", "Not found");
  return membership;
}
