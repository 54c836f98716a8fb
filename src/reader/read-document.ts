import type { FileKind } from "./sniff-file-type.ts";
import { detectLanguage } from "./detect-language.ts";
import { readImage } from "./images.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { readDoc, readDocx } from "./office.ts";
import { QR_NOT_LOOKED_AT, readPdf } from "./pdf.ts";
import type { ReadPage, ReadResult } from "./read-result.ts";
import { readCsv, readXls, readXlsx } from "./sheets.ts";
import type { VerificationQr } from "../contracts/verification-qr.ts";

export interface ReadOptions {
  /** Used for pages without a text layer and for images; one engine serves many documents. */
  ocr: OcrEngine;
  signal?: AbortSignal;
  /** 0–1 as pages are read. */
  onProgress?: (fraction: number) => void;
}

async function readPages(
  bytes: Uint8Array,
  kind: FileKind,
  options: ReadOptions,
): Promise<{ pages: ReadPage[]; warnings: string[]; verificationQr?: VerificationQr }> {
  switch (kind) {
    case "pdf":
      return readPdf(bytes, options);
    case "jpeg":
    case "png":
    case "heic": {
      const { page, verificationQr } = await readImage(bytes, kind, options.ocr, options.signal);
      if (!verificationQr) return { pages: [page], warnings: [QR_NOT_LOOKED_AT] };
      return { pages: [page], warnings: [], verificationQr };
    }
    case "docx":
      return { pages: [await readDocx(bytes)], warnings: [] };
    case "doc":
      return { pages: [await readDoc(bytes)], warnings: [] };
    case "xlsx":
      return readXlsx(bytes);
    case "xls":
      return readXls(bytes);
    case "csv":
      return readCsv(bytes);
  }
}

/**
 * A file's text and layout, page by page, with its language. Throws ReaderError for a file
 * that can never be read (encrypted, corrupt, past the limits); the same checks as
 * inspectFile run again here, so a file is never read without them.
 */
export async function readDocument(
  bytes: Uint8Array,
  kind: FileKind,
  options: ReadOptions,
): Promise<ReadResult> {
  options.signal?.throwIfAborted();
  const { pages, warnings, verificationQr } = await readPages(bytes, kind, options);
  options.onProgress?.(1);
  const text = pages.map((page) => page.text).join("\n\n");
  const guess = detectLanguage(text);
  return {
    pages,
    text,
    pageCount: pages.length,
    language: guess?.language ?? null,
    languageConfidence: guess?.confidence ?? null,
    warnings,
    ...(verificationQr && { verificationQr }),
  };
}
