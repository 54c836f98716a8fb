import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DocumentListItem } from "../../../../contracts/documents.ts";
import { PAGE_SIZES, TIMINGS } from "../../../../contracts/limits.ts";
import { Alert } from "../../../components/ui/alert.tsx";
import { DownloadIcon, EyeIcon, TrashIcon } from "../../../components/ui/icons.tsx";
import { errorMessage } from "../../../lib/error-message.ts";
import { documentPath } from "../../../lib/paths.ts";
import {
  documentFileUrl,
  useDocumentList,
  useDocumentOverview,
  type DocumentListParams,
} from "../api/use-documents.ts";
import { ExportMenu } from "../../exports/components/export-menu.tsx";
import {
  formatShortUsDate,
  legalDisplayName,
  partyAndCounterparty,
  uploaderName,
} from "../document-format.ts";
import { useSettledValue } from "../../../lib/use-settled-value.ts";
import { usePlaceholders } from "../hooks/use-placeholders.ts";
import { useRowSelection } from "../hooks/use-row-selection.ts";
import { DeleteDocumentsDialog } from "./delete-documents-dialog.tsx";
import { Pagination } from "./pagination.tsx";
import { SelectedDocumentsBar } from "./selected-documents-bar.tsx";
import { SelectAllCheckbox, SelectRowCheckbox } from "./selection-checkboxes.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** Spec §2 status filter; 'Processing' also covers documents queued for it. */
const STATUS_FILTERS = {
  all: undefined,
  pending: "pending",
  processing: "queued,processing",
  complete: "complete",
  failed: "failed",
} as const;
type StatusFilter = keyof typeof STATUS_FILTERS;

const COLUMN_COUNT = 12;
/** The checkbox and the name stay in view while the wide table scrolls sideways. */
const stickyFirst = "sm:sticky sm:left-0 sm:z-10";
const stickySecond = "sm:sticky sm:left-11 sm:z-10 sm:shadow-[1px_0_0_0_rgb(226_232_240)]";
const rowBackground = (selected: boolean) =>
  selected ? "bg-brand-50" : "bg-white group-hover:bg-slate-50";
const cell = "px-3 py-2.5 align-middle";
const rowAction =
  "inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600";

function SkeletonRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <tr key={index} aria-hidden="true">
      <td colSpan={COLUMN_COUNT} className="px-3 py-3">
        <div className="h-5 animate-pulse rounded bg-slate-100" />
      </td>
    </tr>
  ));
}

/**
 * Spec §2 legal documents table: the columns, filters, count, pagination, bulk bar, placeholder
 * rows for uploads and live status. The app supplies the project filter and the move dialog.
 */
