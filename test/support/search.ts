import { expect } from "vitest";
import { searchResponseSchema, type SearchResponse } from "../../src/contracts/search.ts";
import { asUser, personalOrganizationOf, signUp, type SignedIn } from "./accounts.ts";
import { insertDocument } from "./documents.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * `GET /api/search` asked as the web app asks it: the query, the day the user's "bulan lalu"
 * counts from, and any further parameters (`limit`, `strict`, …).
 */
export async function searchAs(
  subject: TestApp,
  user: SignedIn,
  q: string,
  today: string,
  more: Record<string, string> = {},
): Promise<SearchResponse> {
  const query = new URLSearchParams({ q, today, ...more });
  const response = await subject.app.inject({
    url: `/api/search?${query.toString()}`,
    headers: asUser(user),
  });
  expect(response.statusCode, response.body).toBe(200);
  return searchResponseSchema.parse(response.json());
}

/** An answer's documents by the names a test gave them (name → id), in the answer's order. */
export function namesOf(answer: SearchResponse, ids: Record<string, string>): string[] {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return answer.results.map((result) => byId.get(result.id) ?? result.id);
}

/** A document a search test adds, without the organization and the name the bench gives it. */
export type BenchDocument = Omit<Parameters<typeof insertDocument>[1], "organizationId" | "name">;

/**
 * A fresh app and one signed-up person whose own organization a ranking test fills: `add`
 * stores a document under a name of the test's choosing and keeps its id in `ids`, so
 * `namesOf` can give an answer back as those names.
 */
export async function openSearchBench(ids: Record<string, string>): Promise<{
  subject: TestApp;
  person: SignedIn;
  add: (name: string, fields: BenchDocument) => Promise<void>;
}> {
  const subject = await createTestApp();
  const person = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, person);
  const add = async (name: string, fields: BenchDocument) => {
    ids[name] = await insertDocument(subject.database.db, { organizationId, name, ...fields });
  };
  return { subject, person, add };
}
