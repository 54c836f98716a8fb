import { z } from "zod";
import { languageSchema } from "./languages.ts";
import { NOTE_KINDS } from "./legal-library.ts";
import { PAGE_SIZES, SEARCH } from "./limits.ts";
import { verticalSchema } from "./organizations.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

/** The filters a query can set, by the names its chips carry. */
export const FILTER_NAMES = [
  "types",
  "vertical",
  "contractTypes",
  "party",
  "date",
  "dueDate",
  "expiryDate",
  "effectiveDate",
  "amount",
  "currency",
  "payment",
  "apAr",
  "starred",
  "status",
  "governingLaw",
  "language",
] as const;
const filterNameSchema = z.enum(FILTER_NAMES);

export const searchQuerySchema = z.object({
  q: z.string().max(500).default(""),
  /** Defaults to the caller's active organization. */
  organizationId: z.string().min(1).optional(),
  vertical: verticalSchema.optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH.maxLimit).default(SEARCH.defaultLimit),
  offset: z.coerce.number().int().min(0).max(SEARCH.candidateLimit).default(0),
  /** The caller's own date, so "this week" is theirs; by default the date in Jakarta. */
  today: isoDate.optional(),
  /**
   * Filters the user fixed (a filter control, a chip kept), comma-separated filter names: they
   * hold as conditions. Other filters read from the words only rank.
   */
  strict: z
    .string()
    .max(300)
    .optional()
    .transform((value) => (value ? value.split(",").filter(Boolean) : undefined))
    .pipe(z.array(filterNameSchema).optional()),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

const dateRangeSchema = z.object({ from: isoDate.nullable(), to: isoDate.nullable() });

/** How the query was understood: the filters, shown as removable chips, and the words left. */
export const parsedQuerySchema = z.object({
  text: z.string(),
  terms: z.array(z.string()),
  filters: z.object({
    types: z.array(z.string()).optional(),
    vertical: verticalSchema.optional(),
    contractTypes: z.array(z.string()).optional(),
    party: z.string().optional(),
    date: dateRangeSchema.optional(),
    dueDate: dateRangeSchema.optional(),
    expiryDate: dateRangeSchema.optional(),
    effectiveDate: dateRangeSchema.optional(),
    amount: z
      .object({
        min: z.number().nullable(),
        max: z.number().nullable(),
        /** "more than 3 juta": the bound itself does not pass. */
        minExcluded: z.literal(true).optional(),
        maxExcluded: z.literal(true).optional(),
      })
      .optional(),
    currency: z.string().optional(),
    payment: z.enum(["unpaid", "overdue"]).optional(),
    apAr: z.enum(["AP", "AR"]).optional(),
    starred: z.literal(true).optional(),
    status: z.enum(["pending", "processing", "complete", "failed"]).optional(),
    governingLaw: z.string().optional(),
    language: z.array(languageSchema).optional(),
  }),
  chips: z.array(z.object({ filter: z.string(), words: z.string() })),
  /** The filters the words state outright; the others only rank. */
  explicit: z.array(z.string()).optional(),
});
export type ParsedSearchQuery = z.infer<typeof parsedQuerySchema>;

/**
 * Marks around the words that matched in a snippet. Control characters never occur in text
 * people read, so the web app can split on them and render marks without parsing HTML.
 */
export const SNIPPET_MARK = { start: "\u0002", stop: "\u0003" } as const;

export const searchResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  vertical: verticalSchema,
  type: z.string().nullable(),
  vendor: z.string().nullable(),
  date: z.string().nullable(),
  total_amount: z.number().nullable(),
  currency: z.string().nullable(),
  contract_type: z.string().nullable(),
  counterparty: z.string().nullable(),
  snippet: z.string(),
  score: z.number(),
  /** Which of its dates met the date the query named: its own date or its due date. */
  matched_date: z.object({ on: z.enum(["date", "due_date"]), date: isoDate }).nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  parsed: parsedQuerySchema,
  /** Matches found, counted up to SEARCH.candidateLimit. */
  total: z.number().int(),
  /**
   * Stated filters let go of because no document met them while the words found some: the
   * results then meet the words, and the page says which filters it relaxed.
   */
  relaxed: z.array(z.object({ filter: z.enum(FILTER_NAMES), words: z.string().nullable() })),
  /** What the page says about the relaxed filters, in English and Indonesian; null when none. */
  notice: z.object({ en: z.string(), id: z.string() }).nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Spec §3 Mention item; the legal lookup returns uploaded documents, drafts and knowledge items. */
export const mentionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["uploaded_document", "legal_draft", "knowledge_library"]),
  description: z.string(),
  created_at: z.string(),
  contract_type: z.string().nullable(),
  /**
   * Not in the spec's shape, added for knowledge notes, whose title alone says little: which
   * kind of note it is (the picker names it in the reader's language), the regulation it cites
   * and the opening of what it says, at most `CHAT.mentionPreviewCharacters`.
   */
  note: z
    .object({ kind: z.enum(NOTE_KINDS), reference: z.string().nullable(), preview: z.string() })
    .optional(),
});
export type MentionItem = z.infer<typeof mentionItemSchema>;

export const mentionQuerySchema = z.object({
  q: z.string().min(1).max(200),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZES.mentionSuggestions)
    .default(PAGE_SIZES.mentionSuggestions),
  organizationId: z.string().min(1).optional(),
});
export const mentionListSchema = z.object({ mentions: z.array(mentionItemSchema) });
