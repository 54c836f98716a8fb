import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Alert } from "../../../components/ui/alert.tsx";
import { paths } from "../../../lib/paths.ts";
import { useCurrentOrganization } from "../../organizations/api/use-organizations.ts";
import { useBilling } from "../api/use-billing.ts";
import { StripeBuyButton } from "./stripe-buy-button.tsx";

/** Where the last payment's id is kept (spec §4 Payment; the spec does not name the key). */
export const PAYMENT_INTENT_KEY = "lastPaymentIntentId";

function isStripeOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (
      url.protocol === "https:" &&
      (url.hostname === "stripe.com" || url.hostname.endsWith(".stripe.com"))
    );
  } catch {
    return false;
  }
}

/**
 * Spec §4: a success message from Stripe's origin stores the payment intent id, then the user
 * goes to /dashboard with a fresh page (so the new plan is read from the server).
 */
function usePaymentSuccess() {
  useEffect(() => {
    const received = (event: MessageEvent) => {
      if (!isStripeOrigin(event.origin)) return;
      const data = event.data as { paymentIntentId?: unknown } | null;
      if (typeof data?.paymentIntentId !== "string") return;
      localStorage.setItem(PAYMENT_INTENT_KEY, data.paymentIntentId);
      window.location.assign(paths.dashboard);
    };
    window.addEventListener("message", received);
    return () => window.removeEventListener("message", received);
  }, []);
}

/** /pay: Stripe's buy button for the organization's Owner (spec §2 purchase page). */
export function PayPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const organization = useCurrentOrganization();
  const billing = useBilling(organization.current?.id);
  const summary = billing.data;
  usePaymentSuccess();

  return (
    <main className="mx-auto max-w-xl space-y-6 px-4 py-10 text-slate-700">
      <h1 className="text-2xl font-bold text-slate-900">{t("billing.payTitle")}</h1>
      {search.get("canceled") === "true" && <Alert>{t("billing.canceled")}</Alert>}
      {billing.isError && <Alert>{t("billing.loadFailed")}</Alert>}
      {summary && !summary.enabled && <p>{t("billing.disabled")}</p>}
      {summary?.enabled && summary.plan && (
        <p>{t("billing.currentPlan", { plan: t(`landing.pricing.plans.${summary.plan}`) })}</p>
      )}
      {summary?.enabled &&
        (summary.buyButton ? (
          <StripeBuyButton button={summary.buyButton} />
        ) : (
          <p>{t("billing.onlyOwners")}</p>
        ))}
      <Link to={paths.profile} className="inline-block text-brand-700 underline">
        {t("billing.backToProfile")}
      </Link>
    </main>
  );
}
