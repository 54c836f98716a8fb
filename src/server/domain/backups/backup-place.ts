import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { z } from "zod";
import type { RekeyableBlobStore } from "../../providers/storage/blob-store.ts";
import type { FileCipher } from "../../providers/storage/file-cipher.ts";
import { createLocalBlobStore } from "../../providers/storage/local-blob-store.ts";
import {
  createS3BlobStore,
  type S3BlobStoreOptions,
} from "../../providers/storage/s3-blob-store.ts";

/** Every backup's name starts so, then its UTC time: names sort by age. */
export const BACKUP_NAME_PREFIX = "berkas-backup-";
const PARTIAL_PREFIX = ".partial-";
export const MANIFEST_FILE = "manifest.json";
/**
 * Written into a backup being staged before it looks at the pool: the files its snapshot names,
 * which retention must not delete while the backup has no manifest yet.
 */
const CLAIM_FILE = "claimed-files.json";
/** Retention's marker, at the place's top, while it may delete pool files (pruning-lease.ts). */
const PRUNING_PREFIX = ".pruning-";

/** A backup being written; nothing of it counts until `commit`. */
export interface StagedBackup {
  /** Names the pool files this backup will rely on, before it checks which are there. */
  claimFiles(sha256s: readonly string[]): Promise<void>;
  /** Adds a file of the backup (`tables/documents.jsonl.gz`) from this machine's disk. */
  addFile(name: string, localPath: string): Promise<void>;
  /** Writes the manifest last, which makes the backup complete and visible at its location. */
  commit(manifest: string): Promise<string>;
  /** Removes what was written, after a failure. */
  discard(): Promise<void>;
}

/**
 * Where backups live: a directory or an S3 prefix holding one folder per backup and `blobs/`,
 * the content-addressed pool of stored files the backups share (each is copied once, however
 * many backups name it).
 */
