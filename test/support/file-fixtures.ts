/**
 * Small real files built byte by byte, so sniffing tests need no binary fixtures: a ZIP with
 * stored (uncompressed) entries, as Office Open XML packages are, and an OLE compound file with
 * one named stream, as Word and Excel 97–2003 files are.
 */
import { storedZip as storedZipOf } from "../../src/reader/zip-archive.ts";

export function storedZip(entries: Record<string, string>): Uint8Array {
  const zipEntries = Object.entries(entries).map(([name, content]) => ({
    name,
    data: Buffer.from(content, "utf8"),
  }));
  return new Uint8Array(storedZipOf(zipEntries));
}

const SECTOR = 512;
const FREE = 0xffffffff;
const END_OF_CHAIN = 0xfffffffe;
const FAT_SECTOR = 0xfffffffd;

function directoryEntry(name: string, type: number): Buffer {
  const entry = Buffer.alloc(128);
  const nameBytes = Buffer.from(`${name}\0`, "utf16le");
  nameBytes.copy(entry, 0);
  entry.writeUInt16LE(nameBytes.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt32LE(FREE, 68);
  entry.writeUInt32LE(FREE, 72);
  entry.writeUInt32LE(FREE, 76);
  entry.writeUInt32LE(END_OF_CHAIN, 116);
  return entry;
}

/** Header, one FAT sector (sector 0) and one directory sector (sector 1). */
export function compoundFile(streamName: string): Uint8Array {
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  header.writeUInt16LE(6, 32);
  header.writeUInt32LE(1, 44);
  header.writeUInt32LE(1, 48);
  header.writeUInt32LE(4096, 56);
  header.writeUInt32LE(END_OF_CHAIN, 60);
  header.writeUInt32LE(END_OF_CHAIN, 68);
  for (let index = 0; index < 109; index++)
    header.writeUInt32LE(index === 0 ? 0 : FREE, 76 + index * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FAT_SECTOR, 0);
  fat.writeUInt32LE(END_OF_CHAIN, 4);

  const directory = Buffer.alloc(SECTOR, 0);
  directoryEntry("Root Entry", 5).copy(directory, 0);
  directoryEntry(streamName, 2).copy(directory, 128);
  return new Uint8Array(Buffer.concat([header, fat, directory]));
}

/** A Word package as far as sniffing goes: its content types name the main document part. */
export function wordPackage(documentXml: string): Uint8Array {
  return storedZip({
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    "word/document.xml": documentXml,
  });
}
