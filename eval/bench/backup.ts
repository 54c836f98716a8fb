/**
 * `npm run bench:backup [-- --documents N] [--database pglite|postgres]`: issue 22's run. N
 * documents of three kinds (200 unless given) uploaded and processed through the API, backed
 * up, verified, backed up again (nothing new to copy), wiped, restored into a new instance with
 * a new file key, and every document's details, file and thumbnail hashes, the list and the
 * searches compared with what the first instance answered. Prints the times and sizes, and the
 * longest a request waited while the backup ran (on PGlite the dump is one transaction the
 * application queues behind). Exits 1 when anything differs.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual, parseArgs } from "node:util";
import { pino } from "pino";
import { createFileCipher } from "../../src/server/providers/storage/file-cipher.ts";
import { openBlobStore } from "../../src/server/providers/storage/open-blob-store.ts";
import { openBackupPlace } from "../../src/server/domain/backups/backup-place.ts";
import { restoreBackup } from "../../src/server/domain/backups/restore-backup.ts";
import { runBackup } from "../../src/server/domain/backups/run-backup.ts";
import { verifyBackup } from "../../src/server/domain/backups/verify-backup.ts";
import { asUser } from "../../test/support/accounts.ts";
import {
  apiSnapshot,
  fillWithDocuments,
  scratchDatabase,
  scratchDir,
  startInstance,
} from "../../test/support/backup-world.ts";

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "200" },
    database: { type: "string", default: "pglite" },
  },
});
const documentCount = Number(values.documents);
if (values.database === "postgres") {
  process.env.TEST_DATABASE_URL ??=
    process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
} else delete process.env.TEST_DATABASE_URL;

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const root = scratchDir("bench-backup");
const sourceDir = path.join(root, "source");
const targetDir = path.join(root, "target");
const placeDir = path.join(root, "backups");
const sourceDatabase = await scratchDatabase();
const targetDatabase = await scratchDatabase();
const figures: Array<[string, string]> = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
let failed = false;

try {
  const source = await startInstance({
    DATA_DIR: sourceDir,
    FILE_ENCRYPTION_KEY: keyA.toString("hex"),
    ...(sourceDatabase.url && { DATABASE_URL: sourceDatabase.url }),
  });
  let started = performance.now();
  const filled = await fillWithDocuments(source.app, documentCount);
  figures.push([
    `upload and process ${documentCount} documents`,
    seconds(performance.now() - started),
  ]);
  const before = await apiSnapshot(source.app, filled);

  const place = openBackupPlace(placeDir, {
    cipher: createFileCipher({ current: keyA }),
    s3: { region: "", forcePathStyle: true },
  });
  const deps = {
    database: source.runtime.database,
    files: openBlobStore(source.env),
    place,
    filesEncrypted: true,
    authSecretPath: path.join(sourceDir, "auth-secret"),
    keepDays: 30,
    logger: pino({ level: "silent" }),
  };
  // Requests keep coming while the backup runs: the longest wait is what a user would notice.
  let backingUp = true;
  let longestWaitMs = 0;
  let requests = 0;
  const traffic = (async () => {
    while (backingUp) {
      const sent = performance.now();
      await source.app.inject({
        method: "GET",
        url: `/api/documents?organizationId=${filled.organizationId}`,
        headers: asUser(filled.owner),
      });
      longestWaitMs = Math.max(longestWaitMs, performance.now() - sent);
      requests++;
    }
  })();
  started = performance.now();
  const first = await runBackup(deps, "command");
  figures.push(["backup (first)", seconds(performance.now() - started)]);
  backingUp = false;
  await traffic;
  figures.push([
    "longest document-list request during it",
    `${longestWaitMs.toFixed(0)} ms (${requests} requests)`,
  ]);
  const rows = first.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  figures.push(["database dump", `${rows} rows, ${mib(first.databaseBytes)} gzipped`]);
  figures.push(["files copied", `${first.copiedFiles} (${mib(first.copiedFileBytes)})`]);

  started = performance.now();
  const report = await verifyBackup(place, first.name);
  figures.push([
    "verify",
    `${seconds(performance.now() - started)}, ${report.problems.length} problems`,
  ]);
  if (report.problems.length > 0) failed = true;

  started = performance.now();
  const second = await runBackup(deps, "command");
  figures.push([
    "backup (second, nothing new)",
    `${seconds(performance.now() - started)}, ${second.copiedFiles} files copied`,
  ]);

  await source.stop();
  fs.rmSync(sourceDir, { recursive: true, force: true });
  await sourceDatabase.drop();

  started = performance.now();
  await restoreBackup(place, second.name, {
    databaseUrl: targetDatabase.url,
    dataDir: targetDir,
    s3: undefined,
    fileKeys: { current: keyB, old: [keyA] },
    authSecretConfigured: false,
  });
  figures.push(["restore (wiped → new instance)", seconds(performance.now() - started)]);

  const target = await startInstance({
    DATA_DIR: targetDir,
    FILE_ENCRYPTION_KEY: keyB.toString("hex"),
    ...(targetDatabase.url && { DATABASE_URL: targetDatabase.url }),
  });
  try {
    const after = await apiSnapshot(target.app, filled);
    const differing = Object.keys(before).filter(
      (key) => !isDeepStrictEqual(before[key], after[key]),
    );
    const restoredHashes = [];
    for await (const blob of openBlobStore(target.env).list()) restoredHashes.push(blob.sha256);
    const backedUp = second.manifest.blobs.map((blob) => blob.sha256);
    const sameHashes = isDeepStrictEqual(restoredHashes.sort(), [...backedUp].sort());
    figures.push([
      "blob hashes identical",
      `${sameHashes ? "yes" : "NO"} (${restoredHashes.length} files)`,
    ]);
    figures.push([
      "API answers identical",
      differing.length === 0
        ? `yes (${Object.keys(before).length} answers)`
        : `NO: ${differing.join(", ")}`,
    ]);
    if (!sameHashes || differing.length > 0) failed = true;
  } finally {
    await target.stop();
  }
} finally {
  await targetDatabase.drop();
  fs.rmSync(root, { recursive: true, force: true });
}

console.log(`\nbackup and restore, ${documentCount} documents, ${values.database}\n`);
const width = Math.max(...figures.map(([name]) => name.length));
for (const [name, value] of figures) console.log(`${name.padEnd(width)}  ${value}`);
process.exit(failed ? 1 : 0);
