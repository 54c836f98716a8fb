import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apiSnapshot,
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
import { createFileCipher, type FileKeys } from "../../providers/storage/file-cipher.ts";
import { openBlobStore } from "../../providers/storage/open-blob-store.ts";
import { openBackupPlace, type BackupPlace } from "./backup-place.ts";
import { claimScheduledBackup } from "./backup-runs.ts";
import { pruneBackups } from "./prune-backups.ts";
import { readManifest } from "./read-backup.ts";
import { restoreBackup, RestoreRefusedError } from "./restore-backup.ts";
import { runBackup } from "./run-backup.ts";
import { takeBackup } from "./take-backup.ts";
import { verifyBackup } from "./verify-backup.ts";

const BIN = path.resolve(import.meta.dirname, "../../../../bin/berkas.js");
/** A few dozen documents of three kinds; the 200-document run is `npm run bench:backup`. */
const DOCUMENTS = 18;
const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const BUCKET = "berkas-backups";
const CREDENTIALS = { accessKeyId: "AKIABERKASLOOPBACK", secretAccessKey: "loopback-secret-key" };
const silent = pino({ level: "silent" });

let sourceDir: string;
let sourceDatabase: ScratchDatabase;
let source: Instance;
let filled: Filled;
let s3: S3Server;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  sourceDir = scratchDir("backup-source");
  sourceDatabase = await scratchDatabase();
  source = await startInstance({
    DATA_DIR: sourceDir,
    FILE_ENCRYPTION_KEY: KEY_A.toString("hex"),
    ...(sourceDatabase.url && { DATABASE_URL: sourceDatabase.url }),
  });
  filled = await fillWithDocuments(source.app, DOCUMENTS);
  s3 = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
}, 300_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await source?.stop();
  await s3?.stop();
  await sourceDatabase?.drop();
  fs.rmSync(sourceDir, { recursive: true, force: true });
});

