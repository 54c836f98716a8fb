import { afterAll, beforeAll, expect, it } from "vitest";
import { documentDetailSchema } from "../../../contracts/documents.ts";
import { asUser, personalOrganizationOf, signUp } from "../../../../test/support/accounts.ts";
import { startOpenAiServer, type OpenAiServer } from "../../../../test/support/openai-server.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { silentLogger } from "../../../../test/support/test-database.ts";
import { uploadNew, waitUntilSettled } from "../../../../test/support/uploads.ts";
import { createLlmFieldFiller } from "../../providers/llm/llm-field-filler.ts";
import { createUnderstandingStage } from "./understand-stage.ts";

const API_KEY = "sk-loopback";
let llm: OpenAiServer;
let subject: TestApp;
let failing = false;

beforeAll(async () => {
  llm = await startOpenAiServer({
    apiKey: API_KEY,
    reply: () =>
      failing
        ? 503
        : JSON.stringify({
            vendor: "PT Sumber Rejeki Abadi",
            document_number: null,
            date: null,
            due_date: "2025-06-30",
            total_amount: 250000,
            currency: "IDR",
            tax_amount: null,
            primary_party: null,
            counterparty: null,
            effective_date: null,
            expiry_date: null,
            governing_law: null,
          }),
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

async function process(text: string, filename: string) {
  const owner = await signUp(subject.app);
  const organizationId = await personalOrganizationOf(subject.app, owner);
  const documentId = await uploadNew(subject.app, owner, {
    bytes: Buffer.from(text),
    filename,
    organizationId,
  });
  expect((await waitUntilSettled(subject.app, owner, documentId)).status).toBe("complete");
  const response = await subject.app.inject({
    url: `/api/documents/${documentId}`,
    headers: asUser(owner),
  });
  return documentDetailSchema.parse(response.json());
}

const CSV = "Keterangan;Jumlah\nSewa alat;250.000\nTotal;Rp 250.000\n";

it("stores the model's fields where ours had none, confirming the total both found", async () => {
  const document = await process(CSV, "nota.csv");
  expect(document).toMatchObject({ due_date: "2025-06-30", total_amount: 250_000 });
  const fields = document.extractedData?.["fields"] as Record<string, { confidence: number }>;
  expect(fields["total_amount"]?.confidence).toBeGreaterThanOrEqual(0.95);
  expect(llm.requests().length).toBeGreaterThan(0);
});

it("completes on our own reading when the model is down", async () => {
  failing = true;
  try {
    const document = await process(CSV.replace("Sewa alat", "Sewa tenda"), "nota-2.csv");
    expect(document.total_amount).toBe(250_000);
    expect(document.due_date).toBeNull();
  } finally {
    failing = false;
  }
});
