import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Logger } from "pino";
import { PROJECT_ROOT, WEB_BUILD_DIR, WEB_RENDER_DIR } from "./project-paths.ts";
import { PAGE_RENDER_ENTRY } from "./public-site/render-public-page.ts";

/** Everything the built web app is made from. */
const WEB_SOURCES = [
  "src/web",
  "src/contracts",
  "vite.config.ts",
  "package-lock.json",
  // The changelog page shows it.
  "CHANGELOG.md",
];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestModification(path.join(entry, name))), 0);
}

export function isWebBuildCurrent(): boolean {
  const built = fs.statSync(path.join(WEB_BUILD_DIR, "index.html"), { throwIfNoEntry: false });
  // A build from before the public pages' server render (0027) has no render entry.
  if (!built || !fs.existsSync(path.join(WEB_RENDER_DIR, PAGE_RENDER_ENTRY))) return false;
  const sourcesChanged = Math.max(
    ...WEB_SOURCES.map((source) => newestModification(path.join(PROJECT_ROOT, source))),
  );
  return built.mtimeMs >= sourcesChanged;
}

/**
 * The environment the build runs in. Vite builds React's development bundle when NODE_ENV says
 * so, and a server started by a test runner (NODE_ENV=test) would otherwise leave that bundle
 * behind, counted as current, for the next `npm start` to serve.
 */
export function webBuildEnvironment(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...environment, NODE_ENV: "production" };
}

/** `npm start` on a fresh clone, or after a pull, builds the web app before serving it. */
export function ensureWebBuild(logger: Logger): void {
  if (isWebBuildCurrent()) return;
  logger.info("building the web app (missing or older than its sources)");
  const vitePackage = createRequire(import.meta.url).resolve("vite/package.json");
  const viteCli = path.join(path.dirname(vitePackage), "bin", "vite.js");
  const result = spawnSync(process.execPath, [viteCli, "build", "--logLevel", "warn"], {
    cwd: PROJECT_ROOT,
    env: webBuildEnvironment(process.env),
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("Building the web app failed (see the output above)");
}
