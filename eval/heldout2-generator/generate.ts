/**
 * Makes the second held-out set (eval/datasets/heldout2), seeded:
 *
 *   npx node eval/heldout2-generator/generate.ts --seed N --count M --out DIR [--split test|dev]
 *     [--kind K]
 *
 * writes DIR/files/* (PDFs with a text layer, flatbed scans, phone photos) and
 * DIR/expected.jsonl in the datasets format under the product's own field names. The same seed
 * and count give the same files, byte for byte. eval/datasets/heldout2/README.md says which
 * seed is frozen.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { LABELLED_FIELDS } from "../datasets/labelled-fields.ts";
import { agreement } from "./agreements.ts";
import type { Dice } from "./dice.ts";
import { dice } from "./dice.ts";
import type { Made, Target } from "./made.ts";
import { fakturPajak, invoice, kwitansi, utilityBill } from "./papers.ts";
import { pdf, photo, photoLook, scan, scanLook } from "./sheet.ts";
import { apotek, cafe, fuel, minimarket, parking, warungNota } from "./slips.ts";

type Maker = (d: Dice, target: Target) => Made;
/** Kinds with their counts per 110 documents, and how each is written: pdf, scan, photo shares. */
const KINDS: Array<{ make: Maker; per110: number; pdf: number; scan: number }> = [
  { make: warungNota, per110: 5, pdf: 0.1, scan: 0.3 },
  { make: minimarket, per110: 6, pdf: 0.2, scan: 0.2 },
  { make: cafe, per110: 6, pdf: 0.3, scan: 0.2 },
  { make: fuel, per110: 5, pdf: 0.1, scan: 0.3 },
  { make: apotek, per110: 5, pdf: 0.2, scan: 0.3 },
  { make: parking, per110: 4, pdf: 0.1, scan: 0.3 },
  { make: invoice, per110: 22, pdf: 0.7, scan: 0.2 },
  { make: fakturPajak, per110: 8, pdf: 0.7, scan: 0.25 },
  { make: kwitansi, per110: 10, pdf: 0.2, scan: 0.4 },
  { make: utilityBill, per110: 13, pdf: 0.6, scan: 0.2 },
  { make: agreement, per110: 26, pdf: 0.85, scan: 0.15 },
];

export interface Record {
  file: string;
  type: Made["type"];
  split: string;
  id: string;
  language: "id" | "en";
  kind: string;
  layout: "pdf" | "scan" | "photo";
  fields: Made["fields"];
}

function ordered(fields: Made["fields"]): Made["fields"] {
  const known: readonly string[] = LABELLED_FIELDS;
  for (const name of Object.keys(fields))
    if (!known.includes(name)) throw new Error(`unknown field ${name}`);
  return Object.fromEntries(
    known.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]!]),
  );
}

/** Every document from its own dice, so one document's choices never move another's. */
export async function* generate(
  seed: number,
  count: number,
  split: string,
  render = true,
  onlyKind: string | null = null,
) {
  const order = dice(seed, 1);
  const slots = KINDS.flatMap((kind, index) =>
    Array<number>(Math.round((kind.per110 * count) / 110)).fill(index),
  );
  while (slots.length < count) slots.push(6);
  slots.length = count;
  for (let i = slots.length - 1; i > 0; i--) {
    const j = order.int(0, i);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  for (const [index, kindIndex] of slots.entries()) {
    const kind = KINDS[kindIndex]!;
    const how = dice(seed, index, 2);
    const roll = how.next();
    let layout: Record["layout"] =
      roll < kind.pdf ? "pdf" : roll < kind.pdf + kind.scan ? "scan" : "photo";
    const typeface =
      layout === "pdf" ? "liberation" : how.one(["liberation", "dejavu", "narrow"] as const);
    const made = kind.make(dice(seed, index, 3), { picture: layout !== "pdf", typeface });
    // One kind's documents alone (a dev set of kwitansi photos): the others are not drawn.
    if (onlyKind !== null && !made.kind.startsWith(onlyKind)) continue;
    // A picture is of one sheet; a longer document is a PDF, as it would arrive.
    if (made.sheets.length > 1 && layout !== "pdf") {
      const again = kind.make(dice(seed, index, 3), { picture: false, typeface: "liberation" });
      Object.assign(made, again);
      layout = "pdf";
    }
    const id = String(index + 1).padStart(3, "0");
    const look = dice(seed, index, 4);
    let file: string;
    let bytes: Buffer = Buffer.alloc(0);
    if (layout === "pdf") {
      file = `files/${look.one(["upload", "scan-result", "attachment", "berkas", "unduhan"])}_${id}.pdf`;
      if (render) bytes = pdf(made.sheets, made.title, made.author, look.coin(0.35), look);
    } else if (layout === "scan") {
      const settings = scanLook(look);
      file = `files/SCN_${String(seed).padStart(2, "0")}${id}.${settings.ext}`;
      if (render) bytes = await scan(made.sheets[0]!, settings, look);
    } else {
      file = `files/PXL_2025${String(look.int(1, 12)).padStart(2, "0")}${String(look.int(1, 28)).padStart(2, "0")}_${look.int(100000, 235959)}${id}.jpg`;
      if (render)
        bytes = await photo(made.sheets[0]!, photoLook(look, made.sheets[0]!.width > 400), look);
    }
    yield {
      record: {
        file,
        type: made.type,
        split,
        id,
        language: made.language,
        kind: made.kind,
        layout,
        fields: ordered(made.fields),
      } satisfies Record,
      bytes,
    };
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      seed: { type: "string" },
      count: { type: "string", default: "110" },
      out: { type: "string" },
      split: { type: "string", default: "test" },
      kind: { type: "string" },
    },
  });
  if (!values.seed || !values.out) {
    console.error(
      "usage: node eval/heldout2-generator/generate.ts --seed N --count M --out DIR [--split test|dev] [--kind K]",
    );
    process.exit(2);
  }
  rmSync(join(values.out, "files"), { recursive: true, force: true });
  mkdirSync(join(values.out, "files"), { recursive: true });
  const lines: string[] = [];
  let total = 0;
  for await (const { record, bytes } of generate(
    Number(values.seed),
    Number(values.count),
    values.split!,
    true,
    values.kind ?? null,
  )) {
    writeFileSync(join(values.out, record.file), bytes);
    total += bytes.length;
    lines.push(JSON.stringify(record));
  }
  writeFileSync(join(values.out, "expected.jsonl"), `${lines.join("\n")}\n`);
  console.log(`${lines.length} documents, ${(total / 1e6).toFixed(1)} MB, in ${values.out}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
