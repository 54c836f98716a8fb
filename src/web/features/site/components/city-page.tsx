import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ORGANIZATION_TYPES } from "../../../../contracts/organizations.ts";
import {
  CITIES,
  cityPageMeta,
  cityPath,
  DEFAULT_COUNTRY,
  INDUSTRY_NAMES,
  industryPath,
  STATIC_PAGES,
  type City,
} from "../../../../contracts/public-site.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";

function CityContent({ city }: { city: City }) {
  const { t } = useTranslation();
  const { title, description, language } = usePageMeta(cityPageMeta(city));
  const country = DEFAULT_COUNTRY.name[language];
  return (
    <PageShell
      title={title}
      intro={description}
      trail={[
        { label: STATIC_PAGES["/cities"].title[language], to: paths.cities },
        { label: city.name, to: cityPath(city) },
        { label: title },
      ]}
    >
      <div className="space-y-4 text-slate-700">
        <p>{t("site.cities.body", { city: city.name })}</p>
        <p>{t("site.cities.local", { province: city.province, country })}</p>
      </div>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t("site.cities.industries")}</h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {ORGANIZATION_TYPES.map((type) => (
          <li key={type}>
            <Link
              to={industryPath(type)}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-brand-700"
            >
              {INDUSTRY_NAMES[type][language]}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to={paths.signUp}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {t("site.cities.cta")}
      </Link>
    </PageShell>
  );
}

/** A city's page (default country Indonesia); an unknown slug is the site's not-found page. */
export function CityPage({ notFound }: { notFound: React.ReactNode }) {
  const { slug } = useParams();
  const city = CITIES.find((each) => each.slug === slug);
  return city ? <CityContent city={city} /> : notFound;
}
