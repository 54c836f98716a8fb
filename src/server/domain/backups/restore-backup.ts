import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { connectDatabase, openDatabase } from "../../db/client.ts";
import { migrateDatabase } from "../../db/migrate.ts";
import type { FileKeys } from "../../providers/storage/file-cipher.ts";
import { openBlobStore } from "../../providers/storage/open-blob-store.ts";
import type { S3BlobStoreOptions } from "../../providers/storage/s3-blob-store.ts";
import type { BackupPlace } from "./backup-place.ts";
import { databaseIsEmpty, loadDatabase } from "./load-database.ts";
import { readManifest } from "./read-backup.ts";

/** Restoring over data would mix two installations; only an empty target is accepted. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

export interface RestoreTarget {
  /** A PostgreSQL database; without it, the embedded database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The S3 file store to fill; without it, `dataDir/files`. */
  s3: S3BlobStoreOptions | undefined;
  /** The key the restored files are sealed under, and older ones the backup may be sealed with. */
  fileKeys: FileKeys;
  /** Whether AUTH_SECRET is set; if not, the backup's generated secret goes to DATA_DIR. */
  authSecretConfigured: boolean;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  files: number;
}

function journalTags(): string[] {
  const journal = JSON.parse(
    fs.readFileSync(
      path.join(import.meta.dirname, "../../db/migrations/meta/_journal.json"),
      "utf8",
    ),
  ) as { entries: Array<{ tag: string }> };
  return journal.entries.map((entry) => entry.tag);
}

async function refuseUnlessEmpty(target: RestoreTarget): Promise<void> {
  if (target.databaseUrl) {
    const database = connectDatabase("server", { connectionString: target.databaseUrl }, 1);
    try {
      if (!(await databaseIsEmpty(database.pool))) {
        throw new RestoreRefusedError(
          "DATABASE_URL names a database that already has tables; restore only into an empty database (createdb a new one).",
        );
      }
    } finally {
      await database.close();
    }
  }
  const usesDataDir = !target.databaseUrl || !target.s3;
  if (usesDataDir && fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length > 0) {
    throw new RestoreRefusedError(
      `DATA_DIR ${target.dataDir} is not empty; restore only into an empty or new directory.`,
    );
  }
}

/**
 * Restores a backup into an empty target: the manifest is read and its migrations checked
 * against this build, the files copied into the target's store (each checked against its
 * name, sealed under the target's key), then the database created, migrated and loaded, and
 * every table's row count compared with the manifest.
 */
export async function restoreBackup(
  place: BackupPlace,
  name: string,
  target: RestoreTarget,
): Promise<RestoreResult> {
  const manifest = await readManifest(place, name);
  const known = new Set(journalTags());
  const unknown = manifest.migrations.filter((tag) => !known.has(tag));
  if (unknown.length > 0) {
    throw new Error(
      `The backup was written by a newer berkas (migrations ${unknown.join(", ")}); restore it with that version or a newer one.`,
    );
  }
  await refuseUnlessEmpty(target);

  const files = openBlobStore({
    s3: target.s3,
    dataDir: target.dataDir,
    fileKeys: target.fileKeys,
  });
  for (const { sha256 } of manifest.blobs) {
    if (await files.exists(sha256)) continue;
    await files.put(await place.blobs.get(sha256), { expectedSha256: sha256 });
  }

  if (manifest.authSecretFile && !target.authSecretConfigured) {
    await fsp.mkdir(target.dataDir, { recursive: true });
    await pipeline(
      place.cipher.opening(await place.readFile(name, manifest.authSecretFile)),
      fs.createWriteStream(path.join(target.dataDir, "auth-secret"), { mode: 0o600, flags: "wx" }),
    );
  }

  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize: 2,
  });
  try {
    await migrateDatabase(database);
    await loadDatabase(database.pool, manifest, (file) => place.readFile(name, file));
  } finally {
    await database.close();
  }
  return {
    tables: manifest.tables.length,
    rows: manifest.tables.reduce((sum, table) => sum + table.rows, 0),
    files: manifest.blobs.length,
  };
}
