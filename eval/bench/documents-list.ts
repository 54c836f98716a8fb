/**
 * `npm run bench:list [-- --documents N] [--runs N] [--database pglite|postgres|both]`: the
 * Document Explorer's calls at scale (issue 7). Starts the real server (API only, no worker) on
 * a scratch database, signs up through the API, writes N generated documents into one
 * organization (and a few hundred into another, so every query filters by tenant), then times
 * list sorts and filters, the overview and the review queue over HTTP, one request at a time as
 * one person browsing would. Prints a table per database and, last, one JSON line of figures.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pino from "pino";
import type { Db } from "../../src/server/db/client.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { parseEnv } from "../../src/server/env.ts";
import { startRuntime, type Runtime } from "../../src/server/runtime.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 3870;
const OTHER_ORGANIZATION_DOCUMENTS = 300;
const INSERT_BATCH = 250;

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "10000" },
    runs: { type: "string", default: "30" },
    database: { type: "string", default: "both" },
  },
});
const documentCount = Number(values.documents);
const runs = Number(values.runs);

/** What is timed: a label and the path after the organization id is filled in. */
const list = (query: string) => (id: string) => `/api/documents?organizationId=${id}&${query}`;

/** What is timed, per workspace as the web app asks (it always names the vertical). */
const CALLS: { label: string; path: (organizationId: string) => string }[] = [
  { label: "list: newest first (dashboard)", path: list("vertical=accounting") },
  { label: "list: by date, 50 a page", path: list("vertical=accounting&sort=date_desc&limit=50") },
  { label: "list: by amount, largest first", path: list("vertical=accounting&sort=amount_desc") },
  { label: "list: by vendor", path: list("vertical=accounting&sort=vendor_asc") },
  {
    label: "list: legal by name, 100 a page",
    path: list("vertical=legal&sort=name_asc&limit=100"),
  },
  { label: "list: by status", path: list("vertical=accounting&sort=status_asc") },
  {
    label: "list: complete invoices by date",
    path: list("vertical=accounting&status=complete&type=invoice&sort=date_desc"),
  },
  {
    label: "list: date folder 2025-06 by amount",
    path: list("vertical=accounting&year=2025&month=6&sort=amount_desc"),
  },
  { label: "list: one vendor", path: list("vertical=accounting&vendor=PT%20Vendor%20017") },
  { label: "list: starred", path: list("vertical=accounting&starred=true") },
  {
    label: "list: 1-5 million IDR",
    path: list("vertical=accounting&currency=IDR&amountMin=1000000&amountMax=5000000"),
  },
  { label: "list: legal search 'vendor 04'", path: list("vertical=legal&q=vendor%2004") },
  { label: "list: page 450 (offset 9,000)", path: list("vertical=accounting&offset=8980") },
  { label: "list: both verticals by date", path: list("sort=date_desc") },
  {
    label: "overview: accounting",
    path: (id) => `/api/documents/overview?organizationId=${id}&vertical=accounting`,
  },
  {
    label: "overview: legal",
    path: (id) => `/api/documents/overview?organizationId=${id}&vertical=legal`,
  },
  {
    label: "review queue: accounting",
    path: (id) => `/api/documents/review?organizationId=${id}&vertical=accounting`,
  },
];

interface CallFigures {
  call: string;
  totalCount: number | null;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

interface DatabaseFigures {
  database: string;
  documents: number;
  insertSeconds: number;
  calls: CallFigures[];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** A small deterministic generator, so every run measures the same documents. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return {
    next,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

const ACCOUNTING_TYPES = [
  "invoice",
  "invoice",
  "invoice",
  "receipt",
  "receipt",
  "billing statement",
];
const CONTRACT_TYPES = ["NDA", "Service Agreement", "Lease", "Distribution Agreement"];
const CURRENCIES = ["IDR", "IDR", "IDR", "IDR", "IDR", "IDR", "USD", "SGD"];
const STATUSES = ["complete", "complete", "complete", "complete", "complete", "failed", "queued"];
const PARAGRAPH =
  "Dengan hormat, bersama ini kami sampaikan tagihan atas jasa yang telah diberikan sesuai " +
  "perjanjian. Pembayaran dilakukan ke rekening yang tercantum paling lambat tanggal jatuh tempo. ";

/** One generated document row; a contract in every ten is a legal document. */
function documentRow(organizationId: string, index: number, random: ReturnType<typeof generator>) {
  const legal = index % 10 === 0;
  const vendor = `PT Vendor ${String(Math.floor(random.next() * 200)).padStart(3, "0")}`;
  const day = Math.floor(random.next() * 4 * 365);
  const documentDate = new Date(Date.UTC(2023, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
  const currency = random.pick(CURRENCIES);
  const amount = currency === "IDR" ? random.next() * 50_000_000 : random.next() * 5_000;
  const unsure = random.next() < 0.15;
  const field = (value: unknown, doubtful: boolean) => ({
    value,
    confidence: doubtful ? 0.4 : 0.95,
    needs_review: doubtful,
  });
  return {
    organizationId,
    vertical: legal ? "legal" : "accounting",
    name: `${legal ? "kontrak" : "faktur"}-${index}.pdf`,
    originalFilename: `${legal ? "kontrak" : "faktur"}-${index}.pdf`,
    mimeType: "application/pdf",
    fileKind: "pdf",
    sizeBytes: 50_000 + index,
    fileHash: randomUUID().replaceAll("-", "").padEnd(64, "0"),
    processingStatus: random.pick(STATUSES),
    progress: 100,
    content: PARAGRAPH.repeat(10),
    type: legal ? "contract" : random.pick(ACCOUNTING_TYPES),
    apAr: random.next() < 0.2 ? "AR" : "AP",
    documentDate: random.next() < 0.05 ? null : documentDate,
    vendor: legal ? null : vendor,
    totalAmount: legal ? null : amount.toFixed(2),
    currency: legal ? null : currency,
    starred: random.next() < 0.05,
    contractType: legal ? random.pick(CONTRACT_TYPES) : null,
    primaryParty: legal ? vendor : null,
    counterparty: legal ? "PT Berkas Contoh" : null,
    governingLaw: legal ? "Indonesia" : null,
    extractedData: {
      fields: {
        vendor: field(vendor, unsure),
        date: field(documentDate, false),
        total_amount: field(Number(amount.toFixed(2)), unsure && random.next() < 0.5),
      },
    },
    uploadedAt: new Date(Date.now() - Math.floor(random.next() * 365 * 86_400_000)),
  };
}

async function insertDocuments(db: Db, organizationId: string, count: number, seed: number) {
  const random = generator(seed);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const rows = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, offset) =>
      documentRow(organizationId, start + offset, random),
    );
    await db.insert(documents).values(rows);
  }
}

class Client {
  readonly baseUrl: string;
  cookie = "";
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      ...init,
      headers: {
        origin: this.baseUrl,
        cookie: this.cookie,
        "content-type": "application/json",
        ...init.headers,
      },
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response;
  }

