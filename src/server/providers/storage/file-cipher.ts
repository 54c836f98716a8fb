import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { Readable, Transform } from "node:stream";

/**
 * Stored files encrypted at rest with AES-256-GCM (issue 22). An encrypted file is
 *
 *   "BKSENC01" | key id (8 bytes) | IV (12 bytes) | ciphertext | GCM tag (16 bytes)
 *
 * and is still named by the SHA-256 of its plaintext, so content addressing, duplicate
 * detection and the hashes clients announce are unchanged. A file without the magic is read as
 * it is: files written before a key was configured stay readable. The key id (a hash of the
 * key, not the key) says which key sealed a file, so older keys can be kept for reading while
 * `berkas rotate-file-key` re-encrypts everything under the current one.
 */
const MAGIC = Buffer.from("BKSENC01", "ascii");
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const CIPHER_HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES;

export class FileKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FileKeyError";
  }
}

/** A key is 32 random bytes, written as 64 hex digits or as base64 (`openssl rand -base64 32`). */
export function parseFileKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed, "base64");
  if (key.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(trimmed) && !isBase64(trimmed))) {
    throw new FileKeyError(
      "must be 32 bytes, as 64 hex digits or base64 (openssl rand -base64 32)",
    );
  }
  return key;
}

function isBase64(text: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) || /^[A-Za-z0-9_-]+={0,2}$/.test(text);
}

function keyIdOf(key: Buffer): Buffer {
  return createHash("sha256")
    .update("berkas file key id\0")
    .update(key)
    .digest()
    .subarray(0, KEY_ID_BYTES);
}

export interface FileCipher {
  /** Whether new files are encrypted (a current key is configured). */
  readonly encrypts: boolean;
  /** Turns plaintext into the sealed form under the current key; plaintext passes when none. */
  sealing(): Transform;
  /** The plaintext of a stored file, sealed under any known key or not sealed at all. */
  opening(stored: Readable): Readable;
  /**
   * Whether a stored file's first bytes show it as new files are written: sealed under the
   * current key, or not sealed when no key is configured. Rotation rewrites the others.
   */
  isCurrent(head: Buffer): boolean;
}

export interface FileKeys {
  /** FILE_ENCRYPTION_KEY: new files are sealed under it. */
  current?: Buffer | undefined;
  /** FILE_ENCRYPTION_KEYS_OLD: files sealed under these still open, until rotated. */
  old?: readonly Buffer[];
}

/** Reads from the iterator until `size` bytes are gathered or it ends. */
async function readHead(
  chunks: AsyncIterator<Buffer>,
  size: number,
): Promise<{ head: Buffer; ended: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), ended: true };
    const chunk = Buffer.from(next.value);
    parts.push(chunk);
    length += chunk.length;
  }
  return { head: Buffer.concat(parts), ended: false };
}

export function createFileCipher(keys: FileKeys = {}): FileCipher {
  const known = new Map<string, Buffer>();
  for (const key of [...(keys.old ?? []), ...(keys.current ? [keys.current] : [])]) {
    known.set(keyIdOf(key).toString("hex"), key);
  }
  const currentId = keys.current ? keyIdOf(keys.current) : undefined;

  async function* open(stored: Readable): AsyncGenerator<Buffer> {
    const chunks = stored[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const { head, ended } = await readHead(chunks, CIPHER_HEADER_BYTES);
    if (head.length < CIPHER_HEADER_BYTES || !head.subarray(0, MAGIC.length).equals(MAGIC)) {
      // Written before encryption was on: the bytes are the file.
      if (head.length > 0) yield head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        yield Buffer.from(next.value);
      }
      return;
    }
    const keyId = head.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).toString("hex");
    const key = known.get(keyId);
    if (!key) {
      throw new FileKeyError(
        `A stored file is encrypted under key ${keyId}, which is neither FILE_ENCRYPTION_KEY nor in FILE_ENCRYPTION_KEYS_OLD`,
      );
    }
    const iv = head.subarray(MAGIC.length + KEY_ID_BYTES, CIPHER_HEADER_BYTES);
    const decipher = createDecipheriv("aes-256-gcm", key, iv);
    // The tag is the last 16 bytes; hold them back until the stream ends.
    let held = head.subarray(CIPHER_HEADER_BYTES);
    const release = function* (chunk: Buffer) {
      const joined = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
      const cut = joined.length - TAG_BYTES;
      if (cut > 0) {
        yield decipher.update(joined.subarray(0, cut));
        held = joined.subarray(cut);
      } else {
        held = joined;
      }
    };
    yield* release(Buffer.alloc(0));
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        yield* release(Buffer.from(next.value));
      }
    }
    if (held.length !== TAG_BYTES) throw new FileKeyError("A stored encrypted file is truncated");
    decipher.setAuthTag(held);
    const last = decipher.final();
    if (last.length > 0) yield last;
  }

  return {
    encrypts: Boolean(keys.current),

    sealing() {
      if (!keys.current || !currentId)
        return new Transform({ transform: (c, _e, done) => done(null, c) });
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", keys.current, iv);
      let started = false;
      return new Transform({
        transform(chunk: Buffer, _encoding, done) {
          const sealed = cipher.update(chunk);
          if (!started) {
            started = true;
            done(null, Buffer.concat([MAGIC, currentId, iv, sealed]));
          } else done(null, sealed);
        },
        flush(done) {
          const last = cipher.final();
          const header = started ? Buffer.alloc(0) : Buffer.concat([MAGIC, currentId, iv]);
          done(null, Buffer.concat([header, last, cipher.getAuthTag()]));
        },
      });
    },

    opening(stored) {
      const opened = Readable.from(open(stored), { objectMode: false });
      // A consumer that stops early must release the file or connection underneath.
      opened.once("close", () => stored.destroy());
      return opened;
    },

    isCurrent(head) {
      const sealed =
        head.length >= CIPHER_HEADER_BYTES && head.subarray(0, MAGIC.length).equals(MAGIC);
      if (!currentId) return !sealed;
      return sealed && head.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES).equals(currentId);
    },
  };
}
