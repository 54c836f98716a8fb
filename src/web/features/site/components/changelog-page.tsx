import { useTranslation } from "react-i18next";
import changelog from "../../../../../CHANGELOG.md?raw";
import { STATIC_PAGES } from "../../../../contracts/public-site.ts";
import { parseChangelog } from "../changelog.ts";
import { usePageMeta } from "../hooks/use-page-meta.ts";
import { PageShell } from "./page-shell.tsx";

const DAYS = parseChangelog(changelog);

/** CHANGELOG.md from the repository, as it was when the app was built. */
export function ChangelogPage() {
  const { t } = useTranslation();
  const { title } = usePageMeta(STATIC_PAGES["/changelog"]);
  return (
    <PageShell title={title} intro={t("site.changelog.intro")} trail={[{ label: title }]}>
      <div className="space-y-10">
        {DAYS.map((day) => (
          <section key={day.heading}>
            <h2 className="text-2xl font-semibold text-slate-900">{day.heading}</h2>
            {day.areas.map((area) => (
              <div key={area.heading} className="mt-4">
                <h3 className="font-semibold text-slate-800">{area.heading}</h3>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                  {area.items.map((item, index) => (
                    <li key={index}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </div>
    </PageShell>
  );
}
