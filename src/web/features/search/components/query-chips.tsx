import { useTranslation } from "react-i18next";

/**
 * How the query was understood, as chips the user can remove: "Type: faktur", "Date: bulan
 * lalu", "Amount: di atas 2 juta". Removing one takes its words out of the query.
 */
export function QueryChips({
  chips,
  onRemove,
}: {
  chips: Array<{ filter: string; words: string }>;
  onRemove: (words: string) => void;
}) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={t("search.understoodAs")}>
      {chips.map((chip) => (
        <li
          key={`${chip.filter}-${chip.words}`}
          className="inline-flex items-center gap-1 rounded-full border border-brand-100 bg-brand-50 py-0.5 pl-3 pr-1 text-xs text-brand-900"
        >
          <span>
            {t(`search.filters.${chip.filter}`, { defaultValue: chip.filter })}: {chip.words}
          </span>
          <button
            type="button"
            onClick={() => onRemove(chip.words)}
            aria-label={t("search.removeFilter", { words: chip.words })}
            className="rounded-full px-1.5 text-brand-700 hover:bg-brand-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
