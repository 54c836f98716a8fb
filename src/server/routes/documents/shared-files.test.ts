import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadResponseSchema } from "../../../contracts/documents.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { sha256Hex, upload, uploadNew } from "../../../../test/support/uploads.ts";
import { sweepOrphanFiles } from "../../domain/documents/sweep-orphan-files.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { createLocalBlobStore } from "../../providers/storage/local-blob-store.ts";

/**
 * The real local store, whose deletes can be held at the door: the test lets a delete reach the
 * point of removing a file, runs an upload of the same bytes meanwhile, then lets it go on.
 */
function storeWithHeldDeletes(inner: BlobStore) {
  let held: { reached: () => void; released: Promise<void> } | null = null;
  const store: BlobStore = {
    ...inner,
    async delete(hash) {
      const door = held;
      if (door) {
        held = null;
        door.reached();
        await door.released;
      }
      await inner.delete(hash);
    },
  };
  function holdNextDelete() {
    const { promise: reached, resolve: onReached } = Promise.withResolvers<void>();
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    held = { reached: onReached, released };
    return { reached, release };
  }
  return { store, holdNextDelete };
}

/** A CSV of its own each time: the same bytes in two organizations, new bytes every round. */
function uniqueCsv(): Buffer {
  return Buffer.from(`Tanggal;Keterangan;Jumlah\n01/05/2025;${randomUUID()};1.000\n`);
}

const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-shared-files-"));
const blobs = storeWithHeldDeletes(createLocalBlobStore(filesRoot));
let subject: TestApp;
let first: { person: SignedIn; organizationId: string };
let second: { person: SignedIn; organizationId: string };

beforeAll(async () => {
  subject = await createTestApp({ blobStore: blobs.store });
  const person = await signUp(subject.app);
  first = { person, organizationId: await personalOrganizationOf(subject.app, person) };
  const other = await signUp(subject.app);
  second = { person: other, organizationId: await personalOrganizationOf(subject.app, other) };
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(filesRoot, { recursive: true, force: true });
});

async function downloaded(person: SignedIn, documentId: string) {
  return subject.app.inject({
    method: "GET",
    url: `/api/documents/${documentId}/file`,
    headers: asUser(person),
  });
}

describe("one file shared by content across organizations", () => {
  it("never loses a document's file to a delete of the same bytes elsewhere", async () => {
    for (let round = 0; round < 12; round++) {
      const bytes = uniqueCsv();
      const doomed = await uploadNew(subject.app, first.person, {
        bytes,
        filename: "mutasi.csv",
        organizationId: first.organizationId,
      });
      const door = blobs.holdNextDelete();
      const deleting = subject.app.inject({
        method: "DELETE",
        url: `/api/documents/${doomed}?confirmRetention=true`,
        headers: asUser(first.person),
      });
      await door.reached;
      // The delete has decided the file is unused and is about to remove it; the other
      // organization uploads the same bytes now. It may finish, or wait for the delete.
      const uploading = upload(subject.app, second.person, {
        bytes,
        filename: "mutasi-rekening.csv",
        organizationId: second.organizationId,
      });
      await Promise.race([uploading, sleep(round % 2 === 0 ? 0 : 300)]);
      door.release();
      const [deleted, uploaded] = await Promise.all([deleting, uploading]);
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const kept = uploadResponseSchema.parse(uploaded.json()).document.id;

      const file = await downloaded(second.person, kept);
      expect(file.statusCode, `round ${round}: ${file.body}`).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
  }, 120_000);
});

describe("sweeping files no document uses", () => {
  it("deletes an orphan past its grace and keeps every file a document uses", async () => {
    const kept = uniqueCsv();
    const keptId = await uploadNew(subject.app, second.person, {
      bytes: kept,
      filename: "disimpan.csv",
      organizationId: second.organizationId,
    });
    // What an upload whose transaction failed leaves behind: the file, but no row.
    const orphan = await blobs.store.put(Readable.from([uniqueCsv()]));

    const swept = await sweepOrphanFiles({ database: subject.database, blobStore: blobs.store }, 0);

    expect(swept).toContain(orphan.sha256);
    expect(swept).not.toContain(sha256Hex(kept));
    expect(await blobs.store.exists(orphan.sha256)).toBe(false);
    const file = await downloaded(second.person, keptId);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.equals(kept)).toBe(true);
  });

  it("leaves a file younger than the grace, as an upload on its way may be", async () => {
    const young = await blobs.store.put(Readable.from([uniqueCsv()]));
    const swept = await sweepOrphanFiles({ database: subject.database, blobStore: blobs.store });
    expect(swept).not.toContain(young.sha256);
    expect(await blobs.store.exists(young.sha256)).toBe(true);
  });
});
