import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asUser,
  browserHeaders,
  cookieFrom,
  signIn,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  verificationLinkTo,
} from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { AUTH_RATE_LIMITS } from "../../auth/auth-rate-limit.ts";
import { user } from "../../db/schema/auth.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject.close());

async function latestMailTo(email: string) {
  const mail = (await subject.outbox()).find((each) => each.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? "";

describe("email and password", () => {
  it("signs in with the right password and refuses a wrong one or an unknown e-mail", async () => {
    const email = uniqueEmail();
    await signUp(subject.app, email);
    expect((await signIn(subject.app, email)).statusCode).toBe(200);
    expect((await signIn(subject.app, email, "wrong-password-1")).statusCode).toBe(401);
    expect((await signIn(subject.app, uniqueEmail("nobody"))).statusCode).toBe(401);
  });

  it("refuses a second sign-up with the same e-mail and keeps the first password", async () => {
    const email = uniqueEmail();
    await signUp(subject.app, email);
    const again = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: browserHeaders,
      payload: { email, password: "another-password-2", name: "Impostor" },
    });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect((await signIn(subject.app, email)).statusCode).toBe(200);
    expect((await signIn(subject.app, email, "another-password-2")).statusCode).toBe(401);
  });

  it("brings a soft-deleted user back on password sign-in", async () => {
    const email = uniqueEmail();
    const person = await signUp(subject.app, email);
    const db = subject.database.db;
    await db
      .update(user)
      .set({ isDeleted: true, deletedAt: new Date() })
      .where(eq(user.id, person.userId));

    expect((await signIn(subject.app, email)).statusCode).toBe(200);
    const [row] = await db.select().from(user).where(eq(user.id, person.userId));
    expect(row?.isDeleted).toBe(false);
    expect(row?.deletedAt).toBeNull();
    expect(row?.reactivatedAt).toBeInstanceOf(Date);
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const email = uniqueEmail();
    await signUp(subject.app, email);
    const request = await subject.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: browserHeaders,
      payload: { email, redirectTo: "/reset-password" },
    });
    expect(request.statusCode, request.body).toBe(200);
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe("Reset your berkas password");
    const link = new URL(linkIn(mail.text));
    const token = link.pathname.split("/").pop() as string;

    const reset = await subject.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      headers: browserHeaders,
      payload: { token, newPassword: "a-brand-new-password" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(subject.app, email, "a-brand-new-password")).statusCode).toBe(200);
    expect((await signIn(subject.app, email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe("magic link", () => {
  it("creates the user on first use, signs them in, and works only once", async () => {
    const email = uniqueEmail("magic");
    const sent = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: browserHeaders,
      payload: { email, callbackURL: "/auth/callback" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe("Your sign-in link for berkas");
    const link = new URL(linkIn(mail.text));

    const first = await subject.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toContain("/auth/callback");
    const cookie = cookieFrom(first.headers["set-cookie"]);
    const organizations = await subject.app.inject({
      method: "GET",
      url: "/api/organizations",
      headers: { cookie },
    });
    expect(organizations.statusCode).toBe(200);

    const reused = await subject.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(cookieFrom(reused.headers["set-cookie"])).not.toContain("session_token=");
    expect(String(reused.headers.location)).toContain("error");
  });

  it("refuses an expired link and signs nobody in", async () => {
    const email = uniqueEmail("late");
    await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: browserHeaders,
      payload: { email, callbackURL: "/auth/callback" },
    });
    const link = new URL(linkIn((await latestMailTo(email)).text));
    await subject.database.pool.query(
      "update verification set expires_at = now() - interval '1 minute' where value like $1",
      [`%${email}%`],
    );
    const late = await subject.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(String(late.headers.location)).toContain("error");
    expect(cookieFrom(late.headers["set-cookie"])).not.toContain("session_token=");
    const users = await subject.database.pool.query('select 1 from "user" where email = $1', [
      email,
    ]);
    expect(users.rowCount).toBe(0);
  });

  it("writes the mail in the recipient's saved language", async () => {
    const email = uniqueEmail("indonesian");
    const person = await signUp(subject.app, email);
    const saved = await subject.app.inject({
      method: "PUT",
      url: "/api/me/preferences",
      headers: asUser(person),
      payload: { preferredLanguage: "id" },
    });
    expect(saved.statusCode).toBe(200);
    await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: browserHeaders,
      payload: { email, callbackURL: "/auth/callback" },
    });
    expect((await latestMailTo(email)).subject).toBe("Tautan masuk berkas Anda");
  });
});

describe("rate limit", () => {
  it("refuses an e-mail address that has tried too often, with RATE_LIMITED", async () => {
    const email = uniqueEmail("guess");
    for (let attempt = 1; attempt <= AUTH_RATE_LIMITS.perEmail; attempt++) {
      expect((await signIn(subject.app, email, `guess-${attempt}-password`)).statusCode).toBe(401);
    }
    const limited = await signIn(subject.app, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect((await signIn(subject.app, uniqueEmail("other"))).statusCode).toBe(401);
  });

  it("refuses an IP address that has tried too often, whatever the e-mail", async () => {
    const strict = await createTestApp({
      authRateLimits: { windowSeconds: 600, perIp: 3, perEmail: 100 },
    });
    try {
      const fromOneAddress = (email: string) =>
        strict.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: browserHeaders,
          remoteAddress: "127.0.0.77",
          payload: { email, password: TEST_PASSWORD },
        });
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await fromOneAddress(uniqueEmail())).statusCode).toBe(401);
      }
      expect((await fromOneAddress(uniqueEmail())).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe("account changes", () => {
  it("changes the password with the current one, and refuses a wrong current one", async () => {
    const email = uniqueEmail();
    const person = await signUp(subject.app, email);
    const change = (currentPassword: string) =>
      subject.app.inject({
        method: "POST",
        url: "/api/auth/change-password",
        headers: asUser(person),
        payload: { currentPassword, newPassword: "kata-sandi-baru-2", revokeOtherSessions: false },
      });
    expect((await change("wrong-current-password")).statusCode).toBe(400);
    expect((await signIn(subject.app, email)).statusCode).toBe(200);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(subject.app, email, "kata-sandi-baru-2")).statusCode).toBe(200);
    expect((await signIn(subject.app, email)).statusCode).toBe(401);
  });

  it("changes the e-mail address the account signs in with, once the new one is confirmed", async () => {
    const person = await signUp(subject.app);
    const newEmail = uniqueEmail("renamed");
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: asUser(person),
      payload: { newEmail },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await signIn(subject.app, newEmail)).statusCode).toBe(401);
    const confirmed = await subject.app.inject({
      method: "GET",
      url: await verificationLinkTo(subject, newEmail),
    });
    expect(confirmed.statusCode).toBe(302);
    expect((await signIn(subject.app, newEmail)).statusCode).toBe(200);
    expect((await signIn(subject.app, person.email)).statusCode).toBe(401);
  });
});
