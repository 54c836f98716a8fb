import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSIONS, teamMemberSchema, teamSchema } from "../../../contracts/organizations.ts";
import { signUp, uniqueEmail, type SignedIn } from "../../../../test/support/accounts.ts";
import {
  apiCaller,
  auditEntries,
  createOrganizationAs,
  joinAs,
  membershipOf,
  type ApiCall,
  createTeamAs,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { invitation, member } from "../../db/schema/auth.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let coOwner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let stranger: SignedIn;

interface Team {
  organizationId: string;
  /** Membership ids by person. */
  owner: string;
  cfo: string;
  accountant: string;
}

/** A fresh organization: the owner (level_5), a CFO (level_4) and an Accountant (level_3). */
function newTeam(): Promise<Team> {
  return createTeamAs(subject.app, subject.database, { owner, cfo, accountant });
}

const readTeam = (person: SignedIn | null, organizationId: string) =>
  call(person, "GET", `/api/organizations/${organizationId}/team`);
const changeRole = (person: SignedIn, team: Team, memberId: string, role: string) =>
  call(person, "PATCH", `/api/organizations/${team.organizationId}/members/${memberId}`, { role });
const remove = (person: SignedIn, team: Team, memberId: string) =>
  call(person, "DELETE", `/api/organizations/${team.organizationId}/members/${memberId}`);

async function roleOf(team: Team, memberId: string) {
  const [row] = await subject.database.db
    .select({ role: member.role })
    .from(member)
    .where(and(eq(member.id, memberId), eq(member.organizationId, team.organizationId)));
  return row?.role;
}

async function ownerCount(organizationId: string) {
  const owners = await subject.database.db
    .select({ id: member.id })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.role, "level_5")));
  return owners.length;
}

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, uniqueEmail("owner"), "Ibu Owner");
  coOwner = await signUp(subject.app, uniqueEmail("coowner"), "Pak Owner");
  cfo = await signUp(subject.app, uniqueEmail("cfo"), "Pak CFO");
  accountant = await signUp(subject.app, uniqueEmail("accountant"), "Mbak Akuntan");
  stranger = await signUp(subject.app, uniqueEmail("stranger"), "Orang Lain");
});
afterAll(() => subject.close());

describe("GET /api/organizations/:organizationId/team", () => {
  it("shows every member the team and their own permissions, open invitations only to those who manage the team", async () => {
    const team = await newTeam();
    await subject.database.db.insert(invitation).values([
      {
        id: randomUUID(),
        organizationId: team.organizationId,
        email: "open@example.co.id",
        role: "level_3",
        expiresAt: new Date(Date.now() + 60_000),
        inviterId: owner.userId,
      },
      {
        id: randomUUID(),
        organizationId: team.organizationId,
        email: "expired@example.co.id",
        role: "level_3",
        expiresAt: new Date(Date.now() - 60_000),
        inviterId: owner.userId,
      },
      {
        id: randomUUID(),
        organizationId: team.organizationId,
        email: "canceled@example.co.id",
        role: "level_3",
        status: "canceled",
        expiresAt: new Date(Date.now() + 60_000),
        inviterId: owner.userId,
      },
    ]);

    const expected = {
      [owner.userId]: [true, true, true, true, true, true],
      [cfo.userId]: [true, true, true, true, false, true],
      [accountant.userId]: [false, false, false, false, false, false],
    };
    for (const person of [owner, cfo, accountant]) {
      const response = await readTeam(person, team.organizationId);
      expect(response.statusCode, response.body).toBe(200);
      const read = teamSchema.parse(response.json());
      expect(read.members).toEqual([
        expect.objectContaining({
          id: team.owner,
          name: "Ibu Owner",
          email: owner.email,
          role: "level_5",
        }),
        expect.objectContaining({
          id: team.cfo,
          name: "Pak CFO",
          email: cfo.email,
          role: "level_4",
        }),
        expect.objectContaining({ id: team.accountant, email: accountant.email, role: "level_3" }),
      ]);
      expect(read.invitations.map((entry) => entry.email)).toEqual(
        read.permissions.manageTeam ? ["open@example.co.id"] : [],
      );
      if (!read.permissions.manageTeam) expect(response.body).not.toContain("open@example.co.id");
      expect(PERMISSIONS.map((name) => read.permissions[name])).toEqual(expected[person.userId]);
    }
  });

  it("answers a non-member and an unknown organization NOT_FOUND, a visitor UNAUTHENTICATED", async () => {
    const team = await newTeam();
    for (const organizationId of [team.organizationId, randomUUID()]) {
      const response = await readTeam(stranger, organizationId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await readTeam(null, team.organizationId)).statusCode).toBe(401);
  });
});

