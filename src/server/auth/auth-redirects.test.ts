import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserHeaders, signUp } from "../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../test/support/test-app.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

const FOREIGN_DESTINATIONS = [
  "https://evil.example/welcome",
  "//evil.example",
  "http://localhost:3000.evil.example/",
  "/\\evil.example",
  "javascript:alert(1)",
];

/**
 * Links berkas mails (sign-in, reset) lead only back to berkas: better-auth checks them against
 * the public URL, a check it drops under NODE_ENV=test unless told otherwise, so these tests
 * run with the check as production has it.
 */
describe("where mailed links may lead", () => {
  it("refuses a magic link or a reset that would send the person to another site", async () => {
    // Two people, so the per-address limit on mail links is not what refuses.
    const [person, other] = [await signUp(subject.app), await signUp(subject.app)];
    for (const destination of FOREIGN_DESTINATIONS) {
      const magicLink = await subject.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/magic-link",
        headers: browserHeaders,
        payload: { email: person.email, callbackURL: destination },
      });
      expect(magicLink.statusCode, destination).toBe(403);
      const reset = await subject.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: browserHeaders,
        payload: { email: other.email, redirectTo: destination },
      });
      expect(reset.statusCode, destination).toBe(403);
    }
    const mailed = (await subject.outbox()).filter((mail) =>
      [person.email, other.email].includes(mail.to),
    );
    expect(mailed.map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(/sign-in link|reset/i),
    );
  });

  it("does not follow a mailed sign-in link whose destination was changed to another site", async () => {
    const person = await signUp(subject.app);
    const requested = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      headers: browserHeaders,
      payload: { email: person.email, callbackURL: "/dashboard" },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const mail = (await subject.outbox()).find(
      (each) => each.to === person.email && each.text.includes("/magic-link/verify"),
    );
    const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "");
    link.searchParams.set("callbackURL", "https://evil.example/");
    const followed = await subject.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(String(followed.headers.location ?? "")).not.toContain("evil.example");
    expect(followed.statusCode).toBe(403);
  });

  it("refuses a state-changing auth request from another site's page", async () => {
    const person = await signUp(subject.app);
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie: person.cookie, origin: "https://evil.example" },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });
});
