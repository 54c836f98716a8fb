/**
 * The numbered objects of a small PDF, and the file they make with its cross-reference table:
 * what both document generators (test fixtures, labelled evaluation set) write their pages with.
 * Object 1 is the catalog and object 2 the page tree, filled in by `write` once pages exist.
 */
export interface PdfObjects {
  /** Adds an object and returns its number. */
  add(body: string | Buffer): number;
  /** A stream object's bytes: dictionary, length and data. */
  stream(dictionary: string, data: Buffer): Buffer;
  /** The whole file: the page tree of `pages` (object numbers), and `info` as its Info. */
  write(pages: number[], info: number): Buffer;
}

export function pdfObjects(): PdfObjects {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    return objects.length;
  };
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add("");

  return {
    add,
    stream: (dictionary, data) =>
      Buffer.concat([
        Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`, "latin1"),
        data,
        Buffer.from("\nendstream", "latin1"),
      ]),
    write(pages, info) {
      objects[1] = Buffer.from(
        `<< /Type /Pages /Kids [${pages.map((page) => `${page} 0 R`).join(" ")}] /Count ${pages.length} >>`,
        "latin1",
      );
      const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
      let length = parts[0]?.length ?? 0;
      const offsets = objects.map((body, index) => {
        const offset = length;
        const object = Buffer.concat([
          Buffer.from(`${index + 1} 0 obj\n`, "latin1"),
          body,
          Buffer.from("\nendobj\n", "latin1"),
        ]);
        parts.push(object);
        length += object.length;
        return offset;
      });
      const xref = [
        "xref",
        `0 ${objects.length + 1}`,
        "0000000000 65535 f ",
        ...offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n `),
        "trailer",
        `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>`,
        "startxref",
        String(length),
        "%%EOF\n",
      ].join("\n");
      parts.push(Buffer.from(xref, "latin1"));
      return Buffer.concat(parts);
    },
  };
}
