import { crc32, createInflateRaw } from "node:zlib";
import { READER_LIMITS } from "../contracts/limits.ts";
import { ReaderError } from "./reader-error.ts";

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const END_OF_DIRECTORY_BYTES = 22;
const LOCAL_HEADER_BYTES = 30;
const MAX_COMMENT_BYTES = 0xffff;
const SATURATED_32 = 0xffffffff;
const SATURATED_16 = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;
const MEBIBYTE = 1024 * 1024;

export interface ZipEntry {
  name: string;
  data: Buffer;
}

export interface ArchiveSummary {
  entries: number;
  /** Counted while inflating, not declared. */
  unpackedBytes: number;
}

interface DirectoryEntry {
  name: string;
  method: number;
  flags: number;
  /** As declared: it only bounds where the entry's data may lie in the file. */
  compressedBytes: number;
  localHeaderOffset: number;
}

const corrupt = (detail: string) =>
  new ReaderError("FILE_CORRUPT", `The file is not a readable ZIP package: ${detail}.`);

const megabytes = (bytes: number) => Math.round(bytes / MEBIBYTE);

const expandsTooFar = (limit: number) =>
  new ReaderError("ARCHIVE_TOO_LARGE", `The file expands to more than ${megabytes(limit)} MB.`);

const compressedTooFar = (name: string) =>
  new ReaderError(
    "ARCHIVE_TOO_LARGE",
    `The part "${name.slice(0, 100)}" expands more than ${READER_LIMITS.maxCompressionRatio} times its packed size; no real document compresses that far.`,
  );

/**
 * A package's central directory. Refuses one with more entries than READER_LIMITS allow, or
 * a part declared larger than they allow; declared sizes are otherwise used only to find each
 * entry's bytes, never trusted as what it holds.
 */
function readCentralDirectory(bytes: Uint8Array): DirectoryEntry[] {
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

  let count = u16(end + 10);
  let directoryBytes = u32(end + 12);
  let directoryOffset = u32(end + 16);
  const locator = end - 20;
  if (
    (count === SATURATED_16 ||
      directoryBytes === SATURATED_32 ||
      directoryOffset === SATURATED_32) &&
    locator >= 0 &&
    u32(locator) === ZIP64_END_LOCATOR
  ) {
    const zip64End = u64(locator + 8);
    if (zip64End + 56 > bytes.length || u32(zip64End) !== ZIP64_END_OF_DIRECTORY) {
      throw corrupt("broken ZIP64 end of central directory");
    }
    count = u64(zip64End + 32);
    directoryBytes = u64(zip64End + 40);
    directoryOffset = u64(zip64End + 48);
  }
  if (count > READER_LIMITS.maxArchiveEntries) {
    throw new ReaderError(
      "ARCHIVE_TOO_LARGE",
      `The package holds ${count} entries; at most ${READER_LIMITS.maxArchiveEntries} are read.`,
    );
  }
  if (directoryOffset + directoryBytes > bytes.length) {
    throw corrupt("central directory past the end of the file");
  }

  const entries: DirectoryEntry[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (offset + 46 > bytes.length || u32(offset) !== CENTRAL_ENTRY) {
      throw corrupt("truncated central directory");
    }
    let compressedBytes = u32(offset + 20);
    let declaredBytes = u32(offset + 24);
    const nameBytes = u16(offset + 28);
    const extraBytes = u16(offset + 30);
    const commentBytes = u16(offset + 32);
    let localHeaderOffset = u32(offset + 42);
    const extraStart = offset + 46 + nameBytes;
    for (let extra = extraStart; extra + 4 <= extraStart + extraBytes;) {
      const size = u16(extra + 2);
      if (u16(extra) === ZIP64_EXTRA) {
        // ZIP64 values follow in this order, each only when its 32-bit field is saturated.
        let field = extra + 4;
        if (declaredBytes === SATURATED_32) {
          declaredBytes = u64(field);
          field += 8;
        }
        if (compressedBytes === SATURATED_32) {
          compressedBytes = u64(field);
          field += 8;
        }
        if (localHeaderOffset === SATURATED_32) localHeaderOffset = u64(field);
      }
      extra += 4 + size;
    }
    const name = Buffer.from(bytes.subarray(offset + 46, extraStart)).toString("utf8");
    // A part that admits to being too large is refused before anything is inflated; one that
    // lies is stopped while it inflates.
    if (declaredBytes > READER_LIMITS.maxUnpackedEntryBytes) {
      throw expandsTooFar(READER_LIMITS.maxUnpackedEntryBytes);
    }
    entries.push({
      name,
      method: u16(offset + 10),
      flags: u16(offset + 8),
      compressedBytes,
      localHeaderOffset,
    });
    offset = extraStart + extraBytes + commentBytes;
  }
  return entries;
}

