import { setTimeout as sleep } from "node:timers/promises";
import {
  AccountingError,
  type AccountingConnection,
  type AccountingProvider,
  type DraftDocument,
  type SentDocument,
} from "./accounting-provider.ts";

/**
 * Xero over its published HTTP API (OAuth2 code flow, the connections endpoint, the accounting
 * API's Invoices and Attachments), not the `xero-node` SDK: the SDK's identity and API hosts are
 * constants, so it cannot be pointed at a loopback server for tests (decision 0030). Every host
 * is configuration here, Xero's own by default.
 */
export interface XeroConfig {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Where the person consents. */
  authorizeUrl?: string;
  /** The token endpoint (code exchange and refresh). */
  tokenUrl?: string;
  /** The API's host: `/connections` and `/api.xro/2.0/…` under it. */
  apiUrl?: string;
  /** Tries of a call Xero could not answer (429, 5xx, no connection), and the first wait. */
  retry?: { attempts: number; firstDelayMs: number };
}

const XERO = {
  authorizeUrl: "https://login.xero.com/identity/connect/authorize",
  tokenUrl: "https://identity.xero.com/connect/token",
  apiUrl: "https://api.xero.com",
  /** Sending a bill with its original needs transactions and attachments; refresh needs offline. */
  scopes: "openid profile email offline_access accounting.transactions accounting.attachments",
} as const;

/** Tokens expiring within this are refreshed before a call rather than failing in it. */
const EXPIRY_MARGIN_MS = 60_000;

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

interface XeroConnection {
  id: string;
  tenantId: string;
  tenantType: string;
  tenantName?: string | null;
}

/** Xero's validation errors say what was wrong under Elements[].ValidationErrors[].Message. */
function xeroMessage(body: unknown): string | null {
  if (!body || typeof body !== "object") return null;
  const record = body as Record<string, unknown>;
  const elements = Array.isArray(record["Elements"]) ? record["Elements"] : [];
  const messages = elements.flatMap((element) => {
    const errors = (element as Record<string, unknown>)["ValidationErrors"];
    return Array.isArray(errors)
      ? errors.map((error) => String((error as Record<string, unknown>)["Message"]))
      : [];
  });
  if (messages.length > 0) return messages.join("; ");
  const message = record["Message"] ?? record["Detail"] ?? record["error"];
  return typeof message === "string" ? message : null;
}

