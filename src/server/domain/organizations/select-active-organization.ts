import { randomUUID } from "node:crypto";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization, user } from "../../db/schema/auth.ts";
import { personalOrganizationName } from "./personal-organization-name.ts";

/**
 * Makes the user's personal organization if they have none (once: a per-user lock makes two
 * concurrent first sign-ins agree) and returns the organization a new session starts in:
 * the personal one, else the first joined.
 */
export async function selectActiveOrganization(db: Db, userId: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`personal-org:${userId}`}))`);
    const memberships = await tx
      .select({ organizationId: organization.id, isPersonal: organization.isPersonal })
      .from(member)
      .innerJoin(organization, eq(organization.id, member.organizationId))
      .where(eq(member.userId, userId))
      .orderBy(desc(organization.isPersonal), asc(member.createdAt))
      .limit(1);
    // Personal organizations sort first: if the first is not personal, there is none.
    const existing = memberships[0];
    if (existing?.isPersonal) return existing.organizationId;

    const [owner] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    if (!owner) throw new Error(`No user ${userId}`);

    const organizationId = randomUUID();
    await tx.insert(organization).values({
      id: organizationId,
      name: personalOrganizationName(owner.email),
      slug: `personal-${userId}`,
      type: "personal",
      description: "Personal organization",
      isPersonal: true,
    });
    await tx.insert(member).values({ id: randomUUID(), organizationId, userId, role: "level_5" });
    return organizationId;
  });
}
