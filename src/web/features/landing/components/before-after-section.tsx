import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";

export function BeforeAfterSection() {
  const { t } = useTranslation();
  const before = t("landing.beforeAfter.before", { returnObjects: true }) as string[];
  const after = t("landing.beforeAfter.after", { returnObjects: true }) as string[];
  return (
    <section className="bg-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-16">
        <SectionHeading>{t("landing.beforeAfter.title")}</SectionHeading>
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-slate-700">
              {t("landing.beforeAfter.beforeTitle")}
            </h3>
            <ul className="mt-4 space-y-3 text-slate-600">
              {before.map((line) => (
                <li key={line} className="flex gap-2">
                  <span aria-hidden="true">✕</span>
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl border border-brand-200 bg-white p-6">
            <h3 className="text-lg font-semibold text-brand-900">
              {t("landing.beforeAfter.afterTitle")}
            </h3>
            <ul className="mt-4 space-y-3 text-slate-700">
              {after.map((line) => (
                <li key={line} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-700">
                    ✓
                  </span>
                  {line}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
