import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { rotateFileKey } from "../../domain/backups/rotate-file-key.ts";
import type { RekeyableBlobStore } from "./blob-store.ts";
import { describeBlobStore } from "./blob-store-contract.ts";
import { createFileCipher, parseFileKey, type FileKeys } from "./file-cipher.ts";
import { createLocalBlobStore } from "./local-blob-store.ts";
import { createS3BlobStore } from "./s3-blob-store.ts";

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex");
const layoutOf = (hash: string) => `${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`;
const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const BUCKET = "berkas-files";
const CREDENTIALS = { accessKeyId: "AKIABERKASLOOPBACK", secretAccessKey: "loopback-secret-key" };

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((name) => name.split(path.sep).join("/"));
}

// The whole store contract holds with encryption on, for both kinds.
describeBlobStore("local blob store, encrypted", async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-sealed-"));
  const notADirectory = path.join(os.tmpdir(), `${path.basename(root)}-file`);
  fs.writeFileSync(notADirectory, "");
  const cipher = createFileCipher({ current: KEY_A });
  return {
    store: createLocalBlobStore(root, cipher),
    storedNames: () => filesUnder(root),
    unusableStore: createLocalBlobStore(notADirectory, cipher),
    cleanup: async () => {
      fs.rmSync(root, { recursive: true, force: true });
      fs.rmSync(notADirectory, { force: true });
    },
  };
});

describeBlobStore("S3 blob store, encrypted", async () => {
  const server = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
  const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-spool-"));
  const storeWith = (bucket: string) =>
    createS3BlobStore({
      bucket,
      region: server.region,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
      spoolDir,
      cipher: createFileCipher({ current: KEY_A }),
    });
  return {
    store: storeWith(BUCKET),
    storedNames: () => [
      ...server.objectKeys(),
      ...fs.readdirSync(spoolDir).map((file) => `spool ${file}`),
    ],
    unusableStore: storeWith("no-such-bucket"),
    cleanup: async () => {
      await server.stop();
      fs.rmSync(spoolDir, { recursive: true, force: true });
    },
  };
});

describe("the file key setting", () => {
  it("takes 32 bytes as hex or base64 and refuses anything else", () => {
    expect(parseFileKey(KEY_A.toString("hex")).equals(KEY_A)).toBe(true);
    expect(parseFileKey(KEY_A.toString("base64")).equals(KEY_A)).toBe(true);
    expect(() => parseFileKey(randomBytes(16).toString("base64"))).toThrow(/32 bytes/);
    expect(() => parseFileKey("not a key at all, just words")).toThrow(/32 bytes/);
  });
});

interface Kind {
  /** A store over the same storage, sealing with these keys. */
  storeWith(keys: FileKeys): RekeyableBlobStore;
  /** The bytes at rest for a blob. */
  rawBytes(hash: string): Promise<Buffer>;
  /** Changes one byte at rest. */
  damage(hash: string): void;
  cleanup(): Promise<void>;
}

async function localKind(): Promise<Kind> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-sealed-"));
  const fileOf = (hash: string) => path.join(root, layoutOf(hash));
  return {
    storeWith: (keys) => createLocalBlobStore(root, createFileCipher(keys)),
    rawBytes: async (hash) => fs.readFileSync(fileOf(hash)),
    damage(hash) {
      const bytes = fs.readFileSync(fileOf(hash));
      bytes[40] = (bytes[40] ?? 0) ^ 0xff;
      fs.writeFileSync(fileOf(hash), bytes);
    },
    cleanup: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

async function s3Kind(): Promise<Kind> {
  const server: S3Server = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
  const storeWith = (keys: FileKeys) =>
    createS3BlobStore({
      bucket: BUCKET,
      region: server.region,
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
      cipher: createFileCipher(keys),
    });
  // The bytes at rest, fetched past any cipher.
  const client = new S3Client({
    region: server.region,
    endpoint: server.endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  return {
    storeWith,
    async rawBytes(hash) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: BUCKET, Key: layoutOf(hash) }),
      );
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    damage: (hash) => server.damageObject(layoutOf(hash)),
    cleanup: async () => {
      client.destroy();
      await server.stop();
    },
  };
}

