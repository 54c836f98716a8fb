/**
 * Load on loopback (issue 22): N users at once browsing (the explorer's list, a document's
 * detail), searching and uploading against a real `berkas start` on PostgreSQL, for a set time.
 * Each user is one autocannon connection at one request a second on one of those routes, in the
 * proportions below; every response's time is kept, so the p95 per route is exact. Afterwards
 * every upload that was answered is looked up again: a document the server acknowledged and
 * cannot find is lost.
 *
 *   npm run bench:load -- [--users 50] [--seconds 60] [--database-url postgres://…/postgres]
 *
 * The database URL names a server where a scratch database is created and dropped afterwards.
 */
import { createHash, randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import { freePort, startServer, type RunningServer } from "../../test/support/berkas-process.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";

const { values } = parseArgs({
  options: {
    users: { type: "string", default: "50" },
    seconds: { type: "string", default: "60" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    /** How long the worker may take, after the load, to finish the documents uploaded in it. */
    "settle-seconds": { type: "string", default: "300" },
  },
});
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
const SETTLE_MS = Number(values["settle-seconds"]) * 1000;

/** What share of the users does what, each at one request a second. */
const MIX = [
  { route: "GET /api/documents (list)", share: 0.4 },
  { route: "GET /api/documents/:id", share: 0.2 },
  { route: "GET /api/search", share: 0.25 },
  { route: "POST /api/simple-upload", share: 0.15 },
] as const;
type Route = (typeof MIX)[number]["route"];

const SEARCHES = ["faktur", "kuitansi bulan ini", "invoice above 1 juta", "sewa gudang", "PPN"];

interface User {
  cookie: string;
  organizationId: string;
  documentId: string;
}

async function call(
  server: RunningServer,
  user: User | null,
  path: string,
  init: RequestInit = {},
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { origin: server.baseUrl, ...(user && { cookie: user.cookie }), ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** A small bookkeeping CSV no one uploaded before, so no upload is a duplicate. */
function receiptCsv(): Buffer {
  const amount = 10_000 + Math.floor(Math.random() * 5_000_000);
  return Buffer.from(
    `tanggal,keterangan,jumlah\n2026-11-${String(1 + Math.floor(Math.random() * 25)).padStart(2, "0")},Pembelian ATK ${randomUUID()},${amount}\n`,
  );
}

function multipart(user: User, bytes: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----berkas${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field("fileHash", createHash("sha256").update(bytes).digest("hex")) +
    field("vertical", "accounting") +
    field("organizationId", user.organizationId) +
    `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="mutasi.csv"\r\ncontent-type: text/csv\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function newUser(server: RunningServer): Promise<User> {
  const signedUp = await call(server, null, "/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `load-${randomUUID().slice(0, 8)}@example.co.id`,
      password: "kata-sandi-rahasia-1",
      name: "Load",
    }),
  });
  const cookie = signedUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const listed = await call(server, { cookie } as User, "/api/organizations");
  const { organizations } = (await listed.json()) as { organizations: Array<{ id: string }> };
  const user: User = { cookie, organizationId: organizations[0]!.id, documentId: "" };
  const { body, contentType } = multipart(user, receiptCsv());
  const uploaded = await call(server, user, "/api/simple-upload", {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  user.documentId = ((await uploaded.json()) as { document: { id: string } }).document.id;
  return user;
}

interface RouteFigures {
  times: number[];
  statuses: Map<number, number>;
  errors: number;
  timeouts: number;
}

/** One user's connection on one route for the whole run. */
function runUser(
  server: RunningServer,
  user: User,
  route: Route,
  figures: RouteFigures,
  uploaded: Array<{ user: User; id: string }>,
): Promise<void> {
  const headers = { origin: server.baseUrl, cookie: user.cookie };
  const request: autocannon.Request =
    route === "GET /api/documents (list)"
      ? {
          method: "GET",
          path: `/api/documents?organizationId=${user.organizationId}&vertical=accounting&limit=20`,
        }
      : route === "GET /api/documents/:id"
        ? { method: "GET", path: `/api/documents/${user.documentId}` }
        : route === "GET /api/search"
          ? {
              method: "GET",
              setupRequest: (req) => ({
                ...req,
                path: `/api/search?organizationId=${user.organizationId}&q=${encodeURIComponent(
                  SEARCHES[Math.floor(Math.random() * SEARCHES.length)]!,
                )}`,
              }),
            }
          : {
              method: "POST",
              path: "/api/simple-upload",
              setupRequest: (req) => {
                const { body, contentType } = multipart(user, receiptCsv());
                return { ...req, body, headers: { ...headers, "content-type": contentType } };
              },
              onResponse: (status, body) => {
                if (status === 200) {
                  uploaded.push({
                    user,
                    id: (JSON.parse(body) as { document: { id: string } }).document.id,
                  });
                }
              },
            };
  return new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.baseUrl,
        connections: 1,
        connectionRate: 1,
        duration: SECONDS,
        timeout: 30,
        headers,
        requests: [request],
      },
      (error, result) => {
        if (error) return reject(error);
        figures.timeouts += result.timeouts;
        resolve();
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      figures.times.push(responseTime);
      figures.statuses.set(statusCode, (figures.statuses.get(statusCode) ?? 0) + 1);
    });
    instance.on("reqError", () => figures.errors++);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}

async function settleUploads(server: RunningServer, uploaded: Array<{ user: User; id: string }>) {
  const statuses = new Map<string, string>();
  const deadline = Date.now() + SETTLE_MS;
  for (;;) {
    for (const { user, id } of uploaded) {
      if (["complete", "failed", "lost"].includes(statuses.get(id) ?? "")) continue;
      const response = await fetch(`${server.baseUrl}/api/documents/${id}/status`, {
        headers: { cookie: user.cookie },
      });
      statuses.set(
        id,
        response.status === 404 ? "lost" : ((await response.json()) as { status: string }).status,
      );
    }
    const pending = [...statuses.values()].filter(
      (s) => !["complete", "failed", "lost"].includes(s),
    );
    if (pending.length === 0 || Date.now() > deadline) break;
    await sleep(2_000);
  }
  const count = (status: string) => [...statuses.values()].filter((s) => s === status).length;
  return {
    complete: count("complete"),
    failed: count("failed"),
    lost: count("lost"),
    pending: uploaded.length - count("complete") - count("failed") - count("lost"),
  };
}

async function main() {
  if (!(await postgresReachable(values["database-url"]))) {
    throw new Error(`PostgreSQL is not reachable at ${values["database-url"]}`);
  }
  await withServerDatabase(values["database-url"], (databaseUrl) =>
    withDataDir(async (dataDir) => {
      const server = await startServer(
        {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          // Every user signs up from this one address.
          AUTH_RATE_LIMIT_PER_IP: "100000",
        },
        await freePort(),
      );
      try {
        const users: User[] = [];
        for (let index = 0; index < USERS; index++) users.push(await newUser(server));
        const figures = new Map<Route, RouteFigures>(
          MIX.map(({ route }) => [
            route,
            { times: [], statuses: new Map(), errors: 0, timeouts: 0 },
          ]),
        );
        const uploaded: Array<{ user: User; id: string }> = [];
        // Users are dealt to routes by the shares, the remainder to the first routes.
        const routes: Route[] = MIX.flatMap(({ route, share }) =>
          Array.from({ length: Math.floor(USERS * share) }, () => route),
        );
        for (let index = 0; routes.length < USERS; index++)
          routes.push(MIX[index % MIX.length]!.route);

        console.log(`${USERS} users for ${SECONDS} s against berkas start on PostgreSQL…`);
        const started = performance.now();
        await Promise.all(
          users.map((user, index) =>
            runUser(server, user, routes[index]!, figures.get(routes[index]!)!, uploaded),
          ),
        );
        const ranSeconds = (performance.now() - started) / 1000;
        const settled = await settleUploads(server, uploaded);

        const rows = [...figures].map(([route, figure]) => {
          const sorted = figure.times.toSorted((a, b) => a - b);
          const failures = [...figure.statuses]
            .filter(([status]) => status >= 400)
            .reduce((sum, [, n]) => sum + n, 0);
          return {
            route,
            users: routes.filter((each) => each === route).length,
            requests: sorted.length,
            "p50 ms": Math.round(percentile(sorted, 0.5)),
            "p95 ms": Math.round(percentile(sorted, 0.95)),
            "max ms": Math.round(sorted.at(-1) ?? 0),
            "errors (4xx/5xx, socket, timeout)": failures + figure.errors + figure.timeouts,
          };
        });
        console.table(rows);
        console.log(
          `ran ${ranSeconds.toFixed(1)} s; uploads answered: ${uploaded.length}; after up to ${
            SETTLE_MS / 1000
          } s: ${settled.complete} complete, ${settled.failed} failed, ${settled.pending} still processing, ${settled.lost} lost`,
        );
      } finally {
        await server.stop();
      }
    }),
  );
}

await main();
