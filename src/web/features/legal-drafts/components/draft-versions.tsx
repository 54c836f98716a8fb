import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useDraftDiff, useDraftVersions } from "../api/use-drafts.ts";
import { DraftDiffView } from "./draft-diff.tsx";

/** The saved versions, newest first; choosing one shows what changed since the one before it. */
export function DraftVersions({
  organizationId,
  draftId,
}: {
  organizationId: string;
  draftId: string;
}) {
  const { t, i18n } = useTranslation();
  const versions = useDraftVersions(organizationId, draftId);
  const [range, setRange] = useState<{ from: number; to: number } | null>(null);
  const diff = useDraftDiff(organizationId, draftId, range);
  return (
    <section className="space-y-3" aria-label={t("legalDrafts.versions")}>
      <h2 className="text-lg font-semibold">{t("legalDrafts.versions")}</h2>
      <ul className="divide-y rounded-md border bg-white text-sm">
        {(versions.data?.versions ?? []).map((version) => (
          <li key={version.version} className="flex items-center justify-between gap-4 px-3 py-2">
            <span>
              {t("legalDrafts.versionLabel", { version: version.version })} ·{" "}
              {new Date(version.created_at).toLocaleString(
                i18n.language === "id" ? "id-ID" : "en-US",
              )}
              {version.created_by_name ? ` · ${version.created_by_name}` : ""}
            </span>
            {version.version > 1 && (
              <button
                type="button"
                className="text-brand-700 underline"
                onClick={() => setRange({ from: version.version - 1, to: version.version })}
              >
                {t("legalDrafts.showChanges")}
              </button>
            )}
          </li>
        ))}
      </ul>
      {diff.data && <DraftDiffView diff={diff.data} />}
    </section>
  );
}
