import { createHash } from "node:crypto";
import { createGunzip } from "node:zlib";
import { AppError } from "../../errors.ts";
import type { BackupPlace } from "./backup-place.ts";
import { readManifest } from "./read-backup.ts";

export interface VerifyReport {
  tables: number;
  rows: number;
  files: number;
  /** One line per thing that does not match the manifest; none means the backup is whole. */
  problems: string[];
}

/** Reads the stream through, hashing it; with `countLines`, also counts the gunzipped lines. */
async function readThrough(
  stream: NodeJS.ReadableStream,
  countLines: boolean,
): Promise<{ sha256: string; lines: number }> {
  const hash = createHash("sha256");
  const gunzip = countLines ? createGunzip() : undefined;
  let lines = 0;
  const counted = gunzip
    ? (async () => {
        for await (const chunk of gunzip) {
          for (const byte of chunk as Buffer) if (byte === 0x0a) lines++;
        }
      })()
    : Promise.resolve();
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    if (gunzip && !gunzip.write(chunk))
      await new Promise((resolve) => gunzip.once("drain", resolve));
  }
  gunzip?.end();
  await counted;
  return { sha256: hash.digest("hex"), lines };
}

/**
 * Checks a backup against its manifest: every table dump's hash and row count, and every
 * stored file read back (opened with the file key when sealed) and hashed against its name.
 */
export async function verifyBackup(place: BackupPlace, name: string): Promise<VerifyReport> {
  const manifest = await readManifest(place, name);
  const problems: string[] = [];
  let rows = 0;
  for (const table of manifest.tables) {
    try {
      const read = await readThrough(await place.readFile(name, table.file), true);
      rows += read.lines;
      if (read.sha256 !== table.sha256) {
        problems.push(`table ${table.name}: ${table.file} is not the file the backup wrote`);
      }
      if (read.lines !== table.rows) {
        problems.push(`table ${table.name}: ${read.lines} rows, the manifest says ${table.rows}`);
      }
    } catch (error) {
      problems.push(`table ${table.name}: ${table.file} cannot be read (${String(error)})`);
    }
  }
  for (const { sha256 } of manifest.blobs) {
    try {
      const read = await readThrough(await place.blobs.get(sha256), false);
      if (read.sha256 !== sha256)
        problems.push(`file ${sha256}: its content hashes to ${read.sha256}`);
    } catch (error) {
      const missing = error instanceof AppError && error.code === "NOT_FOUND";
      problems.push(
        missing
          ? `file ${sha256}: missing from ${place.root}/blobs`
          : `file ${sha256}: cannot be read (${error instanceof Error ? error.message : String(error)})`,
      );
    }
  }
  return { tables: manifest.tables.length, rows, files: manifest.blobs.length, problems };
}
