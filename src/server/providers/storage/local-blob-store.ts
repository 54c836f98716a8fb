import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../../errors.ts";
import {
  assertSha256,
  isSha256Hex,
  type PutOptions,
  type RekeyableBlobStore,
  type StoredBlob,
} from "./blob-store.ts";
import { CIPHER_HEADER_BYTES, createFileCipher, type FileCipher } from "./file-cipher.ts";
import { assertExpectedHash, measureFile, measuringTransform } from "./verified-content.ts";

/** The bytes must be on disk before the rename makes them a blob, or a crash could expose a hole. */
async function flushToDisk(filePath: string): Promise<void> {
  const file = await fsp.open(filePath, "r+");
  try {
    await file.sync();
  } finally {
    await file.close();
  }
}

/** The first bytes of a file, fewer when it is shorter. */
async function headOf(filePath: string): Promise<Buffer> {
  const file = await fsp.open(filePath, "r");
  try {
    const head = Buffer.alloc(CIPHER_HEADER_BYTES);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

function notFound(error: NodeJS.ErrnoException): never {
  if (error.code === "ENOENT") throw new AppError("NOT_FOUND", "No such file");
  throw error;
}

/**
 * Blobs live at `<root>/ab/cd/<sha256>`. Content is written to `<root>/tmp/` first, flushed,
 * verified and then renamed into place, so a crash never leaves a half file under a real name.
 * With a key in `cipher` the files are sealed (file-cipher.ts) and still named by the
 * plaintext's hash.
 */
export function createLocalBlobStore(
  root: string,
  cipher: FileCipher = createFileCipher(),
): RekeyableBlobStore {
  const tmpDir = path.join(root, "tmp");
  const blobPath = (sha256: string) =>
    path.join(root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);

  /** Writes the content to a new file in tmp/, then makes it the blob its measure names. */
  async function store(
    write: (tmpPath: string) => Promise<StoredBlob>,
    options: PutOptions,
  ): Promise<StoredBlob> {
    await fsp.mkdir(tmpDir, { recursive: true });
    const tmpPath = path.join(tmpDir, randomUUID());
    try {
      const stored = await write(tmpPath);
      await flushToDisk(tmpPath);
      assertExpectedHash(options, stored);
      const target = blobPath(stored.sha256);
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.rename(tmpPath, target);
      return stored;
    } finally {
      await fsp.rm(tmpPath, { force: true });
    }
  }

  return {
    put(content: Readable, options: PutOptions = {}) {
      return store(async (tmpPath) => {
        const measuring = measuringTransform(options.maxBytes);
        await pipeline(
          content,
          measuring.transform,
          cipher.sealing(),
          fs.createWriteStream(tmpPath, { flags: "wx" }),
        );
        return measuring.result();
      }, options);
    },

    putFile(filePath: string, options: PutOptions = {}) {
      return store(async (tmpPath) => {
        if (cipher.encrypts) {
          // Hashed as it is sealed, so the name is the hash of exactly the bytes sealed.
          const measuring = measuringTransform(options.maxBytes);
          await pipeline(
            fs.createReadStream(filePath),
            measuring.transform,
            cipher.sealing(),
            fs.createWriteStream(tmpPath, { flags: "wx" }),
          );
          return measuring.result();
        }
        // Measured from the copy, so the blob is what was verified, whatever happens to the source.
        await fsp.copyFile(filePath, tmpPath, fs.constants.COPYFILE_EXCL);
        return measureFile(tmpPath, options.maxBytes);
      }, options);
    },

    async get(sha256) {
      assertSha256(sha256);
      const file = await fsp.open(blobPath(sha256), "r").catch(notFound);
      return cipher.opening(file.createReadStream());
    },

    async rekey(sha256) {
      assertSha256(sha256);
      if (cipher.isCurrent(await headOf(blobPath(sha256)).catch(notFound))) return false;
      // Rewritten through tmp/ and renamed over the old file; the plaintext hash is checked.
      await store(
        async (tmpPath) => {
          const measuring = measuringTransform(undefined);
          await pipeline(
            cipher.opening(fs.createReadStream(blobPath(sha256))),
            measuring.transform,
            cipher.sealing(),
            fs.createWriteStream(tmpPath, { flags: "wx" }),
          );
          return measuring.result();
        },
        { expectedSha256: sha256 },
      );
      return true;
    },

    async exists(sha256) {
      if (!isSha256Hex(sha256)) return false;
      return fsp.access(blobPath(sha256), fs.constants.F_OK).then(
        () => true,
        () => false,
      );
    },

    async delete(sha256) {
      if (!isSha256Hex(sha256)) return;
      await fsp.rm(blobPath(sha256), { force: true });
    },

    async *list() {
      const shards = (dir: string) =>
        fsp
          .readdir(dir, { withFileTypes: true })
          .then((entries) => entries.filter((entry) => entry.isDirectory()).map((e) => e.name))
          .catch((error: NodeJS.ErrnoException) => {
            if (error.code === "ENOENT") return [];
            throw error;
          });
      for (const first of await shards(root)) {
        if (first === path.basename(tmpDir)) continue;
        for (const second of await shards(path.join(root, first))) {
          const dir = path.join(root, first, second);
          for (const name of await fsp.readdir(dir).catch(() => [])) {
            if (!isSha256Hex(name) || !name.startsWith(first + second)) continue;
            const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
            if (stat?.isFile()) yield { sha256: name, storedAt: stat.mtime };
          }
        }
      }
    },

    async check() {
      await fsp.mkdir(tmpDir, { recursive: true });
      await fsp.access(tmpDir, fs.constants.W_OK);
    },
  };
}
