import { randomUUID } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { AppError } from "../../errors.ts";
import {
  assertSha256,
  isSha256Hex,
  type PutOptions,
  type RekeyableBlobStore,
  type StoredBlob,
} from "./blob-store.ts";
import { CIPHER_HEADER_BYTES, createFileCipher, type FileCipher } from "./file-cipher.ts";
import { assertExpectedHash, measureFile, measuringTransform } from "./verified-content.ts";

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, ...); unset means AWS itself. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
  /** Unset means the SDK's default chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Put before every key; a missing trailing slash is added. */
  prefix?: string;
  /** Where uploads are spooled while they are hashed; the system temp directory by default. */
  spoolDir?: string;
  /** Seals objects at rest under FILE_ENCRYPTION_KEY (file-cipher.ts); none by default. */
  cipher?: FileCipher;
}

/** A connection that does not open in this long reads as an unreachable store. */
const CONNECTION_TIMEOUT_MS = 5_000;

function httpStatusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** HEAD answers carry no error body, so the SDK can name them only by status; say what failed. */
function storageError(action: string, error: unknown): Error {
  const status = httpStatusOf(error);
  const reason = error instanceof Error ? error.name : String(error);
  return new Error(`S3 ${action} failed: ${reason}${status ? ` (HTTP ${status})` : ""}`, {
    cause: error,
  });
}

/**
 * Blobs live at `<prefix>ab/cd/<sha256>` in one bucket. An upload is spooled to a private temp
 * file while it is hashed and measured, because the key is the hash and nothing may reach the
 * bucket before the content is verified; then it is sent with its SHA-256 as the S3 checksum,
 * so the service refuses bytes damaged on the way, and reads are checked against the same sum.
 * The credentials need s3:ListBucket besides Get/Put/DeleteObject: HeadBucket is the health
 * check, and without it S3 answers 403 rather than 404 for a missing object. With a file key
 * the object is the sealed file, still keyed by the plaintext's hash; its S3 checksum is the
 * sealed bytes'.
 */
