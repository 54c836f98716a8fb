import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect } from "vitest";
import {
  documentStatusSchema,
  uploadResponseSchema,
  type DocumentStatus,
  type ProcessingStatus,
} from "../../src/contracts/documents.ts";
import type { Vertical } from "../../src/contracts/organizations.ts";
import type { App } from "../../src/server/app.ts";
import { asUser, type SignedIn } from "./accounts.ts";

export const FIXTURES_DIR = path.resolve(import.meta.dirname, "../fixtures/files");

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES_DIR, name));
}

export const sha256Hex = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

export interface UploadInput {
  bytes: Uint8Array;
  filename: string;
  organizationId: string;
  vertical?: Vertical;
  /** Defaults to the true hash of `bytes`. */
  fileHash?: string;
  endpoint?: "/api/simple-upload" | "/api/simple-upload-large";
  extraFields?: Record<string, string>;
}

/** A multipart body encoded by the platform's own FormData, as a browser would send it. */
async function multipartBody(fields: Record<string, string>, file: UploadInput) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file.bytes)]), file.filename);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

export async function upload(app: App, person: SignedIn | null, input: UploadInput) {
  const fields = {
    fileHash: input.fileHash ?? sha256Hex(input.bytes),
    vertical: input.vertical ?? "accounting",
    organizationId: input.organizationId,
    ...input.extraFields,
  };
  const { payload, contentType } = await multipartBody(fields, input);
  return app.inject({
    method: "POST",
    url: input.endpoint ?? "/api/simple-upload",
    headers: { ...(person ? asUser(person) : {}), "content-type": contentType },
    payload,
  });
}

/** Uploads and expects a new document; returns its id. */
export async function uploadNew(app: App, person: SignedIn, input: UploadInput): Promise<string> {
  const response = await upload(app, person, input);
  expect(response.statusCode, response.body).toBe(200);
  const body = uploadResponseSchema.parse(response.json());
  expect(body.isDuplicate).toBe(false);
  return body.document.id;
}

const SETTLED: readonly ProcessingStatus[] = ["complete", "failed"];

/** Polls the status call, as the web app does, until the document is complete or failed. */
export async function waitUntilSettled(
  app: App,
  person: SignedIn,
  documentId: string,
  timeoutMs = 60_000,
): Promise<DocumentStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await app.inject({
      method: "GET",
      url: `/api/documents/${documentId}/status`,
      headers: asUser(person),
    });
    expect(response.statusCode, response.body).toBe(200);
    const status = documentStatusSchema.parse(response.json());
    if (SETTLED.includes(status.status)) return status;
    if (Date.now() > deadline) {
      throw new Error(`document ${documentId} still ${status.status} after ${timeoutMs} ms`);
    }
    await sleep(100);
  }
}
