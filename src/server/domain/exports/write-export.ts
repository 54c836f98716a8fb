import { once } from "node:events";
import { Readable, type Writable } from "node:stream";
import archiver from "archiver";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import type { Language } from "../../../contracts/languages.ts";
import { AppError } from "../../errors.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { visibleFileName } from "../documents/present-document.ts";
import {
  CalendarDate,
  type Cell,
  type DateOrder,
  type ExportRow,
  type ExportTable,
} from "./export-tables.ts";

/** Pages of documents, read one bounded query at a time. */
export type Pages = () => AsyncIterable<ExportRow[]>;

/** Waits while the reader is behind, so that a slow download never piles rows up in memory. */
async function written(out: Writable, chunk: string | Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, "drain");
}

function dateText(date: CalendarDate, order: DateOrder): string {
  const [year, month, day] = date.iso.split("-");
  if (order === "dd/mm/yyyy") return `${day}/${month}/${year}`;
  if (order === "mm/dd/yyyy") return `${month}/${day}/${year}`;
  return date.iso;
}

const csvCell = (cell: Cell, order: DateOrder) =>
  cell instanceof CalendarDate ? dateText(cell, order) : cell;

export async function writeCsv(
  table: ExportTable,
  language: Language,
  pages: Pages,
  out: Writable,
): Promise<void> {
  await written(out, Papa.unparse([table.headers(language)]) + "\r\n");
  for await (const page of pages()) {
    const rows = page.flatMap((row) =>
      table.rows(row, language).map((cells) => cells.map((cell) => csvCell(cell, table.dateOrder))),
    );
    if (rows.length > 0) await written(out, Papa.unparse(rows) + "\r\n");
  }
  out.end();
}

const NUMBER_FORMAT_BY_ORDER: Record<DateOrder, string> = {
  iso: "yyyy-mm-dd",
  "dd/mm/yyyy": "dd/mm/yyyy",
  "mm/dd/yyyy": "mm/dd/yyyy",
};

/**
 * A workbook written row by row (exceljs's streaming writer: each committed row leaves memory),
 * dates as real date cells in the table's order. Shared strings are off so that no table of all
 * the strings grows with the export.
 */
export async function writeXlsx(
  table: ExportTable,
  language: Language,
  pages: Pages,
  out: Writable,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.addRow(table.headers(language)).commit();
  const dateFormat = NUMBER_FORMAT_BY_ORDER[table.dateOrder];
  for await (const page of pages()) {
    for (const document of page) {
      for (const cells of table.rows(document, language)) {
        const row = sheet.addRow(
          cells.map((cell) => {
            if (!(cell instanceof CalendarDate)) return cell;
            const [year, month, day] = cell.iso.split("-").map(Number);
            return new Date(Date.UTC(year!, month! - 1, day!));
          }),
        );
        cells.forEach((cell, index) => {
          if (cell instanceof CalendarDate) row.getCell(index + 1).numFmt = dateFormat;
        });
        row.commit();
      }
    }
    // The workbook's zip writes into `out`; let the reader catch up between pages.
    if (out.writableNeedDrain) await once(out, "drain");
  }
  sheet.commit();
  await workbook.commit();
}

/** Where an original sits in the ZIP: its id keeps two files of the same name apart. */
const entryName = (row: ExportRow) =>
  `originals/${row.id}-${visibleFileName(row.originalFilename).replace(/[/\\]/g, "_")}`;

/**
 * The originals, each read from the store as a stream and added one after the other, then a
 * manifest (manifest.json: each file's SHA-256, size, type and fields) built by reading the
 * documents a second time rather than holding them. A file missing from the store is listed in
 * the manifest as missing, never silently dropped.
 */
export async function writeOriginalsZip(
  blobStore: BlobStore,
  pages: Pages,
  out: Writable,
): Promise<void> {
  const archive = archiver("zip", { zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => archive.once("error", reject));
  failed.catch(() => undefined);
  archive.pipe(out);
  const missing = new Set<string>();
  for await (const page of pages()) {
    for (const row of page) {
      let content: Readable;
      try {
        content = await blobStore.get(row.fileHash);
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") {
          missing.add(row.id);
          continue;
        }
        throw error;
      }
      const added = once(archive, "entry");
      archive.append(content, { name: entryName(row) });
      await Promise.race([added, failed]);
    }
  }
  archive.append(Readable.from(manifestLines(pages, missing)), { name: "manifest.json" });
  await Promise.race([archive.finalize(), failed]);
}

async function* manifestLines(pages: Pages, missing: Set<string>): AsyncGenerator<string> {
  yield "[\n";
  let first = true;
  for await (const page of pages()) {
    for (const row of page) {
      const entry = {
        id: row.id,
        file: missing.has(row.id) ? null : entryName(row),
        missing: missing.has(row.id),
        original_filename: row.originalFilename,
        sha256: row.fileHash,
        size_bytes: row.sizeBytes,
        mime_type: row.mimeType,
        type: row.type,
        confidence: row.confidence,
        fields: row.extracted.fields,
        items: row.items,
        parties: row.extracted.parties,
        clauses: row.extracted.clauses,
      };
      yield `${first ? "" : ",\n"}${JSON.stringify(entry)}`;
      first = false;
    }
  }
  yield "\n]\n";
}
