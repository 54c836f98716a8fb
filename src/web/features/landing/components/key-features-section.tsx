import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";

const FEATURES = ["extraction", "search", "legal", "safe"] as const;

export function KeyFeaturesSection() {
  const { t } = useTranslation();
  return (
    <section id="features" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
      <SectionHeading>{t("landing.features.title")}</SectionHeading>
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
  );
}
