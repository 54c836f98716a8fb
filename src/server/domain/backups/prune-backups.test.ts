import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { BACKUPS } from "../../../contracts/backups.ts";
import { createFileCipher } from "../../providers/storage/file-cipher.ts";
import type { Manifest } from "./backup-manifest.ts";
import { newBackupName, openBackupPlace, type BackupPlace } from "./backup-place.ts";
import { pruneBackups } from "./prune-backups.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const BUCKET = "berkas-prune";
const CREDENTIALS = { accessKeyId: "AKIABERKASPRUNE", secretAccessKey: "loopback-prune-secret" };
const cipher = createFileCipher({ current: randomBytes(32) });

let s3: S3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
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
    const onlyInExpired = await poolFile(place, "held by a backup that starts mid-way");
    await completeBackup(place, new Date(now.getTime() - 40 * DAY_MS), [onlyInExpired]);
    await completeBackup(place, now, [await poolFile(place, "the newest backup's file")]);

    // The newer backup claims and commits after retention first read what is in use: the
    // pool's listing is where retention is when that happens.
    const list = place.blobs.list.bind(place.blobs);
    let started = false;
    place.blobs.list = async function* () {
      for await (const blob of list()) {
        if (!started) {
          started = true;
          const late = new Date(now.getTime() + DAY_MS);
          const staged = await place.stage(newBackupName(late));
          await staged.claimFiles([onlyInExpired]);
          await staged.commit(manifestText(late, [onlyInExpired]));
        }
        yield blob;
      }
    };

    const pruned = await pruneBackups(place, 30, later);
    expect(started).toBe(true);
    expect(pruned.removedBackups.length).toBe(1);
    expect(pruned.removedFiles).toBe(0);
    expect(await place.blobs.exists(onlyInExpired)).toBe(true);
  });
});
