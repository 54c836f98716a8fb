import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { silentLogger } from "../../../../test/support/test-database.ts";
import { fixture, uploadNew } from "../../../../test/support/uploads.ts";
import { defineJob } from "../../jobs/job-definition.ts";
import { createJobQueue } from "../../jobs/job-queue.ts";
import { createMetrics } from "../../metrics/metrics.ts";

const TOKEN = "scrape-token-0123456789";

/** One sample line's value: `name{labels} value`, matched on the name and every given label. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(" ") + 1));
    }
  }
  return undefined;
}

describe("GET /metrics", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => subject.close());

  const scrape = (authorization?: string) =>
    subject.app.inject({
      method: "GET",
      url: "/metrics",
      ...(authorization && { headers: { authorization } }),
    });

  it("answers only a scraper that sends METRICS_TOKEN", async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape("Bearer not-the-token-at-all")).statusCode).toBe(401);
    expect((await scrape(`Basic ${TOKEN}`)).statusCode).toBe(401);
    const allowed = await scrape(`Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it("counts requests by route template and status, naming no document or organization", async () => {
    const owner = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, owner);
    const documentId = await uploadNew(subject.app, owner, {
      bytes: fixture("invoice-en.pdf"),
      filename: "faktur-rahasia.pdf",
      organizationId,
    });
    const missing = randomUUID();
    for (const id of [documentId, documentId, missing]) {
      await subject.app.inject({
        method: "GET",
        url: `/api/documents/${id}`,
        headers: asUser(owner),
      });
    }
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    const detail = { route: "/api/documents/:id", method: "GET" };
    expect(
      sample(text, "berkas_http_request_duration_seconds_count", { ...detail, status: "200" }),
    ).toBe(2);
    expect(
      sample(text, "berkas_http_request_duration_seconds_count", { ...detail, status: "404" }),
    ).toBe(1);
    for (const secret of [documentId, missing, organizationId, "faktur-rahasia", owner.email]) {
      expect(text).not.toContain(secret);
    }
    // The processing job this upload queued waits: this app runs no worker.
    expect(text).toMatch(/berkas_queue_depth\{queue="test-[\w-]+\.process-document"\} [1-9]/);
  });
});

describe("job figures", () => {
  it("times each job by name and counts the attempts that threw", async () => {
    const metrics = createMetrics();
    const name = `test-metrics-${randomUUID().slice(0, 8)}`;
    const finished: number[] = [];
    const job = defineJob({
      name,
      payload: z.object({ n: z.number() }),
      retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 1 },
      async handle({ n }, { attempt }) {
        if (n === 0 && attempt === 0) throw new Error("first attempt fails");
        finished.push(n);
      },
    });
    const queue = createJobQueue({
      connection: inject("databaseConnection"),
      poolSize: 2,
      definitions: [job],
      logger: silentLogger,
      observer: metrics,
      pollingIntervalSeconds: 0.5,
    });
    await queue.start();
    try {
      await queue.send(job, { n: 0 });
      await queue.send(job, { n: 1 });
      await queue.work(2);
      const deadline = Date.now() + 30_000;
      while (finished.length < 2) {
        if (Date.now() > deadline) throw new Error(`only ${finished.length} of 2 jobs finished`);
        await sleep(100);
      }
      const { body } = await metrics.render();
      expect(sample(body, "berkas_job_failures_total", { job: name })).toBe(1);
      const count = "berkas_job_duration_seconds_count";
      expect(sample(body, count, { job: name, outcome: "completed" })).toBe(2);
      expect(sample(body, count, { job: name, outcome: "failed" })).toBe(1);
    } finally {
      await queue.stop();
    }
  });
});
