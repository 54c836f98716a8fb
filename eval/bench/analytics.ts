/**
 * `npm run bench:analytics [-- --documents N] [--organizations N] [--users-per-organization N]
 * [--page-views N] [--runs N] [--database pglite|postgres|both] [--pglite-documents N]`: the
 * admin analytics and an organization's own figures at scale (issue 23). Starts the real server
 * (API only, no worker) on a scratch database, signs the admin up through the API, then writes
 * a year of a product's life set-based (INSERT … SELECT generate_series): organizations created
 * over the year, their members, documents uploaded and processed since each organization began
 * (one in twenty failed), thumbs up and down on a quarter of them, page views, and each user's
 * activity bits. Then times every analytics call over HTTP, one at a time, and prints p50/p95
 * per call and, last, one JSON line of figures. Defaults: 1,000,000 documents and 10,000
 * organizations on PostgreSQL, 10,000 documents and 100 organizations on PGlite.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import pino from "pino";
import type { Db } from "../../src/server/db/client.ts";
import { ANY_PAGE } from "../../src/server/db/schema/analytics.ts";
import { parseEnv } from "../../src/server/env.ts";
import { startRuntime, type Runtime } from "../../src/server/runtime.ts";
import { postgresReachable, withDataDir, withServerDatabase } from "./scratch.ts";

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 3890;
const ADMIN_EMAIL = `bench-admin-${randomUUID().slice(0, 8)}@berkas.test`;
const PASSWORD = "kata-sandi-rahasia-1";
const DAYS_OF_HISTORY = 365;
/** Rows written per statement, so each stays short and progress shows. */
const BATCH = 100_000;
/** The admin's own organization gets this many documents, for its Owner's figures. */
const OWN_DOCUMENTS = 5_000;
const THIRTEEN_WEEKS = "/api/analytics/user-engagement?weeks=13&include_verticals=true";

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "1000000" },
    organizations: { type: "string", default: "10000" },
    "users-per-organization": { type: "string", default: "2" },
    "page-views": { type: "string", default: "2000000" },
    "pglite-documents": { type: "string", default: "10000" },
    "pglite-organizations": { type: "string", default: "100" },
    "pglite-page-views": { type: "string", default: "20000" },
    runs: { type: "string", default: "20" },
    database: { type: "string", default: "both" },
  },
});
const runs = Number(values.runs);

interface Scale {
  documents: number;
  organizations: number;
  usersPerOrganization: number;
  pageViews: number;
}

interface CallFigures {
  call: string;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

interface DatabaseFigures {
  database: string;
  scale: Scale & { feedback: number; activityRows: number };
  generateSeconds: number;
  calls: CallFigures[];
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

async function timed(label: string, run: () => Promise<unknown>) {
  const start = performance.now();
  await run();
  console.log(`  ${label}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
}

/**
 * A year of the product's life. Organization n was created n mod 365 days (and some minutes)
 * ago; its documents were uploaded at random since then and processed 2–60 s later.
 */
async function generate(db: Db, scale: Scale, ownOrganizationId: string) {
  const { organizations, usersPerOrganization } = scale;
  const users = organizations * usersPerOrganization;
  const createdAt = (n: string) =>
    sql.raw(
      `(now() - make_interval(days => ${n} % ${DAYS_OF_HISTORY}, mins => (${n} * 7) % 1440))`,
    );
  await timed(`${organizations} organizations, ${users} users`, async () => {
    await db.execute(sql`
      insert into organization (id, name, slug, type, created_at, updated_at)
      select 'bench-org-' || n, 'PT Bench ' || n, 'bench-org-' || n, 'bpo',
             ${createdAt("n")}, ${createdAt("n")}
        from generate_series(1, ${organizations}) as n`);
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select 'bench-user-' || u, 'Bench ' || u, 'bench-user-' || u || '@example.co.id', true,
             now(), now()
        from generate_series(1, ${users}) as u`);
    await db.execute(sql`
      insert into member (id, organization_id, user_id, role)
      select 'bench-member-' || u, 'bench-org-' || (1 + (u - 1) % ${organizations}),
             'bench-user-' || u, case when u <= ${organizations} then 'level_5' else 'level_3' end
        from generate_series(1, ${users}) as u`);
    await db.execute(sql`
      insert into subscriptions (organization_id, plan, status, current_period_end)
      select 'bench-org-' || n, (array['free', 'starter', 'professional'])[1 + n % 3],
             case when n % 4 = 0 then 'trialing' else 'active' end, now() + interval '20 days'
        from generate_series(1, ${organizations}) as n`);
  });

