import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/files");

describe("search", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("understands an Indonesian query, shows its filters as chips and opens the result", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard`);

    await page
      .getByLabel("Choose files to upload")
      .setInputFiles([path.join(FIXTURES, "faktur-id.pdf"), path.join(FIXTURES, "receipt-en.png")]);
    const dialog = page.getByRole("dialog", { name: "Document processing" });
    for (const name of ["faktur-id.pdf", "receipt-en.png"]) {
      await dialog.getByText(`'${name}' processed successfully.`).waitFor({ timeout: 60_000 });
    }
    await dialog.getByRole("button", { name: "Close" }).click();

    const box = page.getByRole("combobox", { name: "Search documents" });
    await box.fill("faktur di atas 1 juta");
    const chips = page.getByRole("list", { name: "Understood as" });
    await chips.getByText("Type: faktur").waitFor();
    await chips.getByText("Amount: di atas 1 juta").waitFor();
    const results = page.getByRole("listbox", { name: "Search results" });
    await results.getByRole("option").first().waitFor();
    expect(await results.getByRole("option").count()).toBe(1);
    await results.getByRole("option").first().getByText("faktur-id").waitFor();

    await box.press("Enter");
    await page.waitForURL(/\/verticals\/accounting\/dashboard\/documents\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: /faktur-id/ }).waitFor();

    // An English receipt is found by the Indonesian word for it.
    await page.goBack();
    await box.fill("struk");

    await results.getByText("receipt-en").waitFor();
    // Removing a chip takes its words out of the query.
    await box.fill("struk di atas 1 juta");
    await chips.getByRole("button", { name: "Remove “di atas 1 juta”" }).click();
    expect(await box.inputValue()).toBe("struk");
    await context.close();
  });
});
