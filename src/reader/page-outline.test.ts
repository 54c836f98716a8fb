import { describe, expect, it } from "vitest";
import { findPageOutline, type Point, type RgbImage } from "./page-outline.ts";

/** Small seeded noise, so every run draws the same pictures. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
}

const inside = (corners: Point[], x: number, y: number) =>
  corners.every((corner, index) => {
    const next = corners[(index + 1) % 4]!;
    return (next.x - corner.x) * (y - corner.y) - (next.y - corner.y) * (x - corner.x) >= 0;
  });

interface Scene {
  width: number;
  height: number;
  /** Clockwise on screen: top-left, top-right, bottom-right, bottom-left. */
  corners: Point[];
  surface: [number, number, number];
  /** A dark band along the sheet's top edge, as a coloured letterhead prints it. */
  letterhead?: boolean;
}

/**
 * A photo as the outline finder sees it: a sheet with rows of "text" on a grainy surface. Each
 * pixel is sampled 4 × 4 times, so the sheet's edges are anti-aliased as a camera's are.
 */
function photo({ width, height, corners, surface, letterhead }: Scene): RgbImage {
  const random = noise(7);
  const data = new Uint8Array(width * height * 3);
  const [topLeft, topRight] = corners as [Point, Point];
  const top = (x: number, y: number) => {
    const dx = topRight.x - topLeft.x;
    const dy = topRight.y - topLeft.y;
    return Math.abs(dx * (y - topLeft.y) - dy * (x - topLeft.x)) / Math.hypot(dx, dy);
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let paper = 0;
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          if (inside(corners, x + (sx + 0.5) / 4, y + (sy + 0.5) / 4)) paper++;
        }
      }
      const share = paper / 16;
      const grain = 1 + 0.1 * Math.sin(x * 0.2 + y * 0.05) + 0.05 * random();
      let sheet: [number, number, number] = [235, 232, 225];
      if (letterhead && top(x, y) < 0.1 * height * 0.6) sheet = [40, 50, 120];
      else if (top(x, y) > 25 && Math.floor(y / 5) % 3 === 0 && (x * 7 + y) % 11 < 6) {
        sheet = [40, 40, 40];
      }
      for (let c = 0; c < 3; c++) {
        const value = sheet[c]! * share + surface[c]! * grain * (1 - share) + 6 * random();
        data[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return { width, height, data };
}

const tilted: Point[] = [
  { x: 92, y: 41 },
  { x: 268, y: 63 },
  { x: 251, y: 368 },
  { x: 61, y: 351 },
];

function expectCornersNear(found: Point[] | null, expected: Point[], pixels: number): void {
  expect(found).not.toBeNull();
  for (const [index, corner] of expected.entries()) {
    const distance = Math.hypot(found![index]!.x - corner.x, found![index]!.y - corner.y);
    expect(distance, `corner ${index}`).toBeLessThan(pixels);
  }
}

describe("findPageOutline", () => {
  it("finds a tilted, foreshortened sheet on a wooden table within two pixels", () => {
    const found = findPageOutline(
      photo({ width: 300, height: 400, corners: tilted, surface: [150, 105, 65] }),
    );
    expectCornersNear(found, tilted, 2);
  });

  it("finds it on a grey desk, where only brightness tells paper from table", () => {
    const found = findPageOutline(
      photo({ width: 300, height: 400, corners: tilted, surface: [110, 110, 108] }),
    );
    expectCornersNear(found, tilted, 2);
  });

  it("keeps a dark letterhead band along the top edge with the sheet", () => {
    const found = findPageOutline(
      photo({
        width: 300,
        height: 400,
        corners: tilted,
        surface: [150, 105, 65],
        letterhead: true,
      }),
    );
    expectCornersNear(found, tilted, 2.5);
  });

  it("finds a landscape sheet turned the other way", () => {
    const corners: Point[] = [
      { x: 48, y: 92 },
      { x: 352, y: 60 },
      { x: 371, y: 248 },
      { x: 60, y: 266 },
    ];
    const found = findPageOutline(
      photo({ width: 400, height: 300, corners, surface: [60, 100, 70] }),
    );
    expectCornersNear(found, corners, 2);
  });

  it("gives null for a page that fills the frame, as a scan or a cropped picture does", () => {
    const corners: Point[] = [
      { x: -1, y: -1 },
      { x: 301, y: -1 },
      { x: 301, y: 401 },
      { x: -1, y: 401 },
    ];
    expect(
      findPageOutline(photo({ width: 300, height: 400, corners, surface: [150, 105, 65] })),
    ).toBeNull();
  });

  it("gives null for a sheet cut off by the frame's edge", () => {
    const corners: Point[] = [
      { x: 92, y: -30 },
      { x: 268, y: -8 },
      { x: 251, y: 300 },
      { x: 61, y: 280 },
    ];
    expect(
      findPageOutline(photo({ width: 300, height: 400, corners, surface: [150, 105, 65] })),
    ).toBeNull();
  });

  it("gives null for a table with no sheet, and for a card too small to be a page", () => {
    const away: Point[] = [
      { x: -50, y: -50 },
      { x: -40, y: -50 },
      { x: -40, y: -40 },
      { x: -50, y: -40 },
    ];
    expect(
      findPageOutline(photo({ width: 300, height: 400, corners: away, surface: [150, 105, 65] })),
    ).toBeNull();
    const card: Point[] = [
      { x: 120, y: 150 },
      { x: 180, y: 150 },
      { x: 180, y: 210 },
      { x: 120, y: 210 },
    ];
    expect(
      findPageOutline(photo({ width: 300, height: 400, corners: card, surface: [150, 105, 65] })),
    ).toBeNull();
  });

  it("gives null for a shape that is not four-sided", () => {
    // A triangle of paper: the largest four-sided outline inside it leaves too much out.
    const random = noise(3);
    const width = 300;
    const height = 400;
    const data = new Uint8Array(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const paper = y > 50 && y < 350 && Math.abs(x - 150) < ((y - 50) / 300) * 120;
        for (let c = 0; c < 3; c++) {
          data[(y * width + x) * 3 + c] = (paper ? 235 : 90) + Math.round(6 * random());
        }
      }
    }
    expect(findPageOutline({ width, height, data })).toBeNull();
  });
});
