import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { BACKUPS } from "../../../contracts/backups.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import type { Manifest } from "./backup-manifest.ts";
import { newBackupName, type BackupPlace } from "./backup-place.ts";
import { claimPoolFiles } from "./claim-pool-files.ts";
import { dumpDatabase } from "./dump-database.ts";

export interface BackupResult {
  location: string;
  name: string;
  manifest: Manifest;
  databaseBytes: number;
  /** Files copied this time; the others were in the pool from an earlier backup. */
  copiedFiles: number;
  copiedFileBytes: number;
}

export interface BackupSources {
  pool: pg.Pool;
  files: BlobStore;
  /** Whether the place seals the files it keeps (FILE_ENCRYPTION_KEY). */
  filesEncrypted: boolean;
  /** DATA_DIR/auth-secret, when the installation generated its own (no AUTH_SECRET). */
  authSecretPath?: string | undefined;
}

const AUTH_SECRET_FILE = "auth-secret.sealed";

/**
 * One backup: the database dumped in one snapshot to a temporary directory, the files its rows
 * name claimed and copied into the place's pool (claim-pool-files.ts), the dump added, and the manifest written last. Killed at any point before
 * that, the backup is not there and the previous one is untouched.
 */
export async function takeBackup(
  sources: BackupSources,
  place: BackupPlace,
  now: Date = new Date(),
): Promise<BackupResult> {
  const name = newBackupName(now);
  const workDir = await fsp.mkdtemp(path.join(os.tmpdir(), "berkas-backup-"));
  const staged = await place.stage(name);
  try {
    const dump = await dumpDatabase(sources.pool, workDir);
    const { copiedFiles, copiedFileBytes } = await claimPoolFiles(
      place,
      staged,
      dump.blobHashes,
      sources.files,
    );
    for (const table of dump.tables) {
      await staged.addFile(table.file, path.join(workDir, table.file));
    }
    const withSecret = Boolean(sources.authSecretPath && fs.existsSync(sources.authSecretPath));
    if (withSecret && sources.authSecretPath) {
      const sealed = path.join(workDir, AUTH_SECRET_FILE);
      await pipeline(
        fs.createReadStream(sources.authSecretPath),
        place.cipher.sealing(),
        fs.createWriteStream(sealed, { mode: 0o600 }),
      );
      await staged.addFile(AUTH_SECRET_FILE, sealed);
    }
    const manifest: Manifest = {
      format: "berkas-backup",
      formatVersion: BACKUPS.formatVersion,
      createdAt: now.toISOString(),
      instanceId: dump.instanceId,
      migrations: dump.migrations,
      filesEncrypted: sources.filesEncrypted,
      tables: dump.tables,
      blobs: dump.blobHashes.map((sha256) => ({ sha256 })),
      authSecretFile: withSecret ? AUTH_SECRET_FILE : null,
    };
    const location = await staged.commit(`${JSON.stringify(manifest, null, 2)}\n`);
    return {
      location,
      name,
      manifest,
      databaseBytes: dump.tables.reduce((sum, table) => sum + table.bytes, 0),
      copiedFiles,
      copiedFileBytes,
    };
  } catch (error) {
    await staged.discard().catch(() => {});
    throw error;
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
