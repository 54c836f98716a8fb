import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organizationListSchema } from "../../../contracts/organizations.ts";
import { asUser, signUp, uniqueEmail } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

async function organizationsOf(headers: Record<string, string>) {
  const response = await subject.app.inject({ method: "GET", url: "/api/organizations", headers });
  expect(response.statusCode, response.body).toBe(200);
  return organizationListSchema.parse(response.json());
}

describe("organizations", () => {
  it("gives a new user one personal organization, named from the e-mail, active", async () => {
    const email = uniqueEmail("siti");
    const siti = await signUp(subject.app, email);
    const { organizations, activeOrganizationId } = await organizationsOf(asUser(siti));
    expect(organizations).toHaveLength(1);
    const [personal] = organizations;
    expect(personal).toMatchObject({
      name: `${email.split("@")[0]?.replace(/^s/, "S")}'s Organization`,
      type: "personal",
      description: "Personal organization",
      is_personal: true,
      userRole: "level_5",
      memberStatus: "active",
    });
    expect(Object.values(personal?.permissions ?? {}).every(Boolean)).toBe(true);
    expect(activeOrganizationId).toBe(personal?.id);
  });

  it("creates the personal organization only once across sign-ins", async () => {
    const email = uniqueEmail("budi");
    const budi = await signUp(subject.app, email);
    await Promise.all(
      [1, 2, 3].map(() =>
        subject.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: { origin: "http://localhost:3000" },
          payload: { email, password: "kata-sandi-rahasia-1" },
        }),
      ),
    );
    expect((await organizationsOf(asUser(budi))).organizations).toHaveLength(1);
  });

  it("answers a bearer token like a session cookie", async () => {
    const user = await signUp(subject.app);
    expect(user.token).not.toBe("");
    const list = await organizationsOf({ authorization: `Bearer ${user.token}` });
    expect(list.organizations).toHaveLength(1);
  });

  it("refuses a visitor with UNAUTHENTICATED", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/organizations" });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
  });

  it("creates an organization with its creator as Owner, and switches to it", async () => {
    const owner = await signUp(subject.app);
    const created = await subject.app.inject({
      method: "POST",
      url: "/api/organizations",
      headers: asUser(owner),
      payload: { name: "  Warung Sumber Makmur  ", type: "food_beverage", description: "  " },
    });
    expect(created.statusCode, created.body).toBe(201);
    const organization = created.json();
    expect(organization).toMatchObject({
      name: "Warung Sumber Makmur",
      type: "food_beverage",
      description: null,
      is_personal: false,
      userRole: "level_5",
    });

    const switched = await subject.app.inject({
      method: "POST",
      url: "/api/organizations/switch",
      headers: asUser(owner),
      payload: { organizationId: organization.id },
    });
    expect(switched.statusCode).toBe(200);
    const list = await organizationsOf(asUser(owner));
    expect(list.organizations).toHaveLength(2);
    expect(list.activeOrganizationId).toBe(organization.id);
  });

  it("rejects a nameless organization and an unknown type", async () => {
    const owner = await signUp(subject.app);
    for (const payload of [{ name: "   " }, { name: "PT Maju", type: "bakery" }]) {
      const response = await subject.app.inject({
        method: "POST",
        url: "/api/organizations",
        headers: asUser(owner),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("will not switch to another user's organization, and changes nothing", async () => {
    const alice = await signUp(subject.app);
    const mallory = await signUp(subject.app);
    const aliceOrganization = (await organizationsOf(asUser(alice))).organizations[0]?.id;
    const before = await organizationsOf(asUser(mallory));

    for (const organizationId of [aliceOrganization, randomUUID()]) {
      const response = await subject.app.inject({
        method: "POST",
        url: "/api/organizations/switch",
        headers: asUser(mallory),
        payload: { organizationId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("NOT_FOUND");
    }
    expect(await organizationsOf(asUser(mallory))).toEqual(before);
    const names = before.organizations.map((organization) => organization.id);
    expect(names).not.toContain(aliceOrganization);
  });
});
