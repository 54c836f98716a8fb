import { HOUSEKEEPING } from "../../../contracts/limits.ts";
import type { Database } from "../../db/client.ts";
import type { BlobStore, ListedBlob } from "../../providers/storage/blob-store.ts";
import { deleteFileIfUnreferenced, referencedFileHashes } from "./file-references.ts";

/** Stored files whose references are looked up in one query. */
const BATCH_SIZE = 500;

/**
 * Deletes stored files no document uses as its file or thumbnail: left by an upload whose
 * transaction failed after the file was stored, or a thumbnail written after its document was
 * deleted. Only files older than the grace are considered, so an upload still on its way to
 * recording its file never loses it; each is decided again under its lock (file-references.ts).
 * Returns the hashes deleted.
 */
export async function sweepOrphanFiles(
  deps: { database: Database; blobStore: BlobStore },
  graceSeconds: number = HOUSEKEEPING.orphanFileGraceSeconds,
  signal?: AbortSignal,
): Promise<string[]> {
  const cutoff = Date.now() - graceSeconds * 1000;
  const swept: string[] = [];
  const sweepBatch = async (batch: readonly ListedBlob[]) => {
    const hashes = batch.map((blob) => blob.sha256);
    const referenced = await referencedFileHashes(deps.database.db, hashes);
    for (const hash of hashes.filter((candidate) => !referenced.has(candidate))) {
      if (signal?.aborted) return;
      const deleted = await deps.database.db.transaction((tx) =>
        deleteFileIfUnreferenced(tx, deps.blobStore, hash),
      );
      if (deleted) swept.push(hash);
    }
  };
  let batch: ListedBlob[] = [];
  for await (const blob of deps.blobStore.list()) {
    if (signal?.aborted) break;
    if (blob.storedAt.getTime() > cutoff) continue;
    batch.push(blob);
    if (batch.length === BATCH_SIZE) {
      await sweepBatch(batch);
      batch = [];
    }
  }
  if (!signal?.aborted) await sweepBatch(batch);
  return swept;
}
