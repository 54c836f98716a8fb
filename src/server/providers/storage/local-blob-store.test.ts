import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import type { BlobStore } from "./blob-store.ts";
import { createLocalBlobStore } from "./local-blob-store.ts";

const sha256 = (content: string) => createHash("sha256").update(content).digest("hex");

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** A stream that yields some bytes and then fails, like a client hanging up mid-upload. */
function brokenStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.alloc(64 * 1024, 1));
      } else {
        this.destroy(new Error("connection reset"));
      }
    },
  });
}

describe("local blob store", () => {
  let root: string;
  let store: BlobStore;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-blobs-"));
    store = createLocalBlobStore(root);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("stores content under ab/cd/<sha256> and reads it back", async () => {
    const content = "Faktur 010.000-25.00000001 total Rp 1.110.000";
    const stored = await store.put(Readable.from([content]));
    expect(stored).toEqual({ sha256: sha256(content), size: Buffer.byteLength(content) });
    const expectedPath = path.join(
      stored.sha256.slice(0, 2),
      stored.sha256.slice(2, 4),
      stored.sha256,
    );
    expect(filesUnder(root)).toEqual([expectedPath]);
    expect(await text(await store.get(stored.sha256))).toBe(content);
    expect(await store.exists(stored.sha256)).toBe(true);
  });

  it("accepts content whose announced hash is right", async () => {
    const content = "kuitansi";
    const stored = await store.put(Readable.from([content]), { expectedSha256: sha256(content) });
    expect(stored.sha256).toBe(sha256(content));
  });

  it("stores equal content once", async () => {
    await store.put(Readable.from(["same bytes"]));
    await store.put(Readable.from(["same bytes"]));
    expect(filesUnder(root)).toHaveLength(1);
  });

  it("rejects content that does not match its announced hash and keeps nothing", async () => {
    const put = store.put(Readable.from(["the real bytes"]), { expectedSha256: sha256("other") });
    await expect(put).rejects.toMatchObject({ code: "HASH_MISMATCH" });
    expect(filesUnder(root)).toEqual([]);
  });

  it("stops at maxBytes and keeps nothing", async () => {
    const put = store.put(Readable.from([Buffer.alloc(2048)]), { maxBytes: 1024 });
    await expect(put).rejects.toBeInstanceOf(AppError);
    await expect(put).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
    expect(filesUnder(root)).toEqual([]);
  });

  it("keeps nothing when the incoming stream breaks half way", async () => {
    await expect(store.put(brokenStream())).rejects.toThrow("connection reset");
    expect(filesUnder(root)).toEqual([]);
  });

  it("answers NOT_FOUND for a missing or malformed name", async () => {
    await expect(store.get(sha256("never stored"))).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(store.get("../../etc/passwd")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await store.exists("../../etc/passwd")).toBe(false);
  });

  it("deletes, and deleting again is harmless", async () => {
    const stored = await store.put(Readable.from(["to delete"]));
    await store.delete(stored.sha256);
    await store.delete(stored.sha256);
    expect(await store.exists(stored.sha256)).toBe(false);
  });

  it("reports a root it cannot write to", async () => {
    const file = path.join(root, "not-a-directory");
    fs.writeFileSync(file, "");
    await expect(createLocalBlobStore(file).check()).rejects.toThrow();
    await expect(store.check()).resolves.toBeUndefined();
  });
});