export function createS3BlobStore(options: S3BlobStoreOptions): RekeyableBlobStore {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS },
    ...(options.endpoint && { endpoint: options.endpoint }),
    ...(options.credentials && { credentials: options.credentials }),
  });
  const { bucket } = options;
  const prefix = options.prefix ? options.prefix.replace(/\/*$/, "/") : "";
  const keyOf = (sha256: string) =>
    `${prefix}${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
  const spoolDir = options.spoolDir ?? os.tmpdir();
  const cipher = options.cipher ?? createFileCipher();
  const spoolPath = () => path.join(spoolDir, `berkas-upload-${randomUUID()}`);

  async function exists(sha256: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }));
      return true;
    } catch (error) {
      if (httpStatusOf(error) === 404) return false;
      throw storageError(`HeadObject ${keyOf(sha256)}`, error);
    }
  }

  /** Sends a file from disk as the object named `sha256`, replacing any object there. */
  async function send(sha256: string, filePath: string) {
    const sent = await measureFile(filePath, undefined);
    await client
      .send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(sha256),
          Body: fs.createReadStream(filePath),
          ContentLength: sent.size,
          ContentType: "application/octet-stream",
          ChecksumSHA256: Buffer.from(sent.sha256, "hex").toString("base64"),
        }),
      )
      .catch((error: unknown) => {
        throw storageError(`PutObject ${keyOf(sha256)}`, error);
      });
  }

  /** Writes the plaintext file sealed to a private spool file, whose path it returns. */
  async function sealToSpool(plainPath: string): Promise<string> {
    const sealedPath = spoolPath();
    await pipeline(
      fs.createReadStream(plainPath),
      cipher.sealing(),
      fs.createWriteStream(sealedPath, { flags: "wx", mode: 0o600 }),
    );
    return sealedPath;
  }

  /** Uploads a verified file from disk under its hash, unless the bucket already holds it. */
  async function upload(filePath: string, stored: StoredBlob, putOptions: PutOptions) {
    assertExpectedHash(putOptions, stored);
    if (await exists(stored.sha256)) return stored;
    if (!cipher.encrypts) {
      // S3's own checksum refuses the upload if the file changes between measuring and sending.
      await send(stored.sha256, filePath);
      return stored;
    }
    const sealedPath = await sealToSpool(filePath);
    try {
      await send(stored.sha256, sealedPath);
    } finally {
      await fsp.rm(sealedPath, { force: true });
    }
    return stored;
  }

  async function getRaw(sha256: string): Promise<Readable> {
    const object = await client
      .send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }))
      .catch((error: unknown) => {
        if (error instanceof NoSuchKey) throw new AppError("NOT_FOUND", "No such file");
        throw storageError(`GetObject ${keyOf(sha256)}`, error);
      });
    if (!(object.Body instanceof Readable)) {
      throw new Error("S3 answered GetObject without a body");
    }
    return object.Body;
  }

  return {
    async put(content: Readable, putOptions: PutOptions = {}) {
      const spooled = spoolPath();
      const measuring = measuringTransform(putOptions.maxBytes);
      try {
        await pipeline(
          content,
          measuring.transform,
          fs.createWriteStream(spooled, { flags: "wx", mode: 0o600 }),
        );
        return await upload(spooled, measuring.result(), putOptions);
      } finally {
        await fsp.rm(spooled, { force: true });
      }
    },

    async putFile(filePath: string, putOptions: PutOptions = {}) {
      return upload(filePath, await measureFile(filePath, putOptions.maxBytes), putOptions);
    },

    async rekey(sha256) {
      assertSha256(sha256);
      const rawPath = spoolPath();
      const plainPath = spoolPath();
      try {
        await pipeline(await getRaw(sha256), fs.createWriteStream(rawPath, { mode: 0o600 }));
        const file = await fsp.open(rawPath, "r");
        const head = Buffer.alloc(CIPHER_HEADER_BYTES);
        const { bytesRead } = await file.read(head, 0, head.length, 0).finally(() => file.close());
        if (cipher.isCurrent(head.subarray(0, bytesRead))) return false;
        const measuring = measuringTransform(undefined);
        await pipeline(
          cipher.opening(fs.createReadStream(rawPath)),
          measuring.transform,
          fs.createWriteStream(plainPath, { mode: 0o600 }),
        );
        assertExpectedHash({ expectedSha256: sha256 }, measuring.result());
        if (!cipher.encrypts) {
          await send(sha256, plainPath);
          return true;
        }
        const sealedPath = await sealToSpool(plainPath);
        try {
          await send(sha256, sealedPath);
        } finally {
          await fsp.rm(sealedPath, { force: true });
        }
        return true;
      } finally {
        await fsp.rm(rawPath, { force: true });
        await fsp.rm(plainPath, { force: true });
      }
    },

    async get(sha256) {
      assertSha256(sha256);
      return cipher.opening(await getRaw(sha256));
    },

    async exists(sha256) {
      return isSha256Hex(sha256) && exists(sha256);
    },

    async delete(sha256) {
      if (!isSha256Hex(sha256)) return;
      await client
        .send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(sha256) }))
        .catch((error: unknown) => {
          throw storageError(`DeleteObject ${keyOf(sha256)}`, error);
        });
    },

    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client
          .send(
            new ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              ...(continuationToken && { ContinuationToken: continuationToken }),
            }),
          )
          .catch((error: unknown) => {
            throw storageError(`ListObjectsV2 ${bucket}/${prefix}`, error);
          });
        for (const object of page.Contents ?? []) {
          const sha256 = object.Key?.slice(object.Key.lastIndexOf("/") + 1) ?? "";
          if (!isSha256Hex(sha256) || object.Key !== keyOf(sha256)) continue;
          // Without a date it counts as just written: never old enough to sweep.
          yield { sha256, storedAt: object.LastModified ?? new Date() };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
        throw storageError(`HeadBucket ${bucket}`, error);
      });
    },
  };
}
