import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BillingSummary } from "../../../../contracts/billing.ts";
import type { Language } from "../../../../contracts/languages.ts";
import { createPageI18n } from "../../../lib/i18n-page.ts";
import { BillingPanel } from "./billing-panel.tsx";

const ORGANIZATION = "6f1d3c2a-8b4e-4f0a-9c7d-2e5b1a9f3d10";

const ownerWithPlan: BillingSummary = {
  enabled: true,
  plan: "starter",
  subscribedPlan: "starter",
  status: "active",
  valid: true,
  trialDaysLeft: null,
  currentPeriodEnd: "2026-12-26T00:00:00.000Z",
  stripeSubscriptionId: "sub_berkas_panel",
  usage: {
    documentsThisMonth: 12,
    documentsPerMonth: null,
    storageBytes: 1_200_000,
    storageLimitBytes: 5_000_000_000,
  },
  canChangePlan: true,
  buyButton: null,
};

/** The panel as /profile first renders it, with the summary the server answered in the cache. */
function render(summary: BillingSummary, language: Language = "en"): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["billing", ORGANIZATION], summary);
  return renderToStaticMarkup(
    <I18nextProvider i18n={createPageI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BillingPanel organizationId={ORGANIZATION} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const manageButton = (label: string) => new RegExp(`<button type="button"[^>]*>${label}</button>`);

describe("BillingPanel's Manage billing button", () => {
  it("is offered to an Owner whose organization bought a plan, beside Change plan", () => {
    const html = render(ownerWithPlan);
    expect(html).toMatch(manageButton("Manage billing"));
    expect(html).not.toMatch(/<button[^>]* disabled=""/);
    expect(html).toMatch(/<a [^>]*href="\/pay"[^>]*>Change plan<\/a>/);
  });

  it("speaks Indonesian on an Indonesian page", () => {
    const html = render(ownerWithPlan, "id");
    expect(html).toMatch(manageButton("Kelola tagihan"));
    expect(html).not.toContain("Manage billing");
  });

  it("is not offered to an organization still on its card-less trial: Stripe has no customer", () => {
    const html = render({
      ...ownerWithPlan,
      plan: "professional",
      subscribedPlan: "professional",
      status: "trialing",
      trialDaysLeft: 14,
      stripeSubscriptionId: null,
    });
    expect(html).toContain("Change plan");
    expect(html).not.toContain("<button");
  });

  it("is not offered to a member who may not change the plan, who is told why", () => {
    const html = render({ ...ownerWithPlan, canChangePlan: false });
    expect(html).not.toContain("<button");
    expect(html).not.toContain("Change plan");
    expect(html).toContain("Only the organization&#x27;s Owner can change the plan.");
  });

  it("is not offered on a server without billing", () => {
    const html = render({
      ...ownerWithPlan,
      enabled: false,
      plan: null,
      subscribedPlan: null,
      status: null,
      currentPeriodEnd: null,
    });
    expect(html).not.toContain("<button");
    expect(html).toContain("Billing is not enabled on this server");
  });
});
