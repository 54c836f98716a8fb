import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { PROCESSING, UPLOAD_LIMITS } from "../contracts/limits.ts";
import { SUPPORT_EMAIL } from "../contracts/public-site.ts";
import { AUTH_RATE_LIMITS } from "./auth/auth-rate-limit.ts";
import { BACKUPS } from "../contracts/backups.ts";
import { SHUTDOWN } from "../contracts/operations.ts";
import { FileKeyError, parseFileKey } from "./providers/storage/file-cipher.ts";
import type { S3BlobStoreOptions } from "./providers/storage/s3-blob-store.ts";
import type { LlmSettings } from "./providers/llm/llm-field-filler.ts";
import type { StripeSettings } from "./providers/stripe/stripe-billing.ts";

function isPostgresUrl(value: string): boolean {
  try {
    return ["postgres:", "postgresql:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const postgresUrl = z
  .string()
  .refine(isPostgresUrl, { error: "must be a postgres:// or postgresql:// URL" })
  .optional();

const port = z.coerce
  .number({ error: "must be a whole number from 1 to 65535" })
  .int({ error: "must be a whole number from 1 to 65535" })
  .min(1, { error: "must be a whole number from 1 to 65535" })
  .max(65535, { error: "must be a whole number from 1 to 65535" });

/** An IPv4 or IPv6 address, or a CIDR range of either (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(value: string): boolean {
  const [address = "", prefix, ...rest] = value.split("/");
  const version = net.isIP(address);
  if (version === 0 || address.includes("%") || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .refine((items) => items.every(isAddressOrRange), {
    error: "must be IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.2,10.1.0.0/16)",
  });

const positiveInt = z.coerce
  .number({ error: "must be a whole number of 1 or more" })
  .int({ error: "must be a whole number of 1 or more" })
  .min(1, { error: "must be a whole number of 1 or more" });

/**
 * Every setting the server reads, with its default. Nothing set gives a working embedded setup:
 * PGlite in DATA_DIR/db, files in DATA_DIR/files, web and worker in one process. STORAGE=s3
 * keeps files in S3_BUCKET instead (AWS, or any S3-compatible service at S3_ENDPOINT).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ error: "must be an absolute http(s) URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: postgresUrl,
  DATABASE_POOL_SIZE: positiveInt.default(10),
  WORKER_CONCURRENCY: positiveInt.default(PROCESSING.concurrentDocuments),
  /**
   * How often a worker looks for jobs whose worker died (no heartbeat) and hands them on; lower
   * notices sooner at the cost of more queue queries. The queue's own default when unset.
   */
  JOB_SUPERVISE_SECONDS: positiveInt.optional(),
  /**
   * How long a stopping process lets running requests and jobs finish; set it below the
   * platform's own kill grace (Kubernetes' terminationGracePeriodSeconds, compose's
   * stop_grace_period) when those are changed.
   */
  SHUTDOWN_GRACE_SECONDS: positiveInt.default(SHUTDOWN.graceSeconds),
  /** Largest upload in bytes for the accounting vertical (spec: 25 MB) and for legal (100 MB). */
  UPLOAD_MAX_BYTES: positiveInt.default(UPLOAD_LIMITS.maxBytesDefault),
  UPLOAD_MAX_BYTES_LEGAL: positiveInt.default(UPLOAD_LIMITS.maxBytesLegal),
  AUTH_SECRET: z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).default("berkas <no-reply@localhost>"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** A Xero app's credentials (issue 21); without them the Xero integration is off. */
  XERO_CLIENT_ID: z.string().min(1).optional(),
  XERO_CLIENT_SECRET: z.string().min(1).optional(),
  ADMIN_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
  /** The public site's contact and demo-booking forms are mailed to this address. */
  SUPPORT_EMAIL: z.email({ error: "must be an e-mail address" }).default(SUPPORT_EMAIL),
  AUTH_RATE_LIMIT_PER_IP: positiveInt.default(AUTH_RATE_LIMITS.perIp),
  AUTH_RATE_LIMIT_PER_EMAIL: positiveInt.default(AUTH_RATE_LIMITS.perEmail),
  /**
   * The reverse proxies whose X-Forwarded-For (and -Proto, -Host) are believed; from anyone
   * else those headers are ignored, so a client cannot pick the address it is limited by.
   */
  TRUSTED_PROXIES: trustedProxies.default([]),
  /** The bearer token Prometheus must send to read /metrics; the figures are open without it. */
  METRICS_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** `berkas worker` serves /metrics on this port (the web serves it on PORT). */
  METRICS_PORT: port.optional(),
  /** Serve the dev outbox to any caller, not only to this machine on a loopback-bound server. */
  DEV_OUTBOX: z.stringbool({ error: "must be 1 or 0" }).default(false),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Defaults to true when S3_ENDPOINT is set: most S3-compatible services want path style. */
  S3_FORCE_PATH_STYLE: z.stringbool({ error: "must be true or false" }).optional(),
  S3_PREFIX: z.string().min(1).optional(),
  /**
   * Stored files are sealed with AES-256-GCM under this key (32 bytes, hex or base64); files
   * written before it existed still read. Rotation: move the key to FILE_ENCRYPTION_KEYS_OLD
   * (comma-separated), set a new one, run `berkas rotate-file-key`.
   */
  FILE_ENCRYPTION_KEY: z.string().min(1).optional(),
  FILE_ENCRYPTION_KEYS_OLD: z.string().min(1).optional(),
  /** Where `berkas backup` and the daily schedule write: DATA_DIR/backups unless set. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Back up to this bucket (under BACKUP_S3_PREFIX) instead of BACKUP_DIR. */
  BACKUP_S3_BUCKET: z.string().min(1).optional(),
  BACKUP_S3_PREFIX: z.string().min(1).optional(),
  BACKUP_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  BACKUP_S3_REGION: z.string().min(1).default("us-east-1"),
  BACKUP_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  BACKUP_S3_FORCE_PATH_STYLE: z.stringbool({ error: "must be true or false" }).optional(),
  /** Backups older than this many days are deleted once a newer one succeeded. */
  BACKUP_KEEP_DAYS: positiveInt.default(BACKUPS.keepDaysDefault),
  /** The daily backup inside `berkas start` and `berkas worker`; on unless set to false. */
  BACKUP_SCHEDULE: z.stringbool({ error: "must be true or false" }).default(true),
  /** Any OpenAI-compatible endpoint; fields are then checked and completed by its model. */
  LLM_BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  /** Billing (issue 20) is on with all four set; without them every organization is unlimited. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_BUY_BUTTON_ID: z.string().min(1).optional(),
  /** Another server speaking Stripe's API (stripe-mock, a test double); Stripe's own unless set. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
});

export type Env = z.infer<typeof envSchema> & {
  /** Absolute form of DATA_DIR. */
  dataDir: string;
  publicUrl: string;
  /** The S3 blob store's settings, exactly when STORAGE=s3. */
  s3: S3BlobStoreOptions | undefined;
  /** The language model's endpoint, exactly when LLM_BASE_URL and LLM_MODEL are set. */
  llm: LlmSettings | undefined;
  /** Stripe's settings, exactly when all four STRIPE_* keys are set. */
  stripe: StripeSettings | undefined;
  /** FILE_ENCRYPTION_KEY and FILE_ENCRYPTION_KEYS_OLD, parsed. */
  fileKeys: { current: Buffer | undefined; old: Buffer[] };
  /** Where backups go: a directory, or s3://bucket/prefix with BACKUP_S3_BUCKET. */
  backupTarget: string;
  /** How an s3:// backup location is reached (BACKUP_S3_*), bucket and prefix aside. */
  backupS3: Omit<S3BlobStoreOptions, "bucket" | "prefix">;
};

export class EnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
    this.problems = problems;
  }
}

/** Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function fileKeysOf(env: z.infer<typeof envSchema>, problems: string[]): Env["fileKeys"] {
  const parse = (name: string, text: string) => {
    try {
      return [parseFileKey(text)];
    } catch (error) {
      if (!(error instanceof FileKeyError)) throw error;
      problems.push(`${name}: ${error.message}`);
      return [];
    }
  };
  const old = (env.FILE_ENCRYPTION_KEYS_OLD ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .flatMap((text) => parse("FILE_ENCRYPTION_KEYS_OLD", text));
  const [current] = env.FILE_ENCRYPTION_KEY
    ? parse("FILE_ENCRYPTION_KEY", env.FILE_ENCRYPTION_KEY)
    : [];
  return { current, old };
}

function backupS3Settings(env: z.infer<typeof envSchema>): Env["backupS3"] {
  return {
    region: env.BACKUP_S3_REGION,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE ?? Boolean(env.BACKUP_S3_ENDPOINT),
    ...(env.BACKUP_S3_ENDPOINT && { endpoint: env.BACKUP_S3_ENDPOINT }),
    ...(env.BACKUP_S3_ACCESS_KEY_ID &&
      env.BACKUP_S3_SECRET_ACCESS_KEY && {
        credentials: {
          accessKeyId: env.BACKUP_S3_ACCESS_KEY_ID,
          secretAccessKey: env.BACKUP_S3_SECRET_ACCESS_KEY,
        },
      }),
  };
}

/** `s3://bucket/prefix` (its outer slashes dropped: no key starts with one), or a directory. */
function backupTargetOf(env: z.infer<typeof envSchema>, dataDir: string): string {
  if (!env.BACKUP_S3_BUCKET) return path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups"));
  const prefix = (env.BACKUP_S3_PREFIX ?? "").replace(/^\/+|\/+$/g, "");
  return prefix ? `s3://${env.BACKUP_S3_BUCKET}/${prefix}` : `s3://${env.BACKUP_S3_BUCKET}`;
}

