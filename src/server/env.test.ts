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
    expect(env.publicUrl).toBe("http://localhost:3000");
  });

  it("reads numbers and a PostgreSQL URL", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/berkas",
      WORKER_CONCURRENCY: "5",
      DATA_DIR: "/srv/berkas",
    });
    expect(env.PORT).toBe(8080);
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
});
