import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, signUp, uniqueEmail } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { adminUsers } from "../../db/schema/accounts.ts";

const ADMIN_EMAIL = uniqueEmail("admin");
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ adminEmail: ADMIN_EMAIL });
});
afterAll(() => subject.close());

describe("language preference", () => {
  it("is unset at first, then saved per user", async () => {
    const person = await signUp(subject.app);
    const other = await signUp(subject.app);
    const read = (who = person) =>
      subject.app.inject({ method: "GET", url: "/api/me/preferences", headers: asUser(who) });
    expect((await read()).json()).toEqual({ preferredLanguage: null });

    for (const preferredLanguage of ["id", "en", "id"]) {
      const saved = await subject.app.inject({
        method: "PUT",
        url: "/api/me/preferences",
        headers: asUser(person),
        payload: { preferredLanguage },
      });
      expect(saved.statusCode).toBe(200);
    }
    expect((await read()).json()).toEqual({ preferredLanguage: "id" });
    expect((await read(other)).json()).toEqual({ preferredLanguage: null });
  });

  it("accepts only en and id", async () => {
    const person = await signUp(subject.app);
    const response = await subject.app.inject({
      method: "PUT",
      url: "/api/me/preferences",
      headers: asUser(person),
      payload: { preferredLanguage: "fr" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("GET /api/admin/check", () => {
  it("knows the configured admin, admin_users entries, and nobody else", async () => {
    const check = async (email: string) => {
      const person = await signUp(subject.app, email);
      const response = await subject.app.inject({
        method: "GET",
        url: "/api/admin/check",
        headers: asUser(person),
      });
      return response.json().isAdmin;
    };
    const listed = uniqueEmail("listed");
    await subject.database.db.insert(adminUsers).values({ userEmail: listed });
    expect(await check(ADMIN_EMAIL)).toBe(true);
    expect(await check(listed)).toBe(true);
    expect(await check(uniqueEmail("plain"))).toBe(false);
  });
});
