/**
 * Makes a held-out set of Indonesian and English business documents, seeded:
 *
 *   node eval/datasets/heldout/generate.ts --seed N --count M --out DIR [--split test|dev]
 *
 * writes DIR/files/* (PDFs with a text layer and JPEG phone photos) and DIR/expected.jsonl in
 * the datasets format, the fields under the product's own names. The same seed and count give
 * the same documents, byte for byte. README.md here says which seed is the frozen test set.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { contract } from "./contracts.ts";
import type { Made } from "./money-documents.ts";
import { fakturPajak, invoice, kwitansi, receipt, utilityBill } from "./money-documents.ts";
import type { Random } from "./random.ts";
import { between, chance, pick, seeded } from "./random.ts";
import { photograph, writePdf } from "./render.ts";
import { LABELLED_FIELDS } from "../labelled-fields.ts";

/** Kinds in the proportions a small business's inbox has them, and how often each is a photo. */
const PLAN: Array<{ make: (random: Random) => Made; share: number; photo: number }> = [
  { make: receipt, share: 0.28, photo: 0.75 },
  { make: invoice, share: 0.26, photo: 0.25 },
  { make: fakturPajak, share: 0.08, photo: 0.15 },
  { make: kwitansi, share: 0.08, photo: 0.6 },
  { make: utilityBill, share: 0.12, photo: 0.35 },
  { make: contract, share: 0.18, photo: 0 },
];

const FIELD_ORDER: readonly string[] = LABELLED_FIELDS;

export interface GeneratedRecord {
  file: string;
  type: Made["type"];
  split: string;
  id: string;
  language: "id" | "en";
  kind: string;
  photo: boolean;
  fields: Made["fields"];
}

export interface Generated {
  record: GeneratedRecord;
  made: Made;
  bytes: Buffer;
}

/** Which kind each of `count` documents is: every kind its share, in a seeded order. */
function schedule(random: Random, count: number): number[] {
  const slots: number[] = [];
  PLAN.forEach((kind, index) => {
    for (let n = 0; n < Math.round(kind.share * count); n++) slots.push(index);
  });
  while (slots.length < count) slots.push(0);
  slots.length = count;
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

function ordered(fields: Made["fields"]): Made["fields"] {
  const out: Made["fields"] = {};
  for (const name of FIELD_ORDER) if (fields[name] !== undefined) out[name] = fields[name]!;
  for (const name of Object.keys(fields)) {
    if (!FIELD_ORDER.includes(name)) throw new Error(`field ${name} is not in FIELD_ORDER`);
  }
  return out;
}

/** Each document from its own seed, so one document's choices never shift another's. */
export async function* generate(
  seed: number,
  count: number,
  split: string,
  options: { render: boolean } = { render: true },
): AsyncGenerator<Generated> {
  const plan = seeded(seed);
  const kinds = schedule(plan, count);
  for (const [index, kindIndex] of kinds.entries()) {
    const kind = PLAN[kindIndex]!;
    const random = seeded(seed * 7919 + index * 104729 + 17);
    const made = kind.make(random);
    // The picture's choices come from a source of their own, so labels and file names do not
    // depend on whether files are rendered (tests check labels without drawing photos).
    const look = seeded(seed * 7919 + index * 104729 + 29);
    const photo = made.pages.length === 1 && chance(look, kind.photo);
    const id = `${String(index + 1).padStart(3, "0")}`;
    let file: string;
    let bytes: Buffer;
    if (photo) {
      const [width, height] = pick(look, [
        [1440, 1920],
        [1536, 2048],
        [1728, 2304],
      ] as const);
      const settings = {
        width,
        height,
        tilt: (chance(look, 0.5) ? -1 : 1) * (1 + look() * 5),
        keystone: 0.03 + look() * 0.07,
        crumple: chance(look, 0.5) ? 1.5 + look() * 2 : 0,
        blur: 0.4 + look() * 0.8,
        quality: between(look, 50, 80),
        shadow: 0.1 + look() * 0.35,
      };
      const date = `2025${String(between(look, 1, 12)).padStart(2, "0")}${String(between(look, 1, 28)).padStart(2, "0")}`;
      file = `files/IMG_${date}_${String(between(look, 70000, 215959)).padStart(6, "0")}_${id}.jpg`;
      bytes = options.render ? await photograph(made.pages[0]!, look, settings) : Buffer.alloc(0);
    } else {
      const title = pick(look, ["Document", "Scan", "Untitled", "Dokumen"]);
      file = `files/${pick(look, ["dokumen", "doc", "lampiran", "file", "berkas-masuk"])}-${id}.pdf`;
      bytes = options.render ? writePdf(made.pages, title) : Buffer.alloc(0);
    }
    yield {
      record: {
        file,
        type: made.type,
        split,
        id,
        language: made.language,
        kind: made.kind,
        photo,
        fields: ordered(made.fields),
      },
      made,
      bytes,
    };
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      count: { type: "string", default: "100" },
      out: { type: "string" },
      split: { type: "string", default: "test" },
    },
  });
  if (!values.seed || !values.out) {
    console.error(
      "usage: node eval/datasets/heldout/generate.ts --seed N --count M --out DIR [--split test|dev]",
    );
    process.exit(2);
  }
  const seed = Number(values.seed);
  const count = Number(values.count);
  const out = values.out;
  rmSync(join(out, "files"), { recursive: true, force: true });
  mkdirSync(join(out, "files"), { recursive: true });
  const lines: string[] = [];
  let bytes = 0;
  for await (const { record, bytes: data } of generate(seed, count, values.split!)) {
    writeFileSync(join(out, record.file), data);
    bytes += data.length;
    lines.push(JSON.stringify(record));
  }
  writeFileSync(join(out, "expected.jsonl"), `${lines.join("\n")}\n`);
  console.log(`${lines.length} documents, ${(bytes / 1e6).toFixed(1)} MB, in ${out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
