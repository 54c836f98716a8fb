import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { auditLogPageSchema } from "../../src/contracts/audit.ts";
import type { App } from "../../src/server/app.ts";
import type { Database } from "../../src/server/db/client.ts";
import { member } from "../../src/server/db/schema/auth.ts";
import { asUser, browserHeaders, type SignedIn } from "./accounts.ts";

type Method = "GET" | "POST" | "PATCH" | "DELETE";

export type ApiCall = (
  person: SignedIn | null,
  method: Method,
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;

/** Calls the API as a person, or as a visitor with `null`. */
export function apiCaller(app: App): ApiCall {
  return (person, method, url, payload) =>
    app.inject({
      method,
      url,
      headers: person ? asUser(person) : browserHeaders,
      ...(payload ? { payload } : {}),
    });
}

/** A new (not personal) organization with `owner` as its Owner. */
export async function createOrganizationAs(app: App, owner: SignedIn): Promise<string> {
  const response = await apiCaller(app)(owner, "POST", "/api/organizations", {
    name: `PT Sinar Jaya ${randomUUID().slice(0, 6)}`,
    type: "bpo",
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

export interface TeamPeople {
  owner: SignedIn;
  cfo: SignedIn;
  accountant: SignedIn;
}

/**
 * A fresh organization: `owner` as its Owner (level_5), a CFO (level_4) and an Accountant
 * (level_3), with each membership id.
 */
export async function createTeamAs(app: App, database: Database, people: TeamPeople) {
  const organizationId = await createOrganizationAs(app, people.owner);
  const ownership = await membershipOf(database, organizationId, people.owner);
  return {
    organizationId,
    owner: ownership?.id ?? "",
    cfo: await joinAs(database, organizationId, people.cfo, "level_4"),
    accountant: await joinAs(database, organizationId, people.accountant, "level_3"),
  };
}

/**
 * When the last member joined. The embedded database's clock counts whole milliseconds, so
 * two members added one after the other could share a join time and list in either order.
 */
let lastJoinedAt = 0;

/** Makes `person` a member with `role` directly, and returns the membership id. */
export async function joinAs(
  database: Database,
  organizationId: string,
  person: SignedIn,
  role: string,
): Promise<string> {
  const id = randomUUID();
  lastJoinedAt = Math.max(Date.now(), lastJoinedAt + 1);
  await database.db
    .insert(member)
    .values({ id, organizationId, userId: person.userId, role, createdAt: new Date(lastJoinedAt) });
  return id;
}

export async function membershipOf(
  database: Database,
  organizationId: string,
  person: SignedIn,
): Promise<{ id: string; role: string } | undefined> {
  const [found] = await database.db
    .select({ id: member.id, role: member.role })
    .from(member)
    .where(and(eq(member.organizationId, organizationId), eq(member.userId, person.userId)));
  return found;
}

/** The organization's audit entries of one action type, read through the API by `reader`. */
export async function auditEntries(
  app: App,
  reader: SignedIn,
  organizationId: string,
  actionType: string,
) {
  const response = await apiCaller(app)(
    reader,
    "GET",
    `/api/audit/logs?organizationId=${organizationId}&actionType=${actionType}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return auditLogPageSchema.parse(response.json()).logs;
}
