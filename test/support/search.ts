import { expect } from "vitest";
import { searchResponseSchema, type SearchResponse } from "../../src/contracts/search.ts";
import { asUser, type SignedIn } from "./accounts.ts";
import type { TestApp } from "./test-app.ts";

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
