import { z } from "zod";
import { ANALYTICS } from "./limits.ts";

const rangeDays = z.coerce
  .number()
  .int()
  .refine((days) => (ANALYTICS.rangesDays as readonly number[]).includes(days), {
    message: `timeframe is one of ${ANALYTICS.rangesDays.join(", ")} days`,
  });

export const extractionMetricsQuerySchema = z.object({
  timeframe: rangeDays.default(ANALYTICS.defaultRangeDays),
  include_verticals: z.enum(["true", "false"]).default("false"),
  /** One organization's ratings; all of them when left out. */
  organizationId: z.string().min(1).optional(),
});

/** A success rate is the share of thumbs up among the ratings, in percent (0–100). */
const rateSchema = z.object({
  success_rate: z.number().min(0).max(100),
  total_feedback: z.number().int().min(0),
});

export const extractionMetricsSchema = z.object({
  extraction_metrics: z.object({
    overall_success_rate: z.number().min(0).max(100),
    field_success_rates: z.array(rateSchema.extend({ field_type: z.string() })),
    by_vertical: z
      .object({ accounting: rateSchema.optional(), legal: rateSchema.optional() })
      .optional(),
  }),
});
export type ExtractionMetrics = z.infer<typeof extractionMetricsSchema>;

/** The weekly engagement call's range for a day range: spec §7's days / 7 rounded up, ≥ 1. */
export function weeksForRange(days: number): number {
  return Math.max(1, Math.ceil(days / 7));
}

const MAX_WEEKS = weeksForRange(Math.max(...ANALYTICS.rangesDays));

export const trialConversionQuerySchema = z.object({
  timeframe: rangeDays.default(ANALYTICS.defaultRangeDays),
  include_verticals: z.enum(["true", "false"]).default("false"),
});

/** Minutes from an organization's creation (its trial's start) to its first processed document. */
const firstValueSchema = z.object({
  avg_time_to_first_value_minutes: z.number().min(0),
  /** Organizations that reached a processed document, whose minutes the average is of. */
  organizations: z.number().int().min(0),
});

export const trialConversionSchema = z.object({
  trial_conversion_metrics: z.object({
    avg_time_to_first_value_minutes: z.number().min(0),
    /** Organizations created in the range (each starts a trial). */
    organizations_signed_up: z.number().int().min(0),
    /** Of those, the ones with a document that finished processing. */
    organizations_reached_first_value: z.number().int().min(0),
    by_vertical: z
      .object({ accounting: firstValueSchema.optional(), legal: firstValueSchema.optional() })
      .optional(),
  }),
});
export type TrialConversionMetrics = z.infer<typeof trialConversionSchema>;

export const userEngagementQuerySchema = z.object({
  weeks: z.coerce.number().int().min(1).max(MAX_WEEKS).default(1),
  include_verticals: z.enum(["true", "false"]).default("false"),
});

const verticalTotalsSchema = z.object({
  total_documents: z.number().int().min(0),
  active_users: z.number().int().min(0),
});
const weekVerticalSchema = z.object({
  documents: z.number().int().min(0),
  active_users: z.number().int().min(0),
});

export const userEngagementSchema = z.object({
  user_engagement_metrics: z.object({
    summary: z.object({
      total_documents_processed: z.number().int().min(0),
      /** People who opened a page of the app in the range. */
      total_active_users: z.number().int().min(0),
      /** From upload to processed, averaged over the documents processed in the range. */
      avg_processing_time_ms: z.number().min(0),
      weeks_analyzed: z.number().int().min(1),
      by_vertical: z
        .object({ legal: verticalTotalsSchema, accounting: verticalTotalsSchema })
        .optional(),
    }),
    /** Oldest week first; each week is seven days, the last one ending today (UTC). */
    engagement_patterns: z.array(
      z.object({
        /** The week's first day, YYYY-MM-DD. */
        week: z.string(),
        documents_processed: z.number().int().min(0),
        active_users: z.number().int().min(0),
        by_vertical: z
          .object({ legal: weekVerticalSchema, accounting: weekVerticalSchema })
          .optional(),
      }),
    ),
  }),
});
export type UserEngagementMetrics = z.infer<typeof userEngagementSchema>;

/**
 * Page views (spec §7): a path of the app is short; anything longer is not one of ours. Each
 * route change sends one, so a person makes a few a minute; a script is stopped well above.
 */
export const PAGE_VIEWS = {
  maxPathLength: 512,
  perUser: { max: 300, windowSeconds: 5 * 60 },
} as const;

export const pageViewSchema = z.object({
  path: z
    .string()
    .max(PAGE_VIEWS.maxPathLength)
    .regex(/^\/[^\s?#]*$/, "a path of the app, without query or fragment"),
  /** The organization open in the app; one the caller is not a member of is refused. */
  organizationId: z.string().min(1).optional(),
});
export const pageViewRecordedSchema = z.object({ recorded: z.literal(true) });

export const organizationAnalyticsQuerySchema = z.object({
  organizationId: z.string().min(1),
  timeframe: rangeDays.default(ANALYTICS.defaultRangeDays),
});

/** An organization's own figures for its Owners and CFOs (issue 23). */
export const organizationAnalyticsSchema = z.object({
  documents_processed: z.number().int().min(0),
  by_vertical: z.object({
    accounting: z.number().int().min(0),
    legal: z.number().int().min(0),
  }),
  /** Documents processed × the calculator's minutes to find a document by hand. */
  time_saved_minutes: z.number().int().min(0),
  minutes_per_document: z.number().int().min(0),
  overall_success_rate: z.number().min(0).max(100),
  total_feedback: z.number().int().min(0),
  field_success_rates: z.array(rateSchema.extend({ field_type: z.string() })),
});
export type OrganizationAnalytics = z.infer<typeof organizationAnalyticsSchema>;

/** The admin's list of organizations, a page at a time, newest first. */
export const ADMIN_ORGANIZATIONS_PAGE_SIZE = 50;

export const adminOrganizationsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
});

export const adminOrganizationsSchema = z.object({
  organizations: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      type: z.string(),
      /** A PlanId; null until the organization's billing was first read (decision 0031). */
      plan: z.string().nullable(),
      subscriptionStatus: z.string().nullable(),
      documents: z.number().int().min(0),
      storageBytes: z.number().int().min(0),
      /** The latest upload or page view in it; null when nothing happened yet. */
      lastActivityAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  totalCount: z.number().int().min(0),
  pageSize: z.number().int().min(1),
});
export type AdminOrganizations = z.infer<typeof adminOrganizationsSchema>;
