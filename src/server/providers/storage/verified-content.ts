import { createHash } from "node:crypto";
import fsp from "node:fs/promises";
import { Transform } from "node:stream";
import { AppError } from "../../errors.ts";
import type { PutOptions, StoredBlob } from "./blob-store.ts";

/** Counts and hashes bytes as they pass, and stops the stream once it passes maxBytes. */
export function measuringTransform(maxBytes: number | undefined) {
  const hash = createHash("sha256");
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) {
        callback(tooLarge(maxBytes));
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { transform, result: (): StoredBlob => ({ sha256: hash.digest("hex"), size }) };
}

function tooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The file is larger than ${maxBytes} bytes`, {
    maxBytes,
  });
}

/** What one read of a file on disk takes: one buffer, reused for the whole file. */
const FILE_READ_BYTES = 1024 * 1024;

/**
 * Hashes and measures a file on disk through one reused buffer, so a large file leaves no trail
 * of chunks behind for the garbage collector, as a stream would.
 */
export async function measureFile(
  filePath: string,
  maxBytes: number | undefined,
): Promise<StoredBlob> {
  const hash = createHash("sha256");
  const chunk = Buffer.allocUnsafe(FILE_READ_BYTES);
  let size = 0;
  const file = await fsp.open(filePath, "r");
  try {
    for (;;) {
      const { bytesRead } = await file.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (maxBytes !== undefined && size > maxBytes) throw tooLarge(maxBytes);
      hash.update(chunk.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
  return { sha256: hash.digest("hex"), size };
}

export function assertExpectedHash(options: PutOptions, stored: StoredBlob): void {
  if (options.expectedSha256 && options.expectedSha256 !== stored.sha256) {
    throw new AppError("HASH_MISMATCH", "The file's content does not match its hash", {
      expected: options.expectedSha256,
      actual: stored.sha256,
    });
  }
}
