/**
 * No container engine runs here, so the Dockerfile and compose.yaml are checked the way an
 * engine would first read them: compose.yaml as YAML with its anchors and ${VAR} substitution,
 * each berkas service's environment through the server's own parseEnv, the Dockerfile's
 * instructions for the mistakes that only show at deploy time (docs/PRODUCTION.md).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { SHUTDOWN } from "../src/contracts/operations.ts";
import { envSchema, parseEnv } from "../src/server/env.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/** What an operator's .env would give: each required variable set to a valid sample. */
const OPERATOR_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: "a-long-database-password",
  AUTH_SECRET: "0123456789abcdef0123456789abcdef",
  FILE_ENCRYPTION_KEY: "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff",
  SMTP_URL: "smtp://mail.example.co.id:587",
  METRICS_TOKEN: "prometheus-scrape-token",
};

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error}. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(
    /\$\{(\w+)(?::([-?])([^}]*))?\}/g,
    (_all, name: string, kind?: string, rest?: string) => {
      const value = env[name];
      if (value) return value;
      if (kind === "?") throw new Error(`${name} is required: ${rest}`);
      return kind === "-" ? (rest ?? "") : "";
    },
  );
}

interface Service {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string>;
  stop_grace_period?: string;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }>;
}

const compose = () =>
  parse(interpolate(read("compose.yaml"), OPERATOR_ENV), { merge: true }) as {
    services: Record<string, Service>;
  };

/** The commands `berkas` answers, read from its own usage line. */
function berkasCommands(): string[] {
  const usage = /usage: berkas <([a-z|-]+)>/.exec(read("src/server/main.ts"));
  return usage?.[1]?.split("|") ?? [];
}

describe("compose.yaml", () => {
  it("refuses to start without the secrets production needs", () => {
    for (const name of ["POSTGRES_PASSWORD", "AUTH_SECRET", "FILE_ENCRYPTION_KEY"]) {
      const without = Object.fromEntries(
        Object.entries(OPERATOR_ENV).filter(([key]) => key !== name),
      );
      expect(() => interpolate(read("compose.yaml"), without)).toThrow(new RegExp(name));
    }
  });

  it("runs PostgreSQL, one migration step, web and worker processes of one image", () => {
    const { services } = compose();
    expect(Object.keys(services).sort()).toEqual(["migrate", "postgres", "web", "worker"]);
    const commands = berkasCommands();
    expect(commands).toEqual(expect.arrayContaining(["web", "worker", "migrate"]));
    for (const name of ["migrate", "web", "worker"]) {
      const service = services[name]!;
      expect(service.build, name).toBe(".");
      expect(commands, name).toContain(service.command?.[0]);
    }
    expect(services["web"]!.depends_on?.["migrate"]?.condition).toBe(
      "service_completed_successfully",
    );
    expect(services["migrate"]!.depends_on?.["postgres"]?.condition).toBe("service_healthy");
  });

  it("gives berkas only settings it knows, and settings its own parser accepts in production", () => {
    const { services } = compose();
    const known = new Set(Object.keys(envSchema.shape));
    for (const name of ["migrate", "web", "worker"]) {
      const environment = services[name]!.environment ?? {};
      const unknown = Object.keys(environment).filter((key) => !known.has(key));
      expect(unknown, `${name} sets settings berkas does not read`).toEqual([]);
      const env = parseEnv(environment);
      expect(env.NODE_ENV, name).toBe("production");
      expect(env.DATABASE_URL, name).toMatch(/@postgres:5432\/berkas$/);
    }
    const web = parseEnv(services["web"]!.environment);
    expect(web.HOST).toBe("0.0.0.0");
    expect(web.METRICS_TOKEN).toBe(OPERATOR_ENV["METRICS_TOKEN"]);
    expect(web.fileKeys.current).toBeDefined();
  });

  it("lets a stopping process finish its requests and jobs before the engine kills it", () => {
    const { services } = compose();
    for (const name of ["web", "worker"]) {
      const grace = /^(\d+)s$/.exec(services[name]!.stop_grace_period ?? "");
      expect(Number(grace?.[1]), name).toBeGreaterThan(SHUTDOWN.graceSeconds);
    }
  });

  it("routes traffic to a web process only while it says it is ready", () => {
    const { services } = compose();
    expect(services["web"]!.healthcheck?.test?.join(" ")).toContain("/api/health/ready");
  });
});

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
function dockerInstructions(): Array<{ keyword: string; args: string }> {
  return read("Dockerfile")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [keyword = "", ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(" ") };
    });
}

describe("Dockerfile", () => {
  const instructions = dockerInstructions();
  const lastStage = instructions.slice(
    instructions.map((each) => each.keyword).lastIndexOf("FROM"),
  );
  const args = (keyword: string) =>
    lastStage.filter((each) => each.keyword === keyword).map((each) => each.args);

  it("builds on an exact Node release of the major version berkas requires", () => {
    const engines = JSON.parse(read("package.json")).engines.node as string;
    const major = /\d+/.exec(engines)?.[0];
    for (const from of instructions.filter((each) => each.keyword === "FROM")) {
      expect(from.args).toMatch(new RegExp(`^node:${major}\\.\\d+\\.\\d+-[\\w-]+( AS \\w+)?$`));
    }
  });

  it("copies only files that exist and keeps secrets and local data out of the image", () => {
    for (const copy of instructions.filter((each) => each.keyword === "COPY")) {
      if (copy.args.includes("--from=")) continue;
      const sources = copy.args.split(/\s+/).slice(0, -1);
      for (const source of sources)
        expect(fs.existsSync(path.join(ROOT, source)), source).toBe(true);
    }
    const ignored = read(".dockerignore").split("\n");
    for (const entry of ["node_modules", "data", ".env", ".git"]) expect(ignored).toContain(entry);
  });

  it("runs as an unprivileged user, with the berkas command as its entry point", () => {
    expect(args("USER")).toEqual(["node"]);
    const entry = JSON.parse(args("ENTRYPOINT")[0] ?? "[]") as string[];
    expect(entry[0]).toBe("node");
    expect(fs.existsSync(path.join(ROOT, entry[1] ?? "missing"))).toBe(true);
    expect(berkasCommands()).toContain(JSON.parse(args("CMD")[0] ?? "[]")[0]);
  });

  it("listens where compose expects and probes liveness", () => {
    expect(args("EXPOSE")).toEqual(["3000"]);
    expect(args("ENV").join(" ")).toMatch(/PORT=3000/);
    expect(args("HEALTHCHECK").join(" ")).toContain("/api/health/live");
    expect(args("STOPSIGNAL")).toEqual(["SIGTERM"]);
  });
});
