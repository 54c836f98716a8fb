/**
 * The product's issuer, total and date on the third family of service invoices
 * (./service-invoices.ts), read from their PDFs as the product reads them:
 * `npx node eval/extractor/issuer/service-check.ts SEED COUNT [--show]`. Develop on one seed and
 * report another never developed on.
 */
import { type OcrEngine, readDocument } from "../../../src/reader/index.ts";
import { understandDocument } from "../../../src/understanding/index.ts";
import { lazyOcrEngine } from "../../understanding/evaluate-folder.ts";
import { scoreField } from "../../understanding/match-value.ts";
import { serviceInvoices } from "./service-invoices.ts";

const [seedText = "1", countText = "200"] = process.argv
  .slice(2)
  .filter((a) => !a.startsWith("--"));
const show = process.argv.includes("--show");
const fields = ["vendor", "total_amount", "date"] as const;
const right = { vendor: 0, total_amount: 0, date: 0 };
let n = 0;
// The PDFs carry a text layer: the engine is made only if a page lacks one.
const ocr = lazyOcrEngine();
const engine: OcrEngine = {
  name: "wasm",
  recognize: async (...args) => (await ocr.get()).recognize(...args),
  terminate: async () => undefined,
};
try {
  for (const invoice of serviceInvoices(Number(seedText), Number(countText))) {
    const understood = understandDocument(await readDocument(invoice.pdf, "pdf", { ocr: engine }));
    n++;
    for (const field of fields) {
      const value = understood.fields[field]?.value ?? null;
      if (scoreField(field, value, invoice.fields[field], "dmy") === "right") right[field]++;
      else if (show)
        console.log(
          `${invoice.id} [${invoice.layout}] ${field}: ${JSON.stringify(value)} for ${JSON.stringify(invoice.fields[field])}`,
        );
    }
  }
} finally {
  await ocr.close();
}
console.log(
  `service:${seedText} (${n}) ${fields.map((field) => `${field} ${((100 * right[field]) / n).toFixed(1)} %`).join(", ")}`,
);
