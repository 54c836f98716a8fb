import { z } from "zod";

/**
 * Running berkas in production (issue 22): how long a stopping process gives the work it has
 * started, and the shape of the liveness and readiness answers load balancers read.
 */
export const SHUTDOWN = {
  /**
   * A stopping web or worker process lets requests and jobs already running finish for this
   * long; jobs still running then go back to the queue for another worker. Below Kubernetes'
   * default 30 s termination grace, so the process exits before it is killed; compose.yaml's
   * stop_grace_period is set above it for the same reason.
   */
  graceSeconds: 25,
} as const;

/** Why a process is not ready to take traffic; each is checked on every readiness request. */
export const READINESS_REASONS = [
  "database_unreachable",
  "migrations_pending",
  "queue_not_running",
  "shutting_down",
] as const;
export const readinessReasonSchema = z.enum(READINESS_REASONS);

export const livenessSchema = z.object({ status: z.literal("ok") });

export const readinessSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  reasons: z.array(readinessReasonSchema),
});
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * Request and job durations are counted into these upper bounds, in seconds (Prometheus
 * histogram buckets): requests mostly under a second, document jobs up to minutes.
 */
export const METRICS_BUCKETS = {
  requestSeconds: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  jobSeconds: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
} as const;
