import { Counter, Gauge, Histogram, Registry } from "prom-client";
import { METRICS_BUCKETS } from "../../contracts/operations.ts";

/** What the job queue reports about each handled job; the queue knows nothing of Prometheus. */
export interface JobObserver {
  jobFinished(name: string, seconds: number, outcome: "completed" | "failed"): void;
}

/** Jobs waiting (created or due for a retry) per queue, read when Prometheus scrapes. */
export type QueueDepthReader = () => Promise<Array<{ name: string; waiting: number }>>;

export interface Metrics extends JobObserver {
  requestFinished(route: string, method: string, status: number, seconds: number): void;
  /** Where queue depth comes from; set by the process that owns the job queue. */
  readQueueDepthFrom(reader: QueueDepthReader): void;
  /** The text exposition format, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * One registry per process (not prom-client's global one), so several apps in one test process
 * keep their counts apart. Labels are route templates and job names only: never a URL, an id or
 * an organization, so a scrape shows load, not any tenant's data.
 */
export function createMetrics(): Metrics {
  const registry = new Registry();
  let readQueueDepth: QueueDepthReader | undefined;

  const requestDuration = new Histogram({
    name: "berkas_http_request_duration_seconds",
    help: "HTTP requests by route template, method and status, and how long they took",
    labelNames: ["route", "method", "status"],
    buckets: [...METRICS_BUCKETS.requestSeconds],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: "berkas_job_duration_seconds",
    help: "Jobs handled by this process by name and outcome, and how long they took",
    labelNames: ["job", "outcome"],
    buckets: [...METRICS_BUCKETS.jobSeconds],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "berkas_job_failures_total",
    help: "Job attempts that threw in this process, by name (each is retried until its limit)",
    labelNames: ["job"],
    registers: [registry],
  });
  new Gauge({
    name: "berkas_queue_depth",
    help: "Jobs waiting to start (created or due for a retry), by queue, across all workers",
    labelNames: ["queue"],
    registers: [registry],
    async collect() {
      this.reset();
      if (!readQueueDepth) return;
      for (const { name, waiting } of await readQueueDepth()) this.set({ queue: name }, waiting);
    },
  });

  return {
    requestFinished(route, method, status, seconds) {
      requestDuration.observe({ route, method, status: String(status) }, seconds);
    },
    jobFinished(name, seconds, outcome) {
      jobDuration.observe({ job: name, outcome }, seconds);
      if (outcome === "failed") jobFailures.inc({ job: name });
    },
    readQueueDepthFrom(reader) {
      readQueueDepth = reader;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
