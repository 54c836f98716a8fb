import { z } from "zod";

/** Issue 22: backups, their schedule and how long they are kept. */
export const BACKUPS = {
  /** The manifest's format; a restore refuses one it does not know. */
  formatVersion: 1,
  /** BACKUP_KEEP_DAYS unless set: backups older than this are deleted after a new one. */
  keepDaysDefault: 30,
  /** The schedule takes a backup when the last one started this long ago or more. */
  intervalSeconds: 24 * 60 * 60,
  /** How often each worker looks whether a backup is due. */
  checkSeconds: 15 * 60,
  /** A run unfinished after this long is taken for dead (its process stopped mid-way). */
  staleRunSeconds: 6 * 60 * 60,
  /** Files the backup's pool holds but no kept backup names are deleted after this grace. */
  orphanFileGraceSeconds: 24 * 60 * 60,
  /**
   * A backup waits while retention's pruning marker is there, up to this long after it first
   * saw it: past that the marker is a dead retention's, since a live one starts no deletion once
   * its marker is half this old (it goes on under a new marker).
   */
  pruningLeaseSeconds: 10 * 60,
  /** How often a waiting backup looks whether the pruning markers are gone. */
  pruningPollSeconds: 1,
  /** Rows sent to the database in one INSERT during a restore. */
  restoreBatchRows: 500,
} as const;

/** The last backup, as an administrator sees it; null when none has run yet. */
export const lastBackupSchema = z.object({
  backup: z
    .object({
      startedAt: z.iso.datetime(),
      finishedAt: z.iso.datetime().nullable(),
      /** "running" until it finishes. */
      result: z.enum(["ok", "failed", "running"]),
      location: z.string().nullable(),
      error: z.string().nullable(),
      fileCount: z.number().int().nullable(),
      databaseBytes: z.number().int().nullable(),
    })
    .nullable(),
});
export type LastBackup = z.infer<typeof lastBackupSchema>;
