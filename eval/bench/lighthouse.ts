/**
 * `npm run bench:lighthouse [-- --runs N] [--desktop]`: Lighthouse's four category scores
 * (performance, accessibility, best practices, SEO) for the home page and a city page in both
 * languages (issue 19: ≥ 90, ≥ 95, ≥ 95 and 100), on a real `berkas start` serving the
 * production build. Lighthouse drives Debian's Chromium (CHROMIUM_PATH elsewhere) with its
 * default mobile emulation and simulated slow 4G unless --desktop; nothing is fetched from
 * outside this machine. With --runs N, each score is the median of N runs. Beside the scores,
 * what the page loaded (requests; document, script and CSS kB as sent, i.e. brotli), which
 * stays put when a loaded machine moves the timings, total blocking time and the 1-minute load
 * average at each run (medians).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import lighthouse, { desktopConfig } from "lighthouse";
import { pino } from "pino";
import { ensureWebBuild } from "../../src/server/web-build.ts";
import { freePort, startServer } from "../../test/support/berkas-process.ts";
import { withDataDir } from "./scratch.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? "/,/?lang=id,/cities/bandung,/cities/bandung?lang=id"
).split(",");

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    desktop: { type: "boolean", default: false },
    /** Also print each run's long main-thread tasks and each script's CPU time (what TBT is made of). */
    tasks: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);

const median = (numbers: number[]) => {
  // A run whose audit gave no number (NaN) is left out, not sorted among the others.
  const sorted = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Debian's Chromium with a DevTools port for Lighthouse, on a profile of its own. */
async function startChromium() {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-lighthouse-"));
  const child = spawn(
    process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const started = performance.now();
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    if (performance.now() - started > 30_000) throw new Error("Chromium did not start");
    await sleep(100);
  }
  return {
    port,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface AuditDetails {
  items?: {
    url?: string;
    duration?: number;
    startTime?: number;
    total?: number;
    scripting?: number;
    scriptParseCompile?: number;
  }[];
}

function printMainThreadWork(page: string, audits: Record<string, { details?: unknown }>) {
  const shortUrl = (url = "") => url.replace(/^https?:\/\/[^/]+/, "") || "(other)";
  const longTasks = (audits["long-tasks"]?.details as AuditDetails | undefined)?.items ?? [];
  console.log(`${page}: long tasks (simulated ms, start → duration)`);
  for (const task of longTasks) {
    console.log(
      `  ${Math.round(task.startTime ?? 0)} → ${Math.round(task.duration ?? 0)}  ${shortUrl(task.url)}`,
    );
  }
  const work =
    (
      audits["mainthread-work-breakdown"]?.details as
        { items?: { groupLabel?: string; duration?: number }[] } | undefined
    )?.items ?? [];
  console.log(
    `${page}: main thread by kind (simulated ms): ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)}`).join(", ")}`,
  );
  console.log(
    `${page}: DOM ${String((audits["dom-size"] as { displayValue?: string } | undefined)?.displayValue)}`,
  );
  const bootup = (audits["bootup-time"]?.details as AuditDetails | undefined)?.items ?? [];
  console.log(`${page}: script CPU (simulated ms: total / evaluation / parse and compile)`);
  for (const script of bootup) {
    console.log(
      `  ${Math.round(script.total ?? 0)} / ${Math.round(script.scripting ?? 0)} / ${Math.round(script.scriptParseCompile ?? 0)}  ${shortUrl(script.url)}`,
    );
  }
}

ensureWebBuild(pino({ level: "info" }));
const results = await withDataDir(async (dataDir) => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: baseUrl }, port);
  try {
    const rows: Record<string, string | number>[] = [];
    for (const page of PAGES) {
      const scores: Record<string, number[]> = {};
      const failing = new Set<string>();
      for (let run = 0; run < runs; run += 1) {
        // A browser of its own each time: no cookie (the language chosen on the page before)
        // or cache carries over.
        const chrome = await startChromium();
        const result = await lighthouse(
          `${baseUrl}${page}`,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
          values.desktop ? desktopConfig : undefined,
        ).finally(() => chrome.stop());
        const report = result?.lhr;
        if (!report) throw new Error(`Lighthouse gave no report for ${page}`);
        // What the page loaded: steadier than the timings on a machine shared with other work.
        const requests =
          (
            report.audits["network-requests"]?.details as
              | {
                  items?: {
                    resourceType?: string;
                    transferSize?: number;
                    statusCode?: number;
                    url?: string;
                  }[];
                }
              | undefined
          )?.items ?? [];
        // Another build in the same checkout replaces dist/web under the running server: the
        // page's scripts then answer 404 and the page scores as if it had none.
        const failed = requests.filter((request) => (request.statusCode ?? 200) >= 400);
        if (failed.length > 0) {
          throw new Error(
            `${page}: ${failed.length} request(s) failed (${failed[0]?.url} …); was the web app rebuilt while measuring?`,
          );
        }
        const kilobytes = (type: string) =>
          Math.round(
            requests
              .filter((request) => request.resourceType === type)
              .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 100,
          ) / 10;
        if (values.tasks) printMainThreadWork(page, report.audits);
        (scores.requests ??= []).push(requests.length);
        (scores.documentKb ??= []).push(kilobytes("Document"));
        (scores.scriptKb ??= []).push(kilobytes("Script"));
        (scores.cssKb ??= []).push(kilobytes("Stylesheet"));
        // Lighthouse's own speed score of this machine: its CPU slowdown assumes a fast one.
        (scores.benchmarkIndex ??= []).push(Math.round(report.environment.benchmarkIndex));
        // The one timing every lost point was on (issue 19), and how busy the machine was.
        (scores.tbtMs ??= []).push(
          Math.round(report.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
        );
        (scores.load ??= []).push(Math.round((os.loadavg()[0] ?? 0) * 10) / 10);
        for (const category of CATEGORIES) {
          const found = report.categories[category];
          (scores[category] ??= []).push(Math.round((found?.score ?? 0) * 100));
          // What cost points, so a score below its target says where to look.
          for (const reference of found?.auditRefs ?? []) {
            const audit = report.audits[reference.id];
            if (reference.weight > 0 && audit?.score !== null && (audit?.score ?? 1) < 0.9) {
              const detail = audit?.displayValue ?? audit?.explanation ?? audit?.score;
              failing.add(`${category}: ${reference.id} (${detail})`);
            }
          }
        }
      }
      rows.push({
        page,
        ...Object.fromEntries(
          [
            ...CATEGORIES,
            "tbtMs",
            "requests",
            "documentKb",
            "scriptKb",
            "cssKb",
            "benchmarkIndex",
            "load",
          ].map((name) => [name, median(scores[name]!)]),
        ),
      });
      if (failing.size > 0) console.log(`${page} lost points on:\n  ${[...failing].join("\n  ")}`);
    }
    return rows;
  } finally {
    await server.stop();
  }
});

console.log(
  `load average while measuring: ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);
console.log(
  `Lighthouse ${values.desktop ? "desktop" : "mobile (simulated slow 4G)"}, median of ${runs} run(s); targets: performance ≥ 90, accessibility ≥ 95, best practices ≥ 95, SEO 100`,
);
console.table(results);
