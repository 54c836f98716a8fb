import type { Readable } from "node:stream";
import { AppError } from "../../errors.ts";

export interface StoredBlob {
  sha256: string;
  size: number;
}

export interface ListedBlob {
  sha256: string;
  /** When the blob was last written; a put of content already stored may leave it unchanged. */
  storedAt: Date;
}

export interface PutOptions {
  /** The hash the client announced; a different content hash rejects the put (HASH_MISMATCH). */
  expectedSha256?: string;
  /** Larger content rejects the put (PAYLOAD_TOO_LARGE) as soon as the limit is passed. */
  maxBytes?: number;
}

/**
 * Content-addressed storage: a blob's name is the SHA-256 of its bytes, so equal files are
 * stored once and any corruption is detectable. A put either stores the whole verified blob
 * or nothing.
 */
export interface BlobStore {
  put(content: Readable, options?: PutOptions): Promise<StoredBlob>;
  /**
   * The same for a file already on this machine's disk (an upload spooled while it arrived),
   * copied without passing through memory as a stream. The file itself is left where it is.
   */
  putFile(filePath: string, options?: PutOptions): Promise<StoredBlob>;
  /** Throws NOT_FOUND when no such blob exists. */
  get(sha256: string): Promise<Readable>;
  exists(sha256: string): Promise<boolean>;
  /** Removing a blob that is not there is not an error. */
  delete(sha256: string): Promise<void>;
  /** Every blob, in no particular order; half-written uploads are not blobs. */
  list(): AsyncIterable<ListedBlob>;
  /** Throws when the store cannot be written to. */
  check(): Promise<void>;
}

/** A store whose files can be sealed again under the current file key (file-cipher.ts). */
export interface RekeyableBlobStore extends BlobStore {
  /**
   * Rewrites the blob sealed under the current key (or unsealed, with no key), unless it
   * already is; returns whether it was rewritten. Throws NOT_FOUND when no such blob exists.
   */
  rekey(sha256: string): Promise<boolean>;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;

export function isSha256Hex(value: string): boolean {
  return SHA256_HEX.test(value);
}

/** A malformed name names no blob: NOT_FOUND, before any storage is touched. */
export function assertSha256(value: string): void {
  if (!isSha256Hex(value)) throw new AppError("NOT_FOUND", "No such file");
}
