/**
 * The reader's public API: file bytes in, text and layout out (DESIGN §3 "Document reading").
 * Files come from strangers, so they are inspected, read and previewed in a thread of their own
 * with memory and time limits (decision 0017).
 */
export { inspectFile, readDocument, renderPreview } from "./isolated-reader.ts";
export { createOcrEngine, nativeTesseractAvailable } from "./ocr.ts";
export type { OcrEngine, OcrLayout, OcrResult } from "./ocr.ts";
export type { ReadOptions } from "./read-document.ts";
export type { Box, ReadLine, ReadMethod, ReadPage, ReadResult } from "./read-result.ts";
export { ReaderError } from "./reader-error.ts";
export type { ReaderErrorCode } from "./reader-error.ts";
export { FILE_KINDS, sniffFileType } from "./sniff-file-type.ts";
export type { FileKind, SniffedFile } from "./sniff-file-type.ts";
export { detectLanguage } from "./detect-language.ts";
export type { LanguageGuess } from "./detect-language.ts";
