import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ORGANIZATION_TYPES } from "../../../../contracts/organizations.ts";
import {
  INDUSTRY_FOCUS,
  INDUSTRY_NAMES,
  industryPath,
  STATIC_PAGES,
} from "../../../../contracts/public-site.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";

export function IndustriesPage() {
  const { t } = useTranslation();
  const { title, language } = usePageMeta(STATIC_PAGES["/industries"]);
  return (
    <PageShell title={title} intro={t("site.industries.intro")} trail={[{ label: title }]}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {ORGANIZATION_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={industryPath(type)}
              className="block rounded-xl border border-slate-200 p-5 hover:border-brand-700"
            >
              <span className="font-semibold text-slate-900">{INDUSTRY_NAMES[type][language]}</span>
              <span className="mt-1 block text-sm text-slate-600">
                {INDUSTRY_FOCUS[type][language].join(" · ")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
