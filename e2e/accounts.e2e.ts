import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";

const PASSWORD = "kata-sandi-rahasia-1";

async function signUp(page: Page, email: string, name: string) {
  await page.goto(`${inject("baseUrl")}/sign-up`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
}

describe("accounts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("signs up, onboards, reaches the dashboard, and keeps the language in the account", async () => {
    const email = `dewi-${randomUUID().slice(0, 8)}@example.co.id`;
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUp(page, email, "Dewi Lestari");

    await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
    await page.getByRole("button", { name: /Food & Beverage/ }).click();
    await page.getByRole("heading", { name: "Tell us about your organization" }).waitFor();
    const complete = page.getByRole("button", { name: "Complete Setup" });
    const name = page.getByLabel("Organization name");
    expect(await name.inputValue()).toBe("Dewi-" + email.slice(5, 13) + "'s Organization");
    await name.fill("   ");
    expect(await complete.isDisabled()).toBe(true);
    await name.fill("Warung Dewi");
    await page.getByLabel("Legal documents", { exact: true }).check();
    await complete.click();
    await page.getByRole("status").getByText("You're all set!").waitFor();
    await page.waitForURL((url) => url.pathname === "/verticals/legal/dashboard");
    await page.getByRole("heading", { name: "Legal dashboard" }).waitFor();

    const switcher = page.getByTestId("organization-switcher");
    expect(await switcher.textContent()).toContain("Warung Dewi");
    const full = page.getByTestId("organization-switcher-full");
    expect(await full.textContent()).toContain("1 available");

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("menuitemradio", { name: "Bahasa Indonesia" }).click();
    await page.getByRole("heading", { name: "Dasbor hukum" }).waitFor();
    await context.close();

    // A fresh browser in English: the account's choice wins after sign-in (spec §4).
    const second = await browser.newContext({ locale: "en-US" });
    const again = await second.newPage();
    await again.goto(`${inject("baseUrl")}/sign-in?next=/verticals/legal/dashboard`);
    await again.getByLabel("E-mail").fill(email);
    await again.getByLabel("Password").fill(PASSWORD);
    await again.getByRole("button", { name: "Sign in" }).last().click();
    await again.getByRole("heading", { name: "Dasbor hukum" }).waitFor();
    expect(await again.locator("html").getAttribute("lang")).toBe("id");

    await again.getByRole("button", { name: "Bahasa" }).click();
    await again.getByRole("menuitemradio", { name: "English" }).click();
    await again.getByRole("heading", { name: "Legal dashboard" }).waitFor();
    expect(await again.locator("html").getAttribute("lang")).toBe("en");
    await second.close();
  });

  it("shows a translated error for a wrong password and stays on the page", async () => {
    const email = `wrong-${randomUUID().slice(0, 8)}@example.co.id`;
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUp(page, email, "Rudi");
    await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
    await context.clearCookies();

    await page.goto(`${inject("baseUrl")}/sign-in`);
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).last().click();
    await page.getByRole("alert").getByText("The e-mail or password is not right.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/sign-in");
    await context.close();
  });
});
