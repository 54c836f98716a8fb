import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { errorBodySchema } from "../contracts/errors.ts";
import { createTestApp, type TestApp } from "../../test/support/test-app.ts";
import { AppError } from "./errors.ts";

describe("the HTTP app", () => {
  let subject: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-web-"));
    fs.writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>berkas</title>");
    fs.mkdirSync(path.join(webRoot, "assets"));
    fs.writeFileSync(path.join(webRoot, "assets", "app.js"), "console.log('berkas')");
    subject = await createTestApp({
      webRoot,
      // A stand-in for the web build's page render, as index.html above is for its page.
      renderPublicPage: async () => "<main></main>",
      extend(app) {
        app.get("/api/test/app-error", async () => {
          throw new AppError("FORBIDDEN", "Only owners may do this", { permission: "manageTeam" });
        });
        app.get("/api/test/crash", async () => {
          throw new Error("database password is hunter2");
        });
        app.post(
          "/api/test/validated",
          { schema: { body: z.object({ name: z.string().min(1) }) } },
          async () => ({ ok: true }),
        );
      },
    });
  });
  afterAll(async () => {
    await subject.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it("answers unknown API routes with a NOT_FOUND error body", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe("NOT_FOUND");
  });

  it("maps an AppError to its status and body", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/test/app-error" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: {
        code: "FORBIDDEN",
        message: "Only owners may do this",
        details: { permission: "manageTeam" },
      },
    });
  });

  it("hides the message of an unexpected error", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: "INTERNAL", message: "Something went wrong" },
    });
  });

  it("answers a body that fails its schema with VALIDATION_FAILED", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/test/validated",
      payload: { name: "" },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("answers malformed JSON with VALIDATION_FAILED", async () => {
    const response = await subject.app.inject({
      method: "POST",
      url: "/api/test/validated",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("echoes a well-formed request id and makes one up otherwise", async () => {
    const given = await subject.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(given.headers["x-request-id"]).toBe("abc-123");
    const injected = await subject.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "<script>" },
    });
    expect(injected.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends security headers", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("serves the web app for page routes and its assets as files", async () => {
    for (const url of ["/dashboard", "/verticals/legal/dashboard?x=1"]) {
      const response = await subject.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain("<title>berkas</title>");
    }
    // A public page is the same shell with its own title, for readers without JavaScript.
    const home = await subject.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<title>berkas: [^<]+<\/title>/);
    const asset = await subject.app.inject({ method: "GET", url: "/assets/app.js" });
    expect(asset.body).toBe("console.log('berkas')");
    const missing = await subject.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(missing.statusCode).toBe(404);
  });

  it("publishes an OpenAPI document generated from the route schemas", async () => {
    const response = await subject.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths["/api/health"]).toBeDefined();
  });
});
