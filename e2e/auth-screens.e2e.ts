import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { SIGN_IN_METHOD_COOKIE } from "../src/contracts/config.ts";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

describe("auth screens", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("says 'Unauthorized access' when Google did not let the user in, 'expired' for a spent link", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${inject("baseUrl")}/auth/callback?error=access_denied`);
    await page.getByRole("alert").getByText("Unauthorized access").waitFor();

    await page.goto(`${inject("baseUrl")}/auth/callback?error=INVALID_TOKEN`);
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain("Unauthorized access");
    await context.close();
  });

  it("stops waiting for a session check that never answers and says so (5 s safety timeout)", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The server is reached but never answers the session check: a hung backend, as a user meets it.
    await page.route("**/api/auth/get-session", () => undefined);
    await page.goto(`${inject("baseUrl")}/dashboard`);

    const alert = page.getByRole("alert");
    await alert.getByText("Failed to load data").waitFor({ timeout: 20_000 });
    await alert.getByText("Please try again later").waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await context.close();
  });

  it("signs a password user out to the home page, forgetting how they signed in", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    const method = (await context.cookies()).find(({ name }) => name === SIGN_IN_METHOD_COOKIE);
    expect(method?.value).toBe("email");

    await page.getByRole("button", { name: "Open the user menu" }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const names = (await context.cookies()).map(({ name }) => name);
    expect(names).not.toContain(SIGN_IN_METHOD_COOKIE);

    await page.goto(`${inject("baseUrl")}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/sign-in");
    await context.close();
  });
});
