import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, signUp } from "../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../test/support/test-app.ts";

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject.close();
});

describe("a NUL character in a request", () => {
  it("is a clear 400 wherever it sits, never a server error", async () => {
    const person = await signUp(subject.app);
    const headers = asUser(person);
    const requests = [
      { method: "GET" as const, url: `/api/search?q=${encodeURIComponent("faktur\u0000pln")}` },
      { method: "GET" as const, url: "/api/legal/document-mentions?q=a%00b" },
      { method: "GET" as const, url: "/api/documents?q=%00" },
      {
        method: "POST" as const,
        url: "/api/chat-stream",
        payload: { messages: [{ role: "user", content: "total\u0000?" }] },
      },
      { method: "POST" as const, url: "/api/projects", payload: { name: "Pajak\u00002025" } },
    ];
    for (const request of requests) {
      const response = await subject.app.inject({ ...request, headers });
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json().error.code, request.url).toBe("VALIDATION_FAILED");
    }
    const projects = await subject.app.inject({ method: "GET", url: "/api/projects", headers });
    expect(projects.body).not.toContain("Pajak");
  });
});
