import { createIntegrationSecrets } from "./domain/integrations/token-cipher.ts";
import { createXeroClient } from "./providers/accounting/xero-client.ts";
import path from "node:path";
import type { App } from "./app.ts";
import { pino, type Logger } from "pino";
import { openDatabase, type Database } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import type { Env } from "./env.ts";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.ts";
import { createProductJobs } from "./jobs/product-jobs.ts";
import { createUnderstandingStage } from "./domain/documents/understand-stage.ts";
import { createLlmFieldFiller } from "./providers/llm/llm-field-filler.ts";
import { createOcrEngine, type OcrEngine } from "../reader/index.ts";
import { loadAuthSecret } from "./auth/auth-secret.ts";
import type { Mailer } from "./providers/mail/mailer.ts";
import { createOutboxMailer } from "./providers/mail/outbox-mailer.ts";
import { createSmtpMailer } from "./providers/mail/smtp-mailer.ts";
import { openBlobStore } from "./providers/storage/open-blob-store.ts";
import { createBackupJobs } from "./jobs/backup-jobs.ts";
import { createXeroJobs } from "./jobs/xero-jobs.ts";
import { backupDepsOf } from "./domain/backups/backup-commands.ts";
import {
  isLoopbackHost,
  type DevOutbox,
  type DevOutboxAudience,
} from "./routes/dev/dev-mail-routes.ts";
import { ensureWebBuild } from "./web-build.ts";
import { createMetrics } from "./metrics/metrics.ts";
import { startMetricsServer } from "./metrics/metrics-server.ts";

/** pg-boss's own pool; small, because the embedded socket server caps all connections. */
const JOB_QUEUE_POOL_SIZE = 4;

export interface Roles {
  web: boolean;
  worker: boolean;
  /** Serve only /api (npm run dev, where Vite serves the pages with hot reload). */
  apiOnly?: boolean;
}

export interface Runtime {
  logger: Logger;
  database: Database;
  jobQueue: JobQueue;
  app: App | undefined;
  stop(): Promise<void>;
}

/**
 * Who may read the dev outbox, which holds every sign-in and reset link: nobody in production
 * or with SMTP; anyone only when DEV_OUTBOX asks for it; otherwise this machine, and only when
 * the server listens on loopback alone with no proxy in front (a proxy's callers would reach
 * it from loopback too).
 */
export function devOutboxAudience(env: Env): DevOutboxAudience | undefined {
  if (env.NODE_ENV === "production" || env.SMTP_URL) return undefined;
  if (env.DEV_OUTBOX) return "anyone";
  if (isLoopbackHost(env.HOST) && env.TRUSTED_PROXIES.length === 0) return "loopback";
  return undefined;
}

/** SMTP when configured; otherwise the outbox directory, shown at /dev/mail to its audience. */
function createMailer(env: Env): { mailer: Mailer; devOutbox?: DevOutbox } {
  if (env.SMTP_URL) return { mailer: createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) };
  const outbox = createOutboxMailer(path.join(env.dataDir, "outbox"));
  const audience = devOutboxAudience(env);
  return audience
    ? { mailer: outbox, devOutbox: { list: outbox.list, audience } }
    : { mailer: outbox };
}

/**
 * Stops listening at once and lets requests already running finish; after the grace period the
 * connections still open (a stalled upload, say) are cut so the process can exit.
 */
async function closeWithin(server: App, graceMs: number): Promise<void> {
  const cut = setTimeout(() => server.server.closeAllConnections(), graceMs);
  try {
    await server.close();
  } finally {
    clearTimeout(cut);
  }
}

export function createLogger(env: Env): Logger {
  return pino({ level: env.LOG_LEVEL, base: { service: "berkas" } });
}

