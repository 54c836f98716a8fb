import { desc, eq, sql } from "drizzle-orm";
import { BACKUPS, type LastBackup } from "../../../contracts/backups.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Database, Db } from "../../db/client.ts";
import { backupRuns } from "../../db/schema/backups.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError } from "../../errors.ts";
import { checkAdmin } from "../accounts/check-admin.ts";
import type { BackupResult } from "./take-backup.ts";

/** Any constant works; the schedule's claim takes it for its short transaction. */
const SCHEDULE_LOCK_KEY = 7_245_022;

export type BackupTrigger = "schedule" | "command";

/** Records a run as started; returns its id. */
export async function startBackupRun(db: Db, trigger: BackupTrigger): Promise<string> {
  const [row] = await db.insert(backupRuns).values({ trigger }).returning({ id: backupRuns.id });
  if (!row) throw new Error("The backup run was not recorded");
  return row.id;
}

/**
 * Claims today's scheduled backup for this worker, unless a backup succeeded or is running
 * (and not stale) within the interval. Every worker checks on its own clock; the lock makes the
 * check and the claim one step, so two workers never both take it. Returns the run's id.
 */
export async function claimScheduledBackup(
  database: Database,
  now: Date = new Date(),
): Promise<string | undefined> {
  return withTransaction(database, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
    const since = new Date(now.getTime() - BACKUPS.intervalSeconds * 1000);
    const staleBefore = new Date(now.getTime() - BACKUPS.staleRunSeconds * 1000);
    const [recent] = await tx
      .select({ id: backupRuns.id })
      .from(backupRuns)
      .where(
        sql`${backupRuns.startedAt} > ${since.toISOString()}
            and (${backupRuns.ok} is true
                 or (${backupRuns.finishedAt} is null and ${backupRuns.startedAt} > ${staleBefore.toISOString()}))`,
      )
      .limit(1);
    if (recent) return undefined;
    const [row] = await tx
      .insert(backupRuns)
      .values({ trigger: "schedule", startedAt: now })
      .returning({ id: backupRuns.id });
    return row?.id;
  });
}

export async function finishBackupRun(
  db: Db,
  id: string,
  outcome: { result: BackupResult } | { error: unknown },
  now: Date = new Date(),
): Promise<void> {
  const finished = { finishedAt: now };
  if ("result" in outcome) {
    const { result } = outcome;
    await db
      .update(backupRuns)
      .set({
        ...finished,
        ok: true,
        location: result.location,
        databaseBytes: result.databaseBytes,
        fileCount: result.manifest.blobs.length,
        copiedFileBytes: result.copiedFileBytes,
      })
      .where(eq(backupRuns.id, id));
    return;
  }
  const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  await db
    .update(backupRuns)
    .set({ ...finished, ok: false, error: message.slice(0, 2_000) })
    .where(eq(backupRuns.id, id));
}

/** The latest backup run, for administrators (the same check as /api/admin/check). */
export async function lastBackup(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
): Promise<LastBackup> {
  const { isAdmin } = await checkAdmin(db, actor, adminEmail);
  if (!isAdmin) throw new AppError("FORBIDDEN", "Only administrators can see backups.");
  const [run] = await db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  if (!run) return { backup: null };
  const result = run.finishedAt === null ? "running" : run.ok ? "ok" : "failed";
  return {
    backup: {
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      result,
      location: run.location,
      error: run.error,
      fileCount: run.fileCount,
      databaseBytes: run.databaseBytes,
    },
  };
}
