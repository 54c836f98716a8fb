import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";

/** Screenshots for people to look at; git-ignored, never compared. */
export const ARTIFACTS = path.resolve(import.meta.dirname, "..", "artifacts");
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** The viewport as it is now, written to e2e/artifacts/{name}.png. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), ...options });
}
