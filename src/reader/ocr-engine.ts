import type { ReadLine } from "./read-result.ts";

export interface OcrResult {
  /** Lines in reading order, boxes in pixels of the image given. */
  lines: ReadLine[];
  text: string;
  /** Mean word confidence weighted by length, 0–1; null when nothing was recognised. */
  confidence: number | null;
}

/**
 * Tesseract behind one small interface: the native binary where it is installed, tesseract.js
 * everywhere. An engine is made once and reused (a worker process keeps one for its life).
 */
export interface OcrEngine {
  readonly name: "native" | "wasm";
  /** `image` is a PNG or JPEG; a PNG's pHYs resolution, when set, tells Tesseract the dpi. */
  recognize(image: Buffer, signal?: AbortSignal, layout?: OcrLayout): Promise<OcrResult>;
  terminate(): Promise<void>;
}

/** English and Indonesian together: business papers here mix them. */
export const OCR_LANGUAGES = "eng+ind";

/**
 * How Tesseract should find the lines (its page segmentation mode):
 * - "page" (3, automatic): blocks, columns and headings of any size, for a scanned page;
 * - "block" (6, one uniform block): rows kept whole, for a photographed receipt, where automatic
 *   segmentation took the shaded paper for a picture and dropped its TOTAL lines.
 * Measured on our fixtures: "block" lost a scanned page's large heading, "page" lost the
 * photo's totals; each is right for its kind of image.
 */
export type OcrLayout = "page" | "block" | "line";
export const PAGE_SEGMENTATION_MODE: Record<OcrLayout, string> = {
  page: "3",
  block: "6",
  // (7, one line): a line cut out of a page to be read again (rereadIdentifiers).
  line: "7",
};

interface Word {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  confidence: number;
}

/**
 * Tesseract's TSV (the CLI's `tsv` output and tesseract.js's `tsv` alike): one row per page,
 * block, paragraph, line and word; words (level 5) carry text, box and confidence 0–100.
 */
export function ocrResultFromTsv(tsv: string): OcrResult {
  const lines = new Map<string, Word[]>();
  for (const row of tsv.split("\n")) {
    const fields = row.split("\t");
    if (fields[0] !== "5" || fields.length < 12) continue;
    const text = fields.slice(11).join("\t").trim();
    if (!text) continue;
    const [left, top, width, height, confidence] = fields.slice(6, 11).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const key = fields.slice(1, 5).join(".");
    const words = lines.get(key) ?? [];
    words.push({ text, left, top, right: left + width, bottom: top + height, confidence });
    lines.set(key, words);
  }

  let weighted = 0;
  let characters = 0;
  const readLines: ReadLine[] = [...lines.values()].map((words) => {
    const x = Math.min(...words.map((word) => word.left));
    const y = Math.min(...words.map((word) => word.top));
    const lineCharacters = words.reduce((sum, word) => sum + word.text.length, 0);
    const lineWeighted = words.reduce((sum, word) => sum + word.confidence * word.text.length, 0);
    weighted += lineWeighted;
    characters += lineCharacters;
    return {
      text: words.map((word) => word.text).join(" "),
      box: {
        x,
        y,
        width: Math.max(...words.map((word) => word.right)) - x,
        height: Math.max(...words.map((word) => word.bottom)) - y,
      },
      confidence: lineWeighted / lineCharacters / 100,
    };
  });
  return {
    lines: readLines,
    text: readLines.map((line) => line.text).join("\n"),
    confidence: characters > 0 ? weighted / characters / 100 : null,
  };
}
