import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  INVITATION_LIMITS,
  INVITATION_TTL_DAYS,
  USER_NAME_MAX_LENGTH,
} from "../../../contracts/limits.ts";
import {
  organizationListSchema,
  organizationSchema,
  teamInvitationSchema,
  teamSchema,
} from "../../../contracts/organizations.ts";
import {
  signUp,
  signUpVerified,
  uniqueEmail,
  verifyEmail,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import {
  auditEntries,
  apiCaller,
  createOrganizationAs,
  type ApiCall,
  membershipOf,
  createTeamAs,
  joinAs,
} from "../../../../test/support/teams.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../test/support/test-app.ts";
import { invitation, member } from "../../db/schema/auth.ts";

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

async function invitationMailsTo(email: string) {
  return (await mailTo(email)).filter((mail) => mail.text.includes("/invitations/"));
}

/** The invitation's id and secret, from the newest invitation mail to `email`. */
async function invitationLinkTo(email: string) {
  const [mail] = await invitationMailsTo(email);
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
  return {
    invitationId: link.pathname.split("/").at(-1) ?? "",
    token: link.searchParams.get("token") ?? "",
  };
}

const readInvitation = (person: SignedIn, invitationId: string, token: string) =>
  call(person, "GET", `/api/invitations/${invitationId}?token=${encodeURIComponent(token)}`);

const accept = (person: SignedIn, invitationId: string, token: string) =>
  call(person, "POST", `/api/invitations/${invitationId}/accept`, { token });

/** Accepts with the secret from the invitee's own mail, as the invitation page does. */
async function acceptFromMail(person: SignedIn, invitationId: string) {
  const link = await invitationLinkTo(person.email);
  expect(link.invitationId).toBe(invitationId);
  return accept(person, invitationId, link.token);
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
    expect(mail?.subject).toMatch(/^Invitation to join PT Sinar Jaya [0-9a-f]{6} on berkas$/);
    expect(mail?.text).toContain("Ibu Owner invited you to join PT Sinar Jaya");
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/invitations/${invited.id}?token=`);
    const { token } = await invitationLinkTo(email);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await teamOf(cfo, organizationId)).invitations).toEqual([invited]);

    const rina = await signUp(subject.app, email, "Rina");
    const listed = async () =>
      (await organizationsOf(rina)).organizations.find(
        (organization) => organization.id === organizationId,
      );
    // Anyone may sign up with the address: the invitation shows once it is proven.
    expect(await listed()).toBeUndefined();

    const details = await readInvitation(rina, invited.id, token);
    expect(details.statusCode, details.body).toBe(200);
    expect(details.json()).toEqual({
      id: invited.id,
      organizationName: expect.stringMatching(/^PT Sinar Jaya/),
      role: "level_4",
      expiresAt: invited.expiresAt,
    });
    const stranger = await signUp(subject.app, undefined, "Orang Lain");
    expect((await readInvitation(stranger, invited.id, token)).statusCode).toBe(404);

    // Not before the address is proven: the mailed verification link, then the invitation.
    const unproven = await accept(rina, invited.id, token);
    expect(unproven.statusCode).toBe(403);
    expect(unproven.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    await verifyEmail(subject, email);
    const pending = await listed();
    expect(pending).toMatchObject({ memberStatus: "invited", userRole: "level_4" });
    expect(JSON.stringify(pending)).not.toContain(invited.id);
    const accepted = await accept(rina, invited.id, token);
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

    const again = await accept(rina, invited.id, token);
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
    const [secondMail, firstMail] = await invitationMailsTo(email);
    expect(firstMail?.text).toContain(`/invitations/${first.id}?token=`);
    const firstToken = new URL(
      /https?:\/\/\S+/.exec(firstMail?.text ?? "")?.[0] ?? "",
    ).searchParams.get("token");

    const invitee = await signUpVerified(subject, email);
    expect((await accept(invitee, first.id, firstToken ?? "")).statusCode).toBe(404);
    expect(secondMail?.text).toContain(`/invitations/${second.id}?token=`);
    const accepted = await acceptFromMail(invitee, second.id);
    expect(accepted.json()).toMatchObject({ userRole: "level_4" });
  });
});

describe("accepting", () => {
  it("will not let someone with another e-mail accept, and changes nothing", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("intended");
    const invited = teamInvitationSchema.parse((await invite(owner, organizationId, email)).json());
    const before = await organizationsOf(stranger);

    const { token } = await invitationLinkTo(email);
    for (const person of [stranger, cfo]) {
      const response = await accept(person, invited.id, token);
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
    const invitee = await signUpVerified(subject, uniqueEmail("late"));
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

    const { token } = await invitationLinkTo(invitee.email);
    for (const invitationId of [randomUUID(), expiredId, canceled.id]) {
      const response = await accept(invitee, invitationId, token);
      expect(response.statusCode).toBe(404);
    }
    expect(await membershipOf(subject.database, organizationId, invitee)).toBeUndefined();
  });

  it("asks a visitor to sign in", async () => {
    const response = await call(null, "POST", `/api/invitations/${randomUUID()}/accept`, {
      token: "anything",
    });
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
      const invitee = await signUpVerified(subject, email);
      expect((await acceptFromMail(invitee, invited.id)).statusCode).toBe(404);
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

describe("taking over an invitation (issue 16, hole 1)", () => {
  it("shows members who do not manage the team no invitation, nor its id", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("cfo-to-be");
    const invited = teamInvitationSchema.parse(
      (await invite(owner, organizationId, email, "level_4")).json(),
    );
    const read = await call(accountant, "GET", `/api/organizations/${organizationId}/team`);
    expect(read.statusCode).toBe(200);
    expect(teamSchema.parse(read.json()).invitations).toEqual([]);
    expect(read.body).not.toContain(invited.id);
    expect(read.body).not.toContain(email);
    expect((await teamOf(cfo, organizationId)).invitations).toEqual([invited]);
  });

  it("refuses an Accountant who signs up as the invited CFO's address, even holding the id and the secret", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("real-cfo");
    const invited = teamInvitationSchema.parse(
      (await invite(owner, organizationId, email, "level_4")).json(),
    );
    const { token } = await invitationLinkTo(email);
    // The Accountant registers the address (nobody proves it at sign-up) and tries the id with
    // no secret, a guessed one, and at last the real one as if the mail had leaked.
    const impostor = await signUp(subject.app, email, "Mbak Akuntan");
    const refusals = [
      await call(impostor, "POST", `/api/invitations/${invited.id}/accept`),
      await accept(impostor, invited.id, "guessed"),
      await readInvitation(impostor, invited.id, "guessed"),
      await accept(impostor, invited.id, token),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 404, 404, 403]);
    expect(refusals[3]?.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(await membershipOf(subject.database, organizationId, impostor)).toBeUndefined();
    expect(await statusOf(invited.id)).toBe("pending");
  });

  it("refuses a proven address without the secret the invitation mail carries", async () => {
    const organizationId = await newTeam();
    const email = uniqueEmail("proven");
    const invited = teamInvitationSchema.parse(
      (await invite(owner, organizationId, email, "level_5")).json(),
    );
    const invitee = await signUpVerified(subject, email);
    const { token } = await invitationLinkTo(email);
    const otherInvitationToken = await (async () => {
      const other = uniqueEmail("other");
      await invite(owner, organizationId, other);
      return (await invitationLinkTo(other)).token;
    })();
    for (const wrong of [otherInvitationToken, token.slice(0, -1), `${token}x`]) {
      expect((await readInvitation(invitee, invited.id, wrong)).statusCode).toBe(404);
      expect((await accept(invitee, invited.id, wrong)).statusCode).toBe(404);
    }
    expect(await membershipOf(subject.database, organizationId, invitee)).toBeUndefined();
    expect((await accept(invitee, invited.id, token)).json()).toMatchObject({
      userRole: "level_5",
    });
  });

  it("withdraws invitations whose inviter was demoted below them or removed; they cannot be accepted", async () => {
    const team = await createTeamAs(subject.app, subject.database, { owner, cfo, accountant });
    const coOwner = await signUp(subject.app, uniqueEmail("co-owner"));
    const coOwnerMembership = await joinAs(
      subject.database,
      team.organizationId,
      coOwner,
      "level_5",
    );
    const ownerInvitee = uniqueEmail("owner-invitee");
    const cfoInvitee = uniqueEmail("cfo-invitee");
    const staysInvitee = uniqueEmail("stays");
    expect((await invite(coOwner, team.organizationId, ownerInvitee, "level_5")).statusCode).toBe(
      201,
    );
    expect((await invite(coOwner, team.organizationId, staysInvitee, "level_4")).statusCode).toBe(
      201,
    );
    expect((await invite(cfo, team.organizationId, cfoInvitee, "level_3")).statusCode).toBe(201);

    const base = `/api/organizations/${team.organizationId}/members`;
    const demoted = await call(owner, "PATCH", `${base}/${coOwnerMembership}`, { role: "level_4" });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await call(owner, "DELETE", `${base}/${team.cfo}`)).statusCode).toBe(204);

    expect(
      (await teamOf(owner, team.organizationId)).invitations.map((each) => each.email),
    ).toEqual([staysInvitee]);
    for (const email of [ownerInvitee, cfoInvitee]) {
      const invitee = await signUpVerified(subject, email);
      const { invitationId } = await invitationLinkTo(email);
      expect((await acceptFromMail(invitee, invitationId)).statusCode).toBe(404);
      expect(await membershipOf(subject.database, team.organizationId, invitee)).toBeUndefined();
    }
    const stays = await signUpVerified(subject, staysInvitee);
    const { invitationId } = await invitationLinkTo(staysInvitee);
    expect((await acceptFromMail(stays, invitationId)).json()).toMatchObject({
      userRole: "level_4",
    });
  });

  it("refuses at acceptance an invitation whose inviter no longer holds the right, however it was lost", async () => {
    const team = await createTeamAs(subject.app, subject.database, { owner, cfo, accountant });
    const email = uniqueEmail("late-check");
    const invited = teamInvitationSchema.parse(
      (await invite(cfo, team.organizationId, email, "level_4")).json(),
    );
    // A role lost without going through the team routes (by an operator, say) withdraws nothing.
    await subject.database.db
      .update(member)
      .set({ role: "level_3" })
      .where(eq(member.id, team.cfo));
    expect(await statusOf(invited.id)).toBe("pending");
    const invitee = await signUpVerified(subject, email);
    expect((await acceptFromMail(invitee, invited.id)).statusCode).toBe(404);
    expect(await membershipOf(subject.database, team.organizationId, invitee)).toBeUndefined();
  });
});

describe("invitation mail as a spam relay (issue 16, hole 7)", () => {
  it("never puts the inviter's name in the subject, and cuts it in the text", async () => {
    const spammer = await signUp(subject.app, uniqueEmail("spammer"), "BUY NOW ".repeat(375));
    const organizationId = await createOrganizationAs(subject.app, spammer);
    const email = uniqueEmail("target");
    expect((await invite(spammer, organizationId, email)).statusCode).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toMatch(/^Invitation to join PT Sinar Jaya [0-9a-f]{6} on berkas$/);
    expect(mail?.subject).not.toContain("BUY NOW");
    expect(mail?.text.split("BUY NOW").length).toBeLessThanOrEqual(
      Math.ceil(USER_NAME_MAX_LENGTH / "BUY NOW ".length) + 1,
    );
  });

  it("cuts a long organization name short in the subject", async () => {
    const created = await call(owner, "POST", "/api/organizations", {
      name: `PT ${"Sangat Panjang ".repeat(7)}`.trim(),
      type: "bpo",
    });
    expect(created.statusCode, created.body).toBe(201);
    const email = uniqueEmail("long-org");
    expect((await invite(owner, created.json().id, email)).statusCode).toBe(201);
    const [mail] = await mailTo(email);
    const name = /^Invitation to join (.*) on berkas$/.exec(mail?.subject ?? "")?.[1] ?? "";
    expect(name).toMatch(/^PT Sangat Panjang .*…$/);
    expect(name.length).toBeLessThanOrEqual(INVITATION_LIMITS.organizationNameInSubjectMaxLength);
  });

  it(`refuses a ${INVITATION_LIMITS.perRecipient + 1}th invitation to one address in a day, from any organization, and mails nothing`, async () => {
    const email = uniqueEmail("flooded");
    const organizations = [await newTeam(), await createOrganizationAs(subject.app, stranger)];
    for (let sent = 0; sent < INVITATION_LIMITS.perRecipient; sent++) {
      expect((await invite(owner, organizations[0] ?? "", email)).statusCode).toBe(201);
    }
    const refusals = [
      await invite(owner, organizations[0] ?? "", email),
      await invite(stranger, organizations[1] ?? "", email.toUpperCase()),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({
        code: "RATE_LIMITED",
        details: { limit: "recipient" },
      });
    }
    expect(await mailTo(email)).toHaveLength(INVITATION_LIMITS.perRecipient);
  });

  it("refuses a sender, then an organization, past their day's invitations, and mails nothing", async () => {
    const team = await createTeamAs(subject.app, subject.database, { owner, cfo, accountant });
    const sentEarlier = (inviterId: string, count: number) =>
      subject.database.db.insert(invitation).values(
        Array.from({ length: count }, () => ({
          id: randomUUID(),
          organizationId: team.organizationId,
          email: uniqueEmail("earlier"),
          role: "level_3",
          status: "canceled",
          expiresAt: new Date(Date.now() + DAY_MS),
          inviterId,
        })),
      );
    await sentEarlier(owner.userId, INVITATION_LIMITS.perSender);
    const bySender = uniqueEmail("by-sender");
    const refused = await invite(owner, team.organizationId, bySender);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.details).toMatchObject({ limit: "sender" });
    expect(await mailTo(bySender)).toEqual([]);
    expect((await invite(cfo, team.organizationId, bySender)).statusCode).toBe(201);

    await sentEarlier(
      accountant.userId,
      INVITATION_LIMITS.perOrganization - INVITATION_LIMITS.perSender - 1,
    );
    const byOrganization = uniqueEmail("by-organization");
    const limited = await invite(cfo, team.organizationId, byOrganization);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.details).toMatchObject({ limit: "organization" });
    expect(await mailTo(byOrganization)).toEqual([]);
    expect(
      (await teamOf(owner, team.organizationId)).invitations.map((each) => each.email),
    ).toEqual([bySender]);
  });
});
