import { and, asc, eq } from "drizzle-orm";
import type { LibraryClause } from "../../../contracts/legal-library.ts";
import type { Db } from "../../db/client.ts";
import { legalClauses } from "../../db/schema/legal.ts";
import { libraryClause } from "./present-library.ts";

/**
 * The organization's approved clauses: its standard, what a received contract is checked
 * against. The caller has already checked the actor may read the legal vertical.
 */
export async function listStandardClauses(
  db: Pick<Db, "select">,
  organizationId: string,
): Promise<LibraryClause[]> {
  const rows = await db
    .select()
    .from(legalClauses)
    .where(and(eq(legalClauses.organizationId, organizationId), eq(legalClauses.approved, true)))
    .orderBy(asc(legalClauses.category), asc(legalClauses.createdAt));
  return rows.map(libraryClause);
}
