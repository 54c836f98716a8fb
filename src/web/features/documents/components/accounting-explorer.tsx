import type { TFunction } from "i18next";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { CurrencyTotal, DocumentOverview } from "../../../../contracts/documents.ts";
import { PAGE_SIZES, TIMINGS } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import {
  useDocumentList,
  useDocumentOverview,
  type DocumentListParams,
} from "../api/use-documents.ts";
import { ExportMenu } from "../../exports/components/export-menu.tsx";
import { formatMoney, monthName } from "../document-format.ts";
import {
  findFolder,
  sectionFilters,
  sectionFromSearch,
  type ExplorerSection,
} from "../explorer-section.ts";
import { useSettledValue } from "../../../lib/use-settled-value.ts";
import { usePlaceholders } from "../hooks/use-placeholders.ts";
import { useRowSelection } from "../hooks/use-row-selection.ts";
import { AccountingDocumentsTable } from "./accounting-documents-table.tsx";
import { ExplorerFilters, NO_FILTERS, type ExplorerFilterValues } from "./explorer-filters.tsx";
import { ExplorerNav } from "./explorer-nav.tsx";
import { Pagination } from "./pagination.tsx";
import { RecentDocuments } from "./recent-documents.tsx";
import { SelectedDocumentsBar } from "./selected-documents-bar.tsx";

/** Amounts per currency, added within a currency only. */
function sumTotals(groups: { totals: CurrencyTotal[] }[]): CurrencyTotal[] {
  const sums = new Map<string | null, number>();
  for (const total of groups.flatMap((group) => group.totals)) {
    sums.set(total.currency, (sums.get(total.currency) ?? 0) + total.amount);
  }
  return [...sums].map(([currency, amount]) => ({ currency, amount }));
}

/** The section's title and totals, or null for a date folder the overview does not have. */
function describeSection(
  section: ExplorerSection,
  overview: DocumentOverview | undefined,
  t: TFunction,
  language: string,
): { title: string; totals: CurrencyTotal[] | null; missing: boolean } {
  switch (section.kind) {
    case "recent":
      return { title: t("explorer.sections.recent"), totals: null, missing: false };
    case "all":
      return {
        title: t("explorer.sections.all"),
        totals: overview ? sumTotals(overview.categories) : null,
        missing: false,
      };
    case "starred":
      return { title: t("explorer.sections.starred"), totals: null, missing: false };
    case "apAr":
      return { title: t(`explorer.apAr.${section.apAr}`), totals: null, missing: false };
    case "category": {
      const category = overview?.categories.find((each) => each.type === section.type);
      return {
        title: t(`workspace.types.${section.type}`, { defaultValue: section.type }),
        totals: category?.totals ?? null,
        missing: false,
      };
    }
    case "folder": {
      const folder = overview ? findFolder(overview, section.year, section.month) : undefined;
      const title =
        section.month === null
          ? String(section.year)
          : `${monthName(section.month, language)} ${section.year}`;
      return { title, totals: folder?.totals ?? null, missing: overview !== undefined && !folder };
    }
  }
}

/**
 * Spec §2 Document Explorer for accounting: sections beside a server-sorted, server-filtered
 * table with totals per currency and a bulk bar for the selected rows. The section lives in
 * the URL, so folders can be linked and opened in a new tab. The app supplies the move dialog.
 */
