import type { Page } from "playwright-core";

declare global {
  interface Window {
    /** How many times something took the server's nodes out of #root. */
    rootChildrenRemoved: number;
  }
}

/**
 * Counts removals of the server's markup from #root, which React does when hydration fails
 * and it renders the page again from scratch. An init script: runs before the page's own.
 */
export function watchRoot() {
  window.rootChildrenRemoved = 0;
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (target.id === "root" && record.removedNodes.length > 0) window.rootChildrenRemoved += 1;
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Whether React has taken the server's markup over: it marks each DOM node it owns. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const outermost = document.querySelector("#root > *");
    return outermost !== null && Object.keys(outermost).some((key) => key.startsWith("__react"));
  });
}

/** Waits until the outermost node, which React does last, is hydrated. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const outermost = document.querySelector("#root > *");
    return outermost !== null && Object.keys(outermost).some((key) => key.startsWith("__react"));
  });
  // Hydration errors are reported as the hydrated tree is committed; let that task finish.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
}
