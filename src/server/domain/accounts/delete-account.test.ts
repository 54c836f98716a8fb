import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeletionPlanSchema } from "../../../contracts/retention.ts";
import { personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import {
  apiCaller,
  createTeamAs,
  membershipOf,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { user } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";

let subject: TestApp;
let call: ApiCall;
beforeAll(async () => {
  subject = await createTestApp();
  call = apiCaller(subject.app);
});
afterAll(() => subject.close());

const existing = async (id: string) =>
  (
    await subject.database.db
      .select({ id: documents.id })
      .from(documents)
      .where(eq(documents.id, id))
  ).length === 1;

describe("deleting one's account", () => {
  it("keeps the bookkeeping the law still holds, deletes the rest, and says what is kept until when", async () => {
    const person = await signUp(subject.app);
    const organizationId = await personalOrganizationOf(subject.app, person);
    const db = subject.database.db;
    const held = await insertDocument(db, {
      organizationId,
      name: "Faktur Maret 2024",
      type: "invoice",
      documentDate: "2024-03-15",
    });
    const heldLonger = await insertDocument(db, {
      organizationId,
      name: "Faktur Juni 2025",
      type: "invoice",
      documentDate: "2025-06-30",
    });
    const expired = await insertDocument(db, {
      organizationId,
      name: "Faktur 2010",
      type: "invoice",
      documentDate: "2010-01-05",
    });
    const contract = await insertDocument(db, {
      organizationId,
      name: "Kontrak",
      type: "contract",
    });

    const preview = await call(person, "GET", "/api/me/account-deletion");
    expect(preview.statusCode, preview.body).toBe(200);
    const expected = {
      organizations: [
        {
          id: organizationId,
          name: expect.any(String),
          outcome: "kept_under_retention",
          deletedDocuments: 2,
          keptDocuments: 2,
          keptUntil: "2035-06-30",
        },
      ],
    };
    expect(accountDeletionPlanSchema.parse(preview.json())).toEqual(expected);
    expect(await existing(expired)).toBe(true);

    expect((await call(person, "DELETE", "/api/me", { confirm: false })).statusCode).toBe(400);
    const deleted = await call(person, "DELETE", "/api/me", { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual(expected);

    expect(await existing(held)).toBe(true);
    expect(await existing(heldLonger)).toBe(true);
    expect(await existing(expired)).toBe(false);
    expect(await existing(contract)).toBe(false);
    const [account] = await db.select().from(user).where(eq(user.id, person.userId));
    expect(account).toMatchObject({ isDeleted: true, deletedAt: expect.any(Date) });
    expect((await call(person, "GET", "/api/organizations")).statusCode).toBe(401);
  });

  it("refuses while the person is the only Owner of an organization others use; a CFO just leaves", async () => {
    const [owner, cfo, accountant] = [
      await signUp(subject.app),
      await signUp(subject.app),
      await signUp(subject.app),
    ];
    const team = await createTeamAs(subject.app, subject.database, { owner, cfo, accountant });
    const document = await insertDocument(subject.database.db, {
      organizationId: team.organizationId,
      name: "Faktur bersama",
      documentDate: "2010-01-05",
    });

    const refused = await call(owner, "DELETE", "/api/me", { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.details.organizations).toContainEqual(
      expect.objectContaining({ id: team.organizationId, outcome: "blocked_last_owner" }),
    );
    expect((await call(owner, "GET", "/api/organizations")).statusCode).toBe(200);

    const left = await call(cfo, "DELETE", "/api/me", { confirm: true });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().organizations).toContainEqual(
      expect.objectContaining({ id: team.organizationId, outcome: "leave", deletedDocuments: 0 }),
    );
    expect(await membershipOf(subject.database, team.organizationId, cfo)).toBeUndefined();
    // The organization's documents are its own: a member leaving takes none with them.
    expect(await existing(document)).toBe(true);
  });
});
