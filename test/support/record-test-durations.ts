/**
 * Writes test-durations.json from the durations vitest cached in its last whole run on this
 * machine, for the longest-first order on machines that have not run the tests yet. Files under
 * a second are left out: their order does not change the length of a run.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const CACHE_DIR = path.join(import.meta.dirname, "..", "..", "node_modules", ".vite", "vitest");
const OUTPUT = path.join(import.meta.dirname, "test-durations.json");

interface CachedResults {
  projects: Record<string, { files: Record<string, { duration: number; failed: boolean }> }>;
}

const seconds: Record<string, number> = {};
for (const folder of readdirSync(CACHE_DIR, { withFileTypes: true })) {
  if (!folder.isDirectory()) continue;
  const cached = JSON.parse(
    readFileSync(path.join(CACHE_DIR, folder.name, "results.json"), "utf8"),
  ) as CachedResults;
  for (const project of Object.values(cached.projects)) {
    for (const [file, result] of Object.entries(project.files)) {
      const duration = Math.round(result.duration / 1000);
      if (duration >= 1) seconds[file] = duration;
    }
  }
}
const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(OUTPUT, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files of a second or more written to ${OUTPUT}`);
