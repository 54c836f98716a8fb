import type { Health } from "../../../contracts/health.ts";

export interface HealthProbes {
  db(): Promise<void>;
  storage(): Promise<void>;
  queue(): Promise<void>;
}

/** Each probe gets this long; a hung dependency reads as down rather than hanging the check. */
const PROBE_TIMEOUT_MS = 3_000;

export async function probe(run: () => Promise<void>): Promise<"ok" | "down"> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([run(), timeout]);
    return "ok";
  } catch {
    return "down";
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(probes: HealthProbes): Promise<Health> {
  const [db, storage, queue] = await Promise.all([
    probe(probes.db),
    probe(probes.storage),
    probe(probes.queue),
  ]);
  const status = db === "ok" && storage === "ok" && queue === "ok" ? "ok" : "down";
  return { status, db, storage, queue };
}
