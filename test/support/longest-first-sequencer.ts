/**
 * Runs the test files that take longest first, so the short ones fill the end of the run on
 * both workers. Vitest orders by the durations it cached on this machine, and a clean clone has
 * none: it then runs larger files first, and a short file that spends two minutes waiting on
 * worker processes (the restart tests) started last and set the length of the whole run.
 * `test-durations.json` keeps the durations of a whole run (`npm run test:durations` after
 * `npm test`) for when this machine has not run a file yet.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const RECORDED_PATH = path.join(import.meta.dirname, "test-durations.json");

function recordedSeconds(): Record<string, number> {
  return JSON.parse(readFileSync(RECORDED_PATH, "utf8")) as Record<string, number>;
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const recorded = recordedSeconds();
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec);
      if (cached) return cached.duration / 1000;
      return recorded[path.relative(root, spec.moduleId)] ?? 0;
    };
    const byBaseOrder = await super.sort(files);
    const position = new Map(byBaseOrder.map((spec, index) => [spec, index]));
    return [...files].sort(
      (a, b) => seconds(b) - seconds(a) || (position.get(a) ?? 0) - (position.get(b) ?? 0),
    );
  }
}
