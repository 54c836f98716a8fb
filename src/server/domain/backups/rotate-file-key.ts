import type { RekeyableBlobStore } from "../../providers/storage/blob-store.ts";

export interface RotationResult {
  /** Files rewritten under the current key. */
  rewritten: number;
  /** Files already under it. */
  unchanged: number;
}

/**
 * Re-seals every stored file under FILE_ENCRYPTION_KEY (or unseals them all when no key is set),
 * opening each with whichever configured key sealed it. Each file is rewritten whole and
 * checked against its name before it replaces the old one, so a rotation cut short leaves every
 * file readable under the keys configured; running it again finishes the rest. Once it reports
 * nothing left, the old keys can be removed from FILE_ENCRYPTION_KEYS_OLD.
 */
export async function rotateFileKey(store: RekeyableBlobStore): Promise<RotationResult> {
  const result: RotationResult = { rewritten: 0, unchanged: 0 };
  for await (const blob of store.list()) {
    if (await store.rekey(blob.sha256)) result.rewritten++;
    else result.unchanged++;
  }
  return result;
}
