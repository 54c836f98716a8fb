import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserHeaders, uniqueEmail } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { parseEnv } from "../../env.ts";
import { devOutboxAudience } from "../../runtime.ts";

/** A magic link sits in the outbox: what a stranger reading it would take over. */
async function mailAMagicLink(subject: TestApp) {
  const email = uniqueEmail("outbox");
  const sent = await subject.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/magic-link",
    headers: browserHeaders,
    payload: { email, callbackURL: "/auth/callback" },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return email;
}

const read = (subject: TestApp, url: string, remoteAddress: string, headers = {}) =>
  subject.app.inject({ method: "GET", url, remoteAddress, headers });

const OUTBOX_URLS = ["/api/dev/mail", "/dev/mail"];

describe("who the dev outbox is served to", () => {
  it("follows HOST, DEV_OUTBOX, SMTP and NODE_ENV", () => {
    const audienceFor = (source: NodeJS.ProcessEnv) => devOutboxAudience(parseEnv(source));
    expect(audienceFor({})).toBe("loopback");
    expect(audienceFor({ HOST: "127.0.0.1" })).toBe("loopback");
    expect(audienceFor({ HOST: "::1" })).toBe("loopback");
    expect(audienceFor({ HOST: "0.0.0.0" })).toBeUndefined();
    expect(audienceFor({ HOST: "::" })).toBeUndefined();
    expect(audienceFor({ HOST: "192.168.1.20" })).toBeUndefined();
    expect(audienceFor({ HOST: "berkas.example" })).toBeUndefined();
    expect(audienceFor({ TRUSTED_PROXIES: "127.0.0.1" })).toBeUndefined();
    expect(audienceFor({ HOST: "0.0.0.0", DEV_OUTBOX: "1" })).toBe("anyone");
    expect(audienceFor({ SMTP_URL: "smtp://mail.example:587", DEV_OUTBOX: "1" })).toBeUndefined();
    expect(audienceFor({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toBeUndefined();
    expect(() =>
      parseEnv({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), DEV_OUTBOX: "1" }),
    ).toThrow(/DEV_OUTBOX/);
  });
});

describe("on a loopback-bound server", () => {
  let subject: TestApp;
  let email: string;
  beforeAll(async () => {
    subject = await createTestApp({ devOutboxAudience: devOutboxAudience(parseEnv({})) });
    email = await mailAMagicLink(subject);
  });
  afterAll(() => subject.close());

  it.each(["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"])(
    "shows the mail to %s, a caller on this machine",
    async (address) => {
      const listed = await read(subject, "/api/dev/mail", address);
      expect(listed.statusCode).toBe(200);
      expect(JSON.stringify(listed.json())).toContain(email);
      const page = await read(subject, "/dev/mail", address);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(email);
    },
  );

  it.each(["203.0.113.7", "10.0.0.5", "::ffff:192.0.2.1", "2001:db8::1", "128.0.0.1"])(
    "answers 404 to %s, a caller elsewhere",
    async (address) => {
      for (const url of OUTBOX_URLS) {
        const response = await read(subject, url, address);
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain(email);
      }
    },
  );

  it("answers 404 to what a proxy on this machine forwards, whatever address it names", async () => {
    const forwardings = [
      { "x-forwarded-for": "127.0.0.1" },
      { "x-forwarded-for": "203.0.113.7" },
      { forwarded: "for=127.0.0.1" },
      { "x-real-ip": "127.0.0.1" },
    ];
    for (const headers of forwardings) {
      for (const url of OUTBOX_URLS) {
        const response = await read(subject, url, "127.0.0.1", headers);
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
      }
    }
  });
});

describe("on a server bound elsewhere", () => {
  it("answers 404 even to this machine without DEV_OUTBOX", async () => {
    const subject = await createTestApp({
      devOutboxAudience: devOutboxAudience(parseEnv({ HOST: "0.0.0.0" })) ?? null,
    });
    try {
      await mailAMagicLink(subject);
      for (const url of OUTBOX_URLS) {
        expect((await read(subject, url, "127.0.0.1")).statusCode, url).toBe(404);
        expect((await read(subject, url, "203.0.113.7")).statusCode, url).toBe(404);
      }
    } finally {
      await subject.close();
    }
  });

  it("shows it to anyone with DEV_OUTBOX=1, as asked", async () => {
    const subject = await createTestApp({
      devOutboxAudience: devOutboxAudience(parseEnv({ HOST: "0.0.0.0", DEV_OUTBOX: "1" })) ?? null,
    });
    try {
      const email = await mailAMagicLink(subject);
      const listed = await read(subject, "/api/dev/mail", "203.0.113.7");
      expect(listed.statusCode).toBe(200);
      expect(JSON.stringify(listed.json())).toContain(email);
    } finally {
      await subject.close();
    }
  });
});
