import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../lib/paths.ts";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("notFound.body")}</p>
      <Link to={paths.home} className="mt-8 inline-block font-semibold text-brand-700">
        {t("notFound.home")}
      </Link>
    </main>
  );
}
