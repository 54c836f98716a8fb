import { z } from "zod";
import { documentListQuerySchema } from "./documents.ts";
import { languageSchema } from "./languages.ts";

/**
 * Getting documents out (issue 21, decision 0029): one download per kind, of the documents the
 * explorer's or the legal table's current filter lists, or of the ones selected in it.
 */
export const EXPORT_KINDS = [
  /** Every document with every field and its confidence. */
  "ledger_csv",
  "ledger_xlsx",
  /** The PPN masukan register: faktur pajak documents, for the tax office's pre-filled data. */
  "ppn_masukan_xlsx",
  /** Purchases and expenses in each accounting package's import shape. */
  "jurnal_xlsx",
  "accurate_csv",
  "accurate_xlsx",
  "zahir_csv",
  /** The original files with a manifest of hashes and fields. */
  "originals_zip",
  /** Contracts: parties, dates, law, value and clauses. */
  "contracts_xlsx",
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportKindSchema = z.enum(EXPORT_KINDS);

/** Which exports read which vertical: the legal table offers contracts, the explorer the rest. */
export const EXPORTS_BY_VERTICAL = {
  accounting: [
    "ledger_xlsx",
    "ledger_csv",
    "ppn_masukan_xlsx",
    "jurnal_xlsx",
    "accurate_xlsx",
    "accurate_csv",
    "zahir_csv",
    "originals_zip",
  ],
  legal: ["contracts_xlsx", "ledger_xlsx", "ledger_csv", "originals_zip"],
} as const satisfies Record<string, readonly ExportKind[]>;

export const EXPORT_LIMITS = {
  /** Documents read per query while an export streams: what sits in memory at once. */
  pageSize: 200,
  /** Documents one selection may name (the explorer's largest page). */
  maxSelected: 500,
  /** How often the page that started a download asks how far it is. */
  progressPollMs: 1_000,
  /** How long the page waits for a download it started to be counted before it stops asking. */
  progressStartMs: 30_000,
} as const;

/** How far a download is: its documents written of those it holds (GET /api/exports/progress/:id). */
export const exportProgressSchema = z.object({
  kind: exportKindSchema,
  state: z.enum(["running", "done", "failed"]),
  written: z.number().int(),
  total: z.number().int(),
});
export type ExportProgress = z.infer<typeof exportProgressSchema>;

/** Every field understanding fills (spec §3), in the ledger's column order. */
export const LEDGER_FIELDS = [
  "vendor",
  "document_number",
  "date",
  "due_date",
  "total_amount",
  "currency",
  "subtotal",
  "tax_amount",
  "tax_rate",
  "tax_type_name",
  "service_charge_amount",
  "service_charge_type",
  "discount",
  "seller_npwp",
  "buyer_npwp",
  "faktur_pajak_number",
  "document_title",
  "primary_party",
  "counterparty",
  "effective_date",
  "expiry_date",
  "governing_law",
  "contract_value",
  "renewal",
  "termination_notice",
] as const;

/** The list's filter without its page, or a selection of document ids within it. */
export const exportQuerySchema = z
  .object(documentListQuerySchema.shape)
  .omit({ limit: true, offset: true })
  .extend({
    /** The language of the headers we name ourselves; import shapes keep their publisher's. */
    language: languageSchema.default("en"),
    /** The page's own token for this download, to read its progress by. */
    progress: z.uuid().optional(),
    ids: z
      .string()
      .transform((value) => value.split(",").filter(Boolean))
      .pipe(z.array(z.uuid()).min(1).max(EXPORT_LIMITS.maxSelected))
      .optional(),
  })
  .refine((query) => query.month === undefined || query.year !== undefined, {
    message: "month needs year",
    path: ["month"],
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;