/** `berkas <args>` in its own process on the source's settings; resolves with how it ended. */
function berkas(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: {
      ...process.env,
      DATA_DIR: sourceDir,
      FILE_ENCRYPTION_KEY: KEY_A.toString("hex"),
      LOG_LEVEL: "warn",
      ...(sourceDatabase.url && { DATABASE_URL: sourceDatabase.url }),
      ...env,
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

function localPlace(dir: string, keys: FileKeys = { current: KEY_A }): BackupPlace {
  return openBackupPlace(dir, {
    cipher: createFileCipher(keys),
    s3: { region: "", forcePathStyle: true },
  });
}

describe("berkas backup beside a running instance", () => {
  let placeDir: string;
  beforeAll(() => {
    placeDir = scratchDir("backups");
    cleanups.push(() => fs.rmSync(placeDir, { recursive: true, force: true }));
  });

  it("prints the backup's location last, and a backup killed half way leaves the previous one whole", async () => {
    const first = await berkas(["backup", "--to", placeDir]).ended;
    expect(first.code, first.output).toBe(0);
    const previous = lastLine(first.output);
    expect(path.dirname(previous)).toBe(placeDir);
    expect(fs.existsSync(path.join(previous, "manifest.json"))).toBe(true);

    // A new document whose stored file is swapped for a FIFO: the next backup blocks on reading
    // it, between its start and its manifest, and is killed there.
    const id = await uploadNew(source.app, filled.owner, {
      bytes: Buffer.from("Date,Description,Debit\n2025-06-01,Kuitansi tertahan,10.00\n"),
      filename: "tertahan.csv",
      organizationId: filled.organizationId,
    });
    await waitUntilSettled(source.app, filled.owner, id);
    const { rows } = await source.runtime.database.pool.query<{ file_hash: string }>(
      "select file_hash from documents where id = $1",
      [id],
    );
    const hash = rows[0]!.file_hash;
    const blobPath = path.join(sourceDir, "files", hash.slice(0, 2), hash.slice(2, 4), hash);
    const sealed = fs.readFileSync(blobPath);
    fs.rmSync(blobPath);
    expect(spawnSync("mkfifo", [blobPath]).status).toBe(0);

    const killed = berkas(["backup", "--to", placeDir]);
    while (!fs.readdirSync(placeDir).some((entry) => entry.startsWith(".partial-"))) {
      await sleep(20);
    }
    killed.child.kill("SIGKILL");
    expect((await killed.ended).signal).toBe("SIGKILL");
    fs.rmSync(blobPath);
    fs.writeFileSync(blobPath, sealed);

    const place = localPlace(placeDir);
    expect(await place.list()).toEqual([path.basename(previous)]);
    const report = await verifyBackup(place, path.basename(previous));
    expect(report.problems).toEqual([]);
    expect(report.files).toBeGreaterThanOrEqual(DOCUMENTS);

    const again = await runBackup(
      {
        database: source.runtime.database,
        files: openBlobStore(source.env),
        place,
        filesEncrypted: true,
        keepDays: 30,
        logger: silent,
      },
      "command",
    );
    expect(await place.list()).toEqual([path.basename(previous), again.name]);
    expect(again.manifest.blobs.map((blob) => blob.sha256)).toContain(hash);
    expect(again.copiedFiles).toBeGreaterThan(0);
  }, 120_000);

  it("keeps BACKUP_KEEP_DAYS of backups, always the newest, and clears what killed ones left", async () => {
    const place = localPlace(placeDir);
    const names = await place.list();
    const unnamed = await place.blobs.put(Readable.from(["a file no backup names"]));
    const in40Days = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000);
    const pruned = await pruneBackups(place, 30, in40Days);
    expect(pruned.removedBackups).toEqual(names.slice(0, -1));
    expect(await place.list()).toEqual(names.slice(-1));
    expect(await place.blobs.exists(unnamed.sha256)).toBe(false);
    expect(fs.readdirSync(placeDir).filter((entry) => entry.startsWith(".partial-"))).toEqual([]);
    expect((await verifyBackup(place, names.at(-1)!)).problems).toEqual([]);
  });
});

describe("berkas verify", () => {
  it("finds a changed file and a missing row, and exits non-zero", async () => {
    const placeDir = scratchDir("backups-plain");
    cleanups.push(() => fs.rmSync(placeDir, { recursive: true, force: true }));
    // An unsealed pool, so the change below is to the very bytes that are hashed.
    const place = localPlace(placeDir, {});
    const backup = await takeBackup(
      {
        pool: source.runtime.database.pool,
        files: openBlobStore(source.env),
        filesEncrypted: false,
      },
      place,
    );
    expect((await verifyBackup(place, backup.name)).problems).toEqual([]);

    const changed = backup.manifest.blobs[0]!.sha256;
    const blobPath = path.join(
      placeDir,
      "blobs",
      changed.slice(0, 2),
      changed.slice(2, 4),
      changed,
    );
    const bytes = fs.readFileSync(blobPath);
    bytes[0] = (bytes[0] ?? 0) ^ 0x01;
    fs.writeFileSync(blobPath, bytes);
    const documentsFile = path.join(backup.location, "tables", "documents.jsonl.gz");
    const lines = gunzipSync(fs.readFileSync(documentsFile)).toString("utf8").split("\n");
    fs.writeFileSync(documentsFile, gzipSync(lines.slice(1).join("\n")));

    const report = await verifyBackup(place, backup.name);
    const documentRows = backup.manifest.tables.find((table) => table.name === "documents")!.rows;
    expect(report.problems).toEqual([
      "table documents: tables/documents.jsonl.gz is not the file the backup wrote",
      `table documents: ${documentRows - 1} rows, the manifest says ${documentRows}`,
      expect.stringMatching(new RegExp(`^file ${changed}: its content hashes to [0-9a-f]{64}$`)),
    ]);
    const broken = await berkas(["verify", backup.location], { FILE_ENCRYPTION_KEY: "" }).ended;
    expect(broken.code).toBe(1);
    expect(broken.output).toContain(`file ${changed}`);
    expect(broken.output).toContain("does not match its manifest: 3 problems");
  }, 120_000);
});

describe("the daily schedule", () => {
  it("claims one backup a day among all workers, and takes over a run that died", async () => {
    const database = source.runtime.database;
    // Backups above succeeded just now: nothing is due today.
    expect(await claimScheduledBackup(database)).toBeUndefined();
    const in2Days = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const claimed = await claimScheduledBackup(database, in2Days);
    expect(claimed).toEqual(expect.any(String));
    expect(await claimScheduledBackup(database, in2Days)).toBeUndefined();
    // Its process died: after the stale limit another worker takes the day's backup.
    const later = new Date(in2Days.getTime() + 7 * 60 * 60 * 1000);
    expect(await claimScheduledBackup(database, later)).toEqual(expect.any(String));
  });
});

describe("backup to S3, wipe, restore into a new instance", () => {
  let targetDir: string;
  let targetDatabase: ScratchDatabase;
  beforeAll(async () => {
    targetDir = path.join(scratchDir("restore"), "data");
    targetDatabase = await scratchDatabase();
    cleanups.push(async () => {
      fs.rmSync(path.dirname(targetDir), { recursive: true, force: true });
      await targetDatabase.drop();
    });
  });

  const s3Place = () =>
    openBackupPlace(`s3://${BUCKET}/nightly`, {
      cipher: createFileCipher({ current: KEY_A }),
      s3: {
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: CREDENTIALS,
      },
    });

  it("refuses a target that is not empty, and says so", { timeout: 60_000 }, async () => {
    const place = s3Place();
    const { name } = await runBackup(
      {
        database: source.runtime.database,
        files: openBlobStore(source.env),
        place,
        filesEncrypted: true,
        authSecretPath: path.join(sourceDir, "auth-secret"),
        keepDays: 30,
        logger: silent,
      },
      "command",
    );
    const restoreInto = (dataDir: string, databaseUrl: string | undefined) =>
      restoreBackup(place, name, {
        databaseUrl,
        dataDir,
        s3: undefined,
        fileKeys: { current: KEY_A },
        authSecretConfigured: false,
      });
    await expect(restoreInto(sourceDir, undefined)).rejects.toThrow(RestoreRefusedError);
    await expect(restoreInto(sourceDir, undefined)).rejects.toThrow(/is not empty/);
    if (sourceDatabase.url) {
      await expect(restoreInto(scratchDir("empty"), sourceDatabase.url)).rejects.toThrow(
        /already has tables/,
      );
    }
  });

  it("answers every document's details, files, list and searches as before", async () => {
    const place = s3Place();
    const name = (await place.list()).at(-1)!;
    expect(
      s3.objectKeys().filter((key) => key.startsWith("nightly/blobs/")).length,
    ).toBeGreaterThanOrEqual(DOCUMENTS);
    expect((await verifyBackup(place, name)).problems).toEqual([]);

    const before = await apiSnapshot(source.app, filled);
    // Wiped: the instance, its files and its database are gone.
    await source.stop();
    fs.rmSync(path.join(sourceDir, "files"), { recursive: true, force: true });

    // `berkas restore` as an operator runs it: the new instance seals its files under a new
    // key, and the backup opens with the old one.
    const restored = await berkas(["restore", `${place.root}/${name}`], {
      DATA_DIR: targetDir,
      FILE_ENCRYPTION_KEY: KEY_B.toString("hex"),
      FILE_ENCRYPTION_KEYS_OLD: KEY_A.toString("hex"),
      BACKUP_S3_ENDPOINT: s3.endpoint,
      BACKUP_S3_REGION: s3.region,
      BACKUP_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      BACKUP_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      BACKUP_S3_FORCE_PATH_STYLE: "true",
      ...(targetDatabase.url && { DATABASE_URL: targetDatabase.url }),
    }).ended;
    expect(restored.code, restored.output).toBe(0);
    const files = (await readManifest(place, name)).blobs.length;
    expect(lastLine(restored.output)).toMatch(new RegExp(`and ${files} files into `));
    const target = await startInstance({
      DATA_DIR: targetDir,
      FILE_ENCRYPTION_KEY: KEY_B.toString("hex"),
      ...(targetDatabase.url && { DATABASE_URL: targetDatabase.url }),
    });
    try {
      // The same session cookie works: the generated auth secret came back with the data.
      expect(await apiSnapshot(target.app, filled)).toEqual(before);
    } finally {
      await target.stop();
    }
  }, 120_000);
});
