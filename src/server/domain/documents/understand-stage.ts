import { eq } from "drizzle-orm";
import { readExtractedData, type ExtractedData } from "../../../contracts/extracted-data.ts";
import {
  meanConfidence,
  REVIEW_THRESHOLD,
  understandDocument,
  type ExtractedField,
  type Understanding,
} from "../../../understanding/index.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import type { Logger } from "pino";
import { mergeLlmFields, type LlmFieldFiller } from "../../providers/llm/llm-field-filler.ts";
import { applyMemory, taughtTypes } from "./organization-memory.ts";
import type { DocumentUnderstanding } from "./process-document.ts";

type DocumentUpdate = Partial<typeof documents.$inferInsert>;

const valueOf = <Value>(found: ExtractedField<Value> | undefined): Value | null =>
  found ? found.value : null;
const moneyOf = (found: ExtractedField<number> | undefined): string | null =>
  found ? found.value.toFixed(2) : null;

/**
 * Every field with its confidence, its source, and whether a person should look at it; the
 * fields a person settled stay as they settled them.
 */
function extractedData(understanding: Understanding, settled: SettledFields): ExtractedData {
  const fields = Object.fromEntries(
    Object.entries(understanding.fields).map(([name, found]) => [
      name,
      { ...found, needs_review: found.confidence < REVIEW_THRESHOLD },
    ]),
  );
  return {
    type: understanding.type,
    contract_type: understanding.contractType,
    fields: { ...fields, ...settled },
    parties: understanding.parties,
    clauses: understanding.clauses,
    checks: understanding.checks,
  };
}

type SettledFields = ExtractedData["fields"];

/**
 * The fields a person confirmed or corrected through field feedback on an earlier reading of
 * the document (it is read again when retried): no reading, model or memory overrules them.
 */
async function settledFields(db: Db, documentId: string): Promise<SettledFields> {
  const [stored] = await db
    .select({ extractedData: documents.extractedData })
    .from(documents)
    .where(eq(documents.id, documentId));
  const { fields } = readExtractedData(stored?.extractedData ?? null);
  return Object.fromEntries(
    Object.entries(fields).filter(([, field]) => field.corrected_by || field.confirmed_by),
  );
}

/** The settled values become the understanding's, so the columns and confidence show them. */
function keepSettled(understanding: Understanding, settled: SettledFields): void {
  const fields = understanding.fields as Record<string, ExtractedField<string | number>>;
  for (const [name, { value, confidence, source }] of Object.entries(settled)) {
    // The type and contract type are the classification's, written to their columns apart.
    if (name !== "type" && name !== "contract_type") fields[name] = { value, confidence, source };
  }
}

function settledColumns(settled: SettledFields): DocumentUpdate {
  return {
    ...(settled["type"] && { type: String(settled["type"].value) }),
    ...(settled["contract_type"] && { contractType: String(settled["contract_type"].value) }),
  };
}

/** The columns the spec's Document and legal row show, from what understanding found. */
export function documentColumns(
  understanding: Understanding,
  settled: SettledFields = {},
): DocumentUpdate {
  const { fields } = understanding;
  const [first, second] = understanding.parties;
  return {
    type: understanding.type.value,
    apAr: understanding.apAr,
    documentDate: valueOf(fields.date),
    vendor: valueOf(fields.vendor),
    documentNumber: valueOf(fields.document_number),
    totalAmount: moneyOf(fields.total_amount),
    currency: valueOf(fields.currency),
    taxAmount: moneyOf(fields.tax_amount),
    taxRate: valueOf(fields.tax_rate),
    taxTypeName: valueOf(fields.tax_type_name),
    serviceChargeAmount: moneyOf(fields.service_charge_amount),
    serviceChargeType: valueOf(fields.service_charge_type),
    dueDate: valueOf(fields.due_date),
    discount: moneyOf(fields.discount),
    items: understanding.items.map((item) => ({ ...item })),
    extractedData: extractedData(understanding, settled),
    confidence: understanding.confidence,
    documentTitle: valueOf(fields.document_title),
    contractType: understanding.contractType?.value ?? null,
    primaryParty: valueOf(fields.primary_party) ?? first?.name ?? null,
    counterparty: valueOf(fields.counterparty) ?? second?.name ?? null,
    parties: understanding.parties,
    effectiveDate: valueOf(fields.effective_date),
    expiryDate: valueOf(fields.expiry_date),
    governingLaw: valueOf(fields.governing_law),
    ...settledColumns(settled),
  };
}

/**
 * The understanding stage of processing: our own reading of the text, then (when configured)
 * a language model's suggestions where ours is missing or doubtful, taken only where the text
 * holds them, then what the organization taught by its corrections, which wins over both; the
 * fields a person settled on this document win over everything.
 */
export function createUnderstandingStage(
  options: { llm?: LlmFieldFiller; logger?: Logger } = {},
): DocumentUnderstanding {
  return {
    async understand({ db, documentId, organizationId, reading }) {
      const understanding = understandDocument(reading, {
        taughtTypes: await taughtTypes(db, organizationId),
      });
      const settled = await settledFields(db, documentId);
      if (options.llm) {
        try {
          const suggested = await options.llm.suggest(reading.text);
          mergeLlmFields(understanding, suggested, reading.text);
        } catch (error) {
          options.logger?.warn({ err: error, documentId }, "the language model gave no fields");
        }
      }
      await applyMemory(db, organizationId, understanding, reading);
      keepSettled(understanding, settled);
      understanding.confidence = meanConfidence(understanding.fields);
      const columns = documentColumns(understanding, settled);
      const { verificationQr } = reading;
      await db
        .update(documents)
        .set({
          ...columns,
          // What the reader saw of a QR code (the e-Faktur's verification code) is kept beside.
          extractedData: {
            ...columns.extractedData,
            ...(verificationQr && { verification_qr: verificationQr }),
          },
          updatedAt: new Date(),
        })
        .where(eq(documents.id, documentId));
    },
  };
}

export const localUnderstanding = createUnderstandingStage();
