import { randomInt } from "node:crypto";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  browserHeaders,
  cookieFrom,
  TEST_PASSWORD,
  uniqueEmail,
} from "../../../../test/support/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../test/support/test-app.ts";
import { AUTH_RATE_LIMITS, clientNetwork } from "../../auth/auth-rate-limit.ts";
import { canonicalAuthPath } from "./auth-routes.ts";

/**
 * Ways of writing POST /api/auth/sign-in/email that a URL parser, a router or a proxy may
 * take for it. Each must either be refused before better-auth or counted like the plain one.
 */
const SIGN_IN_SPELLINGS = [
  "/api/auth/sign-in/email",
  "/api/auth/sign-in/email?",
  "/api/auth/sign-in/email?attempt=1",
  "/api/auth/sign-in/email?email=someone@example.com",
  "/api/auth/sign-in/./email",
  "/api/auth/./sign-in/email",
  "/api/auth/sign-in/email/.",
  "/api/auth/sign-in/x/../email",
  "/api/auth/x/../sign-in/email",
  "/api/auth/../auth/sign-in/email",
  "/api/x/../auth/sign-in/email",
  "/api/auth/sign-in/%2e/email",
  "/api/auth/sign-in/%2E/email",
  "/api/auth/sign-in/%2e%2e/sign-in/email",
  "/api/auth/sign-in/.%2e/sign-in/email",
  "/api/auth/sign-in%2Femail",
  "/api/auth/sign-in%2femail",
  "/api/auth/sign-in/email%2F",
  "/api/auth/sign-in//email",
  "/api/auth//sign-in/email",
  "//api/auth/sign-in/email",
  "/api/auth/sign-in/email/",
  "/api/auth/sign-in/email//",
  "/api/auth/SIGN-IN/EMAIL",
  "/api/auth/Sign-In/email",
  "/API/AUTH/sign-in/email",
  "/api/auth/sign-in\\email",
  "/api/auth\\sign-in\\email",
  "/api/auth/sign-in/%65mail",
  "/api/auth/sign-in/email%20",
  "/api/auth/sign-in/email%00",
  "/api/auth/sign-in/email;x",
  "/api/auth/sign-in/email#x",
  "/api/auth/sign-in/email\t",
  "/api/auth/sign-in/em\tail",
  "/api/auth/sign-in/email/../email",
  "http://127.0.0.1/api/auth/sign-in/email",
  "http://attacker.example/api/auth/sign-in/./email",
];

let subject: TestApp;
let email: string;
let port: number;
beforeAll(async () => {
  // One attempt per address: a spelling that was counted leaves nothing for the next try.
  subject = await createTestApp({
    authRateLimits: { windowSeconds: 600, perIp: 1, perEmail: 1_000_000 },
  });
  email = (await signUpFrom(freshAddress())).email;
  await subject.app.listen({ host: "127.0.0.1", port: 0 });
  port = (subject.app.server.address() as AddressInfo).port;
});
afterAll(() => subject.close());

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;
/** Linux answers on all of 127/8: each test connects from a loopback address of its own. */
const freshLoopback = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

/** This file's app allows one attempt per address, so each sign-up comes from its own. */
async function signUpFrom(remoteAddress: string) {
  const email = uniqueEmail();
  const response = await subject.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    remoteAddress,
    headers: browserHeaders,
    payload: { email, password: TEST_PASSWORD, name: "Test User" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, cookie: cookieFrom(response.headers["set-cookie"]) };
}

const signInAs = (app: TestApp, url: string, remoteAddress: string, who = email) =>
  app.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: browserHeaders,
    payload: { email: who, password: TEST_PASSWORD },
  });

/**
 * A sign-in over a real socket, the request line written byte for byte: app.inject and
 * Node's HTTP client both tidy a path before it is sent, an attacker's client does not.
 */
function rawSignIn(
  path: string,
  from: string,
  { who = email, to = port }: { who?: string; to?: number } = {},
): Promise<{ status: number; head: string }> {
  const body = JSON.stringify({ email: who, password: TEST_PASSWORD });
  const request = [
    `POST ${path} HTTP/1.1`,
    `host: 127.0.0.1:${to}`,
    `origin: ${TEST_PUBLIC_URL}`,
    "content-type: application/json",
    `content-length: ${Buffer.byteLength(body)}`,
    "connection: close",
    "",
    body,
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: "127.0.0.1", port: to, localAddress: from }, () =>
      socket.write(request),
    );
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(head.split(" ")[1]), head });
    });
  });
}

describe("sign-in attempts under any spelling of the path", () => {
  it.each(SIGN_IN_SPELLINGS)("%j is refused or counted", async (spelling) => {
    const from = freshLoopback();
    const attempt = await rawSignIn(spelling, from);
    if (attempt.status !== 200) {
      expect([400, 404], attempt.head).toContain(attempt.status);
      expect(attempt.head).not.toContain("session_token=");
      return;
    }
    const next = await rawSignIn("/api/auth/sign-in/email", from);
    expect(next.status, `${spelling} was not counted`).toBe(429);
  });

  it("refuses the 31st attempt from one address, however the 30 before were spelt", async () => {
    const defaults = await createTestApp({ authRateLimits: AUTH_RATE_LIMITS });
    try {
      await defaults.app.listen({ host: "127.0.0.1", port: 0 });
      const to = (defaults.app.server.address() as AddressInfo).port;
      const from = freshLoopback();
      const attemptAs = (path: string) => rawSignIn(path, from, { who: uniqueEmail(), to });
      for (let attempt = 1; attempt <= AUTH_RATE_LIMITS.perIp; attempt++) {
        for (const spelling of SIGN_IN_SPELLINGS) {
          if (canonicalAuthPath(spelling)) continue;
          expect([400, 404], spelling).toContain((await attemptAs(spelling)).status);
        }
        const counted = await attemptAs(`/api/auth/sign-in/email?n=${attempt}`);
        expect(counted.status, `attempt ${attempt}`).toBe(401);
      }
      for (const spelling of SIGN_IN_SPELLINGS) {
        expect([400, 404, 429], spelling).toContain((await attemptAs(spelling)).status);
      }
      const limited = await defaults.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: from,
        headers: browserHeaders,
        payload: { email: uniqueEmail(), password: TEST_PASSWORD },
      });
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toMatchObject({ code: "RATE_LIMITED" });
      expect(limited.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await defaults.close();
    }
  });
});