  const documentRows = (from: number, to: number, organization: string) => sql`
    insert into documents (organization_id, vertical, uploaded_by, name, original_filename,
                           mime_type, file_kind, size_bytes, file_hash, processing_status,
                           progress, processed_at, type, uploaded_at, updated_at)
    select ${sql.raw(organization)}, case when g % 10 = 0 then 'legal' else 'accounting' end,
           null, 'faktur-' || g || '.pdf', 'faktur-' || g || '.pdf', 'application/pdf', 'pdf',
           20000 + g % 500000, md5(g::text) || md5((g + 1)::text),
           case when g % 20 = 0 then 'failed' else 'complete' end, 100,
           case when g % 20 = 0 then null
                else uploaded + make_interval(secs => 2 + (g % 59)) end,
           case when g % 10 = 0 then 'contract' else 'invoice' end, uploaded, uploaded
      from generate_series(${from}::int, ${to}::int) as g
      cross join lateral (select 1 + g % ${organizations}::int as n) as owner
      cross join lateral (
        select ${createdAt("owner.n")} + random() * (now() - ${createdAt("owner.n")}) as uploaded
      ) as times`;
  for (let from = 1; from <= scale.documents; from += BATCH) {
    const to = Math.min(scale.documents, from + BATCH - 1);
    await timed(`documents ${from}–${to}`, () =>
      db.execute(documentRows(from, to, `'bench-org-' || owner.n`)),
    );
  }
  await timed(`${OWN_DOCUMENTS} documents in the admin's own organization`, () =>
    db.execute(
      documentRows(
        scale.documents + 1,
        scale.documents + OWN_DOCUMENTS,
        `'${ownOrganizationId.replaceAll("'", "''")}'`,
      ),
    ),
  );

  await timed("ratings on a quarter of the processed documents (two fields each)", () =>
    db.execute(sql`
      insert into field_feedback (organization_id, document_id, vertical, field, verdict, created_at)
      select d.organization_id, d.id, d.vertical, f.field,
             case when random() < 0.82 then 'up' else 'down' end,
             least(now(), d.processed_at + interval '10 minutes')
        from documents d
        cross join (values ('vendor'), ('total_amount')) as f(field)
       where d.processing_status = 'complete' and d.size_bytes % 4 = 0`),
  );

  await timed(`${scale.pageViews} page views over the year`, async () => {
    for (let from = 1; from <= scale.pageViews; from += BATCH) {
      const to = Math.min(scale.pageViews, from + BATCH - 1);
      await db.execute(sql`
        insert into page_views (user_id, organization_id, path, vertical, viewed_at)
        select 'bench-user-' || u, 'bench-org-' || (1 + (u - 1) % ${organizations}),
               case when v % 10 = 0 then '/verticals/legal/dashboard'
                    else '/verticals/accounting/dashboard' end,
               case when v % 10 = 0 then 'legal' else 'accounting' end,
               now() - random() * interval '365 days'
          from generate_series(${from}::int, ${to}::int) as v
          cross join lateral (select 1 + v % ${users}::int as u) as viewer`);
    }
  });
  // Each user's last 128 days per vertical: active on a day with the vertical's likelihood
  // (accounting 30 %, legal 10 %, pages of no vertical 20 %), last seen within the last week,
  // and active on that last day (its bit set, as the page view that made it the last one does).
  await timed("activity bits per user and vertical", () =>
    db.execute(sql`
      insert into user_activity (user_id, vertical, last_active_day, recent_days)
      select 'bench-user-' || u, v.vertical, current_date - (u % 7),
             (select string_agg(case when d = 1 or random() < v.likelihood then '1' else '0' end, '')
                from generate_series(1, 128) as d)::bit(128)
        from generate_series(1, ${users}) as u
        cross join (values ('accounting', 0.3), ('legal', 0.1), ('other', 0.2))
          as v(vertical, likelihood)`),
  );
  // The rows the product keeps: each page view sets its day in the row for any page
  // (ANY_PAGE), the days of the three, and pages of no vertical have no row of their own.
  await timed("activity bits per user, any page", () =>
    db.execute(sql`
      with any_page as (
        insert into user_activity (user_id, vertical, last_active_day, recent_days)
        select user_id, ${ANY_PAGE}, max(last_active_day), bit_or(recent_days)
          from user_activity where user_id like 'bench-user-%' group by user_id
        returning 1)
      delete from user_activity where vertical = 'other' and user_id like 'bench-user-%'`),
  );
}

