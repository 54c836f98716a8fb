import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ORGANIZATION_TYPES } from "../../../../contracts/organizations.ts";
import {
  INDUSTRY_FOCUS,
  INDUSTRY_NAMES,
  INDUSTRY_SLUGS,
  industryPageMeta,
  STATIC_PAGES,
} from "../../../../contracts/public-site.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";
import type { OrganizationType } from "../../../../contracts/organizations.ts";

function IndustryContent({ type }: { type: OrganizationType }) {
  const { t } = useTranslation();
  const { title, description, language } = usePageMeta(industryPageMeta(type));
  const industries = STATIC_PAGES["/industries"].title[language];
  return (
    <PageShell
      title={title}
      intro={description}
      trail={[{ label: industries, to: paths.industries }, { label: title }]}
    >
      <h2 className="text-xl font-semibold text-slate-900">{t("site.industries.focus")}</h2>
      <ul className="mt-4 space-y-2 text-slate-700">
        {INDUSTRY_FOCUS[type][language].map((focus) => (
          <li key={focus} className="flex gap-2">
            <span aria-hidden="true" className="text-brand-700">
              ✓
            </span>
            {focus}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-slate-700">
        {t("site.industries.body", { name: INDUSTRY_NAMES[type][language] })}
      </p>
      <Link
        to={paths.signUp}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {t("site.industries.cta")}
      </Link>
    </PageShell>
  );
}

/** One pillar page per organization type; an unknown slug is the site's own not-found page. */
export function IndustryPage({ notFound }: { notFound: React.ReactNode }) {
  const { slug } = useParams();
  const type = ORGANIZATION_TYPES.find((each) => INDUSTRY_SLUGS[each] === slug);
  return type ? <IndustryContent type={type} /> : notFound;
}
