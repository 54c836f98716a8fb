import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * One row per backup attempt, scheduled or from `berkas backup`: the admin page shows the last,
 * and the daily schedule claims its run here so several workers take one backup between them.
 */
export const backupRuns = pgTable(
  "backup_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "schedule" or "command". */
    trigger: text("trigger").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    /** Unset while the backup runs (or when its process died during it). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    ok: boolean("ok"),
    location: text("location"),
    error: text("error"),
    /** The database dump's compressed size, in bytes. */
    databaseBytes: bigint("database_bytes", { mode: "number" }),
    /** Every file the backup names, and the bytes of those it had to copy this time. */
    fileCount: integer("file_count"),
    copiedFileBytes: bigint("copied_file_bytes", { mode: "number" }),
  },
  (table) => [index("backup_runs_started_at_idx").on(table.startedAt)],
);
