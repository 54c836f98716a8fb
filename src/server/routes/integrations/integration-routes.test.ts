import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type SignedIn } from "../../../../test/support/accounts.ts";
import { insertDocument } from "../../../../test/support/documents.ts";
import {
  apiCaller,
  auditEntries,
  createTeamAs,
  type ApiCall,
} from "../../../../test/support/teams.ts";
import { createTestApp, type TestApp } from "../../../../test/support/test-app.ts";
import { startXeroServer, type XeroServer } from "../../../../test/support/xero-server.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { organization } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";
import { accountingConnections } from "../../db/schema/integrations.ts";
import { createIntegrationSecrets } from "../../domain/integrations/token-cipher.ts";
import { createXeroClient } from "../../providers/accounting/xero-client.ts";

const XERO_RETRY = { tries: 3, firstDelaySeconds: 1, maxDelaySeconds: 2 };
/** Each sending's HTTP tries within one attempt (the client's own retry above). */
const CLIENT_TRIES = 2;

let subject: TestApp;
let xero: XeroServer;
let call: ApiCall;
let owner: SignedIn;
let accountant: SignedIn;
let stranger: SignedIn;
let organizationId: string;

beforeAll(async () => {
  xero = await startXeroServer();
  subject = await createTestApp({
    xero: {
      provider: createXeroClient({
        clientId: xero.clientId,
        clientSecret: xero.clientSecret,
        redirectUri: "http://localhost:3000/api/integrations/xero/callback",
        authorizeUrl: xero.urls.authorize,
        tokenUrl: xero.urls.token,
        apiUrl: xero.urls.api,
        retry: { attempts: 2, firstDelayMs: 5 },
      }),
      secrets: createIntegrationSecrets("a-test-secret-of-thirty-two-characters!"),
    },
    // The queued retries run here, seconds apart rather than minutes.
    worker: true,
    xeroRetry: XERO_RETRY,
  });
  call = apiCaller(subject.app);
  owner = await signUp(subject.app);
  accountant = await signUp(subject.app);
  stranger = await signUp(subject.app);
  ({ organizationId } = await createTeamAs(subject.app, subject.database, {
    owner,
    cfo: await signUp(subject.app),
    accountant,
  }));
});
afterAll(async () => {
  await subject.close();
  await xero.close();
});

/** An accounting document whose original is in the store. */
async function bill(number: string) {
  const content = Buffer.from(`%PDF-1.4 bill ${number}`);
  const { sha256 } = await subject.blobStore.put(Readable.from([content]));
  return insertDocument(subject.database.db, {
    organizationId,
    uploadedBy: owner.userId,
    name: `${number}.pdf`,
    fileHash: sha256,
    sizeBytes: content.length,
    type: "invoice",
    vendor: "PT Contoh Pemasok",
    documentNumber: number,
    documentDate: "2025-03-05",
    totalAmount: "1110000.00",
    taxAmount: "110000.00",
    currency: "IDR",
  });
}

async function connect(person = owner) {
  const started = await call(person, "POST", "/api/integrations/xero/connect", { organizationId });
  expect(started.statusCode, started.body).toBe(200);
  const state = new URL(started.json().url).searchParams.get("state")!;
  return call(
    person,
    "GET",
    `/api/integrations/xero/callback?code=${xero.consent()}&state=${encodeURIComponent(state)}`,
  );
}

/** The document once its queued sending has ended, sent or failed for good. */
async function settledSending(documentId: string) {
  for (;;) {
    const [row] = await subject.database.db
      .select()
      .from(documents)
      .where(eq(documents.id, documentId));
    if (row && row.lastXeroSyncStatus !== "queued") return row;
    await sleep(200);
  }
}

/** What Xero would total a draft to: its lines (exclusive of tax) and their tax, in cents. */
function draftTotal(invoice: Record<string, unknown>) {
  const lines = invoice["LineItems"] as Array<Record<string, number>>;
  const cents = lines.reduce(
    (sum, line) =>
      sum +
      Math.round(line["Quantity"]! * line["UnitAmount"]! * 100) +
      Math.round((line["TaxAmount"] ?? 0) * 100),
    0,
  );
  return cents / 100;
}

