import { defineConfig } from "vitest/config";
import LongestFirstSequencer from "./test/support/longest-first-sequencer.ts";

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-server.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Three files at a time, each with its own browser and accounts on the one server. The pages
    // wait on the server's worker and the reminders job's minute more than they compute: the
    // 42 tests used about 180 CPU-seconds (Chromium 111) in 228 s with two at a time on a
    // machine at load 7, and ran in 160 s with three (the CI run of 2026-11-27, load 5-8).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
