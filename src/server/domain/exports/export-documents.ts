import { PassThrough, type Readable } from "node:stream";
import { and, count, eq, inArray, lt, max, min, type SQL } from "drizzle-orm";
import {
  EXPORT_LIMITS,
  exportProgressSchema,
  type ExportKind,
  type ExportProgress,
  type ExportQuery,
} from "../../../contracts/exports.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { organization } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";
import { exportRuns } from "../../db/schema/exports.ts";
import { AppError } from "../../errors.ts";
import { authorize } from "../../policies/permissions.ts";
import { verticalAccess } from "../../policies/vertical-access.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { documentListConditions } from "../documents/list-documents.ts";
import { EXPORT_COLUMNS, TABLES, withExtraction, type ExportRow } from "./export-tables.ts";
import { writeCsv, writeOriginalsZip, writeXlsx, type Pages } from "./write-export.ts";

export interface ExportDownload {
  filename: string;
  contentType: string;
  /** How many documents the export holds. */
  documentCount: number;
  body: Readable;
}

const CONTENT_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  zip: "application/zip",
} as const;

/** What the file name says the export is, in the organization's words after its name. */
const NAMED: Record<ExportKind, string> = {
  ledger_csv: "ledger",
  ledger_xlsx: "ledger",
  ppn_masukan_xlsx: "ppn-masukan",
  jurnal_xlsx: "jurnal-purchases",
  accurate_csv: "accurate-purchases",
  accurate_xlsx: "accurate-purchases",
  zahir_csv: "zahir-payables",
  originals_zip: "originals",
  contracts_xlsx: "contracts",
};

/** Letters and digits of any script; anything else between them becomes one hyphen. */
const fileWord = (text: string) =>
  text
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60) || "organization";

/**
 * The period a download covers: the folder or range the filter names, else the first and last
 * document dates among what it holds.
 */
function periodOf(query: ExportQuery, earliest: string | null, latest: string | null): string {
  if (query.year !== undefined) {
    return query.month === undefined
      ? String(query.year)
      : `${query.year}-${String(query.month).padStart(2, "0")}`;
  }
  if (query.dateFrom || query.dateTo)
    return `${query.dateFrom ?? "start"}_${query.dateTo ?? "today"}`;
  if (earliest && latest) return earliest === latest ? earliest : `${earliest}_${latest}`;
  return "undated";
}

/** A person's runs ended this long ago are cleared when they start another. */
const RUN_KEPT_MS = 60 * 60 * 1000;

/**
 * The download's progress, kept where any web process can read it. A token already taken (by
 * anyone) keeps its first run: the download goes on without a count of its own.
 */
async function startRun(
  db: Db,
  actor: Actor,
  query: ExportQuery,
  kind: ExportKind,
  total: number,
): Promise<{ update: (change: { written?: number; state?: "done" | "failed" }) => Promise<void> }> {
  await db
    .delete(exportRuns)
    .where(
      and(
        eq(exportRuns.userId, actor.userId),
        lt(exportRuns.updatedAt, new Date(Date.now() - RUN_KEPT_MS)),
      ),
    );
  const [started] = await db
    .insert(exportRuns)
    .values({
      id: query.progress!,
      organizationId: query.organizationId,
      userId: actor.userId,
      kind,
      total,
    })
    .onConflictDoNothing()
    .returning({ id: exportRuns.id });
  return {
    update: async (change) => {
      if (!started) return;
      await db
        .update(exportRuns)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(exportRuns.id, started.id));
    },
  };
}

/** How far the caller's own download is; another person's, or an unknown one, is not found. */
export async function exportProgress(db: Db, actor: Actor, id: string): Promise<ExportProgress> {
  const [run] = await db
    .select({
      kind: exportRuns.kind,
      state: exportRuns.state,
      written: exportRuns.written,
      total: exportRuns.total,
    })
    .from(exportRuns)
    .where(and(eq(exportRuns.id, id), eq(exportRuns.userId, actor.userId)));
  if (!run) throw new AppError("NOT_FOUND", "No such export.");
  return exportProgressSchema.parse(run);
}

/**
 * One export as a stream: the caller needs exportData and reads only the verticals they may
 * read (the list's own condition); the documents are read a page at a time, in the list's order,
 * and written as they arrive, so memory holds one page whatever the export's size.
 */
export async function exportDocuments(
  deps: { db: Db; blobStore: BlobStore },
  actor: Actor,
  kind: ExportKind,
  query: ExportQuery,
  log: (error: unknown) => void,
): Promise<ExportDownload> {
  const { db } = deps;
  const access = await verticalAccess(db, actor, query.organizationId);
  authorize(access.role, "exportData");
  const { where: listed, order } = documentListConditions(access, query);
  const tabular = kind === "originals_zip" ? null : TABLES[kind];
  const conditions: (SQL | undefined)[] = [
    listed,
    query.ids ? inArray(documents.id, query.ids) : undefined,
    tabular?.table.only,
  ];
  const where = and(...conditions)!;

  const [summary] = await db
    .select({
      documentCount: count(),
      earliest: min(documents.documentDate),
      latest: max(documents.documentDate),
    })
    .from(documents)
    .where(where);
  const [named] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, query.organizationId));

  const run = query.progress
    ? await startRun(db, actor, query, kind, summary?.documentCount ?? 0)
    : null;
  // The ZIP reads its documents twice (the originals, then the manifest): the first pass counts.
  let counting = run !== null;
  const pages: Pages = async function* () {
    const counted = counting;
    counting = false;
    let written = 0;
    for (let offset = 0; ; offset += EXPORT_LIMITS.pageSize) {
      const rows = await db
        .select(EXPORT_COLUMNS)
        .from(documents)
        .where(where)
        .orderBy(...order)
        .limit(EXPORT_LIMITS.pageSize)
        .offset(offset);
      const page: ExportRow[] = rows.map(withExtraction);
      if (page.length > 0) yield page;
      // The page is written once the writer asks for the next: between two queries, never beside one.
      if (counted && run && page.length > 0) {
        written += page.length;
        await run.update({ written });
      }
      if (rows.length < EXPORT_LIMITS.pageSize) return;
    }
  };

  const body = new PassThrough();
  const format = tabular?.format ?? "zip";
  const writing =
    tabular === null
      ? writeOriginalsZip(deps.blobStore, pages, body)
      : tabular.format === "csv"
        ? writeCsv(tabular.table, query.language, pages, body)
        : writeXlsx(tabular.table, query.language, pages, body);
  // Headers are sent by the time a page fails: the download is cut short, never completed
  // with rows missing.
  writing.then(
    () => run?.update({ state: "done" }).catch(log),
    (error: unknown) => {
      log(error);
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      void run?.update({ state: "failed" }).catch(log);
    },
  );

  const period = periodOf(query, summary?.earliest ?? null, summary?.latest ?? null);
  return {
    filename: `${fileWord(named?.name ?? "")}_${NAMED[kind]}_${period}.${format}`,
    contentType: CONTENT_TYPES[format],
    documentCount: summary?.documentCount ?? 0,
    body,
  };
}
