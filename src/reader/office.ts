import mammoth from "mammoth";
import WordExtractor from "word-extractor";
import { pageOfText } from "./read-result.ts";
import type { ReadPage } from "./read-result.ts";
import { ReaderError } from "./reader-error.ts";
import { unpackedZip } from "./zip-archive.ts";

const paragraphs = (text: string) =>
  text
    .split(/\r?\n|\r/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

/** A DOCX as one page of its paragraphs (table cells are paragraphs too), without layout. */
export async function readDocx(bytes: Uint8Array): Promise<ReadPage> {
  const unpacked = await unpackedZip(bytes);
  let text: string;
  try {
    ({ value: text } = await mammoth.extractRawText({ buffer: unpacked }));
  } catch (error) {
    throw new ReaderError("FILE_CORRUPT", "The Word document cannot be read.", { cause: error });
  }
  return pageOfText(1, "office", paragraphs(text));
}

/** A Word 97–2003 document as one page: its body text, then its headers and footers. */
export async function readDoc(bytes: Uint8Array): Promise<ReadPage> {
  let texts: string[];
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    texts = [document.getBody(), document.getHeaders({ includeFooters: true })];
  } catch (error) {
    throw new ReaderError("FILE_CORRUPT", "The Word document cannot be read.", { cause: error });
  }
  return pageOfText(1, "office", texts.flatMap(paragraphs));
}
