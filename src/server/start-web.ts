/**
 * The web role: sign-in, the HTTP app and the public pages, built on the parts every role shares
 * (`runtime.ts`). Its own module so a `berkas worker` never loads it.
 */
import type { Logger } from "pino";
import { buildApp, type App, type AppDeps } from "./app.ts";
import { AUTH_RATE_LIMITS } from "./auth/auth-rate-limit.ts";
import { loadAuthSecret } from "./auth/auth-secret.ts";
import { createAuth, GOOGLE_ENDPOINTS } from "./auth/create-auth.ts";
import type { Database } from "./db/client.ts";
import { createMailComposer } from "./domain/mail/compose-mail.ts";
import type { Env } from "./env.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import type { Metrics } from "./metrics/metrics.ts";
import { WEB_BUILD_DIR, WEB_RENDER_DIR } from "./project-paths.ts";
import { createLlmAssistant } from "./providers/llm/llm-assistant.ts";
import type { Mailer } from "./providers/mail/mailer.ts";
import type { BlobStore } from "./providers/storage/blob-store.ts";
import { createBilling } from "./providers/stripe/stripe-billing.ts";
import { loadPageRender } from "./public-site/render-public-page.ts";
import type { DevOutbox } from "./routes/dev/dev-mail-routes.ts";

/** What the web role takes from the runtime, made once per process for every role. */
export interface SharedParts {
  database: Database;
  blobStore: BlobStore;
  jobQueue: JobQueue;
  mailer: Mailer;
  devOutbox: DevOutbox | undefined;
  xero: AppDeps["xero"];
  metrics: Metrics;
  logger: Logger;
}

/** Builds the HTTP app (not yet listening); with `apiOnly`, without the pages. */
export async function startWeb(
  env: Env,
  { apiOnly }: { apiOnly: boolean },
  shared: SharedParts,
): Promise<App> {
  const { database, blobStore, jobQueue, mailer, devOutbox, xero, metrics, logger } = shared;
  const webRoot = apiOnly ? undefined : WEB_BUILD_DIR;
  const mail = createMailComposer(database.db, mailer);
  const auth = createAuth({
    db: database.db,
    secret: loadAuthSecret(env.AUTH_SECRET, env.dataDir),
    publicUrl: env.publicUrl,
    mail,
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
  });
  return buildApp({
    database,
    blobStore,
    jobQueue,
    auth,
    mail,
    supportMail: { mailer, to: env.SUPPORT_EMAIL },
    publicUrl: env.publicUrl,
    logger,
    ...(env.ADMIN_EMAIL && { adminEmail: env.ADMIN_EMAIL }),
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID),
    googleLogoutUrl: GOOGLE_ENDPOINTS.logout,
    authRateLimits: {
      windowSeconds: AUTH_RATE_LIMITS.windowSeconds,
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
    },
    ...(devOutbox && { devOutbox }),
    trustedProxies: env.TRUSTED_PROXIES,
    ...(xero && { xero }),
    uploadLimits: {
      maxBytesDefault: env.UPLOAD_MAX_BYTES,
      maxBytesLegal: env.UPLOAD_MAX_BYTES_LEGAL,
    },
    ...(webRoot && { webRoot, renderPublicPage: await loadPageRender(WEB_RENDER_DIR) }),
    ...(env.llm && { assistantModel: createLlmAssistant(env.llm) }),
    ...(env.stripe && { billing: createBilling(env.stripe) }),
    metrics,
    ...(env.METRICS_TOKEN && { metricsToken: env.METRICS_TOKEN }),
  });
}
