import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPageSchema } from "../../../contracts/audit.ts";
import {
  asUser,
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { joinAs } from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { recordAuditEntry } from "../../domain/audit/record-audit-entry.ts";

let subject: TestApp;
let owner: SignedIn;
let organizationId: string;

const readLog = (person: SignedIn, query: string) =>
  subject.app.inject({
    method: "GET",
    url: `/api/audit/logs?organizationId=${organizationId}${query}`,
    headers: asUser(person),
  });

beforeAll(async () => {
  subject = await createTestApp();
  owner = await signUp(subject.app, undefined, "Ibu Owner");
  organizationId = await personalOrganizationOf(subject.app, owner);
  const actor = { userId: owner.userId, name: "Ibu Owner", email: owner.email };
  for (let index = 0; index < 25; index++) {
    await recordAuditEntry(subject.database.db, {
      organizationId,
      actor,
      actionType: index % 5 === 0 ? "role_changed" : "settings_changed",
      resourceType: index % 5 === 0 ? "organization_member" : "user_settings",
      details: { index },
    });
  }
});
afterAll(() => subject.close());

describe("GET /api/audit/logs", () => {
  it("pages the owner's log newest first with a total count", async () => {
    const first = auditLogPageSchema.parse((await readLog(owner, "")).json());
    expect(first.totalCount).toBe(25);
    expect(first.logs).toHaveLength(20);
    expect(first.logs[0]).toMatchObject({ user_name: "Ibu Owner", user_email: owner.email });
    const second = auditLogPageSchema.parse((await readLog(owner, "&offset=20")).json());
    expect(second.logs).toHaveLength(5);
    const ids = new Set([...first.logs, ...second.logs].map((entry) => entry.id));
    expect(ids.size).toBe(25);
  });

  it("filters by action and resource type, and 'all' means no filter", async () => {
    const changed = auditLogPageSchema.parse(
      (await readLog(owner, "&actionType=role_changed")).json(),
    );
    expect(changed.totalCount).toBe(5);
    expect(changed.logs.every((entry) => entry.action_type === "role_changed")).toBe(true);
    const all = auditLogPageSchema.parse(
      (await readLog(owner, "&actionType=all&resourceType=all")).json(),
    );
    expect(all.totalCount).toBe(25);
  });

  it("filters by user within the organization only: another organization's user has nothing here", async () => {
    const cfo = await signUp(subject.app, undefined, "Pak CFO");
    await joinAs(subject.database, organizationId, cfo, "level_4");
    await recordAuditEntry(subject.database.db, {
      organizationId,
      actor: { userId: cfo.userId, name: "Pak CFO", email: cfo.email },
      actionType: "settings_changed",
      resourceType: "user_settings",
      details: { changed: ["language"] },
    });
    const outsider = await signUp(subject.app, undefined, "Orang Lain");
    const outsiderOrganizationId = await personalOrganizationOf(subject.app, outsider);
    await recordAuditEntry(subject.database.db, {
      organizationId: outsiderOrganizationId,
      actor: { userId: outsider.userId, name: "Orang Lain", email: outsider.email },
      actionType: "settings_changed",
      resourceType: "user_settings",
      details: { secret: "theirs" },
    });

    const theCfos = auditLogPageSchema.parse(
      (await readLog(owner, `&userId=${cfo.userId}`)).json(),
    );
    expect(theCfos.totalCount).toBe(1);
    expect(theCfos.logs[0]).toMatchObject({
      user_email: cfo.email,
      details: { changed: ["language"] },
    });
    const theOutsiders = await readLog(owner, `&userId=${outsider.userId}`);
    expect(theOutsiders.statusCode).toBe(200);
    expect(auditLogPageSchema.parse(theOutsiders.json())).toEqual({ logs: [], totalCount: 0 });
    const everyone = auditLogPageSchema.parse((await readLog(owner, "&userId=all")).json());
    expect(everyone.logs.some((entry) => entry.user_email === outsider.email)).toBe(false);
    expect(everyone.totalCount).toBe(26);
  });

  it("lets a CFO read it and refuses an Accountant with FORBIDDEN", async () => {
    const cfo = await signUp(subject.app);
    const accountant = await signUp(subject.app);
    await joinAs(subject.database, organizationId, cfo, "level_4");
    await joinAs(subject.database, organizationId, accountant, "level_3");
    expect((await readLog(cfo, "")).statusCode).toBe(200);
    const refused = await readLog(accountant, "");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: "FORBIDDEN",
      details: { permission: "viewAuditLogs" },
    });
  });

  it("answers a member of another organization NOT_FOUND", async () => {
    const stranger = await signUp(subject.app);
    const response = await readLog(stranger, "");
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("NOT_FOUND");
  });

  it("rejects an unknown action type", async () => {
    expect((await readLog(owner, "&actionType=drop_table")).statusCode).toBe(400);
  });
});

describe("audit_log table", () => {
  it("refuses updates and deletes", async () => {
    const { pool } = subject.database;
    const before = auditLogPageSchema.parse((await readLog(owner, "")).json()).totalCount;
    await expect(pool.query("update audit_log set user_name = 'forged'")).rejects.toThrow(
      /append-only/,
    );
    await expect(pool.query("delete from audit_log")).rejects.toThrow(/append-only/);
    await expect(pool.query("truncate audit_log")).rejects.toThrow(/append-only/);
    const page = auditLogPageSchema.parse((await readLog(owner, "")).json());
    expect(page.totalCount).toBe(before);
  });
});
