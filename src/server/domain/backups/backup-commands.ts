import path from "node:path";
import { pino, type Logger } from "pino";
import { connectDatabase, openDatabase, type Database } from "../../db/client.ts";
import {
  DataDirectoryInUseError,
  runningEmbeddedConnection,
} from "../../db/embedded/start-embedded-database.ts";
import type { Env } from "../../env.ts";
import { createFileCipher } from "../../providers/storage/file-cipher.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { openBlobStore } from "../../providers/storage/open-blob-store.ts";
import { openBackupPlace, splitLocation, type BackupPlace } from "./backup-place.ts";
import { restoreBackup } from "./restore-backup.ts";
import { rotateBackupSecrets, rotateFileKey } from "./rotate-file-key.ts";
import { runBackup, type BackupDeps } from "./run-backup.ts";
import { verifyBackup } from "./verify-backup.ts";

/** `berkas backup`, `restore`, `verify` and `rotate-file-key`: what main.ts dispatches to. */

function placeOf(env: Env, root: string): BackupPlace {
  return openBackupPlace(root, { cipher: createFileCipher(env.fileKeys), s3: env.backupS3 });
}

/**
 * The configured database; on the embedded one while `berkas start` holds it, through that
 * process's socket (the dump is then one transaction among its own).
 */
async function openDatabaseForCommand(env: Env): Promise<Database> {
  if (env.DATABASE_URL) {
    return connectDatabase("server", { connectionString: env.DATABASE_URL }, 2);
  }
  try {
    return await openDatabase({ databaseUrl: undefined, dataDir: env.dataDir, poolSize: 2 });
  } catch (error) {
    if (!(error instanceof DataDirectoryInUseError)) throw error;
    const running = runningEmbeddedConnection(env.dataDir);
    if (!running) throw error;
    return connectDatabase("embedded", running, 1);
  }
}

/** The generated auth secret a backup carries, when AUTH_SECRET does not name one. */
export function authSecretPathOf(env: Env): string | undefined {
  return env.AUTH_SECRET ? undefined : path.join(env.dataDir, "auth-secret");
}

function valueOf(args: string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith("--")) throw new Error(`${flag} needs a value`);
  return value;
}

/**
 * What a backup takes from the settings (BACKUP_DIR or BACKUP_S3_*, BACKUP_KEEP_DAYS, the file
 * keys): one wiring for the daily schedule (runtime.ts) and `berkas backup`.
 */
export function backupDepsOf(
  env: Env,
  from: { database: Database; files: BlobStore; logger: Logger },
  target: string = env.backupTarget,
): BackupDeps {
  return {
    ...from,
    place: placeOf(env, target),
    filesEncrypted: Boolean(env.fileKeys.current),
    authSecretPath: authSecretPathOf(env),
    keepDays: env.BACKUP_KEEP_DAYS,
  };
}

/** Prints what it did, then the backup's location as the last line. */
export async function backupCommand(env: Env, args: string[]): Promise<void> {
  const target = valueOf(args, "--to") ?? env.backupTarget;
  const database = await openDatabaseForCommand(env);
  try {
    const result = await runBackup(
      backupDepsOf(
        env,
        {
          database,
          files: openBlobStore(env),
          logger: pino({ level: env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL }),
        },
        target,
      ),
      "command",
    );
    const rows = result.manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Backed up ${result.manifest.tables.length} tables (${rows} rows, ${result.databaseBytes} bytes compressed) and ${result.manifest.blobs.length} files (${result.copiedFiles} copied now, ${result.copiedFileBytes} bytes).`,
    );
    console.log(result.location);
  } finally {
    await database.close();
  }
}

export async function restoreCommand(env: Env, args: string[]): Promise<void> {
  const location = args[0];
  if (!location) throw new Error("usage: berkas restore LOCATION");
  const { root, name } = splitLocation(location);
  const restored = await restoreBackup(placeOf(env, root), name, {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    s3: env.s3,
    fileKeys: env.fileKeys,
    authSecretConfigured: Boolean(env.AUTH_SECRET),
  });
  console.log(
    `Restored ${restored.tables} tables (${restored.rows} rows) and ${restored.files} files into ${env.DATABASE_URL ? "DATABASE_URL" : env.dataDir}.`,
  );
}

/** Exits non-zero (through the thrown error) when anything differs from the manifest. */
export async function verifyCommand(env: Env, args: string[]): Promise<void> {
  const location = args[0];
  if (!location) throw new Error("usage: berkas verify LOCATION");
  const { root, name } = splitLocation(location);
  const report = await verifyBackup(placeOf(env, root), name);
  for (const problem of report.problems) console.log(problem);
  const summary = `${report.tables} tables (${report.rows} rows), ${report.files} files`;
  if (report.problems.length > 0) {
    throw new Error(
      `Backup ${location} does not match its manifest: ${report.problems.length} problems in ${summary}.`,
    );
  }
  console.log(`Backup ${location} is whole: ${summary} match the manifest.`);
}

/** Re-seals stored files, the backup pool and backups' auth secrets under FILE_ENCRYPTION_KEY. */
export async function rotateFileKeyCommand(env: Env): Promise<void> {
  const files = await rotateFileKey(openBlobStore(env));
  console.log(`Stored files: ${files.rewritten} re-encrypted, ${files.unchanged} already current.`);
  const place = placeOf(env, env.backupTarget);
  const backups = await rotateFileKey(place.blobs);
  console.log(
    `Backup files in ${env.backupTarget}: ${backups.rewritten} re-encrypted, ${backups.unchanged} already current.`,
  );
  const secrets = await rotateBackupSecrets(place);
  console.log(
    `Backups' auth secrets: ${secrets.rewritten} re-encrypted, ${secrets.unchanged} already current.`,
  );
}
