import { and, eq } from "drizzle-orm";
import type { DbTransaction } from "../../db/client.ts";
import { member, user } from "../../db/schema/auth.ts";
import { AppError } from "../../errors.ts";
import { teamMemberColumns, type TeamMemberRow } from "./present-team.ts";

/** A membership of this organization, or NOT_FOUND (also for another organization's member). */
export async function findTeamMember(
  tx: DbTransaction,
  organizationId: string,
  memberId: string,
): Promise<TeamMemberRow> {
  const [found] = await tx
    .select(teamMemberColumns)
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.id, memberId), eq(member.organizationId, organizationId)))
    .limit(1);
  if (!found) throw new AppError("NOT_FOUND", "Not found");
  return found;
}
