import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  signUpVerified,
  uniqueEmail,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createOrganizationAs, joinAs } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { profiles, userVerticalPermissions } from "../../db/schema/accounts.ts";
import { member, organization } from "../../db/schema/auth.ts";

const ADMIN_EMAIL = uniqueEmail("admin");
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ adminEmail: ADMIN_EMAIL });
});
afterAll(() => subject.close());

const onboarding = async (person: SignedIn) =>
  (
    await subject.app.inject({ method: "GET", url: "/api/onboarding", headers: asUser(person) })
  ).json();

const status = async (person: SignedIn) => {
  const { completed, isAdmin } = await onboarding(person);
  return { completed, isAdmin };
};

const complete = (person: SignedIn, body: Record<string, unknown>) =>
  subject.app.inject({
    method: "POST",
    url: "/api/onboarding/complete",
    headers: asUser(person),
    payload: body,
  });

describe("onboarding", () => {
  it("completes in the spec's order and sends the user to their vertical", async () => {
    const owner = await signUp(subject.app, undefined, "Dewi");
    expect(await status(owner)).toEqual({ completed: false, isAdmin: false });
    const organizationId = await personalOrganizationOf(subject.app, owner);

    const response = await complete(owner, {
      organizationId,
      organization: { name: "  Warung Dewi ", type: "food_beverage", description: "" },
      profile: { primaryVertical: "legal", roleLevel: "owner" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ redirectTo: "/verticals/legal/dashboard" });
    expect(await status(owner)).toEqual({ completed: true, isAdmin: false });

    const db = subject.database.db;
    const [renamed] = await db
      .select()
      .from(organization)
      .where(eq(organization.id, organizationId));
    expect(renamed).toMatchObject({
      name: "Warung Dewi",
      type: "food_beverage",
      description: null,
    });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, owner.userId));
    expect(profile).toMatchObject({ fullName: "Dewi", primaryVertical: "legal" });
    const grants = await db
      .select()
      .from(userVerticalPermissions)
      .where(eq(userVerticalPermissions.userId, owner.userId));
    expect(grants).toEqual([
      expect.objectContaining({ vertical: "legal", accessLevel: "admin", isPrimary: true }),
    ]);

    const log = await subject.app.inject({
      method: "GET",
      url: `/api/audit/logs?organizationId=${organizationId}`,
      headers: asUser(owner),
    });
    expect(log.json().logs.map((entry: { action_type: string }) => entry.action_type)).toEqual([
      "organization_updated",
    ]);
  });

  it("replaces vertical permissions when completed again, for both verticals", async () => {
    const owner = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, owner);
    const base = { organizationId, organization: { name: "PT Dua", type: "bpo" } };
    await complete(owner, { ...base, profile: { primaryVertical: "accounting" } });
    const again = await complete(owner, {
      ...base,
      profile: { primaryVertical: "both", roleLevel: "staff" },
    });
    expect(again.json()).toEqual({ redirectTo: "/verticals" });
    const grants = await subject.database.db
      .select()
      .from(userVerticalPermissions)
      .where(eq(userVerticalPermissions.userId, owner.userId));
    expect(
      grants.map((grant) => [grant.vertical, grant.accessLevel, grant.isPrimary]).sort(),
    ).toEqual([
      ["accounting", "write", true],
      ["legal", "write", true],
    ]);
  });

  it("lets an Accountant finish their own part without renaming the organization", async () => {
    const owner = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, owner);
    const accountant = await signUp(subject.app);
    await subject.database.db
      .insert(member)
      .values({ id: randomUUID(), organizationId, userId: accountant.userId, role: "level_3" });
    const [before] = await subject.database.db
      .select()
      .from(organization)
      .where(eq(organization.id, organizationId));

    const response = await complete(accountant, {
      organizationId,
      organization: { name: "Renamed by an accountant", type: "insurance" },
      profile: { primaryVertical: "accounting", roleLevel: "staff" },
    });
    expect(response.statusCode).toBe(200);
    const [after] = await subject.database.db
      .select()
      .from(organization)
      .where(eq(organization.id, organizationId));
    expect(after).toEqual(before);
    const [membership] = await subject.database.db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, organizationId), eq(member.userId, accountant.userId)));
    expect(membership?.onboardingCompleted).toBe(true);
  });

  it("answers NOT_FOUND for another organization and changes nothing", async () => {
    const owner = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, owner);
    const stranger = await signUp(subject.app);
    const response = await complete(stranger, {
      organizationId,
      organization: { name: "Taken over", type: "bpo" },
      profile: { primaryVertical: "legal" },
    });
    expect(response.statusCode).toBe(404);
    const [unchanged] = await subject.database.db
      .select()
      .from(organization)
      .where(eq(organization.id, organizationId));
    expect(unchanged?.name).not.toBe("Taken over");
    const strangerProfile = await subject.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, stranger.userId));
    expect(strangerProfile).toEqual([]);
  });

  it("requires an organization name", async () => {
    const owner = await signUp(subject.app);
    const response = await complete(owner, {
      organizationId: await personalOrganizationOf(subject.app, owner),
      organization: { name: "   ", type: "bpo" },
      profile: {},
    });
    expect(response.statusCode).toBe(400);
  });

  it("keeps a stated role level as information: an Accountant who says Owner gains nothing", async () => {
    const call = apiCaller(subject.app);
    const owner = await signUp(subject.app);
    const organizationId = await createOrganizationAs(subject.app, owner);
    const accountant = await signUp(subject.app);
    await joinAs(subject.database, organizationId, accountant, "level_3");
    const switched = await call(accountant, "POST", "/api/organizations/switch", {
      organizationId,
    });
    expect(switched.statusCode, switched.body).toBe(200);

    const response = await complete(accountant, {
      organizationId,
      organization: { name: "Ignored", type: "bpo" },
      profile: { primaryVertical: "accounting", roleLevel: "level_5", position: "Owner" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stated] = await subject.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, accountant.userId));
    expect(stated).toMatchObject({ roleLevel: "level_5", position: "Owner" });

    const documentId = await insertDocument(subject.database.db, {
      organizationId,
      name: "Faktur pajak",
    });
    const deleted = await call(accountant, "DELETE", `/api/documents/${documentId}`);
    expect(deleted.statusCode, deleted.body).toBe(403);
    const invited = await call(
      accountant,
      "POST",
      `/api/organizations/${organizationId}/invitations`,
      {
        email: uniqueEmail("friend"),
        role: "level_5",
      },
    );
    expect(invited.statusCode, invited.body).toBe(403);
    const listed = (await call(accountant, "GET", "/api/organizations")).json();
    const here = listed.organizations.find((each: { id: string }) => each.id === organizationId);
    expect(here).toMatchObject({
      userRole: "level_3",
      permissions: { manageTeam: false, deleteDocuments: false, manageSettings: false },
    });
  });

  it("gives the caller their own answers back, and nobody else's", async () => {
    const owner = await signUp(subject.app);
    const other = await signUp(subject.app);
    expect((await onboarding(owner)).profile).toBeNull();
    const response = await complete(owner, {
      organizationId: await personalOrganizationOf(subject.app, owner),
      organization: { name: "Kantor Sari", type: "law_firm" },
      profile: {
        position: "Partner",
        roleLevel: "executive",
        primaryVertical: "legal",
        documentTypes: ["contracts"],
        monthlyVolume: "50_200",
        currentTools: ["spreadsheets"],
        painPoints: ["finding_documents"],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await onboarding(owner)).profile).toEqual({
      position: "Partner",
      roleLevel: "executive",
      primaryVertical: "legal",
      documentTypes: ["contracts"],
      monthlyVolume: "50_200",
      currentTools: ["spreadsheets"],
      painPoints: ["finding_documents"],
    });
    expect((await onboarding(other)).profile).toBeNull();
  });

  it("names the failed step and keeps nothing of a completion that failed", async () => {
    const owner = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, owner);
    // A real failure of the last step: the database refuses to update this member.
    await subject.database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_member_update() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'member updates refused'; END $$ LANGUAGE plpgsql`),
    );
    await subject.database.db.execute(
      sql.raw(`CREATE TRIGGER refuse_member_update BEFORE UPDATE ON "member" FOR EACH ROW
        WHEN (NEW.user_id = '${owner.userId}') EXECUTE FUNCTION refuse_member_update()`),
    );
    try {
      const response = await complete(owner, {
        organizationId,
        organization: { name: "Never saved", type: "bpo" },
        profile: { primaryVertical: "legal", roleLevel: "owner" },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toMatchObject({
        message: "Failed to mark onboarding complete",
        details: { step: "markComplete" },
      });
    } finally {
      await subject.database.db.execute(sql.raw(`DROP TRIGGER refuse_member_update ON "member"`));
      await subject.database.db.execute(sql.raw(`DROP FUNCTION refuse_member_update()`));
    }
    expect(await status(owner)).toEqual({ completed: false, isAdmin: false });
    const [kept] = await subject.database.db
      .select()
      .from(organization)
      .where(eq(organization.id, organizationId));
    expect(kept?.name).not.toBe("Never saved");
    const profile = await subject.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, owner.userId));
    expect(profile).toEqual([]);
  });

  it("lets an admin skip onboarding", async () => {
    const admin = await signUpVerified(subject, ADMIN_EMAIL);
    expect(await status(admin)).toEqual({ completed: true, isAdmin: true });
  });
});

describe("GET /api/config", () => {
  it("offers Google sign-in only when configured", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/config" });
    expect(response.json()).toEqual({ googleSignIn: false });
  });
});
