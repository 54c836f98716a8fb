/**
 * Starts berkas the way a newcomer does (`berkas start` on a fresh embedded data directory,
 * building the web app when it is missing or stale) and hands its URL to the specs.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort, startServer } from "../../test/support/berkas-process.ts";
import { E2E_ADMIN_EMAIL } from "./admin-email.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "berkas-e2e-"));
  const server = await startServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: E2E_ADMIN_EMAIL },
    await freePort(),
  ).catch((error: unknown) => {
    // No teardown runs for a setup that failed.
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  project.provide("baseUrl", server.baseUrl);

  return async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
