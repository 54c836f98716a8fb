import { fileTypeFromBuffer } from "file-type";
import { UPLOAD_FILE_KINDS, type UploadFileKind } from "../contracts/documents.ts";

/** The file kinds berkas reads (spec §5), decided by content, never by name. */
export const FILE_KINDS = UPLOAD_FILE_KINDS;
export type FileKind = UploadFileKind;

export interface SniffedFile {
  kind: FileKind;
  mime: string;
}

const MIME_BY_KIND: Record<FileKind, string> = {
  pdf: "application/pdf",
  csv: "text/csv",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpeg: "image/jpeg",
  png: "image/png",
  heic: "image/heic",
};

const KIND_BY_EXTENSION: Record<string, FileKind> = {
  pdf: "pdf",
  docx: "docx",
  xlsx: "xlsx",
  jpg: "jpeg",
  png: "png",
  heic: "heic",
  heif: "heic",
};

const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_BYTES = 128;
/** Bounds the walk through a corrupt or hostile sector chain. */
const MAX_DIRECTORY_SECTORS = 256;

/**
 * Word 97–2003 and Excel 97–2003 files are both OLE compound files; only the streams they hold
 * tell them apart: "WordDocument" for DOC, "Workbook" (or the older "Book") for XLS.
 */
export function compoundFileKind(bytes: Uint8Array): "doc" | "xls" | null {
  if (bytes.length < 512 || !CFB_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorSize = 1 << view.getUint16(30, true);
  const fatSectorCount = Math.min(view.getUint32(44, true), 109);
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const readU32 = (offset: number) =>
    offset + 4 <= bytes.length ? view.getUint32(offset, true) : null;

  const fatSectors: number[] = [];
  for (let index = 0; index < fatSectorCount; index++) {
    const sector = readU32(76 + index * 4);
    if (sector !== null) fatSectors.push(sector);
  }
  const entriesPerSector = sectorSize / 4;
  const nextSector = (sector: number): number | null => {
    const fatSector = fatSectors[Math.floor(sector / entriesPerSector)];
    if (fatSector === undefined) return null;
    return readU32(sectorOffset(fatSector) + (sector % entriesPerSector) * 4);
  };

  const names = new Set<string>();
  let sector: number | null = view.getUint32(48, true);
  for (let visited = 0; sector !== null && sector !== END_OF_CHAIN; visited++) {
    if (visited >= MAX_DIRECTORY_SECTORS) break;
    const start = sectorOffset(sector);
    for (
      let entry = start;
      entry + DIRECTORY_ENTRY_BYTES <= Math.min(start + sectorSize, bytes.length);
      entry += DIRECTORY_ENTRY_BYTES
    ) {
      const nameBytes = Math.min(view.getUint16(entry + 64, true), 64);
      if (nameBytes >= 2) {
        names.add(Buffer.from(bytes.subarray(entry, entry + nameBytes - 2)).toString("utf16le"));
      }
    }
    sector = nextSector(sector);
  }
  if (names.has("WordDocument")) return "doc";
  if (names.has("Workbook") || names.has("Book")) return "xls";
  return null;
}

const CSV_DELIMITERS = [",", ";", "\t"];

/** Fields on one line; a delimiter inside double quotes ("Acme, Inc.") does not split. */
function countFields(line: string, delimiter: string): number {
  let fields = 1;
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) fields++;
  }
  return fields;
}
const CSV_SAMPLE_LINES = 20;

/**
 * Text that is valid UTF-8, holds no NUL byte, and whose first lines split into the same
 * number (two or more) of fields on one delimiter.
 */
export function looksLikeCsv(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(0, 64 * 1024));
  } catch {
    return false;
  }
  const lines = text
    .split(/\r?\n/)
    .slice(0, CSV_SAMPLE_LINES)
    .filter((line, index, all) => line.length > 0 || index < all.length - 1);
  if (lines.length < 2) return false;
  return CSV_DELIMITERS.some((delimiter) => {
    const counts = lines.map((line) => countFields(line, delimiter));
    return (
      counts[0] !== undefined && counts[0] >= 2 && counts.every((count) => count === counts[0])
    );
  });
}

/** What a file really is, from its bytes; null for anything berkas does not read. */
export async function sniffFileType(bytes: Uint8Array): Promise<SniffedFile | null> {
  const detected = await fileTypeFromBuffer(bytes);
  let kind: FileKind | null = null;
  if (detected?.ext === "cfb") kind = compoundFileKind(bytes);
  else if (detected) kind = KIND_BY_EXTENSION[detected.ext] ?? null;
  else if (looksLikeCsv(bytes)) kind = "csv";
  return kind ? { kind, mime: MIME_BY_KIND[kind] } : null;
}
