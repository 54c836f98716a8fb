import { READER_LIMITS } from "../contracts/limits.ts";
import { ReaderError } from "./reader-error.ts";

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const END_OF_DIRECTORY_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const SATURATED_32 = 0xffffffff;
const SATURATED_16 = 0xffff;
/**
 * Deflate cannot shrink data by more than about 1032:1; an entry declaring more is lying about
 * its size, which is what a ZIP bomb does.
 */
const MAX_COMPRESSION_RATIO = 1100;

export interface ArchiveSummary {
  entries: number;
  uncompressedBytes: number;
}

const corrupt = (detail: string) =>
  new ReaderError("FILE_CORRUPT", `The file is not a readable ZIP package: ${detail}.`);

/**
 * Reads a DOCX or XLSX package's central directory, never its contents, and refuses one that
 * would inflate past READER_LIMITS (too many entries, too many bytes, an impossible ratio).
 */
export function inspectZipArchive(bytes: Uint8Array): ArchiveSummary {
  try {
    return readCentralDirectory(bytes);
  } catch (error) {
    if (error instanceof RangeError) throw corrupt("a record runs past the end of the file");
    throw error;
  }
}

function readCentralDirectory(bytes: Uint8Array): ArchiveSummary {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (offset: number) => view.getUint16(offset, true);
  const u32 = (offset: number) => view.getUint32(offset, true);
  const u64 = (offset: number) => Number(view.getBigUint64(offset, true));

  let end = -1;
  const lowest = Math.max(0, bytes.length - END_OF_DIRECTORY_BYTES - MAX_COMMENT_BYTES);
  for (let offset = bytes.length - END_OF_DIRECTORY_BYTES; offset >= lowest; offset--) {
    if (u32(offset) === END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw corrupt("no end of central directory");

  let entries = u16(end + 10);
  let directoryBytes = u32(end + 12);
  let directoryOffset = u32(end + 16);
  const locator = end - 20;
  if (
    (entries === SATURATED_16 ||
      directoryBytes === SATURATED_32 ||
      directoryOffset === SATURATED_32) &&
    locator >= 0 &&
    u32(locator) === ZIP64_END_LOCATOR
  ) {
    const zip64End = u64(locator + 8);
    if (zip64End + 56 > bytes.length || u32(zip64End) !== ZIP64_END_OF_DIRECTORY) {
      throw corrupt("broken ZIP64 end of central directory");
    }
    entries = u64(zip64End + 32);
    directoryBytes = u64(zip64End + 40);
    directoryOffset = u64(zip64End + 48);
  }
  if (entries > READER_LIMITS.maxArchiveEntries) {
    throw new ReaderError(
      "ARCHIVE_TOO_LARGE",
      `The package holds ${entries} entries; at most ${READER_LIMITS.maxArchiveEntries} are read.`,
    );
  }
  if (directoryOffset + directoryBytes > bytes.length) {
    throw corrupt("central directory past the end of the file");
  }

  let uncompressedBytes = 0;
  let offset = directoryOffset;
  for (let index = 0; index < entries; index++) {
    if (offset + 46 > bytes.length || u32(offset) !== CENTRAL_ENTRY) {
      throw corrupt("truncated central directory");
    }
    let compressed = u32(offset + 20);
    let uncompressed = u32(offset + 24);
    const nameBytes = u16(offset + 28);
    const extraBytes = u16(offset + 30);
    const commentBytes = u16(offset + 32);
    const extraStart = offset + 46 + nameBytes;
    for (let extra = extraStart; extra + 4 <= extraStart + extraBytes;) {
      const id = u16(extra);
      const size = u16(extra + 2);
      if (id === ZIP64_EXTRA) {
        let field = extra + 4;
        if (uncompressed === SATURATED_32 && field + 8 <= bytes.length) {
          uncompressed = u64(field);
          field += 8;
        }
        if (compressed === SATURATED_32 && field + 8 <= bytes.length) compressed = u64(field);
      }
      extra += 4 + size;
    }
    if (uncompressed > 0 && uncompressed > compressed * MAX_COMPRESSION_RATIO) {
      throw new ReaderError(
        "ARCHIVE_TOO_LARGE",
        `An entry of the package declares ${uncompressed} bytes from ${compressed}: no real file compresses that far.`,
      );
    }
    uncompressedBytes += uncompressed;
    if (uncompressedBytes > READER_LIMITS.maxDecompressedBytes) {
      throw new ReaderError(
        "ARCHIVE_TOO_LARGE",
        `The package would unpack to more than ${READER_LIMITS.maxDecompressedBytes} bytes.`,
      );
    }
    offset = extraStart + extraBytes + commentBytes;
  }
  return { entries, uncompressedBytes };
}
