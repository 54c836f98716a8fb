import type { BlobStore } from "../../providers/storage/blob-store.ts";
import type { BackupPlace, StagedBackup } from "./backup-place.ts";
import { PRUNING_TIMING, waitWhilePruning, type PruningTiming } from "./pruning-lease.ts";

/** Files copied at once into the pool. */
const COPY_CONCURRENCY = 4;

async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Makes sure the pool holds every file a staged backup will name: claims them, waits while
 * retention may be deleting (pruning-lease.ts), then copies from `files` those the pool lacks
 * (each copy checked against its name). The files already there stay until the backup commits
 * or its claim is cleared, so the backup may name them without copying them.
 */
export async function claimPoolFiles(
  place: BackupPlace,
  staged: StagedBackup,
  sha256s: readonly string[],
  files: BlobStore,
  timing: PruningTiming = PRUNING_TIMING,
): Promise<{ copiedFiles: number; copiedFileBytes: number }> {
  await staged.claimFiles(sha256s);
  await waitWhilePruning(place, timing);
  let copiedFiles = 0;
  let copiedFileBytes = 0;
  await forEachLimited(sha256s, COPY_CONCURRENCY, async (sha256) => {
    if (await place.blobs.exists(sha256)) return;
    const stored = await place.blobs.put(await files.get(sha256), { expectedSha256: sha256 });
    copiedFiles++;
    copiedFileBytes += stored.size;
  });
  return { copiedFiles, copiedFileBytes };
}
