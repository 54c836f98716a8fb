import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../../../contracts/format-money.ts";
import {
  PLANS,
  TRIAL_DAYS,
  YEARLY_DISCOUNT_PERCENT,
  yearlyMonthlyPriceIdr,
  type Plan,
} from "../../../../contracts/plans.ts";
import { paths } from "../../../lib/paths.ts";
import { useSession } from "../../../lib/session.ts";
import { SectionHeading } from "./section-heading.tsx";

type Billing = "monthly" | "yearly";

/**
 * The monthly/yearly choice is two radio inputs, and CSS shows the chosen prices (the section is
 * the `group` that has the yearly input checked or not): it works before the scripts have run and
 * needs nothing from them (issue 19). Both prices are in the page; the other is display: none.
 */
const SHOWN_FOR: Record<Billing, string> = {
  // Whole class names, as Tailwind finds them in the source.
  monthly: "group-has-[[data-billing=yearly]:checked]:hidden",
  yearly: "hidden group-has-[[data-billing=yearly]:checked]:block",
};

function storageLabel(bytes: number): string {
  return bytes >= 1e9 ? `${bytes / 1e9} GB` : `${bytes / 1e6} MB`;
}

function PlanLimits({ plan }: { plan: Plan }) {
  const { t } = useTranslation();
  const lines = [
    // Only Free has a monthly document allowance in spec §9; the others promise none.
    plan.documentsPerMonth !== null &&
      t("landing.pricing.documents", { count: plan.documentsPerMonth }),
    plan.storageBytes === null
      ? t("landing.pricing.unlimited")
      : t("landing.pricing.storage", { size: storageLabel(plan.storageBytes) }),
    t(`landing.pricing.extraction.${plan.extraction}`),
    plan.supportResponseHours !== null &&
      t("landing.pricing.support", { hours: plan.supportResponseHours }),
    plan.dedicatedSupport && t("landing.pricing.dedicatedSupport"),
    plan.exports && t("landing.pricing.exports"),
    plan.customIntegrations && t("landing.pricing.customIntegrations"),
  ].filter((line): line is string => typeof line === "string");
  return (
    <ul className="mt-6 space-y-2 text-sm text-slate-700">
      {lines.map((line) => (
        <li key={line} className="flex gap-2">
          <span aria-hidden="true" className="text-brand-700">
            ✓
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}

function PlanPrice({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t, i18n } = useTranslation();
  if (plan.monthlyPriceIdr === null) {
    return (
      <p className="mt-4 text-2xl font-bold text-slate-900">{t("landing.pricing.contactSales")}</p>
    );
  }
  if (plan.monthlyPriceIdr === 0) {
    return <p className="mt-4 text-2xl font-bold text-slate-900">{t("landing.pricing.free")}</p>;
  }
  const monthly =
    billing === "yearly" ? yearlyMonthlyPriceIdr(plan.monthlyPriceIdr) : plan.monthlyPriceIdr;
  return (
    <div className={`mt-4 ${SHOWN_FOR[billing]}`}>
      <p>
        <span className="text-2xl font-bold text-slate-900">
          {formatMoney(monthly, "IDR", i18n.language)}
        </span>{" "}
        <span className="text-sm text-slate-600">{t("landing.pricing.perMonth")}</span>
      </p>
      {billing === "yearly" && (
        <p className="text-sm text-slate-600">
          {t("landing.pricing.billedYearly", {
            amount: formatMoney(monthly * 12, "IDR", i18n.language),
          })}
        </p>
      )}
    </div>
  );
}

/** Spec §2 and §9: four plans, monthly or yearly, limits read from src/contracts/plans.ts. */
export function PricingSection() {
  const { t } = useTranslation();
  // A signed-in user buys a paid plan on the purchase page; a visitor signs up on the way
  // there. The server renders the visitor's link (it knows no session), so a signed-in user who
  // clicks before the page is interactive is sent on from sign-up too.
  const signedIn = Boolean(useSession().data);
  const paidPlanTarget = signedIn
    ? paths.pay
    : `${paths.signUp}?next=${encodeURIComponent(paths.pay)}`;
  return (
    <section id="pricing" className="group mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading>{t("landing.pricing.title")}</SectionHeading>
      <fieldset className="mt-6 flex justify-center">
        <legend className="sr-only">{t("landing.pricing.billingPeriod")}</legend>
        <div className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
          {(["monthly", "yearly"] as const).map((billing) => (
            <label
              key={billing}
              className="cursor-pointer rounded-md px-4 py-2 text-sm font-semibold text-slate-700 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow has-focus-visible:ring-2 has-focus-visible:ring-brand-600"
            >
              <input
                type="radio"
                name="billing"
                value={billing}
                data-billing={billing}
                defaultChecked={billing === "monthly"}
                className="sr-only"
              />
              {t(`landing.pricing.${billing}`)}
              {billing === "yearly" && (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">
                  {t("landing.pricing.yearlyBadge", { percent: YEARLY_DISCOUNT_PERCENT })}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => (
          <article
            key={plan.id}
            className={`flex flex-col rounded-xl border p-6 ${plan.id === "professional" ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200"}`}
          >
            <h3 className="text-lg font-semibold text-slate-900">
              {t(`landing.pricing.plans.${plan.id}`)}
            </h3>
            <PlanPrice plan={plan} billing="monthly" />
            {plan.monthlyPriceIdr !== null && plan.monthlyPriceIdr > 0 && (
              <PlanPrice plan={plan} billing="yearly" />
            )}
            <PlanLimits plan={plan} />
            <div className="mt-auto pt-6">
              <Link
                to={
                  plan.monthlyPriceIdr === null
                    ? paths.contact
                    : plan.monthlyPriceIdr === 0
                      ? paths.signUp
                      : paidPlanTarget
                }
                className="block rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-900"
              >
                {t(
                  plan.monthlyPriceIdr === null
                    ? "landing.pricing.contactSales"
                    : plan.monthlyPriceIdr === 0
                      ? "landing.pricing.startFree"
                      : "landing.pricing.startTrial",
                )}
              </Link>
            </div>
          </article>
        ))}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t("landing.pricing.trialNote", { days: TRIAL_DAYS })}
      </p>
    </section>
  );
}
