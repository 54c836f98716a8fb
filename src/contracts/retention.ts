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

/**
 * What deleting one's account does in each organization: leave one shared with others (refused
 * while one is its only Owner), or, in one's own, delete the documents free to go and keep those
 * still held until the last of their dates.
 */
export const accountDeletionOutcomeSchema = z.enum([
  "leave",
  "blocked_last_owner",
  "documents_deleted",
  "kept_under_retention",
]);

export const accountDeletionPlanSchema = z.object({
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      outcome: accountDeletionOutcomeSchema,
      /** Documents deleted with the account (own organizations only). */
      deletedDocuments: z.number().int(),
      /** Documents kept because the law holds them, and until when the last of them is. */
      keptDocuments: z.number().int(),
      keptUntil: z.string().nullable(),
    }),
  ),
});
export type AccountDeletionPlan = z.infer<typeof accountDeletionPlanSchema>;
