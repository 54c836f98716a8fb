import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { E2E_ADMIN_EMAIL } from "./support/admin-email.ts";
import { launchBrowser } from "./support/browser.ts";
import { E2E_PASSWORD, signUpAndOnboard } from "./support/onboarding.ts";

const FIXTURES = path.resolve(import.meta.dirname, "../test/fixtures/files");
const url = (pathname: string) => `${inject("baseUrl")}${pathname}`;

/** The newest link mailed to `email` whose path starts with `pathStart`, from the dev outbox. */
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

/**
 * Uploads a PDF through the API as the signed-in page, waits for it to be processed and rates
 * its vendor: what gives the dashboard a document, a processing time and a rating to show.
 */
async function uploadAndRate(page: Page, file: string) {
  const base64 = fs.readFileSync(path.join(FIXTURES, file)).toString("base64");
  const documentId = await page.evaluate(
    async ({ base64, file }) => {
      const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
      const digest = await crypto.subtle.digest("SHA-256", bytes);
      const fileHash = [...new Uint8Array(digest)]
        .map((byte) => byte.toString(16).padStart(2, "0"))
        .join("");
      const listed = (await (await fetch("/api/organizations")).json()) as {
        organizations: { id: string }[];
      };
      const form = new FormData();
      form.append("fileHash", fileHash);
      form.append("vertical", "accounting");
      form.append("organizationId", listed.organizations[0]!.id);
      form.append("file", new File([bytes], file, { type: "application/pdf" }));
      const uploaded = await fetch("/api/simple-upload", { method: "POST", body: form });
      return ((await uploaded.json()) as { document: { id: string } }).document.id;
    },
    { base64, file },
  );
  await expect
    .poll(
      async () =>
        page.evaluate(async (id) => {
          const status = await fetch(`/api/documents/${id}/status`);
          return ((await status.json()) as { status: string }).status;
        }, documentId),
      { timeout: 60_000, interval: 500 },
    )
    .toBe("complete");
  const rated = await page.evaluate(async (id) => {
    const response = await fetch(`/api/documents/${id}/fields/vendor/feedback`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ verdict: "up" }),
    });
    return response.status;
  }, documentId);
  expect(rated).toBe(200);
}

describe("Admin Dashboard", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows the admin the analytics with numbers, the organizations and the site inbox", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(url("/sign-up"));
    await page.getByLabel("Name").fill("Operator");
    await page.getByLabel("E-mail").fill(E2E_ADMIN_EMAIL);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
    await page.getByRole("button", { name: /Food & Beverage/ }).click();
    await page.getByLabel("Organization name").fill("Kantor Operator");
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.getByRole("status").getByText("You're all set!").waitFor();
    // Admin only once the address is proven (spec §6 with the security issue's rule).
    await page.goto(url(await mailedLinkFor(E2E_ADMIN_EMAIL, "/api/auth/verify-email")));
    await uploadAndRate(page, "invoice-en.pdf");

    await page.goto(url("/verticals/accounting/dashboard"));
    await page.getByRole("button", { name: "Open the user menu" }).click();
    const analyticsCalls = ["extraction-metrics", "trial-conversion", "user-engagement"].map(
      (call) =>
        page.waitForRequest(
          (request) =>
            request.url().includes(`/api/analytics/${call}?timeframe=7`) ||
            request.url().includes(`/api/analytics/${call}?weeks=1`),
        ),
    );
    await page.getByRole("menuitem", { name: "Admin Dashboard" }).click();
    await page.waitForURL((at) => at.pathname === "/admin");
    await Promise.all(analyticsCalls);

    await page.getByRole("heading", { name: "Admin Dashboard" }).waitFor();
    await page.getByRole("heading", { name: "Highlights" }).waitFor();
    // The admin's own document, rating and page views are among the numbers.
    const card = (label: string) =>
      page
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .last();
    const documents = await card("Documents Processed").locator("p").nth(1).textContent();
    expect(Number(documents)).toBeGreaterThanOrEqual(1);
    const active = await card("Active users").locator("p").nth(1).textContent();
    expect(Number(active)).toBeGreaterThanOrEqual(1);
    expect(await card("AI Accuracy").locator("p").nth(1).textContent()).toMatch(/^\d+\.\d%$/);
    await page.getByRole("heading", { name: "Active Users" }).waitFor();
    await page.getByRole("heading", { name: "AI Extraction Performance by Field" }).waitFor();
    await page.getByRole("meter", { name: "vendor" }).waitFor();
    await page.getByRole("heading", { name: "Weekly User Engagement" }).waitFor();
    await page
      .getByText(/Split: L \d+ · A \d+/)
      .first()
      .waitFor();

    const monthly = page.waitForRequest((request) =>
      request.url().includes("/api/analytics/user-engagement?weeks=5"),
    );
    await page.getByLabel("Time range").selectOption("30");
    await monthly;

    await page.getByRole("tab", { name: "Organizations" }).click();
    const row = page.getByRole("row").filter({ hasText: "Kantor Operator" });
    await row.waitFor();
    expect(await row.getByRole("cell").nth(2).textContent()).toBe("1");
    await page.getByRole("tab", { name: "Site inbox" }).click();
    await page.getByRole("heading", { name: "Demo bookings" }).waitFor();
    await context.close();
  });

  it("gives a member no admin link and no dashboard", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(url("/verticals/accounting/dashboard"));
    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).waitFor();
    expect(await page.getByRole("menuitem", { name: "Admin Dashboard" }).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.goto(url("/admin"));
    await page.getByText("Only administrators can see this page.").waitFor();
    expect(await page.getByRole("heading", { name: "Highlights" }).count()).toBe(0);
    await context.close();
  });
});
