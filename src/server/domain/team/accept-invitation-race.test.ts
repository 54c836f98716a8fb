import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../../test/support/accounts.ts";
import { connectTestDatabase } from "../../../../test/support/test-database.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database } from "../../db/client.ts";
import { invitation, member, organization, session, user } from "../../db/schema/auth.ts";
import { isAppError } from "../../errors.ts";
import { acceptInvitation } from "./accept-invitation.ts";
import { changeMemberRole } from "./change-member-role.ts";
import { newInvitationToken } from "./invitation-token.ts";

/*
 * An invitee accepting while the Owner demotes the CFO who invited them, on the domain
 * functions directly so that on PostgreSQL the two transactions truly overlap. Whichever
 * commits first, the other sees its result: never a deadlock, never a member let in by an
 * invitation the demotion withdrew.
 */

let database: Database;
beforeAll(() => {
  database = connectTestDatabase();
});
afterAll(() => database.close());

async function newPerson(name: string): Promise<Actor> {
  const userId = randomUUID();
  const email = uniqueEmail(name);
  await database.db.insert(user).values({ id: userId, name, email, emailVerified: true });
  const token = randomUUID();
  await database.db.insert(session).values({
    id: randomUUID(),
    userId,
    token,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return { userId, email, name, sessionToken: token, activeOrganizationId: null };
}

async function invitationRace() {
  const organizationId = randomUUID();
  await database.db
    .insert(organization)
    .values({ id: organizationId, name: "PT Balapan", slug: `org-${organizationId}` });
  const owner = await newPerson("owner");
  const cfo = await newPerson("cfo");
  const invitee = await newPerson("invitee");
  const cfoMemberId = randomUUID();
  await database.db.insert(member).values([
    { id: randomUUID(), organizationId, userId: owner.userId, role: "level_5" },
    { id: cfoMemberId, organizationId, userId: cfo.userId, role: "level_4" },
  ]);
  const invitationId = randomUUID();
  const { token, tokenHash } = newInvitationToken();
  await database.db.insert(invitation).values({
    id: invitationId,
    organizationId,
    email: invitee.email,
    role: "level_4",
    status: "pending",
    expiresAt: new Date(Date.now() + 60_000),
    inviterId: cfo.userId,
    tokenHash,
  });
  return { organizationId, owner, invitee, cfoMemberId, invitationId, token };
}

/** "ok", or the AppError code the action was refused with. */
async function outcomeOf(action: Promise<unknown>): Promise<string> {
  try {
    await action;
    return "ok";
  } catch (error) {
    if (isAppError(error)) return error.code;
    throw error;
  }
}

const ROUNDS = 5;

describe("accepting while the inviter is demoted", () => {
  it("either lets the invitee in first or refuses them after, and never deadlocks", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const race = await invitationRace();
      const [accepted, demoted] = await Promise.all([
        outcomeOf(acceptInvitation(database.db, race.invitee, race.invitationId, race.token)),
        outcomeOf(
          changeMemberRole(
            database.db,
            race.owner,
            race.organizationId,
            race.cfoMemberId,
            "level_3",
          ),
        ),
      ]);
      expect(demoted).toBe("ok");
      expect(["ok", "NOT_FOUND"]).toContain(accepted);
      const [joined] = await database.db
        .select({ id: member.id })
        .from(member)
        .where(
          and(
            eq(member.organizationId, race.organizationId),
            eq(member.userId, race.invitee.userId),
          ),
        );
      const [row] = await database.db
        .select({ status: invitation.status })
        .from(invitation)
        .where(eq(invitation.id, race.invitationId));
      expect({ joined: Boolean(joined), status: row?.status }).toEqual(
        accepted === "ok"
          ? { joined: true, status: "accepted" }
          : { joined: false, status: "canceled" },
      );
    }
  });
});
