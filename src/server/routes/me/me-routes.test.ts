import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  asUser,
  signUp,
  signUpVerified,
  uniqueEmail,
  verificationLinkTo,
  verifyEmail,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../test/support/test-app.ts";
import { USER_NAME_MAX_LENGTH } from "../../../contracts/limits.ts";
import { AUTH_RATE_LIMITS } from "../../auth/auth-rate-limit.ts";
import { adminUsers } from "../../db/schema/accounts.ts";
import { user } from "../../db/schema/auth.ts";

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

async function isAdmin(person: SignedIn): Promise<boolean> {
  const response = await subject.app.inject({
    method: "GET",
    url: "/api/admin/check",
    headers: asUser(person),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().isAdmin;
}

describe("GET /api/admin/check", () => {
  it("knows the configured admin, admin_users entries, and nobody else, once proven", async () => {
    const listed = uniqueEmail("listed");
    await subject.database.db.insert(adminUsers).values({ userEmail: listed.toUpperCase() });
    for (const email of [ADMIN_EMAIL, listed]) {
      // Anyone can sign up with the address; only its mailbox can confirm it.
      const claimant = await signUp(subject.app, email);
      expect(await isAdmin(claimant)).toBe(false);
      await verifyEmail(subject, email);
      expect(await isAdmin(claimant)).toBe(true);
    }
    expect(await isAdmin(await signUpVerified(subject, uniqueEmail("plain")))).toBe(false);
  });

  it("is not gained by changing an account's address to the admin's without proving it", async () => {
    const adminEmail = uniqueEmail("admin-claimed");
    await subject.database.db.insert(adminUsers).values({ userEmail: adminEmail });
    for (const claimant of [
      await signUp(subject.app, uniqueEmail("unproven")),
      await signUpVerified(subject, uniqueEmail("proven")),
    ]) {
      const changed = await changeEmail(claimant, adminEmail);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(await emailOf(claimant)).toBe(claimant.email);
      expect(await isAdmin(claimant)).toBe(false);
    }
  });
});

const changeEmail = (person: SignedIn, newEmail: string) =>
  subject.app.inject({
    method: "POST",
    url: "/api/auth/change-email",
    headers: asUser(person),
    payload: { newEmail },
  });

async function emailOf(person: SignedIn) {
  const [row] = await subject.database.db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, person.userId));
  return row?.email;
}

describe("changing one's e-mail address", () => {
  it("takes effect only once the link mailed to the new address is followed", async () => {
    const person = await signUpVerified(subject, uniqueEmail("before"));
    const newEmail = uniqueEmail("after");
    expect((await changeEmail(person, newEmail)).statusCode).toBe(200);
    expect(await emailOf(person)).toBe(person.email);
    const session = await subject.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: asUser(person),
    });
    expect(session.json().user.email).toBe(person.email);

    const [mail] = (await subject.outbox()).filter((each) => each.to === newEmail);
    expect(mail?.subject).toBe("Confirm your e-mail address for berkas");
    const followed = await subject.app.inject({
      method: "GET",
      url: await verificationLinkTo(subject, newEmail),
    });
    expect(followed.statusCode).toBe(302);
    expect(await emailOf(person)).toBe(newEmail);
  });
});

describe("confirmation mail", () => {
  it("stops at the per-address limit, so it cannot flood a mailbox", async () => {
    const person = await signUp(subject.app);
    const resend = () =>
      subject.app.inject({
        method: "POST",
        url: "/api/auth/send-verification-email",
        headers: asUser(person),
        payload: { email: person.email },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.perEmail + 2; attempt++) {
      statuses.push((await resend()).statusCode);
    }
    // Sign-up counted once for the address and mailed once.
    expect(statuses.filter((status) => status === 200)).toHaveLength(AUTH_RATE_LIMITS.perEmail - 1);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const mails = (await subject.outbox()).filter((mail) => mail.to === person.email);
    expect(mails).toHaveLength(AUTH_RATE_LIMITS.perEmail);
  });
});

describe("names", () => {
  it("cuts a 3,000-character name at sign-up and at a change to 100", async () => {
    const longName = "Promo ".repeat(500);
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_PUBLIC_URL },
      payload: { email: uniqueEmail("long"), password: "kata-sandi-rahasia-1", name: longName },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.name).toBe(longName.slice(0, USER_NAME_MAX_LENGTH));
    const person = await signUp(subject.app);
    const renamed = await subject.app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: asUser(person),
      payload: { name: "x".repeat(3000) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [row] = await subject.database.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, person.userId));
    expect(row?.name).toBe("x".repeat(USER_NAME_MAX_LENGTH));
  });
});