class Client {
  readonly baseUrl: string;
  cookie = "";
  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  async request(pathname: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${pathname}`, {
      ...init,
      headers: { origin: this.baseUrl, cookie: this.cookie, ...init.headers },
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response;
  }

  async signUp(email: string): Promise<void> {
    const response = await this.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, name: "Bench admin" }),
    });
    this.cookie = response.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
  }
}

function callsFor(organizationId: string) {
  return [
    [
      "extraction-metrics, 7 days",
      "/api/analytics/extraction-metrics?timeframe=7&include_verticals=true",
    ],
    [
      "extraction-metrics, 90 days",
      "/api/analytics/extraction-metrics?timeframe=90&include_verticals=true",
    ],
    [
      "trial-conversion, 7 days",
      "/api/analytics/trial-conversion?timeframe=7&include_verticals=true",
    ],
    [
      "trial-conversion, 90 days",
      "/api/analytics/trial-conversion?timeframe=90&include_verticals=true",
    ],
    ["user-engagement, 1 week", "/api/analytics/user-engagement?weeks=1&include_verticals=true"],
    ["user-engagement, 13 weeks", THIRTEEN_WEEKS],
    ["admin organizations, first page", "/api/admin/organizations"],
    ["admin organizations, page at offset 5,000", "/api/admin/organizations?offset=5000"],
    [
      "an organization's own, 90 days",
      `/api/analytics/organization?organizationId=${organizationId}&timeframe=90`,
    ],
  ] as const;
}

async function timeCalls(client: Client, organizationId: string): Promise<CallFigures[]> {
  const calls = callsFor(organizationId);
  for (const [, path] of calls) await (await client.request(path)).arrayBuffer();
  const timings = new Map<string, number[]>(calls.map(([label]) => [label, []]));
  for (let round = 0; round < runs; round++) {
    for (const [label, path] of calls) {
      const start = performance.now();
      await (await client.request(path)).arrayBuffer();
      timings.get(label)!.push(performance.now() - start);
    }
  }
  return calls.map(([label]) => {
    const sorted = timings.get(label)!.sort((a, b) => a - b);
    return {
      call: label,
      p50Ms: percentile(sorted, 0.5),
      p95Ms: percentile(sorted, 0.95),
      maxMs: sorted.at(-1)!,
    };
  });
}

/**
 * The 13-week engagement as the first call of a day pays for it: the weeks before the newest
 * are counted from every user's bits and kept, so each run starts with nothing kept.
 */
async function timeFirstCallOfDay(client: Client, db: Db): Promise<CallFigures> {
  const timings: number[] = [];
  for (let round = 0; round < runs; round++) {
    await db.execute(sql`delete from weekly_active_users`);
    const start = performance.now();
    await (await client.request(THIRTEEN_WEEKS)).arrayBuffer();
    timings.push(performance.now() - start);
  }
  const sorted = timings.sort((a, b) => a - b);
  return {
    call: "user-engagement, 13 weeks, a day's first call",
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted.at(-1)!,
  };
}

async function benchDatabase(
  label: string,
  source: Record<string, string>,
  port: number,
  scale: Scale,
): Promise<DatabaseFigures> {
  const env = parseEnv({
    ...source,
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "silent",
    ADMIN_EMAIL,
  });
  const runtime: Runtime = await startRuntime(
    env,
    { web: true, worker: false, apiOnly: true },
    pino({ level: "silent" }),
  );
  try {
    const { db } = runtime.database;
    const admin = new Client(`http://127.0.0.1:${port}`);
    await admin.signUp(ADMIN_EMAIL);
    // As if the admin had followed the link mailed to the address.
    await db.execute(sql`update "user" set email_verified = true where email = ${ADMIN_EMAIL}`);
    const own = (await (await admin.request("/api/organizations")).json()) as {
      organizations: Array<{ id: string }>;
    };
    const ownOrganizationId = own.organizations[0]!.id;

    console.log(`\n${label}: generating`);
    const start = performance.now();
    await generate(db, scale, ownOrganizationId);
    await timed("vacuum analyze", () => db.execute(sql`vacuum analyze`));
    const generateSeconds = Number(((performance.now() - start) / 1000).toFixed(1));
    const counted = await db.execute<{ feedback: number; activity: number }>(sql`
      select (select count(*) from field_feedback)::int as feedback,
             (select count(*) from user_activity)::int as activity`);
    const figures: DatabaseFigures = {
      database: label,
      scale: {
        ...scale,
        feedback: Number(counted.rows[0]?.feedback ?? 0),
        activityRows: Number(counted.rows[0]?.activity ?? 0),
      },
      generateSeconds,
      calls: [...(await timeCalls(admin, ownOrganizationId)), await timeFirstCallOfDay(admin, db)],
    };
    printFigures(figures);
    return figures;
  } finally {
    await runtime.stop();
  }
}

