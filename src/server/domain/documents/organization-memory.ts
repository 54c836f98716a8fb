import { and, desc, eq, inArray, notInArray } from "drizzle-orm";
import type { FeedbackField } from "../../../contracts/documents.ts";
import { readExtractedData } from "../../../contracts/extracted-data.ts";
import {
  classifierFeatures,
  DOCUMENT_TYPES,
  layoutSignature,
  layoutSimilarity,
  namesAlike,
  REVIEW_THRESHOLD,
  TAUGHT_FEATURES,
  type DocumentText,
  type DocumentType,
  type TaughtExample,
  type TextPage,
  type Understanding,
} from "../../../understanding/index.ts";
import type { Db } from "../../db/client.ts";
import { documentReadings } from "../../db/schema/documents.ts";
import { organizationMemory } from "../../db/schema/feedback.ts";
import type { DocumentRow } from "./present-document.ts";

type Kind =
  "vendor_by_npwp" | "vendor_by_name" | "vendor_by_layout" | "type_by_vendor" | "type_example";

/**
 * The organization's type classifier keeps its most recent corrected documents, and its
 * vendor memory the layouts of its most recent vendor corrections: enough to know every kind
 * and supplier a business receives, few enough to compare on every upload.
 */
const KEPT_EXAMPLES = 200;

/**
 * A remembered layout names the vendor of a document whose own vendor reading is missing or
 * doubtful when the pages share this much (measured on SROIE's 624 receipts: a quarter of
 * word places or more for 62 % of pairs from one shop, 0.13 % of pairs from different shops)
 * and the names read on them are this alike. Shops of one chain print one template and
 * differ in a branch's name: the name must still resemble, or be missing.
 */
const SAME_LAYOUT = 0.25;
const SAME_LAYOUT_WITHOUT_NAME = 0.4;
const ALIKE_NAMES = 0.6;

interface RememberedLayout {
  /** The vendor as it was read on the corrected document ("" when none was). */
  read: string;
  vendor: string;
  layout: string[];
}

/** A name as a key: case, punctuation and spacing do not make another vendor. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function fieldValue(row: DocumentRow, field: string): unknown {
  return readExtractedData(row.extractedData).fields[field]?.value;
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
    await rememberLayout(tx, row, String(corrected));
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
  await keepRecent(tx, row.organizationId, "type_example");
}

/** The corrected vendor under the look of the document it was corrected on. */
async function rememberLayout(tx: Db, row: DocumentRow, vendor: string): Promise<void> {
  const [reading] = await tx
    .select({ pages: documentReadings.pages })
    .from(documentReadings)
    .where(eq(documentReadings.documentId, row.id))
    .limit(1);
  if (!reading) return;
  const layout = layoutSignature(asDocumentText(reading.pages));
  if (layout.length === 0) return;
  const remembered: RememberedLayout = { read: row.vendor ?? "", vendor, layout };
  await remember(tx, row.organizationId, "vendor_by_layout", row.id, JSON.stringify(remembered));
  await keepRecent(tx, row.organizationId, "vendor_by_layout");
}

const asDocumentText = (pages: unknown[]): DocumentText => ({
  pages: pages as TextPage[],
  text: "",
  language: null,
});

/** Only the newest KEPT_EXAMPLES memories of a kind kept per document stay. */
async function keepRecent(tx: Db, organizationId: string, kind: Kind): Promise<void> {
  const kept = tx
    .select({ key: organizationMemory.key })
    .from(organizationMemory)
    .where(
      and(eq(organizationMemory.organizationId, organizationId), eq(organizationMemory.kind, kind)),
    )
    .orderBy(desc(organizationMemory.updatedAt))
    .limit(KEPT_EXAMPLES);
  await tx
    .delete(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, organizationId),
        eq(organizationMemory.kind, kind),
        notInArray(organizationMemory.key, kept),
      ),
    );
}

/** The newest memories of a kind kept per document, newest first. */
async function recentValues(db: Db, organizationId: string, kind: Kind): Promise<string[]> {
  const rows = await db
    .select({ value: organizationMemory.value })
    .from(organizationMemory)
    .where(
      and(eq(organizationMemory.organizationId, organizationId), eq(organizationMemory.kind, kind)),
    )
    .orderBy(desc(organizationMemory.updatedAt))
    .limit(KEPT_EXAMPLES);
  return rows.map((each) => each.value);
}

/**
 * The vendor a remembered layout names for a document whose own vendor reading is missing or
 * doubtful: the most alike layout whose read name resembles this one's.
 */
async function vendorByLayout(
  db: Db,
  organizationId: string,
  reading: DocumentText,
  read: string,
): Promise<string | null> {
  const layout = layoutSignature(reading);
  if (layout.length === 0) return null;
  let best: { vendor: string; similarity: number } | null = null;
  for (const value of await recentValues(db, organizationId, "vendor_by_layout")) {
    const remembered = JSON.parse(value) as RememberedLayout;
    const similarity = layoutSimilarity(remembered.layout, layout);
    const matches = read
      ? similarity >= SAME_LAYOUT && namesAlike(remembered.read, read) >= ALIKE_NAMES
      : similarity >= SAME_LAYOUT_WITHOUT_NAME;
    if (matches && similarity > (best?.similarity ?? 0)) {
      best = { vendor: remembered.vendor, similarity };
    }
  }
  return best?.vendor ?? null;
}

/** The documents the organization corrected the type of, newest first. */
export async function taughtTypes(db: Db, organizationId: string): Promise<TaughtExample[]> {
  const values = await recentValues(db, organizationId, "type_example");
  return values.map((value) => JSON.parse(value) as TaughtExample);
}

/** What the organization taught, applied to a fresh understanding of one of its documents. */
export async function applyMemory(
  db: Db,
  organizationId: string,
  understanding: Understanding,
  reading: DocumentText,
): Promise<void> {
  const { fields } = understanding;
  const npwp = fields.seller_npwp?.value;
  const seen = fields.vendor ? nameKey(fields.vendor.value) : "";
  const keys = [npwp, seen].filter((key): key is string => Boolean(key));
  const memories =
    keys.length === 0
      ? []
      : await db
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

  const recalled = recall("vendor_by_npwp", npwp) ?? recall("vendor_by_name", seen);
  const doubtful = !fields.vendor || fields.vendor.confidence < REVIEW_THRESHOLD;
  const byLayout =
    !recalled && doubtful
      ? await vendorByLayout(db, organizationId, reading, fields.vendor?.value ?? "")
      : null;
  const vendor = recalled ?? byLayout;
  if (vendor) {
    fields.vendor = {
      value: vendor,
      // A look alike is weaker evidence than the same NPWP or name.
      confidence: recalled ? 0.95 : 0.8,
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
