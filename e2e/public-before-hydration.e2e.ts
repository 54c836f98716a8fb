import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { isHydrated, waitForHydration, watchRoot } from "./support/hydration.ts";

/**
 * Holds every script of the app until `release()`: the page is the server's HTML and CSS alone,
 * as a visitor on a slow phone sees it before the scripts arrive (issue 19, decision 0027).
 */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Clicks the pricing toggle's label, as a visitor does (its radio input is visually hidden). */
async function chooseBilling(page: Page, name: RegExp) {
  const radio = page.getByRole("radio", { name });
  await page.locator("label", { has: radio }).click();
  expect(await radio.isChecked()).toBe(true);
}

const menuOpen = (page: Page) =>
  page.locator("header details").evaluate((details) => (details as HTMLDetailsElement).open);

/** The top of a section in the viewport, once the scroll to it has settled. */
async function waitForSectionAtTop(page: Page, id: string) {
  await page.waitForFunction((section) => {
    const top = document.getElementById(section)?.getBoundingClientRect().top ?? 9999;
    return top >= 0 && top < 200;
  }, id);
}

describe("public controls before and after hydration", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("work while the scripts are held back, and still work once the app has taken over", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 390, height: 800 },
    });
    await context.addInitScript(watchRoot);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
    const release = await holdScripts(page);

    // Module scripts hold DOMContentLoaded back, so wait for the server's markup instead.
    await page.goto(inject("baseUrl"), { waitUntil: "commit" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    expect(await isHydrated(page)).toBe(false);

    // The mobile menu opens and closes, and its anchor link goes to the section.
    const menuButton = page.locator("header summary");
    await menuButton.click();
    await page.locator("#mobile-menu").waitFor({ state: "visible" });
    expect(await menuButton.textContent()).toContain("Close menu");
    await menuButton.click();
    await page.locator("#mobile-menu").waitFor({ state: "hidden" });
    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Features" }).click();
    // The page's load event waits for the held scripts: the address is what counts here.
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#features", {
      waitUntil: "commit",
    });
    await waitForSectionAtTop(page, "features");

    // The pricing toggle shows the yearly prices and back.
    const yearlyPrice = page.getByText("billed yearly: IDR 1,152,000");
    await chooseBilling(page, /Yearly/);
    await yearlyPrice.waitFor({ state: "visible" });
    await chooseBilling(page, /Monthly/);
    await yearlyPrice.waitFor({ state: "hidden" });

    // The calculator needs the app: visibly disabled until it is there.
    expect(await page.getByLabel("Searches per week").isDisabled()).toBe(true);

    // The language switch is a link to the page's Indonesian address, rendered so by the server.
    await page.getByRole("link", { name: "Bahasa Indonesia" }).click();
    await page.waitForURL((url) => url.search === "?lang=id", { waitUntil: "commit" });
    await page.getByRole("heading", { name: /Setiap faktur, struk, dan kontrak/ }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    expect(await isHydrated(page)).toBe(false);

    // Chosen before hydration, kept through it.
    await chooseBilling(page, /Tahunan/);
    release();
    await waitForHydration(page);
    expect(await page.evaluate(() => window.rootChildrenRemoved)).toBe(0);
    expect(await page.getByRole("radio", { name: /Tahunan/ }).isChecked()).toBe(true);
    await page.getByText("ditagih tahunan: Rp 1.152.000").waitFor({ state: "visible" });

    // After hydration: the calculator works it out, a chosen menu link folds the menu, and the
    // language switches in place (the page is not loaded again).
    const searches = page.getByLabel("Pencarian per minggu");
    await searches.fill("20");
    await page.getByTestId("calculator-hours").filter({ hasText: "26" }).waitFor();

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await menuButton.click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Fitur" }).click();
    await page.locator("#mobile-menu").waitFor({ state: "hidden" });
    expect(await menuOpen(page)).toBe(false);
    await waitForSectionAtTop(page, "features");

    await page.getByRole("link", { name: "English" }).click();
    await page.getByRole("heading", { name: /Every invoice, receipt and contract/ }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);

    expect(problems).toEqual([]);
    await context.close();
  });
});
