import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths, SUPPORT_EMAIL } from "../lib/paths.ts";

const COLUMNS = [
  {
    titleKey: "landing.footer.product",
    links: [
      { to: paths.features, labelKey: "nav.features" },
      { to: paths.calculator, labelKey: "site.nav.calculator" },
      { to: paths.pricing, labelKey: "site.nav.pricing" },
      { to: paths.testimonials, labelKey: "site.nav.testimonials" },
      { to: paths.faq, labelKey: "site.nav.faq" },
    ],
  },
  {
    titleKey: "landing.footer.company",
    links: [
      { to: paths.aboutUs, labelKey: "nav.aboutUs" },
      { to: paths.contact, labelKey: "nav.contact" },
      { to: paths.bookDemo, labelKey: "nav.bookDemo" },
      { to: paths.changelog, labelKey: "site.nav.changelog" },
    ],
  },
  {
    titleKey: "landing.footer.resources",
    links: [
      { to: paths.industries, labelKey: "site.nav.industries" },
      { to: paths.cities, labelKey: "site.nav.cities" },
    ],
  },
  {
    titleKey: "landing.footer.legal",
    links: [
      { to: paths.privacyPolicy, labelKey: "site.nav.privacyPolicy" },
      { to: paths.termsOfService, labelKey: "site.nav.termsOfService" },
    ],
  },
] as const;

/** The public pages' footer: the spec's links plus the support mail link. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-lg font-bold text-brand-700 lowercase">berkas</p>
          {/* The server renders a page once per process; it may outlive a new year's day. */}
          <p className="mt-2 text-slate-600" suppressHydrationWarning>
            © {new Date().getFullYear()} {t("landing.footer.rights")}
          </p>
          <a
            className="mt-2 inline-block text-brand-700 underline"
            href={`mailto:${SUPPORT_EMAIL}`}
          >
            {t("landing.footer.support")}: {SUPPORT_EMAIL}
          </a>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.titleKey} aria-label={t(column.titleKey)}>
            <p className="font-semibold text-slate-900">{t(column.titleKey)}</p>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-slate-600 hover:text-brand-700">
                    {t(link.labelKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
}
