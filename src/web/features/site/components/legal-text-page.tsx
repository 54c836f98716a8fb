import { useTranslation } from "react-i18next";
import { STATIC_PAGES } from "../../../../contracts/public-site.ts";
import { SUPPORT_EMAIL } from "../../../lib/paths.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";

interface Section {
  title: string;
  body: string;
}

/** The privacy policy or the terms: dated sections, the support address filled in. */
export function LegalTextPage({ document }: { document: "privacy" | "terms" }) {
  const { t } = useTranslation();
  const { title } = usePageMeta(
    STATIC_PAGES[document === "privacy" ? "/privacy-policy" : "/terms-of-service"],
  );
  const sections = Object.values(
    t(`site.${document}.sections`, { returnObjects: true, email: SUPPORT_EMAIL }) as Record<
      string,
      Section
    >,
  );
  return (
    <PageShell title={title} intro={t(`site.${document}.updated`)} trail={[{ label: title }]}>
      <div className="space-y-8">
        {sections.map((section) => (
          <section key={section.title}>
            <h2 className="text-xl font-semibold text-slate-900">{section.title}</h2>
            <p className="mt-2 text-slate-700">{section.body}</p>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
