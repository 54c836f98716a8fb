import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths, SUPPORT_EMAIL } from "../../../lib/paths.ts";

const FEATURES = ["extraction", "search", "legal", "safe"] as const;

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            {t("landing.hero.title")}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            {t("landing.hero.subtitle")}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to={paths.bookDemo}
              className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
            >
              {t("landing.hero.bookDemo")}
            </Link>
            <a
              href="#features"
              className="rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t("landing.hero.learnMore")}
            </a>
          </div>
          <p className="mt-4 text-sm text-slate-500">{t("landing.hero.trial")}</p>
        </div>
      </section>

      <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold text-slate-900">
          {t("landing.features.title")}
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <article key={feature} className="rounded-xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">
                {t(`landing.features.${feature}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`landing.features.${feature}.body`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 className="text-3xl font-bold">{t("landing.cta.title")}</h2>
          <p className="mt-4 text-brand-100">{t("landing.cta.body")}</p>
          <Link
            to={paths.bookDemo}
            className="mt-8 inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
          >
            {t("landing.cta.signUp")}
          </Link>
        </div>
      </section>

      <footer className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600">
          <p>
            © {new Date().getFullYear()} {t("landing.footer.rights")}
          </p>
          <nav className="flex flex-wrap gap-4">
            <Link to={paths.aboutUs}>{t("nav.aboutUs")}</Link>
            <Link to={paths.contact}>{t("nav.contact")}</Link>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t("landing.footer.support")}</a>
          </nav>
        </div>
      </footer>
    </>
  );
}
