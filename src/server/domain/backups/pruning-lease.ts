import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { BACKUPS } from "../../../contracts/backups.ts";
import type { BackupPlace } from "./backup-place.ts";

/**
 * How retention and a backup being written share the pool without either locking the place.
 * Each writes its intent before it reads the other's:
 *
 * - retention writes a pruning marker, then reads which files backups claim, and deletes only
 *   the unclaimed; it starts no deletion once its marker is half a lease old;
 * - a backup writes its claim, then waits while any pruning marker is there before it trusts a
 *   pool file to be there.
 *
 * Whichever wrote second sees the other: a claim written before retention read the claims keeps
 * the file; one written after finds the marker and waits until retention has finished deleting,
 * then copies again what is gone. A marker a backup has seen for a whole lease (by its own
 * clock, so the machines' clocks need not agree) belongs to a retention that died or gave up
 * deleting; the backup removes it and goes on.
 */
export interface PruningTiming {
  leaseMs: number;
  pollMs: number;
}

export const PRUNING_TIMING: PruningTiming = {
  leaseMs: BACKUPS.pruningLeaseSeconds * 1000,
  pollMs: BACKUPS.pruningPollSeconds * 1000,
};

/** The backup's side: resolves once no live pruning marker is left. */
export async function waitWhilePruning(
  place: BackupPlace,
  timing: PruningTiming = PRUNING_TIMING,
): Promise<void> {
  const firstSeen = new Map<string, number>();
  for (;;) {
    const markers = await place.pruningMarkers();
    const now = performance.now();
    let live = 0;
    for (const marker of markers) {
      const seen = firstSeen.get(marker) ?? now;
      firstSeen.set(marker, seen);
      if (now - seen < timing.leaseMs) live++;
      else await place.removePruningMarker(marker);
    }
    if (live === 0) return;
    await sleep(timing.pollMs);
  }
}

/**
 * Retention's side: runs `round` under a fresh marker, giving it a deadline after which it must
 * start no deletion; the marker is removed however the round ends.
 */
export async function underPruningMarker<T>(
  place: BackupPlace,
  round: (mayStillDelete: () => boolean) => Promise<T>,
  timing: PruningTiming = PRUNING_TIMING,
): Promise<T> {
  // Timed from before the write: a backup may see the marker before the write returns.
  const markedAt = performance.now();
  const marker = await place.markPruning();
  try {
    return await round(() => performance.now() - markedAt < timing.leaseMs / 2);
  } finally {
    await place.removePruningMarker(marker);
  }
}
