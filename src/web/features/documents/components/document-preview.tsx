import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { DocumentDetail } from "../../../../contracts/documents.ts";
import { documentFileUrl, documentPreviewUrl } from "../api/use-documents.ts";

const SHEET_KINDS = new Set(["csv", "xls", "xlsx"]);
const IMAGE_KINDS = new Set(["jpeg", "png"]);
const SHEET_CELL_SEPARATOR = " | ";
const SHEET_ROWS_SHOWN = 200;

/** The reader writes each sheet row as cells joined by " | "; other lines are sheet names. */
function sheetTables(content: string): { name: string | null; rows: string[][] }[] {
  const tables: { name: string | null; rows: string[][] }[] = [];
  for (const line of content.split("\n")) {
    if (line.includes(SHEET_CELL_SEPARATOR)) {
      if (tables.length === 0) tables.push({ name: null, rows: [] });
      tables[tables.length - 1]?.rows.push(line.split(SHEET_CELL_SEPARATOR));
    } else if (line.trim()) {
      tables.push({ name: line.trim(), rows: [] });
    }
  }
  return tables.filter((table) => table.rows.length > 0);
}

function SheetPreview({ content }: { content: string }) {
  const { t } = useTranslation();
  const tables = sheetTables(content);
  if (tables.length === 0) return <NoPreview />;
  return (
    <div className="space-y-4">
      {tables.map((table, index) => (
        <div
          key={index}
          tabIndex={0}
          role="region"
          aria-label={table.name ?? t("documentDetail.preview.sheet")}
          className="max-h-[36rem] overflow-auto rounded-lg border border-slate-200 bg-white"
        >
          <table className="min-w-full text-left text-xs">
            {table.name && (
              <caption className="sticky left-0 px-3 py-2 text-left text-xs font-semibold text-slate-600">
                {table.name}
              </caption>
            )}
            <tbody className="divide-y divide-slate-100">
              {table.rows.slice(0, SHEET_ROWS_SHOWN).map((cells, row) => (
                <tr key={row} className={row === 0 ? "bg-slate-50 font-semibold" : undefined}>
                  {cells.map((cell, column) => (
                    <td key={column} className="whitespace-nowrap px-3 py-1.5 text-slate-700">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}

function NoPreview() {
  const { t } = useTranslation();
  return (
    <div className="flex aspect-[3/4] w-full items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-50 p-6 text-center text-sm text-slate-500">
      {t("documents.detail.noPreview")}
    </div>
  );
}

/**
 * The document as a person would look at it: the first-page image processing made, the whole PDF
 * on request, the file itself for photos, and spreadsheets as tables.
 */
export function DocumentPreview({ detail }: { detail: DocumentDetail }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const [allPages, setAllPages] = useState(false);
  const alt = t("documents.detail.previewOf", { name: detail.name });

  if (SHEET_KINDS.has(detail.file_kind) && detail.content) {
    return <SheetPreview content={detail.content} />;
  }
  if (detail.file_kind === "pdf" && allPages) {
    return (
      <div className="space-y-2">
        <iframe
          src={documentFileUrl(detail.id)}
          title={alt}
          className="h-[75vh] w-full rounded-lg border border-slate-200 bg-white"
        />
        <button
          type="button"
          onClick={() => setAllPages(false)}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {t("documentDetail.preview.firstPage")}
        </button>
      </div>
    );
  }
  const source = IMAGE_KINDS.has(detail.file_kind)
    ? documentFileUrl(detail.id)
    : detail.preview_path && documentPreviewUrl(detail.id);
  return (
    <div className="space-y-2">
      {!source || failed ? (
        <NoPreview />
      ) : (
        <img
          src={source}
          alt={alt}
          onError={() => setFailed(true)}
          className="max-h-[26rem] w-full rounded-lg border border-slate-200 bg-white object-contain object-top shadow-sm lg:max-h-none"
        />
      )}
      {detail.file_kind === "pdf" && (
        <button
          type="button"
          onClick={() => setAllPages(true)}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {detail.page_count && detail.page_count > 1
            ? t("documentDetail.preview.allPages", { count: detail.page_count })
            : t("documentDetail.preview.openPdf")}
        </button>
      )}
    </div>
  );
}
