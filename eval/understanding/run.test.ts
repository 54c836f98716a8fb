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

async function run(...args: string[]) {
  const script = new URL("./run.ts", import.meta.url).pathname;
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, ...args], {
      env: { ...process.env, INIT_CWD: root },
    });
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

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

  it("exits 2 with the usage for bad arguments or a folder without labels", async () => {
    const { code, stderr } = await run("sroie", "--limit", "none");
    expect(code).toBe(2);
    expect(stderr).toMatch(/usage: npm run eval/);
    const notDataset = await run("ocr-of-nothing");
    expect(notDataset.code).toBe(2);
    expect(notDataset.stderr).toMatch(/has no expected\.jsonl/);
  });
});