export interface BackupPlace {
  /** The directory or `s3://bucket/prefix` itself. */
  root: string;
  blobs: RekeyableBlobStore;
  /** Seals what the place keeps (files, and the auth secret) under FILE_ENCRYPTION_KEY. */
  cipher: FileCipher;
  /** What `berkas restore` and `verify` are given for the backup of that name. */
  locationOf(name: string): string;
  stage(name: string): Promise<StagedBackup>;
  /** Complete backups' names, oldest first. */
  list(): Promise<string[]>;
  readFile(name: string, file: string): Promise<Readable>;
  /** Writes a complete backup's file anew, whole or not at all (key rotation re-seals one). */
  replaceFile(name: string, file: string, content: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /**
   * The pool files claimed by backups without a manifest: those being written, and those
   * killed until `removeAbandoned` clears them. Retention keeps them as if a backup named them.
   */
  claimedFiles(): Promise<Set<string>>;
  /** Removes what killed backups left half-written, unless it is younger than the grace. */
  removeAbandoned(olderThan: Date): Promise<void>;
  /** Writes a new pruning marker and answers its name (the protocol is pruning-lease.ts's). */
  markPruning(): Promise<string>;
  /** The pruning markers there now, live or left by a retention that died. */
  pruningMarkers(): Promise<string[]>;
  removePruningMarker(name: string): Promise<void>;
}

const claimText = (sha256s: readonly string[]) => `${JSON.stringify(sha256s)}\n`;
const parseClaim = (text: string) => z.array(z.string()).parse(JSON.parse(text));

export type BackupS3Settings = Omit<S3BlobStoreOptions, "bucket" | "prefix">;

/** `s3://bucket/a/b` or a directory path. */
export function openBackupPlace(
  root: string,
  options: { cipher: FileCipher; s3: BackupS3Settings },
): BackupPlace {
  const s3 = /^s3:\/\/([^/]+)\/?(.*)$/.exec(root);
  if (s3) return s3Place(s3[1] ?? "", (s3[2] ?? "").replace(/\/+$/, ""), options);
  return localPlace(path.resolve(root), options.cipher);
}

/** A backup's location split into its place and its name. */
export function splitLocation(location: string): { root: string; name: string } {
  const trimmed = location.replace(/\/+$/, "");
  const cut = trimmed.lastIndexOf("/");
  const name = trimmed.slice(cut + 1);
  if (!name.startsWith(BACKUP_NAME_PREFIX)) {
    throw new Error(
      `${location} is not a backup: its last part must be a ${BACKUP_NAME_PREFIX}… folder`,
    );
  }
  return { root: cut > 0 ? trimmed.slice(0, cut) : ".", name };
}

function localPlace(root: string, cipher: FileCipher): BackupPlace {
  const blobs = createLocalBlobStore(path.join(root, "blobs"), cipher);
  return {
    root,
    blobs,
    cipher,
    locationOf: (name) => path.join(root, name),

    async stage(name) {
      const partial = path.join(root, `${PARTIAL_PREFIX}${name}`);
      await fsp.mkdir(partial, { recursive: true });
      return {
        claimFiles: (sha256s) => fsp.writeFile(path.join(partial, CLAIM_FILE), claimText(sha256s)),
        async addFile(file, localPath) {
          const target = path.join(partial, file);
          await fsp.mkdir(path.dirname(target), { recursive: true });
          await fsp.copyFile(localPath, target);
        },
        async commit(manifest) {
          const manifestPath = path.join(partial, MANIFEST_FILE);
          await fsp.writeFile(manifestPath, manifest);
          const handle = await fsp.open(manifestPath, "r+");
          await handle.sync().finally(() => handle.close());
          // The rename is the moment the backup exists; until then the previous one is the last.
          await fsp.rename(partial, path.join(root, name));
          return path.join(root, name);
        },
        discard: () => fsp.rm(partial, { recursive: true, force: true }),
      };
    },

    async list() {
      const entries = await fsp.readdir(root).catch(() => [] as string[]);
      return entries
        .filter((entry) => entry.startsWith(BACKUP_NAME_PREFIX))
        .filter((entry) => fs.existsSync(path.join(root, entry, MANIFEST_FILE)))
        .sort();
    },

    async readFile(name, file) {
      const handle = await fsp.open(path.join(root, name, file), "r");
      return handle.createReadStream();
    },

    async replaceFile(name, file, content) {
      const target = path.join(root, name, file);
      const temporary = `${target}.${randomUUID()}.tmp`;
      await fsp.writeFile(temporary, content, { mode: 0o600 });
      await fsp.rename(temporary, target);
    },

    remove: (name) => fsp.rm(path.join(root, name), { recursive: true, force: true }),

    async claimedFiles() {
      const claimed = new Set<string>();
      for (const entry of await fsp.readdir(root).catch(() => [] as string[])) {
        if (!entry.startsWith(PARTIAL_PREFIX)) continue;
        // A backup that has not claimed yet has not looked at the pool either; one that has
        // just been committed (renamed away) is read from its manifest by the caller.
        const claim = await fsp
          .readFile(path.join(root, entry, CLAIM_FILE), "utf8")
          .catch(() => undefined);
        for (const sha256 of claim ? parseClaim(claim) : []) claimed.add(sha256);
      }
      return claimed;
    },

    async removeAbandoned(olderThan) {
      for (const entry of await fsp.readdir(root).catch(() => [] as string[])) {
        if (!entry.startsWith(PARTIAL_PREFIX)) continue;
        const stat = await fsp.stat(path.join(root, entry));
        if (stat.mtime < olderThan) {
          await fsp.rm(path.join(root, entry), { recursive: true, force: true });
        }
      }
    },

    async markPruning() {
      const name = `${PRUNING_PREFIX}${randomUUID()}`;
      await fsp.mkdir(root, { recursive: true });
      await fsp.writeFile(path.join(root, name), `${new Date().toISOString()}\n`);
      return name;
    },

    async pruningMarkers() {
      const entries = await fsp.readdir(root).catch(() => [] as string[]);
      return entries.filter((entry) => entry.startsWith(PRUNING_PREFIX));
    },

    removePruningMarker: (name) => fsp.rm(path.join(root, name), { force: true }),
  };
}

function s3Place(
  bucket: string,
  prefix: string,
  options: { cipher: FileCipher; s3: BackupS3Settings },
): BackupPlace {
  const client = new S3Client({
    region: options.s3.region,
    forcePathStyle: options.s3.forcePathStyle,
    ...(options.s3.endpoint && { endpoint: options.s3.endpoint }),
    ...(options.s3.credentials && { credentials: options.s3.credentials }),
  });
  const base = prefix ? `${prefix}/` : "";
  const root = `s3://${bucket}${prefix ? `/${prefix}` : ""}`;
  const blobs = createS3BlobStore({
    ...options.s3,
    bucket,
    prefix: `${base}blobs/`,
    cipher: options.cipher,
  });

  async function keysUnder(keyPrefix: string) {
    const keys: Array<{ key: string; modified: Date }> = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: keyPrefix,
          ...(token && { ContinuationToken: token }),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) keys.push({ key: object.Key, modified: object.LastModified ?? new Date() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Every object under the backups' folders, by backup name (complete or not). */
  async function objectsByBackup() {
    const byName = new Map<string, Array<{ key: string; modified: Date }>>();
    for (const entry of await keysUnder(`${base}${BACKUP_NAME_PREFIX}`)) {
      const name = entry.key.slice(base.length).split("/")[0] ?? "";
      byName.set(name, [...(byName.get(name) ?? []), entry]);
    }
    return byName;
  }

  /** One by one: DeleteObjects is not offered by every S3-compatible service. */
  async function removeKeys(keys: string[]) {
    for (const key of keys) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    }
  }

  const put = (key: string, body: Buffer | Readable, length: number) =>
    client.send(
      new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentLength: length }),
    );

