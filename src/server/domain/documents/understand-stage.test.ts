import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { documentDetailSchema } from "../../../contracts/documents.ts";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { startOpenAiServer, type OpenAiServer } from "../../../../test/support/openai-server.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { silentLogger } from "../../../../test/support/test-database.ts";
import { uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { documents } from "../../db/schema/documents.ts";
import {
  createLlmFieldFiller,
  llmFieldsSchema,
  type LlmFields,
} from "../../providers/llm/llm-field-filler.ts";
import { createUnderstandingStage } from "./understand-stage.ts";

const API_KEY = "sk-loopback";
const NONE = llmFieldsSchema.parse(
  Object.fromEntries(Object.keys(llmFieldsSchema.shape).map((key) => [key, null])),
);
let llm: OpenAiServer;
let subject: TestApp;
let failing = false;
/** What the model answers next; each test says what it needs. */
let answer: LlmFields = NONE;

beforeAll(async () => {
  llm = await startOpenAiServer({
    apiKey: API_KEY,
    reply: () => (failing ? 503 : JSON.stringify(answer)),
  });
  subject = await createTestApp({
    worker: true,
    understanding: createUnderstandingStage({
      llm: createLlmFieldFiller({ baseUrl: llm.baseUrl, model: "local", apiKey: API_KEY }),
      logger: silentLogger,
    }),
  });
});
afterAll(async () => {
  await subject.close();
  await llm.stop();
});
beforeEach(() => {
  answer = NONE;
});

async function signedUpOwner() {
  const owner = await signUp(subject.app);
  return { owner, organizationId: await personalOrganizationOf(subject.app, owner) };
}

async function detail(owner: Awaited<ReturnType<typeof signUp>>, documentId: string) {
  const response = await subject.app.inject({
    url: `/api/documents/${documentId}`,
    headers: asUser(owner),
  });
  expect(response.statusCode, response.body).toBe(200);
  return documentDetailSchema.parse(response.json());
}

async function process(bytes: Buffer, filename: string) {
  const { owner, organizationId } = await signedUpOwner();
  const documentId = await uploadNew(subject.app, owner, { bytes, filename, organizationId });
  expect((await waitUntilSettled(subject.app, owner, documentId)).status).toBe("complete");
  return { owner, documentId, document: await detail(owner, documentId) };
}

const CSV = "Keterangan;Jumlah\nSewa alat PT Sumber Rejeki Abadi;250.000\nTotal;Rp 250.000\n";

it("stores the model's fields where ours had none, confirming the total both found", async () => {
  answer = {
    ...NONE,
    vendor: "PT Sumber Rejeki Abadi",
    total_amount: 250000,
    currency: "IDR",
  };
  const { document } = await process(Buffer.from(CSV), "nota.csv");
  expect(document).toMatchObject({ vendor: "PT Sumber Rejeki Abadi", total_amount: 250_000 });
  expect(document.extractedData?.fields["total_amount"]?.confidence).toBeGreaterThanOrEqual(0.95);
  expect(llm.requests().length).toBeGreaterThan(0);
});

it("ignores a total, a date and a name the document's text does not hold", async () => {
  answer = {
    ...NONE,
    vendor: "CV Karangan Model",
    total_amount: 975_000,
    due_date: "2025-06-30",
  };
  const text = "Keterangan;Harga\nSewa tenda;250.000\nSewa kursi;125.000\n";
  const { document } = await process(Buffer.from(text), "tanpa-total.csv");
  expect(document.total_amount).toBeNull();
  expect(document.due_date).toBeNull();
  expect(document.vendor).not.toBe("CV Karangan Model");
  expect(document.extractedData?.fields["total_amount"]).toBeUndefined();
});

it("keeps the total we read when the model answers none", async () => {
  answer = { ...NONE, vendor: "PT Sumber Rejeki Abadi" };
  const { document } = await process(Buffer.from(CSV.replace("alat", "meja")), "nota-3.csv");
  expect(document.total_amount).toBe(250_000);
  expect(document.extractedData?.fields["total_amount"]?.value).toBe(250_000);
});

it("asks the model nothing about a blank page", async () => {
  answer = { ...NONE, vendor: "PT Halusinasi", total_amount: 1_000_000 };
  const blank = await sharp({
    create: { width: 1240, height: 1754, channels: 3, background: "#ffffff" },
  })
    .png()
    .toBuffer();
  const asked = llm.requests().length;
  const { document } = await process(blank, "kosong.png");
  expect(llm.requests().length).toBe(asked);
  expect(document.vendor).toBeNull();
  expect(document.total_amount).toBeNull();
});

it("keeps what a person confirmed or corrected when the document is read again", async () => {
  const text =
    "Sumber Rejeki;Jumlah\nSewa meja;Rp 250.000\nTotal;Rp 250.000\nKepada;PT Mitra Usaha\n";
  const { owner, documentId, document: read } = await process(Buffer.from(text), "nota-4.csv");
  expect(read.vendor).not.toBeNull();
  const feedback = (field: string, body: Record<string, unknown>) =>
    subject.app.inject({
      method: "POST",
      url: `/api/documents/${documentId}/fields/${field}/feedback`,
      headers: asUser(owner),
      payload: body,
    });
  const confirmed = await feedback("vendor", { verdict: "up" });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const corrected = await feedback("total_amount", { verdict: "down", correctedValue: "240.000" });
  expect(corrected.statusCode, corrected.body).toBe(200);

  // The document failed after it was understood (at its preview, say) and is retried: read
  // again, with a model that names the buyer (which the text shows) as the vendor and the
  // total the text prints.
  answer = { ...NONE, vendor: "PT Mitra Usaha", total_amount: 250_000 };
  await subject.database.db
    .update(documents)
    .set({ processingStatus: "failed", errorCode: "PROCESSING_FAILED" })
    .where(eq(documents.id, documentId));
  const asked = llm.requests().length;
  const retried = await subject.app.inject({
    method: "POST",
    url: `/api/documents/${documentId}/retry`,
    headers: asUser(owner),
  });
  expect(retried.statusCode, retried.body).toBe(200);
  expect((await waitUntilSettled(subject.app, owner, documentId)).status).toBe("complete");
  expect(llm.requests().length).toBeGreaterThan(asked);

  const document = await detail(owner, documentId);
  expect(document).toMatchObject({ vendor: read.vendor, total_amount: 240_000 });
  expect(document.extractedData?.fields["vendor"]).toMatchObject({
    value: read.vendor,
    needs_review: false,
    confirmed_by: owner.userId,
  });
  expect(document.extractedData?.fields["total_amount"]).toMatchObject({
    value: 240_000,
    confidence: 1,
    corrected_by: owner.userId,
  });
});

it("completes on our own reading when the model is down", async () => {
  failing = true;
  try {
    const { document } = await process(Buffer.from(CSV.replace("alat", "tenda")), "nota-2.csv");
    expect(document.total_amount).toBe(250_000);
    expect(document.due_date).toBeNull();
  } finally {
    failing = false;
  }
});
