import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./test/support/longest-first-sequencer.ts";

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    include: ["src/**/*.test.{ts,tsx}", "test/**/*.test.ts", "eval/**/*.test.ts"],
    globalSetup: ["test/support/global-database.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file opens its own pools; two at a time keeps the embedded socket server well under
    // its connection cap on these 2-core machines.
    maxWorkers: 2,
    // Files in one worker share the modules they import: importing the server afresh for each
    // file was half of a route test's time. Every file closes what it opens in afterAll, and
    // the whole suite passes in this mode.
    isolate: false,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
