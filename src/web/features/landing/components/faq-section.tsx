import { useTranslation } from "react-i18next";
import { FAQ } from "../../../../contracts/public-site.ts";
import { SectionHeading } from "./section-heading.tsx";

/** The questions live in src/contracts: the server writes the same ones as FAQPage data. */
export function FaqSection() {
  const { t, i18n } = useTranslation();
  const language = i18n.language === "id" ? "id" : "en";
  return (
    <section id="faq" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
      <SectionHeading>{t("landing.faq.title")}</SectionHeading>
      <div className="mt-10 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {FAQ.map((item) => (
          <details key={item.question.en} className="p-5">
            <summary className="cursor-pointer font-semibold text-slate-900">
              {item.question[language]}
            </summary>
            <p className="mt-3 text-slate-600">{item.answer[language]}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
