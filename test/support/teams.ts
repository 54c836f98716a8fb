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

/** Makes `person` a member with `role` directly, and returns the membership id. */
export async function joinAs(
  database: Database,
  organizationId: string,
  person: SignedIn,
  role: string,
): Promise<string> {
  const id = randomUUID();
  await database.db.insert(member).values({ id, organizationId, userId: person.userId, role });
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
