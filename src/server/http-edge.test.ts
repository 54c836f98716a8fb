import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { personalOrganizationOf, signUp, type SignedIn } from "../../test/support/accounts.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../test/support/test-app.ts";

const LIMITS = {
  search: { max: 3, windowSeconds: 600 },
  mentions: { max: 3, windowSeconds: 600 },
  chat: { max: 2, windowSeconds: 600 },
};

let subject: TestApp;
let victim: SignedIn;
let organizationId: string;
beforeAll(async () => {
  subject = await createTestApp({ userRateLimits: LIMITS });
  victim = await signUp(subject.app);
  organizationId = await personalOrganizationOf(subject.app, victim);
});
afterAll(() => subject.close());

async function projectNames() {
  const response = await subject.app.inject({
    url: `/api/projects?organizationId=${organizationId}`,
    headers: { cookie: victim.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { projects: Array<{ name: string }> }).projects.map((p) => p.name);
}

const createProject = (name: string, headers: Record<string, string>) =>
  subject.app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie: victim.cookie, ...headers },
    payload: { organizationId, name },
  });

describe("state-changing requests from another site", () => {
  it.each([
    ["an attacker's Origin", { origin: "https://attacker.example" }],
    ["a look-alike Origin", { origin: "http://localhost:3000.attacker.example" }],
    ["another port", { origin: "http://localhost:3001" }],
    ["https for http", { origin: "https://localhost:3000" }],
    ["a sandboxed page's null Origin", { origin: "null" }],
    ["an attacker's Referer without Origin", { referer: "https://attacker.example/page" }],
    ["a Referer that is no URL", { referer: "not a url" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    [
      "cross-site fetch metadata beside a forged same Referer",
      { "sec-fetch-site": "cross-site", referer: `${TEST_PUBLIC_URL}/dashboard` },
    ],
  ])("refuses %s with the victim's cookie", async (_name, headers) => {
    const name = `Forged ${Math.random()}`;
    const response = await createProject(name, headers);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe("FORBIDDEN");
    expect(response.json().error.message).toMatch(/another site/);
    expect(await projectNames()).not.toContain(name);
  });

  it("refuses every changing method, not only POST", async () => {
    const attacker = { origin: "https://attacker.example", cookie: victim.cookie };
    const project = "/api/projects/00000000-0000-4000-8000-000000000000";
    const changes = [
      ["PUT", "/api/me/preferences", { preferredLanguage: "id" }],
      ["PATCH", project, { name: "x" }],
      ["DELETE", project, undefined],
    ] as const;
    for (const [method, url, payload] of changes) {
      const response = await subject.app.inject({
        method,
        url,
        headers: attacker,
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, method).toBe(403);
    }
  });

  it.each([
    ["its own Origin", { origin: TEST_PUBLIC_URL }],
    ["the loopback twin", { origin: "http://127.0.0.1:3000" }],
    ["its own Referer", { referer: `${TEST_PUBLIC_URL}/projects` }],
    ["same-origin fetch metadata", { origin: TEST_PUBLIC_URL, "sec-fetch-site": "same-origin" }],
    ["neither header (a script or server)", {}],
  ])("accepts %s", async (_name, headers) => {
    const name = `Mine ${Math.random()}`;
    const response = await createProject(name, headers);
    expect(response.statusCode, response.body).toBe(201);
    expect(await projectNames()).toContain(name);
  });

  it("accepts a bearer-token client that names no page", async () => {
    const name = `Scripted ${Math.random()}`;
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { authorization: `Bearer ${victim.token}` },
      payload: { organizationId, name },
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("leaves reading alone: a cross-site GET is not refused here", async () => {
    const response = await subject.app.inject({
      url: `/api/projects?organizationId=${organizationId}`,
      headers: { cookie: victim.cookie, origin: "https://attacker.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("per-user limits on search, mentions and the assistant", () => {
  const search = (person: SignedIn) =>
    subject.app.inject({
      url: "/api/search?q=faktur",
      headers: { authorization: `Bearer ${person.token}` },
    });
  const mentions = (person: SignedIn, organization: string) =>
    subject.app.inject({
      url: `/api/legal/document-mentions?q=sewa&limit=8&organizationId=${organization}`,
      headers: { authorization: `Bearer ${person.token}` },
    });
  const ask = (person: SignedIn) =>
    subject.app.inject({
      method: "POST",
      url: "/api/chat-stream",
      headers: { authorization: `Bearer ${person.token}` },
      payload: { messages: [{ role: "user", content: "How many invoices?" }] },
    });

  function expectRateLimited(response: Awaited<ReturnType<typeof search>>) {
    expect(response.statusCode, response.body).toBe(429);
    const { error } = response.json();
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.details.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(response.headers["retry-after"]).toBe(String(error.details.retryAfterSeconds));
  }

  it("answers 429 to a user past the search limit, and not to another user", async () => {
    const typist = await signUp(subject.app);
    const other = await signUp(subject.app);
    for (let lookup = 1; lookup <= LIMITS.search.max; lookup++) {
      expect((await search(typist)).statusCode, `search ${lookup}`).toBe(200);
    }
    expectRateLimited(await search(typist));
    expect((await search(other)).statusCode).toBe(200);
  });

  it("answers 429 to a user past the mention limit, and not to another user", async () => {
    const typist = await signUp(subject.app);
    const other = await signUp(subject.app);
    const typistOrganization = await personalOrganizationOf(subject.app, typist);
    for (let lookup = 1; lookup <= LIMITS.mentions.max; lookup++) {
      expect((await mentions(typist, typistOrganization)).statusCode).toBe(200);
    }
    expectRateLimited(await mentions(typist, typistOrganization));
    const otherOrganization = await personalOrganizationOf(subject.app, other);
    expect((await mentions(other, otherOrganization)).statusCode).toBe(200);
  });

  it("answers 429 before any stream to a user past the assistant limit", async () => {
    const asker = await signUp(subject.app);
    const other = await signUp(subject.app);
    for (let question = 1; question <= LIMITS.chat.max; question++) {
      const answered = await ask(asker);
      expect(answered.statusCode, answered.body).toBe(200);
      expect(answered.headers["content-type"]).toContain("text/event-stream");
    }
    const refused = await ask(asker);
    expectRateLimited(refused);
    expect(refused.headers["content-type"]).toContain("application/json");
    expect((await ask(other)).statusCode).toBe(200);
  });
});
