import * as XLSX from "@e965/xlsx";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { READER_LIMITS } from "../contracts/limits.ts";
import { pageOfText } from "./read-result.ts";
import type { ReadPage } from "./read-result.ts";
import { ReaderError } from "./reader-error.ts";
import { compoundFileKind } from "./sniff-file-type.ts";
import { unpackedZip } from "./zip-archive.ts";

/** Cells of a row are joined with this, empty ones kept, so columns stay countable. */
const CELL_SEPARATOR = " | ";

export interface SheetsRead {
  pages: ReadPage[];
  warnings: string[];
}

function formatDate(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso.slice(0, 16).replace("T", " ");
}

/** A cell's value as text: numbers without float noise, dates as ISO, formulas by result. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : formatDate(value);
  if (typeof value === "number") return String(Number(value.toPrecision(15)));
  if (typeof value === "string") return value.replace(/\s+/g, " ").trim();
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value === "object") {
    if ("result" in value) return cellText(value.result);
    if ("richText" in value && Array.isArray(value.richText)) {
      return cellText(
        value.richText.map((run: { text?: unknown }) => String(run.text ?? "")).join(""),
      );
    }
    if ("text" in value) return cellText(value.text);
    if ("error" in value) return String(value.error);
  }
  return "";
}

/** A row as one line, trailing empty cells dropped; null for an empty row. */
function rowLine(cells: unknown[]): string | null {
  const texts = cells.map(cellText);
  while (texts.length > 0 && texts.at(-1) === "") texts.pop();
  return texts.length > 0 ? texts.join(CELL_SEPARATOR) : null;
}

const truncatedWarning = (sheet: string) =>
  `Sheet "${sheet}" has more than ${READER_LIMITS.maxSheetRows} rows; only the first ${READER_LIMITS.maxSheetRows} were read.`;

function sheetPage(number: number, name: string, rows: unknown[][]): ReadPage {
  const lines = rows.map(rowLine).filter((line): line is string => line !== null);
  return pageOfText(number, "sheet", [name, ...lines]);
}

/** Each worksheet of an XLSX becomes a page: its name, then its rows. */
export async function readXlsx(bytes: Uint8Array): Promise<SheetsRead> {
  const unpacked = await unpackedZip(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(unpacked as unknown as ExcelJS.Buffer);
  } catch (error) {
    throw new ReaderError("FILE_CORRUPT", "The spreadsheet cannot be read.", { cause: error });
  }
  const warnings: string[] = [];
  const pages = workbook.worksheets.map((worksheet, index) => {
    const rows: unknown[][] = [];
    worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber > READER_LIMITS.maxSheetRows) return;
      // ExcelJS rows are 1-based: index 0 of `values` is always empty.
      rows.push((row.values as unknown[]).slice(1));
    });
    if (worksheet.actualRowCount > READER_LIMITS.maxSheetRows)
      warnings.push(truncatedWarning(worksheet.name));
    return sheetPage(index + 1, worksheet.name, rows);
  });
  return { pages, warnings };
}

/** Each sheet of an Excel 97–2003 workbook becomes a page, read by SheetJS. */
export function readXls(bytes: Uint8Array): SheetsRead {
  // SheetJS reads almost anything as some sheet (a PDF becomes rows of text); only a compound
  // file with a Workbook stream is an XLS.
  if (compoundFileKind(bytes) !== "xls") {
    throw new ReaderError("FILE_CORRUPT", "The spreadsheet is not an Excel 97–2003 workbook.");
  }
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: "array",
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      sheetRows: READER_LIMITS.maxSheetRows,
    });
  } catch (error) {
    if (error instanceof Error && /password/i.test(error.message)) {
      throw new ReaderError("FILE_ENCRYPTED", "The spreadsheet is protected by a password.", {
        cause: error,
      });
    }
    throw new ReaderError("FILE_CORRUPT", "The spreadsheet cannot be read.", { cause: error });
  }
  const warnings: string[] = [];
  const pages = workbook.SheetNames.map((name, index) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) return pageOfText(index + 1, "sheet", [name]);
    const full = sheet["!fullref"] ? XLSX.utils.decode_range(sheet["!fullref"]) : null;
    if (full && full.e.r + 1 > READER_LIMITS.maxSheetRows) warnings.push(truncatedWarning(name));
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      defval: null,
      blankrows: false,
    });
    return sheetPage(index + 1, name, rows);
  });
  return { pages, warnings };
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    // Excel on Windows still saves "CSV" in the ANSI code page.
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** A CSV as one page of rows; the delimiter (",", ";", tab, "|") is detected. */
export function readCsv(bytes: Uint8Array): SheetsRead {
  const text = decodeText(bytes);
  const parsed = Papa.parse<string[]>(text, {
    delimitersToGuess: [",", ";", "\t", "|"],
    skipEmptyLines: "greedy",
    preview: READER_LIMITS.maxSheetRows + 1,
  });
  const rows = parsed.data.slice(0, READER_LIMITS.maxSheetRows);
  const warnings =
    parsed.data.length > READER_LIMITS.maxSheetRows
      ? [
          `The CSV has more than ${READER_LIMITS.maxSheetRows} rows; only the first ${READER_LIMITS.maxSheetRows} were read.`,
        ]
      : [];
  const lines = rows.map(rowLine).filter((line): line is string => line !== null);
  return { pages: [pageOfText(1, "csv", lines)], warnings };
}
