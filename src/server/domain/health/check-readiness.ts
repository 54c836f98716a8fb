import type { Readiness } from "../../../contracts/operations.ts";
import { probe } from "./check-health.ts";

export interface ReadinessProbes {
  /** Throws when the database does not answer. */
  db(): Promise<void>;
  /** How many of this build's migrations the database has not applied. */
  pendingMigrations(): Promise<number>;
  /** Started and not stopping. */
  queueRunning(): boolean;
  /** Throws when the queue's tables cannot be read. */
  queue(): Promise<void>;
  /** The process has begun to stop; a load balancer should send its traffic elsewhere. */
  shuttingDown(): boolean;
}

/**
 * Ready means this process can serve a request end to end: a load balancer keeps sending it
 * traffic only while this holds, and stops before a graceful shutdown closes the door.
 */
export async function checkReadiness(probes: ReadinessProbes): Promise<Readiness> {
  const [db, pending, queue] = await Promise.all([
    probe(probes.db),
    probe(async () => {
      if ((await probes.pendingMigrations()) > 0) throw new Error("pending");
    }),
    probe(probes.queue),
  ]);
  const reasons: Readiness["reasons"] = [];
  if (db === "down") reasons.push("database_unreachable");
  // An unreachable database cannot say which migrations it has; that reason already covers it.
  else if (pending === "down") reasons.push("migrations_pending");
  if (queue === "down" || !probes.queueRunning()) reasons.push("queue_not_running");
  if (probes.shuttingDown()) reasons.push("shutting_down");
  return { status: reasons.length === 0 ? "ready" : "not_ready", reasons };
}
