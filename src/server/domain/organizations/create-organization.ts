import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { createOrganizationSchema, Organization } from "../../../contracts/organizations.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { member, organization } from "../../db/schema/auth.ts";
import { presentOrganization } from "./present-organization.ts";

/** A new organization with the caller as its Owner (level_5). */
export async function createOrganization(
  db: Db,
  actor: Actor,
  input: z.infer<typeof createOrganizationSchema>,
): Promise<Organization> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const [created] = await tx
      .insert(organization)
      .values({
        id,
        name: input.name,
        slug: `org-${id}`,
        type: input.type,
        description: input.description ?? null,
        isPersonal: false,
      })
      .returning();
    await tx
      .insert(member)
      .values({ id: randomUUID(), organizationId: id, userId: actor.userId, role: "level_5" });
    return presentOrganization(created as typeof organization.$inferSelect, "level_5", "active");
  });
}
