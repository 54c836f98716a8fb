import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";

export function FeatureListSection() {
  const { t } = useTranslation();
  const available = t("landing.featureList.available", { returnObjects: true }) as string[];
  const soon = t("landing.featureList.soon", { returnObjects: true }) as string[];
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <SectionHeading>{t("landing.featureList.title")}</SectionHeading>
        <ul className="mt-10 grid gap-3 sm:grid-cols-2">
          {available.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-700">
              <span aria-hidden="true" className="text-brand-700">
                ✓
              </span>
              {feature}
            </li>
          ))}
          {soon.map((feature) => (
            <li key={feature} className="flex flex-wrap items-center gap-2 text-slate-600">
              <span aria-hidden="true">○</span>
              {feature}
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t("landing.featureList.comingSoon")}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
