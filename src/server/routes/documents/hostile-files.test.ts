import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READER_ISOLATION } from "../../../contracts/limits.ts";
import {
  personalOrganizationOf,
  signUp,
  type SignedIn,
} from "../../../../test/support/accounts.ts";
import {
  corruptVariants,
  officeBomb,
  pdfFlateBomb,
} from "../../../../test/support/hostile-files.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import {
  FIXTURES_DIR,
  fixture,
  sha256Hex,
  upload,
  uploadNew,
  waitUntilSettled,
} from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";

const MEBIBYTE = 1024 * 1024;
const residentMiB = () => Math.round(process.memoryUsage().rss / MEBIBYTE);

let subject: TestApp;
let person: SignedIn;
let organizationId: string;

beforeAll(async () => {
  subject = await createTestApp({ worker: true });
  person = await signUp(subject.app);
  organizationId = await personalOrganizationOf(subject.app, person);
});
afterAll(async () => {
  await subject.close();
});

async function documentsWithHash(hash: string) {
  return subject.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.fileHash, hash));
}

describe("decompression bombs", () => {
  it("refuses a DOCX and an XLSX that inflate to 630 MB while declaring a kilobyte, storing nothing", async () => {
    for (const kind of ["docx", "xlsx"] as const) {
      const bomb = officeBomb(kind, 630 * MEBIBYTE);
      const before = residentMiB();
      const response = await upload(subject.app, person, {
        bytes: bomb,
        filename: `laporan.${kind}`,
        organizationId,
      });
      console.log(
        `${kind} bomb (${Math.round(bomb.length / 1024)} KB → 630 MB) at upload: resident ${before} → ${residentMiB()} MiB`,
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ error: { code: "ARCHIVE_TOO_LARGE" } });
      const hash = sha256Hex(bomb);
      expect(await subject.blobStore.exists(hash)).toBe(false);
      expect(await documentsWithHash(hash)).toEqual([]);
    }
  });

  it("fails a PDF whose stream inflates past the reading thread's memory, alone, while another document completes", async () => {
    // A PDF's content streams are inflated only when it is read: this one passes the upload
    // check and meets the reading thread's memory limit.
    const bomb = pdfFlateBomb(1500 * MEBIBYTE);
    const before = residentMiB();
    const bombId = await uploadNew(subject.app, person, {
      bytes: bomb,
      filename: "faktur.pdf",
      organizationId,
    });
    const neighbourId = await uploadNew(subject.app, person, {
      bytes: fixture("transaksi-id.csv"),
      filename: "transaksi.csv",
      organizationId,
    });
    const [bombStatus, neighbourStatus] = await Promise.all([
      waitUntilSettled(subject.app, person, bombId, 120_000),
      waitUntilSettled(subject.app, person, neighbourId, 120_000),
    ]);
    console.log(
      `PDF bomb (${Math.round(bomb.length / 1024)} KB → 1.5 GB) processed: resident ${before} → ${residentMiB()} MiB`,
    );
    expect(bombStatus).toMatchObject({
      status: "failed",
      queue: {
        error_code: "FILE_TOO_COMPLEX",
        error_message: `Reading the file needed more than ${READER_ISOLATION.maxMemoryMb} MB of memory.`,
      },
    });
    expect(neighbourStatus.status).toBe("complete");
    // The waits above allow 120 s each; a loaded machine takes longer than the default 60 s.
  }, 150_000);
});

/** Every Office fixture, and one of each other kind the upload accepts. */
const FUZZED_FIXTURES = [
  ...readdirSync(FIXTURES_DIR).filter((name) => /\.(docx|xlsx|doc|xls)$/.test(name)),
  "invoice-en.pdf",
  "receipt-en.png",
  "receipt-photo.jpg",
  "receipt-id.heic",
  "transaksi-id.csv",
];

describe("corrupted Office files and other fixtures", () => {
  it("never answer 5xx at upload, and whatever is accepted settles in processing", async () => {
    const answers = new Map<number, number>();
    const serverErrors: string[] = [];
    const accepted: string[] = [];
    for (const [index, file] of FUZZED_FIXTURES.entries()) {
      // A damaged picture that still decodes is OCR'd whole, seconds each (a phone photo's flipped
      // copies were most of this test's time); the cut copies and one flipped copy of each
      // picture still take the decoders down their error paths.
      const flips = /\.(png|jpe?g|heic)$/.test(file) ? 1 : 8;
      for (const variant of corruptVariants(fixture(file), index + 1, flips)) {
        const response = await upload(subject.app, person, {
          bytes: variant.bytes,
          filename: file,
          organizationId,
        });
        answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          serverErrors.push(`${file}, ${variant.name}: ${response.body}`);
        } else if (response.statusCode === 200) {
          const body = response.json<{ document: { id: string }; isDuplicate: boolean }>();
          if (!body.isDuplicate) accepted.push(body.document.id);
        }
      }
    }
    console.log(`fuzzed uploads by status: ${JSON.stringify(Object.fromEntries(answers))}`);
    expect(serverErrors).toEqual([]);

    const settled = new Map<string, number>();
    for (const documentId of accepted) {
      const status = await waitUntilSettled(subject.app, person, documentId, 300_000);
      const outcome = `${status.status} ${status.queue.error_code ?? ""}`.trim();
      if (status.queue.error_code === "PROCESSING_FAILED") console.log(status.queue.error_message);
      settled.set(outcome, (settled.get(outcome) ?? 0) + 1);
    }
    console.log(
      `accepted variants after processing: ${JSON.stringify(Object.fromEntries(settled))}`,
    );
    // Each failed on its own reason (a ReaderError), never by taking the processing down.
    expect([...settled.keys()].filter((outcome) => outcome.includes("PROCESSING"))).toEqual([]);
  }, 900_000);
});