export function AccountingExplorer({
  organizationId,
  settingsLinks,
  reviewPath,
  projectId,
  toolbar,
  onMoveToProject,
}: {
  organizationId: string;
  /** Only this project's documents (or `none`: those in no project), from the app's filter. */
  projectId?: string;
  settingsLinks: ReactNode;
  reviewPath?: string;
  toolbar?: ReactNode;
  onMoveToProject?: (documentIds: string[], done: () => void) => void;
}) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const section = sectionFromSearch(search);
  const [filters, setFilters] = useState<ExplorerFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.documentsTableDefault);
  const vendor = useSettledValue(filters.vendor.trim(), TIMINGS.mentionDebounceMs);
  const overview = useDocumentOverview(organizationId, "accounting");
  const placeholders = usePlaceholders(organizationId, "accounting");
  const described = describeSection(section, overview.data, t, i18n.language);
  const sectionKey = `${search.toString()}|${projectId ?? ""}`;
  const [pageOf, setPageOf] = useState(sectionKey);
  // A new section or project starts on its first page.
  if (pageOf !== sectionKey) {
    setPageOf(sectionKey);
    setPage(0);
  }

  const filter = {
    vertical: "accounting",
    ...sectionFilters(section),
    projectId,
    vendor: vendor || undefined,
    status: filters.status || undefined,
    dateFrom: filters.dateFrom || undefined,
    dateTo: filters.dateTo || undefined,
    amountMin: filters.amountMin || undefined,
    amountMax: filters.amountMax || undefined,
    sort: filters.sort,
  } satisfies DocumentListParams;
  const list = useDocumentList(organizationId, {
    ...filter,
    limit: pageSize,
    offset: page * pageSize,
  });

  const documents = list.data?.documents ?? [];
  const selection = useRowSelection(documents);

  const emptyState =
    section.kind === "folder"
      ? { title: t("explorer.folders.empty"), hint: t("explorer.folders.emptyHint") }
      : { title: t("explorer.emptyTitle"), hint: t("explorer.emptyHint") };
  const totals = (described.totals ?? []).filter((total) => total.amount !== 0);

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <aside className="lg:sticky lg:top-20 lg:self-start">
        <ExplorerNav
          overview={overview.data}
          current={section}
          reviewPath={reviewPath}
          settingsLinks={settingsLinks}
        />
      </aside>
      <div className="min-w-0 space-y-4">
        <div
          className={`flex flex-wrap items-end justify-between gap-3 ${section.kind === "recent" ? "hidden" : ""}`}
        >
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-slate-900">{described.title}</h2>
            {!described.missing && (
              <p className="text-sm text-slate-500" aria-live="polite">
                {t("explorer.count", { count: list.data?.totalCount ?? 0 })}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {list.data?.permissions.exportData && (
              <ExportMenu
                organizationId={organizationId}
                vertical="accounting"
                filter={filter}
                selectedIds={selection.selectedRows.map((row) => row.id)}
              />
            )}
            {toolbar}
          </div>
        </div>
        {totals.length > 0 && (
          <dl className="flex flex-wrap gap-3" aria-label={t("explorer.totals")}>
            {totals.map((total) => (
              <div
                key={total.currency ?? "none"}
                className="rounded-xl border border-slate-200 bg-white px-4 py-3"
              >
                <dt className="text-xs font-medium text-slate-500">
                  {total.currency
                    ? t("explorer.totalIn", { currency: total.currency })
                    : t("explorer.totalNoCurrency")}
                </dt>
                <dd className="text-lg font-semibold tabular-nums text-slate-900">
                  {formatMoney(total.amount, total.currency, i18n.language)}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {section.kind === "recent" ? (
          <RecentDocuments organizationId={organizationId} vertical="accounting" />
        ) : described.missing ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
            <p className="font-semibold text-slate-800">{t("explorer.folders.notFound")}</p>
            <p className="mt-1 text-sm text-slate-500">{t("explorer.folders.notFoundHint")}</p>
          </div>
        ) : (
          <>
            <ExplorerFilters
              values={filters}
              onChange={(next) => {
                setFilters(next);
                setPage(0);
              }}
            />
            {list.isError && <Alert>{errorMessage(t, list.error)}</Alert>}
            <AccountingDocumentsTable
              documents={documents}
              placeholders={section.kind === "all" ? placeholders : []}
              loading={list.isPending}
              pageSize={pageSize}
              empty={emptyState}
              selection={selection}
            />
            <Pagination
              page={page}
              pageSize={pageSize}
              totalCount={list.data?.totalCount ?? 0}
              onPageChange={(next) => {
                setPage(next);
                selection.clear();
              }}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(0);
                selection.clear();
              }}
            />
            <SelectedDocumentsBar
              organizationId={organizationId}
              vertical="accounting"
              selection={selection}
              canDownload={list.data?.permissions.exportData ?? false}
              canDelete={list.data?.permissions.deleteDocuments ?? false}
              onMoveToProject={onMoveToProject}
            />
          </>
        )}
      </div>
    </div>
  );
}
