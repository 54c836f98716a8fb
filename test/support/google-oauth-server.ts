/**
 * A loopback stand-in for Google's OAuth 2.0 token and userinfo endpoints, speaking the same
 * HTTP protocol: form-encoded code exchange with client credentials and PKCE, bearer-token
 * userinfo. The test plays the user's consent by registering a code for an authorization URL.
 */
import { createHash, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";

export interface GoogleProfile {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

interface Grant {
  profile: GoogleProfile;
  redirectUri: string;
  codeChallenge: string;
}

export interface GoogleOAuthServer {
  endpoints: { authorization: string; token: string; userInfo: string; logout: string };
  clientId: string;
  clientSecret: string;
  /** What Google does when the user consents: a one-time code for this authorization request. */
  consent(authorizationUrl: string, profile: GoogleProfile): string;
  close(): Promise<void>;
}

const base64url = (buffer: Buffer) => buffer.toString("base64url");

export async function startGoogleOAuthServer(): Promise<GoogleOAuthServer> {
  const clientId = `client-${randomUUID()}`;
  const clientSecret = `secret-${randomUUID()}`;
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, GoogleProfile>();

  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "POST" && url.pathname === "/token") {
      const form = new URLSearchParams(await text(request));
      const basic = request.headers.authorization?.startsWith("Basic ")
        ? Buffer.from(request.headers.authorization.slice(6), "base64").toString().split(":")
        : [];
      const id = form.get("client_id") ?? decodeURIComponent(basic[0] ?? "");
      const secret = form.get("client_secret") ?? decodeURIComponent(basic[1] ?? "");
      const grant = grants.get(form.get("code") ?? "");
      if (id !== clientId || secret !== clientSecret)
        return reply(401, { error: "invalid_client" });
      if (!grant || form.get("grant_type") !== "authorization_code") {
        return reply(400, { error: "invalid_grant" });
      }
      const verifier = form.get("code_verifier") ?? "";
      const challenge = base64url(createHash("sha256").update(verifier).digest());
      if (challenge !== grant.codeChallenge || form.get("redirect_uri") !== grant.redirectUri) {
        return reply(400, { error: "invalid_grant" });
      }
      grants.delete(form.get("code") ?? "");
      const accessToken = randomUUID();
      tokens.set(accessToken, grant.profile);
      return reply(200, {
        access_token: accessToken,
        token_type: "Bearer",
        expires_in: 3599,
        scope: "openid email profile",
      });
    }
    if (request.method === "GET" && url.pathname === "/userinfo") {
      const profile = tokens.get(request.headers.authorization?.replace(/^Bearer /, "") ?? "");
      return profile ? reply(200, profile) : reply(401, { error: "invalid_token" });
    }
    if (request.method === "GET" && url.pathname === "/logout") {
      return reply(200, { signedOut: true });
    }
    reply(404, { error: "not_found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    endpoints: {
      authorization: `${origin}/authorize`,
      token: `${origin}/token`,
      userInfo: `${origin}/userinfo`,
      logout: `${origin}/logout`,
    },
    clientId,
    clientSecret,
    consent(authorizationUrl, profile) {
      const params = new URL(authorizationUrl).searchParams;
      const code = randomUUID();
      grants.set(code, {
        profile,
        redirectUri: params.get("redirect_uri") ?? "",
        codeChallenge: params.get("code_challenge") ?? "",
      });
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
