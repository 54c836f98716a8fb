import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { launchBrowser } from "./support/browser.ts";

const PASSWORD = "kata-sandi-rahasia-1";
const unique = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.co.id`;

async function fillSignUp(page: Page, name: string, email: string) {
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create account" }).click();
}

async function finishOnboarding(page: Page, type: RegExp, name?: string) {
  await page.getByRole("heading", { name: "What kind of organization is this?" }).waitFor();
  await page.getByRole("button", { name: type }).click();
  await page.getByRole("heading", { name: "Tell us about your organization" }).waitFor();
  if (name) await page.getByLabel("Organization name").fill(name);
  await page.getByRole("button", { name: "Complete Setup" }).click();
  await page.getByRole("status").getByText("You're all set!").waitFor();
}

/**
 * The newest link mailed to `email` whose path starts with `pathStart`, from the dev outbox, as
 * a path and query on the server the browser uses (the query carries the link's secret).
 */
async function mailedLinkFor(email: string, pathStart: string): Promise<string> {
  const response = await fetch(`${inject("baseUrl")}/api/dev/mail`);
  const { mails } = (await response.json()) as { mails: { to: string; text: string }[] };
  for (const mail of mails.filter((each) => each.to === email)) {
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    const url = link ? new URL(link) : undefined;
    if (url?.pathname.startsWith(pathStart)) return url.pathname + url.search;
  }
  throw new Error(`no mail to ${email} linking to ${pathStart}`);
}

describe("team", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("invites a colleague who signs up from the e-mailed link and joins", async () => {
    const ownerContext = await browser.newContext({ locale: "en-US" });
    const owner = await ownerContext.newPage();
    await owner.goto(`${inject("baseUrl")}/sign-up`);
    await fillSignUp(owner, "Bu Sari", unique("sari"));
    await finishOnboarding(owner, /Real Estate/, "Sari Properti");
    await owner.waitForURL((url) => url.pathname === "/verticals");

    const inviteeEmail = unique("rina");
    await owner.goto(`${inject("baseUrl")}/verticals/accounting/dashboard/settings/team`);
    await owner.getByLabel("Invite by e-mail").fill(inviteeEmail);
    await owner.getByLabel("Role for the invitee").selectOption("level_4");
    await owner.getByRole("button", { name: "Send invitation" }).click();
    const pendingRow = owner.getByRole("listitem").filter({ hasText: inviteeEmail });
    await pendingRow.getByText("Pending").waitFor();

    const inviteeContext = await browser.newContext({ locale: "en-US" });
    const invitee = await inviteeContext.newPage();
    await invitee.goto(`${inject("baseUrl")}${await mailedLinkFor(inviteeEmail, "/invitations/")}`);
    await invitee.waitForURL((url) => url.pathname === "/sign-in");
    await invitee.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await fillSignUp(invitee, "Rina", inviteeEmail);
    await invitee.getByText("You are invited to join Sari Properti as").waitFor();
    // The address is not proven yet: the page asks for the mailed link, which leads back here.
    await invitee.getByText(/^Confirm your e-mail address to join/).waitFor();
    expect(await invitee.getByRole("button", { name: "Accept invitation" }).count()).toBe(0);
    await invitee.getByRole("button", { name: "Send the link again" }).click();
    await invitee.getByText("We sent a new link to").waitFor();
    await invitee.goto(
      `${inject("baseUrl")}${await mailedLinkFor(inviteeEmail, "/api/auth/verify-email")}`,
    );
    await invitee.getByText("You are invited to join Sari Properti as").waitFor();
    await invitee.getByRole("button", { name: "Accept invitation" }).click();
    await finishOnboarding(invitee, /Real Estate/);
    expect(await invitee.getByTestId("organization-switcher").textContent()).toContain(
      "Sari Properti",
    );

    await owner.reload();
    const memberRow = owner.getByRole("listitem").filter({ hasText: inviteeEmail });
    await memberRow.getByRole("combobox").waitFor();
    expect(await memberRow.getByRole("combobox").inputValue()).toBe("level_4");
    expect(await owner.getByText("Pending invitations").count()).toBe(0);

    // The invitee switches to their own organization and back.
    await invitee.getByTestId("organization-switcher").click();
    await invitee.getByRole("menuitem", { name: /^Rina-.*'s Organization/ }).click();
    await invitee
      .getByTestId("organization-switcher")
      .getByText(/^Rina-.*'s Organization$/)
      .waitFor();
    await invitee.getByTestId("organization-switcher").click();
    await invitee.getByRole("menuitem", { name: /Sari Properti/ }).click();
    await invitee.getByTestId("organization-switcher").getByText("Sari Properti").waitFor();

    await ownerContext.close();
    await inviteeContext.close();
  });
});
