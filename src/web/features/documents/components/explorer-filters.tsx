import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentSort } from "../../../../contracts/documents.ts";

export interface ExplorerFilterValues {
  vendor: string;
  status: string;
  dateFrom: string;
  dateTo: string;
  amountMin: string;
  amountMax: string;
  sort: DocumentSort;
}

export const NO_FILTERS: ExplorerFilterValues = {
  vendor: "",
  status: "",
  dateFrom: "",
  dateTo: "",
  amountMin: "",
  amountMax: "",
  sort: "uploaded_at_desc",
};

const SORTS: DocumentSort[] = [
  "uploaded_at_desc",
  "date_desc",
  "date_asc",
  "vendor_asc",
  "vendor_desc",
  "amount_desc",
  "amount_asc",
  "status_asc",
  "name_asc",
];

const STATUSES = ["", "pending", "queued,processing", "complete", "failed"];

const control =
  "w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600";

/** Filtering and sorting by date, vendor, amount and status (issue 7), all done by the server. */
export function ExplorerFilters({
  values,
  onChange,
}: {
  values: ExplorerFilterValues;
  onChange: (values: ExplorerFilterValues) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (key: keyof ExplorerFilterValues) => (value: string) =>
    onChange({ ...values, [key]: value });
  const field = (key: keyof ExplorerFilterValues, type: string, extra = {}) => (
    <div className="min-w-0">
      <label htmlFor={`${id}-${key}`} className="block text-xs font-medium text-slate-500">
        {t(`explorer.filters.${key}`)}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        value={values[key]}
        onChange={(event) => set(key)(event.target.value)}
        className={control}
        {...extra}
      />
    </div>
  );
  const active = JSON.stringify(values) !== JSON.stringify(NO_FILTERS);
  return (
    <div className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-4">
      {field("vendor", "search")}
      <div className="min-w-0">
        <label htmlFor={`${id}-status`} className="block text-xs font-medium text-slate-500">
          {t("explorer.filters.status")}
        </label>
        <select
          id={`${id}-status`}
          value={values.status}
          onChange={(event) => set("status")(event.target.value)}
          className={control}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`explorer.statuses.${status.split(",").at(-1) || "all"}`)}
            </option>
          ))}
        </select>
      </div>
      {field("dateFrom", "date")}
      {field("dateTo", "date")}
      {field("amountMin", "number", { min: 0, inputMode: "decimal" })}
      {field("amountMax", "number", { min: 0, inputMode: "decimal" })}
      <div className="col-span-2 min-w-0">
        <label htmlFor={`${id}-sort`} className="block text-xs font-medium text-slate-500">
          {t("explorer.filters.sort")}
        </label>
        <div className="flex gap-2">
          <select
            id={`${id}-sort`}
            value={values.sort}
            onChange={(event) => set("sort")(event.target.value)}
            className={control}
          >
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`explorer.sorts.${sort}`)}
              </option>
            ))}
          </select>
          {active && (
            <button
              type="button"
              onClick={() => onChange(NO_FILTERS)}
              className="whitespace-nowrap rounded-md px-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              {t("explorer.filters.clear")}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
