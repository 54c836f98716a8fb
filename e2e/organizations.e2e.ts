import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { E2E_PASSWORD } from "./support/onboarding.ts";
import { screenshot } from "./support/screenshots.ts";

const url = (pathname: string) => `${inject("baseUrl")}${pathname}`;

describe("organizations", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("onboards the profile into one vertical, then creates a second organization from the switcher", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(url("/sign-up"));
    await page.getByLabel("Name").fill("Bu Wulan");
    await page.getByLabel("E-mail").fill(`wulan-${randomUUID().slice(0, 8)}@example.co.id`);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();

    // Profile onboarding: what the person says about themselves, one vertical.
    await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
    await page.getByRole("button", { name: /Law Firm/ }).click();
    await page.getByRole("heading", { name: "Tell us about your organization" }).waitFor();
    await page.getByLabel("Organization name").fill("Kantor Hukum Wulan");
    await page.getByLabel("Your position").fill("Managing partner");
    await page.getByLabel("Your role").selectOption("executive");
    await page.getByRole("radio", { name: "Legal documents", exact: true }).check();
    await page.getByRole("checkbox", { name: "Contracts" }).check();
    await page.getByLabel("Documents per month").selectOption("50_200");
    await page.getByRole("checkbox", { name: "Spreadsheets" }).check();
    await page.getByRole("checkbox", { name: "Finding documents" }).check();
    await screenshot(page, "profile-onboarding", { fullPage: true });
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.getByRole("status").getByText("You're all set!").waitFor();
    // Sign-up already opened the legal dashboard's address: the wizard giving way to the
    // dashboard is the landing.
    await page.getByRole("heading", { name: "Legal dashboard" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/verticals/legal/dashboard");

    // A second organization, from the switcher, through its own wizard.
    await page.getByTestId("organization-switcher").click();
    await page.getByRole("menuitem", { name: "Create organization" }).waitFor();
    await screenshot(page, "organization-switcher-create");
    await page.getByRole("menuitem", { name: "Create organization" }).click();
    await page.waitForURL((address) => address.pathname === "/organizations/new");
    await page.getByRole("button", { name: /BPO/ }).click();
    await page.getByRole("heading", { name: "Tell us about your organization" }).waitFor();
    const completeSetup = page.getByRole("button", { name: "Complete Setup" });
    expect(await completeSetup.isDisabled()).toBe(true);
    await page.getByLabel("Organization name").fill("PT Layanan Klien");
    // The person's answers from the first wizard are where the second one starts.
    expect(await page.getByLabel("Your position").inputValue()).toBe("Managing partner");
    expect(await page.getByLabel("Your role").inputValue()).toBe("executive");
    expect(await page.getByRole("checkbox", { name: "Contracts" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Accounting documents", exact: true }).check();
    await completeSetup.click();
    await page.getByRole("status").getByText("You're all set!").waitFor();
    await page.waitForURL((address) => address.pathname === "/verticals/accounting/dashboard");
    await page.getByRole("heading", { name: "Accounting dashboard" }).waitFor();

    // Landed in the new organization, and both are in the switcher.
    const switcher = page.getByTestId("organization-switcher");
    await switcher.getByText("PT Layanan Klien").waitFor();
    await switcher.click();
    await page.getByRole("menuitem", { name: /Kantor Hukum Wulan/ }).waitFor();
    await page.getByRole("menuitem", { name: /✓ PT Layanan Klien/ }).waitFor();
    await context.close();
  });
});
