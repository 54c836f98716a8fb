import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./test/support/longest-first-sequencer.ts";

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-server.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two files at a time, each with its own browser and accounts on the one server. One at a
    // time left a core idle while a page waited on the server's worker or the reminders job's
    // minute: a serial run used about 250 CPU-seconds (the web build included) in 369 s on a
    // quiet 2-core machine; two at a time, the same 40 tests ran in 373 s instead of 590 s on
    // a shared machine at load 5-13.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
