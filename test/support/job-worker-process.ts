/**
 * A berkas worker in its own process, working one test queue with the real job queue code.
 * argv: <connection JSON> <queue name> <"work" | "slow" | "hang"> [shutdown grace seconds]. With
 * "hang" every job starts and never finishes, standing in for a process that dies mid-job; with
 * "slow" each takes two seconds. Records each attempt's start and finish (column n holds the
 * attempt number). Prints "ready" once it is working.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { pino } from "pino";
import { z } from "zod";
import { connectDatabase } from "../../src/server/db/client.ts";
import { defineJob } from "../../src/server/jobs/job-definition.ts";
import { createJobQueue } from "../../src/server/jobs/job-queue.ts";

const [connectionJson, queueName, mode, graceSeconds] = process.argv.slice(2);
if (!connectionJson || !queueName) throw new Error("usage: <connection JSON> <queue> <mode>");
const connection = JSON.parse(connectionJson);
const database = connectDatabase("server", connection, 2);

async function record(jobId: string, attempt: number, event: "started" | "finished") {
  await database.pool.query(
    "insert into test_job_runs (queue, job_id, n, pid, event) values ($1, $2, $3, $4, $5)",
    [queueName, jobId, attempt, process.pid, event],
  );
}

const recordingJob = defineJob({
  name: queueName,
  payload: z.object({ n: z.number().int() }),
  heartbeatSeconds: 10,
  retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 2 },
  async handle(_payload, { jobId, attempt }) {
    await record(jobId, attempt, "started");
    if (mode === "hang") await new Promise(() => {});
    await sleep(mode === "slow" ? 2_000 : 100);
    await record(jobId, attempt, "finished");
  },
});

const queue = createJobQueue({
  connection,
  poolSize: 3,
  definitions: [recordingJob],
  logger: pino({ level: "silent" }),
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
  ...(graceSeconds && { shutdownGraceSeconds: Number(graceSeconds) }),
});
await queue.start();
await queue.work(3);
process.stdout.write("ready\n");

process.on("SIGTERM", () => {
  queue
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
