import { randomUUID } from "node:crypto";
import type { Actor } from "../../src/server/auth/actor.ts";
import type { Db } from "../../src/server/db/client.ts";
import { member, organization, user } from "../../src/server/db/schema/auth.ts";

/** One organization with one Owner, made straight in the tables: what a search needs to run. */
export async function seedOrganization(db: Db, name: string): Promise<Actor> {
  const userId = randomUUID();
  const organizationId = randomUUID();
  const email = `${userId.slice(0, 8)}@bench.berkas.test`;
  await db.insert(user).values({ id: userId, name: "Bench Owner", email });
  await db.insert(organization).values({ id: organizationId, name, slug: organizationId });
  await db.insert(member).values({ id: randomUUID(), organizationId, userId, role: "level_5" });
  return {
    userId,
    email,
    name: "Bench Owner",
    sessionToken: randomUUID(),
    activeOrganizationId: organizationId,
  };
}