function s3Settings(env: z.infer<typeof envSchema>, bucket: string): S3BlobStoreOptions {
  return {
    bucket,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    ...(env.S3_ENDPOINT && { endpoint: env.S3_ENDPOINT }),
    ...(env.S3_ACCESS_KEY_ID &&
      env.S3_SECRET_ACCESS_KEY && {
        credentials: {
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        },
      }),
    ...(env.S3_PREFIX && { prefix: env.S3_PREFIX }),
  };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(withoutEmptyValues(source));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return `${name}: ${issue.message} (got ${JSON.stringify(source[name] ?? "")})`;
    });
    throw new EnvError(problems);
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
    problems.push("AUTH_SECRET: is required in production (32 or more random characters)");
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push("GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET: set both or neither");
  }
  if (Boolean(env.XERO_CLIENT_ID) !== Boolean(env.XERO_CLIENT_SECRET)) {
    problems.push("XERO_CLIENT_ID / XERO_CLIENT_SECRET: set both or neither");
  }
  if (env.STORAGE === "s3" && !env.S3_BUCKET) {
    problems.push("S3_BUCKET: is required when STORAGE=s3");
  }
  if (env.STORAGE === "local" && env.S3_BUCKET) {
    problems.push("S3_BUCKET: is set but STORAGE is local; set STORAGE=s3 or remove S3_BUCKET");
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push("S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither");
  }
  if (env.NODE_ENV === "production" && env.DEV_OUTBOX) {
    problems.push(
      "DEV_OUTBOX: the dev outbox shows sign-in links and is never served in production",
    );
  }
  if (Boolean(env.LLM_BASE_URL) !== Boolean(env.LLM_MODEL)) {
    problems.push("LLM_BASE_URL / LLM_MODEL: set both or neither");
  }
  const stripeKeys = [
    env.STRIPE_SECRET_KEY,
    env.STRIPE_WEBHOOK_SECRET,
    env.STRIPE_PUBLISHABLE_KEY,
    env.STRIPE_BUY_BUTTON_ID,
  ];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      "STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET / STRIPE_PUBLISHABLE_KEY / STRIPE_BUY_BUTTON_ID: set all four or none",
    );
  }
  if (Boolean(env.BACKUP_S3_ACCESS_KEY_ID) !== Boolean(env.BACKUP_S3_SECRET_ACCESS_KEY)) {
    problems.push("BACKUP_S3_ACCESS_KEY_ID / BACKUP_S3_SECRET_ACCESS_KEY: set both or neither");
  }
  if (env.BACKUP_S3_BUCKET && env.BACKUP_DIR) {
    problems.push("BACKUP_S3_BUCKET / BACKUP_DIR: backups go to one place; set one of them");
  }
  if (env.BACKUP_S3_PREFIX && !env.BACKUP_S3_BUCKET) {
    // The other BACKUP_S3_* settings alone are how `berkas restore s3://…` reaches a bucket;
    // a prefix alone means backups were meant for S3 and would quietly go to a directory.
    problems.push(
      "BACKUP_S3_PREFIX: is set but BACKUP_S3_BUCKET is not, so backups would go to BACKUP_DIR",
    );
  }
  const fileKeys = fileKeysOf(env, problems);
  if (problems.length > 0) throw new EnvError(problems);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    fileKeys,
    backupTarget: backupTargetOf(env, dataDir),
    backupS3: backupS3Settings(env),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    s3: env.STORAGE === "s3" && env.S3_BUCKET ? s3Settings(env, env.S3_BUCKET) : undefined,
    llm:
      env.LLM_BASE_URL && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_WEBHOOK_SECRET &&
      env.STRIPE_PUBLISHABLE_KEY &&
      env.STRIPE_BUY_BUTTON_ID
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            buyButtonId: env.STRIPE_BUY_BUTTON_ID,
            ...(env.STRIPE_API_URL && { apiUrl: env.STRIPE_API_URL }),
          }
        : undefined,
  };
}
