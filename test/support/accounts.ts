import { randomUUID } from "node:crypto";
import type { App } from "../../src/server/app.ts";
import { TEST_PUBLIC_URL, type TestApp } from "./test-app.ts";

export interface SignedIn {
  userId: string;
  email: string;
  /** Cookie header value for the session. */
  cookie: string;
  /** Bearer token from better-auth's set-auth-token header. */
  token: string;
}

export const uniqueEmail = (name = "user") => `${name}-${randomUUID().slice(0, 8)}@example.co.id`;
export const TEST_PASSWORD = "kata-sandi-rahasia-1";

/** better-auth checks the Origin of state-changing requests against the public URL. */
export const browserHeaders = { origin: TEST_PUBLIC_URL };

export function cookieFrom(setCookie: string | string[] | undefined): string {
  const values = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return values.map((value) => value.split(";")[0]).join("; ");
}

export async function signUp(
  app: App,
  email = uniqueEmail(),
  name = "Test User",
): Promise<SignedIn> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: browserHeaders,
    payload: { email, password: TEST_PASSWORD, name },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json() as { user: { id: string } };
  return {
    userId: body.user.id,
    email,
    cookie: cookieFrom(response.headers["set-cookie"]),
    token: String(response.headers["set-auth-token"] ?? ""),
  };
}

/** The newest e-mail-verification link mailed to `email`, as a path and query on the server. */
export async function verificationLinkTo(
  subject: Pick<TestApp, "outbox">,
  email: string,
): Promise<string> {
  const mail = (await subject.outbox()).find(
    (each) => each.to === email && each.text.includes("/api/auth/verify-email?"),
  );
  const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error(`no verification mail to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/** Proves `email` as its mailbox's owner would: follows the verification link mailed to it. */
export async function verifyEmail(subject: Pick<TestApp, "app" | "outbox">, email: string) {
  const response = await subject.app.inject({
    method: "GET",
    url: await verificationLinkTo(subject, email),
  });
  if (response.statusCode !== 302 || String(response.headers.location).includes("error")) {
    throw new Error(`verification failed: ${response.statusCode} ${response.headers.location}`);
  }
}

/** Signs up and proves the address, as someone who follows the mailed link does. */
export async function signUpVerified(
  subject: Pick<TestApp, "app" | "outbox">,
  email = uniqueEmail(),
  name = "Test User",
): Promise<SignedIn> {
  const person = await signUp(subject.app, email, name);
  await verifyEmail(subject, email);
  return person;
}

export async function signIn(app: App, email: string, password = TEST_PASSWORD) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: browserHeaders,
    payload: { email, password },
  });
}

export const asUser = (user: SignedIn) => ({ cookie: user.cookie, ...browserHeaders });

/** The id of the personal organization every new user gets. */
export async function personalOrganizationOf(app: App, person: SignedIn): Promise<string> {
  const response = await app.inject({
    method: "GET",
    url: "/api/organizations",
    headers: asUser(person),
  });
  return response.json().organizations[0].id;
}
