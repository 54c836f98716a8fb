import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { inject } from "vitest";

export const E2E_PASSWORD = "kata-sandi-rahasia-1";

/** A new account through the sign-up page and the onboarding wizard, in English. */
export async function signUpAndOnboard(page: Page): Promise<void> {
  await page.goto(`${inject("baseUrl")}/sign-up`);
  await page.getByLabel("Name").fill("Pak Budi");
  await page.getByLabel("E-mail").fill(`budi-${randomUUID().slice(0, 8)}@example.co.id`);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
  await page.getByRole("button", { name: /Food & Beverage/ }).click();
  await page.getByRole("heading", { name: "Tell us about your organization" }).waitFor();
  await page.getByLabel("Organization name").fill("Warung Budi");
  await page.getByRole("button", { name: "Complete Setup" }).click();
  // The last step writes the organization and the profile: on a loaded machine it can outlast
  // Playwright's 30 s, and a failure shows its toast instead, which is what a run should report.
  const failure = page.locator('[data-sonner-toast][data-type="error"]');
  const allSet = page.getByRole("status").getByText("You're all set!");
  await allSet.or(failure).first().waitFor({ timeout: 120_000 });
  if ((await failure.count()) > 0) {
    throw new Error(`onboarding failed: ${await failure.first().innerText()}`);
  }
  await page.waitForURL((url) => url.pathname !== "/onboarding" && url.pathname !== "/sign-up");
}
