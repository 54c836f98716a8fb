import { createNativeTesseract, nativeTesseractAvailable } from "./native-tesseract.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import { createTesseractWasm } from "./tesseract-wasm.ts";

export type { OcrEngine, OcrLayout, OcrResult } from "./ocr-engine.ts";
export { nativeTesseractAvailable } from "./native-tesseract.ts";

/**
 * The native `tesseract` when it is installed with both languages (about twice as fast),
 * otherwise tesseract.js; `prefer: "wasm"` always takes tesseract.js. Native is a speed-up,
 * never a requirement (DESIGN §3).
 */
export async function createOcrEngine(
  options: { prefer?: "native" | "wasm" } = {},
): Promise<OcrEngine> {
  if (options.prefer !== "wasm" && (await nativeTesseractAvailable())) {
    return createNativeTesseract();
  }
  return createTesseractWasm();
}
