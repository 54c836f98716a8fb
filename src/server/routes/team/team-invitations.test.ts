import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_TTL_DAYS } from "../../../contracts/limits.ts";
import {
  organizationListSchema,
  organizationSchema,
  teamInvitationSchema,
  teamSchema,
} from "../../../contracts/organizations.ts";
import { signUp, uniqueEmail, type SignedIn } from "../../../../test/support/accounts.ts";
import {
  auditEntries,
  apiCaller,
  createOrganizationAs,
  type ApiCall,
  membershipOf,
  createTeamAs,
} from "../../../../test/support/teams.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../test/support/test-app.ts";
import { invitation } from "../../db/schema/auth.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let stranger: SignedIn;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh organization: the owner (level_5), a CFO (level_4) and an Accountant (level_3). */
async function newTeam(): Promise<string> {
  return (await createTeamAs(subject.app, subject.database, { owner, cfo, accountant }))
    .organizationId;
}

const invite = (person: SignedIn, organizationId: string, email: string, role = "level_3") =>
  call(person, "POST", `/api/organizations/${organizationId}/invitations`, { email, role });

async function teamOf(person: SignedIn, organizationId: string) {
  const response = await call(person, "GET", `/api/organizations/${organizationId}/team`);
  expect(response.statusCode, response.body).toBe(200);
  return teamSchema.parse(response.json());
}

async function organizationsOf(person: SignedIn) {
  const response = await call(person, "GET", "/api/organizations");
  expect(response.statusCode, response.body).toBe(200);
  return organizationListSchema.parse(response.json());
}

async function mailTo(email: string) {
  return (await subject.outbox()).filter((mail) => mail.to === email);
}

async function statusOf(invitationId: string) {
  const [row] = await subject.database.db
    .select({ status: invitation.status })
    .from(invitation)
    .where(eq(invitation.id, invitationId));
  return row?.status;
}

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, uniqueEmail("owner"), "Ibu Owner");
  cfo = await signUp(subject.app, uniqueEmail("cfo"), "Pak CFO");
  accountant = await signUp(subject.app, uniqueEmail("accountant"), "Mbak Akuntan");
  stranger = await signUp(subject.app, uniqueEmail("stranger"), "Orang Lain");
});
afterAll(() => subject.close());

