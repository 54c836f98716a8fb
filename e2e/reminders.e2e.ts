import { deflateSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { pdfObjects } from "../test/support/pdf-objects.ts";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as the lease writes it and as the mail's subject does: "25 December 2026". */
function written(date: Date) {
  const parts = new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Jakarta",
  }).formatToParts(date);
  const part = (type: string) => parts.find((each) => each.type === type)!.value;
  return { day: part("day"), month: part("month"), year: part("year") };
}

/** A one-page text PDF of a lease whose term expires on `end`. */
function leasePdf(start: Date, end: Date): Buffer {
  const from = written(start);
  const to = written(end);
  const lines = [
    "LEASE AGREEMENT",
    `This Lease Agreement is made on ${from.day} ${from.month} ${from.year} between`,
    'PT Griya Properti Nusantara (the "Landlord") and PT Warung Budi Sejahtera (the "Tenant").',
    "1. Premises. The Landlord leases to the Tenant the shop house at Jalan Kelapa Gading",
    "Boulevard No. 12, Jakarta Utara.",
    `2. Term. The term of this Lease commences on ${from.day} ${from.month} ${from.year} and expires on ${to.day} ${to.month} ${to.year}.`,
    "3. Rent. The Tenant shall pay rent of Rp 120.000.000 per year.",
    "4. Governing Law. This Lease shall be governed by the laws of the Republic of Indonesia.",
  ];
  const { add, stream, write } = pdfObjects();
  const font = add(
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  );
  const info = add("<< /Producer (berkas reminders e2e) >>");
  const text = lines
    .map(
      (line, index) =>
        `BT /F1 10 Tf 50 ${790 - index * 18} Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`,
    )
    .join("\n");
  const contents = add(stream("/Filter /FlateDecode", deflateSync(Buffer.from(text, "latin1"))));
  const page = add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R >>`,
  );
  return write([page], info);
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The dev outbox's mails linking to the document, polled until one arrives or time runs out. */
async function mailAbout(documentId: string, timeoutMs: number): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${inject("baseUrl")}/api/dev/mail`);
    const { mails } = (await response.json()) as { mails: OutboxMail[] };
    const found = mails.find((mail) => mail.text.includes(`/documents/${documentId}`));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no reminder mailed about ${documentId}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

describe("reminders", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("mails a member who chose contract reminders about a lease ending in 30 days", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);
    await page.goto(`${inject("baseUrl")}/verticals/legal/dashboard`);

    const reminders = page.getByRole("region", { name: "Coming up" });
    await reminders
      .getByText("No contract ends, renews or needs notice in the next 90 days.")
      .waitFor();
    const choice = reminders.getByLabel(
      "E-mail me before contracts end or renew and before notice deadlines",
    );
    await choice.check();
    await expect.poll(() => choice.isChecked()).toBe(true);

    const now = new Date();
    const end = new Date(now.getTime() + 30 * DAY_MS);
    await page
      .getByLabel("Choose files to upload")
      .first()
      .setInputFiles({
        name: "lease-ruko.pdf",
        mimeType: "application/pdf",
        buffer: leasePdf(new Date(now.getTime() - 335 * DAY_MS), end),
      });
    const dialog = page.getByRole("dialog", { name: "Document processing" });
    await dialog.getByText("'lease-ruko.pdf' processed successfully.").waitFor({ timeout: 90_000 });
    await dialog.getByRole("button", { name: "Close" }).click();

    await page.reload();
    const listed = page.getByRole("list", { name: "Coming up" }).getByRole("listitem").first();
    await listed.getByText("in 30 days").waitFor();
    await listed.getByText("ends").waitFor();
    const href = await listed.getByRole("link").getAttribute("href");
    const documentId = href!.split("/").at(-1)!;

    // The job looks every minute; the mail names the lease's end, in the member's language.
    const mail = await mailAbout(documentId, 150_000);
    const { day, month, year } = written(end);
    expect(mail.subject).toMatch(/^Reminder: .+: ends /);
    expect(mail.subject).toContain(`${month} ${day}, ${year} (in 30 days)`);
    await context.close();
  }, 300_000);
});
