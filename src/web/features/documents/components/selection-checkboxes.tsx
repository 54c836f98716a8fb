import { useTranslation } from "react-i18next";
import type { RowSelection } from "../hooks/use-row-selection.ts";

const checkbox = "h-4 w-4 rounded border-slate-300 accent-brand-700";

/** A table header's checkbox: every row on the page, half-checked while only some are. */
export function SelectAllCheckbox({ selection }: { selection: RowSelection }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      aria-label={t("legalTable.selectAll")}
      checked={selection.allOnPage}
      ref={(input) => {
        if (input) input.indeterminate = selection.someOnPage;
      }}
      onChange={selection.toggleAll}
      className={checkbox}
    />
  );
}

/** One row's checkbox, named after its document for screen readers. */
export function SelectRowCheckbox({
  selection,
  id,
  name,
}: {
  selection: RowSelection;
  id: string;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      aria-label={t("legalTable.select", { name })}
      checked={selection.isSelected(id)}
      onChange={() => selection.toggle(id)}
      className={checkbox}
    />
  );
}
