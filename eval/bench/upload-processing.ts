/**
 * Upload → complete through the real HTTP API of a running `berkas start`, one sample kind at a
 * time, then a mixed batch for throughput, sampling the server's resident memory throughout.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { startServer, startWorker, type RunningServer } from "../../test/support/berkas-process.ts";
import { childPids, residentMiB } from "./resident-memory.ts";

export const FIXTURES = path.resolve(import.meta.dirname, "../../test/fixtures/files");

export interface LatencyRow {
  sample: string;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  /**
   * Median milliseconds from the upload's start until the status first showed each step (the
   * worker's pick-up, then each stage), as polled every 20 ms: where the wait goes.
   */
  reachedP50Ms: Record<string, number>;
  /** CPU time the server (and its database and OCR processes) spent on one upload, median. */
  cpuP50Ms: number;
}

export interface BatchRow {
  files: number;
  seconds: number;
  documentsPerMinute: number;
  failed: number;
  /** The processes that did the processing, with their children (database, tesseract). */
  peakResidentMiB: number;
  measured: string;
}

const SAMPLES = [
  { sample: "1-page born-digital PDF", file: "invoice-en.pdf", runs: 10 },
  { sample: "20-page PDF", file: "multipage-20.pdf", runs: 5 },
  { sample: "300-dpi scanned page (PNG)", file: "scan-300dpi.png", runs: 5 },
  { sample: "phone photo of a receipt (JPEG)", file: "receipt-photo.jpg", runs: 5 },
];

/** Ten kinds, each organization gets one of each: 20 organizations make a batch of 200. */
const BATCH_FILES = [
  "invoice-en.pdf",
  "faktur-id.pdf",
  "multipage-20.pdf",
  "receipt-photo.jpg",
  "receipt-en.png",
  "kontrak-id.docx",
  "contract-en.doc",
  "laporan-id.xlsx",
  "ledger-en.xls",
  "transaksi-id.csv",
];
const BATCH_ORGANIZATIONS = 20;
const UPLOADS_IN_FLIGHT = 3;

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds a process and its children have used so far: each live one's own, and what
 * the ones that ended (tesseract) used. A run's difference is its cost whatever the machine's
 * load, which the wall clock is not on a shared machine.
 */
function cpuMsOfTree(pid: number): number {
  let ticks = 0;
  for (const each of [pid, ...childPids(pid)]) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${each}/stat`, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    // utime, stime, cutime and cstime: fields 14 to 17 of proc(5), counted after the name.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * What the status shows, in the order a document goes through it (process-document.ts); the
 * worker's pick-up is the first `read`.
 */
const STEPS = ["uploaded", "read", "understand", "index", "preview", "complete"] as const;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

class Client {
  readonly server: RunningServer;
  cookie = "";
  constructor(server: RunningServer) {
    this.server = server;
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.server.baseUrl}${pathname}`, {
      ...init,
      headers: { origin: this.server.baseUrl, cookie: this.cookie, ...init.headers },
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response;
  }

  async signUp(): Promise<void> {
    const response = await this.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
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
  }

  async createOrganization(): Promise<string> {
    const response = await this.request("/api/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `Bench ${randomUUID().slice(0, 6)}`, type: "personal" }),
    });
    return ((await response.json()) as { id: string }).id;
  }

  async upload(organizationId: string, file: string): Promise<string> {
    const bytes = fs.readFileSync(path.join(FIXTURES, file));
    const form = new FormData();
    form.append("file", new Blob([bytes]), file);
    form.append("fileHash", createHash("sha256").update(bytes).digest("hex"));
    form.append("vertical", "accounting");
    form.append("organizationId", organizationId);
    const response = await this.request("/api/simple-upload", { method: "POST", body: form });
    const body = (await response.json()) as { document: { id: string }; isDuplicate: boolean };
    if (body.isDuplicate) throw new Error(`${file} was already in the organization`);
    return body.document.id;
  }

  /** The final status, and when each step was first seen (performance.now()). */
  async waitUntilSettled(documentId: string, reached = new Map<string, number>()): Promise<string> {
    for (;;) {
      const response = await this.request(`/api/documents/${documentId}/status`);
      const { status, queue } = (await response.json()) as {
        status: string;
        queue: { stage: string | null };
      };
      const step = status === "processing" ? queue.stage : status;
      if (step && !reached.has(step)) reached.set(step, performance.now());
      if (status === "complete" || status === "failed") return status;
      await sleep(20);
    }
  }
}

