import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-eval-run-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/* A receipt whose labels no reading of its text can give, so its floors of 1 always fail. */
const folder = path.join(root, "sroie");
fs.mkdirSync(path.join(folder, "ocr"), { recursive: true });
fs.writeFileSync(path.join(folder, "ocr/A.txt"), "10,10,200,10,200,40,10,40,KEDAI RUNCIT\n");
fs.writeFileSync(
  path.join(folder, "expected.jsonl"),
  JSON.stringify({
    file: "images/A.jpg",
    ocr_file: "ocr/A.txt",
    type: "receipt",
    fields: { company: "QQQ ZZZ XXX", date: "01/01/1999", total: "987654.32" },
  }),
);

function floors(content: unknown): string {
  const file = path.join(root, `floors-${Math.random().toString(36).slice(2)}.json`);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

/*
 * The same receipt on the test side of a frozen split, beside a dev receipt labelled with a
 * total alone; the split lives in a splits folder of its own, as the real ones name datasets.
 */
const splitFolder = path.join(root, "split", "sroie");
fs.mkdirSync(path.join(splitFolder, "ocr"), { recursive: true });
fs.copyFileSync(path.join(folder, "ocr/A.txt"), path.join(splitFolder, "ocr/A.txt"));
fs.writeFileSync(path.join(splitFolder, "ocr/B.txt"), "10,10,200,10,200,40,10,40,TOTAL 5.00\n");
fs.writeFileSync(
  path.join(splitFolder, "expected.jsonl"),
  [
    { id: "A", file: "images/A.jpg", ocr_file: "ocr/A.txt", type: "receipt", split: "train" },
    { id: "B", file: "images/B.jpg", ocr_file: "ocr/B.txt", split: "train" },
  ]
    .map((record, index) =>
      JSON.stringify({
        ...record,
        fields:
          index === 0
            ? { company: "QQQ ZZZ XXX", date: "01/01/1999", total: "" }
            : { total: "987654.32" },
      }),
    )
    .join("\n"),
);
const splitsFolder = path.join(root, "splits");
fs.mkdirSync(splitsFolder);
fs.writeFileSync(
  path.join(splitsFolder, "sroie.json"),
  JSON.stringify({
    dataset: "sroie",
    made: "2026-11-25",
    method: "by hand",
    salt: "s",
    testShare: 0.5,
    sources: ["expected.jsonl"],
    counts: { dev: 1, test: 1 },
    records: { A: "test", B: "dev" },
  }),
);

const noSplits = path.join(root, "no-splits");
fs.mkdirSync(noSplits);

async function runWith(splits: string, args: string[]) {
  const script = new URL("./run.ts", import.meta.url).pathname;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { ...process.env, INIT_CWD: root, EVAL_SPLITS: splits },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A run over folders without a frozen split. */
const run = (...args: string[]) => runWith(noSplits, args);
/** A run where `split/sroie` has the frozen split above. */
const runSplit = (...args: string[]) => runWith(splitsFolder, args);

const lastLine = (stdout: string) => JSON.parse(stdout.trim().split("\n").at(-1)!);

describe("npm run eval", () => {
  it("ends with the run as one JSON object", async () => {
    const { code, stdout } = await run("sroie", "--ocr-text");
    expect(code).toBe(0);
    expect(lastLine(stdout)).toMatchObject({
      dataset: "sroie",
      documents: 1,
      skipped: 0,
      fields: { vendor: { n: 1 }, date: { n: 1 }, total_amount: { n: 1 }, type: { n: 1 } },
    });
    expect(stdout).toMatch(/ms per page/);
  });

  it("exits 1 naming every field below its floor", async () => {
    const file = floors({ "sroie:ocr-text": { vendor: 1, date: 0, total_amount: 1 } });
    const { code, stdout } = await run("sroie", "--ocr-text", "--limit", "1", "--floor", file);
    expect(code).toBe(1);
    expect(stdout).toMatch(/below floor \(sroie:ocr-text\): vendor: accuracy 0\.000 below floor 1/);
    expect(stdout).toMatch(
      /below floor \(sroie:ocr-text\): total_amount: accuracy 0\.000 below floor 1/,
    );
    expect(stdout).not.toMatch(/: date:/);
    expect(lastLine(stdout).dataset).toBe("sroie");
  });

  it("exits 0 when the floors are met, and 1 when the slice has none", async () => {
    expect(
      (await run("sroie", "--ocr-text", "--floor", floors({ "sroie:ocr-text": { vendor: 0 } })))
        .code,
    ).toBe(0);
    const missing = await run("sroie", "--floor", floors({ "sroie:ocr-text": { vendor: 0 } }));
    expect(missing.code).toBe(1);
    expect(missing.stdout).toMatch(/no floors for "sroie"/);
  });

  it("reports dev and test side by side from the folder's frozen split", async () => {
    const { code, stdout } = await runSplit("split/sroie", "--ocr-text");
    expect(code).toBe(0);
    expect(stdout).toMatch(/frozen split .*: dev 1, test 1 records; scored here: dev 1, test 1/);
    expect(stdout).toMatch(/^field +dev accuracy +dev coverage +dev n +test accuracy/m);
    const summary = lastLine(stdout);
    expect(summary).toMatchObject({
      documents: 2,
      fields: { total_amount: { n: 1 }, vendor: { n: 1 } },
      split: { salt: "s", counts: { dev: 1, test: 1 } },
      dev: { documents: 1, fields: { total_amount: { n: 1 } } },
      test: { documents: 1, fields: { vendor: { n: 1 } } },
    });
    expect(summary.test.fields).not.toHaveProperty("total_amount");
  });

  it("judges floors on the test side alone, and keeps one side with --split", async () => {
    const floorsFile = floors({ "sroie:ocr-text": { total_amount: 0 } });
    const judged = await runSplit("split/sroie", "--ocr-text", "--floor", floorsFile);
    expect(judged.code).toBe(0);
    const total = floors({ "sroie:ocr-text": { total_amount: 0.5 } });
    const unscored = await runSplit("split/sroie", "--ocr-text", "--floor", total);
    expect(unscored.code).toBe(1);
    expect(unscored.stdout).toMatch(/total_amount: not scored, floor 0\.5/);

    const dev = await runSplit("split/sroie", "--ocr-text", "--split", "dev");
    expect(lastLine(dev.stdout)).toMatchObject({ documents: 1, dev: { documents: 1 } });
    expect(lastLine(dev.stdout)).not.toHaveProperty("test");
  });

  it("refuses --split where the folder has no frozen split", async () => {
    const { code, stderr } = await run("sroie", "--ocr-text", "--split", "test");
    expect(code).toBe(2);
    expect(stderr).toMatch(/has no frozen split/);
  });

  it("exits 2 with the usage for bad arguments or a folder without labels", async () => {
    const { code, stderr } = await run("sroie", "--limit", "none");
    expect(code).toBe(2);
    expect(stderr).toMatch(/usage: npm run eval/);
    const notDataset = await run("ocr-of-nothing");
    expect(notDataset.code).toBe(2);
    expect(notDataset.stderr).toMatch(/has no expected\.jsonl/);
  });
});
