import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { BACKUPS } from "../../../contracts/backups.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { createFileCipher } from "../../providers/storage/file-cipher.ts";
import { createLocalBlobStore } from "../../providers/storage/local-blob-store.ts";
import type { Manifest } from "./backup-manifest.ts";
import { newBackupName, openBackupPlace, type BackupPlace } from "./backup-place.ts";
import { claimPoolFiles } from "./claim-pool-files.ts";
import { pruneBackups } from "./prune-backups.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const BUCKET = "berkas-prune";
const CREDENTIALS = { accessKeyId: "AKIABERKASPRUNE", secretAccessKey: "loopback-prune-secret" };
const cipher = createFileCipher({ current: randomBytes(32) });
/** Backups look for retention's marker often; no marker here lives a whole lease. */
const FAST = { leaseMs: 60_000, pollMs: 10 };

let s3: S3Server;
const dirs: string[] = [];
/** The instance's own files, which a backup copies into the pool. */
let sourceFiles: BlobStore;
beforeAll(async () => {
  s3 = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-prune-source-"));
  dirs.push(dir);
  sourceFiles = createLocalBlobStore(dir, cipher);
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const places: Array<[string, () => BackupPlace]> = [
  [
    "a directory",
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-prune-"));
      dirs.push(dir);
      return openBackupPlace(dir, { cipher, s3: { region: "", forcePathStyle: true } });
    },
  ],
  [
    "an S3 prefix",
    () =>
      openBackupPlace(`s3://${BUCKET}/${randomBytes(4).toString("hex")}`, {
        cipher,
        s3: {
          region: s3.region,
          endpoint: s3.endpoint,
          forcePathStyle: true,
          credentials: CREDENTIALS,
        },
      }),
  ],
];

/** A manifest naming `files`, without tables: retention reads only the date and the files. */
function manifestText(createdAt: Date, files: string[]): string {
  const manifest: Manifest = {
    format: "berkas-backup",
    formatVersion: BACKUPS.formatVersion,
    createdAt: createdAt.toISOString(),
    instanceId: null,
    migrations: [],
    filesEncrypted: true,
    tables: [],
    blobs: files.map((sha256) => ({ sha256 })),
    authSecretFile: null,
  };
  return JSON.stringify(manifest);
}

async function poolFile(place: BackupPlace, content: string): Promise<string> {
  return (await place.blobs.put(Readable.from([Buffer.from(content)]))).sha256;
}

async function sourceFile(content: string): Promise<string> {
  return (await sourceFiles.put(Readable.from([Buffer.from(content)]))).sha256;
}

/** A file the instance still has and an earlier backup copied into the pool. */
async function sharedFile(place: BackupPlace, content: string): Promise<string> {
  await sourceFile(content);
  return poolFile(place, content);
}

/** A backup of `files` as takeBackup writes one, without the database's tables. */
async function backUp(place: BackupPlace, createdAt: Date, files: string[]) {
  const staged = await place.stage(newBackupName(createdAt));
  const { copiedFiles } = await claimPoolFiles(place, staged, files, sourceFiles, FAST);
  await staged.commit(manifestText(createdAt, files));
  return { copiedFiles };
}

/**
 * Retention clears half-written backups last; on this test's clock, two days on, the backup
 * running beside it would look abandoned, so that step waits for it to commit.
 */
function clearAbandonedAfter(place: BackupPlace, backup: () => Promise<unknown> | undefined) {
  const removeAbandoned = place.removeAbandoned.bind(place);
  place.removeAbandoned = async (olderThan) => {
    await backup();
    await removeAbandoned(olderThan);
  };
}

async function until(condition: () => Promise<boolean>) {
  while (!(await condition())) await sleep(5);
}

async function completeBackup(place: BackupPlace, createdAt: Date, files: string[]) {
  const name = newBackupName(createdAt);
  const staged = await place.stage(name);
  await staged.claimFiles(files);
  await staged.commit(manifestText(createdAt, files));
  return name;
}

describe.each(places)("retention in %s beside a backup being written", (_label, openPlace) => {
  // Retention runs two days on, so every pool file is past the grace for unnamed files.
  const now = new Date();
  const later = new Date(now.getTime() + 2 * DAY_MS);

  it("keeps the files a backup without a manifest yet has claimed, deletes the unclaimed", async () => {
    const place = openPlace();
    const onlyInExpired = await poolFile(place, "named only by the expired backup");
    const inNewest = await poolFile(place, "named by the newest backup");
    const unnamed = await poolFile(place, "named by nothing");
    const expired = await completeBackup(place, new Date(now.getTime() - 40 * DAY_MS), [
      onlyInExpired,
    ]);
    await completeBackup(place, now, [inNewest]);

    // A backup whose snapshot names the file the expired backup held: it found the file in
    // the pool, so it copied nothing, and its manifest is not written yet.
    const running = await place.stage(newBackupName(now));
    await running.claimFiles([onlyInExpired, inNewest]);

    const pruned = await pruneBackups(place, 30, later);
    expect(pruned.removedBackups).toEqual([expired]);
    expect(pruned.removedFiles).toBe(1);
    expect(await place.blobs.exists(unnamed)).toBe(false);
    expect(await place.blobs.exists(onlyInExpired)).toBe(true);
    expect(await place.blobs.exists(inNewest)).toBe(true);
  });

  it("keeps a file that a backup claims and commits while retention is walking the pool", async () => {
    const place = openPlace();
    const onlyInExpired = await sharedFile(place, "held by a backup that starts mid-way");
    await completeBackup(place, new Date(now.getTime() - 40 * DAY_MS), [onlyInExpired]);
    await completeBackup(place, now, [await poolFile(place, "the newest backup's file")]);

    // The newer backup claims and commits after retention read what is in use: the pool's
    // listing is where retention is when that happens. It goes through the protocol, so it
    // waits for retention's marker before it looks at the pool.
    const list = place.blobs.list.bind(place.blobs);
    let backup: Promise<{ copiedFiles: number }> | undefined;
    place.blobs.list = async function* () {
      for await (const blob of list()) {
        backup ??= backUp(place, new Date(now.getTime() + DAY_MS), [onlyInExpired]);
        yield blob;
      }
    };
    clearAbandonedAfter(place, () => backup);

    const pruned = await pruneBackups(place, 30, later, FAST);
    expect(pruned.removedBackups.length).toBe(1);
    expect(await backup).toEqual({ copiedFiles: 1 });
    expect(await place.blobs.exists(onlyInExpired)).toBe(true);
    expect(await place.pruningMarkers()).toEqual([]);
  });

  it("deletes nothing a backup relies on when the backup claims just before the deletion", async () => {
    const place = openPlace();
    const onlyInExpired = await sharedFile(place, "deleted as a new backup claims it");
    await completeBackup(place, new Date(now.getTime() - 40 * DAY_MS), [onlyInExpired]);
    await completeBackup(place, now, [await poolFile(place, "the newest's own file")]);

    // The narrowest window: retention has decided to delete the file and is about to; the
    // backup claims it then and has time to look at the pool before the deletion lands.
    const remove = place.blobs.delete.bind(place.blobs);
    let backup: Promise<{ copiedFiles: number }> | undefined;
    place.blobs.delete = async (sha256) => {
      if (sha256 === onlyInExpired && !backup) {
        backup = backUp(place, new Date(now.getTime() + DAY_MS), [onlyInExpired]);
        await until(async () => (await place.claimedFiles()).has(onlyInExpired));
        await sleep(20 * FAST.pollMs);
      }
      await remove(sha256);
    };
    clearAbandonedAfter(place, () => backup);

    const pruned = await pruneBackups(place, 30, later, FAST);
    expect(pruned.removedFiles).toBe(1);
    // It waited for retention's round to end, found the file gone and copied it again.
    expect(await backup).toEqual({ copiedFiles: 1 });
    expect(await place.blobs.exists(onlyInExpired)).toBe(true);
  });

  it("starts no deletion once its marker is half a lease old, and goes on under a new one", async () => {
    const place = openPlace();
    const unnamed = await Promise.all(
      ["one", "two", "three", "four", "five"].map((word) => poolFile(place, `unnamed ${word}`)),
    );
    await completeBackup(place, now, [await poolFile(place, "kept")]);

    // Each deletion takes 0.8 s and a round may start them for 2 s (room for a slow first read of
    // what is in use on a loaded machine): two rounds or more.
    const timing = { leaseMs: 4000, pollMs: 10 };
    const remove = place.blobs.delete.bind(place.blobs);
    const markersAtDeletion: string[][] = [];
    place.blobs.delete = async (sha256) => {
      markersAtDeletion.push(await place.pruningMarkers());
      await sleep(800);
      await remove(sha256);
    };

    const pruned = await pruneBackups(place, 30, later, timing);
    expect(pruned.removedFiles).toBe(5);
    for (const sha256 of unnamed) expect(await place.blobs.exists(sha256)).toBe(false);
    // One marker at each deletion, a new one after each deadline, none left at the end.
    expect(markersAtDeletion.every((markers) => markers.length === 1)).toBe(true);
    expect(new Set(markersAtDeletion.flat()).size).toBeGreaterThan(1);
    expect(await place.pruningMarkers()).toEqual([]);
  });

  it("a backup waits for a live marker, and past a lease takes one left by a dead retention", async () => {
    const place = openPlace();
    const file = await sourceFile("a file retention may be deleting");

    const live = await place.markPruning();
    const waiting = backUp(place, now, [file]);
    await sleep(10 * FAST.pollMs);
    expect(await place.blobs.exists(file)).toBe(false);
    await place.removePruningMarker(live);
    expect(await waiting).toEqual({ copiedFiles: 1 });

    await place.markPruning();
    const started = performance.now();
    const timing = { leaseMs: 300, pollMs: 10 };
    const staged = await place.stage(newBackupName(now));
    await claimPoolFiles(place, staged, [file], sourceFiles, timing);
    expect(performance.now() - started).toBeGreaterThanOrEqual(timing.leaseMs);
    expect(await place.pruningMarkers()).toEqual([]);
  });
});
