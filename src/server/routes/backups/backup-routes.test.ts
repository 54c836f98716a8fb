import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asUser, signUp, signUpVerified, uniqueEmail } from "../../../../test/support/accounts.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { lastBackupSchema } from "../../../contracts/backups.ts";
import { finishBackupRun, startBackupRun } from "../../domain/backups/backup-runs.ts";
import type { BackupResult } from "../../domain/backups/take-backup.ts";

const ADMIN_EMAIL = uniqueEmail("admin");
let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ adminEmail: ADMIN_EMAIL });
});
afterAll(() => subject.close());

const readLast = (headers: Record<string, string> = {}) =>
  subject.app.inject({ method: "GET", url: "/api/admin/backups/last", headers });

/** What the route shows of a finished backup; the rest of a result does not reach it. */
const succeeded = (location: string) =>
  ({
    location,
    name: "berkas-backup-x",
    manifest: { blobs: [{ sha256: "a" }, { sha256: "b" }] },
    databaseBytes: 12_345,
    copiedFiles: 2,
    copiedFileBytes: 999,
  }) as unknown as BackupResult;

describe("GET /api/admin/backups/last", () => {
  it("shows the administrator the latest run: running, then its result and location", async () => {
    const admin = await signUpVerified(subject, ADMIN_EMAIL);
    const { db } = subject.database;
    const runId = await startBackupRun(db, "schedule");
    const running = lastBackupSchema.parse((await readLast(asUser(admin))).json());
    expect(running.backup).toMatchObject({ result: "running", finishedAt: null, location: null });

    await finishBackupRun(db, runId, { result: succeeded("/srv/backups/berkas-backup-1") });
    const ok = lastBackupSchema.parse((await readLast(asUser(admin))).json());
    expect(ok.backup).toMatchObject({
      result: "ok",
      location: "/srv/backups/berkas-backup-1",
      fileCount: 2,
      databaseBytes: 12_345,
      error: null,
    });

    const failedId = await startBackupRun(db, "command");
    await finishBackupRun(db, failedId, { error: new Error("S3 PutObject failed (HTTP 403)") });
    const failed = lastBackupSchema.parse((await readLast(asUser(admin))).json());
    expect(failed.backup).toMatchObject({
      result: "failed",
      error: "S3 PutObject failed (HTTP 403)",
    });
  });

  it("answers 403 to anyone not an administrator, 401 to nobody signed in", async () => {
    const member = await signUpVerified(subject, uniqueEmail("member"));
    const response = await readLast(asUser(member));
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("location");
    // Signed up but never proven its address: not an administrator either.
    const unproven = await signUp(subject.app);
    expect((await readLast(asUser(unproven))).statusCode).toBe(403);
    expect((await readLast()).statusCode).toBe(401);
  });
});
