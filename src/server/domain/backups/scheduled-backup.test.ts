import fs from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser } from "../../../../test/support/accounts.ts";
import {
  fillWithDocuments,
  generatedDocument,
  scratchDatabase,
  scratchDir,
  startInstance,
  type Filled,
  type Instance,
  type ScratchDatabase,
} from "../../../../test/support/backup-world.ts";
import { uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { createBackupJobs } from "../../jobs/backup-jobs.ts";
import { BACKUPS } from "../../../contracts/backups.ts";
import { openBlobStore } from "../../providers/storage/open-blob-store.ts";
import { backupDepsOf } from "./backup-commands.ts";
import { readManifest } from "./read-backup.ts";
import { runScheduledBackup, type BackupDeps } from "./run-backup.ts";
import { verifyBackup } from "./verify-backup.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const KEEP_DAYS = 2;
const silent = pino({ level: "silent" });

let dataDir: string;
let backupDir: string;
let database: ScratchDatabase;
let instance: Instance;
let filled: Filled;

beforeAll(async () => {
  dataDir = scratchDir("schedule-data");
  backupDir = path.join(scratchDir("schedule-backups"), "nightly");
  database = await scratchDatabase();
  // The schedule's timer is off (startInstance): the test is the worker's clock, round by round.
  instance = await startInstance({
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_KEEP_DAYS: String(KEEP_DAYS),
    ...(database.url && { DATABASE_URL: database.url }),
  });
  filled = await fillWithDocuments(instance.app, 3);
}, 300_000);

afterAll(async () => {
  await instance?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(path.dirname(backupDir), { recursive: true, force: true });
});

/** The schedule as a worker runs it, from the instance's own settings, on a clock the test sets. */
function scheduleAt(clock: { now: Date }, target?: string): BackupDeps {
  return {
    ...backupDepsOf(
      instance.env,
      { database: instance.runtime.database, files: openBlobStore(instance.env), logger: silent },
      target,
    ),
    clock: () => clock.now,
  };
}

async function runs() {
  const { rows } = await instance.runtime.database.pool.query<{
    trigger: string;
    ok: boolean | null;
    started_at: Date;
  }>("select trigger, ok, started_at from backup_runs order by started_at");
  return rows.map((row) => ({ trigger: row.trigger, ok: row.ok, startedAt: row.started_at }));
}

describe("the daily backup, BACKUP_DIR and BACKUP_KEEP_DAYS", () => {
  it("takes one backup a day into BACKUP_DIR on its own and keeps BACKUP_KEEP_DAYS of them", async () => {
    const clock = { now: new Date() };
    const deps = scheduleAt(clock);
    expect(deps.place.root).toBe(backupDir);
    expect(deps.keepDays).toBe(KEEP_DAYS);
    // What runtime.ts hands the job queue: one periodic job, looked at every checkSeconds.
    expect(createBackupJobs(deps).map((job) => [job.name, job.everySeconds])).toEqual([
      ["scheduled-backup", BACKUPS.checkSeconds],
    ]);

    const start = clock.now.getTime();
    const taken: Array<{ name: string; at: Date }> = [];
    let leaving: { id: string; sha256: string } | undefined;
    for (let day = 0; day < 6; day++) {
      // A worker looks every 15 minutes, so each day's backup starts a little later.
      clock.now = new Date(start + day * DAY_MS + day * 10 * 60 * 1000);
      const result = await runScheduledBackup(deps);
      expect(result, `day ${day}`).toBeDefined();
      taken.push({ name: result!.name, at: clock.now });
      // Later rounds the same day find today's backup and take none.
      for (const minutes of [15, 30, 23 * 60]) {
        clock.now = new Date(taken.at(-1)!.at.getTime() + minutes * 60 * 1000);
        expect(await runScheduledBackup(deps), `day ${day} +${minutes} min`).toBeUndefined();
      }
      clock.now = taken.at(-1)!.at;

      const cutoff = clock.now.getTime() - KEEP_DAYS * DAY_MS;
      const kept = taken.filter((backup) => backup.at.getTime() >= cutoff).map((b) => b.name);
      expect(await deps.place.list(), `day ${day}`).toEqual(kept);
      expect(fs.readdirSync(backupDir).filter((entry) => entry.startsWith("berkas-"))).toEqual(
        kept,
      );

      if (day === 0) {
        // A document that lives one day: its file is in day 1's backup only.
        const id = await uploadNew(instance.app, filled.owner, {
          ...generatedDocument(filled.documentIds.length + 2),
          organizationId: filled.organizationId,
        });
        await waitUntilSettled(instance.app, filled.owner, id);
        const { rows } = await instance.runtime.database.pool.query<{ file_hash: string }>(
          "select file_hash from documents where id = $1",
          [id],
        );
        leaving = { id, sha256: rows[0]!.file_hash };
      }
      if (day === 1) {
        const manifest = await readManifest(deps.place, result!.name);
        expect(manifest.blobs.map((blob) => blob.sha256)).toContain(leaving!.sha256);
        const deleted = await instance.app.inject({
          method: "DELETE",
          url: `/api/documents/${leaving!.id}?confirmRetention=true`,
          headers: asUser(filled.owner),
        });
        expect(deleted.statusCode, deleted.body).toBeLessThan(300);
      }
      // Copied on day 1; retention deletes the pool's copy once no kept backup names the file.
      const named = taken[1] !== undefined && kept.includes(taken[1].name);
      expect(await deps.place.blobs.exists(leaving!.sha256), `day ${day}`).toBe(named);
    }

    expect(taken.map((backup) => backup.name)).toEqual(
      [...taken.map((backup) => backup.name)].sort(),
    );
    for (const name of await deps.place.list()) {
      const report = await verifyBackup(deps.place, name);
      expect(report.problems, name).toEqual([]);
      expect(report.files).toBeGreaterThanOrEqual(filled.documentIds.length);
    }
    const recorded = await runs();
    expect(recorded).toHaveLength(6);
    expect(recorded.every((run) => run.trigger === "schedule" && run.ok === true)).toBe(true);
  }, 300_000);

  it("records a failed day, deletes nothing for it, and takes the day's backup on the next round", async () => {
    const [lastRun] = (await runs()).slice(-1);
    const clock = { now: new Date(lastRun!.startedAt.getTime() + DAY_MS + 60 * 1000) };
    const deps = scheduleAt(clock);
    const before = await deps.place.list();
    const createdAt = new Map<string, number>();
    for (const name of before) {
      createdAt.set(name, new Date((await readManifest(deps.place, name)).createdAt).getTime());
    }
    // A backup place that cannot be written: a directory under a plain file.
    const blocked = path.join(path.dirname(backupDir), "not-a-directory");
    fs.writeFileSync(blocked, "");
    await expect(runScheduledBackup(scheduleAt(clock, path.join(blocked, "b")))).rejects.toThrow();
    expect((await runs()).at(-1)).toMatchObject({ trigger: "schedule", ok: false });
    expect(await deps.place.list()).toEqual(before);

    clock.now = new Date(clock.now.getTime() + BACKUPS.checkSeconds * 1000);
    const result = await runScheduledBackup(deps);
    expect(result).toBeDefined();
    const cutoff = clock.now.getTime() - KEEP_DAYS * DAY_MS;
    const stillKept = before.filter((name) => createdAt.get(name)! >= cutoff);
    expect(stillKept.length).toBeLessThan(before.length);
    expect(await deps.place.list()).toEqual([...stillKept, result!.name]);
    expect((await runs()).at(-1)).toMatchObject({ trigger: "schedule", ok: true });
  }, 120_000);
});
