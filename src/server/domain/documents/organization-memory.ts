import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { FeedbackField } from "../../../contracts/documents.ts";
import {
  classifierFeatures,
  DOCUMENT_TYPES,
  TAUGHT_FEATURES,
  type DocumentType,
  type TaughtExample,
  type Understanding,
} from "../../../understanding/index.ts";
import type { Db } from "../../db/client.ts";
import { organizationMemory } from "../../db/schema/feedback.ts";
import type { DocumentRow } from "./present-document.ts";

type Kind = "vendor_by_npwp" | "vendor_by_name" | "type_by_vendor" | "type_example";

/**
 * The organization's type classifier keeps its most recent corrected documents: enough to
 * know every kind a business receives, few enough to compare on every upload.
 */
const TAUGHT_EXAMPLES = 200;

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
  if (field === "type" && row.content) await teachType(tx, row, String(corrected));
}

/** A corrected type becomes an example for the organization's own type classifier. */
async function teachType(tx: Db, row: DocumentRow, type: string): Promise<void> {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(type)) return;
  const example: TaughtExample = {
    type: type as DocumentType,
    features: classifierFeatures(row.content ?? "").slice(0, TAUGHT_FEATURES),
  };
  await remember(tx, row.organizationId, "type_example", row.id, JSON.stringify(example));
  const kept = tx
    .select({ key: organizationMemory.key })
    .from(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, row.organizationId),
        eq(organizationMemory.kind, "type_example"),
      ),
    )
    .orderBy(desc(organizationMemory.updatedAt))
    .limit(TAUGHT_EXAMPLES);
  await tx
    .delete(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, row.organizationId),
        eq(organizationMemory.kind, "type_example"),
        notInArray(organizationMemory.key, kept),
      ),
    );
}

/** The documents the organization corrected the type of, newest first. */
export async function taughtTypes(db: Db, organizationId: string): Promise<TaughtExample[]> {
  const rows = await db
    .select({ value: organizationMemory.value })
    .from(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, organizationId),
        eq(organizationMemory.kind, "type_example"),
      ),
    )
    .orderBy(desc(organizationMemory.updatedAt))
    .limit(TAUGHT_EXAMPLES);
  return rows.map((each) => JSON.parse(each.value) as TaughtExample);
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
