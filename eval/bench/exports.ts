/**
 * `npm run bench:exports [-- --documents N] [--database pglite|postgres]`: each export of
 * issue 21 over N documents in one organization (10,000 unless given), through the real server
 * over HTTP, as a browser downloads it. Prints per export the time to the last byte, the file's
 * size and the process's peak resident memory and heap above what they were before it (the
 * server runs in this process: what an export holds is what the figures grow by).
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import pino from "pino";
import { EXPORT_KINDS } from "../../src/contracts/exports.ts";
import type { Db } from "../../src/server/db/client.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { parseEnv } from "../../src/server/env.ts";
import { createLocalBlobStore } from "../../src/server/providers/storage/local-blob-store.ts";
import { startRuntime } from "../../src/server/runtime.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 3890;
const INSERT_BATCH = 250;
/** An original's size: a small scan's. The ZIP's time is mostly reading and deflating these. */
const ORIGINAL_BYTES = 16 * 1024;
const SAMPLE_MS = 10;

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "10000" },
    database: { type: "string", default: "pglite" },
  },
});
const documentCount = Number(values.documents);

const field = (value: unknown, confidence: number) => ({
  value,
  confidence,
  source: null,
  needs_review: confidence < 0.6,
});

/** One generated document: invoices with three lines, every fifth a faktur pajak, every tenth a contract. */
function documentRow(organizationId: string, index: number, fileHash: string) {
  const legal = index % 10 === 0;
  const faktur = index % 5 === 1;
  const date = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const vendor = `PT Vendor ${String(index % 200).padStart(3, "0")}`;
  const total = 1_000_000 + (index % 997) * 1_000;
  return {
    organizationId,
    vertical: legal ? "legal" : "accounting",
    name: `document-${index}.pdf`,
    originalFilename: `document-${index}.pdf`,
    mimeType: "application/pdf",
    fileKind: "pdf",
    sizeBytes: ORIGINAL_BYTES,
    fileHash,
    processingStatus: "complete",
    progress: 100,
    type: legal ? "contract" : "invoice",
    documentDate: date,
    vendor: legal ? null : vendor,
    documentNumber: `INV-${index}`,
    totalAmount: legal ? null : total.toFixed(2),
    taxAmount: legal ? null : (total * 0.11).toFixed(2),
    currency: "IDR",
    contractType: legal ? "lease" : null,
    primaryParty: legal ? vendor : null,
    counterparty: legal ? "PT Berkas Contoh" : null,
    governingLaw: legal ? "Indonesia" : null,
    items: legal
      ? []
      : [1, 2, 3].map((line) => ({
          description: `Barang ${line}`,
          quantity: line,
          unit_price: 100_000,
          amount: line * 100_000,
        })),
    confidence: 0.8,
    extractedData: {
      fields: {
        vendor: field(vendor, 0.9),
        date: field(date, 0.95),
        total_amount: field(total, 0.7),
        ...(faktur
          ? {
              faktur_pajak_number: field(String(100_000_000_000 + index), 0.9),
              seller_npwp: field("01.234.567.8-901.000", 0.85),
            }
          : {}),
      },
      parties: legal ? [{ name: vendor, role: "PIHAK PERTAMA" }] : [],
      clauses: legal
        ? [
            {
              category: "Governing Law",
              text: "Hukum Indonesia berlaku.",
              page: 1,
              confidence: 0.8,
            },
          ]
        : [],
      checks: [],
    },
  };
}

async function seed(db: Db, dataDir: string, organizationId: string) {
  const blobStore = createLocalBlobStore(path.join(dataDir, "files"));
  for (let start = 0; start < documentCount; start += INSERT_BATCH) {
    const rows = [];
    for (let index = start; index < Math.min(documentCount, start + INSERT_BATCH); index++) {
      const content = Buffer.alloc(ORIGINAL_BYTES, `%PDF-1.4 document ${index} `);
      const { sha256 } = await blobStore.put(Readable.from([content]));
      rows.push(documentRow(organizationId, index, sha256));
    }
    await db.insert(documents).values(rows);
  }
}

async function signUpWithOrganization(baseUrl: string) {
  const headers = { origin: baseUrl, "content-type": "application/json" };
  const signedUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      email: `bench-${randomUUID().slice(0, 8)}@example.co.id`,
      password: "kata-sandi-rahasia-1",
      name: "Bench",
    }),
  });
  const cookie = signedUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const created = await fetch(`${baseUrl}/api/organizations`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: `Bench exports ${randomUUID().slice(0, 6)}`, type: "bpo" }),
  });
  return { cookie, organizationId: ((await created.json()) as { id: string }).id };
}

const mib = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

async function benchDatabase(label: string, source: Record<string, string>, dataDir: string) {
  const env = parseEnv({
    ...source,
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(PORT),
    LOG_LEVEL: "silent",
  });
  const runtime = await startRuntime(
    env,
    { web: true, worker: false, apiOnly: true },
    pino({ level: "silent" }),
  );
  try {
    const baseUrl = `http://127.0.0.1:${PORT}`;
    const { cookie, organizationId } = await signUpWithOrganization(baseUrl);
    const seeding = performance.now();
    await seed(runtime.database.db, dataDir, organizationId);
    console.log(
      `\n${label}: ${documentCount} documents seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const figures = [];
    for (const kind of EXPORT_KINDS) {
      globalThis.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      const sampler = setInterval(() => {
        const now = process.memoryUsage();
        peakRss = Math.max(peakRss, now.rss);
        peakHeap = Math.max(peakHeap, now.heapUsed);
      }, SAMPLE_MS);
      const start = performance.now();
      const response = await fetch(
        // Counted as the web app's downloads are (progress=, decision 0029).
        `${baseUrl}/api/exports/${kind}?organizationId=${organizationId}&progress=${randomUUID()}`,
        { headers: { origin: baseUrl, cookie } },
      );
      if (!response.ok) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
      let bytes = 0;
      const reader = response.body!.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        bytes += read.value.byteLength;
      }
      const seconds = (performance.now() - start) / 1000;
      clearInterval(sampler);
      figures.push({
        export: kind,
        documents: Number(response.headers.get("x-document-count")),
        seconds: Number(seconds.toFixed(2)),
        "file MiB": mib(bytes),
        "peak RSS +MiB": mib(peakRss - before.rss),
        "peak heap +MiB": mib(peakHeap - before.heapUsed),
        "RSS before MiB": mib(before.rss),
      });
    }
    console.table(figures);
    return { database: label, documents: documentCount, exports: figures };
  } finally {
    await runtime.stop();
  }
}

const results = [];
if (values.database === "pglite") {
  results.push(await withDataDir((dataDir) => benchDatabase("PGlite (embedded)", {}, dataDir)));
} else if (await postgresReachable(POSTGRES_URL)) {
  results.push(
    await withDataDir((dataDir) =>
      withServerDatabase(POSTGRES_URL, (url) =>
        benchDatabase("PostgreSQL 15", { DATABASE_URL: url }, dataDir),
      ),
    ),
  );
} else {
  console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable.`);
}
console.log(JSON.stringify({ documents: documentCount, results }));
