/**
 * A loopback stand-in for Xero: the identity server's token endpoint (code exchange and
 * refresh with rotating refresh tokens, client credentials as Basic auth), the connections
 * endpoint, and the accounting API's Invoices (draft bills and invoices, Xero's validation
 * error shape, Idempotency-Key) and Attachments. Tests make it fail on purpose: Xero down for
 * the next calls, or an access token revoked.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buffer, text } from "node:stream/consumers";

export interface ReceivedInvoice {
  body: Record<string, unknown>;
  tenantId: string;
  idempotencyKey: string | undefined;
  /** Who sent it, as its User-Agent says (the SDK names itself and its version). */
  userAgent: string | undefined;
}

export interface XeroServer {
  urls: { authorize: string; token: string; api: string };
  clientId: string;
  clientSecret: string;
  tenantId: string;
  /** The person's consent: a one-time code for the callback. */
  consent(): string;
  /** Answer the next `count` API calls with this status. */
  failNext(count: number, status: number): void;
  /** How many of the failures asked for are still to come (those not yet answered). */
  failuresLeft(): number;
  /** Make every access token issued so far stop working. */
  revokeAccessTokens(): void;
  invoices: ReceivedInvoice[];
  attachments: Array<{
    invoiceId: string;
    filename: string;
    contentType: string;
    content: Buffer;
    userAgent: string | undefined;
  }>;
  disconnected: string[];
  refreshes: number;
  close(): Promise<void>;
}

export async function startXeroServer(): Promise<XeroServer> {
  const clientId = `xero-client-${randomUUID()}`;
  const clientSecret = `xero-secret-${randomUUID()}`;
  const tenantId = randomUUID();
  const connectionId = randomUUID();
  const codes = new Set<string>();
  let accessTokens = new Set<string>();
  const refreshTokens = new Set<string>();
  const byIdempotencyKey = new Map<string, unknown>();
  let failures: { count: number; status: number } = { count: 0, status: 503 };

  const state: Omit<XeroServer, "urls" | "close"> = {
    clientId,
    clientSecret,
    tenantId,
    consent() {
      const code = randomUUID();
      codes.add(code);
      return code;
    },
    failNext(count, status) {
      failures = { count, status };
    },
    failuresLeft: () => failures.count,
    revokeAccessTokens() {
      accessTokens = new Set();
    },
    invoices: [],
    attachments: [],
    disconnected: [],
    refreshes: 0,
  };

  const issue = () => {
    const access = `access-${randomUUID()}`;
    const refresh = `refresh-${randomUUID()}`;
    accessTokens.add(access);
    refreshTokens.add(refresh);
    return { access_token: access, refresh_token: refresh, expires_in: 1800, token_type: "Bearer" };
  };

  const server = http.createServer(async (request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? "/", "http://localhost");

    if (request.method === "POST" && url.pathname === "/connect/token") {
      const credentials = Buffer.from(
        (request.headers.authorization ?? "").replace(/^Basic /, ""),
        "base64",
      ).toString();
      if (credentials !== `${clientId}:${clientSecret}`) {
        return reply(401, { error: "invalid_client" });
      }
      const form = new URLSearchParams(await text(request));
      if (form.get("grant_type") === "authorization_code") {
        if (!codes.delete(form.get("code") ?? "")) return reply(400, { error: "invalid_grant" });
        return reply(200, issue());
      }
      if (form.get("grant_type") === "refresh_token") {
        // Rotation: a refresh token works once.
        if (!refreshTokens.delete(form.get("refresh_token") ?? "")) {
          return reply(400, { error: "invalid_grant" });
        }
        state.refreshes++;
        return reply(200, issue());
      }
      return reply(400, { error: "unsupported_grant_type" });
    }

    const bearer = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!accessTokens.has(bearer)) {
      return reply(401, { Title: "Unauthorized", Detail: "TokenExpired: token expired" });
    }
    if (failures.count > 0) {
      failures.count--;
      return reply(failures.status, { Message: "Service unavailable" });
    }

    if (request.method === "GET" && url.pathname === "/connections") {
      return reply(200, [
        { id: connectionId, tenantId, tenantType: "ORGANISATION", tenantName: "Demo Company" },
      ]);
    }
    if (request.method === "DELETE" && url.pathname === `/connections/${connectionId}`) {
      state.disconnected.push(connectionId);
      response.writeHead(204).end();
      return;
    }
    if (request.headers["xero-tenant-id"] !== tenantId) {
      return reply(403, { Title: "Forbidden", Detail: "AuthenticationUnsuccessful" });
    }
    // Xero creates with PUT (what the SDK's createInvoices sends) and creates or updates with POST.
    if (
      (request.method === "PUT" || request.method === "POST") &&
      url.pathname === "/api.xro/2.0/Invoices"
    ) {
      const key = request.headers["idempotency-key"] as string | undefined;
      if (key && byIdempotencyKey.has(key)) return reply(200, byIdempotencyKey.get(key));
      const body = JSON.parse(await text(request)) as { Invoices: Record<string, unknown>[] };
      const [invoice] = body.Invoices;
      const lines = (invoice?.["LineItems"] as unknown[] | undefined) ?? [];
      if (!invoice?.["Contact"] || lines.length === 0) {
        return reply(400, {
          ErrorNumber: 10,
          Type: "ValidationException",
          Message: "A validation exception occurred",
          Elements: [
            { ValidationErrors: [{ Message: "The invoice must have at least one line item." }] },
          ],
        });
      }
      state.invoices.push({
        body: invoice,
        tenantId,
        idempotencyKey: key,
        userAgent: request.headers["user-agent"],
      });
      const answer = {
        Invoices: [
          {
            InvoiceID: randomUUID(),
            InvoiceNumber: invoice["Type"] === "ACCREC" ? invoice["InvoiceNumber"] : "",
            Status: "DRAFT",
          },
        ],
      };
      if (key) byIdempotencyKey.set(key, answer);
      return reply(200, answer);
    }
    const attachment = /^\/api\.xro\/2\.0\/Invoices\/([^/]+)\/Attachments\/([^/]+)$/.exec(
      url.pathname,
    );
    if (request.method === "PUT" && attachment) {
      state.attachments.push({
        invoiceId: attachment[1]!,
        filename: decodeURIComponent(attachment[2]!),
        contentType: request.headers["content-type"] ?? "",
        content: await buffer(request),
        userAgent: request.headers["user-agent"],
      });
      return reply(200, { Attachments: [{ AttachmentID: randomUUID() }] });
    }
    return reply(404, { Message: "Not found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, {
    urls: {
      authorize: `${base}/identity/connect/authorize`,
      token: `${base}/connect/token`,
      api: base,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
