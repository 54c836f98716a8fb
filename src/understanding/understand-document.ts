import type { DocumentText, Understanding } from "./types.ts";

/** Text → meaning: type, vertical, fields with confidence and source, line items, clauses. */
export function understandDocument(document: DocumentText): Understanding {
  return {
    type: { value: "uncategorized", confidence: 0, source: null },
    vertical: "accounting",
    contractType: null,
    language: document.language,
    apAr: "AP",
    fields: {},
    items: [],
    parties: [],
    clauses: [],
    checks: [],
    confidence: 0,
  };
}
