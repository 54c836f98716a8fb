import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["e2e/support/global-server.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser at a time: the machines have 2 cores and the server needs one.
    fileParallelism: false,
  },
});
