/**
 * `npm run bench:reminders -- [--organizations N] [--documents N] [--database pglite|postgres]`:
 * the reminders job at scale (issue 24). Writes N organizations, each with an Owner who chose
 * contract and invoice reminders and M documents (a contract in every five, with an end spread
 * over the next two years; invoices due over the next two months), then times a round of the
 * job (the first mails everything due; the second finds nothing new) and the legal dashboard's
 * list for one organization. Prints the figures and, last, one JSON line.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pino from "pino";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { migrateDatabase } from "../../src/server/db/migrate.ts";
import { member, organization, user } from "../../src/server/db/schema/auth.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { reminderPreferences } from "../../src/server/db/schema/reminders.ts";
import { listReminders } from "../../src/server/domain/reminders/list-reminders.ts";
import { sendDueReminders } from "../../src/server/domain/reminders/send-due-reminders.ts";
import type { Mailer } from "../../src/server/providers/mail/mailer.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const { values } = parseArgs({
  options: {
    organizations: { type: "string", default: "200" },
    documents: { type: "string", default: "200" },
    database: { type: "string", default: "pglite" },
  },
});
const organizationCount = Number(values.organizations);
const perOrganization = Number(values.documents);
const NOW = new Date("2026-12-01T03:00:00Z");
const DAY_MS = 86_400_000;
const iso = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString().slice(0, 10);

async function seed(database: Database) {
  const owners: Array<{ userId: string; organizationId: string }> = [];
  for (let index = 0; index < organizationCount; index++) {
    const userId = randomUUID();
    const organizationId = randomUUID();
    await database.db.insert(user).values({
      id: userId,
      name: `Owner ${index}`,
      email: `owner-${index}-${userId.slice(0, 6)}@example.co.id`,
    });
    await database.db
      .insert(organization)
      .values({ id: organizationId, name: `PT Bench ${index}`, slug: organizationId });
    await database.db
      .insert(member)
      .values({ id: randomUUID(), organizationId, userId, role: "level_5" });
    await database.db
      .insert(reminderPreferences)
      .values({ organizationId, userId, contracts: true, invoices: true });
    const rows = Array.from({ length: perOrganization }, (_, position) => {
      const contract = position % 5 === 0;
      return {
        organizationId,
        vertical: contract ? "legal" : "accounting",
        name: `${contract ? "kontrak" : "faktur"}-${index}-${position}.pdf`,
        originalFilename: `${position}.pdf`,
        mimeType: "application/pdf",
        fileKind: "pdf",
        sizeBytes: 1_000,
        fileHash: randomUUID().replaceAll("-", "").padEnd(64, "0"),
        processingStatus: "complete",
        type: contract ? "contract" : "invoice",
        expiryDate: contract ? iso((position * 7) % 730) : null,
        dueDate: contract ? null : iso((position * 3) % 60),
      };
    });
    await database.db.insert(documents).values(rows);
    owners.push({ userId, organizationId });
  }
  return owners;
}

async function measure(database: Database, label: string) {
  await migrateDatabase(database);
  const started = performance.now();
  const owners = await seed(database);
  const seedSeconds = (performance.now() - started) / 1000;
  let mails = 0;
  const mailer: Mailer = {
    kind: "outbox",
    send: async () => {
      mails++;
    },
  };
  const deps = {
    db: database.db,
    mailer,
    publicUrl: "http://localhost",
    logger: pino({ level: "silent" }),
  };
  const timed = async <T>(run: () => Promise<T>) => {
    const start = performance.now();
    const result = await run();
    return { result, ms: performance.now() - start };
  };
  const first = await timed(() => sendDueReminders(deps, NOW));
  const second = await timed(() => sendDueReminders(deps, NOW));
  const owner = owners[0]!;
  const actor = {
    userId: owner.userId,
    email: "",
    name: "",
    sessionToken: "",
    activeOrganizationId: null,
  };
  const lists: number[] = [];
  for (let run = 0; run < 20; run++) {
    lists.push(
      (await timed(() => listReminders(database.db, actor, owner.organizationId, "legal", NOW))).ms,
    );
  }
  lists.sort((a, b) => a - b);
  const figures = {
    database: label,
    organizations: organizationCount,
    documents: organizationCount * perOrganization,
    seedSeconds: Number(seedSeconds.toFixed(1)),
    firstRoundMs: Math.round(first.ms),
    firstRoundMails: first.result.mails,
    firstRoundReminders: first.result.reminders,
    secondRoundMs: Math.round(second.ms),
    secondRoundMails: second.result.mails,
    legalListP50Ms: Number(lists[9]!.toFixed(1)),
    legalListMaxMs: Number(lists.at(-1)!.toFixed(1)),
  };
  console.log(
    `${label}: ${figures.documents} documents in ${organizationCount} organizations; first round ${figures.firstRoundMs} ms (${figures.firstRoundMails} mails, ${figures.firstRoundReminders} reminders), second round ${figures.secondRoundMs} ms (${figures.secondRoundMails} mails); legal list p50 ${figures.legalListP50Ms} ms, max ${figures.legalListMaxMs} ms`,
  );
  console.log(JSON.stringify(figures));
  if (mails !== first.result.mails) throw new Error("mails counted twice");
}

if (values.database === "postgres") {
  if (!(await postgresReachable(POSTGRES_URL))) throw new Error(`no PostgreSQL at ${POSTGRES_URL}`);
  await withServerDatabase(POSTGRES_URL, (url) =>
    withDataDir(async (dataDir) => {
      const database = await openDatabase({ databaseUrl: url, dataDir, poolSize: 5 });
      try {
        await measure(database, "postgres");
      } finally {
        await database.close();
      }
    }),
  );
} else {
  await withDataDir(async (dataDir) => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 5 });
    try {
      await measure(database, "pglite");
    } finally {
      await database.close();
    }
  });
}
