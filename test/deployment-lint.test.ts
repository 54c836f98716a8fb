/**
 * The Dockerfile and compose.yaml through two general linters, beside deployment.test.ts's
 * berkas-specific checks: dockerfile-utils (the Docker language server's validator: instruction
 * names and arguments, flags, durations, as the builder parses them) and dclint (compose.yaml
 * against the Compose Specification's JSON schema, with its interpolation and merge keys, plus
 * its rules). Both run offline and install without scripts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DCLinter } from "dclint";
import { validate } from "dockerfile-utils";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");

/**
 * dclint's style rules that do not fit this file, off; every other rule and the schema stay on.
 * - no-build-and-image, service-image-require-explicit-tag: `migrate` builds the image and
 *   names it `berkas:latest` for web and worker; a local build has no registry version.
 * - service-keys-order, services-alphabetical-order, top-level-properties-order: the file reads
 *   in start-up order (database, migration, web, worker), each service's keys in the order an
 *   operator changes them.
 * require-quotes-in-ports is kept, with the double quotes the file uses.
 */
const composeLinter = new DCLinter({
  rules: {
    "no-build-and-image": 0,
    "service-image-require-explicit-tag": 0,
    "service-keys-order": 0,
    "services-alphabetical-order": 0,
    "top-level-properties-order": 0,
    "require-quotes-in-ports": [2, { quoteType: "double" }],
  },
  quiet: false,
  debug: false,
  exclude: [],
});

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-compose-lint-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** What a dclint result holds that these tests read (its own declarations do not resolve here:
 *  they import without file extensions). */
interface ComposeLintResult {
  messages: Array<{ rule: string; message: string }>;
}

function lintCompose(text: string): string[] {
  const file = path.join(scratch, `compose-${fs.readdirSync(scratch).length}.yaml`);
  fs.writeFileSync(file, text);
  const results: ComposeLintResult[] = composeLinter.lintFiles([file], false);
  return results.flatMap((result) =>
    result.messages.map((message) => `${message.rule}: ${message.message}`),
  );
}

describe("Dockerfile, by dockerfile-utils", () => {
  it("has no problem", () => {
    expect(validate(read("Dockerfile")).map((problem) => problem.message)).toEqual([]);
  });

  it("would report a misspelt instruction and a duration without its unit", () => {
    const damaged = read("Dockerfile")
      .replace("WORKDIR /app", "WORKDIRR /app")
      .replace("--interval=30s", "--interval=30");
    expect(validate(damaged).map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        "Unknown instruction: WORKDIRR",
        "time: missing unit in duration 30",
      ]),
    );
  });
});

describe("compose.yaml, by dclint", () => {
  it("matches the Compose Specification and breaks none of the rules kept", () => {
    expect(lintCompose(read("compose.yaml"))).toEqual([]);
  });

  it("would report a key the specification does not know", () => {
    const damaged = read("compose.yaml").replace('    restart: "no"', '    restarts: "no"');
    expect(lintCompose(damaged)).toEqual([expect.stringMatching(/^invalid-schema: /)]);
  });
});
