/**
 * Dev contracts for the legal fields: the held-out generator's contract kind under seeds of
 * our own (never the frozen set's), written as PDFs with their labels in the datasets format:
 *
 *   node eval/extractor/legal/dev-contracts.ts --seed N --count M --out DIR
 *
 * The frozen held-out set stays test only; these share its generator, not its documents.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { contract } from "../../datasets/heldout/contracts.ts";
import type { Made } from "../../datasets/heldout/money-documents.ts";
import { seeded } from "../../datasets/heldout/random.ts";
import { writePdf } from "../../datasets/heldout/render.ts";
import { type OcrEngine, readDocument } from "../../../src/reader/index.ts";
import type { DocumentText } from "../../../src/understanding/index.ts";

/** The seed the frozen held-out set was made with; refused here so dev never touches it. */
const FROZEN_SEED = 1701;

export interface DevContract {
  id: string;
  made: Made;
}

/** `count` contracts, each from its own seeded source so one never shifts another. */
export function devContracts(seed: number, count: number): DevContract[] {
  if (seed === FROZEN_SEED) throw new Error("seed 1701 is the frozen held-out set's");
  return Array.from({ length: count }, (_, index) => ({
    id: `c${seed}-${String(index + 1).padStart(3, "0")}`,
    made: contract(seeded(seed * 6151 + index * 92821 + 5)),
  }));
}

/** The seeds training draws its generated dev contracts from; 31 is kept apart to measure on. */
export const TRAINING_SEEDS = [11, 12];
export const CONTRACTS_PER_SEED = 60;

export interface ReadContract extends DevContract {
  document: DocumentText;
}

/** Each contract written as a PDF and read back by the product's reader, as an upload is. */
export async function readDevContracts(
  seeds: number[],
  count: number,
  ocr: () => Promise<OcrEngine>,
): Promise<ReadContract[]> {
  const read: ReadContract[] = [];
  for (const seed of seeds) {
    for (const contract of devContracts(seed, count)) {
      const bytes = writePdf(contract.made.pages, "Document");
      read.push({ ...contract, document: await readDocument(bytes, "pdf", { ocr: await ocr() }) });
    }
  }
  return read;
}

function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      count: { type: "string", default: "60" },
      out: { type: "string" },
    },
  });
  if (!values.seed || !values.out) {
    console.error("usage: node eval/extractor/legal/dev-contracts.ts --seed N --count M --out DIR");
    process.exit(2);
  }
  const out = values.out;
  rmSync(join(out, "files"), { recursive: true, force: true });
  mkdirSync(join(out, "files"), { recursive: true });
  const lines: string[] = [];
  for (const { id, made } of devContracts(Number(values.seed), Number(values.count))) {
    const file = `files/${id}.pdf`;
    writeFileSync(join(out, file), writePdf(made.pages, "Document"));
    lines.push(
      JSON.stringify({
        file,
        type: made.type,
        split: "dev",
        id,
        language: made.language,
        kind: made.kind,
        fields: made.fields,
      }),
    );
  }
  writeFileSync(join(out, "expected.jsonl"), `${lines.join("\n")}\n`);
  console.log(`${lines.length} contracts in ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
