import autocannon from "autocannon";
import { startServer } from "../../test/support/berkas-process.ts";
import { residentMiB } from "./resident-memory.ts";

export interface StartupRow {
  database: string;
  firstStartMs: number;
  restartMs: number;
  healthRequestsPerSecond: number;
  healthP50Ms: number;
  healthP99Ms: number;
  residentMiB: number;
}

const LOAD = { connections: 10, durationSeconds: 10 };

/** First start and restart on one data directory or database, then health-check load. */
export async function benchStartup(
  database: string,
  env: Record<string, string>,
  port: number,
): Promise<StartupRow> {
  const first = await startServer(env, port);
  await first.stop();
  const second = await startServer(env, port);
  try {
    const load = await autocannon({
      url: `${second.baseUrl}/api/health`,
      connections: LOAD.connections,
      duration: LOAD.durationSeconds,
    });
    if (load.non2xx > 0) throw new Error(`${load.non2xx} health checks failed under load`);
    return {
      database,
      firstStartMs: first.msToHealthy,
      restartMs: second.msToHealthy,
      healthRequestsPerSecond: load.requests.average,
      healthP50Ms: load.latency.p50,
      healthP99Ms: load.latency.p99,
      residentMiB: residentMiB(second.process.pid as number),
    } satisfies StartupRow;
  } finally {
    await second.stop();
  }
}

export const LOAD_DESCRIPTION = `${LOAD.connections} connections for ${LOAD.durationSeconds} s`;
