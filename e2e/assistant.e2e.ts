import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject, onTestFailed } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";
import { ARTIFACTS, DESKTOP, PHONE, screenshot } from "./support/screenshots.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/files");
const MENTION = /^@\[faktur-id\.pdf\]\(uploaded_document:[0-9a-f-]{36}\) $/;

describe("document assistant", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("answers an Indonesian question with a source that opens the document's preview", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, "assistant-failure", { fullPage: true }));
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard`);
    await page
      .getByLabel("Choose files to upload")
      .setInputFiles(path.join(FIXTURES, "faktur-id.pdf"));
    const processing = page.getByRole("dialog", { name: "Document processing" });
    await processing
      .getByText("'faktur-id.pdf' processed successfully.")
      .waitFor({ timeout: 60_000 });
    await processing.getByRole("button", { name: "Close" }).click();

    // In Indonesian, the card and the answer follow the interface's language.
    await page.getByTestId("language-switch").click();
    await page.getByRole("menuitemradio", { name: "Bahasa Indonesia" }).click();
    const card = page.getByRole("region", { name: "Asisten Dokumen" });
    await card.getByText("Halo! Saya Asisten Dokumen Anda.", { exact: false }).waitFor();
    const clear = card.getByRole("button", { name: "Hapus percakapan" });
    expect(await clear.isDisabled()).toBe(true);

    // @ opens the mention list; Enter picks the document and writes its token.
    const input = card.getByRole("combobox", { name: "Pesan untuk asisten" });
    await input.click();
    await input.pressSequentially("@faktur");
    await card.getByText("DOKUMEN (1)").waitFor();
    const option = card.getByRole("option").filter({ hasText: "faktur-id.pdf" });
    await option.getByText("Dokumen", { exact: true }).waitFor();
    await card.screenshot({ path: `${ARTIFACTS}/assistant-mentions-desktop.png` });
    await input.press("Enter");
    expect(await input.inputValue()).toMatch(MENTION);

    await input.pressSequentially("Berapa total faktur dari CV Cahaya Mandiri?");
    await input.press("Shift+Enter");
    await expect.poll(() => input.inputValue()).toMatch(/\n$/);
    await input.press("Enter");
    expect(await input.inputValue()).toBe("");

    const conversation = card.getByRole("log", { name: "Percakapan dengan asisten" });
    // The question shows its mention as the document's bold title, not as the token.
    const question = conversation.getByRole("listitem").filter({ hasText: "Berapa total" });
    await question.locator("strong", { hasText: "faktur-id.pdf" }).waitFor();
    expect(await question.textContent()).not.toContain("uploaded_document");
    const answer = conversation.getByRole("listitem").filter({ hasText: "Totalnya" });
    await answer.locator("strong", { hasText: "Rp 1.110.000" }).waitFor();
    expect(await clear.isEnabled()).toBe(true);
    expect(await conversation.locator(":scope > li").count()).toBe(3);
    await conversation.getByText("Halo! Saya Asisten Dokumen Anda.", { exact: false }).waitFor();

    await screenshot(page, "assistant-answer-desktop");
    await card.screenshot({ path: `${ARTIFACTS}/assistant-card-desktop.png` });

    // The source link opens the preview modal with the document's first page and fields.
    await answer.getByRole("button", { name: "faktur-id.pdf" }).click();
    const preview = page.getByRole("dialog", { name: "Pratinjau dokumen" });
    await preview.getByText("faktur-id.pdf").waitFor();
    await preview.getByText("CV Cahaya Mandiri").waitFor();
    await preview.getByRole("img", { name: "Halaman pertama faktur-id.pdf" }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll("[role=dialog] img")].every(
        (image) => (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await screenshot(page, "assistant-preview-desktop");
    await page.keyboard.press("Escape");
    await preview.waitFor({ state: "detached" });

    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await screenshot(page, "assistant-answer-phone");
    await answer.getByRole("button", { name: "faktur-id.pdf" }).click();
    await preview.getByText("CV Cahaya Mandiri").waitFor();
    await screenshot(page, "assistant-preview-phone");
    await preview.getByRole("link", { name: "Buka dokumen" }).click();
    await page.waitForURL(/\/verticals\/accounting\/dashboard\/documents\/[0-9a-f-]{36}$/);
    await page.setViewportSize(DESKTOP);

    // The conversation and an unsent draft are still there after coming back.
    await page.goBack();
    await card.getByRole("combobox", { name: "Pesan untuk asisten" }).fill("draf belum terkirim");
    await page.waitForTimeout(400);
    await page.reload();
    await answer.locator("strong", { hasText: "Rp 1.110.000" }).waitFor();
    expect(await input.inputValue()).toBe("draf belum terkirim");

    // Clearing leaves only the greeting.
    await clear.click();
    await conversation.locator(":scope > li").first().waitFor();
    expect(await conversation.locator(":scope > li").count()).toBe(1);
    expect(await clear.isDisabled()).toBe(true);
    await context.close();
  });

  it("opens with the documents chosen in the legal table mentioned", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const page = await context.newPage();
    onTestFailed(() => screenshot(page, "assistant-ask-failure", { fullPage: true }));
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/legal/dashboard`);
    await page
      .getByLabel("Choose files to upload")
      .setInputFiles(path.join(FIXTURES, "kontrak-id.docx"));
    const processing = page.getByRole("dialog", { name: "Document processing" });
    await processing
      .getByText("'kontrak-id.docx' processed successfully.")
      .waitFor({ timeout: 60_000 });
    await processing.getByRole("button", { name: "Close" }).click();

    const row = page
      .getByRole("table", { name: "Legal documents" })
      .getByRole("row")
      .filter({ hasText: "PERJANJIAN SEWA" });
    await row.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Ask the assistant" }).click();

    const card = page.getByRole("region", { name: "Document Assistant" });
    const input = card.getByRole("combobox", { name: "Message to the assistant" });
    await expect
      .poll(() => input.inputValue())
      .toMatch(/^@\[PERJANJIAN SEWA[^\]]*\]\(uploaded_document:[0-9a-f-]{36}\) $/);
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);

    await input.pressSequentially("Who is the counterparty?");
    await input.press("Enter");
    const answer = card.getByRole("log").locator(":scope > li").nth(2);
    await answer.getByRole("button", { name: /PERJANJIAN SEWA/ }).waitFor();
    await screenshot(page, "assistant-ask-desktop");

    // Files dropped on the input or chosen through its picker go with the next question.
    await card.getByRole("button", { name: "Clear conversation" }).click();
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["Catatan rapat"], "catatan.txt", { type: "text/plain" }));
      return transfer;
    });
    await input.dispatchEvent("dragenter", { dataTransfer: dropped });
    await card.getByText("Drop files here").waitFor();
    await screenshot(page, "assistant-drop-desktop");
    await input.dispatchEvent("drop", { dataTransfer: dropped });
    const attached = card.getByRole("list", { name: "Attached files" });
    await attached.getByText("catatan.txt").waitFor();
    expect(await card.getByText("Drop files here").count()).toBe(0);
    await attached.getByRole("button", { name: "Remove catatan.txt" }).click();

    await card
      .getByLabel("Choose files to attach")
      .setInputFiles(path.join(FIXTURES, "contract-en.docx"));
    await attached.getByRole("status", { name: "Attaching contract-en.docx" }).waitFor();
    const send = card.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    await attached.getByRole("status").waitFor({ state: "detached" });
    expect(await send.isEnabled()).toBe(true);
    await input.fill("Who is the counterparty?");
    await send.click();
    await card.getByText("Reading the attached files...").waitFor();
    const withFile = card
      .getByRole("log")
      .locator(":scope > li")
      .filter({ has: page.locator("strong", { hasText: "contract-en.docx" }) });
    await withFile.waitFor({ timeout: 60_000 });
    expect(await attached.count()).toBe(0);
    await card
      .getByRole("log")
      .locator(":scope > li")
      .nth(2)
      .getByRole("button", { name: /LEASE AGREEMENT/ })
      .waitFor();
    // The attached file is one of the organization's documents now, in the table too.
    await page
      .getByRole("table", { name: "Legal documents" })
      .getByRole("row")
      .filter({ hasText: "LEASE AGREEMENT" })
      .waitFor();
    await screenshot(page, "assistant-attached-desktop");
    await context.close();
  });

  it("says the user is not authenticated when the session is gone before a question", async () => {
    const context = await browser.newContext({ locale: "en-US", viewport: DESKTOP });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/accounting/dashboard`);
    const card = page.getByRole("region", { name: "Document Assistant" });
    const input = card.getByRole("combobox", { name: "Message to the assistant" });
    await input.waitFor();

    // Signed out elsewhere: the chat call answers 401.
    await context.clearCookies();
    await input.fill("Berapa total faktur bulan ini?");
    await input.press("Enter");
    await card.getByText("Error: User not authenticated. Access token missing.").waitFor();
    await page.getByText("Chat Error").waitFor();
    const conversation = card.getByRole("log", { name: "Conversation with the assistant" });
    // The question stays; the empty answer is removed.
    expect(await conversation.locator(":scope > li").count()).toBe(2);
    await context.close();
  });
});
