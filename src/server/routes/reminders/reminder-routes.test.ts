import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderListSchema, reminderPreferencesSchema } from "../../../contracts/reminders.ts";
import type { Vertical } from "../../../contracts/organizations.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import { apiCaller, createTeamAs, joinAs, type ApiCall } from "../../../../test/support/teams.ts";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../../../test/support/test-app.ts";
import { silentLogger } from "../../../../test/support/test-database.ts";
import { userPreferences, userVerticalPermissions } from "../../db/schema/accounts.ts";
import { createProductJobs } from "../../jobs/product-jobs.ts";
import { createOutboxMailer, type OutboxMail } from "../../providers/mail/outbox-mailer.ts";
import { addDuration } from "../../../understanding/normalize/index.ts";
import { todayAt } from "../../domain/reminders/reminder-events.ts";
import { sendDueReminders } from "../../domain/reminders/send-due-reminders.ts";
import { sentReminders } from "../../db/schema/reminders.ts";
import { eq } from "drizzle-orm";

let subject: TestApp;
let call: ApiCall;
let owner: SignedIn;
let cfo: SignedIn;
let accountant: SignedIn;
let clerk: SignedIn;
let outsider: SignedIn;
let organizationId: string;
let outsiderOrganizationId: string;
let outboxDir: string;

const NOTICE_CLAUSE = {
  category: "Notice Period to Terminate Renewal",
  text: "Either party may end this Lease at its expiry by written notice at least sixty (60) days prior to the expiration of the Term.",
  page: 1,
  confidence: 0.6,
};

beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
  [owner, cfo, accountant, clerk, outsider] = (await Promise.all(
    Array.from({ length: 5 }, () => signUp(subject.app)),
  )) as [SignedIn, SignedIn, SignedIn, SignedIn, SignedIn];
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo,
    accountant,
  }));
  await joinAs(subject.database, organizationId, clerk, "level_3");
  await subject.database.db.insert(userVerticalPermissions).values({
    userId: clerk.userId,
    organizationId,
    vertical: "accounting",
    accessLevel: "write",
  });
  await subject.database.db
    .insert(userPreferences)
    .values({ userId: cfo.userId, preferredLanguage: "id" });
  outsiderOrganizationId = await personalOrganizationOf(subject.app, outsider);
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-reminders-"));
});
afterAll(async () => {
  await subject.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

async function choose(person: SignedIn, choice: object, inOrganization = organizationId) {
  const response = await subject.app.inject({
    method: "PATCH",
    url: "/api/reminders/preferences",
    headers: { cookie: person.cookie, origin: TEST_PUBLIC_URL },
    payload: { organizationId: inOrganization, ...choice },
  });
  expect(response.statusCode, response.body).toBe(200);
  return reminderPreferencesSchema.parse(response.json());
}

async function listed(person: SignedIn, vertical: Vertical, inOrganization = organizationId) {
  const response = await call(
    person,
    "GET",
    `/api/reminders?organizationId=${inOrganization}&vertical=${vertical}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return reminderListSchema.parse(response.json()).reminders;
}

describe("reminder preferences", () => {
  it("start with nothing chosen, and each member changes only their own", async () => {
    const organization = await personalOrganizationOf(subject.app, owner);
    const response = await call(
      owner,
      "GET",
      `/api/reminders/preferences?organizationId=${organization}`,
    );
    expect(response.json()).toEqual({ contracts: false, invoices: false });
    expect(await choose(owner, { contracts: true }, organization)).toEqual({
      contracts: true,
      invoices: false,
    });
    expect(await choose(owner, { invoices: true }, organization)).toEqual({
      contracts: true,
      invoices: true,
    });
    const others = await call(
      cfo,
      "GET",
      `/api/reminders/preferences?organizationId=${organizationId}`,
    );
    expect(others.json()).toEqual({ contracts: false, invoices: false });
  });

  it("are another organization's member's to read or change: not found", async () => {
    const read = await call(
      outsider,
      "GET",
      `/api/reminders/preferences?organizationId=${organizationId}`,
    );
    expect(read.statusCode).toBe(404);
    const change = await subject.app.inject({
      method: "PATCH",
      url: "/api/reminders/preferences",
      headers: { cookie: outsider.cookie, origin: TEST_PUBLIC_URL },
      payload: { organizationId, contracts: true },
    });
    expect(change.statusCode).toBe(404);
  });
});

describe("the dashboards' list", () => {
  it("shows each vertical's coming dates, nearest first, to those who read the vertical", async () => {
    const today = todayAt(new Date());
    const inDays = (count: number) => addDuration(today, { years: 0, months: 0, days: count });
    const lease = await insertDocument(subject.database.db, {
      organizationId,
      name: "Sewa ruko listed",
      type: "contract",
      expiryDate: inDays(30),
    });
    await insertDocument(subject.database.db, {
      organizationId,
      name: "Distribution far away",
      type: "contract",
      expiryDate: inDays(200),
    });
    const invoice = await insertDocument(subject.database.db, {
      organizationId,
      name: "Invoice listed",
      type: "invoice",
      dueDate: inDays(3),
    });
    await insertDocument(subject.database.db, {
      organizationId: outsiderOrganizationId,
      name: "Outsider lease",
      type: "contract",
      expiryDate: inDays(10),
    });

    // A contract whose notice a person corrected: the corrected field decides its deadline.
    const corrected = await insertDocument(subject.database.db, {
      organizationId,
      name: "Lease with corrected notice",
      type: "contract",
      expiryDate: inDays(50),
      extractedData: {
        clauses: [NOTICE_CLAUSE],
        fields: {
          renewal: { value: "Automatic, 1 year", confidence: 1, source: null, needs_review: false },
          termination_notice: {
            value: "45 days before the end",
            confidence: 1,
            source: null,
            needs_review: false,
            corrected_by: owner.userId,
          },
        },
      },
    });
    const legal = await listed(owner, "legal");
    expect(legal.find((item) => item.document_id === lease)).toMatchObject({
      kind: "contract_expiry",
      due_date: inDays(30),
      days_left: 30,
    });
    expect(legal.filter((item) => item.document_id === corrected)).toMatchObject([
      { kind: "notice_deadline", due_date: inDays(5), days_left: 5 },
      { kind: "contract_renewal", due_date: inDays(50), days_left: 50 },
    ]);
    expect(legal.map((item) => item.document_name)).not.toContain("Distribution far away");
    expect(legal.map((item) => item.document_name)).not.toContain("Outsider lease");
    expect((await listed(accountant, "accounting")).map((item) => item.document_id)).toContain(
      invoice,
    );
    expect(await listed(clerk, "legal")).toEqual([]);
    const outsiders = await call(
      outsider,
      "GET",
      `/api/reminders?organizationId=${organizationId}&vertical=legal`,
    );
    expect(outsiders.statusCode).toBe(404);
    expect(outsiders.body).not.toContain("Sewa ruko");
  });
});

describe("the reminders job on a simulated clock", () => {
  it("mails each event once, to the members who chose it and read its vertical, in their language", async () => {
    const organization = (
      await createTeamAs(subject.app, subject.database, {
        owner,
        cfo,
        accountant,
      })
    ).organizationId;
    await joinAs(subject.database, organization, clerk, "level_3");
    await subject.database.db.insert(userVerticalPermissions).values({
      userId: clerk.userId,
      organizationId: organization,
      vertical: "accounting",
      accessLevel: "write",
    });
    const lease = await insertDocument(subject.database.db, {
      organizationId: organization,
      name: "Perjanjian Sewa Ruko Kelapa Gading",
      type: "contract",
      expiryDate: "2027-03-01",
      extractedData: { clauses: [NOTICE_CLAUSE] },
    });
    const invoice = await insertDocument(subject.database.db, {
      organizationId: organization,
      name: "INV-2027-0042",
      type: "invoice",
      dueDate: "2027-02-25",
    });
    await choose(owner, { contracts: true }, organization);
    await choose(cfo, { contracts: true, invoices: true }, organization);
    await choose(clerk, { contracts: true, invoices: true }, organization);

    let now = new Date("2026-11-01T03:00:00Z");
    const outbox = createOutboxMailer(outboxDir);
    const job = createProductJobs(
      {
        database: subject.database,
        blobStore: subject.blobStore,
        ocr: () => Promise.reject(new Error("no reading here")),
        logger: silentLogger,
      },
      { mailer: outbox, publicUrl: TEST_PUBLIC_URL, clock: () => now },
    ).find((definition) => definition.name === "send-reminders")!;
    const seen = new Set<string>();
    /** Runs one round at `at` and returns the mails it sent, to this organization's members. */
    async function round(at: string): Promise<OutboxMail[]> {
      now = new Date(at);
      await job.handle(
        {},
        {
          jobId: at,
          attempt: 0,
          signal: new AbortController().signal,
          jobs: { liveJobKeys: async () => new Set() },
        },
      );
      const fresh = (await outbox.list()).filter(
        (mail) => !seen.has(mail.id) && (mail.text.includes(lease) || mail.text.includes(invoice)),
      );
      for (const mail of fresh) seen.add(mail.id);
      return fresh;
    }
    const to = (mails: OutboxMail[], person: SignedIn) =>
      mails.filter((mail) => mail.to === person.email);

    // 1 Nov: the lease ends in 120 days (no window yet) but notice is due 31 Dec, in 60 days.
    const first = await round("2026-11-01T03:00:00Z");
    expect(first.map((mail) => mail.to).sort()).toEqual([cfo.email, owner.email].sort());
    expect(to(first, owner)[0]!.subject).toBe(
      "Reminder: Perjanjian Sewa Ruko Kelapa Gading: last day to give notice December 31, 2026 (in 60 days)",
    );
    expect(to(first, cfo)[0]!.subject).toBe(
      "Pengingat: Perjanjian Sewa Ruko Kelapa Gading: batas akhir pemberitahuan 31 Desember 2026 (dalam 60 hari)",
    );
    expect(to(first, owner)[0]!.text).toContain(
      `${TEST_PUBLIC_URL}/verticals/legal/dashboard/documents/${lease}`,
    );
    // The same day again, and the next: the event was mailed already.
    expect(await round("2026-11-01T09:00:00Z")).toEqual([]);
    expect(await round("2026-11-02T03:00:00Z")).toEqual([]);

    // 29 Jan 18:00 UTC is already 30 Jan in Jakarta: the lease ends in 30 days.
    const thirty = await round("2027-01-29T18:00:00Z");
    expect(thirty.map((mail) => mail.to).sort()).toEqual([cfo.email, owner.email].sort());
    expect(to(thirty, owner)[0]!.subject).toBe(
      "Reminder: Perjanjian Sewa Ruko Kelapa Gading: ends March 1, 2027 (in 30 days)",
    );
    expect(to(thirty, cfo)[0]!.subject).toContain("berakhir 1 Maret 2027 (dalam 30 hari)");
    expect(await round("2027-01-31T03:00:00Z")).toEqual([]);

    // 22 Feb: the lease ends in 7 days and the invoice is due in 3. The clerk, who reads only
    // accounting, hears of the invoice alone; the owner chose contracts only.
    const week = await round("2027-02-22T03:00:00Z");
    expect(to(week, owner).map((mail) => mail.subject)).toEqual([
      "Reminder: Perjanjian Sewa Ruko Kelapa Gading: ends March 1, 2027 (in 7 days)",
    ]);
    expect(to(week, cfo)[0]!.subject).toMatch(/^2 tanggal penting segera tiba di /);
    expect(to(week, cfo)[0]!.text).toContain(
      "INV-2027-0042: jatuh tempo pembayaran 25 Februari 2027 (dalam 3 hari)",
    );
    expect(to(week, clerk).map((mail) => mail.subject)).toEqual([
      "Reminder: INV-2027-0042: payment due February 25, 2027 (in 3 days)",
    ]);
    expect(to(week, accountant)).toEqual([]);
    expect(await round("2027-02-23T03:00:00Z")).toEqual([]);

    // A member who turns reminders off hears of nothing more: the invoice's last day comes.
    await choose(clerk, { invoices: false }, organization);
    const lastDay = await round("2027-02-24T03:00:00Z");
    expect(to(lastDay, clerk)).toEqual([]);
    expect(to(lastDay, cfo)[0]!.subject).toContain("(besok)");
  });
});

describe("a reminder mail that does not leave", () => {
  it("is tried again at the next round, then sent once", async () => {
    const person = await signUp(subject.app);
    const organization = await personalOrganizationOf(subject.app, person);
    const lease = await insertDocument(subject.database.db, {
      organizationId: organization,
      name: "Sewa gudang",
      type: "contract",
      expiryDate: "2027-06-10",
    });
    await choose(person, { contracts: true }, organization);
    const at = new Date("2027-06-05T03:00:00Z");
    const outbox = createOutboxMailer(outboxDir);
    const deps = { db: subject.database.db, publicUrl: TEST_PUBLIC_URL, logger: silentLogger };
    const aboutLease = async () =>
      (await outbox.list()).filter((mail) => mail.text.includes(lease)).length;

    const broken = {
      kind: "smtp" as const,
      send: () => Promise.reject(new Error("SMTP server unreachable")),
    };
    await sendDueReminders({ ...deps, mailer: broken }, at);
    const claimed = await subject.database.db
      .select()
      .from(sentReminders)
      .where(eq(sentReminders.documentId, lease));
    expect(claimed).toEqual([]);

    await sendDueReminders({ ...deps, mailer: outbox }, at);
    await sendDueReminders({ ...deps, mailer: outbox }, at);
    expect(await aboutLease()).toBe(1);
  });
});
