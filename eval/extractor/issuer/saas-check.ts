/**
 * The product's issuer on generated software invoices (eval/extractor/saas-invoices.ts), read
 * from their PDFs as the product reads them: `npx node eval/extractor/issuer/saas-check.ts SEED
 * COUNT [--show] [--party | --layouts]`. Training reads seed 1 (train.ts); develop on other seeds and keep a fresh
 * range unread as a check.
 */
import { type OcrEngine, readDocument } from "../../../src/reader/index.ts";
import { understandDocument } from "../../../src/understanding/index.ts";
import { lazyOcrEngine } from "../../understanding/evaluate-folder.ts";
import { scoreField } from "../../understanding/match-value.ts";
import { saasInvoices } from "../saas-invoices.ts";
import { layoutInvoices } from "./billing-layouts.ts";
import { partyInvoices } from "./party-invoices.ts";

const [seedText = "5", countText = "200"] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--"));
const show = process.argv.includes("--show");
/** With `--party`, the Indonesian and English party invoices (./party-invoices.ts) instead. */
const party = process.argv.includes("--party");
/** With `--layouts`, the second family of software invoices (./billing-layouts.ts). */
const layouts = process.argv.includes("--layouts");
const ocr = lazyOcrEngine();
const engine: OcrEngine = {
  name: "wasm",
  recognize: async (...args) => (await ocr.get()).recognize(...args),
  terminate: async () => undefined,
};
let right = 0;
let n = 0;
try {
  const invoices = party
    ? partyInvoices(Number(seedText), Number(countText))
    : layouts
      ? layoutInvoices(Number(seedText), Number(countText))
      : saasInvoices(Number(seedText), Number(countText));
  for (const invoice of invoices) {
    const document = await readDocument(invoice.pdf, "pdf", { ocr: engine });
    const understood = understandDocument(document);
    const value = understood.fields.vendor?.value ?? null;
    n++;
    if (scoreField("vendor", value, invoice.fields.vendor, "dmy") === "right") right++;
    else if (show)
      console.log(
        `${invoice.id} [${"layout" in invoice ? invoice.layout : ""}]: ${JSON.stringify(value)} for ${JSON.stringify(invoice.fields.vendor)}`,
      );
  }
} finally {
  await ocr.close();
}
console.log(
  `${party ? "party" : layouts ? "layouts" : "saas"}:${seedText} issuer ${((100 * right) / n).toFixed(1)} % (${right}/${n})`,
);
