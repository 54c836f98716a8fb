import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION } from "../../../contracts/retention.ts";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import {
  apiCaller,
  auditEntries,
  createTeamAs,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let organizationId: string;

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  [owner, cfo, accountant] = [
    await signUp(subject.app),
    await signUp(subject.app),
    await signUp(subject.app),
  ];
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
});
afterAll(() => subject.close());

/** A date `years` (and a day) before today, as a document's own date is written. */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const invoice = (fields: { documentDate?: string; type?: string } = {}) =>
  insertDocument(subject.database.db, {
    organizationId,
    name: `Faktur ${Math.random().toString(36).slice(2, 8)}`,
    type: fields.type ?? "invoice",
    ...(fields.documentDate && { documentDate: fields.documentDate }),
  });

describe("deleting a bookkeeping document inside its retention period", () => {
  it("is refused to the Owner until they confirm, and the deletion is audited as an override", async () => {
    const documentId = await invoice({ documentDate: "2024-03-15" });
    const refused = await call(owner, "DELETE", `/api/documents/${documentId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: "UNDER_RETENTION",
      details: { retainedUntil: "2034-03-15", canConfirm: true },
    });

    const confirmed = await call(
      owner,
      "DELETE",
      `/api/documents/${documentId}?confirmRetention=true`,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const deletions = await auditEntries(subject.app, owner, organizationId, "document_deleted");
    const entry = deletions.find((log) => log.details["retained_until"] !== undefined);
    expect(entry?.details).toMatchObject({
      name: expect.stringMatching(/^Faktur /),
      retention_override: true,
      retained_until: "2034-03-15",
    });
  });

  it("is refused to a CFO, who may delete documents but cannot confirm an override", async () => {
    const documentId = await invoice();
    for (const url of [
      `/api/documents/${documentId}`,
      `/api/documents/${documentId}?confirmRetention=true`,
    ]) {
      const refused = await call(cfo, "DELETE", url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: "UNDER_RETENTION",
        details: { canConfirm: false },
      });
    }
    const still = await call(owner, "GET", `/api/documents/${documentId}`);
    expect(still.statusCode).toBe(200);
  });

  it("counts from the upload when the document has no date of its own", async () => {
    const documentId = await invoice();
    const refused = await call(owner, "DELETE", `/api/documents/${documentId}`);
    const until = new Date();
    until.setUTCFullYear(until.getUTCFullYear() + RETENTION.defaultYears);
    expect(refused.json().error.details.retainedUntil).toBe(until.toISOString().slice(0, 10));
  });

  it("lets a document past its period, or a contract, go without confirmation", async () => {
    const old = await invoice({ documentDate: yearsAgo(RETENTION.defaultYears) });
    expect((await call(cfo, "DELETE", `/api/documents/${old}`)).statusCode).toBe(204);
    const contract = await invoice({ type: "contract" });
    expect((await call(cfo, "DELETE", `/api/documents/${contract}`)).statusCode).toBe(204);
  });
});

describe("the organization's retention setting", () => {
  it("keeps documents longer when the Owner sets more years, and refuses fewer than the law's", async () => {
    const eleven = await invoice({ documentDate: yearsAgo(11) });
    const tooShort = await call(owner, "PATCH", `/api/organizations/${organizationId}`, {
      settings: { [RETENTION.settingKey]: RETENTION.minYears - 1 },
    });
    expect(tooShort.statusCode).toBe(400);

    const longer = await call(owner, "PATCH", `/api/organizations/${organizationId}`, {
      settings: { [RETENTION.settingKey]: 12 },
    });
    expect(longer.statusCode, longer.body).toBe(200);
    const held = await call(cfo, "DELETE", `/api/documents/${eleven}`);
    expect(held.json().error?.code).toBe("UNDER_RETENTION");

    const cfoChange = await call(cfo, "PATCH", `/api/organizations/${organizationId}`, {
      settings: { [RETENTION.settingKey]: RETENTION.minYears },
    });
    expect(cfoChange.statusCode).toBe(403);
    const [changed] = await auditEntries(subject.app, owner, organizationId, "settings_changed");
    expect(changed?.details).toMatchObject({ changed: [RETENTION.settingKey] });
  });

  it("does not let an Accountant reach the question at all", async () => {
    const documentId = await invoice();
    const denied = await call(accountant, "DELETE", `/api/documents/${documentId}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe("FORBIDDEN");
  });
});
