import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  CITIES,
  cityPath,
  DEFAULT_COUNTRY,
  STATIC_PAGES,
} from "../../../../contracts/public-site.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";

export function CitiesPage() {
  const { t } = useTranslation();
  const { title, language } = usePageMeta(STATIC_PAGES["/cities"]);
  return (
    <PageShell
      title={title}
      intro={t("site.cities.intro", { country: DEFAULT_COUNTRY.name[language] })}
      trail={[{ label: title }]}
    >
      <ul className="grid gap-3 sm:grid-cols-3">
        {CITIES.map((city) => (
          <li key={city.slug}>
            <Link
              to={cityPath(city)}
              className="block rounded-lg border border-slate-200 px-4 py-3 hover:border-brand-700"
            >
              <span className="font-semibold text-slate-900">{city.name}</span>
              <span className="block text-sm text-slate-600">{city.province}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}
