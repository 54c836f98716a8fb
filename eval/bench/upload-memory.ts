/**
 * Peak resident memory of `berkas web` while it receives a 25 MB upload (issue 16: uploads are
 * streamed to storage rather than held whole). Each upload is measured in a freshly started
 * server, over its RSS just before, since V8 rarely hands memory back between uploads: a new
 * file (received, type-checked, inspected in its own thread, stored) and the same file again (a
 * duplicate: received and answered, neither checked nor stored). Needs PostgreSQL
 * (BENCH_DATABASE_URL, by default the local server). Run: node eval/bench/upload-memory.ts
 */
import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, startServer } from "../../test/support/berkas-process.ts";
import { residentMiB } from "./resident-memory.ts";
import { withDataDir, withServerDatabase } from "./scratch.ts";

const adminUrl = process.env["BENCH_DATABASE_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres";
const MEBIBYTE = 1024 * 1024;
const ROUNDS = 3;

/** A CSV of about 25 MB (the default limit), different every time. */
function bigCsv(): Buffer {
  const header = "Tanggal;Keterangan;Jumlah\n";
  const lines: string[] = [header];
  let size = header.length;
  while (size < 25 * MEBIBYTE - 200) {
    const line = `01/05/2025;${randomBytes(24).toString("hex")};1.000\n`;
    lines.push(line);
    size += line.length;
  }
  return Buffer.from(lines.join(""));
}

interface Session {
  cookie: string;
  organizationId: string;
}

/** Starts a server on the data, uploads `bytes` once, and returns its peak RSS growth. */
async function measureUpload(
  databaseUrl: string,
  dataDir: string,
  session: Session | null,
  bytes: Buffer,
): Promise<{ session: Session; line: string }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir }, port, "web");
  try {
    if (!session) {
      const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: JSON.stringify({
          email: `bench-${Date.now()}@example.co.id`,
          password: "kata-sandi-rahasia-1",
          name: "Bench",
        }),
      });
      const cookie = signUp.headers
        .getSetCookie()
        .map((value) => value.split(";")[0])
        .join("; ");
      const list = (await (
        await fetch(`${server.baseUrl}/api/organizations`, { headers: { cookie, origin } })
      ).json()) as { organizations: Array<{ id: string }> };
      session = { cookie, organizationId: list.organizations[0]?.id ?? "" };
    }
    const form = new FormData();
    form.append("fileHash", createHash("sha256").update(bytes).digest("hex"));
    form.append("vertical", "accounting");
    form.append("organizationId", session.organizationId);
    form.append("file", new Blob([new Uint8Array(bytes)]), "mutasi.csv");
    await sleep(1_000);
    const before = residentMiB(server.process.pid ?? 0);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, residentMiB(server.process.pid ?? 0));
        await sleep(5);
      }
    })();
    const response = await fetch(`${server.baseUrl}/api/simple-upload-large`, {
      method: "POST",
      headers: { cookie: session.cookie, origin },
      body: form,
    });
    const body = (await response.json()) as { isDuplicate?: boolean };
    sampling = false;
    await sampler;
    const what = body.isDuplicate ? "duplicate" : "new file";
    const line = `${what}: HTTP ${response.status}, RSS ${before.toFixed(0)} MiB before, peak +${(peak - before).toFixed(0)} MiB`;
    return { session, line };
  } finally {
    await server.stop();
  }
}

await withServerDatabase(adminUrl, (databaseUrl) =>
  withDataDir(async (dataDir) => {
    let session: Session | null = null;
    for (let round = 0; round < ROUNDS; round++) {
      const bytes = bigCsv();
      for (let copy = 0; copy < 2; copy++) {
        const measured = await measureUpload(databaseUrl, dataDir, session, bytes);
        session = measured.session;
        console.log(`round ${round + 1}, ${measured.line}`);
      }
    }
  }),
);
