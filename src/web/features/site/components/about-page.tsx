import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { STATIC_PAGES } from "../../../../contracts/public-site.ts";
import { paths } from "../../../lib/paths.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";

export function AboutPage() {
  const { t } = useTranslation();
  const { title, description } = usePageMeta(STATIC_PAGES["/about-us"]);
  const paragraphs = t("site.about.paragraphs", { returnObjects: true }) as string[];
  return (
    <PageShell title={title} intro={description} trail={[{ label: title }]}>
      <div className="space-y-4 text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <Link
        to={paths.contact}
        className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900"
      >
        {t("site.about.contactUs")}
      </Link>
    </PageShell>
  );
}
