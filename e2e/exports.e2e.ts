import fs from "node:fs";
import path from "node:path";
import Papa from "papaparse";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject, onTestFailed } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";
import { DESKTOP, screenshot } from "./support/screenshots.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/files");

describe("exports (issue 21)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("downloads the ledger from the Export menu and shows its progress to the end", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, "exports-failure", { fullPage: true }));
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard`);
    await page
      .getByLabel("Choose files to upload")
      .setInputFiles(path.join(FIXTURES, "invoice-en.pdf"));
    const processing = page.getByRole("dialog", { name: "Document processing" });
    await processing
      .getByText("'invoice-en.pdf' processed successfully.")
      .waitFor({ timeout: 60_000 });
    await processing.getByRole("button", { name: "Close" }).click();

    // The Export menu belongs to a listing (here every document), not to the recent ones.
    const explorer = page.getByRole("navigation", { name: "Document Explorer" });
    await explorer.getByRole("link", { name: /All Documents/ }).click();
    await page.getByRole("heading", { name: "All Documents" }).waitFor();
    await page.getByTestId("export-menu").click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Ledger with confidence (CSV)" }).click(),
    ]);
    // The link carries the token the page follows the download by.
    expect(new URL(download.url()).searchParams.get("progress")).toMatch(/^[0-9a-f-]{36}$/);
    expect(download.suggestedFilename()).toMatch(/^Warung-Budi_ledger_.*\.csv$/);

    const progress = page.getByTestId("export-progress");
    await expect.poll(() => progress.getAttribute("data-state"), { timeout: 20_000 }).toBe("done");
    expect(await progress.textContent()).toContain(
      "Ledger with confidence (CSV): 1 document written",
    );

    const parsed = Papa.parse<Record<string, string>>(
      fs.readFileSync((await download.path())!, "utf8"),
      { header: true, skipEmptyLines: true },
    );
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]!["Name"]).toContain("invoice-en");
    await context.close();
  });
});
