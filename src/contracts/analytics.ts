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
