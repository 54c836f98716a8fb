import { useTranslation } from "react-i18next";

/**
 * How the query was understood, as chips the user can remove or keep: "Type: faktur", "Date:
 * bulan lalu", "Amount: di atas 2 juta". Removing one takes its words out of the query. A
 * filter read from words only ranks (decision 0025); keeping its chip makes it a condition
 * every result meets (the search's `strict`), unless nothing meets it, which the page says.
 */
export function QueryChips({
  chips,
  kept,
  onRemove,
  onToggleKeep,
}: {
  chips: Array<{ filter: string; words: string }>;
  /** The filters whose chips the user kept. */
  kept: ReadonlySet<string>;
  onRemove: (chip: { filter: string; words: string }) => void;
  onToggleKeep: (filter: string) => void;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("search.understoodAs")}>
      {chips.map((chip) => {
        const isKept = kept.has(chip.filter);
        return (
          <li
            key={`${chip.filter}-${chip.words}`}
            className={`inline-flex items-center gap-1 rounded-full border py-0.5 pl-3 pr-1 text-xs ${
              isKept
                ? "border-brand-700 bg-brand-700 text-white"
                : "border-brand-100 bg-brand-50 text-brand-900"
            }`}
          >
            <span>
              {t(`search.filters.${chip.filter}`, { defaultValue: chip.filter })}: {chip.words}
            </span>
            <button
              type="button"
              aria-pressed={isKept}
              onClick={() => onToggleKeep(chip.filter)}
              title={t("search.keepFilterHint")}
              aria-label={t("search.keepFilter", { words: chip.words })}
              className="rounded-full px-1.5 underline-offset-2 hover:underline focus:outline-none focus:ring-2 focus:ring-brand-600"
            >
              {isKept ? t("search.kept") : t("search.keep")}
            </button>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              aria-label={t("search.removeFilter", { words: chip.words })}
              className="rounded-full px-1.5 hover:bg-brand-100 hover:text-brand-900 focus:outline-none focus:ring-2 focus:ring-brand-600"
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
