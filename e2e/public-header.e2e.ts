import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { waitForHydration } from "./support/hydration.ts";

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

    await waitForHydration(page);

    // A <details>: its summary is the menu button, named by what it does next.
    const menuButton = page.locator("header summary");
    expect(await menuButton.textContent()).toContain("Open menu");
    await menuButton.click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor({ state: "visible" });
    expect(await menuButton.textContent()).toContain("Close menu");
    await menu.getByRole("link", { name: "Features" }).click();

    await menu.waitFor({ state: "hidden" });
    expect(new URL(page.url()).hash).toBe("#features");
    expect(await menuButton.isVisible()).toBe(true);
    await context.close();
  });

  it("sends a visitor who opens the dashboard to sign in, keeping where they were going", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/sign-in" && url.search.includes("next="));
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    await context.close();
  });
});
