import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_TIMING } from "../src/contracts/plans.ts";
import { freePort, startServer, type RunningServer } from "../test/support/berkas-process.ts";
import { startStripeServer, type StripeServer } from "../test/support/stripe-server.ts";
import { launchBrowser } from "./support/browser.ts";
import { E2E_PASSWORD } from "./support/onboarding.ts";

/**
 * Issue 20: from the pricing section to /pay and back, on a server with billing on (its own
 * `berkas start`, pointed at a loopback Stripe). Stripe's buy-button script is refused as it
 * is offline, so the page shows its element and says the form could not load.
 */
describe("billing", () => {
  let stripe: StripeServer;
  let server: RunningServer;
  let dataDir: string;
  let browser: Browser;

  beforeAll(async () => {
    stripe = await startStripeServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-e2e-billing-"));
    server = await startServer(
      {
        DATA_DIR: dataDir,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_PUBLISHABLE_KEY: "pk_test_berkas",
        STRIPE_BUY_BUTTON_ID: "buy_btn_berkas",
        STRIPE_API_URL: stripe.apiUrl,
      },
      await freePort(),
    );
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await stripe?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signUpAndOnboard(page: Page, email: string) {
    await page.goto(`${server.baseUrl}/sign-up`);
    await page.getByLabel("Name").fill("Ibu Sari");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(E2E_PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
    await page.getByRole("button", { name: /Food & Beverage/ }).click();
    await page.getByLabel("Organization name").fill("Warung Sari");
    await page.getByRole("button", { name: "Complete Setup" }).click();
    await page.getByRole("status").getByText("You're all set!").waitFor();
    await page.waitForURL((url) => url.pathname !== "/onboarding" && url.pathname !== "/sign-up");
  }

  it("goes from a paid plan in the pricing section to /pay, and back from a canceled checkout", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    const email = `sari-${randomUUID().slice(0, 8)}@example.co.id`;
    await signUpAndOnboard(page, email);

    await page.goto(`${server.baseUrl}/#pricing`);
    const starter = page.locator("#pricing article").filter({ hasText: "Starter" });
    await starter.getByRole("link", { name: "Start free trial" }).click();
    await page.waitForURL((url) => url.pathname === "/pay");
    await page.getByRole("heading", { name: "Choose your plan" }).waitFor();
    await page.getByText("Your plan now: Professional").waitFor();

    const button = page.locator("stripe-buy-button");
    expect(await button.getAttribute("buy-button-id")).toBe("buy_btn_berkas");
    expect(await button.getAttribute("publishable-key")).toBe("pk_test_berkas");
    expect(await button.getAttribute("customer-email")).toBe(email);
    expect(await button.getAttribute("client-reference-id")).toMatch(/^[\w-]+__[\w-]+$/);
    await page
      .getByText("The payment form could not load. Check your connection and try again.")
      .waitFor();

    // Stripe sends a canceled checkout back here.
    await page.goto(`${server.baseUrl}/pay?canceled=true`);
    await page
      .getByRole("alert")
      .getByText("Payment canceled. Your plan has not changed.")
      .waitFor();
    await page.getByRole("link", { name: "Back to Profile and Billing" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    const billing = page.getByRole("region", { name: "Plan and billing" });
    await billing.getByText("14 days left in your trial", { exact: false }).waitFor();
    await billing.getByText("Documents this month: 0").waitFor();
    await billing.getByText("Storage: 0 MB").waitFor();
    await billing.getByRole("link", { name: "Change plan" }).click();
    await page.waitForURL((url) => url.pathname === "/pay");
    await context.close();
  });

  it("sends a signed-out visitor to /pay to sign in, and a paid checkout on to /dashboard", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    await page.goto(`${server.baseUrl}/pay`);
    await page.waitForURL((url) => url.pathname === "/sign-in");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/pay");
    await page.locator("stripe-buy-button").waitFor({ state: "detached" });

    await signUpAndOnboard(page, `wati-${randomUUID().slice(0, 8)}@example.co.id`);
    await page.goto(`${server.baseUrl}/pay`);
    await page.locator("stripe-buy-button").waitFor({ state: "attached" });
    // Stripe's button tells the page a payment succeeded by a message from Stripe's origin.
    const paid = (origin: string) =>
      page.evaluate(
        ({ origin, paymentIntentId }) =>
          window.dispatchEvent(new MessageEvent("message", { origin, data: { paymentIntentId } })),
        { origin, paymentIntentId: "pi_test_berkas" },
      );
    await paid("https://stripe.example.com");
    await paid(server.baseUrl);
    expect(new URL(page.url()).pathname).toBe("/pay");
    expect(await page.evaluate(() => localStorage.getItem("lastPaymentIntentId"))).toBeNull();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/dashboard", { waitUntil: "commit" }),
      paid("https://js.stripe.com"),
    ]);
    expect(await page.evaluate(() => localStorage.getItem("lastPaymentIntentId"))).toBe(
      "pi_test_berkas",
    );
    await context.close();
  });

  /**
   * Stripe tells the server a checkout for `lookupKey` completed for the organization behind
   * `reference`, signed as Stripe signs it; returns the Stripe customer it made.
   */
  async function completeCheckout(reference: string | null, lookupKey: string): Promise<string> {
    const subscription = `sub_${randomUUID().slice(0, 8)}`;
    const customer = `cus_${randomUUID().slice(0, 8)}`;
    stripe.setSubscription({
      id: subscription,
      customer,
      status: "active",
      lookupKey,
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
    const delivery = stripe.event("checkout.session.completed", {
      id: `cs_${randomUUID().slice(0, 8)}`,
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: reference,
      customer,
      subscription,
    });
    const answer = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
      body: delivery.body,
    });
    expect(answer.status).toBe(200);
    return customer;
  }

  it("shows a subscription changed at Stripe on /profile without a reload, read again every 30 s", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    // The page's clock is ours to move on; it also runs as usual in between.
    await page.clock.install();
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    await signUpAndOnboard(page, `tono-${randomUUID().slice(0, 8)}@example.co.id`);
    await page.goto(`${server.baseUrl}/pay`);
    const reference = await page.locator("stripe-buy-button").getAttribute("client-reference-id");
    await page.goto(`${server.baseUrl}/profile`);
    const billing = page.getByRole("region", { name: "Plan and billing" });
    await billing.getByText("14 days left in your trial", { exact: false }).waitFor();
    const shownAt = await page.evaluate(() => Date.now());

    await completeCheckout(reference, "starter");

    // The page's clock ran on while Stripe called: move it to 5 s before the interval ends,
    // counted from when the plan was shown, however long the call took.
    const interval = BILLING_TIMING.subscriptionCacheSeconds * 1000;
    const elapsed = (await page.evaluate(() => Date.now())) - shownAt;
    await page.clock.fastForward(interval - elapsed - 5_000);
    await page.waitForTimeout(1000);
    await billing.getByText("14 days left in your trial", { exact: false }).waitFor();
    expect(await billing.getByText("Starter · Active").count()).toBe(0);
    await page.clock.fastForward(7_000);
    await billing.getByText("Starter · Active").waitFor();
    await context.close();
  });

  it("takes an Owner whose checkout completed from /profile to Stripe's customer portal", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    await signUpAndOnboard(page, `budi-${randomUUID().slice(0, 8)}@example.co.id`);
    await page.goto(`${server.baseUrl}/pay`);
    const reference = await page.locator("stripe-buy-button").getAttribute("client-reference-id");

    const customer = await completeCheckout(reference, "professional");

    await page.goto(`${server.baseUrl}/profile`);
    const billing = page.getByRole("region", { name: "Plan and billing" });
    await billing.getByText("Professional · Active").waitFor();
    await billing.getByRole("button", { name: "Manage billing" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${stripe.apiUrl}/p/session/`));
    expect(stripe.portalSessions().at(-1)).toMatchObject({
      customer,
      returnUrl: expect.stringMatching(/\/profile$/),
      url: page.url(),
    });
    await context.close();
  });
});
