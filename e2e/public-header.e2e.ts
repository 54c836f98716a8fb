import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";

describe("public header", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("opens the mobile menu and closes it when a link is chosen", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(inject("baseUrl"));

    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    await menu.getByRole("link", { name: "Features" }).click();

    await menu.waitFor({ state: "detached" });
    expect(new URL(page.url()).hash).toBe("#features");
    expect(await page.getByRole("button", { name: "Open menu" }).isVisible()).toBe(true);
    await context.close();
  });

  it("sends a visitor who opens the dashboard back to the home page", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/" && url.search.includes("next="));
    expect(await page.getByRole("link", { name: "Book a demo" }).first().isVisible()).toBe(true);
    await context.close();
  });
});
