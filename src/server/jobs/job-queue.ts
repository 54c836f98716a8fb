import { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { SHUTDOWN } from "../../contracts/operations.ts";
import type { ConnectionConfig } from "../db/connection-config.ts";
import type { JobObserver } from "../metrics/metrics.ts";
import type { AnyJobDefinition, JobLookup, JobSpec } from "./job-definition.ts";

/** Runs SQL inside the caller's transaction, so a job is created only if the transaction commits. */
export interface TransactionExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface JobQueueOptions {
  connection: ConnectionConfig;
  /** Connections pg-boss may hold; counts against the embedded socket server's cap. */
  poolSize: number;
  /** Every definition this process may send or work; their queues are created on start. */
  definitions: readonly AnyJobDefinition[];
  logger: Logger;
  /** How often expired and silent (dead-worker) jobs are looked for. */
  superviseIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /**
   * Put before every queue name, so that several apps on one database keep their jobs apart
   * (each test app has its own files; a job must reach a worker that can read them).
   */
  namespace?: string;
  /** Told how long each handled job took and whether it threw (the /metrics figures). */
  observer?: JobObserver;
  /**
   * How long `stop` lets running handlers finish before handing their jobs back to the queue;
   * the contracts' SHUTDOWN.graceSeconds unless given.
   */
  shutdownGraceSeconds?: number;
}

export interface JobQueue extends JobLookup {
  start(): Promise<void>;
  send<Payload>(
    definition: JobSpec<Payload>,
    payload: Payload,
    options?: { transaction?: TransactionExecutor },
  ): Promise<string>;
  /**
   * Asks this process's workers of that queue to fetch now rather than at their next poll; for
   * a job sent in a transaction, call it once that has committed. Without local workers it does
   * nothing (other processes find the job when they next poll).
   */
  wake(definition: JobSpec<unknown>): void;
  /**
   * Starts handling every definition's jobs, `concurrency` at a time per definition, and the
   * periodic definitions' rounds.
   */
  work(concurrency: number): Promise<void>;
  /** Throws when the queue's tables cannot be read. */
  check(): Promise<void>;
  /** Started and not stopping: sends are accepted and, in a worker, jobs are taken. */
  isRunning(): boolean;
  /** Jobs waiting to start (created or due for a retry) in each of this process's queues. */
  waitingJobs(): Promise<Array<{ name: string; waiting: number }>>;
  /**
   * Takes no new jobs, lets running ones finish for the grace period, then fails those still
   * running back to the queue (each is retried, by another worker if this one is gone) and
   * aborts their handlers' signals.
   */
  stop(): Promise<void>;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { definitions, logger } = options;
  const queueName = (name: string) => `${options.namespace ?? ""}${name}`;
  const superviseIntervalSeconds = options.superviseIntervalSeconds ?? 10;
  const boss = new PgBoss({
    ...options.connection,
    max: options.poolSize,
    application_name: "berkas-jobs",
    superviseIntervalSeconds,
    monitorIntervalSeconds: superviseIntervalSeconds,
    schedule: false,
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));

  const graceMs = (options.shutdownGraceSeconds ?? SHUTDOWN.graceSeconds) * 1000;
  let state: "idle" | "running" | "stopping" = "idle";
  const stopController = new AbortController();
  const localWorkers = new Map<string, string[]>();
  const periodicTimers: NodeJS.Timeout[] = [];
  const periodicRounds = new Set<Promise<void>>();
  const queued = definitions.filter((definition) => definition.everySeconds === undefined);
  const periodic = definitions.flatMap(({ everySeconds, ...definition }) =>
    everySeconds === undefined ? [] : [{ definition, everySeconds }],
  );

  async function ensureQueue(definition: AnyJobDefinition): Promise<void> {
    const queueOptions = {
      retryLimit: definition.retry.limit,
      retryDelay: definition.retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: definition.retry.maxDelaySeconds,
      expireInSeconds: definition.expireInSeconds,
      heartbeatSeconds: definition.heartbeatSeconds,
    };
    await boss.createQueue(queueName(definition.name), queueOptions);
    await boss.updateQueue(queueName(definition.name), queueOptions);
    await warmQueueCache(queueName(definition.name));
  }

  /**
   * pg-boss reads a queue's metadata into a cache the first time it sends to it. Done during a
   * caller's transaction, that read would need a second connection, and the embedded database
   * serves only the connection holding an open transaction: it would wait forever. So the cache
   * is filled here, at start. getBlockedKeys fills it and then refuses our standard-policy
   * queues, which is the expected outcome.
   */
  async function warmQueueCache(name: string): Promise<void> {
    await boss.getBlockedKeys(name).catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes("key_strict_fifo"))) throw error;
    });
  }

  const lookup: JobLookup = {
    /** Ends with the name, so a test app's namespaced queues count too (see `namespace`). */
    async liveJobKeys(spec, field, values) {
      if (values.length === 0) return new Set();
      const { rows } = await boss.getDb().executeSql(
        `select distinct data->>$2 as key from pgboss.job
          where right(name, length($1)) = $1
            and state in ('created', 'retry', 'active')
            and data->>$2 = any($3::text[])`,
        [spec.name, field, values],
      );
      return new Set((rows as Array<{ key: string }>).map((row) => row.key));
    },
  };

  /** One round at a time per definition: a slow round delays the next rather than overlapping. */
  function startPeriodic({ definition, everySeconds }: (typeof periodic)[number]): void {
    let round = 0;
    let running = false;
    const timer = setInterval(() => {
      if (running || stopController.signal.aborted) return;
      running = true;
      const context = {
        jobId: `${definition.name}#${round}`,
        attempt: 0,
        signal: stopController.signal,
        jobs: lookup,
      };
      round++;
      const done = definition
        .handle(definition.payload.parse({}), context)
        .catch((error: unknown) => logger.error({ err: error, job: definition.name }, "job failed"))
        .finally(() => {
          running = false;
          periodicRounds.delete(done);
        });
      periodicRounds.add(done);
    }, everySeconds * 1000);
    periodicTimers.push(timer);
  }

  return {
    ...lookup,
    async start() {
      await boss.start();
      for (const definition of queued) await ensureQueue(definition);
      state = "running";
    },

    async send(definition, payload, sendOptions) {
      const data = definition.payload.parse(payload) as object;
      const id = await boss.send(queueName(definition.name), data, {
        ...(sendOptions?.transaction ? { db: sendOptions.transaction } : {}),
      });
      if (!id) throw new Error(`The job queue refused a ${definition.name} job`);
      return id;
    },

    wake(definition) {
      for (const id of localWorkers.get(queueName(definition.name)) ?? []) boss.notifyWorker(id);
    },

    async work(concurrency) {
      for (const task of periodic) startPeriodic(task);
      // One pg-boss worker per slot, each with its own id for `wake`: with localConcurrency,
      // pg-boss gives out the first worker's id only, so a wake reached that one, and while it
      // was busy the job waited for another's poll (a photo uploaded while the last one's
      // thumbnail was being made started about a second late).
      for (const definition of queued.flatMap((each) =>
        Array.from({ length: concurrency }, () => each),
      )) {
        const name = queueName(definition.name);
        const workerId = await boss.work(
          name,
          {
            localConcurrency: 1,
            batchSize: 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
          },
          async ([job]) => {
            if (!job) return;
            const started = performance.now();
            const finished = (outcome: "completed" | "failed") =>
              options.observer?.jobFinished(
                definition.name,
                (performance.now() - started) / 1000,
                outcome,
              );
            try {
              const payload = definition.payload.parse(job.data);
              const signal = AbortSignal.any([job.signal, stopController.signal]);
              await definition.handle(payload, {
                jobId: job.id,
                attempt: job.retryCount,
                signal,
                jobs: lookup,
              });
            } catch (error) {
              finished("failed");
              throw error;
            }
            finished("completed");
          },
        );
        localWorkers.set(name, [...(localWorkers.get(name) ?? []), workerId]);
      }
    },

    async check() {
      if (!(await boss.isInstalled())) throw new Error("The job queue schema is not installed");
    },

    isRunning() {
      return state === "running";
    },

    async waitingJobs() {
      const names = queued.map((definition) => queueName(definition.name));
      const { rows } = await boss.getDb().executeSql(
        `select name, count(*)::int as waiting from pgboss.job
          where name = any($1::text[]) and state in ('created', 'retry')
          group by name`,
        [names],
      );
      const counts = new Map(
        (rows as Array<{ name: string; waiting: number }>).map((row) => [row.name, row.waiting]),
      );
      return names.map((name) => ({ name, waiting: counts.get(name) ?? 0 }));
    },

    async stop() {
      state = "stopping";
      for (const timer of periodicTimers) clearInterval(timer);
      // Handlers keep their signal until the grace period ends, so work that can finish does;
      // pg-boss meanwhile fetches nothing new and, at the same deadline, fails what is still
      // active back to the queue before closing its pool.
      const abortAtDeadline = setTimeout(() => stopController.abort(), graceMs);
      try {
        await boss.stop({ graceful: true, timeout: graceMs });
        await Promise.all(periodicRounds);
      } finally {
        clearTimeout(abortAtDeadline);
        stopController.abort();
      }
    },
  };
}
