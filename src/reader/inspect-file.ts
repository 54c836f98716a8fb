import { inspectImage } from "./images.ts";
import { openPdf } from "./pdf.ts";
import type { FileKind } from "./sniff-file-type.ts";
import { inspectZipArchive } from "./zip-archive.ts";

/**
 * The safety check at upload: a PDF opens (not encrypted, not broken) and has at most maxPages
 * pages; a DOCX or XLSX package inflates within the archive limits (counted as zlib produces
 * it, nothing kept); an image's header gives at most maxImagePixels, nothing decoded. Throws
 * ReaderError; `pageCount` is known for PDFs and images. The server calls it through the
 * reading threads (isolated-reader.ts).
 */
export async function inspectFile(
  bytes: Uint8Array,
  kind: FileKind,
): Promise<{ pageCount: number | null }> {
  switch (kind) {
    case "pdf": {
      const { document, close } = await openPdf(bytes);
      const pageCount = document.numPages;
      await close();
      return { pageCount };
    }
    case "docx":
    case "xlsx":
      await inspectZipArchive(bytes);
      return { pageCount: null };
    case "jpeg":
    case "png":
    case "heic":
      await inspectImage(bytes);
      return { pageCount: 1 };
    case "doc":
    case "xls":
    case "csv":
      return { pageCount: null };
  }
}