/** Opens the database (migrated), the file store and the job queue, then the roles asked for. */
export async function startRuntime(env: Env, roles: Roles, logger: Logger): Promise<Runtime> {
  if (roles.web && !roles.apiOnly) ensureWebBuild(logger);

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  const stopSteps: Array<() => Promise<void>> = [() => database.close()];
  const stop = async () => {
    for (const step of stopSteps.reverse()) {
      await step().catch((error: unknown) => logger.error({ err: error }, "stop step failed"));
    }
  };

  // OCR starts on the first document that needs reading, never in a web-only process.
  let ocrEngine: Promise<OcrEngine> | undefined;
  const ocr = () => (ocrEngine ??= createOcrEngine());
  stopSteps.push(async () => {
    if (ocrEngine) await (await ocrEngine).terminate();
  });

  try {
    await migrateDatabase(database);
    const blobStore = openBlobStore(env);
    // The daily backup runs in worker processes only, like the other periodic jobs.
    const backupJobs = env.BACKUP_SCHEDULE
      ? createBackupJobs(backupDepsOf(env, { database, files: blobStore, logger }))
      : [];
    const metrics = createMetrics();
    // The worker mails reminders, so the mailer is made for every role, not only the web's.
    const { mailer, devOutbox } = createMailer(env);
    // Workers retry queued Xero sendings, so Xero's client is made for every role.
    const xero =
      env.XERO_CLIENT_ID && env.XERO_CLIENT_SECRET
        ? {
            provider: createXeroClient({
              clientId: env.XERO_CLIENT_ID,
              clientSecret: env.XERO_CLIENT_SECRET,
              redirectUri: `${env.publicUrl}/api/integrations/xero/callback`,
            }),
            secrets: createIntegrationSecrets(loadAuthSecret(env.AUTH_SECRET, env.dataDir)),
          }
        : undefined;
    const jobQueue = createJobQueue({
      observer: metrics,
      ...(env.JOB_SUPERVISE_SECONDS && { superviseIntervalSeconds: env.JOB_SUPERVISE_SECONDS }),
      shutdownGraceSeconds: env.SHUTDOWN_GRACE_SECONDS,
      connection: database.connection,
      poolSize: JOB_QUEUE_POOL_SIZE,
      definitions: createProductJobs(
        {
          database,
          blobStore,
          ocr,
          logger,
          understanding: createUnderstandingStage({
            ...(env.llm && { llm: createLlmFieldFiller(env.llm) }),
            logger,
          }),
        },
        { mailer, publicUrl: env.publicUrl },
      )
        .concat(backupJobs)
        .concat(xero ? createXeroJobs({ db: database.db, blobStore, xero }) : []),
      logger,
    });
    await jobQueue.start();
    stopSteps.push(() => jobQueue.stop());
    if (roles.worker) await jobQueue.work(env.WORKER_CONCURRENCY);
    if (!roles.web && env.METRICS_PORT !== undefined) {
      metrics.readQueueDepthFrom(() => jobQueue.waitingJobs());
      const metricsServer = await startMetricsServer({
        metrics,
        token: env.METRICS_TOKEN,
        host: env.HOST,
        port: env.METRICS_PORT,
      });
      stopSteps.push(() => metricsServer.close());
    }

    let app: App | undefined;
    if (roles.web) {
      // Loaded for the web role only: a worker never needs the HTTP app, sign-in or Stripe, and
      // starts seconds sooner without them.
      const { startWeb } = await import("./start-web.ts");
      const web = await startWeb(
        env,
        { apiOnly: Boolean(roles.apiOnly) },
        {
          database,
          blobStore,
          jobQueue,
          mailer,
          devOutbox,
          xero,
          metrics,
          logger,
        },
      );
      app = web;
      stopSteps.push(() => closeWithin(web, env.SHUTDOWN_GRACE_SECONDS * 1000));
      await web.listen({ port: env.PORT, host: env.HOST });
    }
    logger.info(
      { database: database.kind, web: roles.web, worker: roles.worker, dataDir: env.dataDir },
      "berkas is running",
    );
    return { logger, database, jobQueue, app, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
