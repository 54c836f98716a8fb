import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

describe("deleting one's account from /profile", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows what goes, asks for the e-mail address typed, deletes, and the session is gone", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/profile`);

    const zone = page.getByRole("region", { name: "Delete your account" });
    await zone.getByText("Warung Budi: its 0 documents are deleted.").waitFor();
    const email = await page.getByLabel("E-mail", { exact: true }).inputValue();
    const confirm = zone.getByLabel(`Type your e-mail address (${email}) to confirm`);
    const submit = zone.getByRole("button", { name: "Delete my account" });
    expect(await submit.isDisabled()).toBe(true);
    await confirm.fill("someone-else@example.co.id");
    expect(await submit.isDisabled()).toBe(true);
    await confirm.fill(email.toUpperCase());
    expect(await submit.isDisabled()).toBe(false);

    await submit.click();
    await page
      .getByRole("status")
      .getByText("Your account is deleted and you are signed out.")
      .waitFor();
    expect((await page.request.get(`${inject("baseUrl")}/api/me/preferences`)).status()).toBe(401);
    // The app, opened again, asks to sign in.
    await page.goto(`${inject("baseUrl")}/profile`);
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await context.close();
  });
});
