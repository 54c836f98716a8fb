import type { Logger } from "pino";
import type { Database } from "../../db/client.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import {
  claimScheduledBackup,
  finishBackupRun,
  startBackupRun,
  type BackupTrigger,
} from "./backup-runs.ts";
import type { BackupPlace } from "./backup-place.ts";
import { pruneBackups } from "./prune-backups.ts";
import { takeBackup, type BackupResult } from "./take-backup.ts";

export interface BackupDeps {
  database: Database;
  files: BlobStore;
  place: BackupPlace;
  filesEncrypted: boolean;
  /** DATA_DIR/auth-secret when AUTH_SECRET is not set (see BackupSources). */
  authSecretPath?: string | undefined;
  keepDays: number;
  logger: Logger;
  /** Now, for the schedule's claim, the backup's name and retention; tests move it by days. */
  clock?: () => Date;
}

const nowOf = (deps: BackupDeps) => deps.clock?.() ?? new Date();

/** Takes a backup recorded in backup_runs, then applies retention; a failure is recorded too. */
export async function runBackup(
  deps: BackupDeps,
  trigger: BackupTrigger,
  claimedRunId?: string,
): Promise<BackupResult> {
  const runId = claimedRunId ?? (await startBackupRun(deps.database.db, trigger));
  let result: BackupResult;
  try {
    result = await takeBackup(
      {
        pool: deps.database.pool,
        files: deps.files,
        filesEncrypted: deps.filesEncrypted,
        authSecretPath: deps.authSecretPath,
      },
      deps.place,
      nowOf(deps),
    );
  } catch (error) {
    await finishBackupRun(deps.database.db, runId, { error }, nowOf(deps));
    throw error;
  }
  await finishBackupRun(deps.database.db, runId, { result }, nowOf(deps));
  // Retention only after a success: failing backups never delete the last good ones.
  const pruned = await pruneBackups(deps.place, deps.keepDays, nowOf(deps));
  if (pruned.removedBackups.length > 0 || pruned.removedFiles > 0) {
    deps.logger.info(pruned, "old backups deleted");
  }
  return result;
}

/** The schedule's round: a backup when none succeeded within the interval. */
export async function runScheduledBackup(deps: BackupDeps): Promise<BackupResult | undefined> {
  const runId = await claimScheduledBackup(deps.database, nowOf(deps));
  if (!runId) return undefined;
  const result = await runBackup(deps, "schedule", runId);
  deps.logger.info({ location: result.location }, "backup written");
  return result;
}
