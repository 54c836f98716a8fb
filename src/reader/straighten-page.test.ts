import { readFileSync } from "node:fs";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openImage } from "./images.ts";
import { createOcrEngine } from "./ocr.ts";
import type { OcrEngine } from "./ocr-engine.ts";
import type { Point } from "./page-outline.ts";
import { readDocument as readInThread } from "./isolated-reader.ts";
import { readDocument } from "./read-document.ts";
import {
  evenlyLitFrame,
  flattenIllumination,
  straightenPage,
  unevenlyLit,
  warpToRectangle,
  type GreyImage,
} from "./straighten-page.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/files/${name}`, import.meta.url));

/** A page of known marks: a dark 12 × 12 square every 40 pixels on white. */
function markedPage(width: number, height: number): GreyImage {
  const data = new Uint8Array(width * height).fill(235);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x % 40 >= 14 && x % 40 < 26 && y % 40 >= 14 && y % 40 < 26) data[y * width + x] = 30;
    }
  }
  return { width, height, data };
}

/**
 * A perspective view of `page`: each photo pixel (x, y) shows the page at (u, v), the inverse
 * of the projective map x = (a·u + b·v + c) / (g·u + h·v + 1), y = (d·u + e·v + f) / (…), which
 * the test writes out itself so the warp is checked against an independent map.
 */
function perspectiveView(
  page: GreyImage,
  width: number,
  height: number,
  [a, b, c, d, e, f, g, h] = [0.95, -0.18, 140, 0.15, 0.9, 40, 0.0004, 0.0002],
) {
  const project = (u: number, v: number): Point => {
    const w = g * u + h * v + 1;
    return { x: (a * u + b * v + c) / w, y: (d * u + e * v + f) / w };
  };
  const corners = [
    project(0, 0),
    project(page.width, 0),
    project(page.width, page.height),
    project(0, page.height),
  ];
  // Inverse of the 3×3 matrix [[a b c] [d e f] [g h 1]] by cofactors.
  const m = [a, b, c, d, e, f, g, h, 1];
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = m as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const inverse = [
    m4 * m8 - m5 * m7,
    m2 * m7 - m1 * m8,
    m1 * m5 - m2 * m4,
    m5 * m6 - m3 * m8,
    m0 * m8 - m2 * m6,
    m2 * m3 - m0 * m5,
    m3 * m7 - m4 * m6,
    m1 * m6 - m0 * m7,
    m0 * m4 - m1 * m3,
  ];
  const data = new Uint8Array(width * height).fill(90);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [i0, i1, i2, i3, i4, i5, i6, i7, i8] = inverse as typeof m;
      const w = i6! * (x + 0.5) + i7! * (y + 0.5) + i8!;
      const u = Math.floor((i0! * (x + 0.5) + i1! * (y + 0.5) + i2!) / w);
      const v = Math.floor((i3! * (x + 0.5) + i4! * (y + 0.5) + i5!) / w);
      if (u >= 0 && v >= 0 && u < page.width && v < page.height) {
        data[y * width + x] = page.data[v * page.width + u]!;
      }
    }
  }
  return { photo: { width, height, data }, corners };
}

describe("warpToRectangle", () => {
  it("undoes a perspective view: the marks come back where the page has them", () => {
    const page = markedPage(400, 520);
    const { photo, corners } = perspectiveView(page, 640, 720);
    const warped = warpToRectangle(photo, corners);
    // The upright size is the longer of each pair of opposite sides, as the photo shows them.
    const side = (a: number, b: number) =>
      Math.hypot(corners[b]!.x - corners[a]!.x, corners[b]!.y - corners[a]!.y);
    expect(warped.width).toBe(Math.round(Math.max(side(0, 1), side(3, 2))));
    expect(warped.height).toBe(Math.round(Math.max(side(0, 3), side(1, 2))));
    const sx = warped.width / page.width;
    const sy = warped.height / page.height;
    let wrong = 0;
    let compared = 0;
    for (let v = 20; v < page.height; v += 40) {
      for (let u = 20; u < page.width; u += 40) {
        // A mark's centre is dark and the gap between marks is paper, in the warped page too.
        const mark = warped.data[Math.round(v * sy) * warped.width + Math.round(u * sx)]!;
        const gap = warped.data[Math.round((v + 20) * sy) * warped.width + Math.round(u * sx)];
        compared++;
        if (mark > 100 || (gap !== undefined && gap < 170)) wrong++;
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(wrong).toBe(0);
  });
});

describe("flattenIllumination", () => {
  it("evens out a shadow and a lamp's fall-off and keeps the letters dark", () => {
    const width = 600;
    const height = 800;
    const lit = new Uint8Array(width * height);
    const isInk = (x: number, y: number) => Math.floor(y / 12) % 3 === 0 && (x * 5 + y) % 9 < 4;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // Light falling from 1 to 0.6 across the page, and a hard shadow over the lower third.
        const light = (1 - (0.4 * x) / width) * (y > 530 ? 0.6 : 1);
        lit[y * width + x] = Math.round((isInk(x, y) ? 35 : 230) * light);
      }
    }
    const flat = flattenIllumination({ width, height, data: lit });
    const paper: number[] = [];
    const ink: number[] = [];
    for (let y = 0; y < height; y += 3) {
      // The shadow's own edge is left out: a hard edge is sharper than the cells (17 px), and
      // their spreading and smoothing carry the lit side's paper about three cells into it.
      if (Math.abs(y - 530) < 60) continue;
      for (let x = 0; x < width; x += 3) {
        (isInk(x, y) ? ink : paper).push(flat.data[y * width + x]!);
      }
    }
    const before = { min: 230 * 0.6 * 0.6, max: 230 };
    expect(before.max - before.min).toBeGreaterThan(130);
    expect(Math.min(...paper)).toBeGreaterThan(215);
    expect(Math.max(...ink)).toBeLessThan(90);
  });
});

