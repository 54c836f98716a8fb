import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../../contracts/format-money.ts";
import {
  MINUTES_TO_FIND_A_DOCUMENT,
  planForVolume,
  timeSpentSearching,
} from "../../../../contracts/plans.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { SectionHeading } from "./section-heading.tsx";

function NumberInput(props: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  // The result is worked out by the app: until it has taken the server's page over, the inputs
  // are visibly disabled rather than typed into with nothing following (issue 19).
  const hydrated = useHydrated();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        disabled={!hydrated}
        value={Number.isFinite(props.value) ? props.value : ""}
        onChange={(event) => props.onChange(Math.max(0, event.target.valueAsNumber || 0))}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:ring-1 focus:ring-brand-600 focus:outline-none disabled:cursor-wait disabled:bg-slate-100"
      />
    </div>
  );
}

/** Spec §9's time calculator: searches × 18 minutes, priced at the visitor's hourly cost. */
export function CalculatorSection() {
  const { t, i18n } = useTranslation();
  const [documents, setDocuments] = useState(200);
  const [searches, setSearches] = useState(10);
  const [hourlyCost, setHourlyCost] = useState(50_000);
  const spent = timeSpentSearching(searches, hourlyCost);
  const hours = new Intl.NumberFormat(i18n.language === "id" ? "id-ID" : "en-US", {
    maximumFractionDigits: 1,
  }).format(spent.hoursPerMonth);
  return (
    <section id="calculator" className="mx-auto max-w-4xl scroll-mt-20 px-4 py-16">
      <SectionHeading>{t("landing.calculator.title")}</SectionHeading>
      <p className="mt-4 text-center text-slate-600">
        {t("landing.calculator.intro", { minutes: MINUTES_TO_FIND_A_DOCUMENT })}
      </p>
      <div className="mt-8 grid gap-4 sm:grid-cols-3">
        <NumberInput
          label={t("landing.calculator.documents")}
          value={documents}
          onChange={setDocuments}
        />
        <NumberInput
          label={t("landing.calculator.searches")}
          value={searches}
          onChange={setSearches}
        />
        <NumberInput
          label={t("landing.calculator.hourlyCost")}
          value={hourlyCost}
          onChange={setHourlyCost}
        />
      </div>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2" aria-live="polite">
        <div className="rounded-xl bg-brand-50 p-6 text-center">
          <dt className="text-sm text-slate-700">{t("landing.calculator.hours")}</dt>
          <dd className="mt-2 text-3xl font-bold text-brand-900" data-testid="calculator-hours">
            {hours}
          </dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-6 text-center">
          <dt className="text-sm text-slate-700">{t("landing.calculator.cost")}</dt>
          <dd className="mt-2 text-3xl font-bold text-brand-900" data-testid="calculator-cost">
            {formatMoney(spent.rupiahPerMonth, "IDR", i18n.language)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-center text-sm text-slate-600">
        {t("landing.calculator.plan", {
          count: documents,
          plan: t(`landing.pricing.plans.${planForVolume(documents)}`),
        })}
      </p>
    </section>
  );
}