  return {
    root,
    blobs,
    cipher: options.cipher,
    locationOf: (name) => `${root}/${name}`,

    async stage(name) {
      // S3 has no rename: the manifest, sent last, is what makes the backup complete.
      const folder = `${base}${name}/`;
      return {
        async claimFiles(sha256s) {
          const body = Buffer.from(claimText(sha256s));
          await put(`${folder}${CLAIM_FILE}`, body, body.length);
        },
        async addFile(file, localPath) {
          const { size } = await fsp.stat(localPath);
          await put(`${folder}${file}`, fs.createReadStream(localPath), size);
        },
        async commit(manifest) {
          const body = Buffer.from(manifest);
          await put(`${folder}${MANIFEST_FILE}`, body, body.length);
          return `${root}/${name}`;
        },
        async discard() {
          await removeKeys((await keysUnder(folder)).map((entry) => entry.key));
        },
      };
    },

    async list() {
      const names = new Set<string>();
      for (const { key } of await keysUnder(`${base}${BACKUP_NAME_PREFIX}`)) {
        const [name, file] = key.slice(base.length).split("/");
        if (name && file === MANIFEST_FILE) names.add(name);
      }
      return [...names].sort();
    },

    async readFile(name, file) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: `${base}${name}/${file}` }),
      );
      if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a body");
      return object.Body;
    },

    async replaceFile(name, file, content) {
      // One PUT replaces an object whole.
      await put(`${base}${name}/${file}`, content, content.length);
    },

    async remove(name) {
      // The manifest first, so a removal cut short leaves no backup that looks complete.
      await removeKeys([`${base}${name}/${MANIFEST_FILE}`]);
      await removeKeys((await keysUnder(`${base}${name}/`)).map((entry) => entry.key));
    },

    async claimedFiles() {
      const claimed = new Set<string>();
      for (const entries of (await objectsByBackup()).values()) {
        const claim = entries.find((entry) => entry.key.endsWith(`/${CLAIM_FILE}`));
        const complete = entries.some((entry) => entry.key.endsWith(`/${MANIFEST_FILE}`));
        if (!claim || complete) continue;
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: claim.key }));
        if (!(object.Body instanceof Readable)) throw new Error("S3 answered without a body");
        for (const sha256 of parseClaim(await text(object.Body))) claimed.add(sha256);
      }
      return claimed;
    },

    async removeAbandoned(olderThan) {
      for (const entries of (await objectsByBackup()).values()) {
        const complete = entries.some((entry) => entry.key.endsWith(`/${MANIFEST_FILE}`));
        if (!complete && entries.every((entry) => entry.modified < olderThan)) {
          await removeKeys(entries.map((entry) => entry.key));
        }
      }
    },

    async markPruning() {
      const name = `${PRUNING_PREFIX}${randomUUID()}`;
      const body = Buffer.from(`${new Date().toISOString()}\n`);
      await put(`${base}${name}`, body, body.length);
      return name;
    },

    async pruningMarkers() {
      return (await keysUnder(`${base}${PRUNING_PREFIX}`)).map((entry) =>
        entry.key.slice(base.length),
      );
    },

    removePruningMarker: (name) => removeKeys([`${base}${name}`]),
  };
}

/** A unique, sortable backup name for this moment. */
export function newBackupName(now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${BACKUP_NAME_PREFIX}${stamp}-${randomUUID().slice(0, 6)}`;
}
