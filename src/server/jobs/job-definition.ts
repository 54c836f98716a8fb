import type { z } from "zod";

export interface RetryPolicy {
  /** How many times a failed attempt is tried again before the job is marked failed. */
  limit: number;
  /** First delay; with backoff each retry roughly doubles it, up to maxDelaySeconds. */
  delaySeconds: number;
  maxDelaySeconds: number;
}

/** Retry and liveness in one place; a definition overrides only what it must. */
export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 5, maxDelaySeconds: 300 };
/**
 * A running handler refreshes its heartbeat every half of this; when a worker process dies the
 * heartbeat stops and the supervisor hands the job to another worker.
 */
export const DEFAULT_HEARTBEAT_SECONDS = 30;
export const DEFAULT_EXPIRE_SECONDS = 15 * 60;

export interface JobContext {
  jobId: string;
  /** 0 for the first attempt, then 1, 2… for retries. */
  attempt: number;
  /** Aborted when the worker is stopping, so long handlers can give up early and be retried. */
  signal: AbortSignal;
  /** What the queue holds, for handlers that reconcile the product's state with it. */
  jobs: JobLookup;
}

export interface JobLookup {
  /**
   * Which of `values` name a job of that kind, in any namespace, that is still waiting, running
   * or due for a retry, matched on the payload's `field`.
   */
  liveJobKeys(
    spec: JobSpec<unknown>,
    field: string,
    values: readonly string[],
  ): Promise<Set<string>>;
}

export interface JobDefinition<Payload> {
  name: string;
  payload: z.ZodType<Payload>;
  retry: RetryPolicy;
  heartbeatSeconds: number;
  expireInSeconds: number;
  /**
   * Set for housekeeping that every worker runs on its own clock, this many seconds apart, with
   * an empty payload, rather than a job sent through the queue. Such a handler must tolerate
   * running in several workers at once.
   */
  everySeconds?: number;
  /** Must be idempotent: a retried or resumed job runs the handler again. */
  handle(payload: Payload, context: JobContext): Promise<void>;
}

/** What a sender needs: the queue's name and its payload's shape, without the handler. */
export type JobSpec<Payload> = Pick<JobDefinition<Payload>, "name" | "payload">;

type JobDefinitionInput<Payload> = Pick<JobDefinition<Payload>, "name" | "payload" | "handle"> &
  Partial<
    Pick<JobDefinition<Payload>, "retry" | "heartbeatSeconds" | "expireInSeconds" | "everySeconds">
  >;

export function defineJob<Payload>(input: JobDefinitionInput<Payload>): JobDefinition<Payload> {
  return {
    retry: DEFAULT_RETRY,
    heartbeatSeconds: DEFAULT_HEARTBEAT_SECONDS,
    expireInSeconds: DEFAULT_EXPIRE_SECONDS,
    ...input,
  };
}

/**
 * A definition of any payload type. `handle` is declared as a method, so a queue can call it
 * with the payload its own schema has just parsed.
 */
export type AnyJobDefinition = JobDefinition<unknown>;
