import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { startServer } from "../../test/support/berkas-process.ts";

export interface SignInRow {
  database: string;
  p50Ms: number;
  p95Ms: number;
  signInsPerSecond: number;
}

const SEQUENTIAL_SIGN_INS = 60;
const LOAD = { connections: 4, durationSeconds: 10 };
const PASSWORD = "kata-sandi-rahasia-1";
/** The bench signs in hundreds of times from one address; lift the limits for it. */
const UNLIMITED = { AUTH_RATE_LIMIT_PER_IP: "1000000000", AUTH_RATE_LIMIT_PER_EMAIL: "1000000000" };

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Password sign-in (scrypt on the server): latency one at a time, then throughput under load. */
export async function benchSignIn(
  database: string,
  env: Record<string, string>,
  port: number,
): Promise<SignInRow> {
  const server = await startServer({ ...env, ...UNLIMITED }, port);
  try {
    const headers = { "content-type": "application/json", origin: server.baseUrl };
    const email = `bench-${randomUUID().slice(0, 8)}@example.co.id`;
    const signUp = await fetch(`${server.baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: PASSWORD, name: "Bench" }),
    });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
    const body = JSON.stringify({ email, password: PASSWORD });

    const latencies: number[] = [];
    for (let attempt = 0; attempt < SEQUENTIAL_SIGN_INS; attempt++) {
      const started = performance.now();
      const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers,
        body,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
      latencies.push(performance.now() - started);
    }
    latencies.sort((a, b) => a - b);

    const load = await autocannon({
      url: `${server.baseUrl}/api/auth/sign-in/email`,
      method: "POST",
      headers,
      body,
      connections: LOAD.connections,
      duration: LOAD.durationSeconds,
    });
    if (load.non2xx > 0) throw new Error(`${load.non2xx} sign-ins failed under load`);
    return {
      database,
      p50Ms: percentile(latencies, 0.5),
      p95Ms: percentile(latencies, 0.95),
      signInsPerSecond: load.requests.average,
    };
  } finally {
    await server.stop();
  }
}

export const SIGN_IN_LOAD_DESCRIPTION = `${SEQUENTIAL_SIGN_INS} one at a time, then ${LOAD.connections} connections for ${LOAD.durationSeconds} s`;
