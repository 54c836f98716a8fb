import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createOcrEngine, type OcrEngine } from "../../src/reader/index.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import type { ProcessingDeps } from "../../src/server/domain/documents/process-document.ts";
import { createTestApp, type TestApp } from "./test-app.ts";
import { silentLogger } from "./test-database.ts";

export interface ProcessingBench {
  subject: TestApp;
  deps: ProcessingDeps;
  /** The document's row as stored now. */
  rowOf(documentId: string): Promise<typeof documents.$inferSelect>;
}

/**
 * The app without a worker, and the processing's own parts, for a test file that runs the stages
 * or the job's handler itself, attempt by attempt. Set up before the file's tests, closed after.
 */
export function processingWithoutWorker(): ProcessingBench {
  let ocr: Promise<OcrEngine>;
  const bench = {
    async rowOf(documentId: string) {
      const [row] = await bench.subject.database.db
        .select()
        .from(documents)
        .where(eq(documents.id, documentId));
      if (!row) throw new Error("no such document");
      return row;
    },
  } as ProcessingBench;
  beforeAll(async () => {
    bench.subject = await createTestApp();
    ocr = createOcrEngine();
    bench.deps = {
      database: bench.subject.database,
      blobStore: bench.subject.blobStore,
      ocr: () => ocr,
      logger: silentLogger,
    };
  });
  afterAll(async () => {
    await (await ocr).terminate();
    await bench.subject.close();
  });
  return bench;
}
