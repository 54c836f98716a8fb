import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyError } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Logger } from "pino";
import type { ErrorCode } from "../contracts/errors.ts";
import type { Database } from "./db/client.ts";
import { AppError, isAppError } from "./errors.ts";
import type { JobQueue } from "./jobs/job-queue.ts";
import { AUTH_RATE_LIMITS, type AuthRateLimits } from "./auth/auth-rate-limit.ts";
import type { Auth } from "./auth/create-auth.ts";
import type { MailComposer } from "./domain/mail/compose-mail.ts";
import type { BlobStore } from "./providers/storage/blob-store.ts";
import { analyticsRoutes } from "./routes/analytics/analytics-routes.ts";
import { auditRoutes } from "./routes/audit/audit-routes.ts";
import { searchRoutes } from "./routes/search/search-routes.ts";
import { legalDraftRoutes } from "./routes/legal/legal-draft-routes.ts";
import { legalLibraryRoutes } from "./routes/legal/legal-library-routes.ts";
import { chatRoutes } from "./routes/assistant/chat-routes.ts";
import type { ModelPlanner } from "./domain/assistant/stream-answer.ts";
import { authRoutes } from "./routes/auth/auth-routes.ts";
import { devMailRoutes, type DevOutbox } from "./routes/dev/dev-mail-routes.ts";
import { healthRoutes } from "./routes/health/health-routes.ts";
import { metricsRoutes } from "./routes/metrics/metrics-routes.ts";
import { accountDeletionRoutes } from "./routes/me/account-deletion-routes.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { countPendingMigrations } from "./db/migrate.ts";
import { meRoutes } from "./routes/me/me-routes.ts";
import { backupRoutes } from "./routes/backups/backup-routes.ts";
import { organizationRoutes } from "./routes/organizations/organization-routes.ts";
import { teamRoutes } from "./routes/team/team-routes.ts";
import { configRoutes } from "./routes/config/config-routes.ts";
import { onboardingRoutes } from "./routes/onboarding/onboarding-routes.ts";
import { documentRoutes } from "./routes/documents/document-routes.ts";
import { exportRoutes } from "./routes/exports/export-routes.ts";
import { integrationRoutes } from "./routes/integrations/integration-routes.ts";
import type { AccountingProvider } from "./providers/accounting/accounting-provider.ts";
import type { IntegrationSecrets } from "./domain/integrations/token-cipher.ts";
import { uploadRoutes } from "./routes/documents/upload-routes.ts";
import { projectRoutes } from "./routes/projects/project-routes.ts";
import { reminderRoutes } from "./routes/reminders/reminder-routes.ts";
import { standardsCheckRoutes } from "./routes/standards-check/standards-check-routes.ts";
import { repositoryRoutes } from "./routes/repository/repository-routes.ts";
import { siteRoutes } from "./routes/site/site-routes.ts";
import {
  cacheHashedAssets,
  createPublicPageRenderer,
  pageLanguage,
  sendRenderedPage,
  type RenderPageBody,
} from "./public-site/render-public-page.ts";
import type { SupportMail } from "./domain/site/support-mail.ts";
import type { UploadLimits } from "./domain/documents/upload-document.ts";
import { UPLOAD_LIMITS, USER_RATE_LIMITS, type UserRateLimits } from "../contracts/limits.ts";
import { refuseCrossSiteWrites } from "./cross-site-writes.ts";
import { refuseNulCharacters } from "./nul-characters.ts";
import { billingRoutes } from "./routes/billing/billing-routes.ts";
import type { Billing } from "./providers/stripe/stripe-billing.ts";

