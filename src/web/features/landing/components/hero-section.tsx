import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

export function HeroSection() {
  const { t } = useTranslation();
  return (
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
          <Link
            to={paths.features}
            className="rounded-md border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t("landing.hero.learnMore")}
          </Link>
        </div>
        <p className="mt-4 text-sm text-slate-600">{t("landing.hero.trial")}</p>
      </div>
    </section>
  );
}
