import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Organization } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { userVerticalPermissions } from "../../db/schema/accounts.ts";
import { invitation, member, organization, user } from "../../db/schema/auth.ts";
import { presentOrganization } from "./present-organization.ts";

/**
 * The caller's organizations, then those they are invited to (shown with a Pending badge). The
 * invitation's id is not listed: it is the secret of the e-mailed link. Invitations show only
 * once the caller has proven the invited address: anyone may sign up with it, and must not
 * learn which organization invited it.
 */
export async function listOrganizations(db: Db, actor: Actor): Promise<Organization[]> {
  const memberships = await db
    .select({ organization, role: member.role })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, actor.userId))
    .orderBy(asc(member.createdAt));
  const invitations = await db
    .select({ organization, role: invitation.role })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(user, and(eq(user.id, actor.userId), eq(user.emailVerified, true)))
    .where(
      and(
        eq(sql`lower(${invitation.email})`, actor.email.toLowerCase()),
        eq(invitation.status, "pending"),
        gt(invitation.expiresAt, new Date()),
      ),
    )
    .orderBy(asc(invitation.createdAt));

  const grants = await db
    .select()
    .from(userVerticalPermissions)
    .where(eq(userVerticalPermissions.userId, actor.userId));

  const joined = new Set(memberships.map((row) => row.organization.id));
  return [
    ...memberships.map((row) =>
      presentOrganization(
        row.organization,
        row.role,
        "active",
        grants.filter((grant) => grant.organizationId === row.organization.id),
      ),
    ),
    ...invitations
      .filter((row) => !joined.has(row.organization.id))
      .map((row) => presentOrganization(row.organization, row.role ?? "level_3", "invited")),
  ];
}
