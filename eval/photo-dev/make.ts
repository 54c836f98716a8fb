/**
 * Makes the DEV photo set (issue 17): dev-side documents of `eval/datasets/berkas` and SROIE,
 * each as a clean page and as a simulated phone photo of it, in two dataset folders with the
 * same labels, so `npm run eval` and `measure.ts` compare the photo with the clean page.
 *
 *   node eval/photo-dev/make.ts [--out /tmp/photo-dev] [--seed 17] [--sroie 30]
 *
 * Only dev-side records of the frozen splits are used; nothing here reads a held-out set.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { renderFirstPage } from "../../src/reader/pdf.ts";
import { photograph, seededRandom } from "./simulate-photo.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SROIE = path.resolve(ROOT, "../shared/datasets/sroie");
const BERKAS = path.join(ROOT, "eval/datasets/berkas");

interface Record {
  file: string;
  type: string;
  id: string;
  fields: { [name: string]: unknown };
}

interface Source {
  id: string;
  type: string;
  fields: { [name: string]: unknown };
  page: () => Promise<Buffer>;
}

async function readJsonl(file: string): Promise<Record[]> {
  const text = await fs.readFile(file, "utf8");
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record);
}

async function devSide(dataset: string): Promise<Set<string>> {
  const split = JSON.parse(
    await fs.readFile(path.join(ROOT, "eval/splits", `${dataset}.json`), "utf8"),
  ) as { records: { [id: string]: "dev" | "test" } };
  return new Set(
    Object.entries(split.records)
      .filter(([, side]) => side === "dev")
      .map(([id]) => id),
  );
}

/** Our own dev documents that are a picture of a page: PDFs (first page) and flatbed scans. */
async function berkasSources(): Promise<Source[]> {
  const dev = await devSide("berkas");
  const records = await readJsonl(path.join(BERKAS, "expected.jsonl"));
  return records
    .filter((record) => dev.has(record.id) && /\.(pdf|png)$/i.test(record.file))
    .map((record) => ({
      id: `berkas-${record.id}`,
      type: record.type,
      fields: record.fields,
      page: async () => {
        const bytes = await fs.readFile(path.join(BERKAS, record.file));
        return /\.pdf$/i.test(record.file) ? renderFirstPage(new Uint8Array(bytes), 1654) : bytes;
      },
    }));
}

/** SROIE dev receipts that have a scan, labels under the product's names. */
async function sroieSources(count: number): Promise<Source[]> {
  const dev = await devSide("sroie");
  const records = await readJsonl(path.join(SROIE, "expected.jsonl"));
  return records
    .filter((record) => dev.has(record.id) && record.file.startsWith("images/"))
    .slice(0, count)
    .map((record) => ({
      id: `sroie-${record.id}`,
      type: record.type,
      fields: {
        vendor: record.fields.company,
        date: record.fields.date,
        total_amount: Number(String(record.fields.total).replace(/[^\d.]/g, "")),
      },
      page: () => fs.readFile(path.join(SROIE, record.file)),
    }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      out: { type: "string", default: "/tmp/photo-dev" },
      seed: { type: "string", default: "17" },
      sroie: { type: "string", default: "30" },
    },
  });
  const out = values.out;
  const sources = [...(await berkasSources()), ...(await sroieSources(Number(values.sroie)))];
  const random = seededRandom(Number(values.seed));
  for (const folder of ["clean", "photos"]) {
    await fs.mkdir(path.join(out, folder, "files"), { recursive: true });
  }
  const clean: string[] = [];
  const photos: string[] = [];
  const truth: string[] = [];
  for (const source of sources) {
    const page = await source.page();
    const photo = await photograph(page, random);
    const cleanFile = `files/${source.id}.png`;
    const photoFile = `files/${source.id}.jpg`;
    await fs.writeFile(path.join(out, "clean", cleanFile), page);
    await fs.writeFile(path.join(out, "photos", photoFile), photo.jpeg);
    const record = { type: source.type, id: source.id, fields: source.fields };
    clean.push(JSON.stringify({ file: cleanFile, ...record }));
    photos.push(JSON.stringify({ file: photoFile, ...record }));
    truth.push(JSON.stringify({ id: source.id, corners: photo.corners, settings: photo.settings }));
    process.stdout.write(`${source.id} ${photo.width}×${photo.height}\n`);
  }
  await fs.writeFile(path.join(out, "clean", "expected.jsonl"), `${clean.join("\n")}\n`);
  await fs.writeFile(path.join(out, "photos", "expected.jsonl"), `${photos.join("\n")}\n`);
  await fs.writeFile(path.join(out, "corners.jsonl"), `${truth.join("\n")}\n`);
}

await main();
