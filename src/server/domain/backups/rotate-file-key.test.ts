import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { BACKUPS } from "../../../contracts/backups.ts";
import { parseEnv } from "../../env.ts";
import { createFileCipher, type FileKeys } from "../../providers/storage/file-cipher.ts";
import { openBlobStore } from "../../providers/storage/open-blob-store.ts";
import { rotateFileKeyCommand } from "./backup-commands.ts";
import type { Manifest } from "./backup-manifest.ts";
import { newBackupName, openBackupPlace, type BackupPlace } from "./backup-place.ts";
import { rotateBackupSecrets } from "./rotate-file-key.ts";

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const BUCKET = "berkas-rotation";
const CREDENTIALS = { accessKeyId: "AKIABERKASROTATE", secretAccessKey: "loopback-rotate-secret" };
const SECRET = randomBytes(48);
const DOCUMENT = Buffer.from("Kuitansi sewa ruko, lunas");
const SECRET_FILE = "auth-secret.sealed";

let s3: S3Server;
const dirs: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-rotation-"));
  dirs.push(dir);
  return dir;
}

const s3Settings = {
  region: "",
  forcePathStyle: true,
  credentials: CREDENTIALS,
};

/** A backup as an installation with a generated auth secret writes one, under the place's key. */
async function writeBackup(place: BackupPlace): Promise<string> {
  const { sha256 } = await place.blobs.put(Readable.from([DOCUMENT]));
  const name = newBackupName(new Date());
  const staged = await place.stage(name);
  await staged.claimFiles([sha256]);
  const sealed = path.join(scratch(), SECRET_FILE);
  fs.writeFileSync(sealed, await buffer(Readable.from([SECRET]).pipe(place.cipher.sealing())));
  await staged.addFile(SECRET_FILE, sealed);
  const manifest: Manifest = {
    format: "berkas-backup",
    formatVersion: BACKUPS.formatVersion,
    createdAt: new Date().toISOString(),
    instanceId: null,
    migrations: [],
    filesEncrypted: true,
    tables: [],
    blobs: [{ sha256 }],
    authSecretFile: SECRET_FILE,
  };
  await staged.commit(JSON.stringify(manifest));
  return name;
}

async function secretOf(place: BackupPlace, name: string): Promise<Buffer> {
  return buffer(place.cipher.opening(await place.readFile(name, SECRET_FILE)));
}

describe("berkas rotate-file-key", () => {
  it("re-seals the stored files, the backup pool and each backup's auth secret; the old key can then go", async () => {
    const dataDir = scratch();
    const backupDir = path.join(dataDir, "backups");
    const withKeys = (keys: FileKeys) =>
      openBackupPlace(backupDir, { cipher: createFileCipher(keys), s3: s3Settings });
    const files = openBlobStore({ s3: undefined, dataDir, fileKeys: { current: KEY_A } });
    const stored = await files.put(Readable.from([DOCUMENT]));
    const name = await writeBackup(withKeys({ current: KEY_A }));
    // Before the rotation, the new key alone opens neither.
    await expect(secretOf(withKeys({ current: KEY_B }), name)).rejects.toThrow(
      /neither FILE_ENCRYPTION_KEY nor in FILE_ENCRYPTION_KEYS_OLD/,
    );

    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((line: string) => {
      printed.push(line);
    });
    const env = parseEnv({
      DATA_DIR: dataDir,
      FILE_ENCRYPTION_KEY: KEY_B.toString("hex"),
      FILE_ENCRYPTION_KEYS_OLD: KEY_A.toString("base64"),
    });
    try {
      await rotateFileKeyCommand(env);
      await rotateFileKeyCommand(env);
    } finally {
      log.mockRestore();
    }
    expect(printed).toEqual([
      "Stored files: 1 re-encrypted, 0 already current.",
      `Backup files in ${backupDir}: 1 re-encrypted, 0 already current.`,
      "Backups' auth secrets: 1 re-encrypted, 0 already current.",
      "Stored files: 0 re-encrypted, 1 already current.",
      `Backup files in ${backupDir}: 0 re-encrypted, 1 already current.`,
      "Backups' auth secrets: 0 re-encrypted, 1 already current.",
    ]);

    const newOnly = withKeys({ current: KEY_B });
    expect((await secretOf(newOnly, name)).equals(SECRET)).toBe(true);
    expect((await buffer(await newOnly.blobs.get(stored.sha256))).equals(DOCUMENT)).toBe(true);
    const filesNewOnly = openBlobStore({ s3: undefined, dataDir, fileKeys: { current: KEY_B } });
    expect((await buffer(await filesNewOnly.get(stored.sha256))).equals(DOCUMENT)).toBe(true);
  });

  it("re-seals the auth secret of a backup kept in S3", async () => {
    const root = `s3://${BUCKET}/${randomBytes(4).toString("hex")}`;
    const withKeys = (keys: FileKeys) =>
      openBackupPlace(root, {
        cipher: createFileCipher(keys),
        s3: { ...s3Settings, region: s3.region, endpoint: s3.endpoint },
      });
    const name = await writeBackup(withKeys({ current: KEY_A }));
    expect(await rotateBackupSecrets(withKeys({ current: KEY_B, old: [KEY_A] }))).toEqual({
      rewritten: 1,
      unchanged: 0,
    });
    expect((await secretOf(withKeys({ current: KEY_B }), name)).equals(SECRET)).toBe(true);
  });
});