describe("changing a member's role", () => {
  it("lets the Owner promote an Accountant, and records from, to and whose", async () => {
    const team = await newTeam();
    const response = await changeRole(owner, team, team.accountant, "level_4");
    expect(response.statusCode, response.body).toBe(200);
    expect(teamMemberSchema.parse(response.json())).toMatchObject({
      id: team.accountant,
      userId: accountant.userId,
      role: "level_4",
    });
    expect(await roleOf(team, team.accountant)).toBe("level_4");
    const entries = await auditEntries(subject.app, owner, team.organizationId, "role_changed");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_email: owner.email,
      resource_type: "organization_member",
      details: { from: "level_3", to: "level_4", email: accountant.email },
    });
  });

  it("lets a CFO change Accountants and CFOs, but not give or take the Owner role", async () => {
    const team = await newTeam();
    expect((await changeRole(cfo, team, team.accountant, "level_4")).statusCode).toBe(200);
    expect((await changeRole(cfo, team, team.accountant, "level_3")).statusCode).toBe(200);
    for (const [memberId, role] of [
      [team.accountant, "level_5"],
      [team.owner, "level_4"],
      [team.cfo, "level_5"],
    ] as const) {
      const refused = await changeRole(cfo, team, memberId, role);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
    }
    expect(await roleOf(team, team.owner)).toBe("level_5");
    expect(await roleOf(team, team.cfo)).toBe("level_4");
    expect(
      await auditEntries(subject.app, owner, team.organizationId, "role_changed"),
    ).toHaveLength(2);
  });

  it("refuses an Accountant (FORBIDDEN) and a non-member (NOT_FOUND), with no trace", async () => {
    const team = await newTeam();
    const refused = await changeRole(accountant, team, team.accountant, "level_4");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toEqual({ permission: "manageTeam" });
    expect((await changeRole(stranger, team, team.accountant, "level_4")).statusCode).toBe(404);
    expect(await roleOf(team, team.accountant)).toBe("level_3");
    expect(await auditEntries(subject.app, owner, team.organizationId, "role_changed")).toEqual([]);
  });

  it("keeps the last Owner an Owner", async () => {
    const team = await newTeam();
    const refused = await changeRole(owner, team, team.owner, "level_4");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "CONFLICT",
      message: "An organization needs at least one Owner.",
    });
    expect(await roleOf(team, team.owner)).toBe("level_5");
    expect(await auditEntries(subject.app, owner, team.organizationId, "role_changed")).toEqual([]);
  });

  it("lets one of two Owners step down, then keeps the other", async () => {
    const team = await newTeam();
    const coOwnerId = await joinAs(subject.database, team.organizationId, coOwner, "level_5");
    expect((await changeRole(owner, team, team.owner, "level_4")).statusCode).toBe(200);
    expect((await changeRole(coOwner, team, coOwnerId, "level_4")).statusCode).toBe(409);
    expect(await ownerCount(team.organizationId)).toBe(1);
  });

  it("answers another organization's member NOT_FOUND, and leaves it alone", async () => {
    const team = await newTeam();
    const otherTeam = await newTeam();
    const response = await changeRole(owner, team, otherTeam.accountant, "level_4");
    expect(response.statusCode).toBe(404);
    expect(await roleOf(otherTeam, otherTeam.accountant)).toBe("level_3");
  });

  it("rejects an unknown role", async () => {
    const team = await newTeam();
    const response = await changeRole(owner, team, team.accountant, "owner");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_FAILED");
  });
});

