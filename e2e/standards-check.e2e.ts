import { deflateSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, it, inject } from "vitest";
import { pdfObjects } from "../test/support/pdf-objects.ts";
import { launchBrowser } from "./support/browser.ts";
import { signUpAndOnboard } from "./support/onboarding.ts";

/**
 * A services agreement that keeps the library's governing-law clause word for word, shares
 * client information where the library's confidentiality clause forbids it, and says nothing
 * of force majeure.
 */
const CONTRACT = [
  "SERVICES AGREEMENT",
  "This Services Agreement is made on 5 January 2026 between PT Sinar Data Prima (the",
  '"Client") and PT Awan Teknologi Mandiri (the "Provider").',
  "1. Services. The Provider shall host and maintain the Client's accounting system and",
  "answer support requests within one business day.",
  "2. Fees. The Client shall pay Rp 15.000.000 per month within fourteen days of each invoice.",
  "3. Confidentiality. Each Party may share information received from the other Party with",
  "its affiliates and advisers without consent, and the duty of secrecy ends with this Agreement.",
  "4. Governing Law. This Agreement shall be governed by and construed in accordance with",
  "the laws of the Republic of Indonesia.",
];

function contractPdf(): Buffer {
  const { add, stream, write } = pdfObjects();
  const font = add(
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
  );
  const info = add("<< /Producer (berkas standards check e2e) >>");
  const text = CONTRACT.map(
    (line, index) =>
      `BT /F1 10 Tf 50 ${790 - index * 18} Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`,
  ).join("\n");
  const contents = add(stream("/Filter /FlateDecode", deflateSync(Buffer.from(text, "latin1"))));
  const page = add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${contents} 0 R >>`,
  );
  return write([page], info);
}

const STANDARDS = [
  {
    category: "governing_law",
    titles: ["Hukum yang berlaku", "Governing law"],
    texts: [
      "Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia.",
      "This Agreement shall be governed by and construed in accordance with the laws of the Republic of Indonesia.",
    ],
  },
  {
    category: "confidentiality",
    titles: ["Kerahasiaan", "Confidentiality"],
    texts: [
      "Masing-masing Pihak wajib merahasiakan seluruh informasi yang diterima dari Pihak lainnya berdasarkan Perjanjian ini dan tidak mengungkapkannya kepada pihak ketiga tanpa persetujuan tertulis. Kewajiban ini berlaku selama 5 (lima) tahun setelah Perjanjian ini berakhir.",
      "Each Party shall keep confidential all information received from the other Party under this Agreement and shall not disclose it to any third party without prior written consent. This obligation survives for five (5) years after this Agreement ends.",
    ],
  },
  {
    category: "force_majeure",
    titles: ["Keadaan kahar", "Force majeure"],
    texts: [
      "Tidak ada Pihak yang bertanggung jawab atas keterlambatan karena bencana alam, perang, wabah atau tindakan pemerintah, asalkan ia memberitahu Pihak lainnya secara tertulis dalam 7 (tujuh) hari.",
      "Neither Party is liable for a delay caused by natural disasters, war, epidemics or government action, provided it notifies the other Party in writing within seven (7) days.",
    ],
  },
] as const;

async function addStandard(page: Page, standard: (typeof STANDARDS)[number]) {
  const form = page.getByRole("form", { name: "Add a clause" });
  await form.getByLabel("Category").selectOption(standard.category);
  await form.getByLabel("Title (Indonesian)").fill(standard.titles[0]);
  await form.getByLabel("Title (English)").fill(standard.titles[1]);
  await form.getByLabel("Text (Indonesian)").fill(standard.texts[0]);
  await form.getByLabel("Text (English)").fill(standard.texts[1]);
  await form.getByRole("button", { name: "Save clause" }).click();
  await page.getByRole("article", { name: standard.titles[1] }).getByText("Approved").waitFor();
}

describe("standards check", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it("shows a received contract's clauses beside the library's, present, deviating or missing", async () => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await signUpAndOnboard(page);

    await page.goto(`${inject("baseUrl")}/verticals/legal/dashboard/library`);
    for (const standard of STANDARDS) await addStandard(page, standard);

    await page.goto(`${inject("baseUrl")}/verticals/legal/dashboard`);
    await page.getByLabel("Choose files to upload").first().setInputFiles({
      name: "services-agreement.pdf",
      mimeType: "application/pdf",
      buffer: contractPdf(),
    });
    const dialog = page.getByRole("dialog", { name: "Document processing" });
    await dialog
      .getByText("'services-agreement.pdf' processed successfully.")
      .waitFor({ timeout: 90_000 });
    await dialog.getByRole("button", { name: "Close" }).click();

    await page
      .getByRole("table", { name: "Legal documents" })
      .getByRole("link", { name: "View SERVICES AGREEMENT" })
      .click();
    const panel = page.getByRole("region", { name: "Check against our standards" });
    const finding = (category: string) =>
      panel
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: category, level: 3 }) });

    const law = finding("Governing law");
    await law.getByText("Present", { exact: true }).waitFor();
    await law.getByText("Our standard: Governing law").waitFor();
    await law.getByText("4. Governing Law. This Agreement shall be governed").waitFor();

    const confidentiality = finding("Confidentiality");
    await confidentiality.getByText("Deviates", { exact: true }).waitFor();
    await confidentiality.getByText("may share information received from the other").waitFor();

    const forceMajeure = finding("Force majeure");
    await forceMajeure.getByText("Missing", { exact: true }).waitFor();
    await forceMajeure.getByText("Not found in this contract.").waitFor();
    await context.close();
  }, 240_000);
});
