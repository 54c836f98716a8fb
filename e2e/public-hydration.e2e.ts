import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { LANGUAGES } from "../src/contracts/languages.ts";
import { publicPages } from "../src/contracts/public-site.ts";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration, watchRoot } from "./support/hydration.ts";

describe("public pages hydrate the server's markup", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("in every public route and both languages, with no hydration error and no node redrawn", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    await context.addInitScript(watchRoot);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));

    // English first: an Indonesian address is remembered (as the visitor's choice) after it.
    const urls = LANGUAGES.flatMap((language) =>
      publicPages().map((each) => (language === "en" ? each.path : `${each.path}?lang=id`)),
    );
    for (const url of urls) {
      await page.goto(`${inject("baseUrl")}${url}`);
      const serverHeading = await page.locator("h1").first().textContent();
      await waitForHydration(page);
      expect(await page.evaluate(() => window.rootChildrenRemoved), url).toBe(0);
      expect(await page.locator("h1").first().textContent(), url).toBe(serverHeading);
      expect(await page.locator("html").getAttribute("lang"), url).toBe(
        url.endsWith("?lang=id") ? "id" : "en",
      );
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000); // some sixty page loads on a machine shared with other work

  it("keeps an Indonesian visitor's language from the first paint, with no switch after it", async () => {
    const context = await browser.newContext({ locale: "id-ID" });
    await context.addInitScript(watchRoot);
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/cities/bandung`);
    // The server chose Indonesian from the browser's language, as the app does.
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    expect(await page.locator("h1").textContent()).toBe("Manajemen dokumen AI di Bandung");
    await waitForHydration(page);
    expect(await page.evaluate(() => window.rootChildrenRemoved)).toBe(0);
    await context.close();
  });
});
