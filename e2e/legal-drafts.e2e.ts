import fs from "node:fs";
import mammoth from "mammoth";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

describe("legal drafts", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("drafts a PKWT from its template, inserts a library clause and exports it as DOCX", async () => {
    const context = await browser.newContext({ locale: "en-US", acceptDownloads: true });
    const page = await context.newPage();
    await signUpAndOnboard(page);

    // The Owner adds the organization's standard termination clause to the library.
    await page.goto(`${inject("baseUrl")}/verticals/legal/dashboard/library`);
    const form = page.getByRole("form", { name: "Add a clause" });
    await form.getByLabel("Category").selectOption("termination");
    await form.getByLabel("Title (Indonesian)").fill("Pengakhiran dini");
    await form.getByLabel("Title (English)").fill("Early termination");
    await form
      .getByLabel("Text (Indonesian)")
      .fill(
        "Masing-masing Pihak dapat mengakhiri Perjanjian dengan pemberitahuan tertulis 30 hari sebelumnya.",
      );
    await form
      .getByLabel("Text (English)")
      .fill("Either Party may end the Agreement on 30 days' written notice.");
    await form.getByRole("button", { name: "Save clause" }).click();
    await page.getByRole("article", { name: "Early termination" }).getByText("Approved").waitFor();

    await page.goto(`${inject("baseUrl")}/verticals/legal/dashboard/drafts`);
    const draft = page.getByRole("form", { name: "New draft" });
    await draft.getByLabel("Template").selectOption("pkwt");
    await draft.getByLabel("Employee: name").fill("Siti Rahmawati");
    await draft.getByLabel("Term in months").fill("12");
    await draft.getByLabel("Monthly wage").fill("8500000");
    await draft.getByRole("button", { name: "Create draft" }).click();
    await page.waitForURL(/\/verticals\/legal\/dashboard\/drafts\/[0-9a-f-]{36}$/);
    const indonesian = page.getByRole("textbox", { name: "Bahasa Indonesia" });
    await indonesian.getByText("PERJANJIAN KERJA WAKTU TERTENTU").waitFor();
    await page
      .getByRole("textbox", { name: "English" })
      .getByText("FIXED-TERM EMPLOYMENT AGREEMENT")
      .waitFor();

    await page.getByText("Insert a clause from the library").click();
    await page.getByRole("button", { name: "Insert Early termination" }).click();
    await indonesian.getByText("pemberitahuan tertulis 30 hari sebelumnya").waitFor();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByText("Version 2", { exact: true }).first().waitFor();

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export DOCX" }).click();
    const file = await (await download).path();
    const { value: text } = await mammoth.extractRawText({ buffer: fs.readFileSync(file) });
    expect(text).toContain("PERJANJIAN KERJA WAKTU TERTENTU");
    expect(text).toContain("Siti Rahmawati");
    expect(text).toContain("12 (dua belas) bulan");
    expect(text).toContain("pemberitahuan tertulis 30 hari sebelumnya");
    expect(text).toContain("Either Party may end the Agreement on 30 days' written notice.");
    expect(text).toContain("e-Meterai Rp10.000");
    await context.close();
  });
});
