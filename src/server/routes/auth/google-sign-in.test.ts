import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_METHOD_COOKIE } from "../../../contracts/config.ts";
import { browserHeaders, cookieFrom, uniqueEmail } from "../../../../test/support/accounts.ts";
import {
  startGoogleOAuthServer,
  type GoogleOAuthServer,
} from "../../../../test/support/google-oauth-server.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let google: GoogleOAuthServer;
let subject: TestApp;
beforeAll(async () => {
  google = await startGoogleOAuthServer();
  subject = await createTestApp({
    google: {
      clientId: google.clientId,
      clientSecret: google.clientSecret,
      endpoints: google.endpoints,
    },
  });
});
afterAll(async () => {
  await subject.close();
  await google.close();
});

async function startGoogleSignIn() {
  const response = await subject.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    headers: browserHeaders,
    payload: { provider: "google", callbackURL: "/auth/callback" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { url: response.json().url as string, cookie: cookieFrom(response.headers["set-cookie"]) };
}

describe("Google sign-in", () => {
  it("sends the user to Google with PKCE, and signs them in when Google answers", async () => {
    const { url, cookie } = await startGoogleSignIn();
    const authorization = new URL(url);
    expect(`${authorization.origin}${authorization.pathname}`).toBe(google.endpoints.authorization);
    expect(authorization.searchParams.get("client_id")).toBe(google.clientId);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("prompt")).toBe("consent");

    const email = uniqueEmail("google");
    const code = google.consent(url, {
      sub: "google-sub-1",
      email,
      email_verified: true,
      name: "Putu Google",
    });
    const callback = await subject.app.inject({
      method: "GET",
      url: `/api/auth/callback/google?code=${code}&state=${authorization.searchParams.get("state")}`,
      headers: { cookie },
    });
    expect(callback.statusCode, callback.body).toBe(302);
    expect(callback.headers.location).toContain("/auth/callback");
    // Sign-out reads this to send a Google session on to Google's logout page (spec §2).
    expect(cookieFrom(callback.headers["set-cookie"])).toContain(`${SIGN_IN_METHOD_COOKIE}=google`);

    const session = cookieFrom(callback.headers["set-cookie"]);
    const organizations = await subject.app.inject({
      method: "GET",
      url: "/api/organizations",
      headers: { cookie: session },
    });
    expect(organizations.statusCode).toBe(200);
    expect(organizations.json().organizations[0].name).toBe(
      `${email.charAt(0).toUpperCase()}${email.slice(1).split("@")[0]}'s Organization`,
    );
  });

  it("signs nobody in when the code is not one Google issued", async () => {
    const { url, cookie } = await startGoogleSignIn();
    const state = new URL(url).searchParams.get("state");
    const callback = await subject.app.inject({
      method: "GET",
      url: `/api/auth/callback/google?code=forged&state=${state}`,
      headers: { cookie },
    });
    expect(String(callback.headers.location)).toContain("error");
    expect(cookieFrom(callback.headers["set-cookie"])).not.toContain("session_token=");
  });

  it("is offered by /api/config only when configured, with Google's logout page", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/config" });
    expect(response.json()).toEqual({
      googleSignIn: true,
      googleLogoutUrl: google.endpoints.logout,
    });
  });

  it("names a password sign-in as such, so sign-out does not leave for Google", async () => {
    const email = uniqueEmail("password");
    const signUp = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: browserHeaders,
      payload: { email, password: "correct-horse-battery", name: "Wayan" },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const signIn = await subject.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: browserHeaders,
      payload: { email, password: "correct-horse-battery" },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(cookieFrom(signIn.headers["set-cookie"])).toContain(`${SIGN_IN_METHOD_COOKIE}=email`);
  });
});
