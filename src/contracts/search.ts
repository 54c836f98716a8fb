import { z } from "zod";
import { PAGE_SIZES, SEARCH } from "./limits.ts";
import { verticalSchema } from "./organizations.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

export const searchQuerySchema = z.object({
  q: z.string().max(500).default(""),
  /** Defaults to the caller's active organization. */
  organizationId: z.string().min(1).optional(),
  vertical: verticalSchema.optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH.maxLimit).default(SEARCH.defaultLimit),
  offset: z.coerce.number().int().min(0).max(SEARCH.candidateLimit).default(0),
  /** The caller's own date, so "this week" is theirs; by default the date in Jakarta. */
  today: isoDate.optional(),
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
    amount: z.object({ min: z.number().nullable(), max: z.number().nullable() }).optional(),
    currency: z.string().optional(),
    payment: z.enum(["unpaid", "overdue"]).optional(),
    apAr: z.enum(["AP", "AR"]).optional(),
    starred: z.literal(true).optional(),
    status: z.enum(["pending", "processing", "complete", "failed"]).optional(),
    governingLaw: z.string().optional(),
  }),
  chips: z.array(z.object({ filter: z.string(), words: z.string() })),
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
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  parsed: parsedQuerySchema,
  /** Matches found, counted up to SEARCH.candidateLimit. */
  total: z.number().int(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Spec §3 Mention item; the legal lookup returns uploaded documents. */
export const mentionItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(["uploaded_document", "legal_draft", "knowledge_library"]),
  description: z.string(),
  created_at: z.string(),
  contract_type: z.string().nullable(),
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
