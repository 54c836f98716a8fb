import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type {
  ExtractionMetrics,
  TrialConversionMetrics,
  UserEngagementMetrics,
} from "../../../../contracts/analytics.ts";
import type { Language } from "../../../../contracts/languages.ts";
import { ANALYTICS } from "../../../../contracts/limits.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { AnalyticsError, type AnalyticsFailure } from "../analytics-state.ts";
import { AnalyticsDashboard } from "./analytics-dashboard.tsx";

type Bodies = [ExtractionMetrics, TrialConversionMetrics, UserEngagementMetrics];
type Cached = { data: Bodies } | { failure: AnalyticsFailure } | "nothing yet";

/** The dashboard as it first renders with the default range's three answers in the cache. */
function render(cached: Cached, language: Language = "en"): string {
  // A failed query with no data is fetched again on mount, so a first render would say
  // "loading"; the error branch is what the page shows once that retry has failed too.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  const queryKey = ["admin-analytics", ANALYTICS.defaultRangeDays];
  if (cached !== "nothing yet" && "data" in cached) queryClient.setQueryData(queryKey, cached.data);
  if (cached !== "nothing yet" && "failure" in cached) {
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey })
      .setState({ status: "error", error: new AnalyticsError(cached.failure) });
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <AnalyticsDashboard />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const split = (legal: number, accounting: number) => ({
  legal: { documents: legal, active_users: 1 },
  accounting: { documents: accounting, active_users: 1 },
});

/**
 * Two fields rated: vendor 7 up of 8 (87.5 %), total 3 of 4 (75 %), so 10 of 12 overall
 * (83.333… %); two organizations reached a first document after 10 and 15.4 minutes (12.7 on
 * average); weeks of 8 and 2 documents, so the second week's bar is a quarter of the first.
 */
const figures: Bodies = [
  {
    extraction_metrics: {
      overall_success_rate: (100 * 10) / 12,
      field_success_rates: [
        { field_type: "vendor", success_rate: 87.5, total_feedback: 8 },
        { field_type: "total", success_rate: 75, total_feedback: 4 },
      ],
    },
  },
  {
    trial_conversion_metrics: {
      avg_time_to_first_value_minutes: (10 + 15.4) / 2,
      organizations_signed_up: 3,
      organizations_reached_first_value: 2,
    },
  },
  {
    user_engagement_metrics: {
      summary: {
        total_documents_processed: 10,
        total_active_users: 2,
        avg_processing_time_ms: 2_340,
        weeks_analyzed: 2,
      },
      engagement_patterns: [
        { week: "2026-11-12", documents_processed: 8, active_users: 2, by_vertical: split(5, 3) },
        { week: "2026-11-19", documents_processed: 2, active_users: 1, by_vertical: split(0, 2) },
      ],
    },
  },
];

const nothing: Bodies = [
  { extraction_metrics: { overall_success_rate: 0, field_success_rates: [] } },
  {
    trial_conversion_metrics: {
      avg_time_to_first_value_minutes: 0,
      organizations_signed_up: 0,
      organizations_reached_first_value: 0,
    },
  },
  {
    user_engagement_metrics: {
      summary: {
        total_documents_processed: 0,
        total_active_users: 0,
        avg_processing_time_ms: 0,
        weeks_analyzed: 1,
      },
      engagement_patterns: [{ week: "2026-11-19", documents_processed: 0, active_users: 0 }],
    },
  },
];

describe("the admin's analytics dashboard (spec §2, §8)", () => {
  it("says it is loading, in either language", () => {
    expect(render("nothing yet")).toContain("Loading analytics...");
    expect(render("nothing yet", "id")).toContain(">Memuat analitik...</p>");
  });

  it("says which failure stopped it, under the spec's heading", () => {
    const html = render({ failure: "errorResponse" });
    expect(html).toContain("Error loading analytics");
    expect(html).toContain("API returned error response");
    expect(render({ failure: "requestsFailed" })).toContain(
      "One or more analytics requests failed",
    );
    const indonesian = render({ failure: "fetchFailed" }, "id");
    expect(indonesian).toContain("Gagal memuat analitik");
    expect(indonesian).not.toContain("Error loading analytics");
  });

  it("says there is nothing to show when the range has no rating, sign-up or document", () => {
    expect(render({ data: nothing })).toContain("No analytics data available");
    expect(render({ data: nothing })).not.toContain("Highlights");
  });

  it("shows the cards, the fields and the weeks as the hand-computed figures give them", () => {
    const html = render({ data: figures });
    expect(html).toContain(">83.3%<");
    expect(html).toContain(">13 minutes<");
    expect(html).toContain(">87.5% · 8 ratings</span>");
    expect(html).toContain(">2.3 s per document<");
    expect(html).toContain("Split: L 5 · A 3");
    expect(html).toMatch(/width:100%.*width:25%/s);
  });

  it("writes the same figures the Indonesian way on an Indonesian page", () => {
    const html = render({ data: figures }, "id");
    expect(html).toContain(">83,3%<");
    expect(html).toContain(">87,5% · 8 penilaian</span>");
    expect(html).not.toContain("Highlights");
  });
});
