import { chromium, type Browser } from "playwright-core";

/** Debian's Chromium; no browser is downloaded. CHROMIUM_PATH points elsewhere if needed. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-quic",
      "--no-first-run",
      // The pages' animations stop (src/web/styles.css): painting them took CPU the tests need.
      "--force-prefers-reduced-motion",
    ],
  });
}