/** The entry's packed bytes, found through its local header. */
function packedData(bytes: Uint8Array, entry: DirectoryEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = entry.localHeaderOffset;
  if (header + LOCAL_HEADER_BYTES > bytes.length || view.getUint32(header, true) !== LOCAL_ENTRY) {
    throw corrupt("an entry's local header is missing");
  }
  const start =
    header +
    LOCAL_HEADER_BYTES +
    view.getUint16(header + 26, true) +
    view.getUint16(header + 28, true);
  if (start > bytes.length) throw corrupt("an entry runs past the end of the file");
  return bytes.subarray(start, Math.min(bytes.length, start + entry.compressedBytes));
}

/**
 * Inflates `packed` through zlib, counting the bytes as they come out and stopping the moment
 * they pass `limit`: a bomb never gets further than one zlib chunk past the limit.
 */
function inflateCapped(
  packed: Uint8Array,
  limit: number,
  refusal: () => ReaderError,
  keep: boolean,
): Promise<{ data: Buffer; length: number }> {
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    const chunks: Buffer[] = [];
    let length = 0;
    inflater.on("data", (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        inflater.destroy();
        reject(refusal());
        return;
      }
      if (keep) chunks.push(chunk);
    });
    inflater.on("error", (error) => {
      reject(
        new ReaderError("FILE_CORRUPT", "The file is not a readable ZIP package.", {
          cause: error,
        }),
      );
    });
    inflater.on("end", () => resolve({ data: Buffer.concat(chunks), length }));
    inflater.end(packed);
  });
}

/**
 * Every entry of a DOCX or XLSX package, inflated under READER_LIMITS: the package as a whole,
 * each part, and each part's ratio to its packed size are capped while zlib produces the bytes.
 * With `keep: false` the bytes are only counted (the upload check).
 */
async function unpack(
  bytes: Uint8Array,
  keep: boolean,
): Promise<{ entries: ZipEntry[]; count: number; total: number }> {
  let directory: DirectoryEntry[];
  try {
    directory = readCentralDirectory(bytes);
  } catch (error) {
    if (error instanceof RangeError) throw corrupt("a record runs past the end of the file");
    throw error;
  }
  const entries: ZipEntry[] = [];
  let total = 0;
  for (const entry of directory) {
    if (entry.flags & ENCRYPTED_FLAG) {
      throw new ReaderError("FILE_ENCRYPTED", "A part of the package is encrypted.");
    }
    const packed = packedData(bytes, entry);
    let data: Buffer;
    let length: number;
    if (entry.method === STORED) {
      data = Buffer.from(packed);
      length = packed.length;
      if (total + length > READER_LIMITS.maxUnpackedBytes) {
        throw expandsTooFar(READER_LIMITS.maxUnpackedBytes);
      }
    } else if (entry.method === DEFLATED) {
      const left = READER_LIMITS.maxUnpackedBytes - total;
      const byRatio = Math.max(
        READER_LIMITS.ratioFreeEntryBytes,
        packed.length * READER_LIMITS.maxCompressionRatio,
      );
      const limit = Math.min(left, READER_LIMITS.maxUnpackedEntryBytes, byRatio);
      const refusal = () =>
        limit === byRatio
          ? compressedTooFar(entry.name)
          : expandsTooFar(
              limit === left ? READER_LIMITS.maxUnpackedBytes : READER_LIMITS.maxUnpackedEntryBytes,
            );
      ({ data, length } = await inflateCapped(packed, limit, refusal, keep));
    } else {
      throw corrupt(`compression method ${entry.method} is not one Office uses`);
    }
    total += length;
    if (keep) entries.push({ name: entry.name, data });
  }
  return { entries, count: directory.length, total };
}

/** The upload check: inflates the whole package, keeping nothing, and refuses a bomb. */
export async function inspectZipArchive(bytes: Uint8Array): Promise<ArchiveSummary> {
  const { count, total } = await unpack(bytes, false);
  return { entries: count, unpackedBytes: total };
}

/**
 * The package rebuilt from the bytes we inflated under the caps, every entry stored as is, for
 * the Office libraries: they then never inflate anything the file itself describes.
 */
export async function unpackedZip(bytes: Uint8Array): Promise<Buffer> {
  const { entries } = await unpack(bytes, true);
  return storedZip(entries);
}

/** A ZIP whose entries are stored, not compressed: what readers get, and what tests build. */
export function storedZip(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const checksum = crc32(data);
    const local = Buffer.alloc(LOCAL_HEADER_BYTES);
    local.writeUInt32LE(LOCAL_ENTRY, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_ENTRY, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(END_OF_DIRECTORY_BYTES);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}
