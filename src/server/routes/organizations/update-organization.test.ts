import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationSchema } from "../../../contracts/organizations.ts";
import { signUp, uniqueEmail, type SignedIn } from "../../../../test/support/accounts.ts";
import {
  apiCaller,
  auditEntries,
  type ApiCall,
  createTeamAs,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let stranger: SignedIn;

/** A fresh organization: the owner (level_5), a CFO (level_4) and an Accountant (level_3). */
async function newOrganization(): Promise<string> {
  return (await createTeamAs(subject.app, subject.database, { owner, cfo, accountant }))
    .organizationId;
}

const update = (person: SignedIn | null, organizationId: string, changes: object) =>
  call(person, "PATCH", `/api/organizations/${organizationId}`, changes);

async function organizationAsOwner(organizationId: string) {
  const response = await call(owner, "GET", "/api/organizations");
  const found = response
    .json()
    .organizations.find((entry: { id: string }) => entry.id === organizationId);
  return organizationSchema.parse(found);
}

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  owner = await signUp(subject.app, uniqueEmail("owner"), "Ibu Owner");
  cfo = await signUp(subject.app, uniqueEmail("cfo"), "Pak CFO");
  accountant = await signUp(subject.app, uniqueEmail("accountant"));
  stranger = await signUp(subject.app, uniqueEmail("stranger"));
});
afterAll(() => subject.close());

describe("PATCH /api/organizations/:organizationId", () => {
  it("lets the Owner change details and settings, and records both", async () => {
    const organizationId = await newOrganization();
    const before = await organizationAsOwner(organizationId);
    const response = await update(owner, organizationId, {
      name: "  PT Maju Bersama  ",
      description: "Distributor alat tulis",
      company_size: "11-50",
      primary_vertical: "accounting",
      settings: { fiscalYearStart: "01-01", currency: "IDR" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = organizationSchema.parse(response.json());
    expect(updated).toMatchObject({
      id: organizationId,
      name: "PT Maju Bersama",
      type: "bpo",
      description: "Distributor alat tulis",
      company_size: "11-50",
      primary_vertical: "accounting",
      industry: null,
      settings: { fiscalYearStart: "01-01", currency: "IDR" },
      userRole: "level_5",
      memberStatus: "active",
    });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(Date.parse(before.updated_at));
    expect(await organizationAsOwner(organizationId)).toEqual(updated);

    const [updatedEntry, ...moreUpdated] = await auditEntries(
      subject.app,
      owner,
      organizationId,
      "organization_updated",
    );
    expect(moreUpdated).toEqual([]);
    expect(updatedEntry).toMatchObject({
      user_email: owner.email,
      resource_type: "organization",
      details: { changed: ["name", "description", "company_size", "primary_vertical", "settings"] },
    });
    const settingsEntries = await auditEntries(
      subject.app,
      owner,
      organizationId,
      "settings_changed",
    );
    expect(settingsEntries.map((entry) => entry.details)).toEqual([
      { changed: ["currency", "fiscalYearStart"] },
    ]);
  });

  it("records only what really changed, and nothing for a save without changes", async () => {
    const organizationId = await newOrganization();
    const first = await update(owner, organizationId, { description: "Lama", industry: "Retail" });
    expect(first.statusCode).toBe(200);
    const same = await update(owner, organizationId, { description: "Lama", industry: "Retail" });
    expect(same.statusCode).toBe(200);
    expect(same.json().updated_at).toBe(first.json().updated_at);

    const cleared = await update(owner, organizationId, { description: null, industry: "Retail" });
    expect(cleared.json()).toMatchObject({ description: null, industry: "Retail" });
    const entries = await auditEntries(subject.app, owner, organizationId, "organization_updated");
    expect(entries.map((entry) => entry.details)).toEqual([
      { changed: ["description"] },
      { changed: ["description", "industry"] },
    ]);
    expect(await auditEntries(subject.app, owner, organizationId, "settings_changed")).toEqual([]);
  });

  it("refuses a CFO and an Accountant with FORBIDDEN, changing and recording nothing", async () => {
    const organizationId = await newOrganization();
    const before = await organizationAsOwner(organizationId);
    for (const person of [cfo, accountant]) {
      const response = await update(person, organizationId, {
        name: "Diambil alih",
        settings: { hacked: true },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatchObject({
        code: "FORBIDDEN",
        details: { permission: "manageSettings" },
      });
    }
    expect(await organizationAsOwner(organizationId)).toEqual(before);
    expect(await auditEntries(subject.app, owner, organizationId, "organization_updated")).toEqual(
      [],
    );
    expect(await auditEntries(subject.app, owner, organizationId, "settings_changed")).toEqual([]);
  });

  it("answers a member of another organization, and an unknown id, NOT_FOUND", async () => {
    const organizationId = await newOrganization();
    const before = await organizationAsOwner(organizationId);
    for (const id of [organizationId, randomUUID()]) {
      const response = await update(stranger, id, { name: "Bukan milikmu" });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect((await update(null, organizationId, { name: "Tamu" })).statusCode).toBe(401);
    expect(await organizationAsOwner(organizationId)).toEqual(before);
  });

  it("rejects an empty change, a blank name, an unknown type and fields it does not own", async () => {
    const organizationId = await newOrganization();
    for (const changes of [
      {},
      { name: "   " },
      { type: "bakery" },
      { is_personal: true },
      { primary_vertical: "medical" },
    ]) {
      const response = await update(owner, organizationId, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
    expect((await organizationAsOwner(organizationId)).is_personal).toBe(false);
  });
});
