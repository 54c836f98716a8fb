import { z } from "zod";
import { languageSchema } from "./languages.ts";

/**
 * A received contract checked against the organization's clause library (issue 24). The
 * thresholds are TF-IDF cosine similarities chosen on generated dev contracts and reported on
 * test ones (`node eval/standards-check/run.ts`, decision 0034).
 */
export const STANDARDS_CHECK = {
  thresholds: { present: 0.78, deviating: 0.2 },
} as const;

export const STANDARD_STATUSES = ["present", "deviating", "missing"] as const;

export const standardFindingSchema = z.object({
  category: z.string(),
  status: z.enum(STANDARD_STATUSES),
  /** 0–1: how close the contract's nearest clause is to the standard. */
  similarity: z.number(),
  standard: z.object({
    clause_id: z.string(),
    title: z.string(),
    language: languageSchema,
    text: z.string(),
  }),
  /** The contract's nearest clause, with its place in the document's text; null when missing. */
  found: z.object({ text: z.string(), start: z.number().int(), end: z.number().int() }).nullable(),
});
export type StandardFinding = z.infer<typeof standardFindingSchema>;

/** `GET /api/documents/{id}/standards-check`. */
export const standardsCheckSchema = z.object({
  document_id: z.string(),
  /** How many approved clauses the library holds; none means there is nothing to check against. */
  library_size: z.number().int(),
  findings: z.array(standardFindingSchema),
});
export type StandardsCheck = z.infer<typeof standardsCheckSchema>;
