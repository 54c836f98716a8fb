import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import type { BlobStore } from "./blob-store.ts";

export interface BlobStoreFixture {
  store: BlobStore;
  /**
   * Everything the store holds, including half-written or spooled uploads, as "/"-separated
   * names relative to its root, so that blobs read `ab/cd/<sha256>`.
   */
  storedNames(): string[];
  /** A store of the same kind whose storage cannot be used. */
  unusableStore: BlobStore;
  cleanup(): Promise<void>;
}

const sha256 = (content: string | Buffer) => createHash("sha256").update(content).digest("hex");
const layoutOf = (hash: string) => `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;

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

/** What every BlobStore must do, run against one implementation. */
export function describeBlobStore(name: string, setup: () => Promise<BlobStoreFixture>): void {
  describe(name, () => {
    let fixture: BlobStoreFixture;
    let store: BlobStore;

    beforeEach(async () => {
      fixture = await setup();
      store = fixture.store;
    });
    afterEach(() => fixture.cleanup());

    it("stores content under ab/cd/<sha256> and reads it back", async () => {
      const content = "Faktur 010.000-25.00000001 total Rp 1.110.000";
      const stored = await store.put(Readable.from([content]));
      expect(stored).toEqual({ sha256: sha256(content), size: Buffer.byteLength(content) });
      expect(fixture.storedNames()).toEqual([layoutOf(stored.sha256)]);
      expect(await text(await store.get(stored.sha256))).toBe(content);
      expect(await store.exists(stored.sha256)).toBe(true);
    });

    it("round-trips 2 MB of binary content byte for byte", async () => {
      const content = randomBytes(2 * 1024 * 1024);
      const stored = await store.put(
        Readable.from([content.subarray(0, 12_345), content.subarray(12_345)]),
      );
      expect(stored).toEqual({ sha256: sha256(content), size: content.length });
      expect((await buffer(await store.get(stored.sha256))).equals(content)).toBe(true);
    });

    it("accepts content whose announced hash is right", async () => {
      const content = "kuitansi";
      const stored = await store.put(Readable.from([content]), { expectedSha256: sha256(content) });
      expect(stored.sha256).toBe(sha256(content));
    });

    it("stores equal content once", async () => {
      await store.put(Readable.from(["same bytes"]));
      await store.put(Readable.from(["same bytes"]));
      expect(fixture.storedNames()).toEqual([layoutOf(sha256("same bytes"))]);
    });

    it("rejects content that does not match its announced hash and keeps nothing", async () => {
      const put = store.put(Readable.from(["the real bytes"]), { expectedSha256: sha256("other") });
      await expect(put).rejects.toMatchObject({ code: "HASH_MISMATCH" });
      expect(fixture.storedNames()).toEqual([]);
    });

    it("stops at maxBytes and keeps nothing", async () => {
      const put = store.put(Readable.from([Buffer.alloc(2048)]), { maxBytes: 1024 });
      await expect(put).rejects.toBeInstanceOf(AppError);
      await expect(put).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      expect(fixture.storedNames()).toEqual([]);
    });

    it("keeps nothing when the incoming stream breaks half way", async () => {
      await expect(store.put(brokenStream())).rejects.toThrow("connection reset");
      expect(fixture.storedNames()).toEqual([]);
    });

    describe("from a file on disk", () => {
      let sourceDir: string;
      beforeEach(() => {
        sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-put-file-"));
      });
      afterEach(() => fs.rmSync(sourceDir, { recursive: true, force: true }));
      const sourceOf = (content: string | Buffer) => {
        const filePath = path.join(sourceDir, "upload");
        fs.writeFileSync(filePath, content);
        return filePath;
      };

      it("stores it under its hash, byte for byte, and leaves the file where it was", async () => {
        const content = randomBytes(3 * 1024 * 1024 + 17);
        const source = sourceOf(content);
        const stored = await store.putFile(source, { expectedSha256: sha256(content) });
        expect(stored).toEqual({ sha256: sha256(content), size: content.length });
        expect(fixture.storedNames()).toEqual([layoutOf(stored.sha256)]);
        expect((await buffer(await store.get(stored.sha256))).equals(content)).toBe(true);
        expect(fs.readFileSync(source).equals(content)).toBe(true);
      });

      it("rejects a file whose hash is not the announced one, and keeps nothing", async () => {
        const put = store.putFile(sourceOf("the real bytes"), { expectedSha256: sha256("other") });
        await expect(put).rejects.toMatchObject({ code: "HASH_MISMATCH" });
        expect(fixture.storedNames()).toEqual([]);
      });

      it("stops at maxBytes and keeps nothing", async () => {
        const put = store.putFile(sourceOf(Buffer.alloc(2048)), { maxBytes: 1024 });
        await expect(put).rejects.toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
        expect(fixture.storedNames()).toEqual([]);
      });
    });

    it("answers NOT_FOUND for a missing or malformed name", async () => {
      await expect(store.get(sha256("never stored"))).rejects.toMatchObject({ code: "NOT_FOUND" });
      await expect(store.get("../../etc/passwd")).rejects.toMatchObject({ code: "NOT_FOUND" });
      expect(await store.exists(sha256("never stored"))).toBe(false);
      expect(await store.exists("../../etc/passwd")).toBe(false);
    });

    it("deletes, and deleting again is harmless", async () => {
      const stored = await store.put(Readable.from(["to delete"]));
      await store.delete(stored.sha256);
      await store.delete(stored.sha256);
      expect(await store.exists(stored.sha256)).toBe(false);
      expect(fixture.storedNames()).toEqual([]);
    });

    it("lists every blob with when it was written, and nothing half-written", async () => {
      const before = Date.now() - 1_000;
      const contents = ["Faktur satu", "Faktur dua", "Faktur tiga", "Faktur empat", "Faktur lima"];
      for (const content of contents) await store.put(Readable.from([content]));
      await store.put(brokenStream()).catch(() => {});
      const listed = [];
      for await (const blob of store.list()) listed.push(blob);
      expect(listed.map((blob) => blob.sha256).sort()).toEqual(contents.map(sha256).sort());
      for (const blob of listed) {
        expect(blob.storedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(blob.storedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
      }
    });

    it("lists nothing when nothing is stored", async () => {
      const listed = [];
      for await (const blob of store.list()) listed.push(blob);
      expect(listed).toEqual([]);
    });

    it("reports storage it cannot use", async () => {
      await expect(fixture.unusableStore.check()).rejects.toThrow();
      await expect(store.check()).resolves.toBeUndefined();
    });
  });
}
