import { getTableColumns } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { AppError } from "../../errors.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import type { DocumentRow } from "../documents/present-document.ts";
import { readLegalItem } from "./read-legal-item.ts";

// Every document column present, those a draft or clause has no counterpart for empty.
const EMPTY_ROW = Object.fromEntries(
  Object.keys(getTableColumns(documents)).map((column) => [column, null]),
) as unknown as DocumentRow;

/**
 * A mentioned draft or knowledge item read as the assistant reads a document (its title, text
 * and facts), so its planner and a language model answer about it with the same code. Read in
 * the question's language (readLegalItem), so what the answer quotes is in it. Null when the
 * caller may not read it, as for a document of another organization.
 */
export async function mentionedLegalItem(
  db: Db,
  actor: Actor,
  organizationId: string,
  type: "legal_draft" | "knowledge_library",
  id: string,
  language: "en" | "id",
): Promise<DocumentRow | null> {
  try {
    await requireLegalRead(db, actor, organizationId);
  } catch (error) {
    if (error instanceof AppError && (error.code === "FORBIDDEN" || error.code === "NOT_FOUND")) {
      return null;
    }
    throw error;
  }
  const item = await readLegalItem(db, organizationId, type, id, language);
  if (!item) return null;
  const [primaryParty, counterparty] = item.metadata.parties ?? [];
  return {
    ...EMPTY_ROW,
    id: item.id,
    organizationId,
    vertical: "legal",
    name: item.title,
    originalFilename: item.title,
    documentTitle: item.title,
    type: type === "legal_draft" ? "Draft" : "Knowledge",
    content: item.content,
    contractType: item.contract_type ?? item.metadata.subcategory ?? null,
    primaryParty: primaryParty ?? null,
    counterparty: counterparty ?? null,
    parties: item.metadata.parties ?? [],
    effectiveDate: item.metadata.effective_date ?? null,
    totalAmount: item.metadata.contract_value == null ? null : String(item.metadata.contract_value),
    currency: item.metadata.currency ?? null,
    items: [],
    starred: false,
    processingStatus: "complete",
    uploadedAt: new Date(item.created_at),
    updatedAt: new Date(item.created_at),
  };
}
