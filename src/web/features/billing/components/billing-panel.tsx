import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BillingSummary } from "../../../../contracts/billing.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { paths } from "../../../lib/paths.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { useCurrentOrganization } from "../../organizations/api/use-organizations.ts";
import { useAutoSync, useBilling, useBillingPortal } from "../api/use-billing.ts";

/** Sizes in the decimal units the plans are sold in (200 MB, 5 GB). */
export function formatStorage(bytes: number, language: string): string {
  const format = (value: number) =>
    new Intl.NumberFormat(language === "id" ? "id-ID" : "en-US", {
      maximumFractionDigits: 1,
    }).format(value);
  if (bytes >= 1e9) return `${format(bytes / 1e9)} GB`;
  return `${format(bytes / 1e6)} MB`;
}

function formatDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === "id" ? "id-ID" : "en-US", {
    dateStyle: "medium",
  }).format(new Date(iso));
}

function PeriodLine({ summary }: { summary: BillingSummary }) {
  const { t, i18n } = useTranslation();
  if (!summary.currentPeriodEnd) return null;
  const date = formatDay(summary.currentPeriodEnd, i18n.language);
  if (summary.trialDaysLeft !== null) {
    return (
      <p>
        {t("billing.trialDaysLeft", { count: summary.trialDaysLeft })} ·{" "}
        {t("billing.trialEnds", { date })}
      </p>
    );
  }
  return <p>{t(summary.valid ? "billing.renews" : "billing.ended", { date })}</p>;
}

function Usage({ summary }: { summary: BillingSummary }) {
  const { t, i18n } = useTranslation();
  const { usage } = summary;
  const used = formatStorage(usage.storageBytes, i18n.language);
  return (
    <div>
      <h3 className="font-medium text-slate-900">{t("billing.usage")}</h3>
      <p>
        {usage.documentsPerMonth === null
          ? t("billing.documentsThisMonthUnlimited", { used: usage.documentsThisMonth })
          : t("billing.documentsThisMonth", {
              used: usage.documentsThisMonth,
              limit: usage.documentsPerMonth,
            })}
      </p>
      <p>
        {usage.storageLimitBytes === null
          ? t("billing.storageUnlimited", { used })
          : t("billing.storage", {
              used,
              limit: formatStorage(usage.storageLimitBytes, i18n.language),
            })}
      </p>
    </div>
  );
}

function SyncFailure({ error }: { error: Error }) {
  const { t } = useTranslation();
  // Spec §8: the server's details, or 'Failed to sync with Stripe'.
  const details =
    error instanceof ApiError
      ? (error.body as { error?: { details?: { details?: unknown } } } | null)?.error?.details
          ?.details
      : undefined;
  return <Alert>{typeof details === "string" ? details : t("billing.syncFailed")}</Alert>;
}

function PortalFailure({ error }: { error: Error }) {
  const { t } = useTranslation();
  const reason =
    error instanceof ApiError
      ? (error.body as { error?: { details?: { reason?: unknown } } } | null)?.error?.details
          ?.reason
      : undefined;
  return (
    <Alert>
      {t(reason === "no_stripe_customer" ? "billing.portalNoCustomer" : "billing.portalFailed")}
    </Alert>
  );
}

/** Stripe's customer portal, for an Owner whose organization has bought a plan. */
function ManageBilling({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const portal = useBillingPortal(organizationId);
  return (
    <>
      <button
        type="button"
        onClick={() => portal.mutate()}
        disabled={portal.isPending || portal.isSuccess}
        className="ml-2 inline-block rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50 disabled:opacity-60"
      >
        {t(
          portal.isPending || portal.isSuccess ? "billing.openingPortal" : "billing.manageBilling",
        )}
      </button>
      {portal.error && <PortalFailure error={portal.error} />}
    </>
  );
}

/** /profile's billing: plan, trial days left, next renewal and this month's usage. */
export function BillingPanel({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const billing = useBilling(organizationId);
  const sync = useAutoSync(organizationId, billing.data);
  const summary = billing.data;

  return (
    <section aria-labelledby="billing-title" className="space-y-3 text-sm text-slate-700">
      <h2 id="billing-title" className="text-lg font-semibold text-slate-900">
        {t("billing.title")}
      </h2>
      {billing.isError && <Alert>{t("billing.loadFailed")}</Alert>}
      {sync.error && <SyncFailure error={sync.error} />}
      {summary && !summary.enabled && <p>{t("billing.disabled")}</p>}
      {summary?.enabled && summary.plan && (
        <>
          <p>
            <span className="font-medium text-slate-900">
              {t(`landing.pricing.plans.${summary.plan}`)}
            </span>
            {summary.status && <> · {t(`billing.status.${summary.status}`)}</>}
          </p>
          {!summary.valid && <p>{t("billing.notValid")}</p>}
          <PeriodLine summary={summary} />
        </>
      )}
      {summary && <Usage summary={summary} />}
      {summary?.enabled &&
        (summary.canChangePlan ? (
          <div>
            <Link
              to={paths.pay}
              className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900"
            >
              {t("billing.changePlan")}
            </Link>
            {summary.stripeSubscriptionId !== null && (
              <ManageBilling organizationId={organizationId} />
            )}
          </div>
        ) : (
          <p>{t("billing.onlyOwners")}</p>
        ))}
    </section>
  );
}

/** The billing of the organization the user works in now. */
export function CurrentOrganizationBilling() {
  const organization = useCurrentOrganization();
  return organization.current ? <BillingPanel organizationId={organization.current.id} /> : null;
}
