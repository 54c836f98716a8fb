import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.ts";

function problemsOf(source: NodeJS.ProcessEnv): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be rejected");
}

describe("parseEnv", () => {
  it("gives a working embedded setup when nothing is set", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.WORKER_CONCURRENCY).toBe(3);
    expect(env.UPLOAD_MAX_BYTES).toBe(25 * 1024 * 1024);
    expect(env.UPLOAD_MAX_BYTES_LEGAL).toBe(100 * 1024 * 1024);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.SHUTDOWN_GRACE_SECONDS).toBe(25);
  });

  it("reads numbers and a PostgreSQL URL", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/berkas",
      WORKER_CONCURRENCY: "5",
      DATA_DIR: "/srv/berkas",
      SHUTDOWN_GRACE_SECONDS: "50",
    });
    expect(env.PORT).toBe(8080);
    expect(env.SHUTDOWN_GRACE_SECONDS).toBe(50);
    expect(env.DATABASE_URL).toBe("postgres://postgres@127.0.0.1:5432/berkas");
    expect(env.WORKER_CONCURRENCY).toBe(5);
    expect(env.dataDir).toBe("/srv/berkas");
  });

  it("treats an empty value as unset", () => {
    expect(parseEnv({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("names PORT when it is not a number", () => {
    const problems = problemsOf({ PORT: "abc" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: .*"abc"/);
  });

  it("rejects ports out of range and fractions", () => {
    expect(problemsOf({ PORT: "70000" })[0]).toMatch(/^PORT/);
    expect(problemsOf({ PORT: "30.5" })[0]).toMatch(/^PORT/);
  });

  it("rejects a DATABASE_URL that is not a postgres URL", () => {
    expect(problemsOf({ DATABASE_URL: "mysql://root@localhost/db" })[0]).toMatch(/^DATABASE_URL/);
    expect(problemsOf({ DATABASE_URL: "not a url" })[0]).toMatch(/^DATABASE_URL/);
  });

  it("lists every bad variable at once", () => {
    const problems = problemsOf({
      PORT: "abc",
      DATABASE_URL: "nope",
      LOG_LEVEL: "loud",
      WORKER_CONCURRENCY: "0",
    });
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual([
      "DATABASE_URL",
      "LOG_LEVEL",
      "PORT",
      "WORKER_CONCURRENCY",
    ]);
  });

  it("keeps files on local disk unless told otherwise", () => {
    const env = parseEnv({});
    expect(env.STORAGE).toBe("local");
    expect(env.s3).toBeUndefined();
  });

  it("uses AWS S3 with the SDK's own credentials when only a bucket is given", () => {
    expect(parseEnv({ STORAGE: "s3", S3_BUCKET: "berkas-files" }).s3).toEqual({
      bucket: "berkas-files",
      region: "us-east-1",
      forcePathStyle: false,
    });
  });

  it("reads an S3-compatible endpoint, defaulting to path-style addresses", () => {
    const env = parseEnv({
      STORAGE: "s3",
      S3_BUCKET: "berkas",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_REGION: "ap-southeast-3",
      S3_ACCESS_KEY_ID: "minio",
      S3_SECRET_ACCESS_KEY: "minio-secret",
      S3_PREFIX: "production/",
    });
    expect(env.s3).toEqual({
      bucket: "berkas",
      region: "ap-southeast-3",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
      prefix: "production/",
    });
    const virtualHosted = { STORAGE: "s3", S3_BUCKET: "b", S3_ENDPOINT: "https://s3.example.com" };
    expect(parseEnv({ ...virtualHosted, S3_FORCE_PATH_STYLE: "false" }).s3?.forcePathStyle).toBe(
      false,
    );
    expect(
      parseEnv({ STORAGE: "s3", S3_BUCKET: "b", S3_FORCE_PATH_STYLE: "true" }).s3,
    ).toMatchObject({
      forcePathStyle: true,
    });
  });

  it("refuses to start with STORAGE=s3 and no bucket", () => {
    expect(problemsOf({ STORAGE: "s3" })).toEqual(["S3_BUCKET: is required when STORAGE=s3"]);
  });

  it("refuses a bucket that would be ignored because STORAGE is local", () => {
    expect(problemsOf({ S3_BUCKET: "berkas-files" })[0]).toMatch(/^S3_BUCKET: .*STORAGE=s3/);
  });

  it("wants both S3 keys or neither", () => {
    expect(problemsOf({ STORAGE: "s3", S3_BUCKET: "b", S3_ACCESS_KEY_ID: "id" })).toEqual([
      "S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither",
    ]);
  });

  it("takes a language model only with both its endpoint and its model", () => {
    expect(problemsOf({ LLM_BASE_URL: "http://127.0.0.1:8080/v1" })).toEqual([
      "LLM_BASE_URL / LLM_MODEL: set both or neither",
    ]);
    const env = parseEnv({ LLM_BASE_URL: "http://127.0.0.1:8080/v1", LLM_MODEL: "qwen2.5" });
    expect(env.llm).toEqual({
      baseUrl: "http://127.0.0.1:8080/v1",
      model: "qwen2.5",
      apiKey: undefined,
    });
    expect(parseEnv({}).llm).toBeUndefined();
  });

  it("turns billing on only with all four Stripe settings", () => {
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      STRIPE_PUBLISHABLE_KEY: "pk_test_x",
      STRIPE_BUY_BUTTON_ID: "buy_btn_x",
    };
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_test_x" })[0]).toMatch(/set all four or none$/);
    expect(parseEnv(stripe).stripe).toEqual({
      secretKey: "sk_test_x",
      webhookSecret: "whsec_x",
      publishableKey: "pk_test_x",
      buyButtonId: "buy_btn_x",
    });
    expect(parseEnv({ ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111" }).stripe?.apiUrl).toBe(
      "http://127.0.0.1:12111",
    );
    expect(parseEnv({}).stripe).toBeUndefined();
  });

  it("lists every bad storage variable at once", () => {
    const problems = problemsOf({
      STORAGE: "ftp",
      S3_ENDPOINT: "s3.example.com",
      S3_FORCE_PATH_STYLE: "sometimes",
    });
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual([
      "S3_ENDPOINT",
      "S3_FORCE_PATH_STYLE",
      "STORAGE",
    ]);
  });

  it("backs up daily into DATA_DIR/backups, keeping 30 days, when nothing is set", () => {
    const env = parseEnv({ DATA_DIR: "/srv/berkas" });
    expect(env.backupTarget).toBe(path.join("/srv/berkas", "backups"));
    expect(env.BACKUP_KEEP_DAYS).toBe(30);
    expect(env.BACKUP_SCHEDULE).toBe(true);
    expect(env.backupS3).toEqual({ region: "us-east-1", forcePathStyle: false });
  });

  it("backs up into BACKUP_DIR, made absolute, and keeps BACKUP_KEEP_DAYS", () => {
    const env = parseEnv({ BACKUP_DIR: "nightly-backups", BACKUP_KEEP_DAYS: "7" });
    expect(env.backupTarget).toBe(path.resolve("nightly-backups"));
    expect(env.BACKUP_KEEP_DAYS).toBe(7);
    expect(parseEnv({ BACKUP_SCHEDULE: "false" }).BACKUP_SCHEDULE).toBe(false);
  });

  it("backs up to a bucket under BACKUP_S3_PREFIX, on BACKUP_S3_*'s endpoint and keys", () => {
    const env = parseEnv({
      BACKUP_S3_BUCKET: "berkas-backups",
      BACKUP_S3_PREFIX: "/production/nightly/",
      BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000",
      BACKUP_S3_REGION: "ap-southeast-3",
      BACKUP_S3_ACCESS_KEY_ID: "minio",
      BACKUP_S3_SECRET_ACCESS_KEY: "minio-secret",
    });
    // Files stay on local disk: the backup's bucket is its own setting, not STORAGE's.
    expect(env.STORAGE).toBe("local");
    expect(env.backupTarget).toBe("s3://berkas-backups/production/nightly");
    expect(env.backupS3).toEqual({
      region: "ap-southeast-3",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "minio", secretAccessKey: "minio-secret" },
    });
    expect(parseEnv({ BACKUP_S3_BUCKET: "b" }).backupTarget).toBe("s3://b");
    expect(parseEnv({ BACKUP_S3_BUCKET: "b", BACKUP_S3_PREFIX: "/" }).backupTarget).toBe("s3://b");
    expect(
      parseEnv({
        BACKUP_S3_BUCKET: "b",
        BACKUP_S3_ENDPOINT: "https://s3.example.com",
        BACKUP_S3_FORCE_PATH_STYLE: "false",
      }).backupS3.forcePathStyle,
    ).toBe(false);
  });

  it("reaches an s3:// backup with BACKUP_S3_* alone, as `berkas restore` does", () => {
    const env = parseEnv({ BACKUP_S3_ENDPOINT: "http://127.0.0.1:9000" });
    expect(env.backupTarget).toBe(path.resolve("./data/backups"));
    expect(env.backupS3).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: true });
  });

  it("names each wrong backup setting", () => {
    for (const wrong of ["0", "-3", "1.5", "a week"]) {
      expect(problemsOf({ BACKUP_KEEP_DAYS: wrong }), wrong).toEqual([
        `BACKUP_KEEP_DAYS: must be a whole number of 1 or more (got ${JSON.stringify(wrong)})`,
      ]);
    }
    expect(problemsOf({ BACKUP_SCHEDULE: "daily" })[0]).toMatch(/^BACKUP_SCHEDULE: /);
    expect(problemsOf({ BACKUP_S3_BUCKET: "b", BACKUP_S3_ACCESS_KEY_ID: "id" })).toEqual([
      "BACKUP_S3_ACCESS_KEY_ID / BACKUP_S3_SECRET_ACCESS_KEY: set both or neither",
    ]);
    expect(problemsOf({ BACKUP_S3_BUCKET: "b", BACKUP_DIR: "/backups" })).toEqual([
      "BACKUP_S3_BUCKET / BACKUP_DIR: backups go to one place; set one of them",
    ]);
    expect(problemsOf({ BACKUP_S3_PREFIX: "nightly" })).toEqual([
      "BACKUP_S3_PREFIX: is set but BACKUP_S3_BUCKET is not, so backups would go to BACKUP_DIR",
    ]);
    const problems = problemsOf({
      BACKUP_S3_BUCKET: "b",
      BACKUP_S3_ENDPOINT: "s3.example.com",
      BACKUP_S3_FORCE_PATH_STYLE: "sometimes",
      BACKUP_KEEP_DAYS: "0",
    });
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual([
      "BACKUP_KEEP_DAYS",
      "BACKUP_S3_ENDPOINT",
      "BACKUP_S3_FORCE_PATH_STYLE",
    ]);
  });

  it("trusts no proxy unless TRUSTED_PROXIES names addresses or ranges", () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(
      parseEnv({ TRUSTED_PROXIES: " 10.0.0.2, 10.1.0.0/16,fd00::/8 " }).TRUSTED_PROXIES,
    ).toEqual(["10.0.0.2", "10.1.0.0/16", "fd00::/8"]);
    for (const wrong of ["true", "*", "10.0.0.0/33", "proxy.internal", "10.0.0.1/8/8"]) {
      expect(problemsOf({ TRUSTED_PROXIES: wrong })[0], wrong).toMatch(/^TRUSTED_PROXIES:/);
    }
  });
});
