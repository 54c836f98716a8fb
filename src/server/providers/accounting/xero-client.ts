import { setTimeout as sleep } from "node:timers/promises";
import type * as Xero from "xero-node";
import {
  AccountingError,
  type AccountingConnection,
  type AccountingProvider,
  type DraftDocument,
  type SentDocument,
} from "./accounting-provider.ts";

/**
 * Xero (decision 0030). The accounting calls (the draft invoice or bill, its original attached)
 * go through the official `xero-node` SDK's `AccountingApi`, whose base path is settable. Its
 * `XeroClient` discovers its identity issuer and calls the token, connections and disconnect
 * endpoints at constant hosts, so the OAuth2 code flow, refresh and the connections endpoint are
 * spoken here over `fetch`. Every host is configuration, Xero's own by default, so tests point
 * both at a loopback Xero.
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

/**
 * The SDK rejects a call Xero answered with an error, or could not reach it, with a JSON string
 * of its `ApiError` (status 0 when there was no answer, Xero's body as it came); anything else
 * is a fault of ours and stays as thrown.
 */
function sdkAnswer(error: unknown): { status: number | null; body: unknown } | null {
  if (typeof error !== "string") return null;
  const rejected = parsed(error) as { response?: { statusCode?: unknown; body?: unknown } } | null;
  const status = rejected?.response?.statusCode;
  if (typeof status !== "number") return null;
  return { status: status === 0 ? null : status, body: rejected?.response?.body };
}

/**
 * The SDK, loaded when a document is first sent: its entry loads every one of Xero's generated
 * APIs, about a second, which a server or a test that never sends should not pay at start.
 */
let sdk: Promise<typeof Xero> | null = null;
const xeroNode = () => (sdk ??= import("xero-node"));

export function createXeroClient(config: XeroConfig): AccountingProvider {
  const authorizeUrl = config.authorizeUrl ?? XERO.authorizeUrl;
  const tokenUrl = config.tokenUrl ?? XERO.tokenUrl;
  const apiUrl = (config.apiUrl ?? XERO.apiUrl).replace(/\/$/, "");
  const retry = config.retry ?? { attempts: 3, firstDelayMs: 1_000 };
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`;

  /** Xero's answer as a failure: unavailable (tried again), the grant refused, or final. */
  function failure(status: number | null, body: unknown): AccountingError {
    if (status === null) {
      return new AccountingError("unavailable", `Xero could not be reached: ${String(body)}`, null);
    }
    const message = xeroMessage(body) ?? `Xero answered ${status}`;
    if (status === 429 || status >= 500) return new AccountingError("unavailable", message, status);
    return new AccountingError(
      status === 401 || status === 403 ? "unauthorized" : "rejected",
      message,
      status,
    );
  }

  /** One step tried again while Xero is unavailable; other failures are final. */
  async function retrying<T>(once: () => Promise<T>): Promise<T> {
    let lastError: AccountingError | null = null;
    for (let attempt = 0; attempt < retry.attempts; attempt++) {
      if (attempt > 0) await sleep(retry.firstDelayMs * 2 ** (attempt - 1));
      try {
        return await once();
      } catch (error) {
        if (!(error instanceof AccountingError) || error.failure !== "unavailable") throw error;
        lastError = error;
      }
    }
    throw lastError!;
  }

  /** One HTTP call of the identity server or the connections endpoint. */
  function call(url: string, init: RequestInit): Promise<unknown> {
    return retrying(async () => {
      let response: Response;
      try {
        response = await fetch(url, init);
      } catch (error) {
        throw failure(null, error);
      }
      const body = parsed(await response.text());
      if (response.ok) return body;
      throw failure(response.status, body);
    });
  }

  /**
   * One call of the SDK's accounting API as this connection. A fresh `AccountingApi` each time:
   * the access token is its state, and sendings for several organizations run at once.
   */
  function accounting<T>(
    connection: AccountingConnection,
    step: (api: Xero.AccountingApi) => Promise<T>,
  ): Promise<T> {
    return retrying(async () => {
      const api = new (await xeroNode()).AccountingApi(`${apiUrl}/api.xro/2.0`);
      api.accessToken = connection.accessToken;
      try {
        return await step(api);
      } catch (error) {
        const answer = sdkAnswer(error);
        throw answer ? failure(answer.status, answer.body) : error;
      }
    });
  }

  async function tokens(form: Record<string, string>): Promise<TokenResponse> {
    return (await call(tokenUrl, {
      method: "POST",
      headers: { authorization: basic, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    })) as TokenResponse;
  }

  const expiresAt = (seconds: number) => new Date(Date.now() + seconds * 1000);

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
    const { Invoice, LineAmountTypes } = await xeroNode();
    const type = document.direction === "AP" ? Invoice.TypeEnum.ACCPAY : Invoice.TypeEnum.ACCREC;
    const invoice: Xero.Invoice = {
      type,
      contact: { name: document.contactName },
      ...(document.date ? { date: document.date } : {}),
      ...(document.dueDate ? { dueDate: document.dueDate } : {}),
      // A bill's number is the supplier's, which Xero keeps as the reference.
      ...(document.number
        ? type === Invoice.TypeEnum.ACCPAY
          ? { reference: document.number }
          : { invoiceNumber: document.number }
        : {}),
      // The code as read: the SDK declares its enums as numbers, but they hold Xero's strings
      // (`CurrencyCode.IDR` is "IDR") and go as they are. Xero refuses a code it does not know,
      // with its reason, rather than our dropping it and Xero assuming its base currency.
      ...(document.currency
        ? { currencyCode: document.currency as unknown as Xero.CurrencyCode }
        : {}),
      status: Invoice.StatusEnum.DRAFT,
      lineAmountTypes: LineAmountTypes.Exclusive,
      lineItems: document.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitAmount: line.unitAmount,
        ...(line.taxAmount !== undefined ? { taxAmount: line.taxAmount } : {}),
      })),
    };
    const created = await accounting(connection, (api) =>
      api.createInvoices(
        connection.tenantId,
        { invoices: [invoice] } satisfies Xero.Invoices,
        undefined,
        undefined,
        // Xero answers a repeated key with the first answer: a retry never makes a second bill.
        `${document.idempotencyKey}-invoice`,
      ),
    );
    const made = created.body.invoices?.[0];
    if (!made?.invoiceID) throw new AccountingError("rejected", "Xero made no invoice", null);
    const view = type === Invoice.TypeEnum.ACCPAY ? "AccountsPayable" : "AccountsReceivable";
    return {
      id: made.invoiceID,
      number: made.invoiceNumber || document.number,
      // Xero's string (the SDK's enum holds it); Xero always answers one, a draft was asked for.
      status: String(made.status ?? Invoice.StatusEnum.DRAFT),
      link: `https://go.xero.com/${view}/View.aspx?InvoiceID=${made.invoiceID}`,
    } satisfies SentDocument;
  }

  async function attach(
    connection: AccountingConnection,
    invoiceId: string,
    document: DraftDocument,
  ) {
    await accounting(connection, (api) =>
      api.createInvoiceAttachmentByFileName(
        connection.tenantId,
        invoiceId,
        document.original.filename,
        document.original.content,
        undefined,
        `${document.idempotencyKey}-original`,
        // Left to itself the SDK labels the bytes as a form; Xero keeps the type it is sent.
        { headers: { "Content-Type": document.original.mimeType } },
      ),
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
