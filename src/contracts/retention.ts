import { z } from "zod";

/**
 * Keeping bookkeeping (issue 22). UU KUP art. 28(11) has books, records and the documents they
 * rest on kept for 10 years; so an accounting document is held for that long after its own date
 * (its upload date when it has none). An organization may keep them longer, never shorter.
 */
export const RETENTION = {
  /** Which verticals' documents the rule holds. */
  verticals: ["accounting"],
  defaultYears: 10,
  minYears: 10,
  maxYears: 30,
  /** Where the organization's choice lives in its settings (organization.settings). */
  settingKey: "retention_years",
} as const;

export const retentionYearsSchema = z
  .number()
  .int()
  .min(RETENTION.minYears)
  .max(RETENTION.maxYears);

/** The organization's retention years: its setting when valid, otherwise the default. */
export function retentionYearsOf(settings: Record<string, unknown>): number {
  const parsed = retentionYearsSchema.safeParse(settings[RETENTION.settingKey]);
  return parsed.success ? parsed.data : RETENTION.defaultYears;
}

/** `DELETE /api/documents/:id?confirmRetention=true`: an Owner's explicit yes. */
export const deleteDocumentQuerySchema = z.object({
  confirmRetention: z.stringbool().optional(),
});

/** The UNDER_RETENTION error's details: until when, and whether this caller may confirm. */
export const underRetentionDetailsSchema = z.object({
  retainedUntil: z.string(),
  canConfirm: z.boolean(),
});
