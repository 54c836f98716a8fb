/**
 * `npm run bench`: figures, not assertions. Prints a table per benchmark. PostgreSQL rows need
 * a reachable server (BENCH_DATABASE_URL, default the local one) and are left out otherwise.
 * `npm run bench -- --only upload` runs one benchmark (BENCHMARKS): the whole run takes many
 * minutes, and a change to one part wants its own figures.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { ensureWebBuild } from "../../src/server/web-build.ts";
import { benchSignIn, SIGN_IN_LOAD_DESCRIPTION, type SignInRow } from "./sign-in.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";
import { benchStartup, LOAD_DESCRIPTION, type StartupRow } from "./startup-and-health.ts";
import { benchOcr } from "./ocr-versus-native.ts";
import { benchUploads } from "./upload-processing.ts";
import { benchUnderstanding } from "./understanding-speed.ts";

/** `upload-latency`: the upload rows' latency on PGlite alone, without the batch. */
const BENCHMARKS = [
  "startup",
  "sign-in",
  "ocr",
  "understanding",
  "upload",
  "upload-latency",
] as const;
type Benchmark = (typeof BENCHMARKS)[number];
const { values: options } = parseArgs({ options: { only: { type: "string" } } });
if (options.only !== undefined && !(BENCHMARKS as readonly string[]).includes(options.only)) {
  throw new Error(`--only takes one of ${BENCHMARKS.join(", ")}; got ${options.only}`);
}
const runs = (benchmark: Benchmark) => options.only === undefined || options.only === benchmark;

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

// The build is a one-off cost of a fresh clone, not of starting; keep it out of the timings.
ensureWebBuild(pino({ level: "info" }));

const withPostgres = await postgresReachable(POSTGRES_URL);
if (!withPostgres)
  console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable: its rows are left out.`);

const startup: StartupRow[] = [];
if (runs("startup")) {
  startup.push(
    await withDataDir((dataDir) => benchStartup("PGlite (embedded)", { DATA_DIR: dataDir }, PORT)),
  );
  if (withPostgres) {
    startup.push(
      await withServerDatabase(POSTGRES_URL, (url) =>
        withDataDir((dataDir) =>
          benchStartup("PostgreSQL 15", { DATABASE_URL: url, DATA_DIR: dataDir }, PORT + 1),
        ),
      ),
    );
  }
}

const signIn: SignInRow[] = [];
if (runs("sign-in")) {
  signIn.push(
    await withDataDir((dataDir) =>
      benchSignIn("PGlite (embedded)", { DATA_DIR: dataDir }, PORT + 2),
    ),
  );
  if (withPostgres) {
    signIn.push(
      await withServerDatabase(POSTGRES_URL, (url) =>
        withDataDir((dataDir) =>
          benchSignIn("PostgreSQL 15", { DATABASE_URL: url, DATA_DIR: dataDir }, PORT + 3),
        ),
      ),
    );
  }
}

const ocr = runs("ocr") ? await benchOcr() : undefined;
const understanding = runs("understanding") ? await benchUnderstanding() : undefined;
const uploads: Array<{ database: string } & Awaited<ReturnType<typeof benchUploads>>> = [];
if (options.only === "upload-latency") {
  uploads.push({
    database: "PGlite (embedded)",
    ...(await withDataDir((dataDir) =>
      benchUploads({ DATA_DIR: dataDir }, PORT + 4, { batch: false }),
    )),
  });
} else if (runs("upload")) {
  uploads.push({
    database: "PGlite (embedded)",
    ...(await withDataDir((dataDir) => benchUploads({ DATA_DIR: dataDir }, PORT + 4))),
  });
  if (withPostgres) {
    for (const separateWorker of [false, true]) {
      uploads.push({
        database: separateWorker ? "PostgreSQL 15, web + worker" : "PostgreSQL 15",
        ...(await withServerDatabase(POSTGRES_URL, (url) =>
          withDataDir((dataDir) =>
            benchUploads({ DATABASE_URL: url, DATA_DIR: dataDir }, PORT + 5, { separateWorker }),
          ),
        )),
      });
    }
  }
}

console.log(
  `\nLoad average at the end (1, 5, 15 min): ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(", ")}`,
);

if (startup.length > 0) {
  console.log(`\nStart-up and GET /api/health (load: ${LOAD_DESCRIPTION})`);
  console.table(
    startup.map((row) => ({
      database: row.database,
      "first start → healthy (ms)": round(row.firstStartMs),
      "restart → healthy (ms)": round(row.restartMs),
      "health req/s": round(row.healthRequestsPerSecond),
      "p50 (ms)": round(row.healthP50Ms, 1),
      "p99 (ms)": round(row.healthP99Ms, 1),
      "RSS after load (MiB)": round(row.residentMiB),
    })),
  );
}

if (signIn.length > 0) {
  console.log(`\nPassword sign-in (${SIGN_IN_LOAD_DESCRIPTION}; ${os.cpus().length} cores)`);
  console.table(
    signIn.map((row) => ({
      database: row.database,
      "p50 (ms)": round(row.p50Ms, 1),
      "p95 (ms)": round(row.p95Ms, 1),
      "sign-ins/s": round(row.signInsPerSecond, 1),
    })),
  );
}

if (ocr) {
  console.log("\nOCR of a 300-dpi scanned page (scan-300dpi.png), median of 5 warm runs");
  console.table(
    ocr.map((row) => ({
      reader: row.reader,
      "median (ms)": round(row.medianMs),
      "× command": row.ratioToCommand === null ? "n/a" : round(row.ratioToCommand, 2),
    })),
  );
}

if (uploads.length > 0) {
  console.log("\nUpload → complete through the HTTP API (`berkas start`, default concurrency)");
  console.table(
    uploads.flatMap(({ database, latency }) =>
      latency.map((row) => ({
        database,
        sample: row.sample,
        runs: row.runs,
        "p50 (ms)": round(row.p50Ms),
        "p95 (ms)": round(row.p95Ms),
        "CPU p50 (ms)": round(row.cpuP50Ms),
      })),
    ),
  );
  console.log("Median ms from the upload's start until the status first showed each step");
  console.table(
    uploads.flatMap(({ database, latency }) =>
      latency.map((row) => ({
        database,
        sample: row.sample,
        ...Object.fromEntries(
          Object.entries(row.reachedP50Ms).map(([step, ms]) => [step, round(ms)]),
        ),
      })),
    ),
  );
  const batches = uploads.flatMap(({ database, batch }) => (batch ? [{ database, batch }] : []));
  if (batches.length > 0) {
    console.log("\nBatch of 200 mixed files (10 kinds × 20 organizations), 3 uploads in flight");
    console.table(
      batches.map(({ database, batch }) => ({
        database,
        files: batch.files,
        failed: batch.failed,
        seconds: round(batch.seconds, 1),
        "documents/minute": round(batch.documentsPerMinute),
        "peak RSS (MiB)": round(batch.peakResidentMiB),
        of: batch.measured,
      })),
    );
  }
}

if (understanding) {
  console.log(
    `\nUnderstanding after reading (${understanding.documents} documents, ${understanding.pages} pages, 20 runs)`,
  );
  console.table([
    {
      "p50 (ms per page)": round(understanding.p50MsPerPage, 2),
      "p95 (ms per page)": round(understanding.p95MsPerPage, 2),
    },
  ]);
}
