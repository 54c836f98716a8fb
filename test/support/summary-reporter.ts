import type { Reporter, TestModule } from "vitest/node";

const SLOWEST_SHOWN = 15;

/**
 * Ends every run with one plain line, "tests: N passed, N failed", that CI and people can read
 * without knowing Vitest's own summary format, after the slowest files, since CI's time budget
 * is spent mostly by a few of them.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      if (testModule.state() === "failed" && testModule.children.size === 0) failed++;
    }
    if (testModules.length > SLOWEST_SHOWN) {
      const slowest = [...testModules]
        .map((testModule) => ({
          file: testModule.relativeModuleId,
          seconds: testModule.diagnostic().duration / 1000,
        }))
        .sort((a, b) => b.seconds - a.seconds)
        .slice(0, SLOWEST_SHOWN);
      process.stdout.write("\nslowest files:\n");
      for (const { file, seconds } of slowest) {
        process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${file}\n`);
      }
    }
    const tail = skipped ? `, ${skipped} skipped` : "";
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed${tail}\n`);
  }
}
