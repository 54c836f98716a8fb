import { describe, expect, it } from "vitest";
import { compoundFile, storedZip } from "../../test/support/file-fixtures.ts";
import { compoundFileKind, looksLikeCsv, sniffFileType } from "./sniff-file-type.ts";

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`;

describe("sniffFileType", () => {
  it("knows PDF, PNG and JPEG by their signatures", async () => {
    expect(await sniffFileType(bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"))).toEqual({
      kind: "pdf",
      mime: "application/pdf",
    });
    expect(
      (await sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR")))
        ?.kind,
    ).toBe("png");
    expect((await sniffFileType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], "JFIF\0")))?.kind).toBe(
      "jpeg",
    );
  });

  it("knows a HEIC photo by its ftyp box", async () => {
    const heic = bytes([0, 0, 0, 0x18], "ftypheic", [0, 0, 0, 0], "mif1heic");
    expect(await sniffFileType(heic)).toEqual({ kind: "heic", mime: "image/heic" });
  });

  it("tells DOCX from XLSX by the package inside the ZIP", async () => {
    const docx = storedZip({
      "[Content_Types].xml": CONTENT_TYPES(
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
      ),
      "word/document.xml": "<w:document/>",
    });
    const xlsx = storedZip({
      "[Content_Types].xml": CONTENT_TYPES(
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
      ),
      "xl/workbook.xml": "<workbook/>",
    });
    expect((await sniffFileType(docx))?.kind).toBe("docx");
    expect((await sniffFileType(xlsx))?.kind).toBe("xlsx");
  });

  it("refuses a ZIP that is not an Office document", async () => {
    expect(await sniffFileType(storedZip({ "notes.txt": "halo" }))).toBeNull();
  });

  it("tells DOC from XLS by the streams of the compound file", async () => {
    expect(await sniffFileType(compoundFile("WordDocument"))).toEqual({
      kind: "doc",
      mime: "application/msword",
    });
    expect((await sniffFileType(compoundFile("Workbook")))?.kind).toBe("xls");
    expect((await sniffFileType(compoundFile("Book")))?.kind).toBe("xls");
    expect(await sniffFileType(compoundFile("PowerPoint Document"))).toBeNull();
  });

  it("knows CSV in either Indonesian or English conventions", async () => {
    const semicolons = "Tanggal;Vendor;Jumlah\n14/10/2025;PT Sumber Makmur;1.500.000,00\n";
    const commas = 'Date,Vendor,Amount\n2025-10-14,"Acme, Inc.",1500.00\n';
    expect(await sniffFileType(bytes(semicolons))).toEqual({ kind: "csv", mime: "text/csv" });
    expect((await sniffFileType(new TextEncoder().encode(commas)))?.kind).toBe("csv");
  });

  it("refuses an executable renamed to .pdf, and other unknown bytes", async () => {
    expect(await sniffFileType(bytes("MZ", [0x90, 0, 3, 0, 0, 0, 4, 0]))).toBeNull();
    expect(await sniffFileType(bytes([0x7f], "ELF", [2, 1, 1, 0]))).toBeNull();
    expect(await sniffFileType(new Uint8Array())).toBeNull();
  });
});

describe("looksLikeCsv", () => {
  it("wants at least two lines with the same number of fields", () => {
    expect(looksLikeCsv(new TextEncoder().encode("a,b\n1,2\n"))).toBe(true);
    expect(looksLikeCsv(new TextEncoder().encode("just one line, of prose"))).toBe(false);
    expect(looksLikeCsv(new TextEncoder().encode("a,b\n1,2,3\n"))).toBe(false);
  });

  it("refuses binary and invalid UTF-8", () => {
    expect(looksLikeCsv(new Uint8Array([0x61, 0x2c, 0x62, 0x0a, 0x00, 0x2c, 0x31]))).toBe(false);
    expect(looksLikeCsv(new Uint8Array([0xc3, 0x28, 0x2c, 0x61, 0x0a, 0x62, 0x2c, 0x63]))).toBe(
      false,
    );
  });
});

describe("compoundFileKind", () => {
  it("survives a truncated or corrupt compound file", () => {
    const truncated = compoundFile("WordDocument").subarray(0, 600);
    expect(compoundFileKind(truncated)).toBeNull();
    const looping = compoundFile("WordDocument");
    // Point the directory chain back at itself: the walk must still end.
    new DataView(looping.buffer).setUint32(512 + 4, 1, true);
    expect(compoundFileKind(looping)).toBe("doc");
  });
});
