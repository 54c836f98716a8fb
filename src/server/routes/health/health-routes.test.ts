import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthSchema } from "../../../contracts/health.ts";
import { readinessSchema } from "../../../contracts/operations.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { connectDatabase } from "../../db/client.ts";
import { createLocalBlobStore } from "../../providers/storage/local-blob-store.ts";

describe("GET /api/health", () => {
  let healthy: TestApp;
  beforeAll(async () => {
    healthy = await createTestApp();
  });
  afterAll(() => healthy.close());

  it("answers 200 when the database, storage and queue answer", async () => {
    const response = await healthy.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(healthSchema.parse(response.json())).toEqual({
      status: "ok",
      db: "ok",
      storage: "ok",
      queue: "ok",
    });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 naming the database when it cannot be reached", async () => {
    const unreachable = connectDatabase(
      "server",
      { connectionString: "postgres://postgres@127.0.0.1:1/none" },
      1,
    );
    const broken = await createTestApp({ database: unreachable });
    try {
      const response = await broken.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: "down", db: "down", storage: "ok", queue: "ok" });
    } finally {
      await broken.close();
    }
  });

  it("answers 503 naming storage when files cannot be written", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "berkas-")), "a-file");
    fs.writeFileSync(file, "");
    const broken = await createTestApp({ blobStore: createLocalBlobStore(file) });
    try {
      const response = await broken.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: "down", db: "ok", storage: "down" });
    } finally {
      await broken.close();
    }
  });
});

describe("GET /api/health/live and /api/health/ready", () => {
  it("answers live and ready when the database, migrations and queue are in order", async () => {
    const subject = await createTestApp();
    try {
      const live = await subject.app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
      const ready = await subject.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(200);
      expect(readinessSchema.parse(ready.json())).toEqual({ status: "ready", reasons: [] });
      expect(ready.headers["cache-control"]).toBe("no-store");
    } finally {
      await subject.close();
    }
  });

  it("stays live but is not ready, naming why, when the database cannot be reached", async () => {
    const unreachable = connectDatabase(
      "server",
      { connectionString: "postgres://postgres@127.0.0.1:1/none" },
      1,
    );
    const broken = await createTestApp({ database: unreachable });
    try {
      const live = await broken.app.inject({ method: "GET", url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      const ready = await broken.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: "not_ready", reasons: ["database_unreachable"] });
    } finally {
      await broken.close();
    }
  });

  it("is not ready once its job queue has stopped", async () => {
    const subject = await createTestApp();
    try {
      await subject.jobQueue.stop();
      const ready = await subject.app.inject({ method: "GET", url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reasons).toContain("queue_not_running");
    } finally {
      await subject.close();
    }
  });
});
