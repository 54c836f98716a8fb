/**
 * Whole berkas instances in this process, each on its own DATA_DIR (and, on PostgreSQL, its own
 * database), filled with documents through the API: what the backup tests and
 * `npm run bench:backup` back up, wipe and restore.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import type { App } from "../../src/server/app.ts";
import { parseEnv, type Env } from "../../src/server/env.ts";
import { startRuntime, type Runtime } from "../../src/server/runtime.ts";
import { asUser, personalOrganizationOf, signUp, type SignedIn } from "./accounts.ts";
import { freePort } from "./berkas-process.ts";
import { TEST_PUBLIC_URL } from "./test-app.ts";
import { wordPackage } from "./file-fixtures.ts";
import { fixture, uploadNew, waitUntilSettled } from "./uploads.ts";

export interface Instance {
  env: Env;
  runtime: Runtime;
  app: App;
  stop(): Promise<void>;
}

/** `berkas start` (API only) in this process, on the settings given. */
export async function startInstance(settings: Record<string, string>): Promise<Instance> {
  const env = parseEnv({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(await freePort()),
    LOG_LEVEL: "silent",
    // The address the test accounts' requests come from (browserHeaders).
    PUBLIC_URL: TEST_PUBLIC_URL,
    BACKUP_SCHEDULE: "false",
    ...settings,
  });
  const runtime = await startRuntime(
    env,
    { web: true, worker: true, apiOnly: true },
    pino({ level: "silent" }),
  );
  if (!runtime.app) throw new Error("the instance has no web role");
  return { env, runtime, app: runtime.app, stop: () => runtime.stop() };
}

export interface ScratchDatabase {
  /** Unset on the embedded database, which lives in DATA_DIR. */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A new, empty database on the TEST_DATABASE_URL server, or none (embedded) without one. */
export async function scratchDatabase(): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const name = `berkas_backup_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const scratchDir = (label: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `berkas-${label}-`));

/** The n-th generated document, cycling through three kinds with content of its own. */
export function generatedDocument(n: number): { bytes: Uint8Array; filename: string } {
  switch (n % 3) {
    case 0: {
      const csv = fixture("transactions-en.csv").toString("utf8");
      const row = `2025-05-${String((n % 28) + 1).padStart(2, "0")},"Invoice INV-2025-${String(n).padStart(4, "0")} Maju Jaya",,${(n * 37.5).toFixed(2)},${(15000 - n).toFixed(2)}\n`;
      return { bytes: Buffer.from(csv + row), filename: `transactions-${n}.csv` };
    }
    case 1:
      // Bytes after %%EOF are ignored by readers; they make each copy a file of its own.
      return {
        bytes: Buffer.concat([fixture("invoice-en.pdf"), Buffer.from(`\n% copy ${n}\n`)]),
        filename: `invoice-${n}.pdf`,
      };
    default:
      return {
        bytes: wordPackage(
          `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Surat perjanjian kerja sama nomor ${n} antara PT Maju Jaya dan CV Sinar Abadi, nilai Rp ${n * 1000}.000</w:t></w:r></w:p></w:body></w:document>`,
        ),
        filename: `perjanjian-${n}.docx`,
      };
  }
}

export interface Filled {
  owner: SignedIn;
  organizationId: string;
  documentIds: string[];
}

/** Signs an Owner up and uploads `count` documents, waiting until each has been processed. */
export async function fillWithDocuments(app: App, count: number): Promise<Filled> {
  const owner = await signUp(app);
  const organizationId = await personalOrganizationOf(app, owner);
  const documentIds: string[] = [];
  for (let n = 0; n < count; n++) {
    const document = generatedDocument(n);
    documentIds.push(await uploadNew(app, owner, { ...document, organizationId }));
  }
  for (const id of documentIds) await waitUntilSettled(app, owner, id, 120_000);
  return { owner, organizationId, documentIds };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Queries the snapshot asks the search for. */
export const SNAPSHOT_SEARCHES = ["Maju Jaya", "invoice", "perjanjian", "Corner Coffee"];

/**
 * What the API answers about every document: its details, its file's and thumbnail's hashes,
 * the list, and the searches. Two instances holding the same data answer the same.
 */
export async function apiSnapshot(app: App, filled: Filled): Promise<Record<string, unknown>> {
  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url, headers: asUser(filled.owner) });
    return { status: response.statusCode, body: response.rawPayload };
  };
  const snapshot: Record<string, unknown> = {};
  for (const id of filled.documentIds) {
    const detail = await get(`/api/documents/${id}`);
    const file = await get(`/api/documents/${id}/file`);
    const preview = await get(`/api/documents/${id}/preview`);
    snapshot[id] = {
      detail: JSON.parse(detail.body.toString("utf8")) as unknown,
      file: [file.status, sha256(file.body)],
      preview: [preview.status, preview.status === 200 ? sha256(preview.body) : null],
    };
  }
  const list = await get(`/api/documents?organizationId=${filled.organizationId}`);
  snapshot.list = JSON.parse(list.body.toString("utf8")) as unknown;
  for (const q of SNAPSHOT_SEARCHES) {
    const search = await get(
      `/api/search?organizationId=${filled.organizationId}&q=${encodeURIComponent(q)}&today=2026-01-15`,
    );
    snapshot[`search ${q}`] = JSON.parse(search.body.toString("utf8")) as unknown;
  }
  return snapshot;
}
