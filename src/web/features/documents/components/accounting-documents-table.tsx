import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentListItem } from "../../../../contracts/documents.ts";
import { StarIcon } from "../../../components/ui/icons.tsx";
import { documentPath } from "../../../lib/paths.ts";
import { useStarDocument } from "../api/use-documents.ts";
import { accountingDisplayName, formatDate, formatMoney } from "../document-format.ts";
import type { Placeholder } from "../hooks/use-placeholders.ts";
import type { RowSelection } from "../hooks/use-row-selection.ts";
import { SelectAllCheckbox, SelectRowCheckbox } from "./selection-checkboxes.tsx";
import { StatusBadge } from "./status-badge.tsx";

const cell = "px-3 py-2.5 align-middle";

function StarToggle({ document }: { document: DocumentListItem }) {
  const { t } = useTranslation();
  const star = useStarDocument(document.id);
  const starred = star.isPending ? Boolean(star.variables) : document.starred;
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={t("explorer.table.star", { name: accountingDisplayName(document) })}
      onClick={() => star.mutate(!starred)}
      className={`inline-flex h-8 w-8 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 ${
        starred ? "text-amber-500" : "text-slate-300 hover:text-slate-500"
      }`}
    >
      <StarIcon filled={starred} />
    </button>
  );
}

/**
 * The explorer's document rows: a checkbox for the bulk bar, star, name, vendor, date, type,
 * AP/AR, amount and status.
 */
export function AccountingDocumentsTable({
  documents,
  placeholders,
  loading,
  pageSize,
  empty,
  selection,
}: {
  documents: DocumentListItem[];
  placeholders: Placeholder[];
  loading: boolean;
  pageSize: number;
  empty: { title: string; hint: string } | null;
  selection: RowSelection;
}) {
  const { t, i18n } = useTranslation();
  const hideOnPhone = "hidden md:table-cell";
  // AP/AR gives way first: the explorer's own AP/AR sections already sort by it.
  const wideOnly = "hidden xl:table-cell";
  const columns = 9;
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full table-fixed text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className={`${cell} w-10`}>
              <SelectAllCheckbox selection={selection} />
            </th>
            <th scope="col" className={`${cell} w-11`}>
              <span className="sr-only">{t("explorer.table.starred")}</span>
            </th>
            <th scope="col" className={cell}>
              {t("explorer.table.name")}
            </th>
            <th scope="col" className={`${cell} ${hideOnPhone} w-40`}>
              {t("explorer.table.vendor")}
            </th>
            <th scope="col" className={`${cell} hidden w-28 sm:table-cell`}>
              {t("explorer.table.date")}
            </th>
            <th scope="col" className={`${cell} ${hideOnPhone} w-28`}>
              {t("explorer.table.type")}
            </th>
            <th scope="col" className={`${cell} ${wideOnly} w-16`}>
              {t("explorer.table.apAr")}
            </th>
            <th scope="col" className={`${cell} w-32 text-right sm:w-36`}>
              {t("explorer.table.amount")}
            </th>
            <th scope="col" className={`${cell} hidden w-32 sm:table-cell`}>
              {t("explorer.table.status")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {placeholders.map((placeholder) => (
            <tr key={placeholder.placeholderId} className="bg-brand-50/40">
              <td className={cell} />
              <td className={cell} />
              <td className={`${cell} truncate text-slate-600`} colSpan={6}>
                {placeholder.name}
              </td>
              <td className={`${cell} hidden sm:table-cell`}>
                <StatusBadge status="uploading" />
              </td>
            </tr>
          ))}
          {loading &&
            Array.from({ length: Math.min(pageSize, 6) }, (_, index) => (
              <tr key={index} aria-hidden="true">
                <td colSpan={columns} className="px-3 py-3">
                  <div className="h-5 animate-pulse rounded bg-slate-100" />
                </td>
              </tr>
            ))}
          {!loading && documents.length === 0 && placeholders.length === 0 && empty && (
            <tr>
              <td colSpan={columns} className="px-3 py-16 text-center">
                <p className="font-semibold text-slate-800">{empty.title}</p>
                <p className="mt-1 text-sm text-slate-500">{empty.hint}</p>
              </td>
            </tr>
          )}
          {documents.map((document) => (
            <tr
              key={document.id}
              className={selection.isSelected(document.id) ? "bg-brand-50" : "hover:bg-slate-50"}
            >
              <td className={cell}>
                <SelectRowCheckbox
                  selection={selection}
                  id={document.id}
                  name={accountingDisplayName(document)}
                />
              </td>
              <td className="px-1.5 py-1 text-center">
                <StarToggle document={document} />
              </td>
              <td className={cell}>
                <Link
                  to={documentPath("accounting", document.id)}
                  title={accountingDisplayName(document)}
                  className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                >
                  {accountingDisplayName(document)}
                </Link>
                <span className="block truncate text-xs text-slate-500 md:hidden">
                  {[document.vendor, formatDate(document.date, i18n.language)]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              </td>
              <td className={`${cell} ${hideOnPhone} truncate text-slate-700`}>
                {document.vendor ?? "—"}
              </td>
              <td
                className={`${cell} hidden whitespace-nowrap tabular-nums text-slate-700 sm:table-cell`}
              >
                {formatDate(document.date, i18n.language) ?? "—"}
              </td>
              <td className={`${cell} ${hideOnPhone} truncate text-slate-700`}>
                {document.type
                  ? t(`workspace.types.${document.type}`, { defaultValue: document.type })
                  : "—"}
              </td>
              <td className={`${cell} ${wideOnly} text-slate-700`}>{document.apAr}</td>
              <td
                className={`${cell} whitespace-nowrap text-right font-medium tabular-nums text-slate-900`}
              >
                {formatMoney(document.total_amount, document.currency, i18n.language) ?? "—"}
              </td>
              <td className={`${cell} hidden sm:table-cell`}>
                <StatusBadge status={document.processing_status} progress={document.progress} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
