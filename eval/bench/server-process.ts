import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const BIN = path.join(import.meta.dirname, "..", "..", "bin", "berkas.js");

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning the process to the first 200 from /api/health. */
  msToHealthy: number;
  stop(): Promise<void>;
}

/** Starts `berkas start` the way a user does and waits until it reports healthy. */
export async function startServer(
  env: Record<string, string>,
  port: number,
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [BIN, "start"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`berkas exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (performance.now() - started > 180_000) throw new Error("berkas did not become healthy");
    await sleep(20);
  }
  const msToHealthy = performance.now() - started;
  return {
    process: child,
    baseUrl,
    msToHealthy,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** Resident memory of a process and its children (the embedded database), in MiB. */
export function residentMiB(pid: number): number {
  const pids = [pid, ...childPids(pid)];
  const kib = pids.reduce((total, each) => {
    const status = fs.readFileSync(`/proc/${each}/status`, "utf8");
    return total + Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }, 0);
  return kib / 1024;
}

function childPids(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .flatMap((child) => [child, ...childPids(child)]);
}
