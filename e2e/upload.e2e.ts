import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/files");

const FILES = [
  { name: "invoice-en.pdf", type: "application/pdf" },
  { name: "receipt-en.png", type: "image/png" },
  { name: "transaksi-id.csv", type: "text/csv" },
];

/**
 * Drags real files onto the drop zone: the page builds a DataTransfer holding them, and the drag
 * events a browser fires for a drop from the desktop carry it.
 */
async function dragFilesOnto(page: Page, names: string[]) {
  const files = FILES.filter((file) => names.includes(file.name)).map((file) => ({
    ...file,
    base64: fs.readFileSync(path.join(FIXTURES, file.name)).toString("base64"),
  }));
  const dataTransfer = await page.evaluateHandle((given) => {
    const transfer = new DataTransfer();
    for (const file of given) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  const zone = page.getByRole("button", { name: "Click to upload or drag and drop" });
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await page.getByText("Drop the file here!").waitFor();
  await zone.dispatchEvent("drop", { dataTransfer });
}

describe("upload", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("processes three dropped files, then refuses the same file as a duplicate", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard`);

    await dragFilesOnto(
      page,
      FILES.map((file) => file.name),
    );
    const ready = page.getByRole("list", { name: "Files ready to upload:" });
    for (const file of FILES) await ready.getByText(file.name).waitFor();

    const dialog = page.getByRole("dialog", { name: "Document processing" });
    for (const file of FILES) {
      await dialog.getByText(`'${file.name}' processed successfully.`).waitFor({ timeout: 60_000 });
    }
    expect(await page.getByTestId("upload-count-completed").textContent()).toBe("3");
    await dialog.getByRole("button", { name: "Close" }).click();

    const recent = page.getByRole("list", { name: "Recent documents" });
    for (const file of FILES) {
      const row = recent.getByRole("listitem").filter({ hasText: file.name });
      await row.getByText("complete").waitFor({ timeout: 30_000 });
    }

    await page.reload();
    await dragFilesOnto(page, ["receipt-en.png"]);
    const duplicates = page.getByRole("list", { name: "Duplicate File(s) Detected:" });
    await duplicates
      .getByText('This file is a duplicate of "receipt-en.png". It was not re-uploaded.')
      .waitFor();
    await page.getByText('File "receipt-en.png" is a duplicate of: receipt-en.png').waitFor();
    await context.close();
  });
});
