import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageForOcr } from "./images.ts";
import { medianGlyphHeight } from "./text-height.ts";

/** Lines of capitals and digits drawn at `fontSize` px on a white page, as a sharp pipeline. */
function page(fontSize: number, width: number, height: number) {
  const lines = Array.from(
    { length: 8 },
    (_, i) =>
      `<text x="40" y="${(i + 2) * fontSize * 1.8}" font-family="sans-serif" font-size="${fontSize}">TOTAL 12,500.00 NO ${i}</text>`,
  ).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="white"/>${lines}</svg>`;
  return sharp(Buffer.from(svg)).greyscale();
}

describe("medianGlyphHeight", () => {
  it("measures capitals and digits at about 0.7 of the font size", async () => {
    const glyph = await medianGlyphHeight(page(40, 1200, 800), { width: 1200, height: 800 });
    expect(glyph).toBeGreaterThan(40 * 0.6);
    expect(glyph).toBeLessThan(40 * 0.85);
  });

  it("gives the page's own pixels when it measures a large page shrunk", async () => {
    const glyph = await medianGlyphHeight(page(80, 3000, 1600), { width: 3000, height: 1600 });
    expect(glyph).toBeGreaterThan(80 * 0.6);
    expect(glyph).toBeLessThan(80 * 0.85);
  });

  it("finds nothing to measure on a blank page", async () => {
    const blank = sharp({ create: { width: 600, height: 400, channels: 3, background: "white" } });
    expect(await medianGlyphHeight(blank, { width: 600, height: 400 })).toBeNull();
  });
});

describe("imageForOcr's scale", () => {
  it("reads text far taller than Tesseract needs shrunk, its glyphs about 30 px", async () => {
    const { scale } = await imageForOcr(page(80, 1200, 1600), { width: 1200, height: 1600 });
    expect(scale).toBeGreaterThan(0.4);
    expect(scale).toBeLessThan(0.65);
  });

  it("enlarges a photographed page's small text to about 24 px, a scan's not past 2400 px", async () => {
    const size = { width: 1500, height: 2000 };
    const scanned = await imageForOcr(page(20, 1500, 2000), size);
    const photographed = await imageForOcr(page(20, 1500, 2000), size, 300, true);
    expect(scanned.scale).toBeCloseTo(1.2, 5);
    expect(photographed.scale).toBeGreaterThan(1.5);
    expect(photographed.scale).toBeLessThan(2);
  });

  it("still enlarges a small picture's small text", async () => {
    const { scale } = await imageForOcr(page(14, 600, 500), { width: 600, height: 500 });
    expect(scale).toBe(2);
  });
});
