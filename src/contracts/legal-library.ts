import { z } from "zod";

/**
 * The knowledge library (spec §1, issue 24): the organization's standard clauses in both
 * languages, and notes on regulations and internal policies. Stored in `legal_clauses` and
 * `legal_knowledge_notes` (src/server/db/schema/legal.ts).
 */
export const LEGAL_LIBRARY = {
  maxClauseCharacters: 20_000,
  maxNoteCharacters: 50_000,
  maxTitleCharacters: 200,
  /** Matches a library search returns at most. */
  searchLimit: 50,
} as const;

/**
 * The categories a clause stands for: what a contract is checked against, one standard per
 * category (the check of a received contract reads approved clauses per category).
 */
export const CLAUSE_CATEGORIES = [
  "definitions",
  "scope",
  "term",
  "payment",
  "confidentiality",
  "intellectual_property",
  "warranties",
  "liability",
  "indemnity",
  "termination",
  "force_majeure",
  "dispute_resolution",
  "governing_law",
  "language",
  "notices",
  "data_protection",
  "other",
] as const;
export type ClauseCategory = (typeof CLAUSE_CATEGORIES)[number];

/** One standard clause. `approved` clauses are the organization's standard. */
export interface LibraryClause {
  id: string;
  organizationId: string;
  category: ClauseCategory;
  titleEn: string;
  titleId: string;
  bodyEn: string;
  bodyId: string;
  approved: boolean;
}

const title = z.string().trim().min(1).max(LEGAL_LIBRARY.maxTitleCharacters);
const clauseBody = z.string().trim().min(1).max(LEGAL_LIBRARY.maxClauseCharacters);

export const clauseSchema = z.object({
  id: z.string(),
  category: z.enum(CLAUSE_CATEGORIES),
  title_en: z.string(),
  title_id: z.string(),
  body_en: z.string(),
  body_id: z.string(),
  approved: z.boolean(),
  updated_at: z.string(),
});
export type Clause = z.infer<typeof clauseSchema>;

export const clauseRequestSchema = z.object({
  organizationId: z.string().min(1),
  category: z.enum(CLAUSE_CATEGORIES),
  title_en: title,
  title_id: title,
  body_en: clauseBody,
  body_id: clauseBody,
  /** Only a CFO or Owner may set it (decision 0035); others' clauses wait as proposals. */
  approved: z.boolean().default(false),
});
export type ClauseRequest = z.infer<typeof clauseRequestSchema>;

export const NOTE_KINDS = ["regulation", "internal_policy"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

export const noteSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTE_KINDS),
  title: z.string(),
  reference: z.string().nullable(),
  body: z.string(),
  updated_at: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteRequestSchema = z.object({
  organizationId: z.string().min(1),
  kind: z.enum(NOTE_KINDS),
  title,
  reference: z.string().trim().max(LEGAL_LIBRARY.maxTitleCharacters).nullable().default(null),
  body: z.string().trim().min(1).max(LEGAL_LIBRARY.maxNoteCharacters),
});
export type NoteRequest = z.infer<typeof noteRequestSchema>;

/** `GET /api/legal/library`: the clauses and notes matching `q` (all when empty). */
export const libraryQuerySchema = z.object({
  organizationId: z.string().min(1),
  q: z.string().trim().max(200).default(""),
  category: z.enum(CLAUSE_CATEGORIES).optional(),
  approvedOnly: z
    .enum(["true", "false"])
    .default("false")
    .transform((value) => value === "true"),
});
export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const libraryResponseSchema = z.object({
  clauses: z.array(clauseSchema),
  notes: z.array(noteSchema),
  /** Whether the caller may approve clauses and change the library (computed on the server). */
  can_approve: z.boolean(),
  can_edit: z.boolean(),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

export const organizationBodySchema = z.object({ organizationId: z.string().min(1) });
