/**
 * Decompression bombs made at run time (no big binaries in the repository): a few hundred
 * kilobytes that inflate to hundreds of megabytes, in the formats berkas accepts.
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

const MEBIBYTE = 1024 * 1024;

/**
 * A raw deflate stream that inflates to `inflatedBytes`: one mebibyte of `fill` deflated with a
 * full flush (so it stands alone) repeated, then an empty final block. About 1000:1, or about
 * 100:1 with `noisy` (10 KB of varied bytes in each mebibyte).
 */
export function deflateBomb(inflatedBytes: number, fill = "0", noisy = false, ending = ""): Buffer {
  const mebibyte = Buffer.alloc(MEBIBYTE, fill);
  let seed = 1;
  for (let index = 0; noisy && index < 10_240; index++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    mebibyte[index] = seed >>> 24;
  }
  const chunk = deflateRawSync(mebibyte, {
    level: 9,
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const copies = Math.ceil(inflatedBytes / MEBIBYTE);
  return Buffer.concat([
    ...Array.from({ length: copies }, () => chunk),
    deflateRawSync(Buffer.from(ending, "latin1")),
  ]);
}

interface ZipPart {
  name: string;
  /** Raw deflate data, or text stored as is. */
  deflated?: Buffer;
  text?: string;
  /** What the headers claim the part inflates to; a bomb lies here. */
  declaredBytes?: number;
}

function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const data = part.deflated ?? Buffer.from(part.text ?? "", "utf8");
    const method = part.deflated ? 8 : 0;
    const declared = part.declaredBytes ?? data.length;
    const checksum = part.deflated ? 0 : crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = {
  docx: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
  xlsx: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
};

/**
 * A DOCX or XLSX whose main part inflates to `inflatedBytes` while every header declares it
 * holds a kilobyte: what the issue's 612 KB → 629 MB file did.
 */
export function officeBomb(kind: "docx" | "xlsx", inflatedBytes: number): Buffer {
  const main = kind === "docx" ? "word/document.xml" : "xl/worksheets/sheet1.xml";
  return zip([
    { name: "[Content_Types].xml", text: CONTENT_TYPES[kind] },
    { name: main, deflated: deflateBomb(inflatedBytes), declaredBytes: 1024 },
  ]);
}

/**
 * A DOCX of `parts` parts that each inflate to `partBytes` at about 100:1, a ratio real files
 * reach, each declaring a kilobyte: only the sizes counted while inflating can stop it.
 */
export function largeOfficePackage(parts: number, partBytes: number): Buffer {
  const deflated = deflateBomb(partBytes, "0", true);
  return zip([
    { name: "[Content_Types].xml", text: CONTENT_TYPES.docx },
    ...Array.from({ length: parts }, (_, index) => ({
      name: `word/media/part${index}.bin`,
      deflated,
      declaredBytes: 1024,
    })),
  ]);
}

/** The same bytes re-declared: every part claims `declaredBytes` in the central directory. */
export function declaringParts(zipBytes: Uint8Array, declaredBytes: number): Buffer {
  const bytes = Buffer.from(zipBytes);
  for (let offset = 0; offset + 4 <= bytes.length; offset++) {
    if (bytes.readUInt32LE(offset) === 0x02014b50) bytes.writeUInt32LE(declaredBytes, offset + 24);
  }
  return bytes;
}

/**
 * A PDF of `pages` pages that share one content stream (FlateDecode) inflating to
 * `inflatedBytes` of spaces and then a line of text: pdf.js inflates it again for every page.
 */
export function pdfFlateBomb(inflatedBytes: number, pages = 1): Buffer {
  const text = "BT /F1 12 Tf 20 100 Td (Invoice INV-2025-001 total Rp 1.250.000) Tj ET";
  // zlib's wrapper around the raw stream; pdf.js reads the header, not the checksum.
  const stream = Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    deflateBomb(inflatedBytes, " ", false, text),
    Buffer.alloc(4),
  ]);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, () => "3 0 R").join(" ")}] /Count ${pages} >>`,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>",
  ];
  const chunks: Buffer[] = [Buffer.from("%PDF-1.7\n", "latin1")];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const add = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    add(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1"));
  });
  offsets.push(length);
  add(
    Buffer.from(`4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
  );
  add(stream);
  add(Buffer.from("\nendstream\nendobj\n", "latin1"));
  const xref = length;
  add(
    Buffer.from(
      `xref\n0 5\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(chunks);
}

/** Deterministic pseudo-random numbers, so a failing variant can be made again. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

export interface CorruptVariant {
  name: string;
  bytes: Buffer;
}

const ZIP_CENTRAL = 0x02014b50;
const ZIP_LOCAL = 0x04034b50;

function offsetsOf(bytes: Buffer, signature: number): number[] {
  const offsets: number[] = [];
  for (let offset = 0; offset + 4 <= bytes.length; offset++) {
    if (bytes.readUInt32LE(offset) === signature) offsets.push(offset);
  }
  return offsets;
}

/** The ways a ZIP package can lie or break: sizes, offsets, methods, missing parts. */
function zipVariants(original: Buffer, random: () => number): CorruptVariant[] {
  const variants: CorruptVariant[] = [];
  const centrals = offsetsOf(original, ZIP_CENTRAL);
  const locals = offsetsOf(original, ZIP_LOCAL);
  const edit = (name: string, change: (bytes: Buffer) => void) => {
    const bytes = Buffer.from(original);
    change(bytes);
    variants.push({ name, bytes });
  };
  const values = [0, 1, 0x7fffffff, 0xffffffff, original.length, Math.floor(random() * 2 ** 32)];
  for (const value of values) {
    edit(`every compressed size ${value}`, (bytes) => {
      for (const at of centrals) bytes.writeUInt32LE(value, at + 20);
      for (const at of locals) bytes.writeUInt32LE(value, at + 18);
    });
    edit(`every uncompressed size ${value}`, (bytes) => {
      for (const at of centrals) bytes.writeUInt32LE(value, at + 24);
      for (const at of locals) bytes.writeUInt32LE(value, at + 22);
    });
    edit(`every local header offset ${value}`, (bytes) => {
      for (const at of centrals) bytes.writeUInt32LE(value, at + 42);
    });
  }
  for (const method of [1, 9, 12, 14, 99, 0xffff]) {
    edit(`compression method ${method}`, (bytes) => {
      for (const at of centrals) bytes.writeUInt16LE(method, at + 10);
      for (const at of locals) bytes.writeUInt16LE(method, at + 8);
    });
  }
  edit("every entry flagged encrypted", (bytes) => {
    for (const at of centrals) bytes.writeUInt16LE(bytes.readUInt16LE(at + 8) | 1, at + 8);
  });
  edit("name lengths past the end", (bytes) => {
    for (const at of centrals) bytes.writeUInt16LE(0xffff, at + 28);
  });
  edit("extra field lengths past the end", (bytes) => {
    for (const at of centrals) bytes.writeUInt16LE(0xfff0, at + 30);
  });
  edit("entry count saturated (ZIP64 without its records)", (bytes) => {
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bytes.writeUInt16LE(0xffff, end + 8);
    bytes.writeUInt16LE(0xffff, end + 10);
  });
  edit("central directory offset past the end", (bytes) => {
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bytes.writeUInt32LE(0xfffffff0, end + 16);
  });
  edit("main parts renamed (content types lie)", (bytes) => {
    for (const at of [...centrals, ...locals]) {
      const nameAt = at + (bytes.readUInt32LE(at) === ZIP_CENTRAL ? 46 : 30);
      const length = bytes.readUInt16LE(at + (bytes.readUInt32LE(at) === ZIP_CENTRAL ? 28 : 26));
      const name = bytes.subarray(nameAt, nameAt + length).toString("latin1");
      if (/document\.xml$|workbook\.xml$|sheet1\.xml$/.test(name))
        bytes.write("x", nameAt, "latin1");
    }
  });
  edit("every part's data zeroed", (bytes) => {
    for (const at of locals) {
      const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
      bytes.fill(0, start, Math.min(bytes.length, start + bytes.readUInt32LE(at + 18)));
    }
  });
  return variants;
}

/** The ways an OLE compound file (DOC, XLS) can break: its FAT, directory and sector size. */
function compoundFileVariants(original: Buffer, random: () => number): CorruptVariant[] {
  const edit = (name: string, change: (bytes: Buffer) => void): CorruptVariant => {
    const bytes = Buffer.from(original);
    change(bytes);
    return { name, bytes };
  };
  return [
    edit("FAT sectors all point past the end", (bytes) => {
      for (let index = 0; index < 109; index++) bytes.writeUInt32LE(0x7ffffff0, 76 + index * 4);
    }),
    edit("FAT sectors point at the header", (bytes) => {
      for (let index = 0; index < 109; index++) bytes.writeUInt32LE(0, 76 + index * 4);
    }),
    edit("FAT sector count huge", (bytes) => bytes.writeUInt32LE(0xffffffff, 44)),
    edit("first directory sector past the end", (bytes) => bytes.writeUInt32LE(0x7ffffff0, 48)),
    edit("sector size shift 0", (bytes) => bytes.writeUInt16LE(0, 30)),
    edit("sector size shift 31", (bytes) => bytes.writeUInt16LE(31, 30)),
    edit("mini stream cutoff 0", (bytes) => bytes.writeUInt32LE(0, 56)),
    edit("DIFAT chain loops", (bytes) => {
      bytes.writeUInt32LE(0, 68);
      bytes.writeUInt32LE(1, 72);
    }),
    edit("FAT scrambled", (bytes) => {
      const fat = (bytes.readUInt32LE(76) + 1) * 512;
      for (let at = fat; at + 4 <= Math.min(bytes.length, fat + 512); at += 4) {
        bytes.writeUInt32LE(Math.floor(random() * 2 ** 32), at);
      }
    }),
    edit("directory scrambled", (bytes) => {
      const directory = (bytes.readUInt32LE(48) + 1) * 512;
      for (let at = directory; at < Math.min(bytes.length, directory + 512); at++) {
        bytes[at] = Math.floor(random() * 256);
      }
    }),
  ];
}

/**
 * Corrupted copies of one real file: cut at several lengths, bytes flipped at random places,
 * and for ZIP packages and OLE compound files, headers that lie.
 */
export function corruptVariants(original: Buffer, seed: number, flips = 8): CorruptVariant[] {
  const random = randomFrom(seed);
  const variants: CorruptVariant[] = [];
  for (const fraction of [0.02, 0.1, 0.5, 0.9, 0.99]) {
    const length = Math.max(1, Math.floor(original.length * fraction));
    variants.push({ name: `cut to ${length} bytes`, bytes: original.subarray(0, length) });
  }
  for (let index = 0; index < flips; index++) {
    const bytes = Buffer.from(original);
    const count = 1 + Math.floor(random() * 16);
    for (let flip = 0; flip < count; flip++) {
      const at = Math.floor(random() * bytes.length);
      bytes[at] = (bytes[at] ?? 0) ^ (1 + Math.floor(random() * 255));
    }
    variants.push({ name: `${count} bytes flipped (seed ${seed}, variant ${index})`, bytes });
  }
  if (original.readUInt32LE(0) === ZIP_LOCAL) variants.push(...zipVariants(original, random));
  if (original.readUInt32BE(0) === 0xd0cf11e0) {
    variants.push(...compoundFileVariants(original, random));
  }
  return variants;
}
