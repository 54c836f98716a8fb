import { eq } from "drizzle-orm";
import {
  FEEDBACK_FIELDS,
  type DocumentDetail,
  type FeedbackField,
  type FieldFeedbackRequest,
} from "../../../contracts/documents.ts";
import { parseAmount, parseDate } from "../../../understanding/normalize/index.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { fieldFeedback } from "../../db/schema/feedback.ts";
import { AppError } from "../../errors.ts";
import { requireVerticalWrite } from "../../policies/vertical-access.ts";
import { requireDocument } from "./find-document.ts";
import { indexDocument } from "../search/index-document.ts";
import { rememberCorrection } from "./organization-memory.ts";
import { presentDocumentDetail } from "./present-document.ts";
import { recordDocumentChange } from "../audit/record-audit-entry.ts";

type DocumentUpdate = Partial<typeof documents.$inferInsert>;

/** Where each field lives on the row, and how a corrected value is written there. */
const COLUMN: Record<FeedbackField, keyof DocumentUpdate> = {
  type: "type",
  vendor: "vendor",
  document_number: "documentNumber",
  date: "documentDate",
  due_date: "dueDate",
  total_amount: "totalAmount",
  currency: "currency",
  tax_amount: "taxAmount",
  tax_rate: "taxRate",
  tax_type_name: "taxTypeName",
  service_charge_amount: "serviceChargeAmount",
  discount: "discount",
  document_title: "documentTitle",
  contract_type: "contractType",
  primary_party: "primaryParty",
  counterparty: "counterparty",
  effective_date: "effectiveDate",
  expiry_date: "expiryDate",
  governing_law: "governingLaw",
};

function invalid(field: FeedbackField, expected: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field} must be ${expected}.`, { field });
}

/** The corrected value as the column stores it, or VALIDATION_FAILED saying what is expected. */
function columnValue(field: FeedbackField, given: string | number): string | number {
  const text = String(given).trim();
  switch (FEEDBACK_FIELDS[field]) {
    case "date": {
      const iso = parseDate(text);
      if (!iso) throw invalid(field, "a date");
      return iso;
    }
    case "amount": {
      const amount = typeof given === "number" ? given : parseAmount(text);
      if (amount === null || !Number.isFinite(amount) || amount < 0) {
        throw invalid(field, "an amount of 0 or more");
      }
      return amount.toFixed(2);
    }
    case "rate": {
      const rate =
        typeof given === "number" ? given : Number(text.replace(/[%\s]/g, "").replace(",", "."));
      const fraction = rate > 1 ? rate / 100 : rate;
      if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1) {
        throw invalid(field, "a rate such as 0.11 or 11%");
      }
      return fraction;
    }
    case "currency": {
      if (!/^[A-Za-z]{3}$/.test(text)) throw invalid(field, "a three-letter currency code");
      return text.toUpperCase();
    }
    case "text":
      return text;
  }
}

/**
 * Records a verdict on one field; a correction also becomes the document's value, marked as
 * confirmed by a person (confidence 1, no review needed), and a thumbs up on a field confirms
 * it.
 */
export async function submitFieldFeedback(
  db: Db,
  actor: Actor,
  documentId: string,
  field: FeedbackField,
  request: FieldFeedbackRequest,
): Promise<DocumentDetail> {
  const { row, access } = await requireDocument(db, actor, documentId);
  requireVerticalWrite(access, row.vertical);
  if (request.verdict === "up" && request.correctedValue !== undefined) {
    throw new AppError("VALIDATION_FAILED", "A correction comes with a thumbs down.", { field });
  }
  const corrected =
    request.correctedValue === undefined ? undefined : columnValue(field, request.correctedValue);
  const shown = presentDocumentDetail(row)[field];

  const updated = await db.transaction(async (tx) => {
    await tx.insert(fieldFeedback).values({
      organizationId: row.organizationId,
      documentId,
      userId: actor.userId,
      vertical: row.vertical,
      field,
      verdict: request.verdict,
      shownValue: shown ?? null,
      correctedValue: corrected ?? null,
    });
    const extracted = row.extractedData ?? {};
    const fields = (extracted["fields"] ?? {}) as Record<string, Record<string, unknown>>;
    if (corrected === undefined) {
      const found = fields[field];
      if (request.verdict === "down" || !found || found["confirmed_by"] === actor.userId) {
        return row;
      }
      // A thumbs up confirms the value as read, flagged or not: the field leaves the review
      // queue, and a later reading (a retry) keeps it as a person's.
      const [confirmed] = await tx
        .update(documents)
        .set({
          extractedData: {
            ...extracted,
            fields: {
              ...fields,
              [field]: { ...found, needs_review: false, confirmed_by: actor.userId },
            },
          },
          updatedAt: new Date(),
        })
        .where(eq(documents.id, documentId))
        .returning();
      return confirmed ?? row;
    }
    const [changed] = await tx
      .update(documents)
      .set({
        [COLUMN[field]]: corrected,
        extractedData: {
          ...extracted,
          fields: {
            ...fields,
            [field]: {
              value:
                typeof corrected === "string" && FEEDBACK_FIELDS[field] === "amount"
                  ? Number(corrected)
                  : corrected,
              confidence: 1,
              source: null,
              needs_review: false,
              corrected_by: actor.userId,
            },
          },
        },
        updatedAt: new Date(),
      })
      .where(eq(documents.id, documentId))
      .returning();
    await rememberCorrection(tx, row, field, corrected);
    await recordDocumentChange(tx, {
      organizationId: row.organizationId,
      actor,
      documentId,
      details: {
        change: "field_corrected",
        name: row.name,
        field,
        from: shown ?? null,
        to: corrected,
      },
    });
    await indexDocument(tx, documentId);
    return changed ?? row;
  });
  return presentDocumentDetail(updated);
}