describe("evenlyLitFrame", () => {
  /** A page of text lines filling the frame, a hard shadow (light × `shade`) over its lower half. */
  const shaded = (shade: number) => {
    const width = 600;
    const height = 800;
    const data = new Uint8Array(width * height);
    const isInk = (x: number, y: number) => Math.floor(y / 12) % 3 === 0 && (x * 5 + y) % 9 < 4;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        data[y * width + x] = Math.round((isInk(x, y) ? 35 : 230) * (y > 400 ? shade : 1));
      }
    }
    return {
      isInk,
      image: sharp(Buffer.from(data), { raw: { width, height, channels: 1 } }),
    };
  };

  it("evens the light of a frame a shadow crosses, the shaded paper as light as the lit", async () => {
    const { image, isInk } = shaded(0.45);
    const frame = await evenlyLitFrame(image);
    expect(frame).not.toBeNull();
    const paperBelow: number[] = [];
    for (let y = 500; y < 800; y += 3) {
      for (let x = 0; x < 600; x += 3) {
        if (!isInk(x, y)) paperBelow.push(frame!.data[y * 600 + x]!);
      }
    }
    expect(Math.min(...paperBelow)).toBeGreaterThan(215);
  });

  it("leaves the dark surface around the sheet dark, not its grain lightened into marks", async () => {
    const width = 600;
    const height = 800;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const surface = x < 150 ? 40 + ((x * 7 + y * 3) % 11) : 230;
        data[y * width + x] = Math.round(surface * (y > 400 ? 0.5 : 1));
      }
    }
    const frame = await evenlyLitFrame(
      sharp(Buffer.from(data), { raw: { width, height, channels: 1 } }),
    );
    expect(frame).not.toBeNull();
    let brightest = 0;
    for (let y = 0; y < height; y += 3) {
      for (let x = 0; x < 100; x += 3) brightest = Math.max(brightest, frame!.data[y * width + x]!);
    }
    expect(brightest).toBeLessThan(100);
  });

  it("leaves an evenly lit picture as it is", async () => {
    expect(await evenlyLitFrame(shaded(1).image)).toBeNull();
    expect(await evenlyLitFrame(shaded(0.9).image)).toBeNull();
  });
});

describe("unevenlyLit", () => {
  /** A frame of text lines, its lower half lit `shade` of the upper (a shadow when low). */
  const frame = (shade: number, width = 1500, height = 2000) => {
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const ink = Math.floor(y / 30) % 2 === 0 && (x * 5 + y) % 9 < 4;
        data[y * width + x] = Math.round((ink ? 35 : 230) * (y > height / 2 ? shade : 1));
      }
    }
    return sharp(Buffer.from(data), { raw: { width, height, channels: 1 } });
  };

  it("tells a photo with a shadow across it from an evenly lit scan of the same size", async () => {
    expect(await unevenlyLit(frame(0.45))).toBe(true);
    expect(await unevenlyLit(frame(1))).toBe(false);
    expect(await unevenlyLit(frame(0.9))).toBe(false);
  });

  it("leaves the scanned page fixture evenly lit, so it is still read as a scan", async () => {
    expect(await unevenlyLit((await openImage(fixture("scan-300dpi.png"), "png")).image)).toBe(
      false,
    );
  });
});

