import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
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
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { createFileCipher } from "../../providers/storage/file-cipher.ts";
import { openBackupPlace, splitLocation, type BackupPlace } from "./backup-place.ts";
import { readManifest } from "./read-backup.ts";

const BIN = path.resolve(import.meta.dirname, "../../../../bin/berkas.js");
const KEY = randomBytes(32);
const BUCKET = "berkas-command-backups";
const PREFIX = "nightly";
const CREDENTIALS = { accessKeyId: "AKIABERKASCOMMAND", secretAccessKey: "loopback-command-key" };

let dataDir: string;
let database: ScratchDatabase;
let source: Instance;
let filled: Filled;
let s3: S3Server;

beforeAll(async () => {
  dataDir = scratchDir("backup-command-s3");
  database = await scratchDatabase();
  source = await startInstance({
    DATA_DIR: dataDir,
    FILE_ENCRYPTION_KEY: KEY.toString("hex"),
    ...(database.url && { DATABASE_URL: database.url }),
  });
  filled = await fillWithDocuments(source.app, 4);
  s3 = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
}, 300_000);

afterAll(async () => {
  await source?.stop();
  await s3?.stop();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The settings an operator gives `berkas` to back up into the bucket. */
const backupSettings = () => ({
  BACKUP_S3_BUCKET: BUCKET,
  BACKUP_S3_PREFIX: PREFIX,
  BACKUP_S3_ENDPOINT: s3.endpoint,
  BACKUP_S3_REGION: s3.region,
  BACKUP_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
  BACKUP_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
});

/** `berkas <args>` in its own process beside the running instance, as an operator runs it. */
function berkas(args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      FILE_ENCRYPTION_KEY: KEY.toString("hex"),
      LOG_LEVEL: "warn",
      ...(database.url && { DATABASE_URL: database.url }),
      ...backupSettings(),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; signal: string | null; output: string }>(
    (resolve) => child.once("exit", (code, signal) => resolve({ code, signal, output })),
  );
  return { child, ended };
}

const lastLine = (text: string) => text.trim().split("\n").at(-1) ?? "";

function bucketPlace(): BackupPlace {
  return openBackupPlace(`s3://${BUCKET}/${PREFIX}`, {
    cipher: createFileCipher({ current: KEY }),
    s3: {
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    },
  });
}

/** Backups under the prefix that have started writing, complete or not. */
const startedBackups = () =>
  new Set(
    s3
      .objectKeys()
      .filter((key) => key.startsWith(`${PREFIX}/berkas-backup-`))
      .map((key) => key.split("/")[1]),
  );

describe("`berkas backup` to the bucket BACKUP_S3_* name", () => {
  let previous: string;

  it("prints the backup's s3:// location last, and `berkas verify` of it passes", async () => {
    const backup = await berkas(["backup"]).ended;
    expect(backup.code, backup.output).toBe(0);
    previous = lastLine(backup.output);
    expect(previous).toMatch(new RegExp(`^s3://${BUCKET}/${PREFIX}/berkas-backup-[0-9TZ]+-\\w+$`));
    const { name } = splitLocation(previous);
    expect(s3.objectKeys()).toContain(`${PREFIX}/${name}/manifest.json`);
    // Every file the manifest names is in the bucket's pool, beside the backups.
    const manifest = await readManifest(bucketPlace(), name);
    expect(manifest.blobs.length).toBeGreaterThanOrEqual(filled.documentIds.length);
    for (const { sha256 } of manifest.blobs) {
      expect(s3.objectKeys()).toContain(
        `${PREFIX}/blobs/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`,
      );
    }

    const verified = await berkas(["verify", previous]).ended;
    expect(verified.code, verified.output).toBe(0);
    expect(lastLine(verified.output)).toMatch(/is whole: \d+ tables \(\d+ rows\), \d+ files match/);
  }, 180_000);

  it("killed half way, leaves the previous backup whole and the next one complete", async () => {
    // A new document whose stored file is swapped for a FIFO: the next backup blocks reading
    // it, after it started writing into the bucket and before its manifest, and is killed there.
    const id = await uploadNew(source.app, filled.owner, {
      bytes: Buffer.from("Date,Description,Debit\n2025-06-02,Kuitansi ke bucket,11.00\n"),
      filename: "tertahan-s3.csv",
      organizationId: filled.organizationId,
    });
    await waitUntilSettled(source.app, filled.owner, id);
    const { rows } = await source.runtime.database.pool.query<{ file_hash: string }>(
      "select file_hash from documents where id = $1",
      [id],
    );
    const hash = rows[0]!.file_hash;
    const blobPath = path.join(dataDir, "files", hash.slice(0, 2), hash.slice(2, 4), hash);
    const sealed = fs.readFileSync(blobPath);
    fs.rmSync(blobPath);
    expect(spawnSync("mkfifo", [blobPath]).status).toBe(0);

    const before = startedBackups();
    const killed = berkas(["backup"]);
    const deadline = Date.now() + 120_000;
    let partial: string | undefined;
    while (!partial && Date.now() < deadline) {
      partial = [...startedBackups()].find((name) => !before.has(name));
      if (!partial) await sleep(20);
    }
    expect(partial, "the backup never started writing").toBeDefined();
    killed.child.kill("SIGKILL");
    expect((await killed.ended).signal).toBe("SIGKILL");
    fs.rmSync(blobPath);
    fs.writeFileSync(blobPath, sealed);

    const place = bucketPlace();
    const { name: previousName } = splitLocation(previous);
    expect(s3.objectKeys()).toContain(`${PREFIX}/${partial}/claimed-files.json`);
    expect(s3.objectKeys()).not.toContain(`${PREFIX}/${partial}/manifest.json`);
    expect(await place.list()).toEqual([previousName]);
    const verified = await berkas(["verify", previous]).ended;
    expect(verified.code, verified.output).toBe(0);

    const again = await berkas(["backup"]).ended;
    expect(again.code, again.output).toBe(0);
    const { name } = splitLocation(lastLine(again.output));
    expect(await place.list()).toEqual([previousName, name]);
    expect((await readManifest(place, name)).blobs.map((blob) => blob.sha256)).toContain(hash);
    const whole = await berkas(["verify", lastLine(again.output)]).ended;
    expect(whole.code, whole.output).toBe(0);
  }, 300_000);
});
