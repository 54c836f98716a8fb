import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { buildApp, type App, type AppDeps } from "../../src/server/app.ts";
import type { Database } from "../../src/server/db/client.ts";
import type { AnyJobDefinition } from "../../src/server/jobs/job-definition.ts";
import { createJobQueue, type JobQueue } from "../../src/server/jobs/job-queue.ts";
import type { BlobStore } from "../../src/server/providers/storage/blob-store.ts";
import { createLocalBlobStore } from "../../src/server/providers/storage/local-blob-store.ts";
import { AUTH_RATE_LIMITS, type AuthRateLimits } from "../../src/server/auth/auth-rate-limit.ts";
import { createAuth, type Auth, type GoogleSignIn } from "../../src/server/auth/create-auth.ts";
import { createMailComposer } from "../../src/server/domain/mail/compose-mail.ts";
import {
  createOutboxMailer,
  type OutboxMail,
} from "../../src/server/providers/mail/outbox-mailer.ts";
import { connectTestDatabase, silentLogger } from "./test-database.ts";
import { PROCESSING, type UserRateLimits } from "../../src/contracts/limits.ts";
import type { DevOutboxAudience } from "../../src/server/routes/dev/dev-mail-routes.ts";
import type { UploadLimits } from "../../src/server/domain/documents/upload-document.ts";
import { createProductJobs } from "../../src/server/jobs/product-jobs.ts";
import { createXeroJobs } from "../../src/server/jobs/xero-jobs.ts";
import type { XERO_SEND_RETRY } from "../../src/contracts/integrations.ts";
import { localUnderstanding } from "../../src/server/domain/documents/understand-stage.ts";
import type { ModelPlanner } from "../../src/server/domain/assistant/stream-answer.ts";
import type { DocumentUnderstanding } from "../../src/server/domain/documents/process-document.ts";
import { createOcrEngine, type OcrEngine } from "../../src/reader/index.ts";
import type { Billing } from "../../src/server/providers/stripe/stripe-billing.ts";
import type { RenderPageBody } from "../../src/server/public-site/render-public-page.ts";

export interface TestApp {
  app: App;
  /** Where the local blob store keeps files (empty when another store was given). */
  filesRoot: string;
  database: Database;
  jobQueue: JobQueue;
  blobStore: BlobStore;
  auth: Auth;
  /** Mail the app "sent", newest first. */
  outbox(): Promise<OutboxMail[]>;
  close(): Promise<void>;
}

export const TEST_PUBLIC_URL = "http://localhost:3000";
/** Where the test apps mail the public site's forms. */
export const TEST_SUPPORT_EMAIL = "support@berkas.test";

