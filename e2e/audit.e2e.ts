import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

describe("audit log", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("filters the log by a member and opens an entry's details", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard/settings/audit`);
    await page.getByRole("heading", { name: "Audit Logs" }).waitFor();

    const userFilter = page.getByLabel("User", { exact: true });
    const owner = userFilter.getByRole("option", { name: /^Pak Budi \(/ });
    await owner.waitFor({ state: "attached" });
    const ownerId = await owner.getAttribute("value");
    const filtered = page.waitForRequest((request) =>
      request.url().includes(`userId=${ownerId ?? "missing"}`),
    );
    await userFilter.selectOption(ownerId ?? "");
    await filtered;

    // Completing onboarding named the organization: its entry says what changed and from where.
    const entry = page.getByRole("row").filter({ hasText: "Organization updated" }).first();
    await entry.getByRole("button", { name: "Show details" }).click();
    const details = page.getByRole("definition");
    await details.getByText("name, type, description, primary_vertical").waitFor();
    await page.getByRole("term").getByText("Changed").waitFor();
    expect(await details.getByText("onboarding").count()).toBe(1);
    await entry.getByRole("button", { name: "Hide details" }).click();
    expect(await page.getByRole("term").count()).toBe(0);
    await context.close();
  });
});
