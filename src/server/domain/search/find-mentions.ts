import type { MentionItem } from "../../../contracts/search.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { runSearch, type RankedRow } from "./search-documents.ts";

/** What a mention shows under its title: who the document is from or with, and its date. */
function describe(row: RankedRow): string {
  const who = row.counterparty ?? row.vendor;
  return [row.type, who, row.document_date].filter(Boolean).join(" · ");
}

/**
 * The `@` picker's documents (spec §4, §7): the organization's documents that best match what
 * was typed, by the same search as the search box.
 */
export async function findMentions(
  db: Db,
  actor: Actor,
  query: { q: string; limit: number; organizationId?: string | undefined },
): Promise<MentionItem[]> {
  const { rows } = await runSearch(db, actor, { ...query, offset: 0 });
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    type: "uploaded_document",
    description: describe(row),
    created_at: row.uploaded_at,
    contract_type: row.contract_type,
  }));
}
