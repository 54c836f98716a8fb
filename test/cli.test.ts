import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const BIN = path.join(import.meta.dirname, "..", "bin", "berkas.js");

function runBerkas(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("the berkas command", () => {
  it("exits 1 naming PORT when PORT is not a number", () => {
    const result = runBerkas(["start"], { PORT: "abc" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain('"abc"');
  });

  it("names every bad variable in one message", () => {
    const result = runBerkas(["start"], { PORT: "abc", DATABASE_URL: "mysql://x" });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain("DATABASE_URL");
  });

  it("shows its usage for an unknown command", () => {
    const result = runBerkas(["fly"], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage: berkas");
  });

  it("migrates an embedded data directory and leaves it unlocked", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-cli-"));
    try {
      const result = runBerkas(["migrate"], { DATA_DIR: dataDir });
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(result.stdout).toContain("Migrations applied (embedded database)");
      expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
