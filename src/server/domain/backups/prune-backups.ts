import { BACKUPS } from "../../../contracts/backups.ts";
import type { BackupPlace } from "./backup-place.ts";
import { PRUNING_TIMING, underPruningMarker, type PruningTiming } from "./pruning-lease.ts";
import { readManifest } from "./read-backup.ts";

export interface PruneResult {
  removedBackups: string[];
  removedFiles: number;
}

/**
 * The pool files some backup relies on: those claimed by backups still being written, then
 * those named by every complete backup's manifest. Claims are read first, so a backup that
 * commits between the two reads is found by its manifest.
 */
async function filesInUse(place: BackupPlace): Promise<Set<string>> {
  const inUse = await place.claimedFiles();
  for (const name of await place.list()) {
    for (const blob of (await readManifest(place, name)).blobs) inUse.add(blob.sha256);
  }
  return inUse;
}

/**
 * Deletes the pool's files no backup relies on, older than `graceCutoff`, in rounds under a
 * pruning marker (pruning-lease.ts): what is in use is read once the marker is written, so a
 * backup claiming later waits for the round to end. A round that reaches its deadline ends
 * there and the next starts under a new marker, until a round finishes or deletes nothing.
 */
async function pruneFiles(
  place: BackupPlace,
  graceCutoff: Date,
  timing: PruningTiming,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const round = await underPruningMarker(
      place,
      async (mayStillDelete) => {
        const inUse = await filesInUse(place);
        let deleted = 0;
        for await (const blob of place.blobs.list()) {
          if (inUse.has(blob.sha256) || blob.storedAt > graceCutoff) continue;
          if (!mayStillDelete()) return { deleted, finished: false };
          await place.blobs.delete(blob.sha256);
          deleted++;
        }
        return { deleted, finished: true };
      },
      timing,
    );
    removed += round.deleted;
    if (round.finished || round.deleted === 0) return removed;
  }
}

/**
 * Retention: deletes backups older than `keepDays`, never the newest one, then the pool's files
 * no backup relies on (older than a grace, so a file just copied stays), and what killed
 * backups left behind (their claims keep files until then, one round longer). A backup may run
 * beside this one (the schedule and `berkas backup`); the pruning marker keeps retention from
 * deleting a file that backup found in the pool.
 */
export async function pruneBackups(
  place: BackupPlace,
  keepDays: number,
  now: Date = new Date(),
  timing: PruningTiming = PRUNING_TIMING,
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
  const removedFiles = await pruneFiles(place, graceCutoff, timing);
  await place.removeAbandoned(graceCutoff);
  return { removedBackups, removedFiles };
}
