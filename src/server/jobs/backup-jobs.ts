import { z } from "zod";
import { BACKUPS } from "../../contracts/backups.ts";
import { runScheduledBackup, type BackupDeps } from "../domain/backups/run-backup.ts";
import { defineJob, type AnyJobDefinition } from "./job-definition.ts";

/**
 * The daily backup: every worker looks every BACKUPS.checkSeconds whether one is due, and the
 * claim in backup_runs lets exactly one of them take it.
 */
export function createBackupJobs(deps: BackupDeps): readonly AnyJobDefinition[] {
  return [
    defineJob({
      name: "scheduled-backup",
      payload: z.object({}),
      everySeconds: BACKUPS.checkSeconds,
      async handle() {
        await runScheduledBackup(deps).catch((error: unknown) => {
          deps.logger.error({ err: error }, "scheduled backup failed");
        });
      },
    }),
  ];
}
