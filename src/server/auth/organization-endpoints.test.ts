import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, signUp, uniqueEmail } from "../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/support/test-app.ts";
import { apiCaller, createTeamAs } from "../../../test/support/teams.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

/**
 * better-auth's organization plugin answers on its own paths beside ours. Its readers gave a
 * level_3 member the organization's pending invitations, and an address nobody had proven the
 * invitations sent to it; only our routes, with their policies, may answer.
 */
describe("better-auth's own organization endpoints", () => {
  it("tell an Accountant and an unproven invitee nothing of pending invitations", async () => {
    const [owner, cfo, accountant] = [
      await signUp(subject.app),
      await signUp(subject.app),
      await signUp(subject.app),
    ];
    const team = await createTeamAs(subject.app, subject.database, { owner, cfo, accountant });
    const invitedEmail = uniqueEmail("new-cfo");
    const invited = await apiCaller(subject.app)(
      owner,
      "POST",
      `/api/organizations/${team.organizationId}/invitations`,
      { email: invitedEmail, role: "level_4" },
    );
    expect(invited.statusCode, invited.body).toBe(201);
    const invitationId: string = invited.json().id;
    const claimant = await signUp(subject.app, invitedEmail);

    const attempts = [
      { person: accountant, path: `get-full-organization?organizationId=${team.organizationId}` },
      { person: accountant, path: `list-invitations?organizationId=${team.organizationId}` },
      { person: accountant, path: `list-members?organizationId=${team.organizationId}` },
      { person: accountant, path: "get-active-member" },
      { person: accountant, path: "list" },
      { person: claimant, path: "list-user-invitations" },
      { person: claimant, path: `get-invitation?id=${invitationId}` },
      { person: claimant, path: `./get-invitation?id=${invitationId}` },
    ];
    for (const { person, path } of attempts) {
      const response = await subject.app.inject({
        method: "GET",
        url: `/api/auth/organization/${path}`,
        headers: asUser(person),
      });
      expect(response.statusCode, path).toBe(404);
      expect(response.body, path).not.toContain(invitationId);
    }
  });
});
