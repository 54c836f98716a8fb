import { type OcrEngine, readDocument } from "../../src/reader/index.ts";
import { generate } from "../datasets/heldout/generate.ts";
import { writePdf } from "../datasets/heldout/render.ts";
import { chooseLabelMapping } from "../understanding/label-mapping.ts";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import type { DatasetRecord } from "../understanding/dataset-record.ts";
import { type Example, exampleOf } from "./examples.ts";
import { saasInvoices } from "./saas-invoices.ts";

/**
 * The held-out generator's seed (eval/datasets/heldout/README.md): its documents are test only,
 * so training refuses it.
 */
const FROZEN_TEST_SEED = 1701;

/** A generated document's PDF read as the product reads it, and its example (all dev). */
async function exampleFromPdf(
  dataset: string,
  id: string,
  pdf: Buffer,
  record: DatasetRecord,
  ocr: ReturnType<typeof lazyOcrEngine>,
): Promise<Example | null> {
  // The engine is made only if a page has no text layer, which a generated PDF never lacks.
  const engine: OcrEngine = {
    name: "wasm",
    recognize: async (...args) => (await ocr.get()).recognize(...args),
    terminate: async () => undefined,
  };
  const document = await readDocument(pdf, "pdf", { ocr: engine });
  const mapping = chooseLabelMapping("generated", record);
  return exampleOf(dataset, id, "dev", document, {
    gold: mapping.goldFields(record),
    dateOrder: mapping.dateOrder,
  });
}

/**
 * Dev documents of the held-out generator under another seed, every one as a PDF with a text
 * layer (its photographs too: OCR's noise is SROIE's scans' to teach, and a PDF reads in
 * milliseconds where a photo takes a second).
 */
export async function heldoutGeneratorExamples(seed: number, count: number): Promise<Example[]> {
  if (seed === FROZEN_TEST_SEED) throw new Error(`seed ${seed} is the frozen held-out test set`);
  const ocr = lazyOcrEngine();
  const examples: Example[] = [];
  try {
    for await (const { record, made } of generate(seed, count, "dev", { render: false })) {
      const example = await exampleFromPdf(
        `generated:${seed}`,
        record.id,
        writePdf(made.pages, "Document"),
        record as unknown as DatasetRecord,
        ocr,
      );
      if (example) examples.push(example);
    }
  } finally {
    await ocr.close();
  }
  return examples;
}

/** Dev documents of the software-invoice generator (`saas-invoices.ts`). */
export async function saasInvoiceExamples(seed: number, count: number): Promise<Example[]> {
  const ocr = lazyOcrEngine();
  const examples: Example[] = [];
  try {
    for (const invoice of saasInvoices(seed, count)) {
      const record = {
        file: "",
        type: "invoice",
        split: "dev",
        id: invoice.id,
        fields: invoice.fields,
      };
      const example = await exampleFromPdf(
        `saas:${seed}`,
        invoice.id,
        invoice.pdf,
        record as unknown as DatasetRecord,
        ocr,
      );
      if (example) examples.push(example);
    }
  } finally {
    await ocr.close();
  }
  return examples;
}
