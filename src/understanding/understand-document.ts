import { extractAccountingFields } from "./accounting/extract-accounting-fields.ts";
import { classifyContract, classifyDocument } from "./classify.ts";
import { classifyClauses } from "./clauses.ts";
import { documentLines } from "./document-lines.ts";
import { extractLegalFields } from "./legal-fields.ts";
import {
  chooseLearnedFields,
  FIELD_MODEL,
  type FieldModel,
  settledByWords,
} from "./learned/choose-fields.ts";
import { chooseIssuer, ISSUER_MODEL } from "./learned/issuer.ts";
import { extractLineItems } from "./line-items.ts";
import type { TaughtExample } from "./model/taught-types.ts";
import { readRenewalTerms } from "./renewal-terms.ts";
import { groupRows } from "./rows.ts";
import type {
  Clause,
  DocumentText,
  ExtractedField,
  Understanding,
  UnderstoodFields,
} from "./types.ts";

/** The mean of the fields' confidences: the spec's Document.confidence. */
export function meanConfidence(fields: UnderstoodFields): number {
  const values = Object.values(fields) as Array<ExtractedField<unknown>>;
  if (values.length === 0) return 0;
  return Number(
    (values.reduce((sum, each) => sum + each.confidence, 0) / values.length).toFixed(3),
  );
}

/** The title, the parties and the agreement date are clauses too (CUAD counts them so). */
function clausesFromFields(fields: UnderstoodFields): Clause[] {
  const named: Array<[string, ExtractedField<unknown> | undefined]> = [
    ["Document Name", fields.document_title],
    ["Parties", fields.primary_party],
    ["Parties", fields.counterparty],
    ["Agreement Date", fields.date],
  ];
  return named.flatMap(([category, found]) =>
    found?.source
      ? [
          {
            category,
            text: found.source.text,
            page: found.source.page,
            confidence: found.confidence,
          },
        ]
      : [],
  );
}

/**
 * Each clause once: both parties are most often named in one sentence, which the cues may
 * also find, and a list showing it twice under "Parties" says nothing more.
 */
function distinctClauses(clauses: Clause[]): Clause[] {
  const seen = new Set<string>();
  return clauses.filter((clause) => {
    const key = `${clause.category}\u0000${clause.text.replace(/\s+/g, " ").trim()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface UnderstandingOptions {
  /** Documents the organization corrected the type of: its own classifier's examples. */
  taughtTypes?: TaughtExample[];
  /** The trained field scorers; null keeps the rules' values (training measures against them). */
  fieldModel?: FieldModel | null;
}

/**
 * Text → meaning: the type first, then the fields of its vertical. A contract gets the legal
 * row's fields; everything else the accounting document's. Pure and synchronous.
 */
export function understandDocument(
  document: DocumentText,
  options: UnderstandingOptions = {},
): Understanding {
  const lines = documentLines(document);
  const rows = groupRows(lines);
  const type = classifyDocument(lines, document.language, options.taughtTypes);

  if (type.value === "contract") {
    const legal = extractLegalFields(rows, document.language);
    return {
      type,
      vertical: "legal",
      contractType: classifyContract(lines, document.language),
      language: document.language,
      apAr: "AP",
      fields: { ...legal.fields, ...readRenewalTerms(rows, document.language) },
      items: [],
      parties: legal.parties,
      clauses: distinctClauses([...clausesFromFields(legal.fields), ...classifyClauses(rows)]),
      checks: [],
      confidence: meanConfidence(legal.fields),
    };
  }
  // Rows of marks alone (a photo's page edge read as bars, a rule) hold no field, and would take
  // the places of the header's rows the rules look for a letterhead and a number in.
  const accounting = extractAccountingFields(
    rows.filter((row) => /[\p{L}\p{N}]/u.test(row.text)),
    document.language,
  );
  const fieldModel = options.fieldModel === undefined ? FIELD_MODEL : options.fieldModel;
  // An invoice's issuer is the seller-or-buyer scorer's (learned/issuer.ts); the rules'
  // vendor is one of its features.
  const fields = fieldModel
    ? chooseIssuer(
        rows,
        chooseLearnedFields(
          rows,
          accounting.fields,
          type.value,
          fieldModel,
          settledByWords(accounting.checks),
        ),
        accounting.fields.vendor,
        type.value,
        ISSUER_MODEL,
      )
    : accounting.fields;
  const items = extractLineItems(rows);
  return {
    type,
    vertical: "accounting",
    contractType: null,
    language: document.language,
    apAr: "AP",
    fields,
    items,
    parties: [],
    clauses: [],
    checks: accounting.checks,
    confidence: meanConfidence(fields),
  };
}
