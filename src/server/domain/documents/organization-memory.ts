import { and, eq, inArray } from "drizzle-orm";
import type { FeedbackField } from "../../../contracts/documents.ts";
import type { DocumentType, Understanding } from "../../../understanding/index.ts";
import type { Db } from "../../db/client.ts";
import { organizationMemory } from "../../db/schema/feedback.ts";
import type { DocumentRow } from "./present-document.ts";

type Kind = "vendor_by_npwp" | "vendor_by_name" | "type_by_vendor";

/** A name as a key: case, punctuation and spacing do not make another vendor. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function fieldValue(row: DocumentRow, field: string): unknown {
  const fields = (row.extractedData?.["fields"] ?? {}) as Record<string, { value?: unknown }>;
  return fields[field]?.value;
}

async function remember(tx: Db, organizationId: string, kind: Kind, key: string, value: string) {
  if (!key) return;
  await tx
    .insert(organizationMemory)
    .values({ organizationId, kind, key, value })
    .onConflictDoUpdate({
      target: [organizationMemory.organizationId, organizationMemory.kind, organizationMemory.key],
      set: { value, updatedAt: new Date() },
    });
}

/**
 * Learns from a correction: a vendor's right name under the seller's NPWP and under the name
 * the reader saw; a document type under its vendor.
 */
export async function rememberCorrection(
  tx: Db,
  row: DocumentRow,
  field: FeedbackField,
  corrected: string | number,
): Promise<void> {
  if (field === "vendor") {
    const npwp = fieldValue(row, "seller_npwp");
    if (typeof npwp === "string") {
      await remember(tx, row.organizationId, "vendor_by_npwp", npwp, String(corrected));
    }
    if (row.vendor) {
      await remember(
        tx,
        row.organizationId,
        "vendor_by_name",
        nameKey(row.vendor),
        String(corrected),
      );
    }
  }
  if (field === "type" && row.vendor) {
    await remember(
      tx,
      row.organizationId,
      "type_by_vendor",
      nameKey(row.vendor),
      String(corrected),
    );
  }
}

/** What the organization taught, applied to a fresh understanding of one of its documents. */
export async function applyMemory(
  db: Db,
  organizationId: string,
  understanding: Understanding,
): Promise<void> {
  const { fields } = understanding;
  const npwp = fields.seller_npwp?.value;
  const seen = fields.vendor ? nameKey(fields.vendor.value) : "";
  const keys = [npwp, seen].filter((key): key is string => Boolean(key));
  if (keys.length === 0) return;
  const memories = await db
    .select()
    .from(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, organizationId),
        inArray(organizationMemory.key, keys),
      ),
    );
  const recall = (kind: Kind, key: string | undefined) =>
    key ? memories.find((memory) => memory.kind === kind && memory.key === key)?.value : undefined;

  const vendor = recall("vendor_by_npwp", npwp) ?? recall("vendor_by_name", seen);
  if (vendor) {
    fields.vendor = {
      value: vendor,
      confidence: 0.95,
      source: fields.seller_npwp?.source ?? fields.vendor?.source ?? null,
    };
  }
  const vendorName = fields.vendor?.value;
  if (!vendorName) return;
  const [typeMemory] = await db
    .select({ value: organizationMemory.value })
    .from(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, organizationId),
        eq(organizationMemory.kind, "type_by_vendor"),
        eq(organizationMemory.key, nameKey(vendorName)),
      ),
    )
    .limit(1);
  if (typeMemory) {
    understanding.type = {
      value: typeMemory.value as DocumentType,
      confidence: 0.95,
      source: understanding.type.source,
    };
  }
}
