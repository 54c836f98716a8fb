/**
 * `berkas start` in its own process, started the way a user starts it, for the browser tests and
 * the benchmarks.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const BIN = path.join(import.meta.dirname, "..", "..", "bin", "berkas.js");

/**
 * Every `berkas` process started here and not yet exited. A test that fails before its afterAll
 * stops them would leave them running, holding the test runner's stderr and keeping the run
 * from ending; they are killed when this process exits, however it exits.
 */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Longest a stopped process may take to exit before it is killed. */
const STOP_GRACE_MS = 30_000;

function spawnBerkas(command: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [BIN, command], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  return child;
}

/** Ends a process with `signal`, and kills it if it has not exited within the grace period. */
async function endProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill("SIGKILL"), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** A port nobody listens on right now, for a server a test or benchmark starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  msToHealthy: number;
  stop(): Promise<void>;
}

/**
 * Starts `berkas start` (or `berkas web`, the web server without a worker) the way a user does
 * and waits until it reports healthy.
 */
export async function startServer(
  env: Record<string, string>,
  port: number,
  command: "start" | "web" = "start",
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawnBerkas(command, {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`berkas exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (performance.now() - started > 180_000) {
      // Left running, it would hold its port and data directory after the run has ended.
      child.kill("SIGKILL");
      throw new Error("berkas did not become healthy");
    }
    await sleep(20);
  }
  const msToHealthy = performance.now() - started;
  return {
    process: child,
    baseUrl,
    msToHealthy,
    stop: () => endProcess(child, "SIGTERM"),
  };
}

/** The same database as a DATABASE_URL, for a `berkas` process a test starts. */
export function databaseUrlOf(
  connection:
    { connectionString: string } | { host: string; port: number; user: string; database: string },
): string {
  if ("connectionString" in connection) return connection.connectionString;
  const url = new URL(`postgres://${encodeURIComponent(connection.user)}@localhost`);
  url.pathname = `/${connection.database}`;
  url.searchParams.set("host", connection.host);
  url.searchParams.set("port", String(connection.port));
  return url.toString();
}

export interface RunningWorker {
  process: ChildProcess;
  /** Ends it the hard way, as a crash or a power cut would. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** `berkas worker` in its own process: processes documents, serves nothing. */
export function startWorker(env: Record<string, string>): RunningWorker {
  const child = spawnBerkas("worker", { ...process.env, ...env, LOG_LEVEL: "warn" });
  return {
    process: child,
    kill: () => endProcess(child, "SIGKILL"),
    stop: () => endProcess(child, "SIGTERM"),
  };
}