describe("inviting and joining", () => {
  it("mails the invitee, who signs up, sees it pending, accepts and lands in it", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("rina");
    const sent = await invite(owner, organizationId, email.toUpperCase(), "level_4");
    expect(sent.statusCode, sent.body).toBe(201);
    const invited = teamInvitationSchema.parse(sent.json());
    expect(invited).toMatchObject({ email, role: "level_4", status: "pending" });
    const daysLeft = (Date.parse(invited.expiresAt) - Date.now()) / DAY_MS;
    expect(daysLeft).toBeGreaterThan(INVITATION_TTL_DAYS - 0.01);
    expect(daysLeft).toBeLessThanOrEqual(INVITATION_TTL_DAYS);

    const [mail] = await mailTo(email);
    expect(mail?.subject).toMatch(/^Ibu Owner invited you to PT Sinar Jaya/);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/invitations/${invited.id}`);
    expect((await teamOf(cfo, organizationId)).invitations).toEqual([invited]);

    const rina = await signUp(subject.app, email, "Rina");
    const pending = (await organizationsOf(rina)).organizations.find(
      (organization) => organization.id === organizationId,
    );
    expect(pending).toMatchObject({ memberStatus: "invited", userRole: "level_4" });
    expect(JSON.stringify(pending)).not.toContain(invited.id);

    const details = await call(rina, "GET", `/api/invitations/${invited.id}`);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual({
      id: invited.id,
      organizationName: expect.stringMatching(/^PT Sinar Jaya/),
      role: "level_4",
      expiresAt: invited.expiresAt,
    });
    const stranger = await signUp(subject.app, undefined, "Orang Lain");
    expect((await call(stranger, "GET", `/api/invitations/${invited.id}`)).statusCode).toBe(404);

    const accepted = await call(rina, "POST", `/api/invitations/${invited.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(organizationSchema.parse(accepted.json())).toMatchObject({
      id: organizationId,
      memberStatus: "active",
      userRole: "level_4",
      permissions: { manageTeam: true, manageSettings: false },
    });

    const after = await organizationsOf(rina);
    expect(after.activeOrganizationId).toBe(organizationId);
    expect(
      after.organizations.find((organization) => organization.id === organizationId),
    ).toMatchObject({ memberStatus: "active" });
    const team = await teamOf(rina, organizationId);
    expect(team.invitations).toEqual([]);
    expect(team.members.find((entry) => entry.userId === rina.userId)).toMatchObject({
      name: "Rina",
      email,
      role: "level_4",
      status: "active",
    });
    expect(await statusOf(invited.id)).toBe("accepted");

    const again = await call(rina, "POST", `/api/invitations/${invited.id}/accept`);
    expect(again.statusCode).toBe(404);
  });

  it("records the invitation in the audit log", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("auditee");
    expect((await invite(cfo, organizationId, email, "level_3")).statusCode).toBe(201);
    const entries = await auditEntries(subject.app, owner, organizationId, "member_invited");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      user_email: cfo.email,
      resource_type: "invitation",
      details: { email, role: "level_3" },
    });
  });

  it("lets an Owner invite an Owner and a CFO invite a CFO or an Accountant", async () => {
    const organizationId = await newTeam();
    expect((await invite(owner, organizationId, uniqueEmail(), "level_5")).statusCode).toBe(201);
    expect((await invite(cfo, organizationId, uniqueEmail(), "level_4")).statusCode).toBe(201);
    expect((await invite(cfo, organizationId, uniqueEmail(), "level_3")).statusCode).toBe(201);
    expect((await teamOf(owner, organizationId)).invitations.map((entry) => entry.role)).toEqual([
      "level_5",
      "level_4",
      "level_3",
    ]);
  });

  it("refuses a CFO inviting an Owner and an Accountant inviting anyone, with no trace", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("refused");
    const refusals = [
      await invite(cfo, organizationId, email, "level_5"),
      await invite(accountant, organizationId, email, "level_3"),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe("FORBIDDEN");
    }
    expect((await teamOf(owner, organizationId)).invitations).toEqual([]);
    expect(await mailTo(email)).toEqual([]);
    expect(await auditEntries(subject.app, owner, organizationId, "member_invited")).toEqual([]);
  });

  it("answers a non-member NOT_FOUND, and a visitor UNAUTHENTICATED", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("nobody");
    const response = await invite(stranger, organizationId, email);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
    const visitor = await call(null, "POST", `/api/organizations/${organizationId}/invitations`, {
      email,
      role: "level_3",
    });
    expect(visitor.statusCode).toBe(401);
    expect(await mailTo(email)).toEqual([]);
    expect((await teamOf(owner, organizationId)).invitations).toEqual([]);
  });

  it("refuses to invite someone who is already a member, whatever the letter case", async () => {
    const organizationId = await newTeam();
    const response = await invite(owner, organizationId, accountant.email.toUpperCase());
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("CONFLICT");
    expect(await auditEntries(subject.app, owner, organizationId, "member_invited")).toEqual([]);
  });

  it("rejects an address that is not one, and an unknown role", async () => {
    const organizationId = await newTeam();
    for (const [email, role] of [
      ["not-an-address", "level_3"],
      [uniqueEmail(), "owner"],
    ]) {
      const response = await invite(owner, organizationId, email ?? "", role);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("replaces a pending invitation to the same address instead of adding a second", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("twice");
    const first = teamInvitationSchema.parse(
      (await invite(owner, organizationId, email, "level_3")).json(),
    );
    const second = teamInvitationSchema.parse(
      (await invite(cfo, organizationId, email, "level_4")).json(),
    );
    expect(second.id).not.toBe(first.id);
    expect((await teamOf(owner, organizationId)).invitations).toEqual([second]);
    expect(await statusOf(first.id)).toBe("canceled");
    expect(await mailTo(email)).toHaveLength(2);

    const invitee = await signUp(subject.app, email);
    expect((await call(invitee, "POST", `/api/invitations/${first.id}/accept`)).statusCode).toBe(
      404,
    );
    const accepted = await call(invitee, "POST", `/api/invitations/${second.id}/accept`);
    expect(accepted.json()).toMatchObject({ userRole: "level_4" });
  });
});