describe("removing a member", () => {
  it("takes the member out, records it, and clears it as their active organization", async () => {
    const team = await newTeam();
    const switched = await call(accountant, "POST", "/api/organizations/switch", {
      organizationId: team.organizationId,
    });
    expect(switched.statusCode).toBe(200);

    const response = await remove(owner, team, team.accountant);
    expect(response.statusCode, response.body).toBe(204);
    expect(await membershipOf(subject.database, team.organizationId, accountant)).toBeUndefined();
    const list = await call(accountant, "GET", "/api/organizations");
    expect(list.json().activeOrganizationId).toBeNull();
    expect(list.json().organizations.map((entry: { id: string }) => entry.id)).not.toContain(
      team.organizationId,
    );
    expect((await readTeam(accountant, team.organizationId)).statusCode).toBe(404);

    const entries = await auditEntries(subject.app, owner, team.organizationId, "member_removed");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_email: owner.email,
      resource_type: "organization_member",
      details: { email: accountant.email, role: "level_3" },
    });
  });

  it("lets a CFO remove an Accountant but not the Owner", async () => {
    const team = await newTeam();
    expect((await remove(cfo, team, team.accountant)).statusCode).toBe(204);
    const refused = await remove(cfo, team, team.owner);
    expect(refused.statusCode).toBe(403);
    expect(await roleOf(team, team.owner)).toBe("level_5");
    expect(
      await auditEntries(subject.app, owner, team.organizationId, "member_removed"),
    ).toHaveLength(1);
  });

  it("refuses an Accountant removing someone else and a non-member, with no trace", async () => {
    const team = await newTeam();
    expect((await remove(accountant, team, team.cfo)).statusCode).toBe(403);
    expect((await remove(stranger, team, team.cfo)).statusCode).toBe(404);
    expect(await roleOf(team, team.cfo)).toBe("level_4");
    expect(await auditEntries(subject.app, owner, team.organizationId, "member_removed")).toEqual(
      [],
    );
  });

  it("lets any member leave, but not the last Owner", async () => {
    const team = await newTeam();
    expect((await remove(accountant, team, team.accountant)).statusCode).toBe(204);
    expect(await membershipOf(subject.database, team.organizationId, accountant)).toBeUndefined();

    const refused = await remove(owner, team, team.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("An organization needs at least one Owner.");
    expect(await roleOf(team, team.owner)).toBe("level_5");
    const entries = await auditEntries(subject.app, owner, team.organizationId, "member_removed");
    expect(entries.map((entry) => entry.details)).toEqual([
      { email: accountant.email, role: "level_3", left: true },
    ]);
  });

  it("lets an Owner remove another Owner, and then not the one who is left", async () => {
    const team = await newTeam();
    const coOwnerId = await joinAs(subject.database, team.organizationId, coOwner, "level_5");
    expect((await remove(owner, team, coOwnerId)).statusCode).toBe(204);
    expect((await remove(owner, team, team.owner)).statusCode).toBe(409);
    expect(await ownerCount(team.organizationId)).toBe(1);
  });

  it("answers an unknown member and another organization's member NOT_FOUND", async () => {
    const team = await newTeam();
    const otherTeam = await newTeam();
    for (const memberId of [randomUUID(), otherTeam.accountant]) {
      const response = await remove(owner, team, memberId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(await roleOf(otherTeam, otherTeam.accountant)).toBe("level_3");
  });
});

describe("another organization's team", () => {
  it("is NOT_FOUND to a member of a different organization, for reading and for every change", async () => {
    const team = await newTeam();
    const strangersOrganizationId = await createOrganizationAs(subject.app, stranger);
    const base = `/api/organizations/${team.organizationId}`;
    const attempts: Array<[Parameters<ApiCall>[1], string, object?]> = [
      ["GET", `${base}/team`],
      ["POST", `${base}/invitations`, { email: uniqueEmail(), role: "level_3" }],
      ["DELETE", `${base}/invitations/${randomUUID()}`],
      ["PATCH", `${base}/members/${team.accountant}`, { role: "level_4" }],
      ["DELETE", `${base}/members/${team.accountant}`],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(await roleOf(team, team.accountant)).toBe("level_3");
    expect(
      teamSchema.parse((await readTeam(owner, team.organizationId)).json()).invitations,
    ).toEqual([]);
    expect((await readTeam(stranger, strangersOrganizationId)).statusCode).toBe(200);
  });
});
