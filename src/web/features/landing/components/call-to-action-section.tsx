import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../lib/paths.ts";

export function CallToActionSection() {
  const { t } = useTranslation();
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 className="text-3xl font-bold">{t("landing.cta.title")}</h2>
        <p className="mt-4 text-brand-100">{t("landing.cta.body")}</p>
        <Link
          to={paths.signUp}
          className="mt-8 inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          {t("landing.cta.signUp")}
        </Link>
      </div>
    </section>
  );
}
