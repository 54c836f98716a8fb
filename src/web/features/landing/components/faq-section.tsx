import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";

interface Question {
  q: string;
  a: string;
}

export function FaqSection() {
  const { t } = useTranslation();
  const questions = Object.values(
    t("landing.faq.items", { returnObjects: true }) as Record<string, Question>,
  );
  return (
    <section id="faq" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-16">
      <SectionHeading>{t("landing.faq.title")}</SectionHeading>
      <div className="mt-10 divide-y divide-slate-200 rounded-xl border border-slate-200">
        {questions.map((question) => (
          <details key={question.q} className="group p-5">
            <summary className="cursor-pointer font-semibold text-slate-900">{question.q}</summary>
            <p className="mt-3 text-slate-600">{question.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
