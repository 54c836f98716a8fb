import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading.tsx";

interface Story {
  who: string;
  story: string;
}

/** No invented quotes: until real customers agree to be quoted, the section says who it is for. */
export function TestimonialsSection() {
  const { t } = useTranslation();
  const stories = Object.values(
    t("landing.testimonials.stories", { returnObjects: true }) as Record<string, Story>,
  );
  return (
    <section id="testimonials" className="scroll-mt-20 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading>{t("landing.testimonials.title")}</SectionHeading>
        <p className="mx-auto mt-4 max-w-2xl text-center text-slate-600">
          {t("landing.testimonials.note")}
        </p>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {stories.map((story) => (
            <article key={story.who} className="rounded-xl border border-slate-200 bg-white p-6">
              <h3 className="font-semibold text-slate-900">{story.who}</h3>
              <p className="mt-2 text-slate-600">{story.story}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
