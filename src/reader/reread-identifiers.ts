import sharp from "sharp";
import type { OcrEngine } from "./ocr-engine.ts";
import type { ReadLine } from "./read-result.ts";

/**
 * An NPWP (15 or 16 digits), a NIK (16) or a faktur pajak number (16 or 17) as printed, with
 * dots and dashes; after its name ("NPWP", "NIK") also with the spaces OCR puts in. Without a
 * name, a row of spaced numbers (a till's codes, amounts) is no identifier.
 */
const IDENTIFIER = /(?<![\d.-])\d(?:[.-]?\d){14,16}(?![.-]?\d)/;
const NAMED_IDENTIFIER = /(?<!\d[ .-]?)\d(?:[ .-]?\d){14,16}(?![ .-]?\d)/;
const IDENTIFIER_NAME = /\b(npwp|nik|nitku|faktur|no\.? ?seri)\b/i;

const identifierIn = (text: string) =>
  (IDENTIFIER_NAME.test(text) ? NAMED_IDENTIFIER : IDENTIFIER).exec(text);

/** A line OCR was this sure of or more is left as read. */
const SURE_CONFIDENCE = 0.9;
/** At most this many lines a page are read again: each costs two more OCR calls. */
const MAX_LINES = 4;
/** The enlargements a line is read again at, beside the page's own reading. */
const SCALES = [2, 3];

const digitsOf = (text: string) => identifierIn(text)?.[0].replace(/\D/g, "") ?? null;

/** Digit by digit, what most readings say; the page's own reading where no digit has most. */
function vote(readings: string[]): string {
  const [own] = readings as [string];
  return [...own]
    .map((digit, index) => {
      const said = readings.map((reading) => reading[index]);
      const most = said.find((other) => said.filter((d) => d === other).length * 2 > said.length);
      return most ?? digit;
    })
    .join("");
}

/** The line with the identifier's digits replaced, in order, keeping its separators. */
function withDigits(text: string, digits: string): string {
  const match = identifierIn(text)!;
  let next = 0;
  const mended = match[0].replace(/\d/g, () => digits[next++]!);
  return text.slice(0, match.index) + mended + text.slice(match.index + match[0].length);
}

async function readAgain(
  image: Buffer,
  size: { width: number; height: number },
  line: ReadLine,
  scale: number,
  ocr: OcrEngine,
  signal?: AbortSignal,
): Promise<string> {
  const box = line.box!;
  const margin = Math.round(box.height * 0.25);
  const left = Math.max(0, Math.floor(box.x) - margin);
  const top = Math.max(0, Math.floor(box.y) - margin);
  const width = Math.min(size.width - left, Math.ceil(box.width) + 2 * margin);
  const height = Math.min(size.height - top, Math.ceil(box.height) + 2 * margin);
  if (width <= 0 || height <= 0) return "";
  const crop = await sharp(image)
    .extract({ left, top, width, height })
    .resize(width * scale, height * scale, { kernel: "lanczos3" })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const result = await ocr.recognize(crop, signal, "line");
  return result.lines.map((found) => found.text).join(" ");
}

/**
 * Tax identifiers OCR was unsure of, read twice more on their own and enlarged, the digits
 * settled by vote: one wrong digit of an NPWP names another taxpayer, and its check digit
 * covers only the first nine. The page's own reading stands where the readings disagree on
 * the count of digits. `image` is the picture the lines' boxes are in.
 */
export async function rereadIdentifiers(
  image: Buffer,
  lines: ReadLine[],
  ocr: OcrEngine,
  signal?: AbortSignal,
): Promise<ReadLine[]> {
  const doubtful = lines
    .filter(
      (line) =>
        line.box !== null &&
        line.confidence !== null &&
        line.confidence < SURE_CONFIDENCE &&
        digitsOf(line.text) !== null,
    )
    .slice(0, MAX_LINES);
  if (doubtful.length === 0) return lines;
  const metadata = await sharp(image).metadata();
  const size = { width: metadata.width ?? 0, height: metadata.height ?? 0 };
  const mended = new Map<ReadLine, ReadLine>();
  for (const line of doubtful) {
    const own = digitsOf(line.text)!;
    const readings = [own];
    for (const scale of SCALES) {
      const digits = digitsOf(await readAgain(image, size, line, scale, ocr, signal));
      if (digits?.length === own.length) readings.push(digits);
    }
    const settled = vote(readings);
    if (settled !== own) mended.set(line, { ...line, text: withDigits(line.text, settled) });
  }
  return lines.map((line) => mended.get(line) ?? line);
}
