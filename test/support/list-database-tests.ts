/**
 * Prints the test files that use a database, one path a line: those that reach the shared test
 * database through their imports (test-database.ts, directly or through another support module)
 * or read its connection themselves. CI runs only these a second time on PostgreSQL; the others
 * (parsers, readers, the web app's logic) behave the same whatever the database, and so do the
 * few in READER_CLAIMS, which store documents only to reach the readers.
 *
 *   node test/support/list-database-tests.ts
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TEST_FOLDERS = ["src", "test", "eval"];
const DATABASE_MODULE = path.join(ROOT, "test/support/test-database.ts");
/** A file that names these opens a database itself rather than through an import. */
const DATABASE_MARKERS = /inject\(\s*["']database(Connection|Kind)["']|TEST_DATABASE_URL/;
/**
 * Files that reach the database but prove only what the readers do. The hostile-files fuzz (about
 * 55 CPU-seconds, CI's costliest database file) uploads a hundred damaged files to see no 5xx and
 * no reading take the processing down; that a refused upload keeps nothing and that a job settles
 * its document, upload-routes, upload-hardening and process-document tests prove on PostgreSQL.
 */
const READER_CLAIMS = new Set(["src/server/routes/documents/hostile-files.test.ts"]);
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function testFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(RELATIVE_IMPORT)]
    .map((match) => path.resolve(path.dirname(file), match[1] ?? ""))
    .filter((imported) => imported.endsWith(".ts") || imported.endsWith(".tsx"));
}

export function usesDatabase(file: string, seen = new Set<string>()): boolean {
  if (file === DATABASE_MODULE) return true;
  if (seen.has(file) || !fs.existsSync(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  if (DATABASE_MARKERS.test(source)) return true;
  // Only our tests' support code leads to the database; product modules never open the test one.
  return importsOf(file, source)
    .filter((imported) => !imported.startsWith(path.join(ROOT, "src")))
    .some((imported) => usesDatabase(imported, seen));
}

export function listDatabaseTests(): string[] {
  return TEST_FOLDERS.flatMap((folder) => testFiles(path.join(ROOT, folder)))
    .filter((file) => usesDatabase(file))
    .map((file) => path.relative(ROOT, file))
    .filter((file) => !READER_CLAIMS.has(file))
    .sort();
}

if (import.meta.main) console.log(listDatabaseTests().join("\n"));
