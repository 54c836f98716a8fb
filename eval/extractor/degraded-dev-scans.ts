/**
 * `node eval/extractor/degraded-dev-scans.ts OUT_DIR`: the SROIE dev scans copied a little worse
 * (85 % of their width, a slight blur, JPEG at quality 60) into `OUT_DIR/sroie` with their
 * records, so `npm run eval -- OUT_DIR/sroie` reads the same receipts again with other OCR
 * mistakes. The dev side has 100 scans and the figures on them are near what they can show; a
 * second reading finds kinds of misses the first did not, without looking at the test side
 * (the copies keep the dev records only, and the folder's name keeps SROIE's labels and split).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { readSplitFile } from "../splits/split-file.ts";

const SCALE = 0.85;
const BLUR_SIGMA = 0.5;
const QUALITY = 60;

const target = process.argv[2];
if (!target) throw new Error("usage: degraded-dev-scans.ts OUT_DIR");
const source = path.resolve(import.meta.dirname, "../../../shared/datasets/sroie");
const out = path.resolve(target, "sroie");
const split = readSplitFile(source);
if (!split) throw new Error(`${source} has no frozen split`);
fs.mkdirSync(path.join(out, "images"), { recursive: true });

const kept: string[] = [];
for (const line of fs.readFileSync(path.join(source, "expected.jsonl"), "utf8").split("\n")) {
  if (!line.trim()) continue;
  const record = JSON.parse(line) as { id: string; file: string; ocr_file?: string };
  if (split.records[record.id] !== "dev") continue;
  const image = sharp(fs.readFileSync(path.join(source, record.file)));
  const { width = 0 } = await image.metadata();
  await image
    .resize({ width: Math.round(width * SCALE) })
    .blur(BLUR_SIGMA)
    .jpeg({ quality: QUALITY })
    .toFile(path.join(out, record.file));
  // The dataset's own OCR text describes the original scan, not the copy.
  delete record.ocr_file;
  kept.push(JSON.stringify(record));
}
fs.writeFileSync(path.join(out, "expected.jsonl"), `${kept.join("\n")}\n`);
console.log(`${kept.length} dev scans copied into ${out}`);
