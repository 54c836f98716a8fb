import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startXeroServer, type XeroServer } from "../../../../test/support/xero-server.ts";
import {
  AccountingError,
  type AccountingProvider,
  type DraftDocument,
} from "./accounting-provider.ts";
import { createXeroClient } from "./xero-client.ts";

let xero: XeroServer;
let client: AccountingProvider;

const REDIRECT = "http://localhost:3000/api/integrations/xero/callback";

const bill = (key: string): DraftDocument => ({
  direction: "AP",
  contactName: "PT Contoh Pemasok",
  number: "INV-001",
  date: "2025-03-05",
  dueDate: "2025-04-04",
  currency: "IDR",
  lines: [
    { description: "Kertas A4", quantity: 10, unitAmount: 50000, taxAmount: 55000 },
    { description: "Tinta", quantity: 2, unitAmount: 250000, taxAmount: 55000 },
  ],
  original: {
    filename: "tagihan maret.pdf",
    mimeType: "application/pdf",
    content: Buffer.from("%PDF-1.4 the invoice"),
  },
  idempotencyKey: key,
});

beforeAll(async () => {
  xero = await startXeroServer();
  client = createXeroClient({
    clientId: xero.clientId,
    clientSecret: xero.clientSecret,
    redirectUri: REDIRECT,
    authorizeUrl: xero.urls.authorize,
    tokenUrl: xero.urls.token,
    apiUrl: xero.urls.api,
    retry: { attempts: 3, firstDelayMs: 5 },
  });
});
afterAll(() => xero.close());

describe("the Xero client against a loopback Xero", () => {
  it("asks for consent with the scopes sending needs and the state given", () => {
    const url = new URL(client.consentUrl("state-123"));
    expect(url.origin + url.pathname).toBe(xero.urls.authorize);
    expect(url.searchParams.get("client_id")).toBe(xero.clientId);
    expect(url.searchParams.get("redirect_uri")).toBe(REDIRECT);
    expect(url.searchParams.get("state")).toBe("state-123");
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining([
        "offline_access",
        "accounting.transactions",
        "accounting.attachments",
      ]),
    );
  });

  it("connects: the code exchanged for tokens and the organisation granted", async () => {
    const connection = await client.connect(xero.consent());
    expect(connection.tenantId).toBe(xero.tenantId);
    expect(connection.tenantName).toBe("Demo Company");
    expect(connection.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    await expect(client.connect("a-code-never-given")).rejects.toMatchObject({
      failure: "rejected",
      status: 400,
    });
  });

  it("refreshes, and the rotated refresh token works once", async () => {
    const connection = await client.connect(xero.consent());
    const renewed = await client.refresh(connection);
    expect(renewed.accessToken).not.toBe(connection.accessToken);
    expect(renewed.refreshToken).not.toBe(connection.refreshToken);
    await expect(client.refresh(connection)).rejects.toBeInstanceOf(AccountingError);
  });

  it("sends a draft bill with its lines, tax and the original attached", async () => {
    const connection = await client.connect(xero.consent());
    const { sent } = await client.sendDraft(connection, bill("document-1"));
    const received = xero.invoices.at(-1)!;
    // The accounting calls are the official SDK's, pointed at the loopback host.
    expect(received.userAgent).toMatch(/^xero-node-\d/);
    expect(received.body).toMatchObject({
      Type: "ACCPAY",
      Status: "DRAFT",
      Contact: { Name: "PT Contoh Pemasok" },
      Reference: "INV-001",
      Date: "2025-03-05",
      DueDate: "2025-04-04",
      CurrencyCode: "IDR",
      LineItems: [
        { Description: "Kertas A4", Quantity: 10, UnitAmount: 50000, TaxAmount: 55000 },
        { Description: "Tinta", Quantity: 2, UnitAmount: 250000, TaxAmount: 55000 },
      ],
    });
    const attached = xero.attachments.at(-1)!;
    expect(attached).toMatchObject({
      invoiceId: sent.id,
      filename: "tagihan maret.pdf",
      contentType: "application/pdf",
    });
    expect(attached.content.toString()).toBe("%PDF-1.4 the invoice");
    expect(attached.userAgent).toMatch(/^xero-node-\d/);
    expect(sent.status).toBe("DRAFT");
    expect(sent.number).toBe("INV-001");
    expect(sent.link).toBe(`https://go.xero.com/AccountsPayable/View.aspx?InvoiceID=${sent.id}`);
  });

  it("says what Xero refused, without trying again", async () => {
    const connection = await client.connect(xero.consent());
    const before = xero.invoices.length;
    const error = await client
      .sendDraft(connection, { ...bill("document-2"), lines: [] })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccountingError);
    expect(error).toMatchObject({
      failure: "rejected",
      status: 400,
      message: "The invoice must have at least one line item.",
    });
    expect(xero.invoices.length).toBe(before);
  });

  it("tries again while Xero is down, and gives up as unavailable after the last try", async () => {
    const connection = await client.connect(xero.consent());
    xero.failNext(2, 503);
    const { sent } = await client.sendDraft(connection, bill("document-3"));
    expect(xero.invoices.at(-1)!.idempotencyKey).toBe("document-3-invoice");
    expect(sent.status).toBe("DRAFT");
    xero.failNext(3, 429);
    await expect(client.sendDraft(connection, bill("document-4"))).rejects.toMatchObject({
      failure: "unavailable",
      status: 429,
    });
  });

  it("a repeated sending of one document makes one draft (the idempotency key)", async () => {
    const connection = await client.connect(xero.consent());
    const first = await client.sendDraft(connection, bill("document-5"));
    const again = await client.sendDraft(connection, bill("document-5"));
    expect(again.sent.id).toBe(first.sent.id);
    expect(
      xero.invoices.filter((each) => each.idempotencyKey === "document-5-invoice"),
    ).toHaveLength(1);
  });

  it("refreshes a revoked access token once and returns the new connection to store", async () => {
    const connection = await client.connect(xero.consent());
    const refreshes = xero.refreshes;
    xero.revokeAccessTokens();
    const stored: string[] = [];
    const { sent, connection: renewed } = await client.sendDraft(
      connection,
      bill("document-6"),
      async (fresh) => {
        stored.push(fresh.refreshToken);
      },
    );
    expect(sent.status).toBe("DRAFT");
    expect(xero.refreshes).toBe(refreshes + 1);
    expect(renewed.refreshToken).not.toBe(connection.refreshToken);
    // The rotated token was handed over to be stored as soon as it was issued.
    expect(stored).toEqual([renewed.refreshToken]);
  });

  it("refreshes before a call when the token is about to expire", async () => {
    const connection = await client.connect(xero.consent());
    const refreshes = xero.refreshes;
    const { connection: renewed } = await client.sendDraft(
      { ...connection, expiresAt: new Date(Date.now() + 1_000) },
      bill("document-7"),
    );
    expect(xero.refreshes).toBe(refreshes + 1);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 60_000);
  });

  it("disconnects the organisation's connection", async () => {
    const connection = await client.connect(xero.consent());
    await client.disconnect(connection);
    expect(xero.disconnected).toContain(connection.connectionId);
  });
});