function printFigures(figures: DatabaseFigures) {
  const { scale } = figures;
  console.log(
    `\n${figures.database}: ${scale.documents} documents, ${scale.organizations} organizations, ` +
      `${scale.organizations * scale.usersPerOrganization} users, ${scale.feedback} ratings, ` +
      `${scale.pageViews} page views, ${scale.activityRows} activity rows ` +
      `(generated in ${figures.generateSeconds} s); ${runs} runs per call, one at a time`,
  );
  console.table(
    figures.calls.map((call) => ({
      call: call.call,
      "p50 ms": Number(call.p50Ms.toFixed(1)),
      "p95 ms": Number(call.p95Ms.toFixed(1)),
      "max ms": Number(call.maxMs.toFixed(1)),
    })),
  );
}

const usersPerOrganization = Number(values["users-per-organization"]);
const results: DatabaseFigures[] = [];
if (values.database !== "postgres") {
  const scale = {
    documents: Number(values["pglite-documents"]),
    organizations: Number(values["pglite-organizations"]),
    usersPerOrganization,
    pageViews: Number(values["pglite-page-views"]),
  };
  results.push(
    await withDataDir((dataDir) =>
      benchDatabase("PGlite (embedded)", { DATA_DIR: dataDir }, PORT, scale),
    ),
  );
}
if (values.database !== "pglite") {
  const scale = {
    documents: Number(values.documents),
    organizations: Number(values.organizations),
    usersPerOrganization,
    pageViews: Number(values["page-views"]),
  };
  if (await postgresReachable(POSTGRES_URL)) {
    results.push(
      await withDataDir((dataDir) =>
        withServerDatabase(POSTGRES_URL, (url) =>
          benchDatabase("PostgreSQL 15", { DATABASE_URL: url, DATA_DIR: dataDir }, PORT + 1, scale),
        ),
      ),
    );
  } else {
    console.log(`PostgreSQL at ${POSTGRES_URL} is not reachable: its figures are left out.`);
  }
}
console.log(JSON.stringify({ runs, results }));
