/**
 * The plans, trial and time calculator of spec §9, read by the pricing section and, later, by
 * the billing issue that enforces them. Prices are whole rupiah per month; null storage or
 * documents means unlimited.
 */

const MEGABYTE = 1000 * 1000;

export const TRIAL_DAYS = 14;

/** Spec §9 gives two yearly badges (-40% and "Save 20%"); we show the smaller promise. */
export const YEARLY_DISCOUNT_PERCENT = 20;

/** "18 minutes to find a document" (spec §9, the research the landing cites). */
export const MINUTES_TO_FIND_A_DOCUMENT = 18;

export const PLAN_IDS = ["free", "starter", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  /** Rupiah per month; null is "contact sales". */
  monthlyPriceIdr: number | null;
  /** Spec §9 gives only Free a monthly allowance; null: the plan states none. */
  documentsPerMonth: number | null;
  storageBytes: number | null;
  /** Free: basic extraction; Starter: slower AI; Professional and Enterprise: fast AI. */
  extraction: "basic" | "slower" | "fast";
  /** Hours to a support answer; null: dedicated support (Enterprise) or none promised (Free). */
  supportResponseHours: number | null;
  dedicatedSupport: boolean;
  exports: boolean;
  customIntegrations: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: "free",
    monthlyPriceIdr: 0,
    documentsPerMonth: 30,
    storageBytes: 200 * MEGABYTE,
    extraction: "basic",
    supportResponseHours: null,
    dedicatedSupport: false,
    exports: false,
    customIntegrations: false,
  },
  {
    id: "starter",
    monthlyPriceIdr: 120_000,
    documentsPerMonth: null,
    storageBytes: 5000 * MEGABYTE,
    extraction: "slower",
    supportResponseHours: 72,
    dedicatedSupport: false,
    exports: false,
    customIntegrations: false,
  },
  {
    id: "professional",
    monthlyPriceIdr: 550_000,
    documentsPerMonth: null,
    storageBytes: null,
    extraction: "fast",
    supportResponseHours: 12,
    dedicatedSupport: false,
    exports: true,
    customIntegrations: false,
  },
  {
    id: "enterprise",
    monthlyPriceIdr: null,
    documentsPerMonth: null,
    storageBytes: null,
    extraction: "fast",
    supportResponseHours: null,
    dedicatedSupport: true,
    exports: true,
    customIntegrations: true,
  },
];

/** A month's price when paying for a year at once, in whole rupiah. */
export function yearlyMonthlyPriceIdr(monthlyPriceIdr: number): number {
  return Math.round((monthlyPriceIdr * (100 - YEARLY_DISCOUNT_PERCENT)) / 100);
}

const WEEKS_PER_MONTH = 52 / 12;

export interface TimeSavings {
  hoursPerMonth: number;
  rupiahPerMonth: number;
}

/** Time spent finding documents each month at 18 minutes a search, and what it costs. */
export function timeSpentSearching(searchesPerWeek: number, hourlyCostIdr: number): TimeSavings {
  const searches = Math.max(0, searchesPerWeek) * WEEKS_PER_MONTH;
  const hoursPerMonth = (searches * MINUTES_TO_FIND_A_DOCUMENT) / 60;
  return { hoursPerMonth, rupiahPerMonth: Math.round(hoursPerMonth * Math.max(0, hourlyCostIdr)) };
}

/** The smallest plan whose monthly document allowance holds this many documents. */
export function planForVolume(documentsPerMonth: number): PlanId {
  const fitting = PLANS.find(
    (plan) =>
      plan.monthlyPriceIdr !== null &&
      (plan.documentsPerMonth === null || plan.documentsPerMonth >= documentsPerMonth),
  );
  return fitting?.id ?? "enterprise";
}

/** Spec §9: the subscription is read again after 30 s, the card provider's sync debounced 30 s
 *  and retried at most 3 times, and first run 1 s after a provider id appears. */
export const BILLING_TIMING = {
  subscriptionCacheSeconds: 30,
  syncDebounceSeconds: 30,
  syncMaxRetries: 3,
  autoSyncDelayMs: 1000,
} as const;
