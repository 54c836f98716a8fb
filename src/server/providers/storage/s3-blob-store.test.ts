import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type S3Server } from "../../../../test/support/s3-server.ts";
import { describeBlobStore } from "./blob-store-contract.ts";
import { createS3BlobStore, type S3BlobStoreOptions } from "./s3-blob-store.ts";

const BUCKET = "berkas-files";
const PREFIX = "berkas/";
const CREDENTIALS = { accessKeyId: "AKIABERKASLOOPBACK", secretAccessKey: "loopback-secret-key" };

const sha256 = (content: string | Buffer) => createHash("sha256").update(content).digest("hex");

interface Loopback {
  server: S3Server;
  spoolDir: string;
  storeWith(overrides?: Partial<S3BlobStoreOptions>): ReturnType<typeof createS3BlobStore>;
  cleanup(): Promise<void>;
}

async function startLoopback(): Promise<Loopback> {
  const server = await startS3Server({ bucket: BUCKET, ...CREDENTIALS });
  const spoolDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-spool-"));
  return {
    server,
    spoolDir,
    storeWith: (overrides = {}) =>
      createS3BlobStore({
        bucket: BUCKET,
        region: server.region,
        endpoint: server.endpoint,
        forcePathStyle: true,
        credentials: CREDENTIALS,
        prefix: PREFIX,
        spoolDir,
        ...overrides,
      }),
    cleanup: async () => {
      await server.stop();
      fs.rmSync(spoolDir, { recursive: true, force: true });
    },
  };
}

describeBlobStore("S3 blob store", async () => {
  const loopback = await startLoopback();
  return {
    store: loopback.storeWith(),
    // Spooled uploads count as stored: a failed put must leave neither an object nor a file.
    storedNames: () => [
      ...loopback.server
        .objectKeys()
        .map((key) => (key.startsWith(PREFIX) ? key.slice(PREFIX.length) : `outside ${key}`)),
      ...fs.readdirSync(loopback.spoolDir).map((file) => `spool ${file}`),
    ],
    unusableStore: loopback.storeWith({ bucket: "no-such-bucket" }),
    cleanup: loopback.cleanup,
  };
});

describe("S3 blob store against the loopback server", () => {
  let loopback: Loopback;
  beforeEach(async () => {
    loopback = await startLoopback();
  });
  afterEach(() => loopback.cleanup());

  const methodsSent = () => loopback.server.requests().map((request) => request.method);

  it("keeps blobs under the prefix and uploads only after checking they are not there", async () => {
    const stored = await loopback.storeWith().put(Readable.from(["Nota dinas"]));
    const hash = sha256("Nota dinas");
    expect(loopback.server.objectKeys()).toEqual([
      `${PREFIX}${hash.slice(0, 2)}/${hash.slice(2, 4)}/${hash}`,
    ]);
    expect(stored.sha256).toBe(hash);
    expect(methodsSent()).toEqual(["HEAD", "PUT"]);
  });

  it("sends the content's SHA-256 as the S3 checksum, so damage on the way is refused", async () => {
    const content = "Faktur pajak";
    await loopback.storeWith().put(Readable.from([content]));
    const upload = loopback.server.requests().find((request) => request.method === "PUT");
    expect(upload?.headers).toMatchObject({
      "content-length": String(content.length),
      "x-amz-checksum-sha256": createHash("sha256").update(content).digest("base64"),
    });
  });

  it("fails a read whose bytes no longer match the stored checksum", async () => {
    const store = loopback.storeWith();
    const stored = await store.put(Readable.from(["Rekening koran"]));
    loopback.server.damageObject(loopback.server.objectKeys()[0] ?? "");
    await expect(text(await store.get(stored.sha256))).rejects.toThrow(/checksum/i);
  });

  it("does not upload a blob that is already stored", async () => {
    const store = loopback.storeWith();
    await store.put(Readable.from(["Surat jalan"]));
    await store.put(Readable.from(["Surat jalan"]));
    expect(methodsSent()).toEqual(["HEAD", "PUT", "HEAD"]);
  });

  it("adds the slash a prefix lacks", async () => {
    await loopback.storeWith({ prefix: "tenant-a" }).put(Readable.from(["x"]));
    expect(loopback.server.objectKeys()[0]).toMatch(/^tenant-a\/[0-9a-f]{2}\/[0-9a-f]{2}\//);
  });

  it("never asks S3 about a malformed name", async () => {
    const store = loopback.storeWith();
    await expect(store.get("../../etc/passwd")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await store.exists("ab/cd")).toBe(false);
    await store.delete("not-a-hash");
    expect(loopback.server.requests()).toEqual([]);
  });

  it("is refused with an unknown access key, and stores nothing", async () => {
    const store = loopback.storeWith({
      credentials: { ...CREDENTIALS, accessKeyId: "AKIAUNKNOWN" },
    });
    await expect(store.check()).rejects.toThrow(/HeadBucket berkas-files failed.*HTTP 403/);
    await expect(store.put(Readable.from(["x"]))).rejects.toThrow(/HTTP 403/);
    await expect(store.get(sha256("x"))).rejects.toMatchObject({
      cause: { name: "InvalidAccessKeyId" },
    });
    expect(loopback.server.objectKeys()).toEqual([]);
    expect(fs.readdirSync(loopback.spoolDir)).toEqual([]);
  });

  it("is refused with a wrong secret key", async () => {
    const store = loopback.storeWith({
      credentials: { ...CREDENTIALS, secretAccessKey: "not-the-secret" },
    });
    await expect(store.check()).rejects.toThrow(/HTTP 403/);
    await expect(store.get(sha256("x"))).rejects.toMatchObject({
      cause: { name: "SignatureDoesNotMatch" },
    });
  });

  it("names the bucket it cannot find", async () => {
    const store = loopback.storeWith({ bucket: "no-such-bucket" });
    await expect(store.check()).rejects.toThrow(/HeadBucket no-such-bucket failed.*HTTP 404/);
  });

  it("reports an endpoint that does not answer", async () => {
    const endpoint = loopback.server.endpoint;
    await loopback.server.stop();
    await expect(loopback.storeWith({ endpoint }).check()).rejects.toThrow(/HeadBucket/);
  });
});

describe("the loopback S3 server", () => {
  let loopback: Loopback;
  let client: S3Client;
  beforeEach(async () => {
    loopback = await startLoopback();
    client = new S3Client({
      region: loopback.server.region,
      endpoint: loopback.server.endpoint,
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
  });
  afterEach(async () => {
    client.destroy();
    await loopback.cleanup();
  });

  it("decodes the SDK's own aws-chunked upload and verifies its trailing checksum", async () => {
    const content = Buffer.alloc(300_000, "berkas ");
    await client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: "chunked",
        Body: Readable.from([content.subarray(0, 1000), content.subarray(1000)]),
        ContentLength: content.length,
      }),
    );
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: "chunked" }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(content)).toBe(true);
  });

  it("refuses a body that does not match its announced SHA-256", async () => {
    const put = client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: "damaged",
        Body: Buffer.from("damaged on the way"),
        ChecksumSHA256: Buffer.from(sha256("the original"), "hex").toString("base64"),
      }),
    );
    await expect(put).rejects.toMatchObject({ name: "BadDigest" });
    expect(loopback.server.objectKeys()).toEqual([]);
  });
});
