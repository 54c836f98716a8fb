import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, browserHeaders, type SignedIn } from "../support/accounts.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";
import { fixture, upload } from "../support/uploads.ts";
import { registeredRoutes, type RouteKey } from "./registered-routes.ts";
import {
  ATTACKERS,
  buildTenancy,
  victimState,
  type Attacker,
  type Tenancy,
  type VictimState,
} from "./tenancy-world.ts";

/**
 * Issue 16, "Done when" 2: every route the server registers, tried on a victim organization's
 * resources by outsiders (nobody signed in, a signed-in user in no organization, a stranger
 * signed up with the address the victim invited but never proven), another organization's Owner,
 * the victim's own level_3 Accountant (at what level_3 may not do) and a level_3 clerk granted
 * only the accounting vertical (at the legal one). Ids come guessed, as the victim's lists and
 * forwarded links show them, and respelled; query and body fields name the victim's
 * organization, project or folder. A leak is: an answer other than a refusal (cross-tenant
 * 404); an answer that differs from the one a guessed id gets (it confirms the resource
 * exists); a body or header showing anything of the victim's; any change to the victim's data
 * as its Owner reads it back; an attacker's active organization moved.
 */

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

interface Attempt {
  how: string;
  method: Method;
  url: string;
  payload?: object;
  /** Sent as the multipart upload the web app sends, with these fields and a small file. */
  upload?: {
    organizationId: string;
    vertical?: "accounting" | "legal";
    extraFields?: Record<string, string>;
    bytes?: Buffer;
  };
  /** The answers a signed-in attacker may get: unless given, 403/404 for the Accountant and 404
   *  for the others (200 only where the route answers with the caller's own data). */
  answers?: readonly number[];
  /** The secrets that must not show; all of them unless given. */
  hidden?: readonly string[];
  /** Tried only by these attackers. */
  only?: readonly Attacker[];
}

interface RouteAttacks {
  /** Tried by the visitor, the user in no organization, the other organization's Owner and the
   *  impostor holding the invited address. */
  outsiders: (tenancy: Tenancy) => Attempt[];
  /** The level_3 Accountant's attempts at what level_3 may not do, or why the route is theirs. */
  accountant: ((tenancy: Tenancy) => Attempt[]) | { may: string };
  /** The accounting-only clerk's attempts at the legal vertical, on routes that reach documents. */
  clerk?: (tenancy: Tenancy) => Attempt[];
}

/**
 * Routes that hold nothing of any organization's, so there is nobody's resource to attack:
 * health and configuration (public by design), the API documentation, and the development
 * outbox (who may read it is hole 5, tested in its own file). The web build's static files,
 * public too, are registered only with a built web root, which this app does not serve. better-auth's own routes under
 * /api/auth/* are not here: its organization plugin answers about organizations, so it is
 * attacked below.
 */
const PUBLIC_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  "GET /api/health",
  "GET /api/health/live",
  "GET /api/health/ready",
  // Load figures by route template and job name only (no id, no organization), behind
  // METRICS_TOKEN when set; metrics-routes.test.ts proves a scrape names no tenant's resource.
  "GET /metrics",
  "GET /api/config",
  "GET /api/docs",
  "GET /api/docs/",
  "GET /api/docs/json",
  "GET /api/docs/yaml",
  "GET /api/docs/static/*",
  "GET /api/docs/static/index.html",
  "GET /api/docs/static/swagger-initializer.js",
  "GET /dev/mail",
  "GET /api/dev/mail",
  // The public site's forms: anyone may write to support; nothing of an organization's is read.
  "POST /api/site/contact",
  "POST /api/site/demo-bookings",
  "GET /sitemap.xml",
  "GET /robots.txt",
  // Stripe's webhook proves itself by its signature, not by anyone's session; forged and
  // replayed deliveries are tried in billing-routes.test.ts.
  "POST /api/stripe/webhook",
]);

const guessed = () => randomUUID();

/** Just over the small endpoint's 10 MB, so the large endpoint reads it. */
const LARGE_FILE = Buffer.alloc(10 * 1024 * 1024 + 1024, 7);

/** The ways one id reaches an attacker: guessed, as a link shows it, and respelled. */
function idSpellings(victimId: string): Array<[string, string]> {
  return [
    ["a guessed id", guessed()],
    ["the victim's id from a forwarded link", victimId],
    ["the victim's id in capitals", victimId.toUpperCase()],
    ["the victim's id percent-encoded", victimId.replace(/-/g, "%2D")],
  ];
}

/** One attempt per spelling of the victim's id in `path` (`:id` stands for it), a trailing
 *  slash, and a query string that names the attacker's own organization as the scope. */
function byId(
  method: Method,
  path: string,
  victimId: string,
  rest: Pick<Attempt, "payload" | "answers"> & { ownOrganizationId?: string } = {},
): Attempt[] {
  const { ownOrganizationId, ...shared } = rest;
  const at = (id: string) => path.replace(":id", id);
  return [
    ...idSpellings(victimId).map(([how, id]) => ({ how, method, url: at(id), ...shared })),
    { how: "with a trailing slash", method, url: `${at(victimId)}/`, ...shared },
    ...(ownOrganizationId
      ? [
          {
            how: "with the attacker's own organization in the query",
            method,
            url: `${at(victimId)}?organizationId=${ownOrganizationId}`,
            ...shared,
          },
        ]
      : []),
  ];
}

/** The victim's organization named in the query, alone and beside the attacker's own. */
function byOrganizationQuery(path: string, tenancy: Tenancy, extra = ""): Attempt[] {
  const victim = tenancy.victim.organizationId;
  const own = tenancy.rival.organizationId;
  return [
    {
      how: "a guessed organization",
      method: "GET",
      url: `${path}?organizationId=${guessed()}${extra}`,
    },
    {
      how: "the victim's organization",
      method: "GET",
      url: `${path}?organizationId=${victim}${extra}`,
    },
    {
      how: "the victim's organization in capitals",
      method: "GET",
      url: `${path}?organizationId=${victim.toUpperCase()}${extra}`,
    },
    {
      how: "the victim's organization after the attacker's own",
      method: "GET",
      url: `${path}?organizationId=${own}&organizationId=${victim}${extra}`,
      // A repeated parameter is not a string: refused as malformed, or as the victim's.
      answers: [400, 404],
    },
  ];
}

const DOCUMENT_ACCOUNTANT_MAY =
  "any member reads and organizes the organization's documents (spec §6 restricts only delete and export)";

function documentRoute(
  method: Method,
  suffix: string,
  pick: (tenancy: Tenancy) => string,
  payload?: object,
): RouteAttacks["outsiders"] {
  return (tenancy) =>
    byId(method, `/api/documents/:id${suffix}`, pick(tenancy), {
      ownOrganizationId: tenancy.rival.organizationId,
      ...(payload ? { payload } : {}),
    });
}

const settled = (tenancy: Tenancy) => tenancy.victim.settledDocumentId;

/** What the clerk, who reads only accounting, must not learn of the legal vertical. */
const LEGAL_SECRETS = [
  "legalName",
  "counterparty",
  "legalDocumentId",
  "draftTitle",
  "clauseTitle",
  "noteTitle",
  "draftId",
  "clauseId",
  "noteId",
];

/**
 * A legal draft's or library item's route (issue 24), which names the organization in the query
 * or the body: by every spelling of the id, in the victim's organization and in the attacker's
 * own. Refused before the item is looked up, so victim ids and guessed ones answer alike.
 */
function legalItem(
  method: Method,
  path: string,
  pick: (tenancy: Tenancy) => string,
  rest: { payload?: object; query?: string; answers?: readonly number[] } = {},
) {
  return (tenancy: Tenancy): Attempt[] =>
    [tenancy.victim.organizationId, tenancy.rival.organizationId].flatMap((organizationId) =>
      idSpellings(pick(tenancy)).map(([how, id]) => ({
        how: `${how}, in ${organizationId === tenancy.victim.organizationId ? "the victim's" : "the attacker's own"} organization`,
        method,
        url: `${path.replace(":id", id)}?organizationId=${organizationId}${rest.query ?? ""}`,
        ...(rest.payload ? { payload: { organizationId, ...rest.payload } } : {}),
        ...(rest.answers ? { answers: rest.answers } : {}),
      })),
    );
}

