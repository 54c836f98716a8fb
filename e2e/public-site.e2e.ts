import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { LANGUAGE_QUERY, SUPPORT_EMAIL } from "../src/contracts/public-site.ts";
import { launchBrowser } from "./support/browser.ts";

async function openHome(page: Page) {
  await page.goto(inject("baseUrl"));
  // The app, not the server's text for readers without JavaScript, holds the links.
  await page.getByRole("heading", { name: "Key features" }).waitFor();
}

/** The same-site links of one part of the home page, as the page shows them. */
async function linksIn(page: Page, selector: string): Promise<string[]> {
  await openHome(page);
  const hrefs = await page
    .locator(selector)
    .locator("a[href]")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

async function expectRealPage(page: Page, href: string) {
  const target = new URL(href, inject("baseUrl"));
  await page.waitForURL((url) => url.pathname === target.pathname && url.hash === target.hash);
  if (target.hash) {
    await page.locator(target.hash).waitFor();
  } else {
    await page.getByRole("heading", { level: 1 }).first().waitFor();
  }
  expect(await page.getByRole("heading", { name: "Page not found" }).count(), href).toBe(0);
}

describe("public site", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("leads every header, hero and footer link to a real page, none to 'Page not found'", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();

    const parts = { header: "header", hero: "main > section:first-child", footer: "footer" };
    const walked: string[] = [];
    for (const [part, selector] of Object.entries(parts)) {
      const hrefs = await linksIn(page, selector);
      expect(hrefs.length, part).toBeGreaterThan(0);
      for (const href of hrefs) {
        if (href.startsWith("mailto:")) {
          expect(href).toBe(`mailto:${SUPPORT_EMAIL}`);
          continue;
        }
        // The language switch's links (this page in each language) change the language the
        // rest of the walk reads; language.e2e.ts and public-before-hydration.e2e.ts use them.
        if (new URL(href, inject("baseUrl")).searchParams.has(LANGUAGE_QUERY)) continue;
        await page.locator(selector).locator(`a[href="${href}"]`).first().click();
        await expectRealPage(page, href);
        walked.push(href);
        // Back in the browser's history, as a visitor would: no page load per link. The logo
        // on the home page itself adds no history entry.
        if (href !== "/") {
          await page.goBack();
          await page.waitForURL((url) => url.pathname === "/" && url.hash === "");
        }
        await page.getByRole("heading", { name: "Key features" }).waitFor();
      }
    }
    for (const required of [
      "/about-us",
      "/contact",
      "/book-demo",
      "/#features",
      "/#pricing",
      "/#faq",
    ]) {
      expect(walked).toContain(required);
    }
    await context.close();
  }, 120_000); // some twenty navigations: more than the default minute on a busy machine

  it("shows a signed-in visitor Dashboard to /verticals instead of Book a demo", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/sign-up`);
    await page.getByLabel("Name").fill("Rina Kusuma");
    await page.getByLabel("E-mail").fill(`rina-${Date.now()}@example.co.id`);
    await page.getByLabel("Password").fill("kata-sandi-rahasia-1");
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname !== "/sign-up");

    await page.goto(inject("baseUrl"));
    const header = page.locator("header");
    const dashboard = header.getByRole("link", { name: "Dashboard" });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute("href")).toBe("/verticals");
    expect(await header.getByRole("link", { name: "Book a demo" }).count()).toBe(0);
    await context.close();
  });

  it("goes home to the anchor from another page, and opens ?lang=id in Indonesian", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/about-us`);
    await page.locator("footer").getByRole("link", { name: "Pricing" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#pricing");
    await page.getByRole("heading", { name: "Pricing" }).waitFor();
    await page.waitForFunction(() => {
      const top = document.getElementById("pricing")?.getBoundingClientRect().top ?? 9999;
      return top >= 0 && top < 200;
    });

    // The toggle's radio input is visually hidden; a visitor clicks its label.
    await page.locator("label", { has: page.getByRole("radio", { name: /Yearly/ }) }).click();
    await page.getByText("billed yearly: IDR 1,152,000").waitFor();

    await page.goto(`${inject("baseUrl")}/cities/bandung?lang=id`);
    await page.getByRole("heading", { name: "Manajemen dokumen AI di Bandung" }).waitFor();
    await page
      .getByRole("navigation", { name: "Jejak navigasi" })
      .getByRole("link", { name: "Kota" })
      .waitFor();
    await context.close();
  });

  it("scrolls smoothly to a section chosen on the home page", async () => {
    const context = await browser.newContext({
      locale: "en-US",
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await openHome(page);
    // Every frame's scroll position from the click on: a jump has none between start and end.
    await page.evaluate(() => {
      const positions: number[] = [];
      (window as unknown as { positions: number[] }).positions = positions;
      const sample = () => {
        positions.push(window.scrollY);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.locator("header").getByRole("link", { name: "Features" }).click();
    await page.waitForURL((url) => url.pathname === "/" && url.hash === "#features");
    await page.waitForFunction(() => {
      const top = document.getElementById("features")?.getBoundingClientRect().top ?? 9999;
      return Math.abs(top) < 100;
    });
    const positions = await page.evaluate(
      () => (window as unknown as { positions: number[] }).positions,
    );
    const end = positions.at(-1) ?? 0;
    const between = new Set(positions.filter((position) => position > 0 && position < end - 1));
    expect(end).toBeGreaterThan(0);
    expect(between.size).toBeGreaterThan(1);
    await context.close();
  });

  it("works out the calculator's hours and rupiah from 18 minutes a search", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/#calculator`);
    await page.getByLabel("Searches per week").fill("10");
    await page.getByLabel("Hourly cost (Rp)").fill("50000");
    // 10 a week is 43.3 a month; at 18 minutes each, 13 hours, at Rp 50,000 an hour.
    expect(await page.getByTestId("calculator-hours").textContent()).toBe("13");
    expect(await page.getByTestId("calculator-cost").textContent()).toBe("IDR 650,000");
    await page.getByLabel("Documents per month").fill("20");
    await page.getByText("A plan that holds 20 documents a month: Free").waitFor();
    await context.close();
  });

  it("sends the contact form and books a demo", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/contact`);
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Please enter a valid e-mail address.").waitFor();
    await page.getByLabel("Name").fill("Sari Wulandari");
    await page.getByLabel("E-mail").fill("sari@example.co.id");
    await page.getByLabel("Message").fill("Can berkas run on our own server?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Thank you. Your message has reached us").waitFor();

    await page.goto(`${inject("baseUrl")}/book-demo`);
    await page.getByLabel("Name").fill("Budi Santoso");
    await page.getByLabel("E-mail").fill("budi@example.co.id");
    await page.getByRole("textbox", { name: "Company" }).fill("CV Maju Bersama");
    await page.getByLabel("Type of business").selectOption("food_beverage");
    const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Preferred date").fill(nextMonth);
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Thank you. We will confirm your demo by e-mail.").waitFor();
    await context.close();
  });

  it("shows a reader without JavaScript each page's title and text", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/industries/law-firms`);
    expect(await page.title()).toBe("berkas for Law Firm");
    await page.getByRole("heading", { name: "berkas for Law Firm" }).waitFor();
    await page.goto(`${inject("baseUrl")}/?lang=id`);
    // The page as the app renders it: the FAQ's questions, their answers folded under them.
    await page.getByText("Siapa yang bisa melihat dokumen saya?").waitFor();
    await page.getByRole("link", { name: "Pesan demo" }).first().waitFor();
    await context.close();
  });
});