describe("password guesses with a stolen session", () => {
  it.each(["/api/auth/change-password", "/api/auth/verify-password"])(
    "%s is counted like a sign-in",
    async (path) => {
      const address = freshAddress();
      const holder = await signUpFrom(freshAddress());
      const guess = (password: string) =>
        subject.app.inject({
          method: "POST",
          url: path,
          remoteAddress: address,
          headers: { ...browserHeaders, cookie: holder.cookie },
          payload: { currentPassword: password, password, newPassword: "a-new-password-9" },
        });
      expect((await guess("first-guess-1")).statusCode).toBe(400);
      expect((await guess(TEST_PASSWORD)).statusCode).toBe(429);
    },
  );
});

describe("the client's address", () => {
  it("is the connection's when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    const address = freshAddress();
    const first = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: address,
      headers: { ...browserHeaders, "x-forwarded-for": "203.0.113.1" },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    const sessions = await subject.database.pool.query<{ ip_address: string }>(
      "select ip_address from session where token = $1",
      [first.json().token],
    );
    expect(sessions.rows).toEqual([{ ip_address: address }]);
    for (const forwarded of ["203.0.113.2", "203.0.113.3, 203.0.113.4", "unknown"]) {
      const rotated = await subject.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: address,
        headers: { ...browserHeaders, "x-forwarded-for": forwarded, forwarded: "for=1.2.3.4" },
        payload: { email, password: TEST_PASSWORD },
      });
      expect(rotated.statusCode, forwarded).toBe(429);
    }
  });

  it("is the one a configured proxy forwards, and only from that proxy", async () => {
    const proxy = "10.20.30.40";
    const behindProxy = await createTestApp({
      authRateLimits: { windowSeconds: 600, perIp: 1, perEmail: 1_000_000 },
      trustedProxies: [proxy, "10.99.0.0/16"],
    });
    try {
      const via = (remoteAddress: string, client: string) =>
        behindProxy.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          remoteAddress,
          headers: { ...browserHeaders, "x-forwarded-for": client },
          payload: { email: uniqueEmail(), password: TEST_PASSWORD },
        });
      expect((await via(proxy, "203.0.113.10")).statusCode).toBe(401);
      expect((await via(proxy, "203.0.113.10")).statusCode).toBe(429);
      // Another client through the same proxy, or through another proxy of the range.
      expect((await via(proxy, "203.0.113.11")).statusCode).toBe(401);
      expect((await via("10.99.1.2", "203.0.113.12")).statusCode).toBe(401);
      // Hops a client writes before the proxy's own are not believed: the proxy's last one is.
      expect((await via(proxy, "1.1.1.1, 203.0.113.13")).statusCode).toBe(401);
      expect((await via(proxy, "2.2.2.2, 203.0.113.13")).statusCode).toBe(429);
      // Not a proxy: what it forwards is ignored and it is counted itself.
      expect((await via("192.0.2.50", "203.0.113.14")).statusCode).toBe(401);
      expect((await via("192.0.2.50", "203.0.113.15")).statusCode).toBe(429);
    } finally {
      await behindProxy.close();
    }
  });

  it("counts an IPv6 client by its /64, the block one subscriber is given", async () => {
    const first = await signInAs(subject, "/api/auth/sign-in/email", "2001:db8:7:8::1");
    expect(first.statusCode).toBe(200);
    const sameBlock = await signInAs(subject, "/api/auth/sign-in/email", "2001:db8:7:8:ffff::2");
    expect(sameBlock.statusCode).toBe(429);
    const otherBlock = await signInAs(subject, "/api/auth/sign-in/email", "2001:db8:7:9::1");
    expect(otherBlock.statusCode).toBe(200);
    expect(clientNetwork("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientNetwork("2001:db8:7:8::1.2.3.4")).toBe("2001:db8:7:8::/64");
  });

  it("never lets Host or X-Forwarded-Host choose where mailed links point", async () => {
    const recipient = uniqueEmail("linked");
    const sent = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/magic-link",
      remoteAddress: freshAddress(),
      headers: {
        ...browserHeaders,
        host: "attacker.example",
        "x-forwarded-host": "attacker.example",
        "x-forwarded-proto": "https",
      },
      payload: { email: recipient, callbackURL: "/auth/callback" },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = (await subject.outbox()).find((each) => each.to === recipient);
    expect(mail?.text).toContain(`${TEST_PUBLIC_URL}/api/auth/magic-link/verify?token=`);
    expect(mail?.text).not.toContain("attacker.example");
  });
});
