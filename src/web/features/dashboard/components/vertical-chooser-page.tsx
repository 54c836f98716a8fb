import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";
import type { Vertical } from "../../../../contracts/organizations.ts";

const VERTICALS = [
  { key: "accounting", to: paths.accountingDashboard },
  { key: "legal", to: paths.legalDashboard },
] as const;

/**
 * /verticals: where people with both verticals choose their workspace; `readable` leaves out
 * one the member may not read in the current organization.
 */
export function VerticalChooserPage({ readable }: { readable: readonly Vertical[] | undefined }) {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t("verticals.title")}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {VERTICALS.filter(
          (vertical) => readable === undefined || readable.includes(vertical.key),
        ).map((vertical) => (
          <Link
            key={vertical.key}
            to={vertical.to}
            className="rounded-xl border border-slate-200 bg-white p-6 hover:border-brand-600"
          >
            <h2 className="text-lg font-semibold text-slate-900">
              {t(`verticals.${vertical.key}.name`)}
            </h2>
            <p className="mt-2 text-sm text-slate-600">
              {t(`verticals.${vertical.key}.description`)}
            </p>
          </Link>
        ))}
      </div>
    </main>
  );
}