/** Xero's answer as JSON where it is JSON; its text otherwise. */
function parsed(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createXeroClient(config: XeroConfig): AccountingProvider {
  const authorizeUrl = config.authorizeUrl ?? XERO.authorizeUrl;
  const tokenUrl = config.tokenUrl ?? XERO.tokenUrl;
  const apiUrl = (config.apiUrl ?? XERO.apiUrl).replace(/\/$/, "");
  const retry = config.retry ?? { attempts: 3, firstDelayMs: 1_000 };
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;

  /** One HTTP call, tried again while Xero is unavailable; other failures are final. */
  async function call(url: string, init: RequestInit): Promise<unknown> {
    let lastError: AccountingError | null = null;
    for (let attempt = 0; attempt < retry.attempts; attempt++) {
      if (attempt > 0) await sleep(retry.firstDelayMs * 2 ** (attempt - 1));
      let response: Response;
      try {
        response = await fetch(url, init);
      } catch (error) {
        lastError = new AccountingError(
          "unavailable",
          `Xero could not be reached: ${String(error)}`,
          null,
        );
        continue;
      }
      const text = await response.text();
      const body = parsed(text);
      if (response.ok) return body;
      const message = xeroMessage(body) ?? `Xero answered ${response.status}`;
      if (response.status === 429 || response.status >= 500) {
        lastError = new AccountingError("unavailable", message, response.status);
        continue;
      }
      throw new AccountingError(
        response.status === 401 || response.status === 403 ? "unauthorized" : "rejected",
        message,
        response.status,
      );
    }
    throw lastError!;
  }

  async function tokens(form: Record<string, string>): Promise<TokenResponse> {
    return (await call(tokenUrl, {
      method: "POST",
      headers: { authorization: basic, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    })) as TokenResponse;
  }

  const expiresAt = (seconds: number) => new Date(Date.now() + seconds * 1000);
  const api = (connection: AccountingConnection, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${connection.accessToken}`,
    "xero-tenant-id": connection.tenantId,
    accept: "application/json",
    ...extra,
  });

  async function refresh(connection: AccountingConnection): Promise<AccountingConnection> {
    const renewed = await tokens({
      grant_type: "refresh_token",
      refresh_token: connection.refreshToken,
    });
    return {
      ...connection,
      accessToken: renewed.access_token,
      // Xero rotates refresh tokens: the old one stops working once this one is issued.
      refreshToken: renewed.refresh_token,
      expiresAt: expiresAt(renewed.expires_in),
    };
  }

  async function create(connection: AccountingConnection, document: DraftDocument) {
    const type = document.direction === "AP" ? "ACCPAY" : "ACCREC";
    const invoice = {
      Type: type,
      Contact: { Name: document.contactName },
      ...(document.date ? { Date: document.date } : {}),
      ...(document.dueDate ? { DueDate: document.dueDate } : {}),
      // A bill's number is the supplier's, which Xero keeps as the reference.
      ...(document.number
        ? type === "ACCPAY"
          ? { Reference: document.number }
          : { InvoiceNumber: document.number }
        : {}),
      ...(document.currency ? { CurrencyCode: document.currency } : {}),
      Status: "DRAFT",
      LineAmountTypes: "Exclusive",
      LineItems: document.lines.map((line) => ({
        Description: line.description,
        Quantity: line.quantity,
        UnitAmount: line.unitAmount,
        ...(line.taxAmount !== undefined ? { TaxAmount: line.taxAmount } : {}),
      })),
    };
    const created = (await call(`${apiUrl}/api.xro/2.0/Invoices`, {
      method: "POST",
      // Xero answers a repeated key with the first answer: a retry never makes a second bill.
      headers: api(connection, {
        "content-type": "application/json",
        "idempotency-key": `${document.idempotencyKey}-invoice`,
      }),
      body: JSON.stringify({ Invoices: [invoice] }),
    })) as { Invoices?: Array<{ InvoiceID: string; InvoiceNumber?: string; Status: string }> };
    const made = created.Invoices?.[0];
    if (!made) throw new AccountingError("rejected", "Xero made no invoice", null);
    const view = type === "ACCPAY" ? "AccountsPayable" : "AccountsReceivable";
    return {
      id: made.InvoiceID,
      number: made.InvoiceNumber || document.number,
      status: made.Status,
      link: `https://go.xero.com/${view}/View.aspx?InvoiceID=${made.InvoiceID}`,
    } satisfies SentDocument;
  }

  async function attach(
    connection: AccountingConnection,
    invoiceId: string,
    document: DraftDocument,
  ) {
    await call(
      `${apiUrl}/api.xro/2.0/Invoices/${invoiceId}/Attachments/${encodeURIComponent(document.original.filename)}`,
      {
        method: "PUT",
        headers: api(connection, {
          "content-type": document.original.mimeType,
          "idempotency-key": `${document.idempotencyKey}-original`,
        }),
        body: new Uint8Array(document.original.content),
      },
    );
  }

  return {
    consentUrl(state) {
      const query = new URLSearchParams({
        response_type: "code",
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: XERO.scopes,
        state,
      });
      return `${authorizeUrl}?${query.toString()}`;
    },

    async connect(code) {
      const granted = await tokens({
        grant_type: "authorization_code",
        code,
        redirect_uri: config.redirectUri,
      });
      const connections = (await call(`${apiUrl}/connections`, {
        headers: { authorization: `Bearer ${granted.access_token}`, accept: "application/json" },
      })) as XeroConnection[];
      // One grant may cover several books; the newest organisation is the one just chosen.
      const books = connections.filter((each) => each.tenantType === "ORGANISATION").at(-1);
      if (!books)
        throw new AccountingError("rejected", "The grant covers no Xero organisation", null);
      return {
        accessToken: granted.access_token,
        refreshToken: granted.refresh_token,
        expiresAt: expiresAt(granted.expires_in),
        tenantId: books.tenantId,
        connectionId: books.id,
        tenantName: books.tenantName ?? null,
      };
    },

    refresh,

    async disconnect(connection) {
      const current =
        connection.expiresAt.getTime() - Date.now() < EXPIRY_MARGIN_MS
          ? await refresh(connection)
          : connection;
      await call(`${apiUrl}/connections/${connection.connectionId}`, {
        method: "DELETE",
        headers: { authorization: `Bearer ${current.accessToken}` },
      });
    },

    async sendDraft(connection, document, refreshed) {
      const renew = async (stale: AccountingConnection) => {
        const fresh = await refresh(stale);
        // Xero rotates refresh tokens: the new one is stored before anything else can fail.
        await refreshed?.(fresh);
        return fresh;
      };
      let current =
        connection.expiresAt.getTime() - Date.now() < EXPIRY_MARGIN_MS
          ? await renew(connection)
          : connection;
      // A token revoked or expired early: refresh once and repeat the step that was refused.
      const authorized = async <T>(step: (fresh: AccountingConnection) => Promise<T>) => {
        try {
          return await step(current);
        } catch (error) {
          if (!(error instanceof AccountingError) || error.failure !== "unauthorized") throw error;
          current = await renew(current);
          return step(current);
        }
      };
      const sent = await authorized((fresh) => create(fresh, document));
      await authorized((fresh) => attach(fresh, sent.id, document));
      return { sent, connection: current };
    },
  };
}
