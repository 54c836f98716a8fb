import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../test/support/accounts.ts";
import { connectTestDatabase } from "../../../../test/support/test-database.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { member, organization, user } from "../../db/schema/auth.ts";
import { isAppError } from "../../errors.ts";
import { changeMemberRole } from "./change-member-role.ts";
import { removeMember } from "./remove-member.ts";

/*
 * Races between the last two Owners, on the domain functions directly: every query they make
 * runs inside their transaction, which the embedded database can serve from concurrent
 * connections. On PostgreSQL the transactions truly overlap, and only lockOwners keeps an Owner.
 */

let database: Database;
beforeAll(() => {
  database = connectTestDatabase();
});
afterAll(() => database.close());

interface Owner {
  actor: Actor;
  memberId: string;
}

async function newOwner(organizationId: string): Promise<Owner> {
  const userId = randomUUID();
  const email = uniqueEmail("owner");
  await database.db.insert(user).values({ id: userId, name: "Owner", email });
  const memberId = randomUUID();
  await database.db
    .insert(member)
    .values({ id: memberId, organizationId, userId, role: "level_5" });
  return {
    actor: { userId, email, name: "Owner", sessionToken: randomUUID(), activeOrganizationId: null },
    memberId,
  };
}

async function organizationWithTwoOwners() {
  const organizationId = randomUUID();
  await database.db
    .insert(organization)
    .values({ id: organizationId, name: "PT Dua Pemilik", slug: `org-${organizationId}` });
  return {
    organizationId,
    first: await newOwner(organizationId),
    second: await newOwner(organizationId),
  };
}

/** "ok", or the AppError code the action was refused with. */
async function outcomesOf(actions: Array<Promise<unknown>>): Promise<string[]> {
  const settled = await Promise.allSettled(actions);
  return settled
    .map((result) => {
      if (result.status === "fulfilled") return "ok";
      if (isAppError(result.reason)) return result.reason.code;
      throw result.reason;
    })
    .sort();
}

async function ownerCount(organizationId: string) {
  const owners = await database.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, "level_5")));
  return owners.length;
}

const ROUNDS = 5;

describe("the last two Owners acting at the same moment", () => {
  it("both stepping down: one does, the other is refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { organizationId, first, second } = await organizationWithTwoOwners();
      const outcomes = await outcomesOf([
        changeMemberRole(database.db, first.actor, organizationId, first.memberId, "level_4"),
        changeMemberRole(database.db, second.actor, organizationId, second.memberId, "level_4"),
      ]);
      expect(outcomes).toEqual(["CONFLICT", "ok"]);
      expect(await ownerCount(organizationId)).toBe(1);
    }
  });

  it("both leaving: one does, the other is refused", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { organizationId, first, second } = await organizationWithTwoOwners();
      const outcomes = await outcomesOf([
        removeMember(database.db, first.actor, organizationId, first.memberId),
        removeMember(database.db, second.actor, organizationId, second.memberId),
      ]);
      expect(outcomes).toEqual(["CONFLICT", "ok"]);
      expect(await ownerCount(organizationId)).toBe(1);
    }
  });

  it("demoting each other: whoever acts second has lost the standing to", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { organizationId, first, second } = await organizationWithTwoOwners();
      const outcomes = await outcomesOf([
        changeMemberRole(database.db, first.actor, organizationId, second.memberId, "level_4"),
        removeMember(database.db, second.actor, organizationId, first.memberId),
      ]);
      // Demoted first, the second may no longer remove an Owner (FORBIDDEN); removed first, the
      // first is no longer a member at all (NOT_FOUND).
      expect([
        ["FORBIDDEN", "ok"],
        ["NOT_FOUND", "ok"],
      ]).toContainEqual(outcomes);
      expect(await ownerCount(organizationId)).toBe(1);
    }
  });
});
