import { BACKUPS } from "../../../contracts/backups.ts";
import type { BackupPlace } from "./backup-place.ts";
import { readManifest } from "./read-backup.ts";

export interface PruneResult {
  removedBackups: string[];
  removedFiles: number;
}

/**
 * The pool files some backup relies on: those claimed by backups still being written, then
 * those named by every complete backup's manifest. Claims are read first, so a backup that
 * commits between the two reads is found by its manifest. `manifests` caches what was read.
 */
async function filesInUse(
  place: BackupPlace,
  manifests: Map<string, string[]>,
): Promise<Set<string>> {
  const inUse = await place.claimedFiles();
  for (const name of await place.list()) {
    let named = manifests.get(name);
    if (!named) {
      named = (await readManifest(place, name)).blobs.map((blob) => blob.sha256);
      manifests.set(name, named);
    }
    for (const sha256 of named) inUse.add(sha256);
  }
  return inUse;
}

/**
 * Retention: deletes backups older than `keepDays`, never the newest one, then the pool's files
 * no backup relies on (older than a grace, so a file just copied stays), and what killed
 * backups left behind (their claims keep files until then, one round longer). A backup may run beside this one (the schedule and `berkas backup`):
 * it claims its files before it looks at the pool, and the files in use are read again just
 * before each deletion, so a file it found in the pool is not deleted under it.
 */
export async function pruneBackups(
  place: BackupPlace,
  keepDays: number,
  now: Date = new Date(),
): Promise<PruneResult> {
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const graceCutoff = new Date(now.getTime() - BACKUPS.orphanFileGraceSeconds * 1000);
  const names = await place.list();
  const removedBackups: string[] = [];
  for (const [index, name] of names.entries()) {
    const manifest = await readManifest(place, name);
    const isNewest = index === names.length - 1;
    if (!isNewest && new Date(manifest.createdAt).getTime() < cutoff) {
      await place.remove(name);
      removedBackups.push(name);
    }
  }
  const manifests = new Map<string, string[]>();
  let inUse = await filesInUse(place, manifests);
  let removedFiles = 0;
  for await (const blob of place.blobs.list()) {
    if (inUse.has(blob.sha256) || blob.storedAt > graceCutoff) continue;
    // Few files become unused at a time (those only expired backups named), so reading the
    // claims and manifests again before each one costs little. What is left of the race is a
    // backup claiming between that read and the deletion, which `berkas verify` would report.
    inUse = await filesInUse(place, manifests);
    if (inUse.has(blob.sha256)) continue;
    await place.blobs.delete(blob.sha256);
    removedFiles++;
  }
  await place.removeAbandoned(graceCutoff);
  return { removedBackups, removedFiles };
}