export function createTestJobQueue(
  definitions: readonly AnyJobDefinition[] = [],
  namespace = "",
): JobQueue {
  return createJobQueue({
    namespace,
    connection: inject("databaseConnection"),
    poolSize: 3,
    definitions,
    logger: silentLogger,
    superviseIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
}

/**
 * Every job queue supervises every queue in the database once a second (pg-boss's pass reads
 * them all), so the queues of apps already closed, left behind by each test file, made every
 * later file's supervision slower: about a tenth of a core per app at a thousand queues. An app
 * deletes its own namespace's queues, and their jobs, when it closes.
 */
async function deleteQueuesOf(namespace: string): Promise<void> {
  // The queues live in the run's test database, whichever database the app itself was given.
  const testDatabase = connectTestDatabase(1);
  try {
    await testDatabase.pool.query(
      `select pgboss.delete_queue(name) from pgboss.queue where starts_with(name, $1)`,
      [namespace],
    );
  } finally {
    await testDatabase.close();
  }
}

/** The real app on the run's test database, a scratch file store and a started job queue. */
export async function createTestApp(
  options: {
    webRoot?: string;
    /** The public pages' render that fills #root (the web build's, decision 0027). */
    renderPublicPage?: RenderPageBody;
    database?: Database;
    blobStore?: BlobStore;
    adminEmail?: string;
    google?: GoogleSignIn;
    /** Every test file signs people up from 127.0.0.1; the per-IP limit is raised unless set. */
    authRateLimits?: AuthRateLimits;
    /** Reverse proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES); none by default. */
    trustedProxies?: string[];
    /**
     * Who may read the dev outbox over HTTP: this machine only unless given; null serves it to
     * nobody, as on a server bound elsewhere.
     */
    devOutboxAudience?: DevOutboxAudience | null;
    /** Per-user search, mention and assistant limits; the contracts' unless given. */
    userRateLimits?: UserRateLimits;
    /** Extra routes a test needs, added before the app is ready. */
    extend?: (app: App) => void;
    /** Process documents in this process, as `berkas start` does. */
    worker?: boolean;
    uploadLimits?: UploadLimits;
    /** The processing's understanding stage; our own reading unless a test gives another. */
    understanding?: DocumentUnderstanding;
    /** A language model planning the assistant's answers; our own planner when absent. */
    assistantModel?: ModelPlanner;
    /**
     * Test files share one database; by default each app's jobs go to queues of its own, since
     * only its worker can read its files. "" is the queues `berkas worker` processes use.
     */
    jobNamespace?: string;
    /** Stripe billing and plan limits (issue 20); off, every organization unlimited, unless given. */
    billing?: Billing;
    /** Xero (issue 21): the client pointed at a loopback Xero, and the secrets its tokens use. */
    xero?: AppDeps["xero"];
    /** How the queue retries a sending Xero was unavailable for; the product's unless given. */
    xeroRetry?: typeof XERO_SEND_RETRY;
    /** The bearer token /metrics asks for (METRICS_TOKEN); open without it. */
    metricsToken?: string;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? connectTestDatabase();
  const jobNamespace = options.jobNamespace ?? `test-${randomUUID().slice(0, 8)}.`;
  const filesRoot = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-files-"));
  const blobStore = options.blobStore ?? createLocalBlobStore(filesRoot);
  let ocrEngine: Promise<OcrEngine> | undefined;
  const jobQueue = createTestJobQueue(
    createProductJobs({
      database,
      blobStore,
      ocr: () => (ocrEngine ??= createOcrEngine()),
      logger: silentLogger,
      understanding: options.understanding ?? localUnderstanding,
    }).concat(
      options.xero
        ? createXeroJobs({ db: database.db, blobStore, xero: options.xero }, options.xeroRetry)
        : [],
    ),
    jobNamespace,
  );
  await jobQueue.start();
  if (options.worker) await jobQueue.work(PROCESSING.concurrentDocuments);
  const outbox = createOutboxMailer(path.join(filesRoot, "outbox"));
  const mail = createMailComposer(database.db, outbox);
  const auth = createAuth({
    db: database.db,
    secret: "test-secret-that-is-long-enough-for-better-auth",
    publicUrl: TEST_PUBLIC_URL,
    mail,
    ...(options.google ? { google: options.google } : {}),
  });
  const app = await buildApp({
    database,
    blobStore,
    jobQueue,
    auth,
    mail,
    supportMail: { mailer: outbox, to: TEST_SUPPORT_EMAIL },
    publicUrl: TEST_PUBLIC_URL,
    ...(options.devOutboxAudience !== null && {
      devOutbox: { list: outbox.list, audience: options.devOutboxAudience ?? "loopback" },
    }),
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.userRateLimits ? { userRateLimits: options.userRateLimits } : {}),
    logger: silentLogger,
    authRateLimits: options.authRateLimits ?? { ...AUTH_RATE_LIMITS, perIp: 1_000_000 },
    ...(options.adminEmail ? { adminEmail: options.adminEmail } : {}),
    googleSignIn: Boolean(options.google),
    ...(options.google?.endpoints && { googleLogoutUrl: options.google.endpoints.logout }),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.renderPublicPage ? { renderPublicPage: options.renderPublicPage } : {}),
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
    ...(options.assistantModel ? { assistantModel: options.assistantModel } : {}),
    ...(options.billing ? { billing: options.billing } : {}),
    ...(options.xero ? { xero: options.xero } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    filesRoot,
    database,
    jobQueue,
    blobStore,
    auth,
    outbox: outbox.list,
    async close() {
      await app.close();
      await jobQueue.stop();
      // Another file's `berkas worker` processes may use the product's own queues ("").
      if (options.jobNamespace === undefined) await deleteQueuesOf(jobNamespace);
      if (ocrEngine) await (await ocrEngine).terminate();
      await database.close();
      fs.rmSync(filesRoot, { recursive: true, force: true });
    },
  };
}
