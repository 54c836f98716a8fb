import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { E2E_PASSWORD, signUpAndOnboard } from "./support/onboarding.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/files");
/** Screenshots for people to look at; git-ignored, never compared. */
const ARTIFACTS = path.resolve(import.meta.dirname, "artifacts");
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const url = (pathname: string) => `${inject("baseUrl")}${pathname}`;

/** Full-page screenshots at desktop and phone widths, then back to the desktop width. */
async function screenshots(page: Page, name: string) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (const [width, size] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** Chooses files through the upload widget's file input and waits until each is processed. */
async function upload(page: Page, names: string[]) {
  await page
    .locator("input[type=file]")
    .first()
    .setInputFiles(names.map((name) => path.join(FIXTURES, name)));
  const dialog = page.getByRole("dialog", { name: "Document processing" });
  for (const name of names) {
    await dialog.getByText(`'${name}' processed successfully.`).waitFor({ timeout: 90_000 });
  }
  await dialog.getByRole("button", { name: "Close" }).click();
}

/** The newest link mailed to `email` whose path starts with `pathStart`, with its query. */
async function mailedLinkFor(email: string, pathStart: string): Promise<string> {
  const response = await fetch(url("/api/dev/mail"));
  const { mails } = (await response.json()) as { mails: { to: string; text: string }[] };
  for (const mail of mails.filter((each) => each.to === email)) {
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    const found = link ? new URL(link) : undefined;
    if (found?.pathname.startsWith(pathStart)) return found.pathname + found.search;
  }
  throw new Error(`no mail to ${email} linking to ${pathStart}`);
}

describe("workspaces", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("reads an invoice and contracts, corrects, stars, moves to a project and deletes", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const page = await context.newPage();
    await signUpAndOnboard(page);

    // Accounting: upload an invoice, correct a field on its page, star it, find it under Starred.
    await page.goto(url("/verticals/accounting/dashboard"));
    await upload(page, ["invoice-en.pdf"]);
    const explorer = page.getByRole("navigation", { name: "Document Explorer" });
    await explorer.getByRole("link", { name: /All Documents/ }).click();
    await page.getByRole("heading", { name: "All Documents" }).waitFor();
    await page
      .getByRole("row")
      .filter({ hasText: "invoice-en.pdf" })
      .getByText("complete")
      .waitFor({ timeout: 60_000 });
    await page.getByText("Total in USD").waitFor();
    await screenshots(page, "accounting-dashboard");

    await page.getByRole("link", { name: "invoice-en.pdf" }).click();
    await page.getByRole("heading", { name: "invoice-en.pdf", level: 1 }).waitFor();
    await page.getByRole("heading", { name: "Extracted fields" }).waitFor();
    await page.getByRole("img", { name: "Preview of invoice-en.pdf" }).waitFor();
    await screenshots(page, "invoice-detail");

    const number = page.getByTestId("field-document_number");
    await number.getByRole("button", { name: "Correct Document number" }).click();
    await number.getByLabel("Document number").fill("INV-2025-0142-B");
    await number.getByRole("button", { name: "Save" }).click();
    await number.getByRole("status").getByText("Saved").waitFor();
    await page.reload();
    await page.getByTestId("field-document_number").getByText("INV-2025-0142-B").waitFor();
    await page.getByTestId("field-document_number").getByText("Confirmed").waitFor();

    await page.getByRole("button", { name: "Star", exact: true }).click();
    await page.getByRole("button", { name: "Starred", exact: true }).waitFor();

    // Renamed from its title; Escape leaves the name as it was, Enter saves, history says so.
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Document name").fill("Something else");
    await page.getByLabel("Document name").press("Escape");
    await page.getByRole("heading", { name: "invoice-en.pdf", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Rename" }).click();
    await page.getByLabel("Document name").fill("Invoice Acme October");
    await page.getByLabel("Document name").press("Enter");
    await page.getByRole("heading", { name: "Invoice Acme October", level: 1 }).waitFor();
    const history = page.getByRole("region", { name: "History" });
    await history.getByText("Renamed to “Invoice Acme October”").waitFor();
    await history.getByText("Starred").waitFor();

    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await explorer.getByRole("link", { name: /Starred/ }).click();
    await page.getByRole("heading", { name: "Starred" }).waitFor();
    await page.getByRole("row").filter({ hasText: "Invoice Acme October" }).waitFor();
    expect(await page.getByText("1 document", { exact: true }).count()).toBe(1);

    // The accounting table selects rows for the bulk bar too: the invoice moves to a project.
    await page.getByRole("checkbox", { name: "Select Invoice Acme October" }).check();
    const accountingBar = page.getByRole("toolbar", { name: "Actions for the selected documents" });
    await accountingBar.getByText("1 selected").waitFor();
    await accountingBar.getByRole("button", { name: "Delete" }).waitFor();
    await accountingBar.getByRole("button", { name: "Move to Project" }).click();
    const moveInvoice = page.getByRole("dialog", { name: "Move 1 document to a project" });
    await moveInvoice.getByRole("radio", { name: "A new project" }).check();
    await moveInvoice.getByLabel("Project name").fill("Pembukuan Oktober");
    await moveInvoice.getByRole("button", { name: "Move" }).click();
    await moveInvoice.waitFor({ state: "detached" });
    await accountingBar.waitFor({ state: "detached" });
    await page.getByLabel("Project").selectOption({ label: "Pembukuan Oktober" });
    await page.getByRole("row").filter({ hasText: "Invoice Acme October" }).waitFor();

    // Legal: two contracts, one opened, both moved to a new project, one deleted.
    await page.goto(url("/verticals/legal/dashboard"));
    await upload(page, ["contract-en.docx", "kontrak-id.docx"]);
    const table = page.getByRole("table", { name: "Legal documents" });
    await table.getByRole("row").filter({ hasText: "LEASE AGREEMENT" }).waitFor();
    await table.getByRole("row").filter({ hasText: "PERJANJIAN SEWA" }).waitFor();
    await page.getByText("2 documents").waitFor();
    for (const name of ["LEASE AGREEMENT", "PERJANJIAN SEWA"]) {
      await table
        .getByRole("row")
        .filter({ hasText: name })
        .getByText("complete")
        .filter({ visible: true })
        .waitFor({ timeout: 60_000 });
    }
    await screenshots(page, "legal-table");

    // The table's search box is the search engine: an English word finds the Indonesian lease
    // ("gudang" is a warehouse), which no name or party holds.
    const tableSearch = page.getByPlaceholder("Search (name, type, party, law)");
    await tableSearch.fill("warehouse");
    await page.getByText("1 document", { exact: true }).waitFor();
    await table.getByRole("row").filter({ hasText: "PERJANJIAN SEWA" }).waitFor();
    expect(await table.getByRole("row").filter({ hasText: "LEASE AGREEMENT" }).count()).toBe(0);
    await tableSearch.fill("");
    await page.getByText("2 documents").waitFor();

    await table.getByRole("link", { name: "View LEASE AGREEMENT" }).click();
    await page.getByRole("heading", { name: "LEASE AGREEMENT", level: 1 }).waitFor();
    await page.getByRole("heading", { name: /^Clauses/ }).waitFor();
    await page.getByTestId("field-governing_law").getByText("Singapore").waitFor();
    await screenshots(page, "contract-detail");
    // A clause chosen in the list is marked in the document's text and scrolled to.
    await page
      .getByRole("button", { name: /^Show the .+ clause in the document's text$/ })
      .first()
      .click();
    const marked = page.locator("pre mark");
    await marked.waitFor();
    expect(await marked.isVisible()).toBe(true);
    expect((await marked.textContent())?.trim()).not.toBe("");
    await page.getByRole("link", { name: "Back to dashboard" }).click();

    await table.getByRole("checkbox", { name: "Select all documents on this page" }).check();
    const bulkBar = page.getByRole("toolbar", { name: "Actions for the selected documents" });
    await bulkBar.getByText("2 selected").waitFor();
    await bulkBar.getByRole("button", { name: "Move to Project" }).click();
    const move = page.getByRole("dialog", { name: "Move 2 documents to a project" });
    await move.getByRole("radio", { name: "A new project" }).check();
    await move.getByLabel("Project name").fill("Gudang Cikarang");
    await move.getByRole("button", { name: "Move" }).click();
    await move.waitFor({ state: "detached" });
    await page.getByLabel("Project").selectOption({ label: "Gudang Cikarang" });
    await page.getByText("2 documents").waitFor();

    await table.getByRole("button", { name: "Delete PERJANJIAN SEWA MENYEWA GUDANG" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete document" });
    await confirm
      .getByText("Are you sure you want to delete this document? This action cannot be undone.")
      .waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await page.getByText("1 document", { exact: true }).waitFor();
    expect(await table.getByRole("row").filter({ hasText: "PERJANJIAN SEWA" }).count()).toBe(0);
    await context.close();
  });

  it("files a contract in a new repository folder, apart from the working documents", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(url("/verticals/legal/dashboard"));

    await page.getByRole("button", { name: "New repository folder" }).click();
    await page.getByLabel("Folder name").fill("Templat Kontrak");
    await page.getByRole("button", { name: "Create folder" }).click();
    const place = page.getByLabel("Show and upload to");
    await page.getByRole("option", { name: "Repository › Templat Kontrak" }).waitFor({
      state: "attached",
    });
    expect(await place.inputValue()).not.toBe("");

    await upload(page, ["contract-en.docx"]);
    const table = page.getByRole("table", { name: "Legal documents" });
    await table.getByRole("row").filter({ hasText: "LEASE AGREEMENT" }).waitFor();

    await place.selectOption({ label: "Documents" });
    await page.getByText("No documents found").waitFor();
    await place.selectOption({ label: "Repository" });
    await table.getByRole("row").filter({ hasText: "LEASE AGREEMENT" }).waitFor();
    await context.close();
  });

  it("shows an Accountant no delete or download action, and the API refuses both", async () => {
    const ownerContext = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const owner = await ownerContext.newPage();
    await signUpAndOnboard(owner);
    await owner.goto(url("/verticals/legal/dashboard"));
    await upload(owner, ["contract-en.docx"]);
    const ownerTable = owner.getByRole("table", { name: "Legal documents" });
    await ownerTable.getByRole("button", { name: "Delete LEASE AGREEMENT" }).waitFor();
    const documentPath = await ownerTable
      .getByRole("link", { name: "View LEASE AGREEMENT" })
      .getAttribute("href");
    const documentId = documentPath?.split("/").at(-1);
    expect(documentId).toBeTruthy();

    const accountantEmail = `akuntan-${randomUUID().slice(0, 8)}@example.co.id`;
    await owner.goto(url("/verticals/legal/dashboard/team"));
    await owner.getByLabel("Invite by e-mail").fill(accountantEmail);
    await owner.getByLabel("Role for the invitee").selectOption("level_3");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    await owner.getByRole("listitem").filter({ hasText: accountantEmail }).waitFor();

    const accountantContext = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const accountant = await accountantContext.newPage();
    await accountant.goto(url(await mailedLinkFor(accountantEmail, "/invitations/")));
    await accountant.waitForURL((current) => current.pathname === "/sign-in");
    await accountant.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await accountant.getByLabel("Name").fill("Dewi");
    await accountant.getByLabel("E-mail").fill(accountantEmail);
    await accountant.getByLabel("Password").fill(E2E_PASSWORD);
    await accountant.getByRole("button", { name: "Create account" }).click();
    // Accepting needs a proven address: the link mailed at sign-up leads back to the invitation.
    await accountant.getByText(/^Confirm your e-mail address to join/).waitFor();
    await accountant.goto(url(await mailedLinkFor(accountantEmail, "/api/auth/verify-email")));
    await accountant.getByRole("button", { name: "Accept invitation" }).click();
    await accountant.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
    await accountant.getByRole("button", { name: /Law Firm/ }).click();
    await accountant.getByRole("button", { name: "Complete Setup" }).click();
    await accountant.getByRole("status").getByText("You're all set!").waitFor();

    await accountant.goto(url("/verticals/legal/dashboard"));
    const table = accountant.getByRole("table", { name: "Legal documents" });
    await table.getByRole("link", { name: "View LEASE AGREEMENT" }).waitFor();
    expect(await table.getByRole("button", { name: /^Delete/ }).count()).toBe(0);
    await table.getByRole("cell", { name: "Pak Budi" }).waitFor();

    await table.getByRole("checkbox", { name: "Select LEASE AGREEMENT" }).check();
    const bulkBar = accountant.getByRole("toolbar", { name: "Actions for the selected documents" });
    await bulkBar.waitFor();
    // Downloading originals is exporting them: an Accountant may not (issue 16, hole 9).
    expect(await bulkBar.getByRole("button", { name: "Download" }).count()).toBe(0);
    expect(await bulkBar.getByRole("button", { name: "Delete" }).count()).toBe(0);

    await table.getByRole("link", { name: "View LEASE AGREEMENT" }).click();
    await accountant.getByRole("heading", { name: "LEASE AGREEMENT", level: 1 }).waitFor();
    expect(await accountant.getByRole("link", { name: "Download" }).count()).toBe(0);
    expect(await accountant.getByRole("button", { name: "Delete" }).count()).toBe(0);
    const original = await accountant.request.get(url(`/api/documents/${documentId}/file`));
    expect(original.status()).toBe(403);

    const refused = await accountant.request.delete(url(`/api/documents/${documentId}`));
    expect(refused.status()).toBe(403);

    await ownerContext.close();
    await accountantContext.close();
  });
});