for (const [name, makeKind] of [
  ["local", localKind],
  ["S3", s3Kind],
] as const) {
  describe(`encryption at rest (${name})`, () => {
    let kind: Kind;
    beforeEach(async () => {
      kind = await makeKind();
    });
    afterEach(() => kind.cleanup());

    const content = Buffer.from("Faktur Pajak 010.000-25.00000042 PT Maju Jaya total Rp 5.550.000");

    it("keeps only ciphertext at rest, named by the plaintext's hash, and reads the plaintext", async () => {
      const store = kind.storeWith({ current: KEY_A });
      const stored = await store.put(Readable.from([content]), { expectedSha256: sha256(content) });
      expect(stored.sha256).toBe(sha256(content));
      const raw = await kind.rawBytes(stored.sha256);
      expect(raw.includes(Buffer.from("PT Maju Jaya"))).toBe(false);
      expect(raw.subarray(0, 8).toString()).toBe("BKSENC01");
      expect((await buffer(await store.get(stored.sha256))).equals(content)).toBe(true);
    });

    it("still reads files written before a key was configured, and seals them on rotation", async () => {
      const plain = await kind.storeWith({}).put(Readable.from([content]));
      expect((await kind.rawBytes(plain.sha256)).equals(content)).toBe(true);
      const keyed = kind.storeWith({ current: KEY_A });
      expect((await buffer(await keyed.get(plain.sha256))).equals(content)).toBe(true);
      expect(await rotateFileKey(keyed)).toEqual({ rewritten: 1, unchanged: 0 });
      expect((await kind.rawBytes(plain.sha256)).includes(Buffer.from("PT Maju Jaya"))).toBe(false);
      expect((await buffer(await keyed.get(plain.sha256))).equals(content)).toBe(true);
    });

    it("rotates to a new key with the old one kept for reading, then needs only the new", async () => {
      const other = randomBytes(200_000);
      await kind.storeWith({ current: KEY_A }).put(Readable.from([content]));
      await kind.storeWith({ current: KEY_A }).put(Readable.from([other]));
      const rotating = kind.storeWith({ current: KEY_B, old: [KEY_A] });
      expect(await rotateFileKey(rotating)).toEqual({ rewritten: 2, unchanged: 0 });
      // A second run finds nothing left: safe to repeat after an interruption.
      expect(await rotateFileKey(rotating)).toEqual({ rewritten: 0, unchanged: 2 });
      const newOnly = kind.storeWith({ current: KEY_B });
      expect((await buffer(await newOnly.get(sha256(content)))).equals(content)).toBe(true);
      expect((await buffer(await newOnly.get(sha256(other)))).equals(other)).toBe(true);
      // The old key alone no longer opens them.
      const oldOnly = kind.storeWith({ current: KEY_A });
      await expect(buffer(await oldOnly.get(sha256(content)))).rejects.toThrow(
        /neither FILE_ENCRYPTION_KEY nor in FILE_ENCRYPTION_KEYS_OLD/,
      );
    });

    it("refuses to hand out a sealed file whose bytes were changed at rest", async () => {
      const store = kind.storeWith({ current: KEY_A });
      const stored = await store.put(Readable.from([content]));
      kind.damage(stored.sha256);
      await expect(buffer(await store.get(stored.sha256))).rejects.toThrow();
    });

    it("reads a sealed file only with a key, and says which setting is missing", async () => {
      const stored = await kind.storeWith({ current: KEY_A }).put(Readable.from([content]));
      await expect(buffer(await kind.storeWith({}).get(stored.sha256))).rejects.toThrow(
        /FILE_ENCRYPTION_KEY/,
      );
    });
  });
}
