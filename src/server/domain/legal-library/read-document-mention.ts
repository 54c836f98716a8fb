import type { DocumentMention } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { requireDocument } from "../documents/find-document.ts";
import { readLegalItem } from "./read-legal-item.ts";

function partyName(entry: unknown): string | null {
  if (typeof entry === "string") return entry;
  if (entry && typeof entry === "object") {
    const named = entry as { name?: unknown; company?: unknown; entity?: unknown };
    for (const value of [named.name, named.company, named.entity]) {
      if (typeof value === "string" && value.trim()) return value;
    }
  }
  return null;
}

/**
 * `POST /api/legal/document-mentions` (spec §7): one mentioned document, draft or knowledge
 * item in full. Anything the caller may not read, in any organization, is NOT_FOUND.
 */
export async function readDocumentMention(
  db: Db,
  actor: Actor,
  request: {
    documentId: string;
    type: DocumentMention["type"];
    organizationId?: string | undefined;
  },
): Promise<DocumentMention> {
  if (request.type === "uploaded_document") {
    const { row } = await requireDocument(db, actor, request.documentId);
    if (request.organizationId && row.organizationId !== request.organizationId) {
      throw new AppError("NOT_FOUND", "Not found");
    }
    const total = row.totalAmount === null ? null : Number(row.totalAmount);
    return {
      id: row.id,
      title: row.userFriendlyName ?? row.documentTitle ?? row.originalFilename ?? row.name,
      type: "uploaded_document",
      content: row.content ?? "",
      metadata: {
        parties: (Array.isArray(row.parties) ? row.parties : [])
          .map(partyName)
          .filter((name): name is string => Boolean(name)),
        effective_date: row.effectiveDate ?? row.documentDate,
        contract_value: total,
        currency: row.currency,
        subcategory: row.contractType ?? row.type,
      },
    };
  }
  const organizationId = request.organizationId ?? actor.activeOrganizationId;
  if (!organizationId) throw new AppError("NOT_FOUND", "Not found");
  try {
    await requireLegalRead(db, actor, organizationId);
  } catch (error) {
    // Closed as another organization's would be: the item's existence is not confirmed.
    if (error instanceof AppError && error.code === "FORBIDDEN")
      throw new AppError("NOT_FOUND", "Not found");
    throw error;
  }
  const item = await readLegalItem(db, organizationId, request.type, request.documentId);
  if (!item) throw new AppError("NOT_FOUND", "Not found");
  return {
    id: item.id,
    title: item.title,
    type: item.type,
    content: item.content,
    metadata: item.metadata,
  };
}
