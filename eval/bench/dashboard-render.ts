/**
 * `npm run bench:dashboard [-- --documents N] [--runs N]`: how fast the accounting dashboard's
 * All Documents view shows an organization with N documents (issue 7: 10,000) in Chromium — first contentful
 * paint and the moment the first document rows are on screen — on a real `berkas web`. It
 * uses a PostgreSQL server (BENCH_DATABASE_URL, default the local one) so the benchmark can
 * fill the database while berkas serves it.
 */
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { connectDatabase } from "../../src/server/db/client.ts";
import { ensureWebBuild } from "../../src/server/web-build.ts";
import { launchBrowser } from "../../e2e/support/browser.ts";
import { freePort, startServer } from "../../test/support/berkas-process.ts";
import { percentile } from "../assistant/percentile.ts";
import { withDataDir, withServerDatabase } from "./scratch.ts";
import { buildSearchIndex, insertDocuments, settle } from "./search-load.ts";

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const TODAY = "2026-11-18";
const SEED = 20_261_118;
const PASSWORD = "kata-sandi-rahasia-1";

const { values } = parseArgs({
  options: {
    documents: { type: "string", default: "10000" },
    runs: { type: "string", default: "10" },
  },
});
const documentCount = Number(values.documents);
const runs = Number(values.runs);

/** A new account, signed in; the benchmark makes it the admin so onboarding is skipped. */
async function signUp(baseUrl: string, email: string) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD, name: "Bench Owner" }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  const organizations = await fetch(`${baseUrl}/api/organizations`, {
    headers: { cookie: cookies.join("; ") },
  }).then((answer) => answer.json() as Promise<{ organizations: Array<{ id: string }> }>);
  return { cookies, organizationId: organizations.organizations[0]!.id };
}

ensureWebBuild(pino({ level: "info" }));
const figures = await withServerDatabase(POSTGRES_URL, (databaseUrl) =>
  withDataDir(async (dataDir) => {
    const email = `bench-${randomUUID().slice(0, 8)}@example.co.id`;
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = await startServer(
      { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ADMIN_EMAIL: email, PUBLIC_URL: baseUrl },
      port,
      "web",
    );
    const database = connectDatabase("server", { connectionString: databaseUrl }, 3);
    const browser = await launchBrowser();
    try {
      const { cookies, organizationId } = await signUp(baseUrl, email);
      const ids = await insertDocuments(database.db, {
        organizationId,
        count: documentCount,
        seed: SEED,
        today: TODAY,
      });
      await buildSearchIndex(database.db, ids);
      await settle(database.db);

      const context = await browser.newContext({
        locale: "en-US",
        viewport: { width: 1280, height: 800 },
      });
      await context.addCookies(
        cookies.map((cookie) => {
          const [name = "", value = ""] = cookie.split(/=(.*)/s);
          return { name, value, url: baseUrl };
        }),
      );
      const paint: number[] = [];
      const rows: number[] = [];
      for (let run = 0; run <= runs; run++) {
        const page = await context.newPage();
        await page.goto(`${baseUrl}/verticals/accounting/dashboard?view=all`);
        await page.getByRole("row").nth(5).waitFor({ timeout: 60_000 });
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
          rows: performance.now(),
        }));
        await page.close();
        // The first load fills the browser's cache; a returning user's loads are counted.
        if (run === 0) continue;
        paint.push(timing.paint);
        rows.push(timing.rows);
      }
      return {
        database: "PostgreSQL 15",
        documents: documentCount,
        runs,
        firstContentfulPaintMsP50: percentile(paint, 0.5),
        firstContentfulPaintMsP95: percentile(paint, 0.95),
        documentRowsMsP50: percentile(rows, 0.5),
        documentRowsMsP95: percentile(rows, 0.95),
      };
    } finally {
      await browser.close();
      await database.close();
      await server.stop();
    }
  }),
);
console.log(
  `dashboard with ${figures.documents} documents: first contentful paint p50 ${figures.firstContentfulPaintMsP50} ms, p95 ${figures.firstContentfulPaintMsP95} ms; document rows on screen p50 ${figures.documentRowsMsP50} ms, p95 ${figures.documentRowsMsP95} ms`,
);
console.log(JSON.stringify(figures));