  async signUpWithOrganization(name: string): Promise<string> {
    const response = await this.request("/api/auth/sign-up/email", {
      method: "POST",
      body: JSON.stringify({
        email: `bench-${randomUUID().slice(0, 8)}@example.co.id`,
        password: "kata-sandi-rahasia-1",
        name: "Bench",
      }),
    });
    this.cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const organization = await this.request("/api/organizations", {
      method: "POST",
      body: JSON.stringify({ name: `${name} ${randomUUID().slice(0, 6)}`, type: "bpo" }),
    });
    return ((await organization.json()) as { id: string }).id;
  }
}

async function timeCalls(client: Client, organizationId: string): Promise<CallFigures[]> {
  const totals = new Map<string, number | null>();
  for (const call of CALLS) {
    const body = (await (await client.request(call.path(organizationId))).json()) as {
      totalCount?: number;
    };
    totals.set(call.label, body.totalCount ?? null);
  }
  const timings = new Map<string, number[]>(CALLS.map((call) => [call.label, []]));
  for (let round = 0; round < runs; round++) {
    for (const call of CALLS) {
      const start = performance.now();
      await (await client.request(call.path(organizationId))).arrayBuffer();
      timings.get(call.label)!.push(performance.now() - start);
    }
  }
  return CALLS.map((call) => {
    const sorted = timings.get(call.label)!.sort((a, b) => a - b);
    return {
      call: call.label,
      totalCount: totals.get(call.label)!,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1)!,
    };
  });
}

async function benchDatabase(
  label: string,
  source: Record<string, string>,
  port: number,
): Promise<DatabaseFigures> {
  const env = parseEnv({
    ...source,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "silent",
  });
  const runtime: Runtime = await startRuntime(
    env,
    { web: true, worker: false, apiOnly: true },
    pino({ level: "silent" }),
  );
  try {
    const client = new Client(`http://127.0.0.1:${port}`);
    const organizationId = await client.signUpWithOrganization("Bench explorer");
    const other = await new Client(client.baseUrl).signUpWithOrganization("Bench tenant");
    const { db } = runtime.database;
    const start = performance.now();
    await insertDocuments(db, organizationId, documentCount, 7);
    await insertDocuments(db, other, OTHER_ORGANIZATION_DOCUMENTS, 8);
    const insertSeconds = Number(((performance.now() - start) / 1000).toFixed(1));
    // What autovacuum would have done on a server that filled up over time.
    await db.execute(sql`vacuum analyze documents`);
    const figures = {
      database: label,
      documents: documentCount,
      insertSeconds,
      calls: await timeCalls(client, organizationId),
    };
    printFigures(figures);
    return figures;
  } finally {
    await runtime.stop();
  }
}

function printFigures(figures: DatabaseFigures) {
  console.log(
    `\n${figures.database}: ${figures.documents} documents in one organization ` +
      `(inserted in ${figures.insertSeconds} s); ${runs} runs per call, one at a time`,
  );
  console.table(
    figures.calls.map((call) => ({
      call: call.call,
      matches: call.totalCount ?? "",
      "p50 ms": Number(call.p50Ms.toFixed(1)),
      "p95 ms": Number(call.p95Ms.toFixed(1)),
      "max ms": Number(call.maxMs.toFixed(1)),
    })),
  );
}

const results: DatabaseFigures[] = [];
if (values.database !== "postgres") {
  results.push(
    await withDataDir((dataDir) => benchDatabase("PGlite (embedded)", { DATA_DIR: dataDir }, PORT)),
  );
}
if (values.database !== "pglite") {
  if (await postgresReachable(POSTGRES_URL)) {
    results.push(
      await withDataDir((dataDir) =>
        withServerDatabase(POSTGRES_URL, (url) =>
          benchDatabase("PostgreSQL 15", { DATABASE_URL: url, DATA_DIR: dataDir }, PORT + 1),
        ),
      ),
    );
  } else {
    console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable: its figures are left out.`);
  }
}
console.log(JSON.stringify({ documents: documentCount, runs, results }));