/**
 * With `separateWorker` (PostgreSQL only: the embedded database belongs to one process), a
 * `berkas web` and a `berkas worker`, and the worker's memory is what is sampled; otherwise one
 * `berkas start`, sampled whole. Without `batch` only the latency rows are measured.
 */
export async function benchUploads(
  env: Record<string, string>,
  port: number,
  { separateWorker = false, batch = true }: { separateWorker?: boolean; batch?: boolean } = {},
): Promise<{ latency: LatencyRow[]; batch?: BatchRow }> {
  // A separate worker learns of a job at its next poll (1 s): latency is measured on
  // `berkas start`, where an upload wakes the worker at once.
  const server = await startServer(env, port, separateWorker ? "web" : "start");
  const worker = separateWorker ? startWorker(env) : undefined;
  const sampled = worker?.process.pid ?? (server.process.pid as number);
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMiB(sampled));
  }, 200);
  try {
    const client = new Client(server);
    await client.signUp();

    const latency: LatencyRow[] = [];
    for (const { sample, file, runs } of separateWorker ? [] : SAMPLES) {
      const times: number[] = [];
      const cpu: number[] = [];
      const steps = new Map<string, number[]>();
      for (let run = 0; run < runs + 1; run++) {
        const organizationId = await client.createOrganization();
        const cpuBefore = cpuMsOfTree(sampled);
        const started = performance.now();
        const documentId = await client.upload(organizationId, file);
        const reached = new Map([["uploaded", performance.now()]]);
        const status = await client.waitUntilSettled(documentId, reached);
        if (status !== "complete") throw new Error(`${file} ended ${status}`);
        // The first run warms the OCR engine and pdf.js; it is not a user's typical wait.
        if (run === 0) continue;
        times.push(performance.now() - started);
        cpu.push(cpuMsOfTree(sampled) - cpuBefore);
        // A step can pass between two polls: it is then reached when a later one is first seen.
        let later = Infinity;
        for (const step of [...STEPS].reverse()) {
          later = Math.min(later, reached.get(step) ?? Infinity);
          if (later < Infinity) steps.set(step, [...(steps.get(step) ?? []), later - started]);
        }
      }
      times.sort((a, b) => a - b);
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          0.5,
        );
      const reachedP50Ms = Object.fromEntries(
        STEPS.flatMap((step) => (steps.has(step) ? [[step, median(steps.get(step)!)]] : [])),
      );
      latency.push({
        sample,
        runs,
        p50Ms: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        reachedP50Ms,
        cpuP50Ms: median(cpu),
      });
    }
    if (!batch) return { latency };

    const organizations: string[] = [];
    for (let index = 0; index < BATCH_ORGANIZATIONS; index++) {
      organizations.push(await client.createOrganization());
    }
    const work = organizations.flatMap((organizationId) =>
      BATCH_FILES.map((file) => ({ organizationId, file })),
    );
    const started = performance.now();
    const ids: string[] = [];
    const queue = [...work];
    await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          ids.push(await client.upload(next.organizationId, next.file));
        }
      }),
    );
    let failed = 0;
    for (const id of ids) if ((await client.waitUntilSettled(id)) !== "complete") failed++;
    const seconds = (performance.now() - started) / 1000;
    return {
      latency,
      batch: {
        files: work.length,
        seconds,
        documentsPerMinute: (work.length / seconds) * 60,
        failed,
        peakResidentMiB: peak,
        measured: separateWorker ? "berkas worker" : "berkas start (web + worker + db)",
      },
    };
  } finally {
    clearInterval(sampler);
    await worker?.stop();
    await server.stop();
  }
}