export function LegalDocumentsTable({
  organizationId,
  currentUserId,
  projectId,
  repository,
  projectFilter,
  onMoveToProject,
}: {
  organizationId: string;
  currentUserId: string | undefined;
  projectId?: string;
  /** The working documents (false), the repository (true) or one of its folders. */
  repository: { isRepository: boolean; folderId?: string };
  projectFilter?: ReactNode;
  onMoveToProject?: (documentIds: string[], done: () => void) => void;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const searchId = useId();
  const statusId = useId();
  const typeId = useId();
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [contractType, setContractType] = useState("");
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES.documentsTableDefault);
  const [deleting, setDeleting] = useState<string | null>(null);
  const q = useSettledValue(search.trim(), TIMINGS.mentionDebounceMs);

  const filter = {
    vertical: "legal",
    q: q || undefined,
    status: STATUS_FILTERS[status],
    contractType: contractType || undefined,
    projectId,
    isRepository: repository.isRepository ? "true" : "false",
    repositoryFolderId: repository.folderId,
    // A search puts what answers it best first, as the search box on the dashboard does.
    sort: q ? "relevance" : "uploaded_at_desc",
  } satisfies DocumentListParams;
  const list = useDocumentList(organizationId, {
    ...filter,
    limit: pageSize,
    offset: page * pageSize,
  });
  const overview = useDocumentOverview(organizationId, "legal");
  const placeholders = usePlaceholders(organizationId, "legal");

  const rows = list.data?.documents ?? [];
  const uploaders = new Map(Object.entries(list.data?.uploaders ?? {}));
  const canDelete = list.data?.permissions.deleteDocuments ?? false;
  const canDownload = list.data?.permissions.exportData ?? false;
  const contractTypes = (overview.data?.contractTypes ?? [])
    .map((entry) => entry.contractType)
    .sort((a, b) => a.localeCompare(b));
  const selection = useRowSelection(rows);
  const { clear } = selection;

  const resetPage = () => {
    setPage(0);
    clear();
  };

  const typeLabel = (row: DocumentListItem) =>
    row.contract_type
      ? t(`workspace.contractTypes.${row.contract_type}`, { defaultValue: row.contract_type })
      : "—";

  return (
    <section aria-labelledby={captionId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={captionId} className="text-lg font-semibold text-slate-900">
            {t("legalTable.title")}
          </h2>
          <p className="text-sm text-slate-500" aria-live="polite">
            {t("legalTable.count", { count: list.data?.totalCount ?? 0 })}
          </p>
        </div>
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          <label htmlFor={searchId} className="sr-only">
            {t("legalTable.search")}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t("legalTable.search")}
            onChange={(event) => {
              setSearch(event.target.value);
              resetPage();
            }}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm sm:w-72"
          />
          <label htmlFor={statusId} className="sr-only">
            {t("legalTable.statusFilter")}
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              resetPage();
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
          >
            {(Object.keys(STATUS_FILTERS) as StatusFilter[]).map((key) => (
              <option key={key} value={key}>
                {t(`legalTable.statuses.${key}`)}
              </option>
            ))}
          </select>
          <label htmlFor={typeId} className="sr-only">
            {t("legalTable.typeFilter")}
          </label>
          <select
            id={typeId}
            value={contractType}
            onChange={(event) => {
              setContractType(event.target.value);
              resetPage();
            }}
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
          >
            <option value="">{t("legalTable.allTypes")}</option>
            {contractTypes.map((type) => (
              <option key={type} value={type}>
                {t(`workspace.contractTypes.${type}`, { defaultValue: type })}
              </option>
            ))}
          </select>
          {projectFilter}
          {canDownload && (
            <ExportMenu
              organizationId={organizationId}
              vertical="legal"
              filter={filter}
              selectedIds={selection.selectedRows.map((row) => row.id)}
            />
          )}
        </div>
      </div>

      {list.isError && <Alert>{errorMessage(t, list.error)}</Alert>}

      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table
          className="w-full min-w-[92rem] table-fixed text-sm sm:min-w-[100rem]"
          aria-labelledby={captionId}
        >
          <colgroup>
            <col className="w-11" />
            <col className="w-56 sm:w-[380px]" />
            <col className="w-[260px]" />
            <col className="w-44" />
            <col className="w-44" />
            <col className="w-28" />
            <col className="w-28" />
            <col className="w-32" />
            <col className="w-36" />
            <col className="w-28" />
            <col className="w-32" />
            <col className="w-32" />
          </colgroup>
          <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className={`${cell} ${stickyFirst} bg-slate-50`}>
                <SelectAllCheckbox selection={selection} />
              </th>
              {(
                [
                  "name",
                  "type",
                  "party",
                  "counterparty",
                  "effective",
                  "expiry",
                  "law",
                  "status",
                  "uploaded",
                  "uploadedBy",
                ] as const
              ).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={column === "name" ? `${cell} ${stickySecond} bg-slate-50` : cell}
                >
                  {t(`legalTable.columns.${column}`)}
                </th>
              ))}
              <th scope="col" className={`${cell} text-right`}>
                {t("legalTable.columns.actions")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {placeholders.map((placeholder) => (
              <tr key={placeholder.placeholderId} className="bg-brand-50/40">
                <td className={cell} />
                <td className={`${cell} truncate text-slate-600`}>{placeholder.name}</td>
                <td colSpan={6} className={cell} />
                <td className={cell}>
                  <StatusBadge status="uploading" />
                </td>
                <td colSpan={3} className={cell} />
              </tr>
            ))}
            {list.isPending && <SkeletonRows count={5} />}
            {list.isSuccess && rows.length === 0 && placeholders.length === 0 && (
              <tr>
                <td colSpan={COLUMN_COUNT} className="px-3 py-16 text-center">
                  <p className="font-semibold text-slate-800">{t("legalTable.empty")}</p>
                  <p className="mt-1 text-sm text-slate-500">{t("legalTable.emptyHint")}</p>
                </td>
              </tr>
            )}
            {rows.map((row) => {
              const name = legalDisplayName(row, t("legalTable.unnamedDocument"));
              const { party, counterparty } = partyAndCounterparty(row);
              return (
                <tr
                  key={row.id}
                  className={`group ${selection.isSelected(row.id) ? "bg-brand-50" : "hover:bg-slate-50"}`}
                >
                  <td
                    className={`${cell} ${stickyFirst} ${rowBackground(selection.isSelected(row.id))}`}
                  >
                    <SelectRowCheckbox selection={selection} id={row.id} name={name} />
                  </td>
                  <td
                    className={`${cell} ${stickySecond} ${rowBackground(selection.isSelected(row.id))}`}
                  >
                    <Link
                      to={documentPath("legal", row.id)}
                      title={name}
                      className="block max-w-[380px] truncate font-medium text-slate-900 hover:text-brand-700 hover:underline"
                    >
                      {name}
                    </Link>
                    <span className="mt-1 flex items-center gap-2 text-xs text-slate-500 sm:hidden">
                      <span className="truncate">{typeLabel(row)}</span>
                      <StatusBadge status={row.processing_status} progress={row.progress} />
                    </span>
                  </td>
                  <td className={`${cell} truncate text-slate-700`}>{typeLabel(row)}</td>
                  <td className={`${cell} truncate text-slate-700`} title={party ?? undefined}>
                    {party ?? "—"}
                  </td>
                  <td
                    className={`${cell} truncate text-slate-700`}
                    title={counterparty ?? undefined}
                  >
                    {counterparty ?? "—"}
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums text-slate-700`}>
                    {formatShortUsDate(row.effective_date)}
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums text-slate-700`}>
                    {formatShortUsDate(row.expiry_date)}
                  </td>
                  <td className={`${cell} truncate text-slate-700`}>{row.governing_law ?? "—"}</td>
                  <td className={cell}>
                    <StatusBadge status={row.processing_status} progress={row.progress} />
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums text-slate-700`}>
                    {formatShortUsDate(row.uploaded_at)}
                  </td>
                  <td className={`${cell} truncate text-slate-700`}>
                    {uploaderName(row.uploaded_by, currentUserId, uploaders, t("legalTable.you"))}
                  </td>
                  <td className={`${cell} whitespace-nowrap text-right`}>
                    <Link
                      to={documentPath("legal", row.id)}
                      className={rowAction}
                      aria-label={t("legalTable.view", { name })}
                      title={t("legalTable.viewShort")}
                    >
                      <EyeIcon />
                    </Link>
                    {canDownload && (
                      <a
                        href={documentFileUrl(row.id)}
                        download={row.original_filename}
                        className={rowAction}
                        aria-label={t("legalTable.download", { name })}
                        title={t("legalTable.downloadShort")}
                      >
                        <DownloadIcon />
                      </a>
                    )}
                    {canDelete && (
                      <button
                        type="button"
                        className={`${rowAction} hover:!bg-red-50 hover:!text-red-700`}
                        aria-label={t("legalTable.delete", { name })}
                        title={t("legalTable.deleteShort")}
                        onClick={() => setDeleting(row.id)}
                      >
                        <TrashIcon />
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <Pagination
        page={page}
        pageSize={pageSize}
        totalCount={list.data?.totalCount ?? 0}
        onPageChange={(next) => {
          setPage(next);
          clear();
        }}
        onPageSizeChange={(size) => {
          setPageSize(size);
          resetPage();
        }}
      />

      <SelectedDocumentsBar
        organizationId={organizationId}
        vertical="legal"
        selection={selection}
        canDownload={canDownload}
        canDelete={canDelete}
        onMoveToProject={onMoveToProject}
      />
      {deleting && (
        <DeleteDocumentsDialog
          organizationId={organizationId}
          documentIds={[deleting]}
          bulk={false}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
