import { eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";

/**
 * Stored files are shared by content across organizations, so whether a file may go depends on
 * rows anyone may be adding. Everything that adds a reference to a stored file or removes one
 * takes this lock on its hash for the rest of its transaction: a document delete, an upload's
 * insert and the orphan sweep. Two hashes of one hashtext() value merely wait for each other.
 */
export async function lockFileHash(tx: Db, hash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`berkas-file:${hash}`}))`);
}

/** Which of `hashes` a document uses, as its file or its thumbnail. */
export async function referencedFileHashes(
  db: Db,
  hashes: readonly string[],
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ fileHash: documents.fileHash, previewHash: documents.previewHash })
    .from(documents)
    .where(
      or(inArray(documents.fileHash, [...hashes]), inArray(documents.previewHash, [...hashes])),
    );
  return new Set(rows.flatMap((row) => [row.fileHash, row.previewHash ?? ""]));
}

async function isReferenced(tx: Db, hash: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(or(eq(documents.fileHash, hash), eq(documents.previewHash, hash)))
    .limit(1);
  return Boolean(row);
}

/**
 * Deletes the stored file unless a document uses it, deciding and deleting under its lock (the
 * caller's transaction holds it until it ends). Returns whether it was deleted.
 */
export async function deleteFileIfUnreferenced(
  tx: Db,
  blobStore: BlobStore,
  hash: string,
): Promise<boolean> {
  await lockFileHash(tx, hash);
  if (await isReferenced(tx, hash)) return false;
  await blobStore.delete(hash);
  return true;
}
