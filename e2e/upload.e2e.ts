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

/** The full widget's drop zone, and what it says while files are dragged over it. */
const FULL_ZONE = { name: "Click to upload or drag and drop", dragging: "Drop the file here!" };

/**
 * Drags real files (and, by name, junk an operating system leaves in a folder) onto a drop zone:
 * the page builds a DataTransfer holding them, and the drag events a browser fires for a drop
 * from the desktop carry it.
 */
async function dragFilesOnto(
  page: Page,
  names: string[],
  zoneWords = FULL_ZONE,
  junk: string[] = [],
) {
  const files = [
    ...FILES.filter((file) => names.includes(file.name)).map((file) => ({
      ...file,
      base64: fs.readFileSync(path.join(FIXTURES, file.name)).toString("base64"),
    })),
    ...junk.map((name) => ({ name, type: "", base64: Buffer.from("junk").toString("base64") })),
  ];
  const dataTransfer = await page.evaluateHandle((given) => {
    const transfer = new DataTransfer();
    for (const file of given) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  const zone = page.getByRole("button", { name: zoneWords.name });
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await page.getByText(zoneWords.dragging).waitFor();
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

  it("uploads into a project through the compact screen, ignoring the files an OS leaves behind", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.evaluate(async () => {
      const listed = await fetch("/api/organizations").then((response) => response.json());
      const organizationId = (listed as { organizations: { id: string }[] }).organizations[0]?.id;
      await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ organizationId, name: "Pembukuan Kopi" }),
      });
    });
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard`);
    const explorer = page.getByRole("navigation", { name: "Document Explorer" });
    await explorer.getByRole("link", { name: /All Documents/ }).click();
    await page.getByRole("heading", { name: "All Documents" }).waitFor();
    await page.getByLabel("Project", { exact: true }).selectOption({ label: "Pembukuan Kopi" });
    await page.getByRole("button", { name: "Upload to this project" }).click();
    const dialog = page.getByRole("dialog", { name: "Upload to this project" });
    await dialog.getByRole("heading", { name: "Upload your files" }).waitFor();
    await dialog
      .getByText("Supports PDF, CSV, XLS/X, DOC/X, JPG, PNG, HEIC. Up to 3 files, 5MB each.")
      .waitFor();

    await dragFilesOnto(
      page,
      ["invoice-en.pdf"],
      { name: "Drag & drop files here, or browse", dragging: "Release to upload" },
      [".DS_Store", "Thumbs.db", "desktop.ini", "._invoice-en.pdf"],
    );
    const processing = page.getByRole("dialog", { name: "Document processing" });
    await processing
      .getByText("'invoice-en.pdf' processed successfully.")
      .waitFor({ timeout: 60_000 });
    expect(await page.getByText("Rejected file(s):").count()).toBe(0);
    expect(await page.getByText(/\.DS_Store|Thumbs\.db|desktop\.ini|\._invoice/).count()).toBe(0);

    // Filed into the project: the explorer, filtered by it, lists the invoice.
    await processing.getByRole("button", { name: "Close" }).click();
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await page.getByRole("link", { name: "invoice-en.pdf" }).waitFor({ timeout: 30_000 });
    await context.close();
  });
});
