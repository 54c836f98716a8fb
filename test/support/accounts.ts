import { randomUUID } from "node:crypto";
import type { App } from "../../src/server/app.ts";
import { TEST_PUBLIC_URL } from "./test-app.ts";

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
