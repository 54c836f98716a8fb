import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { formatMoney } from "../document-format.ts";

const numberOrNull = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** The invoice's or receipt's item table, amounts in the document's currency. */
export function LineItemsTable({ detail }: { detail: DocumentDetail }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (detail.items.length === 0) return null;
  const money = (value: unknown) =>
    formatMoney(numberOrNull(value), detail.currency, i18n.language) ?? "—";
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t("documentDetail.items.title")}
      </h2>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="px-4 py-2">
                {t("documentDetail.items.description")}
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                {t("documentDetail.items.quantity")}
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                {t("documentDetail.items.unitPrice")}
              </th>
              <th scope="col" className="px-4 py-2 text-right">
                {t("documentDetail.items.amount")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {detail.items.map((item, index) => (
              <tr key={index}>
                <td className="px-4 py-2 text-slate-800">{String(item["description"] ?? "")}</td>
                <td className="px-4 py-2 text-right tabular-nums text-slate-700">
                  {numberOrNull(item["quantity"]) ?? "—"}
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-right tabular-nums text-slate-700">
                  {money(item["unit_price"])}
                </td>
                <td className="whitespace-nowrap px-4 py-2 text-right font-medium tabular-nums text-slate-900">
                  {money(item["amount"])}
                </td>
              </tr>
            ))}
          </tbody>
          {detail.total_amount !== null && (
            <tfoot className="border-t border-slate-200 bg-slate-50">
              <tr>
                <th scope="row" colSpan={3} className="px-4 py-2 text-right font-semibold">
                  {t("documentDetail.fieldNames.total_amount")}
                </th>
                <td className="whitespace-nowrap px-4 py-2 text-right font-semibold tabular-nums">
                  {money(detail.total_amount)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}
