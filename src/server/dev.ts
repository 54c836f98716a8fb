/**
 * `npm run dev`: the API with restart-on-change (node --watch) on PORT (3000), and Vite with hot
 * reload on 5173, which forwards /api to it. Open http://localhost:5173.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { PROJECT_ROOT } from "./project-paths.ts";

const vitePackage = createRequire(import.meta.url).resolve("vite/package.json");
const viteCli = path.join(path.dirname(vitePackage), "bin", "vite.js");

const children: ChildProcess[] = [
  spawn(process.execPath, ["--watch-path=src", "bin/berkas.js", "start", "--api-only"], {
    cwd: PROJECT_ROOT,
    // The pages are Vite's: links in mail lead there, and its origin is the one that writes.
    env: { PUBLIC_URL: "http://localhost:5173", ...process.env },
    stdio: "inherit",
  }),
  spawn(process.execPath, [viteCli], { cwd: PROJECT_ROOT, stdio: "inherit" }),
];

function stopAll(): void {
  for (const child of children) child.kill("SIGTERM");
}
for (const child of children) child.once("exit", stopAll);
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