/** The accounting-only clerk at a legal route of their own organization: refused whole. */
function legalClosed(method: Method, url: (tenancy: Tenancy) => string, payload?: object) {
  return (tenancy: Tenancy): Attempt[] => [
    {
      how: "the legal vertical they are not granted",
      method,
      url: url(tenancy),
      ...(payload
        ? { payload: { organizationId: tenancy.victim.organizationId, ...payload } }
        : {}),
      answers: [403],
    },
  ];
}

const CLAUSE = {
  category: "confidentiality",
  title_en: "Taken",
  title_id: "Diambil",
  body_en: "Nothing is confidential.",
  body_id: "Tidak ada yang rahasia.",
};
const NOTE = { kind: "regulation", title: "Taken", body: "Diambil alih." };

const LEGAL_DRAFTS_MAY =
  "level_3 writes in the legal vertical (decision 0035): finalizing, reopening a final draft and deleting are CFO/Owner's";

/** The last word of a secret: what someone who heard of it would type. */
const lastWord = (tenancy: Tenancy, name: string) =>
  encodeURIComponent(tenancy.secrets[name]!.split(" ").at(-1)!);

/** The clerk at the legal document through one document route, by every spelling of its id. */
function legalDocument(method: Method, suffix: string, payload?: object) {
  return (tenancy: Tenancy) =>
    byId(method, `/api/documents/:id${suffix}`, tenancy.victim.legalDocumentId, {
      ...(payload ? { payload } : {}),
    });
}

/** The clerk listing the legal vertical, and searching everything for a legal document's name. */
function legalListing(path: string, extra = "") {
  return ({ victim, ...tenancy }: Tenancy): Attempt[] => [
    {
      how: "the legal vertical",
      method: "GET",
      url: `${path}?organizationId=${victim.organizationId}&vertical=legal${extra}`,
      answers: [200, 403, 404],
    },
    {
      how: "every vertical, for the legal document's counterparty",
      method: "GET",
      url: `${path}?organizationId=${victim.organizationId}&q=${lastWord({ victim, ...tenancy }, "counterparty")}`,
      answers: [200],
    },
  ];
}

