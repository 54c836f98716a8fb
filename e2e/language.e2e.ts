import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration } from "./support/hydration.ts";

describe("language", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("switches the landing page to Indonesian and keeps it on the next visit", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));

    const heading = page.getByRole("heading", { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toContain("Every invoice, receipt and contract");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");

    await page
      .getByRole("navigation", { name: "Language" })
      .getByRole("link", { name: "Bahasa Indonesia" })
      .click();

    await page.getByText("Setiap faktur, struk, dan kontrak").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    expect(await page.getByRole("link", { name: "Pesan demo" }).first().isVisible()).toBe(true);

    // The choice is remembered once the app runs: the plain address opens in Indonesian after it.
    await waitForHydration(page);
    await page.goto(inject("baseUrl"));
    await heading.waitFor();
    expect(await heading.textContent()).toContain("Setiap faktur, struk, dan kontrak");
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    await context.close();
  });

  it("starts in Indonesian for a browser set to Indonesian", async () => {
    const context = await browser.newContext({ locale: "id-ID" });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));
    await page.getByText("Setiap faktur, struk, dan kontrak").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    await context.close();
  });
});
