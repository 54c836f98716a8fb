import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "../../../../contracts/limits.ts";

/** Previous / next with the page size choice of spec §9 (10–100, default 20). */
export function Pagination({
  page,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
}: {
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}) {
  const { t } = useTranslation();
  const sizeId = useId();
  const pageCount = Math.max(1, Math.ceil(totalCount / pageSize));
  const button =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav
      aria-label={t("workspace.pagination.label")}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600"
    >
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t("workspace.pagination.rowsPerPage")}</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
        >
          {PAGE_SIZES.documentsTableOptions.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <span className="tabular-nums">
          {t("workspace.pagination.pageOf", { page: page + 1, count: pageCount })}
        </span>
        <button
          type="button"
          className={button}
          disabled={page === 0}
          onClick={() => onPageChange(page - 1)}
        >
          {t("workspace.pagination.previous")}
        </button>
        <button
          type="button"
          className={button}
          disabled={page + 1 >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          {t("workspace.pagination.next")}
        </button>
      </div>
    </nav>
  );
}
