import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import {
  bearer,
  genericOAuth,
  lastLoginMethod,
  magicLink,
  organization,
} from "better-auth/plugins";
import { SIGN_IN_METHOD_COOKIE } from "../../contracts/config.ts";
import { USER_NAME_MAX_LENGTH } from "../../contracts/limits.ts";
import type { Db } from "../db/client.ts";
import {
  account,
  invitation,
  member,
  organization as organizationTable,
  session,
  user,
  verification,
} from "../db/schema/auth.ts";
import { reactivateUser } from "../domain/accounts/reactivate-user.ts";
import { selectActiveOrganization } from "../domain/organizations/select-active-organization.ts";
import type { MailComposer } from "../domain/mail/compose-mail.ts";

/** Google's OAuth 2.0 endpoints; tests point them at a loopback server speaking the protocol. */
export const GOOGLE_ENDPOINTS = {
  authorization: "https://accounts.google.com/o/oauth2/v2/auth",
  token: "https://oauth2.googleapis.com/token",
  userInfo: "https://openidconnect.googleapis.com/v1/userinfo",
  /** Where sign-out sends a browser that signed in with Google (spec §2, §4 sign-out). */
  logout: "https://accounts.google.com/Logout",
};

export interface GoogleSignIn {
  clientId: string;
  clientSecret: string;
  endpoints?: typeof GOOGLE_ENDPOINTS;
}

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  mail: MailComposer;
  google?: GoogleSignIn;
}

/**
 * Google through better-auth's generic OAuth provider rather than its built-in one, whose
 * endpoints are fixed: the same code then runs against Google and against a test server.
 * It signs in with the id "google" (POST /api/auth/sign-in/social, callback /api/auth/callback/google).
 */
function googleProvider(google: GoogleSignIn) {
  const endpoints = google.endpoints ?? GOOGLE_ENDPOINTS;
  return genericOAuth({
    config: [
      {
        providerId: "google",
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        authorizationUrl: endpoints.authorization,
        tokenUrl: endpoints.token,
        userInfoUrl: endpoints.userInfo,
        scopes: ["openid", "email", "profile"],
        pkce: true,
        prompt: "consent",
        accessType: "offline",
        // Google's OpenID userinfo names the account by `sub`, its stable id for the person.
        accountSubject: ({ profile }) => String(profile.sub ?? ""),
        mapProfileToUser: (profile) => ({
          emailVerified: profile.email_verified === true,
          ...(typeof profile.picture === "string" ? { image: profile.picture } : {}),
        }),
      },
    ],
  });
}

/**
 * better-auth refuses state-changing requests from other origins (CSRF). The public URL is the
 * origin; its loopback twin (localhost ↔ 127.0.0.1) is the same machine and is trusted too, so
 * a newcomer may open either.
 */
export function trustedOrigins(publicUrl: string): string[] {
  const origin = new URL(publicUrl);
  const twins: Record<string, string> = { localhost: "127.0.0.1", "127.0.0.1": "localhost" };
  const twin = twins[origin.hostname];
  if (!twin) return [origin.origin];
  return [origin.origin, `${origin.protocol}//${twin}${origin.port ? `:${origin.port}` : ""}`];
}

/**
 * Every endpoint of better-auth's organization plugin, reading ones too: its readers hand any
 * member the pending invitations (get-full-organization) and an unproven address its
 * invitations (list-user-invitations). The plugin keeps the tables and the session's active
 * organization; people reach organizations only through our routes, which apply the policies.
 */
const ORGANIZATION_ENDPOINTS = Object.values(organization().endpoints)
  .map((endpoint) => endpoint.path)
  .filter((path): path is string => typeof path === "string");

/** Magic links and password-reset links stay valid this long. */
const LINK_LIFETIME_SECONDS = 15 * 60;

/** A link confirming an address may wait in the inbox until the next working day. */
const VERIFICATION_LINK_LIFETIME_SECONDS = 24 * 60 * 60;

/** Names are the user's own text shown to teams and in mail; an overlong one is cut. */
function capName<T extends { name?: unknown }>(data: T): T {
  if (typeof data.name !== "string" || data.name.length <= USER_NAME_MAX_LENGTH) return data;
  return { ...data, name: data.name.slice(0, USER_NAME_MAX_LENGTH).trimEnd() };
}

/**
 * better-auth handles sign-up, sign-in, sessions, magic links, Google and bearer tokens.
 * Organization membership and team changes go through our own domain functions (with policies
 * and audit entries), so the plugin's own endpoints are switched off.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: "berkas",
    baseURL: options.publicUrl,
    basePath: "/api/auth",
    trustedOrigins: trustedOrigins(options.publicUrl),
    secret: options.secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(options.db, {
      provider: "pg",
      schema: {
        user,
        session,
        account,
        verification,
        organization: organizationTable,
        member,
        invitation,
      },
    }),
    advanced: {
      cookiePrefix: "berkas",
      database: { generateId: () => randomUUID() },
      // better-auth skips its origin, CSRF and callback-URL checks whenever NODE_ENV=test or
      // TEST is set; they stay on always, so tests prove what production does and a mistaken
      // environment cannot open redirects to other sites.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    // Our own per-IP and per-e-mail limiter (auth-rate-limit.ts) keeps its counts in the
    // database, so it holds across web processes.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      resetPasswordTokenExpiresIn: LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: recipient, url }) {
        await options.mail.send("resetPassword", recipient.email, { url });
      },
    },
    // An address counts as the user's once they follow the link mailed to it (or sign in by
    // magic link, which proves it too): invitations and admin rights need a proven address.
    // Sign-up mails the link but does not wait for it, so nobody is kept from signing in.
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      async sendVerificationEmail({ user: recipient, url }) {
        await options.mail.send("verifyEmail", recipient.email, { url });
      },
    },
    user: {
      additionalFields: {
        isDeleted: { type: "boolean", required: false, defaultValue: false, input: false },
      },
      // A new address is mailed a link and replaces the old one only once it is followed, so
      // nobody holds an address they have not proven.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    plugins: [
      organization({ creatorRole: "level_5" }),
      magicLink({
        expiresIn: LINK_LIFETIME_SECONDS,
        async sendMagicLink({ email, url }) {
          await options.mail.send("magicLink", email, { url });
        },
      }),
      bearer(),
      // A readable cookie naming how this browser last signed in ("google" after Google's
      // callback): sign-out then sends only a Google session on to Google's logout page.
      lastLoginMethod({ cookieName: SIGN_IN_METHOD_COOKIE }),
      ...(options.google ? [googleProvider(options.google)] : []),
    ],
    disabledPaths: ORGANIZATION_ENDPOINTS,
    databaseHooks: {
      user: {
        create: { before: async (newUser) => ({ data: capName(newUser) }) },
        update: { before: async (changes) => ({ data: capName(changes) }) },
      },
      session: {
        create: {
          // Every new session starts in an organization: the personal one is made on the first
          // sign-in (spec §4), then personal → first, as the spec orders them.
          async before(newSession) {
            const activeOrganizationId = await selectActiveOrganization(
              options.db,
              newSession.userId,
            );
            return { data: { ...newSession, activeOrganizationId } };
          },
        },
      },
    },
    hooks: {
      after: createAuthMiddleware(async (context) => {
        // Spec §4: a password sign-in brings a soft-deleted user back.
        const signedIn = context.context.newSession;
        if (context.path === "/sign-in/email" && signedIn) {
          await reactivateUser(options.db, signedIn.user.id);
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