describe("Xero", () => {
  it("connects the organization with its tokens sealed, and audits it", async () => {
    const callback = await connect();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toContain("xero=connected");
    const [stored] = await subject.database.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.organizationId, organizationId));
    expect(stored?.tenantId).toBe(xero.tenantId);
    expect(stored?.accessTokenEncrypted).not.toContain("access-");
    expect(stored?.refreshTokenEncrypted).not.toContain("refresh-");
    const status = await call(
      accountant,
      "GET",
      `/api/integrations/xero?organizationId=${organizationId}`,
    );
    expect(status.json()).toMatchObject({ connected: true, tenantName: "Demo Company" });
    const connected = await auditEntries(subject.app, owner, organizationId, "xero_connected");
    expect(connected[0]).toMatchObject({ resource_type: "xero_connection" });
  });

  it("refuses a consent state that is not the caller's, and the Accountant altogether", async () => {
    const started = await call(owner, "POST", "/api/integrations/xero/connect", { organizationId });
    const state = new URL(started.json().url).searchParams.get("state")!;
    const stolen = await call(
      stranger,
      "GET",
      `/api/integrations/xero/callback?code=${xero.consent()}&state=${encodeURIComponent(state)}`,
    );
    expect(stolen.statusCode).toBe(400);
    const forged = await call(
      owner,
      "GET",
      `/api/integrations/xero/callback?code=${xero.consent()}&state=${encodeURIComponent(`${state}x`)}`,
    );
    expect(forged.statusCode).toBe(400);
    const asAccountant = await call(accountant, "POST", "/api/integrations/xero/connect", {
      organizationId,
    });
    expect(asAccountant.statusCode).toBe(403);
  });

  it("sends a document as a draft bill, stores the xero fields and audits it; once only", async () => {
    const id = await bill("INV-100");
    const sent = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ xero_status: "DRAFT", last_xero_sync_status: "sent" });
    const received = xero.invoices.at(-1)!;
    expect(received.body).toMatchObject({ Type: "ACCPAY", Reference: "INV-100", Status: "DRAFT" });
    expect(received.body["LineItems"]).toEqual([
      { Description: "INV-100.pdf", Quantity: 1, UnitAmount: 1000000, TaxAmount: 110000 },
    ]);
    expect(xero.attachments.at(-1)!.content.toString()).toBe("%PDF-1.4 bill INV-100");
    const [row] = await subject.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row?.xeroInvoiceId).toBe(sent.json().xero_invoice_id);
    expect(row?.xeroLink).toContain(row!.xeroInvoiceId!);
    const detail = await call(owner, "GET", `/api/documents/${id}`);
    expect(detail.json().xero).toEqual(sent.json());
    const [entry] = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, id), eq(auditLog.actionType, "invoice_sent_to_xero")));
    expect(entry).toBeDefined();
    expect((await call(owner, "POST", `/api/documents/${id}/xero`)).statusCode).toBe(409);
    expect(
      (await call(accountant, "POST", `/api/documents/${await bill("INV-101")}/xero`)).statusCode,
    ).toBe(403);
  });

  it("a document Xero was unavailable for is queued and the retry sends it, one draft", async () => {
    const id = await bill("INV-200");
    // The request's tries and the queue's first attempt fail; its retry reaches Xero.
    xero.failNext(2 * CLIENT_TRIES, 503);
    const queued = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(queued.statusCode, queued.body).toBe(202);
    expect(queued.json()).toMatchObject({ last_xero_sync_status: "queued", xero_invoice_id: null });
    expect(queued.json().last_xero_sync_error).toContain("Service unavailable");
    const detail = await call(owner, "GET", `/api/documents/${id}`);
    expect(detail.json().xero.last_xero_sync_status).toMatch(/queued|sent/);

    const row = await settledSending(id);
    expect(row).toMatchObject({ lastXeroSyncStatus: "sent", lastXeroSyncError: null });
    expect(row.xeroInvoiceId).not.toBeNull();
    expect(xero.failuresLeft()).toBe(0);
    expect(xero.invoices.filter((each) => each.body["Reference"] === "INV-200")).toHaveLength(1);
    const [entry] = await subject.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, id), eq(auditLog.actionType, "invoice_sent_to_xero")));
    expect(entry?.userId).toBe(owner.userId);
  });

  it("a sending Xero stays down for is tried at most the retry's tries, then says it failed", async () => {
    const id = await bill("INV-201");
    const asked = 1000;
    xero.failNext(asked, 503);
    const queued = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(queued.statusCode, queued.body).toBe(202);
    const row = await settledSending(id);
    const tried = asked - xero.failuresLeft();
    xero.failNext(0, 503);
    expect(row).toMatchObject({ lastXeroSyncStatus: "failed", xeroInvoiceId: null });
    expect(row.lastXeroSyncError).toContain("Service unavailable");
    // The request's own tries, then the queue's: no silent loss, and no endless retrying.
    expect(tried).toBe(CLIENT_TRIES + XERO_RETRY.tries * CLIENT_TRIES);
    expect(xero.invoices.filter((each) => each.body["Reference"] === "INV-201")).toHaveLength(0);
    const detail = await call(owner, "GET", `/api/documents/${id}`);
    expect(detail.json().xero).toMatchObject({ last_xero_sync_status: "failed" });
    const again = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().last_xero_sync_status).toBe("sent");
  });

  it("a draft Xero refuses is not queued: it fails at once with Xero's reason", async () => {
    const id = await bill("INV-202");
    xero.failNext(1, 400);
    const refused = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(refused.statusCode).toBe(409);
    const [row] = await subject.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row).toMatchObject({ lastXeroSyncStatus: "failed", xeroInvoiceId: null });
  });

  it("keeps a refreshed token: a revoked access token is renewed and stored", async () => {
    const [before] = await subject.database.db.select().from(accountingConnections);
    xero.revokeAccessTokens();
    const sent = await call(owner, "POST", `/api/documents/${await bill("INV-300")}/xero`);
    expect(sent.statusCode, sent.body).toBe(200);
    const [after] = await subject.database.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.id, before!.id));
    expect(after?.refreshTokenEncrypted).not.toBe(before?.refreshTokenEncrypted);
  });

  it("sends an invoice we issued as a draft ACCREC with its lines, tax and original", async () => {
    const content = Buffer.from("%PDF-1.4 invoice INV-AR-7");
    const { sha256 } = await subject.blobStore.put(Readable.from([content]));
    const id = await insertDocument(subject.database.db, {
      organizationId,
      uploadedBy: owner.userId,
      name: "INV-AR-7",
      originalFilename: "faktur penjualan 7.pdf",
      fileHash: sha256,
      sizeBytes: content.length,
      type: "invoice",
      apAr: "AR",
      vendor: "PT Pelanggan Setia",
      documentNumber: "INV-AR-7",
      documentDate: "2025-04-02",
      dueDate: "2025-05-02",
      totalAmount: "3885000.00",
      taxAmount: "385000.00",
      currency: "IDR",
      items: [
        { description: "Jasa konsultasi", quantity: 2, unit_price: 1500000, amount: 3000000 },
        { description: "Biaya perjalanan", quantity: null, unit_price: null, amount: 500000 },
      ],
    });
    const sent = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      xero_status: "DRAFT",
      xero_invoice_number: "INV-AR-7",
      last_xero_sync_status: "sent",
    });
    expect(sent.json().xero_link).toContain("AccountsReceivable");
    const received = xero.invoices.at(-1)!;
    expect(received.body).toMatchObject({
      Type: "ACCREC",
      Status: "DRAFT",
      InvoiceNumber: "INV-AR-7",
      Contact: { Name: "PT Pelanggan Setia" },
      Date: "2025-04-02",
      DueDate: "2025-05-02",
      CurrencyCode: "IDR",
      LineAmountTypes: "Exclusive",
    });
    // An invoice we issued carries its own number; a reference is a bill's supplier number.
    expect(received.body).not.toHaveProperty("Reference");
    // The tax is spread over the lines by amount: Xero's total is the document's.
    expect(received.body["LineItems"]).toEqual([
      { Description: "Jasa konsultasi", Quantity: 2, UnitAmount: 1500000, TaxAmount: 330000 },
      { Description: "Biaya perjalanan", Quantity: 1, UnitAmount: 500000, TaxAmount: 55000 },
    ]);
    expect(draftTotal(received.body)).toBe(3885000);
    const attachment = xero.attachments.at(-1)!;
    expect(attachment).toMatchObject({
      invoiceId: sent.json().xero_invoice_id,
      filename: "faktur penjualan 7.pdf",
      contentType: "application/pdf",
    });
    expect(attachment.content).toEqual(content);
  });

  it("sends a receipt as a draft bill whose total is the receipt's, service charge and discount included", async () => {
    const content = Buffer.from("%PDF-1.4 struk 0412");
    const { sha256 } = await subject.blobStore.put(Readable.from([content]));
    // Items 99,000, less a 9,000 discount, plus 5% service charge 4,500, plus 10% tax 9,450.
    const id = await insertDocument(subject.database.db, {
      organizationId,
      uploadedBy: owner.userId,
      name: "struk-0412",
      language: "id",
      originalFilename: "struk 0412.jpg",
      mimeType: "image/jpeg",
      fileHash: sha256,
      sizeBytes: content.length,
      type: "receipt",
      vendor: "Rumah Makan Sederhana",
      documentNumber: "0412",
      documentDate: "2025-04-12",
      totalAmount: "103950.00",
      taxAmount: "9450.00",
      serviceChargeAmount: "4500.00",
      serviceChargeType: "Service 5%",
      discount: "9000.00",
      currency: "IDR",
      items: [
        { description: "Nasi goreng", quantity: 3, unit_price: null, amount: 75000 },
        { description: "Es teh manis", quantity: 3, unit_price: 8000, amount: 24000 },
      ],
    });
    const sent = await call(owner, "POST", `/api/documents/${id}/xero`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().xero_link).toContain("AccountsPayable");
    const received = xero.invoices.at(-1)!;
    expect(received.body).toMatchObject({
      Type: "ACCPAY",
      Status: "DRAFT",
      Reference: "0412",
      Contact: { Name: "Rumah Makan Sederhana" },
      Date: "2025-04-12",
    });
    const lines = received.body["LineItems"] as Array<Record<string, unknown>>;
    expect(
      lines.map((line) => [line["Description"], line["Quantity"], line["UnitAmount"]]),
    ).toEqual([
      ["Nasi goreng", 3, 25000],
      ["Es teh manis", 3, 8000],
      ["Service 5%", 1, 4500],
      ["Diskon", 1, -9000],
    ]);
    expect(lines.reduce((sum, line) => sum + Number(line["TaxAmount"] ?? 0), 0)).toBe(9450);
    expect(draftTotal(received.body)).toBe(103950);
    expect(xero.attachments.at(-1)).toMatchObject({
      filename: "struk 0412.jpg",
      contentType: "image/jpeg",
    });
    expect(xero.attachments.at(-1)!.content).toEqual(content);
  });

  it("does not count a service charge twice when the receipt lists it among its items", async () => {
    const id = await bill("STRUK-77");
    await subject.database.db
      .update(documents)
      .set({
        type: "receipt",
        totalAmount: "115500.00",
        taxAmount: "10500.00",
        serviceChargeAmount: "5000.00",
        items: [
          { description: "Paket makan siang", quantity: 2, unit_price: 50000, amount: 100000 },
          { description: "Service charge", quantity: 1, unit_price: 5000, amount: 5000 },
        ],
      })
      .where(eq(documents.id, id));
    expect((await call(owner, "POST", `/api/documents/${id}/xero`)).statusCode).toBe(200);
    const received = xero.invoices.at(-1)!;
    const lines = received.body["LineItems"] as Array<Record<string, unknown>>;
    expect(lines.map((line) => line["Description"])).toEqual([
      "Paket makan siang",
      "Service charge",
    ]);
    expect(draftTotal(received.body)).toBe(115500);
  });

  it("shares a tax that does not divide evenly to the cent, the rounding on the last line", async () => {
    const id = await bill("INV-400");
    const line = (description: string) => ({ description, quantity: 1, amount: 10000 });
    await subject.database.db
      .update(documents)
      .set({
        totalAmount: "31000.00",
        taxAmount: "1000.00",
        items: [line("Kabel"), line("Steker"), line("Saklar")],
      })
      .where(eq(documents.id, id));
    expect((await call(owner, "POST", `/api/documents/${id}/xero`)).statusCode).toBe(200);
    const received = xero.invoices.at(-1)!;
    const lines = received.body["LineItems"] as Array<Record<string, number>>;
    expect(lines.map((each) => each["TaxAmount"])).toEqual([333.33, 333.33, 333.34]);
    expect(draftTotal(received.body)).toBe(31000);
  });

  it("an invoice we issued goes to the customer, never to ourselves: the buyer's NPWP names them", async () => {
    const ourName = "PT Sinar Berkas Abadi";
    await subject.database.db
      .update(organization)
      .set({ name: ourName })
      .where(eq(organization.id, organizationId));
    const npwpField = (value: string) => ({ value, confidence: 0.95, needs_review: false });
    // The customer once sold to us: the organization knows its name under its NPWP.
    await insertDocument(subject.database.db, {
      organizationId,
      name: "bill from a customer",
      vendor: "CV Pelita Niaga",
      extractedData: {
        fields: { seller_npwp: npwpField("09.876.543.2-109.000") },
        parties: [],
        clauses: [],
        checks: [],
      },
    });
    const id = await bill("INV-AR-9");
    await subject.database.db
      .update(documents)
      .set({
        apAr: "AR",
        // The reader's vendor is the issuer: on an invoice we issued, ourselves.
        vendor: "PT. SINAR BERKAS ABADI",
        extractedData: {
          fields: { buyer_npwp: npwpField("09.876.543.2-109.000") },
          parties: [],
          clauses: [],
          checks: [],
        },
      })
      .where(eq(documents.id, id));
    expect((await call(owner, "POST", `/api/documents/${id}/xero`)).statusCode).toBe(200);
    expect(xero.invoices.at(-1)!.body).toMatchObject({
      Type: "ACCREC",
      Contact: { Name: "CV Pelita Niaga" },
    });

    // Nothing names the customer: a placeholder to rename in Xero, not our own name.
    const unnamed = await bill("INV-AR-10");
    await subject.database.db
      .update(documents)
      .set({ apAr: "AR", vendor: ourName })
      .where(eq(documents.id, unnamed));
    expect((await call(owner, "POST", `/api/documents/${unnamed}/xero`)).statusCode).toBe(200);
    expect(xero.invoices.at(-1)!.body).toMatchObject({ Contact: { Name: "Unknown customer" } });
  });

  it("another organization's member learns nothing; disconnecting ends the grant and audits it", async () => {
    const status = await call(
      stranger,
      "GET",
      `/api/integrations/xero?organizationId=${organizationId}`,
    );
    expect(status.statusCode).toBe(404);
    const gone = await call(
      owner,
      "DELETE",
      `/api/integrations/xero?organizationId=${organizationId}`,
    );
    expect(gone.statusCode).toBe(204);
    expect(xero.disconnected).toHaveLength(1);
    const rows = await subject.database.db
      .select()
      .from(accountingConnections)
      .where(eq(accountingConnections.organizationId, organizationId));
    expect(rows).toEqual([]);
    expect(
      await auditEntries(subject.app, owner, organizationId, "xero_disconnected"),
    ).toHaveLength(1);
  });
});
