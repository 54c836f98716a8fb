import fs from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fillWithDocuments,
  scratchDatabase,
  scratchDir,
  startInstance,
  type Filled,
  type Instance,
  type ScratchDatabase,
} from "../../../../test/support/backup-world.ts";
import { uploadNew } from "../../../../test/support/uploads.ts";
import { openBlobStore } from "../../providers/storage/open-blob-store.ts";
import { backupDepsOf } from "./backup-commands.ts";
import { restoreBackup } from "./restore-backup.ts";
import { runBackup } from "./run-backup.ts";
import { verifyBackup } from "./verify-backup.ts";

/** Uploads running at once beside the backup, as several people would. */
const WRITERS = 3;
const silent = pino({ level: "silent" });

let sourceDir: string;
let backupDir: string;
let targetDir: string;
let sourceDatabase: ScratchDatabase;
let targetDatabase: ScratchDatabase;
let source: Instance;
let filled: Filled;

beforeAll(async () => {
  sourceDir = scratchDir("consistency-source");
  backupDir = scratchDir("consistency-backups");
  targetDir = path.join(scratchDir("consistency-target"), "data");
  sourceDatabase = await scratchDatabase();
  targetDatabase = await scratchDatabase();
  source = await startInstance({
    DATA_DIR: sourceDir,
    BACKUP_DIR: backupDir,
    ...(sourceDatabase.url && { DATABASE_URL: sourceDatabase.url }),
  });
  filled = await fillWithDocuments(source.app, 2);
}, 300_000);

afterAll(async () => {
  await source?.stop();
  await sourceDatabase?.drop();
  await targetDatabase?.drop();
  for (const dir of [sourceDir, backupDir, path.dirname(targetDir ?? "")]) {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Each call a file of its own: a receipt numbered by writer and round. */
function receipt(writer: number, round: number) {
  return {
    bytes: Buffer.from(
      `Date,Description,Debit\n2025-08-${String((round % 28) + 1).padStart(2, "0")},Kuitansi penulis ${writer} ke-${round},${writer}.${String(round).padStart(2, "0")}\n`,
    ),
    filename: `kuitansi-${writer}-${round}.csv`,
  };
}

interface Pairs {
  documents: string[];
  uploadEntries: string[];
}

/** Each document row and its `document_uploaded` audit entry, which one transaction writes. */
async function pairsIn(instance: Instance): Promise<Pairs> {
  const pool = instance.runtime.database.pool;
  const documents = await pool.query<{ id: string }>("select id from documents order by id");
  const entries = await pool.query<{ id: string }>(
    `select resource_id as id from audit_log
      where action_type = 'document_uploaded' order by resource_id`,
  );
  return {
    documents: documents.rows.map((row) => row.id),
    uploadEntries: entries.rows.map((row) => row.id),
  };
}

describe("a backup while uploads keep coming", () => {
  it("holds one moment: each document with its audit entry and its file, none half-written", async () => {
    let writing = true;
    const uploads: Array<{ id: string; sentAt: number; answeredAt: number }> = [];
    const writers = Array.from({ length: WRITERS }, async (_, writer) => {
      for (let round = 0; writing; round++) {
        const sentAt = Date.now();
        const id = await uploadNew(source.app, filled.owner, {
          ...receipt(writer, round),
          organizationId: filled.organizationId,
        });
        uploads.push({ id, sentAt, answeredAt: Date.now() });
      }
    });
    const waitForUploads = async (count: number) => {
      while (uploads.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    // The writers are under way before the backup starts and go on after it ends.
    await waitForUploads(WRITERS);

    const deps = backupDepsOf(source.env, {
      database: source.runtime.database,
      files: openBlobStore(source.env),
      logger: silent,
    });
    const startedAt = Date.now();
    const backup = await runBackup(deps, "command");
    const finishedAt = Date.now();
    await waitForUploads(uploads.length + WRITERS);
    writing = false;
    await Promise.all(writers);
    const inFlight = uploads.filter((u) => u.sentAt < finishedAt && u.answeredAt > startedAt);
    expect(inFlight.length).toBeGreaterThan(0);
    expect(uploads.some((u) => u.sentAt > finishedAt)).toBe(true);

    expect((await verifyBackup(deps.place, backup.name)).problems).toEqual([]);
    await restoreBackup(deps.place, backup.name, {
      databaseUrl: targetDatabase.url,
      dataDir: targetDir,
      s3: undefined,
      fileKeys: { current: undefined, old: [] },
      authSecretConfigured: false,
    });
    const target = await startInstance({
      DATA_DIR: targetDir,
      ...(targetDatabase.url && { DATABASE_URL: targetDatabase.url }),
    });
    try {
      const restored = await pairsIn(target);
      // No half-written pair: every document has its entry and every entry its document.
      expect(restored.uploadEntries).toEqual(restored.documents);
      // One moment: every upload answered before the backup began is there, and none sent
      // after it ended; those in flight during it are there or not, each whole.
      const answeredBefore = uploads.filter((u) => u.answeredAt < startedAt).map((u) => u.id);
      const sentAfter = uploads.filter((u) => u.sentAt > finishedAt).map((u) => u.id);
      expect(restored.documents).toEqual(
        expect.arrayContaining([...filled.documentIds, ...answeredBefore]),
      );
      expect(restored.documents.filter((id) => sentAfter.includes(id))).toEqual([]);
      const files = openBlobStore(target.env);
      const { rows } = await target.runtime.database.pool.query<{ file_hash: string }>(
        "select file_hash from documents",
      );
      for (const { file_hash } of rows) expect(await files.exists(file_hash), file_hash).toBe(true);
      const inBackup = inFlight.filter((u) => restored.documents.includes(u.id)).length;
      console.log(
        `backup beside ${WRITERS} writers: ${((finishedAt - startedAt) / 1000).toFixed(1)} s, ` +
          `${inFlight.length} uploads in flight during it (${inBackup} of them in it), ` +
          `${restored.documents.length} documents in it`,
      );
    } finally {
      await target.stop();
    }
  }, 300_000);
});
