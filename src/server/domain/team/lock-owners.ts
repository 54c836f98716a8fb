import { and, asc, eq } from "drizzle-orm";
import type { DbTransaction } from "../../db/client.ts";
import { member } from "../../db/schema/auth.ts";

/**
 * Locks the organization's Owner memberships until the transaction ends and returns their ids.
 * Every change that can take the Owner role away takes this lock first, so two concurrent
 * demotions of the last two Owners take turns and the second sees only one Owner left. Rows are
 * locked in id order, so two of these never wait on each other in a cycle.
 */
export async function lockOwners(tx: DbTransaction, organizationId: string): Promise<string[]> {
  const owners = await tx
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, "level_5")))
    .orderBy(asc(member.id))
    .for("update");
  return owners.map((owner) => owner.id);
}