/** Route → how it is attacked. A route the server registers that is not here fails the suite. */
const ATTACKS: Record<RouteKey, RouteAttacks> = {
  // better-auth: its organization plugin reads organizations by id; its changing endpoints are
  // switched off (create-auth.ts), under any spelling of their path.
  "GET /api/auth/*": {
    outsiders: ({ victim }) => [
      {
        how: "the victim's full organization",
        method: "GET",
        url: `/api/auth/organization/get-full-organization?organizationId=${victim.organizationId}`,
        answers: [400, 403, 404],
      },
      {
        how: "the victim's members",
        method: "GET",
        url: `/api/auth/organization/list-members?organizationId=${victim.organizationId}`,
        answers: [400, 403, 404],
      },
      {
        how: "the victim's invitations",
        method: "GET",
        url: `/api/auth/organization/list-invitations?organizationId=${victim.organizationId}`,
        answers: [400, 403, 404],
      },
      {
        how: "the victim's invitation by id",
        method: "GET",
        url: `/api/auth/organization/get-invitation?id=${victim.invitationId}`,
        answers: [400, 403, 404],
      },
      {
        how: "the role in the victim's organization",
        method: "GET",
        url: `/api/auth/organization/get-active-member-role?organizationId=${victim.organizationId}`,
        answers: [400, 403, 404],
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "the invitations of their own organization",
        method: "GET",
        url: `/api/auth/organization/list-invitations?organizationId=${victim.organizationId}`,
        answers: [200, 400, 403, 404],
        hidden: ["invitationId", "invitedEmail"],
      },
      {
        how: "the full organization with its invitations",
        method: "GET",
        url: `/api/auth/organization/get-full-organization?organizationId=${victim.organizationId}`,
        answers: [200, 400, 403, 404],
        hidden: ["invitationId", "invitedEmail"],
      },
    ],
  },
  "POST /api/auth/*": {
    outsiders: ({ victim }) => [
      ...[
        "/api/auth/organization/set-active",
        "/api/auth/organization/set-active/",
        "/api/auth//organization/set-active",
        "/api/auth/organization/./set-active",
        "/api/auth/organization/%73et-active",
      ].map((url): Attempt => ({
        how: `the victim's organization made active through ${url}`,
        method: "POST",
        url,
        payload: { organizationId: victim.organizationId },
        answers: [400, 403, 404],
      })),
      {
        how: "the victim's organization written into their session",
        method: "POST",
        url: "/api/auth/update-session",
        payload: { activeOrganizationId: victim.organizationId },
        answers: [400],
      },
      {
        // Were it writable, the impostor would hold the invited address as proven.
        how: "their own address declared verified",
        method: "POST",
        url: "/api/auth/update-user",
        payload: { emailVerified: true, name: "Attacker" },
        answers: [200, 400],
      },
      {
        how: "the victim's slug checked for existence",
        method: "POST",
        url: "/api/auth/organization/check-slug",
        payload: { slug: `org-${victim.organizationId}` },
        answers: [400, 403, 404],
      },
      {
        how: "a permission check in the victim's organization",
        method: "POST",
        url: "/api/auth/organization/has-permission",
        payload: { organizationId: victim.organizationId, permissions: { member: ["delete"] } },
        answers: [400, 401, 403, 404],
      },
      {
        how: "the victim's invitation accepted by id",
        method: "POST",
        url: "/api/auth/organization/accept-invitation",
        payload: { invitationId: victim.invitationId },
        answers: [400, 403, 404],
      },
    ],
    accountant: ({ victim }) =>
      [
        "/api/auth/organization/update-member-role",
        "/api/auth/organization/update-member-role/",
        "/api/auth/organization/./update-member-role",
        "/api/auth/organization/%75pdate-member-role",
      ].map((url) => ({
        how: `promotes themselves to Owner through ${url}`,
        method: "POST" as const,
        url,
        payload: {
          organizationId: victim.organizationId,
          memberId: victim.accountantMemberId,
          role: "level_5",
        },
        answers: [400, 403, 404],
      })),
  },

  "GET /api/organizations": {
    outsiders: ({ victim }) => [
      { how: "their own list", method: "GET", url: "/api/organizations", answers: [200] },
      {
        how: "their own list, asking for the victim's organization",
        method: "GET",
        url: `/api/organizations?organizationId=${victim.organizationId}`,
        answers: [200],
      },
    ],
    accountant: { may: "lists the organizations they belong to" },
  },
  "POST /api/organizations": {
    outsiders: ({ victim }) => [
      {
        how: "a new organization carrying the victim's id",
        method: "POST",
        url: "/api/organizations",
        payload: {
          name: "Takeover",
          type: "bpo",
          id: victim.organizationId,
          organizationId: victim.organizationId,
        },
        answers: [201],
        only: ["visitor", "rival"],
      },
    ],
    accountant: { may: "anyone may create an organization of their own" },
  },
  "POST /api/organizations/switch": {
    outsiders: ({ victim }) =>
      [victim.organizationId, victim.organizationId.toUpperCase(), guessed()].map((id) => ({
        how: `switches the active organization to ${id === victim.organizationId ? "the victim's" : "another"}`,
        method: "POST" as const,
        url: "/api/organizations/switch",
        payload: { organizationId: id },
      })),
    accountant: { may: "a member may make their organization active" },
  },
  "PATCH /api/organizations/:organizationId": {
    outsiders: ({ victim }) =>
      byId("PATCH", "/api/organizations/:id", victim.organizationId, {
        payload: { name: "Taken over" },
      }),
    accountant: ({ victim }) =>
      byId("PATCH", "/api/organizations/:id", victim.organizationId, {
        payload: { name: "Taken over", settings: { retention: "none" } },
      }),
  },
  // Everything the organization holds (UU PDP, issue 22): its Owner's alone.
  "GET /api/organizations/:organizationId/archive": {
    outsiders: ({ victim }) => byId("GET", "/api/organizations/:id/archive", victim.organizationId),
    accountant: ({ victim }) =>
      byId("GET", "/api/organizations/:id/archive", victim.organizationId),
  },
  "GET /api/organizations/:organizationId/team": {
    outsiders: ({ victim }) => byId("GET", "/api/organizations/:id/team", victim.organizationId),
    accountant: ({ victim }) => [
      {
        how: "reads the team, looking for invitation ids (hole 1)",
        method: "GET",
        url: `/api/organizations/${victim.organizationId}/team`,
        answers: [200],
        hidden: ["invitationId"],
      },
    ],
  },
  "POST /api/organizations/:organizationId/invitations": {
    outsiders: ({ victim }) =>
      byId("POST", "/api/organizations/:id/invitations", victim.organizationId, {
        payload: { email: "attacker@example.co.id", role: "level_5" },
      }),
    accountant: ({ victim }) =>
      ["level_3", "level_5"].map((role) => ({
        how: `invites a ${role}`,
        method: "POST" as const,
        url: `/api/organizations/${victim.organizationId}/invitations`,
        payload: { email: `friend-${role}@example.co.id`, role },
      })),
  },
  "DELETE /api/organizations/:organizationId/invitations/:invitationId": {
    outsiders: ({ victim, rival }) => [
      ...byId(
        "DELETE",
        `/api/organizations/${victim.organizationId}/invitations/:id`,
        victim.invitationId,
      ),
      {
        how: "the victim's invitation under the attacker's own organization",
        method: "DELETE",
        url: `/api/organizations/${rival.organizationId}/invitations/${victim.invitationId}`,
      },
    ],
    accountant: ({ victim }) =>
      byId(
        "DELETE",
        `/api/organizations/${victim.organizationId}/invitations/:id`,
        victim.invitationId,
      ),
  },
  "PATCH /api/organizations/:organizationId/members/:memberId": {
    outsiders: ({ victim, rival }) => [
      ...byId(
        "PATCH",
        `/api/organizations/${victim.organizationId}/members/:id`,
        victim.cfoMemberId,
        {
          payload: { role: "level_3" },
        },
      ),
      {
        how: "the victim's member under the attacker's own organization",
        method: "PATCH",
        url: `/api/organizations/${rival.organizationId}/members/${victim.cfoMemberId}`,
        payload: { role: "level_3" },
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "promotes themselves to Owner",
        method: "PATCH",
        url: `/api/organizations/${victim.organizationId}/members/${victim.accountantMemberId}`,
        payload: { role: "level_5" },
      },
      ...byId(
        "PATCH",
        `/api/organizations/${victim.organizationId}/members/:id`,
        victim.ownerMemberId,
        {
          payload: { role: "level_3" },
        },
      ),
    ],
  },
  "DELETE /api/organizations/:organizationId/members/:memberId": {
    outsiders: ({ victim, rival }) => [
      ...byId(
        "DELETE",
        `/api/organizations/${victim.organizationId}/members/:id`,
        victim.cfoMemberId,
      ),
      {
        how: "the victim's member under the attacker's own organization",
        method: "DELETE",
        url: `/api/organizations/${rival.organizationId}/members/${victim.cfoMemberId}`,
      },
    ],
    accountant: ({ victim }) => [
      ...byId(
        "DELETE",
        `/api/organizations/${victim.organizationId}/members/:id`,
        victim.cfoMemberId,
      ),
      {
        how: "removes the Owner",
        method: "DELETE",
        url: `/api/organizations/${victim.organizationId}/members/${victim.ownerMemberId}`,
      },
    ],
  },
  "GET /api/invitations/:invitationId": {
    outsiders: ({ victim }) =>
      byId("GET", "/api/invitations/:id", victim.invitationId).map((attempt) => ({
        ...attempt,
        url: `${attempt.url}${attempt.url.includes("?") ? "&" : "?"}token=${guessed()}`,
      })),
    accountant: ({ victim }) => [
      {
        how: "opens a colleague's invitation with a guessed token",
        method: "GET",
        url: `/api/invitations/${victim.invitationId}?token=${guessed()}`,
      },
    ],
  },
  "POST /api/invitations/:invitationId/accept": {
    outsiders: ({ victim }) =>
      byId("POST", "/api/invitations/:id/accept", victim.invitationId, {
        payload: { token: guessed() },
      }),
    accountant: ({ victim }) => [
      {
        how: "accepts a colleague's invitation with a guessed token",
        method: "POST",
        url: `/api/invitations/${victim.invitationId}/accept`,
        payload: { token: guessed() },
      },
    ],
  },

  "GET /api/documents": {
    outsiders: (tenancy) => [
      ...byOrganizationQuery("/api/documents", tenancy),
      {
        how: "their own organization filtered by the victim's project",
        method: "GET",
        url: `/api/documents?organizationId=${tenancy.rival.organizationId}&projectId=${tenancy.victim.projectId}`,
        answers: [200, 404],
      },
      {
        how: "their own organization filtered by the victim's folder",
        method: "GET",
        url: `/api/documents?organizationId=${tenancy.rival.organizationId}&repositoryFolderId=${tenancy.victim.folderId}`,
        answers: [200, 404],
      },
    ],
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
    clerk: legalListing("/api/documents"),
  },
  "GET /api/documents/overview": {
    outsiders: (tenancy) => byOrganizationQuery("/api/documents/overview", tenancy),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
    clerk: legalListing("/api/documents/overview"),
  },
  "GET /api/documents/review": {
    outsiders: (tenancy) => byOrganizationQuery("/api/documents/review", tenancy),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
    clerk: legalListing("/api/documents/review"),
  },
  "POST /api/documents/move": {
    clerk: ({ victim }) => [
      {
        how: "the legal document into the organization's project",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: victim.organizationId,
          documentIds: [victim.legalDocumentId],
          projectId: victim.projectId,
        },
      },
    ],
    outsiders: ({ victim, rival }) => [
      {
        how: "the victim's document out of its project, in the victim's organization",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: victim.organizationId,
          documentIds: [victim.settledDocumentId],
          projectId: null,
        },
      },
      {
        how: "their own document into the victim's project",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: rival.organizationId,
          documentIds: [rival.documentId],
          projectId: victim.projectId,
        },
      },
      {
        how: "the victim's document, named under their own organization",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: rival.organizationId,
          documentIds: [victim.settledDocumentId],
          projectId: null,
        },
      },
      {
        how: "the victim's document beside their own, into their own project",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: rival.organizationId,
          documentIds: [rival.documentId, victim.settledDocumentId],
          projectId: rival.projectId,
        },
      },
    ],
    accountant: ({ victim, accountantOwn }) => [
      {
        how: "the victim's document into a project of their own organization",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: victim.organizationId,
          documentIds: [victim.settledDocumentId],
          projectId: accountantOwn.projectId,
        },
      },
      {
        how: "the victim's document, named under their own organization",
        method: "POST",
        url: "/api/documents/move",
        payload: {
          organizationId: accountantOwn.organizationId,
          documentIds: [victim.settledDocumentId],
          projectId: accountantOwn.projectId,
        },
      },
    ],
  },
  "GET /api/documents/:id": {
    outsiders: documentRoute("GET", "", settled),
    clerk: legalDocument("GET", ""),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
  },
  "PATCH /api/documents/:id": {
    outsiders: documentRoute("PATCH", "", settled, { user_friendly_name: "Taken" }),
    clerk: legalDocument("PATCH", "", { user_friendly_name: "Taken" }),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
  },
  "DELETE /api/documents/:id": {
    outsiders: (tenancy) => [
      ...documentRoute("DELETE", "", settled)(tenancy),
      {
        // An Owner's confirmation counts only in their own organization (retention, issue 22).
        how: "the victim's document with a retention override",
        method: "DELETE",
        url: `/api/documents/${tenancy.victim.settledDocumentId}?confirmRetention=true`,
        answers: [404],
      },
      {
        // Files are stored once by their hash: the victim's must outlive the rival's copy. The
        // rival is its Owner, and an accounting document is held: they confirm.
        how: "deletes their own copy of the victim's file",
        method: "DELETE",
        url: `/api/documents/${tenancy.rival.copyOfVictimFileId}?confirmRetention=true`,
        answers: [204],
        only: ["rival"],
      },
    ],
    accountant: ({ victim }) => byId("DELETE", "/api/documents/:id", victim.settledDocumentId),
    clerk: legalDocument("DELETE", ""),
  },
  "POST /api/documents/:id/star": {
    outsiders: documentRoute("POST", "/star", settled, { starred: true }),
    clerk: legalDocument("POST", "/star", { starred: true }),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
  },
  "GET /api/documents/:id/history": {
    outsiders: documentRoute("GET", "/history", settled),
    clerk: legalDocument("GET", "/history"),
    accountant: ({ victim }) => byId("GET", "/api/documents/:id/history", victim.settledDocumentId),
  },
  "GET /api/documents/:id/status": {
    outsiders: documentRoute("GET", "/status", (tenancy) => tenancy.victim.uploadedDocumentId),
    clerk: legalDocument("GET", "/status"),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
  },
  "GET /api/documents/:id/file": {
    outsiders: documentRoute("GET", "/file", (tenancy) => tenancy.victim.uploadedDocumentId),
    clerk: legalDocument("GET", "/file"),
    // Downloading the original is exporting it (issue 16, hole 9).
    accountant: ({ victim }) => byId("GET", "/api/documents/:id/file", victim.uploadedDocumentId),
  },
  // Exports (issue 21): exportData, and only the verticals the caller reads.
  "GET /api/exports/:kind": {
    outsiders: (tenancy) => [
      ...byOrganizationQuery("/api/exports/ledger_csv", tenancy),
      ...byOrganizationQuery("/api/exports/originals_zip", tenancy),
      {
        how: "their own organization's ledger with the victim's documents selected",
        method: "GET",
        url: `/api/exports/ledger_csv?organizationId=${tenancy.rival.organizationId}&ids=${tenancy.victim.settledDocumentId},${tenancy.victim.legalDocumentId}`,
        answers: [200, 404],
      },
    ],
    // Exporting is level_4 and up (spec §6), whatever the vertical.
    accountant: ({ victim }) =>
      ["ledger_csv", "originals_zip", "ppn_masukan_xlsx"].map((kind) => ({
        how: `exports ${kind}`,
        method: "GET" as const,
        url: `/api/exports/${kind}?organizationId=${victim.organizationId}`,
      })),
    clerk: ({ victim }) => [
      {
        how: "the legal vertical's contracts",
        method: "GET",
        url: `/api/exports/contracts_xlsx?organizationId=${victim.organizationId}&vertical=legal`,
        answers: [403, 404],
      },
      {
        how: "the legal document selected in a ledger",
        method: "GET",
        url: `/api/exports/ledger_csv?organizationId=${victim.organizationId}&ids=${victim.legalDocumentId}`,
        answers: [403, 404],
      },
    ],
  },
  // A download's progress is its starter's alone: the victim Owner's run, read by anyone else.
  "GET /api/exports/progress/:id": {
    outsiders: ({ victim }) => byId("GET", "/api/exports/progress/:id", victim.exportRunId),
    accountant: ({ victim }) =>
      byId("GET", "/api/exports/progress/:id", victim.exportRunId, { answers: [404] }),
  },
  // Xero (issue 21): status for members, connecting and disconnecting with manageIntegrations,
  // sending with exportData. This app has no Xero configured: a member allowed past the checks
  // hears so (503), which says nothing of the victim.
  "GET /api/integrations/xero": {
    outsiders: (tenancy) => byOrganizationQuery("/api/integrations/xero", tenancy),
    accountant: { may: "any member sees whether the organization reaches Xero" },
  },
  "POST /api/integrations/xero/connect": {
    outsiders: ({ victim }) => [
      {
        how: "a consent for the victim's organization",
        method: "POST",
        url: "/api/integrations/xero/connect",
        payload: { organizationId: victim.organizationId },
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "connects their organization to Xero",
        method: "POST",
        url: "/api/integrations/xero/connect",
        payload: { organizationId: victim.organizationId },
      },
    ],
  },
  "GET /api/integrations/xero/callback": {
    outsiders: ({ victim }) => [
      {
        how: "a forged state naming the victim's organization",
        method: "GET",
        url: `/api/integrations/xero/callback?code=x&state=${Buffer.from(JSON.stringify({ organizationId: victim.organizationId })).toString("base64url")}.forged`,
        answers: [400, 503],
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "a forged state for their own organization",
        method: "GET",
        url: `/api/integrations/xero/callback?code=x&state=${Buffer.from(JSON.stringify({ organizationId: victim.organizationId })).toString("base64url")}.forged`,
        answers: [400, 503],
      },
    ],
  },
  "DELETE /api/integrations/xero": {
    outsiders: ({ victim }) => [
      {
        how: "disconnects the victim's Xero",
        method: "DELETE",
        url: `/api/integrations/xero?organizationId=${victim.organizationId}`,
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "disconnects their organization's Xero",
        method: "DELETE",
        url: `/api/integrations/xero?organizationId=${victim.organizationId}`,
      },
    ],
  },
  "POST /api/documents/:id/xero": {
    outsiders: documentRoute("POST", "/xero", settled),
    clerk: legalDocument("POST", "/xero"),
    // Sending a document out of berkas is exporting it.
    accountant: ({ victim }) => byId("POST", "/api/documents/:id/xero", victim.settledDocumentId),
  },
  "GET /api/documents/:id/preview": {
    outsiders: documentRoute("GET", "/preview", (tenancy) => tenancy.victim.uploadedDocumentId),
    clerk: legalDocument("GET", "/preview"),
    accountant: { may: "the first-page preview is how any member reads a document" },
  },
  "POST /api/documents/:id/retry": {
    outsiders: documentRoute("POST", "/retry", (tenancy) => tenancy.victim.failedDocumentId),
    clerk: legalDocument("POST", "/retry"),
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
  },
  "POST /api/documents/:id/fields/:field/feedback": {
    outsiders: documentRoute("POST", "/fields/vendor/feedback", settled, {
      verdict: "down",
      correctedValue: "PT Penyerang",
    }),
    accountant: { may: "confirming and correcting fields is the Accountant's work" },
    clerk: legalDocument("POST", "/fields/counterparty/feedback", { verdict: "up" }),
  },

  "POST /api/check-duplicate": {
    outsiders: ({ victim, rival }) => [
      {
        how: "the victim's file hash in the victim's organization",
        method: "POST",
        url: "/api/check-duplicate",
        payload: {
          fileHash: victim.uploadedFileHash,
          vertical: "accounting",
          organizationId: victim.organizationId,
        },
      },
      {
        how: "the victim's file hash in their own organization",
        method: "POST",
        url: "/api/check-duplicate",
        payload: {
          fileHash: victim.uploadedFileHash,
          vertical: "accounting",
          organizationId: rival.organizationId,
        },
        answers: [200, 404],
      },
    ],
    accountant: { may: DOCUMENT_ACCOUNTANT_MAY },
  },
  "POST /api/simple-upload": {
    outsiders: uploadAttempts,
    accountant: { may: "any member uploads" },
    clerk: ({ victim }) => [
      {
        how: "into the legal vertical",
        method: "POST",
        url: "/api/simple-upload",
        upload: { organizationId: victim.organizationId, vertical: "legal" },
        answers: [403, 404],
      },
    ],
  },
  "POST /api/simple-upload-large": {
    // The victim's organization, and the attacker's own with the victim's folder: the same
    // checks as the small endpoint's, so two of its three attempts, each a 10 MB upload.
    outsiders: (tenancy) =>
      uploadAttempts(tenancy)
        .filter((attempt) => !attempt.upload?.bytes && !attempt.upload?.extraFields?.["projectId"])
        .map((attempt) => ({
          ...attempt,
          url: "/api/simple-upload-large",
          upload: { ...attempt.upload!, bytes: LARGE_FILE },
        })),
    accountant: { may: "any member uploads" },
  },

  "GET /api/projects": {
    outsiders: (tenancy) => byOrganizationQuery("/api/projects", tenancy),
    accountant: { may: "any member organizes projects" },
  },
  "POST /api/projects": {
    outsiders: ({ victim }) => [
      {
        how: "a project in the victim's organization",
        method: "POST",
        url: "/api/projects",
        payload: { organizationId: victim.organizationId, name: "Attacker's project" },
      },
    ],
    accountant: { may: "any member organizes projects" },
  },
  "PATCH /api/projects/:id": {
    outsiders: ({ victim, rival }) =>
      byId("PATCH", "/api/projects/:id", victim.projectId, {
        payload: { name: "Taken" },
        ownOrganizationId: rival.organizationId,
      }),
    accountant: { may: "any member organizes projects" },
  },
  "DELETE /api/projects/:id": {
    outsiders: ({ victim, rival }) =>
      byId("DELETE", "/api/projects/:id", victim.projectId, {
        ownOrganizationId: rival.organizationId,
      }),
    // Deleting a project keeps its documents; spec §6 restricts only deleting documents.
    accountant: { may: "any member organizes projects; their documents stay" },
  },
  "GET /api/reminders": {
    outsiders: (tenancy) => [
      ...byOrganizationQuery("/api/reminders", tenancy, "&vertical=legal"),
      ...byOrganizationQuery("/api/reminders", tenancy, "&vertical=accounting"),
    ],
    accountant: { may: "any member who reads a vertical sees its coming dates" },
    clerk: ({ victim }) => [
      {
        how: "the legal vertical's coming dates",
        method: "GET",
        url: `/api/reminders?organizationId=${victim.organizationId}&vertical=legal`,
        answers: [200, 403, 404],
      },
    ],
  },
  "GET /api/documents/:id/standards-check": {
    outsiders: documentRoute("GET", "/standards-check", settled),
    accountant: {
      may: "any member who reads the legal vertical checks a document against the library",
    },
    clerk: legalDocument("GET", "/standards-check"),
  },
  "GET /api/reminders/preferences": {
    outsiders: (tenancy) => byOrganizationQuery("/api/reminders/preferences", tenancy),
    accountant: { may: "each member reads their own choice of reminders" },
  },
  "PATCH /api/reminders/preferences": {
    outsiders: ({ victim }) => [
      {
        how: "a choice of reminders in the victim's organization",
        method: "PATCH",
        url: "/api/reminders/preferences",
        payload: { organizationId: victim.organizationId, contracts: true, invoices: true },
      },
    ],
    accountant: { may: "each member chooses their own reminders; nobody chooses for another" },
  },
  "GET /api/repository-folders": {
    outsiders: (tenancy) => byOrganizationQuery("/api/repository-folders", tenancy),
    accountant: { may: "any member files reference documents" },
  },
  "POST /api/repository-folders": {
    outsiders: ({ victim }) => [
      {
        how: "a folder in the victim's organization",
        method: "POST",
        url: "/api/repository-folders",
        payload: { organizationId: victim.organizationId, name: "Attacker's folder" },
      },
    ],
    accountant: { may: "any member files reference documents" },
  },

  "GET /api/search": {
    outsiders: (tenancy) => [
      ...byOrganizationQuery("/api/search", tenancy, "&q=invoice"),
      {
        how: "their own organization, searching for the victim's vendor",
        method: "GET",
        url: `/api/search?q=${encodeURIComponent(tenancy.secrets.vendor!.split(" ").at(-1)!)}`,
        answers: [200, 400],
      },
    ],
    accountant: { may: "any member searches the organization's documents" },
    clerk: legalListing("/api/search"),
  },
  "GET /api/legal/draft-templates": {
    outsiders: (tenancy) => byOrganizationQuery("/api/legal/draft-templates", tenancy),
    accountant: { may: "any member of the legal vertical drafts" },
    clerk: legalClosed(
      "GET",
      ({ victim }) => `/api/legal/draft-templates?organizationId=${victim.organizationId}`,
    ),
  },
  "GET /api/legal/drafts": {
    outsiders: (tenancy) => byOrganizationQuery("/api/legal/drafts", tenancy),
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: legalClosed(
      "GET",
      ({ victim }) => `/api/legal/drafts?organizationId=${victim.organizationId}`,
    ),
  },
  "POST /api/legal/drafts": {
    outsiders: ({ victim }) => [
      {
        how: "a draft in the victim's organization",
        method: "POST",
        url: "/api/legal/drafts",
        payload: { organizationId: victim.organizationId, template_key: "nda" },
      },
    ],
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: legalClosed("POST", () => "/api/legal/drafts", { template_key: "nda" }),
  },
  "GET /api/legal/drafts/:id": {
    outsiders: legalItem("GET", "/api/legal/drafts/:id", ({ victim }) => victim.draftId),
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: legalClosed(
      "GET",
      ({ victim }) => `/api/legal/drafts/${victim.draftId}?organizationId=${victim.organizationId}`,
    ),
  },
  "PATCH /api/legal/drafts/:id": {
    outsiders: legalItem("PATCH", "/api/legal/drafts/:id", ({ victim }) => victim.draftId, {
      payload: { version: 1, title: "Taken", body_id: "<p>Diambil</p>" },
    }),
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: (tenancy) =>
      legalClosed("PATCH", ({ victim }) => `/api/legal/drafts/${victim.draftId}`, {
        version: 1,
        title: "Taken",
      })(tenancy),
  },
  "DELETE /api/legal/drafts/:id": {
    outsiders: legalItem("DELETE", "/api/legal/drafts/:id", ({ victim }) => victim.draftId),
    accountant: ({ victim }) => [
      {
        how: "deletes a draft (spec §6 delete documents)",
        method: "DELETE",
        url: `/api/legal/drafts/${victim.draftId}?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
    clerk: legalClosed(
      "DELETE",
      ({ victim }) => `/api/legal/drafts/${victim.draftId}?organizationId=${victim.organizationId}`,
    ),
  },
  "POST /api/legal/drafts/:id/status": {
    outsiders: legalItem("POST", "/api/legal/drafts/:id/status", ({ victim }) => victim.draftId, {
      payload: { status: "final" },
    }),
    accountant: ({ victim }) => [
      {
        how: "makes the draft in review final",
        method: "POST",
        url: `/api/legal/drafts/${victim.draftId}/status`,
        payload: { organizationId: victim.organizationId, status: "final" },
        answers: [403],
      },
    ],
    clerk: legalClosed("POST", ({ victim }) => `/api/legal/drafts/${victim.draftId}/status`, {
      status: "draft",
    }),
  },
  "GET /api/legal/drafts/:id/versions": {
    outsiders: legalItem("GET", "/api/legal/drafts/:id/versions", ({ victim }) => victim.draftId),
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: legalClosed(
      "GET",
      ({ victim }) =>
        `/api/legal/drafts/${victim.draftId}/versions?organizationId=${victim.organizationId}`,
    ),
  },
  "GET /api/legal/drafts/:id/diff": {
    outsiders: legalItem("GET", "/api/legal/drafts/:id/diff", ({ victim }) => victim.draftId, {
      query: "&from=1&to=1",
    }),
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: legalClosed(
      "GET",
      ({ victim }) =>
        `/api/legal/drafts/${victim.draftId}/diff?organizationId=${victim.organizationId}&from=1&to=1`,
    ),
  },
  "GET /api/legal/drafts/:id/export": {
    outsiders: legalItem("GET", "/api/legal/drafts/:id/export", ({ victim }) => victim.draftId, {
      query: "&format=docx",
    }),
    accountant: { may: LEGAL_DRAFTS_MAY },
    clerk: legalClosed(
      "GET",
      ({ victim }) =>
        `/api/legal/drafts/${victim.draftId}/export?organizationId=${victim.organizationId}&format=pdf`,
    ),
  },
  "GET /api/legal/library": {
    outsiders: (tenancy) => byOrganizationQuery("/api/legal/library", tenancy, "&q=rahasia"),
    accountant: { may: "any member of the legal vertical reads the library" },
    clerk: legalClosed(
      "GET",
      ({ victim }) => `/api/legal/library?organizationId=${victim.organizationId}`,
    ),
  },
  "POST /api/legal/library/clauses": {
    outsiders: ({ victim }) => [
      {
        how: "an approved clause in the victim's library",
        method: "POST",
        url: "/api/legal/library/clauses",
        payload: { organizationId: victim.organizationId, ...CLAUSE, approved: true },
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "adds a clause as the approved standard",
        method: "POST",
        url: "/api/legal/library/clauses",
        payload: { organizationId: victim.organizationId, ...CLAUSE, approved: true },
        answers: [403],
      },
    ],
    clerk: legalClosed("POST", () => "/api/legal/library/clauses", CLAUSE),
  },
  "PUT /api/legal/library/clauses/:id": {
    outsiders: legalItem("PUT", "/api/legal/library/clauses/:id", ({ victim }) => victim.clauseId, {
      payload: { ...CLAUSE, approved: true },
    }),
    accountant: ({ victim }) => [
      {
        how: "rewrites the approved standard clause",
        method: "PUT",
        url: `/api/legal/library/clauses/${victim.clauseId}`,
        payload: { organizationId: victim.organizationId, ...CLAUSE, approved: false },
        answers: [403],
      },
    ],
    clerk: legalClosed(
      "PUT",
      ({ victim }) => `/api/legal/library/clauses/${victim.clauseId}`,
      CLAUSE,
    ),
  },
  "DELETE /api/legal/library/clauses/:id": {
    outsiders: legalItem(
      "DELETE",
      "/api/legal/library/clauses/:id",
      ({ victim }) => victim.clauseId,
    ),
    accountant: ({ victim }) => [
      {
        how: "removes the approved standard clause",
        method: "DELETE",
        url: `/api/legal/library/clauses/${victim.clauseId}?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
    clerk: legalClosed(
      "DELETE",
      ({ victim }) =>
        `/api/legal/library/clauses/${victim.clauseId}?organizationId=${victim.organizationId}`,
    ),
  },
  "POST /api/legal/library/notes": {
    outsiders: ({ victim }) => [
      {
        how: "a note in the victim's library",
        method: "POST",
        url: "/api/legal/library/notes",
        payload: { organizationId: victim.organizationId, ...NOTE },
      },
    ],
    accountant: { may: "writers of the legal vertical keep its notes" },
    clerk: legalClosed("POST", () => "/api/legal/library/notes", NOTE),
  },
  "PUT /api/legal/library/notes/:id": {
    outsiders: legalItem("PUT", "/api/legal/library/notes/:id", ({ victim }) => victim.noteId, {
      payload: NOTE,
    }),
    accountant: { may: "writers of the legal vertical keep its notes" },
    clerk: legalClosed("PUT", ({ victim }) => `/api/legal/library/notes/${victim.noteId}`, NOTE),
  },
  "DELETE /api/legal/library/notes/:id": {
    outsiders: legalItem("DELETE", "/api/legal/library/notes/:id", ({ victim }) => victim.noteId),
    accountant: { may: "writers of the legal vertical keep its notes" },
    clerk: legalClosed(
      "DELETE",
      ({ victim }) =>
        `/api/legal/library/notes/${victim.noteId}?organizationId=${victim.organizationId}`,
    ),
  },
  "POST /api/legal/document-mentions": {
    outsiders: ({ victim, rival }) =>
      [victim.organizationId, rival.organizationId].flatMap((organizationId) =>
        (
          [
            ["legal_draft", victim.draftId],
            ["knowledge_library", victim.clauseId],
            ["knowledge_library", victim.noteId],
            ["uploaded_document", victim.legalDocumentId],
          ] as const
        ).map(([type, documentId]) => ({
          how: `reads the victim's ${type} in ${organizationId === victim.organizationId ? "the victim's" : "their own"} organization`,
          method: "POST" as const,
          url: "/api/legal/document-mentions",
          payload: { organizationId, type, documentId },
        })),
      ),
    accountant: { may: "any member of the legal vertical reads what they mention" },
    clerk: ({ victim }) =>
      (
        [
          ["legal_draft", victim.draftId],
          ["knowledge_library", victim.clauseId],
          ["uploaded_document", victim.legalDocumentId],
        ] as const
      ).map(([type, documentId]) => ({
        how: `reads the legal vertical's ${type}`,
        method: "POST" as const,
        url: "/api/legal/document-mentions",
        payload: { organizationId: victim.organizationId, type, documentId },
      })),
  },
  "GET /api/legal/document-mentions": {
    outsiders: (tenancy) => [
      ...byOrganizationQuery("/api/legal/document-mentions", tenancy, "&q=kontrak"),
      {
        how: "their own organization, looking for the victim's document name",
        method: "GET",
        url: `/api/legal/document-mentions?q=${encodeURIComponent(tenancy.secrets.documentName!.split(" ").at(-1)!)}`,
        answers: [200, 400],
      },
    ],
    accountant: { may: "any member mentions the organization's documents" },
    clerk: (tenancy) => [
      {
        how: "looks for the legal document's name",
        method: "GET",
        url: `/api/legal/document-mentions?organizationId=${tenancy.victim.organizationId}&q=${lastWord(tenancy, "legalName")}`,
        answers: [200],
      },
    ],
  },
  "POST /api/chat-stream": {
    outsiders: ({ victim, rival }) => [
      {
        how: "asks about the victim's organization",
        method: "POST",
        url: "/api/chat-stream",
        payload: {
          organizationId: victim.organizationId,
          messages: [{ role: "user", content: "What did we spend?" }],
        },
      },
      {
        how: "mentions the victim's document in their own organization",
        method: "POST",
        url: "/api/chat-stream",
        payload: {
          organizationId: rival.organizationId,
          messages: [
            {
              role: "user",
              content: `What is the total of @[Kontrak](uploaded_document:${victim.settledDocumentId})?`,
            },
          ],
        },
        answers: [200, 404],
      },
    ],
    accountant: { may: "any member asks about the organization's documents" },
    clerk: ({ victim, secrets }) => [
      {
        how: "mentions the legal document",
        method: "POST",
        url: "/api/chat-stream",
        payload: {
          organizationId: victim.organizationId,
          messages: [
            {
              role: "user",
              content: `Who signed @[Perjanjian](uploaded_document:${victim.legalDocumentId})?`,
            },
          ],
        },
        answers: [200],
      },
      {
        how: "asks about the legal document's counterparty",
        method: "POST",
        url: "/api/chat-stream",
        payload: {
          organizationId: victim.organizationId,
          messages: [{ role: "user", content: `Contracts with ${secrets["counterparty"]}?` }],
        },
        answers: [200],
      },
    ],
  },

  "GET /api/billing": {
    outsiders: (tenancy) => byOrganizationQuery("/api/billing", tenancy),
    accountant: { may: "any member reads the plan and usage; only Owners get the buy button" },
  },
  "POST /api/stripe/sync": {
    outsiders: () => [
      {
        how: "syncs a guessed subscription",
        method: "POST",
        url: "/api/stripe/sync",
        payload: { subscriptionId: `sub_${guessed()}` },
      },
    ],
    accountant: { may: "any member may have Stripe read again; only what Stripe says is written" },
  },
  "POST /api/billing/portal": {
    outsiders: ({ victim }) => [
      {
        how: "opens the portal of a guessed organization",
        method: "POST",
        url: "/api/billing/portal",
        payload: { organizationId: guessed() },
      },
      {
        how: "opens the victim's billing portal",
        method: "POST",
        url: "/api/billing/portal",
        payload: { organizationId: victim.organizationId },
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "opens the billing portal, which only the Owner may",
        method: "POST",
        url: "/api/billing/portal",
        payload: { organizationId: victim.organizationId },
      },
    ],
  },
  "GET /api/audit/logs": {
    outsiders: (tenancy) => byOrganizationQuery("/api/audit/logs", tenancy),
    accountant: ({ victim }) => [
      {
        how: "reads the audit log",
        method: "GET",
        url: `/api/audit/logs?organizationId=${victim.organizationId}`,
      },
    ],
  },
  "GET /api/analytics/extraction-metrics": {
    // Admins only, whatever the organization: 403 confirms nothing about it.
    outsiders: ({ victim }) => [
      {
        how: "the victim's extraction metrics",
        method: "GET",
        url: `/api/analytics/extraction-metrics?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "their organization's extraction metrics",
        method: "GET",
        url: `/api/analytics/extraction-metrics?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
  },
  "GET /api/admin/site-inbox": {
    // Admins only, and it holds no organization's data: 403 for every non-admin.
    outsiders: ({ victim }) => [
      {
        how: "reads demo bookings naming the victim",
        method: "GET",
        url: `/api/admin/site-inbox?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "reads demo bookings naming their organization",
        method: "GET",
        url: `/api/admin/site-inbox?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
  },
  ...Object.fromEntries(
    [
      "/api/analytics/trial-conversion?timeframe=7",
      "/api/analytics/user-engagement?weeks=1",
      "/api/admin/organizations",
    ].map((url) => [
      `GET ${url.split("?")[0]}`,
      {
        // Admins only (issue 23), every organization's figures together: 403 for all others,
        // whichever organization they name.
        outsiders: ({ victim }: Tenancy) => [
          {
            how: "reads the admin's figures naming the victim",
            method: "GET" as const,
            url: `${url}${url.includes("?") ? "&" : "?"}organizationId=${victim.organizationId}`,
            answers: [403],
          },
        ],
        accountant: ({ victim }: Tenancy) => [
          {
            how: "reads the admin's figures naming their organization",
            method: "GET" as const,
            url: `${url}${url.includes("?") ? "&" : "?"}organizationId=${victim.organizationId}`,
            answers: [403],
          },
        ],
      },
    ]),
  ),
  "GET /api/analytics/organization": {
    outsiders: (tenancy) => byOrganizationQuery("/api/analytics/organization", tenancy),
    accountant: ({ victim }) => [
      {
        how: "reads their organization's figures (Owners and CFOs only)",
        method: "GET",
        url: `/api/analytics/organization?organizationId=${victim.organizationId}`,
      },
    ],
  },
  "POST /api/analytics/page-views": {
    outsiders: ({ victim }) => [
      {
        how: "records a view in the victim's organization",
        method: "POST",
        url: "/api/analytics/page-views",
        payload: { path: "/verticals/legal/dashboard", organizationId: victim.organizationId },
      },
    ],
    accountant: { may: "a member records their own views in their own organization" },
  },
  "GET /api/admin/backups/last": {
    // Admins only; it names the installation's backup location, nothing of an organization's.
    outsiders: ({ victim }) => [
      {
        how: "reads the last backup, naming the victim",
        method: "GET",
        url: `/api/admin/backups/last?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
    accountant: ({ victim }) => [
      {
        how: "reads the last backup from inside their organization",
        method: "GET",
        url: `/api/admin/backups/last?organizationId=${victim.organizationId}`,
        answers: [403],
      },
    ],
  },
  "GET /api/admin/check": {
    outsiders: ({ victim }) => [
      {
        how: "asks whether they are admin",
        method: "GET",
        url: `/api/admin/check?organizationId=${victim.organizationId}`,
        answers: [200],
      },
    ],
    accountant: { may: "answers only about the caller" },
  },
  // Account deletion (issue 22) acts on the caller's own account; nothing names anyone else's.
  "GET /api/me/account-deletion": {
    outsiders: ({ victim }) => [
      {
        how: "the deletion plan, naming the victim's organization",
        method: "GET",
        url: `/api/me/account-deletion?organizationId=${victim.organizationId}`,
        answers: [200],
      },
    ],
    accountant: { may: "answers only about the caller's own memberships" },
  },
  "DELETE /api/me": {
    // Only the visitor tries it: a signed-in attacker would delete its own account and end
    // the attacks after it.
    outsiders: ({ victim }) => [
      {
        how: "deletes an account without being signed in, naming the victim",
        method: "DELETE",
        url: `/api/me?userId=${victim.ownerMemberId}`,
        payload: { confirm: true },
        answers: [401],
        only: ["visitor"],
      },
    ],
    accountant: { may: "deletes only the caller's own account (delete-account.test.ts)" },
  },
  "GET /api/me/preferences": {
    outsiders: ({ victim }) => [
      {
        how: "reads preferences naming the victim",
        method: "GET",
        url: `/api/me/preferences?userId=${victim.ownerMemberId}`,
        answers: [200],
      },
    ],
    accountant: { may: "answers only about the caller" },
  },
  "PUT /api/me/preferences": {
    outsiders: (tenancy) => [
      {
        how: "saves a preference naming the victim's Owner",
        method: "PUT",
        url: "/api/me/preferences",
        payload: { preferredLanguage: "id", userId: tenancy.secrets.ownerUserId },
        answers: [200],
      },
    ],
    accountant: { may: "changes only the caller's own" },
  },
  "GET /api/onboarding": {
    outsiders: () => [
      { how: "reads their own onboarding", method: "GET", url: "/api/onboarding", answers: [200] },
    ],
    accountant: { may: "answers only about the caller" },
  },
  "POST /api/onboarding/complete": {
    outsiders: ({ victim }) => [
      {
        how: "completes onboarding in the victim's organization, renaming it",
        method: "POST",
        url: "/api/onboarding/complete",
        payload: {
          organizationId: victim.organizationId,
          organization: { name: "Taken over", type: "bpo" },
          profile: {},
        },
      },
    ],
    // Their own part is theirs; renaming the organization is settings (spec §6): the victim's
    // state read back afterwards must show the old name.
    accountant: ({ victim }) => [
      {
        how: "completes onboarding, renaming the organization",
        method: "POST",
        url: "/api/onboarding/complete",
        payload: {
          organizationId: victim.organizationId,
          organization: { name: "Taken over", type: "bpo" },
          profile: {},
        },
        answers: [200, 403],
        hidden: [],
      },
    ],
  },
};

/** Uploads naming the victim's organization, or the attacker's own with the victim's project or
 *  repository folder. */
function uploadAttempts({ victim, rival }: Tenancy): Attempt[] {
  const attempts: Array<Omit<Attempt, "method" | "url">> = [
    { how: "into the victim's organization", upload: { organizationId: victim.organizationId } },
    {
      how: "into their own organization, in the victim's project",
      upload: {
        organizationId: rival.organizationId,
        extraFields: { projectId: victim.projectId },
      },
    },
    {
      how: "the victim's very file into their own organization",
      upload: { organizationId: rival.organizationId, bytes: fixture("invoice-en.pdf") },
      answers: [200],
      only: ["rival"],
    },
    {
      how: "into their own organization, in the victim's repository folder",
      upload: {
        organizationId: rival.organizationId,
        extraFields: { isRepository: "true", repositoryFolderId: victim.folderId },
      },
    },
  ];
  return attempts.map((attempt) => ({ ...attempt, method: "POST", url: "/api/simple-upload" }));
}

let subject: TestApp;
let tenancy: Tenancy;
let baseline: VictimState;
const tried = new Set<string>();
let attemptCount = 0;
const leaks: string[] = [];

const personOf = (attacker: Attacker): SignedIn | null =>
  attacker === "visitor" ? null : tenancy.people[attacker];

async function send(person: SignedIn | null, attempt: Attempt): Promise<LightMyRequestResponse> {
  if (attempt.upload) {
    return upload(subject.app, person, {
      bytes:
        attempt.upload.bytes ??
        Buffer.concat([fixture("receipt-en.txt"), Buffer.from(randomUUID())]),
      filename: "attacker-receipt.txt",
      organizationId: attempt.upload.organizationId,
      ...(attempt.upload.vertical ? { vertical: attempt.upload.vertical } : {}),
      ...(attempt.upload.extraFields ? { extraFields: attempt.upload.extraFields } : {}),
      endpoint: attempt.url as "/api/simple-upload" | "/api/simple-upload-large",
    });
  }
  return subject.app.inject({
    method: attempt.method,
    url: attempt.url,
    headers: person ? asUser(person) : browserHeaders,
    ...(attempt.payload ? { payload: attempt.payload } : {}),
  });
}

function expectedAnswers(attacker: Attacker, attempt: Attempt): readonly number[] {
  // Validation runs before sign-in is checked: a malformed request is refused as such.
  const malformed = attempt.answers?.includes(400) ? [400] : [];
  if (attacker === "visitor") return [401, 404, ...malformed];
  // A vertical the clerk cannot read is as missing as another organization's (404).
  return attempt.answers ?? (attacker === "accountant" ? [403, 404] : [404]);
}

/** What the answer shows that it must not: secrets the request itself did not carry, and that
 *  the attacker does not hold already (the impostor's own address). */
function shownSecrets(
  attacker: Attacker,
  attempt: Attempt,
  response: LightMyRequestResponse,
): string[] {
  const asked = `${attempt.url} ${JSON.stringify(attempt.payload ?? attempt.upload?.extraFields ?? {})}`;
  const shown = `${JSON.stringify(response.headers)}\n${response.body}`.toLowerCase();
  const everything = attacker === "clerk" ? LEGAL_SECRETS : Object.keys(tenancy.secrets);
  const names = (attempt.hidden ?? everything).filter(
    (name) => !(attacker === "impostor" && name === "invitedEmail"),
  );
  return names.filter((name) => {
    const value = tenancy.secrets[name]!;
    return !asked.includes(value) && shown.includes(value.toLowerCase());
  });
}

/** The spellings `idSpellings` gives an id, so a twin respells a guessed id the same way. */
const respellings = (id: string) => [id, id.toUpperCase(), id.replace(/-/g, "%2D")];

/**
 * The same attempt with each of `unknownIds` in it replaced by a guessed id. The attacker must
 * not be able to tell the two apart: a different answer confirms that the resource exists.
 */
function guessedTwin(
  attempt: Attempt,
  unknownIds: readonly string[],
): { twin: Attempt; back: (text: string) => string } | null {
  let text = JSON.stringify(attempt);
  const swaps: Array<[string, string]> = [];
  for (const victimId of unknownIds) {
    const guess = victimId.includes("-") ? randomUUID() : randomUUID().replace(/-/g, "").repeat(2);
    respellings(victimId).forEach((spelling, index) => {
      if (!text.includes(spelling)) return;
      const guessSpelling = respellings(guess)[index]!;
      text = text.replaceAll(spelling, guessSpelling);
      swaps.push([guessSpelling, spelling]);
    });
  }
  if (swaps.length === 0) return null;
  const { upload: sent, ...parsed } = JSON.parse(text) as Attempt;
  return {
    // JSON cannot carry the upload's bytes; the twin sends the same ones.
    twin: { ...parsed, ...(sent ? { upload: { ...sent, bytes: attempt.upload?.bytes } } : {}) },
    back: (body) => swaps.reduce((result, [guess, real]) => result.replaceAll(guess, real), body),
  } as { twin: Attempt; back: (text: string) => string };
}

/** A body without what differs between any two answers: new ids and the time. */
const comparable = (body: string) =>
  body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<id>")
    .replace(/\d{4}-\d{2}-\d{2}T[\d:.]+Z/g, "<time>");

/** The parts of the victim's data that differ from the baseline. */
function changedParts(after: VictimState): string[] {
  return (Object.keys(baseline) as Array<keyof VictimState>).filter(
    (part) => !isDeepStrictEqual(baseline[part], after[part]),
  );
}

/** Each signed-in attacker's active organization, as their own session reports it. */
async function activeOrganizations(): Promise<Record<string, string | null>> {
  const active: Record<string, string | null> = {};
  for (const attacker of ATTACKERS) {
    const person = personOf(attacker);
    if (!person) continue;
    const response = await subject.app.inject({
      method: "GET",
      url: "/api/organizations",
      headers: asUser(person),
    });
    active[attacker] = response.json().activeOrganizationId ?? null;
  }
  return active;
}

beforeAll(async () => {
  subject = await createTestApp();
  tenancy = await buildTenancy(subject);
  baseline = await victimState(subject, tenancy);
});

afterAll(async () => {
  const routes = Object.keys(ATTACKS).length;
  console.log(
    `tenancy: ${routes} routes × ${ATTACKERS.length} attackers: ${tried.size} route-attacker pairs tried, ${attemptCount} attempts, ${leaks.length} leaks`,
  );
  await subject?.close();
});

async function attack(route: string, attacker: Attacker, attempt: Attempt): Promise<string[]> {
  const found: string[] = [];
  const where = `${route} · ${attacker} · ${attempt.how} (${attempt.method} ${attempt.url})`;
  tried.add(`${route} × ${attacker}`);
  attemptCount++;
  const response = await send(personOf(attacker), attempt);
  if (!expectedAnswers(attacker, attempt).includes(response.statusCode)) {
    found.push(`${where}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  const shown = shownSecrets(attacker, attempt, response);
  if (shown.length > 0) found.push(`${where}: shows the victim's ${shown.join(", ")}`);
  // Outsiders know none of the victim's ids; the clerk, a member, is kept from the legal
  // document only; the Accountant may know every id of their organization.
  const unknownIds =
    attacker === "accountant"
      ? []
      : attacker === "clerk"
        ? [
            tenancy.victim.legalDocumentId,
            tenancy.victim.draftId,
            tenancy.victim.clauseId,
            tenancy.victim.noteId,
          ]
        : Object.values(tenancy.victim);
  const guessed = guessedTwin(attempt, unknownIds);
  if (guessed) {
    attemptCount++;
    const twin = await send(personOf(attacker), guessed.twin);
    if (
      twin.statusCode !== response.statusCode ||
      comparable(guessed.back(twin.body)) !== comparable(response.body)
    ) {
      found.push(
        `${where}: answers the victim's ids (${response.statusCode} ${response.body.slice(0, 120)}) ` +
          `unlike guessed ones (${twin.statusCode} ${twin.body.slice(0, 120)}), confirming they exist`,
      );
    }
  }
  return found;
}

describe("tenancy: every route, by outsiders, another organization's Owner and level_3 members", () => {
  it("attacks every route the server registers, except the explicitly public ones", () => {
    const registered = registeredRoutes(subject.app);
    const unattacked = registered.filter(
      (route) => !PUBLIC_ROUTES.has(route) && !(route in ATTACKS),
    );
    expect(unattacked, "routes the tenancy suite does not attack").toEqual([]);
    const gone = Object.keys(ATTACKS).filter((route) => !registered.includes(route as RouteKey));
    expect(gone, "attacked routes the server no longer registers").toEqual([]);
  });

  for (const [route, attacks] of Object.entries(ATTACKS)) {
    it(
      route,
      async () => {
        const found: string[] = [];
        const activeBefore = await activeOrganizations();
        for (const attacker of ATTACKERS) {
          const attempts =
            attacker === "clerk"
              ? (attacks.clerk?.(tenancy) ?? [])
              : attacker === "accountant"
                ? typeof attacks.accountant === "function"
                  ? attacks.accountant(tenancy)
                  : []
                : attacks
                    .outsiders(tenancy)
                    .filter((attempt) => !attempt.only || attempt.only.includes(attacker));
          for (const attempt of attempts) found.push(...(await attack(route, attacker, attempt)));
        }
        const after = await victimState(subject, tenancy);
        const changed = changedParts(after);
        if (changed.length > 0) {
          found.push(`${route}: changed the victim's ${changed.join(", ")}`);
          // Later routes are judged against what is there now, so one leak is reported once.
          baseline = after;
        }
        const activeAfter = await activeOrganizations();
        for (const [attacker, active] of Object.entries(activeAfter)) {
          if (active !== activeBefore[attacker]) {
            found.push(`${route}: the ${attacker}'s active organization changed to ${active}`);
          }
        }
        leaks.push(...found);
        expect(found).toEqual([]);
        // Every attacker's attempts at one route, 10 MB uploads among them: a loaded machine
        // needs more than the default minute for the largest.
      },
      180_000,
    );
  }
});
