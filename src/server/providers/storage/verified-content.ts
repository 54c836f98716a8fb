import { createHash } from "node:crypto";
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
        callback(
          new AppError("PAYLOAD_TOO_LARGE", `The file is larger than ${maxBytes} bytes`, {
            maxBytes,
          }),
        );
        return;
      }
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  return { transform, result: (): StoredBlob => ({ sha256: hash.digest("hex"), size }) };
}

export function assertExpectedHash(options: PutOptions, stored: StoredBlob): void {
  if (options.expectedSha256 && options.expectedSha256 !== stored.sha256) {
    throw new AppError("HASH_MISMATCH", "The file's content does not match its hash", {
      expected: options.expectedSha256,
      actual: stored.sha256,
    });
  }
}