describe("accepting", () => {
  it("will not let someone with another e-mail accept, and changes nothing", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("intended");
    const invited = teamInvitationSchema.parse((await invite(owner, organizationId, email)).json());
    const before = await organizationsOf(stranger);

    for (const person of [stranger, cfo]) {
      const response = await call(person, "POST", `/api/invitations/${invited.id}/accept`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(await organizationsOf(stranger)).toEqual(before);
    expect(await membershipOf(subject.database, organizationId, stranger)).toBeUndefined();
    expect(await statusOf(invited.id)).toBe("pending");
    expect((await teamOf(owner, organizationId)).invitations).toEqual([invited]);
  });

  it("answers an unknown, expired or canceled invitation NOT_FOUND", async () => {
    const organizationId = await newTeam();
    const invitee = await signUp(subject.app, uniqueEmail("late"));
    const expiredId = randomUUID();
    await subject.database.db.insert(invitation).values({
      id: expiredId,
      organizationId,
      email: invitee.email,
      role: "level_4",
      status: "pending",
      expiresAt: new Date(Date.now() - 1000),
      inviterId: owner.userId,
    });
    expect((await teamOf(owner, organizationId)).invitations).toEqual([]);

    const canceled = teamInvitationSchema.parse(
      (await invite(owner, organizationId, invitee.email)).json(),
    );
    const cancel = await call(
      owner,
      "DELETE",
      `/api/organizations/${organizationId}/invitations/${canceled.id}`,
    );
    expect(cancel.statusCode).toBe(204);

    for (const invitationId of [randomUUID(), expiredId, canceled.id]) {
      const response = await call(invitee, "POST", `/api/invitations/${invitationId}/accept`);
      expect(response.statusCode).toBe(404);
    }
    expect(await membershipOf(subject.database, organizationId, invitee)).toBeUndefined();
  });

  it("asks a visitor to sign in", async () => {
    const response = await call(null, "POST", `/api/invitations/${randomUUID()}/accept`);
    expect(response.statusCode).toBe(401);
  });
});

describe("canceling an invitation", () => {
  const cancel = (person: SignedIn, organizationId: string, invitationId: string) =>
    call(person, "DELETE", `/api/organizations/${organizationId}/invitations/${invitationId}`);

  it("lets an Owner or a CFO cancel it; its link then stops working", async () => {
    const organizationId = await newTeam();
    for (const person of [owner, cfo]) {
      const email = uniqueEmail("withdrawn");
      const invited = teamInvitationSchema.parse(
        (await invite(owner, organizationId, email)).json(),
      );
      const response = await cancel(person, organizationId, invited.id);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe("");
      expect(await statusOf(invited.id)).toBe("canceled");
      const invitee = await signUp(subject.app, email);
      const accept = await call(invitee, "POST", `/api/invitations/${invited.id}/accept`);
      expect(accept.statusCode).toBe(404);
    }
    expect((await teamOf(owner, organizationId)).invitations).toEqual([]);
  });

  it("refuses an Accountant (FORBIDDEN) and a non-member (NOT_FOUND)", async () => {
    const organizationId = await newTeam();
    const invited = teamInvitationSchema.parse(
      (await invite(owner, organizationId, uniqueEmail())).json(),
    );
    expect((await cancel(accountant, organizationId, invited.id)).statusCode).toBe(403);
    expect((await cancel(stranger, organizationId, invited.id)).statusCode).toBe(404);
    expect(await statusOf(invited.id)).toBe("pending");
  });

  it("answers an unknown id, or another organization's invitation, NOT_FOUND", async () => {
    const organizationId = await newTeam();
    const otherOrganizationId = await createOrganizationAs(subject.app, stranger);
    const theirs = teamInvitationSchema.parse(
      (await invite(stranger, otherOrganizationId, uniqueEmail())).json(),
    );
    for (const invitationId of [randomUUID(), theirs.id]) {
      const response = await cancel(owner, organizationId, invitationId);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(await statusOf(theirs.id)).toBe("pending");
  });
});
