import { useTranslation } from "react-i18next";
import type { DiffPart, DraftDiff } from "../../../../contracts/legal-drafts.ts";

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <p className="whitespace-pre-wrap text-sm leading-relaxed">
      {parts.map((part, index) =>
        part.change === "added" ? (
          <ins key={index} className="bg-emerald-100 text-emerald-900 no-underline">
            {part.text}
          </ins>
        ) : part.change === "removed" ? (
          <del key={index} className="bg-red-100 text-red-800">
            {part.text}
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** What changed between two versions: additions marked green, removals struck through in red. */
export function DraftDiffView({ diff }: { diff: DraftDiff }) {
  const { t } = useTranslation();
  const changed = (parts: DiffPart[]) => parts.some((part) => part.change !== "same");
  return (
    <div
      className="space-y-4"
      aria-label={t("legalDrafts.diffTitle", { from: diff.from, to: diff.to })}
    >
      <h3 className="font-semibold">
        {t("legalDrafts.diffTitle", { from: diff.from, to: diff.to })}
      </h3>
      {changed(diff.title) && <Parts parts={diff.title} />}
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <h4 className="text-sm font-semibold text-slate-600">{t("legalDrafts.indonesian")}</h4>
          <Parts parts={diff.body_id} />
        </div>
        {diff.body_en.length > 0 && (
          <div>
            <h4 className="text-sm font-semibold text-slate-600">{t("legalDrafts.english")}</h4>
            <Parts parts={diff.body_en} />
          </div>
        )}
      </div>
    </div>
  );
}