export interface AppDeps {
  database: Database;
  blobStore: BlobStore;
  jobQueue: JobQueue;
  auth: Auth;
  /** Mail the app sends itself (invitations), in the recipient's language. */
  mail: MailComposer;
  /** The public site's contact and demo forms are mailed here (SUPPORT_EMAIL). */
  supportMail: SupportMail;
  /** Where the web app is reached; links in mail point there. */
  publicUrl: string;
  logger: Logger;
  adminEmail?: string;
  /** Google sign-in is offered only when it is configured. */
  googleSignIn?: boolean;
  /** Google's logout page, where sign-out sends a browser that signed in with Google. */
  googleLogoutUrl?: string;
  authRateLimits?: AuthRateLimits;
  /** The dev outbox, shown at /dev/mail to its audience; absent in production or with SMTP. */
  devOutbox?: DevOutbox;
  /** Proxies (IPs, CIDR ranges) whose X-Forwarded-* headers are believed; none by default. */
  trustedProxies?: readonly string[];
  /** Searches, mention lookups and assistant questions per user; the contracts' unless given. */
  userRateLimits?: UserRateLimits;
  /** The built web app (dist/web); without it only the API is served. */
  webRoot?: string;
  /** The web build's render of a public page (dist/web-render, decision 0027); with a web root
   * but without it, every page is the bare index.html. */
  renderPublicPage?: RenderPageBody;
  /** Largest file per vertical; the spec's 25 MB and 100 MB (legal) unless configured. */
  uploadLimits?: UploadLimits;
  /** A language model that plans the assistant's answers; without it our own planner does. */
  assistantModel?: ModelPlanner;
  /** Stripe billing and plan limits; without it every organization is unlimited (issue 20). */
  billing?: Billing;
  /** Xero (issue 21); without it the integration routes answer that it is not configured. */
  xero?: { provider: AccountingProvider; secrets: IntegrationSecrets };
  /** This process's Prometheus figures (shared with its job queue); the app's own unless given. */
  metrics?: Metrics;
  /** The bearer token /metrics asks for (METRICS_TOKEN); open without it. */
  metricsToken?: string;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** What Stripe's buy button loads (its script) and shows (its frames). */
const STRIPE_ORIGINS = {
  scripts: ["https://js.stripe.com"],
  frames: ["https://js.stripe.com", "https://buy.stripe.com", "https://checkout.stripe.com"],
};

/** Fastify's own 4xx errors (bad JSON, body too large…) mapped onto our codes. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return "UNAUTHENTICATED";
  if (status === 403) return "FORBIDDEN";
  if (status === 404) return "NOT_FOUND";
  if (status === 413) return "PAYLOAD_TOO_LARGE";
  if (status === 415) return "UNSUPPORTED_MEDIA_TYPE";
  if (status === 429) return "RATE_LIMITED";
  return "VALIDATION_FAILED";
}

function toAppError(error: FastifyError): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError("VALIDATION_FAILED", "The request is not valid", {
      issues: error.validation.map((issue) => ({
        path: issue.instancePath,
        message: issue.message,
      })),
    });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return new AppError(codeForStatus(status), error.message);
  return new AppError("INTERNAL", "Something went wrong");
}

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.logger,
    // Read by genReqId, which accepts only well-formed ids; the header is client input.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Without configured proxies the connection's own address is the client's: a forwarded
    // address (and X-Forwarded-Host or -Proto) from anyone else would be the client's choice.
    trustProxy: deps.trustedProxies?.length ? [...deps.trustedProxies] : false,
    // While closing, a request on a connection already open is served as usual (Fastify would
    // answer a bare 503): work that reached this process finishes within the grace, and the
    // readiness probe says why it is not ready (shutting_down).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL") request.log.error({ err: error }, "unhandled error");
    // A limit says when to come back in the header clients and proxies read, as well as the body.
    const retryAfter = appError.details?.retryAfterSeconds;
    if (typeof retryAfter === "number") reply.header("retry-after", String(Math.ceil(retryAfter)));
    return reply.code(appError.httpStatus).send(appError.toBody());
  });

  const metrics = deps.metrics ?? createMetrics();
  metrics.readQueueDepthFrom(() => deps.jobQueue.waitingJobs());
  // The route's template (/api/documents/:id), never the URL, so no id reaches a label.
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics.requestFinished(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });

  app.addHook("onRequest", refuseCrossSiteWrites(deps.publicUrl));
  app.addHook("preValidation", refuseNulCharacters);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stripe's buy button (/pay) is its script and its frames, allowed only with billing on.
        scriptSrc: ["'self'", ...(deps.billing ? STRIPE_ORIGINS.scripts : [])],
        frameSrc: ["'self'", ...(deps.billing ? STRIPE_ORIGINS.frames : [])],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: "berkas API",
        description: "Documents, organizations, search and the document assistant",
        version: "1",
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  await app.register(
    healthRoutes(
      {
        db: () => deps.database.ping(),
        storage: () => deps.blobStore.check(),
        queue: () => deps.jobQueue.check(),
      },
      {
        db: () => deps.database.ping(),
        pendingMigrations: () => countPendingMigrations(deps.database),
        queue: () => deps.jobQueue.check(),
        queueRunning: () => deps.jobQueue.isRunning(),
        shuttingDown: () => closing,
      },
    ),
  );
  await app.register(metricsRoutes(metrics, deps.metricsToken));

  const db = deps.database.db;
  await app.register(authRoutes(deps.auth, db, deps.authRateLimits ?? AUTH_RATE_LIMITS));
  await app.register(organizationRoutes(deps.auth, db));
  await app.register(teamRoutes(deps.auth, db, { composer: deps.mail, publicUrl: deps.publicUrl }));
  await app.register(auditRoutes(deps.auth, db));
  await app.register(analyticsRoutes(deps.auth, db, deps.adminEmail));
  const userRateLimits = deps.userRateLimits ?? USER_RATE_LIMITS;
  await app.register(searchRoutes(deps.auth, db, userRateLimits));
  await app.register(legalDraftRoutes(deps.auth, db));
  await app.register(legalLibraryRoutes(deps.auth, db, userRateLimits));
  await app.register(
    chatRoutes(deps.auth, db, {
      model: deps.assistantModel ?? null,
      logger: deps.logger,
      limits: userRateLimits,
    }),
  );
  await app.register(multipart);
  await app.register(
    uploadRoutes(deps.auth, {
      database: deps.database,
      blobStore: deps.blobStore,
      jobQueue: deps.jobQueue,
      limits: deps.uploadLimits ?? {
        maxBytesDefault: UPLOAD_LIMITS.maxBytesDefault,
        maxBytesLegal: UPLOAD_LIMITS.maxBytesLegal,
      },
      billingEnabled: deps.billing !== undefined,
    }),
  );
  await app.register(billingRoutes(deps.auth, deps.database, deps.billing ?? null, deps.publicUrl));
  await app.register(documentRoutes(deps.auth, deps));
  await app.register(exportRoutes(deps.auth, deps));
  await app.register(
    integrationRoutes(deps.auth, {
      db,
      blobStore: deps.blobStore,
      xero: deps.xero,
      jobs: { queue: deps.jobQueue, database: deps.database },
    }),
  );
  await app.register(projectRoutes(deps.auth, db));
  await app.register(reminderRoutes(deps.auth, db));
  await app.register(standardsCheckRoutes(deps.auth, db));
  await app.register(repositoryRoutes(deps.auth, db));
  await app.register(meRoutes(deps.auth, db, deps.adminEmail));
  await app.register(accountDeletionRoutes(deps.auth, deps));
  await app.register(backupRoutes(deps.auth, db, deps.adminEmail));
  await app.register(onboardingRoutes(deps.auth, db, deps.adminEmail));
  await app.register(
    siteRoutes(deps.auth, db, deps.supportMail, {
      adminEmail: deps.adminEmail,
      publicUrl: deps.publicUrl,
    }),
  );
  await app.register(
    configRoutes({
      googleSignIn: deps.googleSignIn ?? false,
      ...(deps.googleSignIn && deps.googleLogoutUrl && { googleLogoutUrl: deps.googleLogoutUrl }),
    }),
  );
  if (deps.devOutbox) await app.register(devMailRoutes(deps.devOutbox));

  const webRoot = deps.webRoot;
  const serveWeb = webRoot !== undefined && fs.existsSync(path.join(webRoot, "index.html"));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file (vite.config.ts).
      preCompressed: true,
      setHeaders: cacheHashedAssets,
    });
  }
  // Public pages get their own title, description, structured data and rendered page (0027).
  const publicPages =
    serveWeb && deps.renderPublicPage
      ? createPublicPageRenderer(
          fs.readFileSync(path.join(webRoot, "index.html"), "utf8"),
          deps.publicUrl,
          deps.renderPublicPage,
        )
      : undefined;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // Client-side routes (/dashboard, /verticals/…) all start from the same page; a missing
    // asset (a path with a file extension) or API route is a real 404.
    const isPageRoute =
      request.method === "GET" &&
      !pathname.startsWith("/api/") &&
      !pathname.startsWith("/dev/") &&
      !path.extname(pathname);
    if (serveWeb && isPageRoute) {
      const page = await publicPages?.render(pathname, pageLanguage(request));
      reply.header("cache-control", "no-cache");
      if (!page) return reply.sendFile("index.html");
      // The language of a public page without ?lang follows the first two headers.
      reply.header("vary", "cookie, accept-language, accept-encoding");
      return sendRenderedPage(request, reply, page);
    }
    const error = new AppError("NOT_FOUND", "Not found");
    return reply.code(error.httpStatus).send(error.toBody());
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