describe("straightenPage", () => {
  const straighten = async (bytes: Buffer, kind: "png" | "jpeg" | "heic") => {
    const opened = await openImage(new Uint8Array(bytes), kind);
    return straightenPage(opened.image, opened);
  };

  it("leaves scans and clean full-frame images alone, so they read exactly as before", async () => {
    expect(await straighten(fixture("scan-300dpi.png"), "png")).toBeNull();
    expect(await straighten(fixture("receipt-en.png"), "png")).toBeNull();
    const page = markedPage(1240, 1754);
    const png = await sharp(Buffer.from(page.data), {
      raw: { width: page.width, height: page.height, channels: 1 },
    })
      .png()
      .toBuffer();
    expect(await straighten(png, "png")).toBeNull();
    const white = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: "#f4f4f0" },
    })
      .jpeg()
      .toBuffer();
    expect(await straighten(white, "jpeg")).toBeNull();
  });

  it("straightens a photographed sheet to its own size", async () => {
    const page = markedPage(400, 520);
    const { photo, corners } = perspectiveView(page, 640, 720);
    const jpeg = await sharp(Buffer.from(photo.data), {
      raw: { width: photo.width, height: photo.height, channels: 1 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    const straightened = await straighten(jpeg, "jpeg");
    expect(straightened).not.toBeNull();
    for (const [index, corner] of corners.entries()) {
      const found = straightened!.corners[index]!;
      expect(Math.hypot(found.x - corner.x, found.y - corner.y)).toBeLessThan(4);
    }
    const warped = warpToRectangle(photo, corners);
    expect(Math.abs(straightened!.page.width - warped.width)).toBeLessThan(5);
    expect(Math.abs(straightened!.page.height - warped.height)).toBeLessThan(5);
  });
});

/**
 * The receipt fixture at twice its size, as a phone's camera sees a till slip from above, on a
 * frame of `width` × `height` moved by `shift` (x, y); encoded by `encode`.
 */
async function photographedReceipt(
  width: number,
  height: number,
  shift: [number, number],
  encode: (image: Sharp) => Sharp,
) {
  const receipt = await sharp(fixture("receipt-en.png"))
    .resize(1280, 846)
    .greyscale()
    .raw()
    .toBuffer();
  const page = { width: 1280, height: 846, data: new Uint8Array(receipt) };
  const { photo, corners } = perspectiveView(page, width, height, [
    0.95,
    -0.18,
    shift[0],
    0.15,
    0.9,
    shift[1],
    0.0002,
    0.0001,
  ]);
  const bytes = await encode(
    sharp(Buffer.from(photo.data), {
      raw: { width: photo.width, height: photo.height, channels: 1 },
    }),
  ).toBuffer();
  // The sheet's top edge, its longer side across, as the photo shows it.
  const across = Math.hypot(corners[1]!.x - corners[0]!.x, corners[1]!.y - corners[0]!.y);
  return { bytes: new Uint8Array(bytes), across };
}

describe("reading a photographed page", () => {
  let ocr: OcrEngine;
  beforeAll(async () => {
    ocr = await createOcrEngine();
  });
  afterAll(() => ocr.terminate());

  it("reads a receipt laid on a table at an angle, boxes in the straightened page", async () => {
    const { bytes, across } = await photographedReceipt(1500, 1200, [280, 80], (image) =>
      image.jpeg({ quality: 85 }),
    );
    const result = await readDocument(bytes, "jpeg", { ocr });
    for (const token of ["CORNER COFFEE HOUSE", "TOTAL", "14.03"]) {
      expect(result.text).toContain(token);
    }
    const [read] = result.pages;
    expect(Math.abs(read!.width! - across)).toBeLessThan(10);
    const total = read!.lines.find((line) => line.text.includes("14.03"));
    expect(total!.box!.x + total!.box!.width).toBeLessThanOrEqual(read!.width! + 2);
  });

  it("reads a sheet the size of a scanned page straightened in a reading thread, the reading begun on it as a scan given up", async () => {
    // A large upright PNG without EXIF, of a sheet's proportions: what a scan looks like
    // before its outline is looked for, so Tesseract starts on it as on a scan.
    const { bytes, across } = await photographedReceipt(1700, 2200, [380, 600], (image) =>
      image.png(),
    );
    const result = await readInThread(bytes, "png", { ocr });
    for (const token of ["CORNER COFFEE HOUSE", "TOTAL", "14.03"]) {
      expect(result.text).toContain(token);
    }
    expect(Math.abs(result.pages[0]!.width! - across)).toBeLessThan(10);
  });
});

describe("a damaged picture", () => {
  it("is refused as undecodable before a page is looked for, like any other damaged image", async () => {
    const whole = fixture("receipt-en.png");
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    const opened = await openImage(cut, "png");
    await expect(straightenPage(opened.image, opened)).rejects.toMatchObject({
      name: "ReaderError",
      code: "FILE_CORRUPT",
    });
  });
});
