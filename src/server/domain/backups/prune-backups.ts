import { BACKUPS } from "../../../contracts/backups.ts";
import type { BackupPlace } from "./backup-place.ts";
import { readManifest } from "./read-backup.ts";

export interface PruneResult {
  removedBackups: string[];
  removedFiles: number;
}

/**
 * Retention: deletes backups older than `keepDays`, never the newest one, then the pool's files
 * no kept backup names (older than a grace, so a backup still copying keeps its files), and
 * what killed backups left behind.
 */
export async function pruneBackups(
  place: BackupPlace,
  keepDays: number,
  now: Date = new Date(),
): Promise<PruneResult> {
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60 * 1000;
  const names = await place.list();
  const kept: string[] = [];
  const removedBackups: string[] = [];
  for (const [index, name] of names.entries()) {
    const manifest = await readManifest(place, name);
    const isNewest = index === names.length - 1;
    if (!isNewest && new Date(manifest.createdAt).getTime() < cutoff) {
      await place.remove(name);
      removedBackups.push(name);
    } else kept.push(name);
  }
  const named = new Set<string>();
  for (const name of kept) {
    for (const blob of (await readManifest(place, name)).blobs) named.add(blob.sha256);
  }
  const graceCutoff = now.getTime() - BACKUPS.orphanFileGraceSeconds * 1000;
  let removedFiles = 0;
  for await (const blob of place.blobs.list()) {
    if (named.has(blob.sha256) || blob.storedAt.getTime() > graceCutoff) continue;
    await place.blobs.delete(blob.sha256);
    removedFiles++;
  }
  await place.removeAbandoned(new Date(graceCutoff));
  return { removedBackups, removedFiles };
}
