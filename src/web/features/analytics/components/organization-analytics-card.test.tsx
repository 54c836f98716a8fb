import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { OrganizationAnalytics } from "../../../../contracts/analytics.ts";
import type { Language } from "../../../../contracts/languages.ts";
import { ANALYTICS } from "../../../../contracts/limits.ts";
import { MINUTES_TO_FIND_A_DOCUMENT } from "../../../../contracts/plans.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { OrganizationAnalyticsCard } from "./organization-analytics-card.tsx";

const ORGANIZATION = "org-1";

function render(figures: OrganizationAnalytics | undefined, language: Language = "en"): string {
  const queryClient = new QueryClient();
  if (figures) {
    queryClient.setQueryData(
      ["organization-analytics", ORGANIZATION, ANALYTICS.defaultRangeDays],
      figures,
    );
  }
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <OrganizationAnalyticsCard organizationId={ORGANIZATION} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** 25 documents at the calculator's minutes each; the vendor rated right 3 times of 4. */
const figures: OrganizationAnalytics = {
  documents_processed: 25,
  by_vertical: { accounting: 20, legal: 5 },
  time_saved_minutes: 25 * MINUTES_TO_FIND_A_DOCUMENT,
  minutes_per_document: MINUTES_TO_FIND_A_DOCUMENT,
  overall_success_rate: 75,
  total_feedback: 4,
  field_success_rates: [{ field_type: "vendor", success_rate: 75, total_feedback: 4 }],
};

describe("an organization's own analytics card", () => {
  it("shows documents processed, the hours they saved and accuracy by field", () => {
    const hours = (25 * MINUTES_TO_FIND_A_DOCUMENT) / 60;
    const html = render(figures);
    expect(html).toContain(">25<");
    expect(html).toContain(
      `>${hours.toLocaleString("en-US", { maximumFractionDigits: 1 })} hours<`,
    );
    expect(html).toContain(`At ${MINUTES_TO_FIND_A_DOCUMENT} minutes saved for each document`);
    expect(html).toContain(">75.0% · 4 ratings</span>");
  });

  it("says so in Indonesian on an Indonesian page, and that it is loading before the answer", () => {
    const html = render(figures, "id");
    expect(html).toContain(">75,0% · 4 penilaian</span>");
    expect(html).not.toContain("Time saved");
    expect(render(undefined, "id")).toContain("Memuat analitik...");
  });

  it("tells an organization without ratings how they are given", () => {
    const html = render({ ...figures, field_success_rates: [], total_feedback: 0 });
    expect(html).toContain("thumbs up and thumbs down buttons");
  });
});
