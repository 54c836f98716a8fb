import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Database, Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";
import { withTransaction } from "../../db/transaction.ts";
import { SEND_TO_XERO_JOB } from "../../jobs/integration-jobs.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import { documents } from "../../db/schema/documents.ts";
import { accountingConnections } from "../../db/schema/integrations.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { authorize } from "../../policies/permissions.ts";
import {
  AccountingError,
  type AccountingConnection,
  type AccountingProvider,
  type DraftDocument,
  type DraftLine,
} from "../../providers/accounting/accounting-provider.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { requireDocument } from "../documents/find-document.ts";
import { presentXeroState, visibleFileName } from "../documents/present-document.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../../contracts/languages.ts";
import type { XeroConnectionStatus, XeroDocumentState } from "../../../contracts/integrations.ts";
import { readExtractedData } from "../../../contracts/extracted-data.ts";
import {
  nameForNpwp,
  otherPartyName,
  otherPartyNpwp,
  ownParty,
  type PartyDocument,
} from "./other-party.ts";
import type { IntegrationSecrets } from "./token-cipher.ts";

const PROVIDER = "xero";
/** How long a consent may take before its state is refused. */
const STATE_LIFETIME_MS = 15 * 60 * 1000;

export interface XeroDeps {
  db: Db;
  blobStore: BlobStore;
  /** Absent when Xero is not configured (XERO_CLIENT_ID and XERO_CLIENT_SECRET). */
  xero: { provider: AccountingProvider; secrets: IntegrationSecrets } | undefined;
  /** Where a sending Xero was unavailable for waits for its retry; absent in the job itself. */
  jobs?: { queue: Pick<JobQueue, "send" | "wake">; database: Database };
}

function configured(deps: XeroDeps) {
  if (!deps.xero)
    throw new AppError("SERVICE_UNAVAILABLE", "Xero is not configured on this server.");
  return deps.xero;
}

async function storedConnection(db: Db, organizationId: string) {
  const [row] = await db
    .select()
    .from(accountingConnections)
    .where(
      and(
        eq(accountingConnections.organizationId, organizationId),
        eq(accountingConnections.provider, PROVIDER),
      ),
    )
    .limit(1);
  return row;
}

type ConnectionRow = typeof accountingConnections.$inferSelect;

const opened = (secrets: IntegrationSecrets, row: ConnectionRow): AccountingConnection => ({
  accessToken: secrets.open(row.accessTokenEncrypted),
  refreshToken: secrets.open(row.refreshTokenEncrypted),
  expiresAt: row.expiresAt,
  tenantId: row.tenantId,
  connectionId: row.connectionId,
  tenantName: row.tenantName,
});

async function storeTokens(
  db: Pick<Db, "update">,
  secrets: IntegrationSecrets,
  id: string,
  connection: AccountingConnection,
) {
  await db
    .update(accountingConnections)
    .set({
      accessTokenEncrypted: secrets.seal(connection.accessToken),
      refreshTokenEncrypted: secrets.seal(connection.refreshToken),
      expiresAt: connection.expiresAt,
      updatedAt: new Date(),
    })
    .where(eq(accountingConnections.id, id));
}

/** Whether the organization reaches Xero; any member may see it. */
export async function getXeroStatus(
  deps: XeroDeps,
  actor: Actor,
  organizationId: string,
): Promise<XeroConnectionStatus> {
  await requireMembership(deps.db, actor.userId, organizationId);
  const row = await storedConnection(deps.db, organizationId);
  return {
    configured: deps.xero !== undefined,
    connected: row !== undefined,
    tenantName: row?.tenantName ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
  };
}

interface ConsentState {
  organizationId: string;
  userId: string;
  expiresAt: number;
}

/** Where the person consents; the state names the organization and the person, signed. */
export async function startXeroConnect(
  deps: XeroDeps,
  actor: Actor,
  organizationId: string,
): Promise<{ url: string }> {
  const { role } = await requireMembership(deps.db, actor.userId, organizationId);
  authorize(role, "manageIntegrations");
  const xero = configured(deps);
  const state = xero.secrets.sign({
    organizationId,
    userId: actor.userId,
    expiresAt: Date.now() + STATE_LIFETIME_MS,
  } satisfies ConsentState);
  return { url: xero.provider.consentUrl(state) };
}

/**
 * Xero's callback: the state must be ours, unexpired and the caller's own, and the caller must
 * still manage the organization's integrations; the tokens are stored sealed and the
 * connection replaces any earlier one.
 */
export async function finishXeroConnect(
  deps: XeroDeps,
  actor: Actor,
  code: string,
  signedState: string,
): Promise<{ organizationId: string }> {
  const xero = configured(deps);
  const state = xero.secrets.verify(signedState) as ConsentState | null;
  if (!state || state.userId !== actor.userId || state.expiresAt < Date.now()) {
    throw new AppError(
      "VALIDATION_FAILED",
      "This Xero consent is not valid any more. Please connect again.",
    );
  }
  const { role } = await requireMembership(deps.db, actor.userId, state.organizationId);
  authorize(role, "manageIntegrations");
  const connection = await xero.provider.connect(code).catch((error: unknown) => {
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      `Xero did not connect: ${String((error as Error).message)}`,
    );
  });
  const sealed = {
    tenantId: connection.tenantId,
    tenantName: connection.tenantName,
    connectionId: connection.connectionId,
    accessTokenEncrypted: xero.secrets.seal(connection.accessToken),
    refreshTokenEncrypted: xero.secrets.seal(connection.refreshToken),
    expiresAt: connection.expiresAt,
    connectedBy: actor.userId,
  };
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(accountingConnections)
      .values({ organizationId: state.organizationId, provider: PROVIDER, ...sealed })
      .onConflictDoUpdate({
        target: [accountingConnections.organizationId, accountingConnections.provider],
        set: { ...sealed, connectedAt: new Date(), updatedAt: new Date() },
      });
    await recordAuditEntry(tx, {
      organizationId: state.organizationId,
      actor,
      actionType: "xero_connected",
      resourceType: "xero_connection",
      resourceId: connection.tenantId,
      details: { tenant_name: connection.tenantName },
    });
  });
  return { organizationId: state.organizationId };
}

/** Ends the grant at Xero (a grant already gone there is no obstacle) and forgets the tokens. */
export async function disconnectXero(
  deps: XeroDeps,
  actor: Actor,
  organizationId: string,
): Promise<void> {
  const { role } = await requireMembership(deps.db, actor.userId, organizationId);
  authorize(role, "manageIntegrations");
  const xero = configured(deps);
  const row = await storedConnection(deps.db, organizationId);
  if (!row) throw new AppError("NOT_FOUND", "Xero is not connected.");
  try {
    await xero.provider.disconnect(opened(xero.secrets, row));
  } catch (error) {
    if (!(error instanceof AccountingError) || error.failure !== "unauthorized") throw error;
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(accountingConnections).where(eq(accountingConnections.id, row.id));
    await recordAuditEntry(tx, {
      organizationId,
      actor,
      actionType: "xero_disconnected",
      resourceType: "xero_connection",
      resourceId: row.tenantId,
      details: { tenant_name: row.tenantName },
    });
  });
}

type DocumentRow = typeof documents.$inferSelect;

/** Words for the lines a document states apart from its items, in the document's language. */
const ADJUSTMENT_WORDS: Record<Language, { serviceCharge: string; discount: string }> = {
  en: { serviceCharge: "Service charge", discount: "Discount" },
  id: { serviceCharge: "Biaya layanan", discount: "Diskon" },
};

const cents = (amount: number) => Math.round(amount * 100);
const lineCents = (line: DraftLine) => cents(line.quantity * line.unitAmount);

/**
 * The service charge and discount a document states beside its items, as lines of their own,
 * unless the items already add up to the total less tax (a receipt that lists them as items).
 */
function adjustmentLines(row: DocumentRow, items: DraftLine[], total: number | null, tax: number) {
  const serviceCharge = row.serviceChargeAmount === null ? 0 : Number(row.serviceChargeAmount);
  const discount = row.discount === null ? 0 : Number(row.discount);
  const itemsCents = items.reduce((sum, line) => sum + lineCents(line), 0);
  if (total !== null && itemsCents === cents(total - tax)) return [];
  const words = ADJUSTMENT_WORDS[row.language === "id" ? "id" : DEFAULT_LANGUAGE];
  return [
    ...(serviceCharge > 0
      ? [
          {
            description: row.serviceChargeType || words.serviceCharge,
            quantity: 1,
            unitAmount: serviceCharge,
          },
        ]
      : []),
    ...(discount > 0 ? [{ description: words.discount, quantity: 1, unitAmount: -discount }] : []),
  ];
}

/**
 * The document's tax spread over its lines by amount, in whole cents, the rounding left on the
 * last line that has an amount, so that Xero's total is the document's.
 */
function withTax(lines: DraftLine[], tax: number): DraftLine[] {
  const amounts = lines.map(lineCents);
  const base = amounts.reduce((sum, amount) => sum + amount, 0);
  if (tax <= 0 || base <= 0) return lines;
  const shares = amounts.map((amount) => Math.round((cents(tax) * amount) / base));
  const last = amounts.findLastIndex((amount) => amount !== 0);
  shares[last]! += cents(tax) - shares.reduce((sum, share) => sum + share, 0);
  return lines.map((line, index) => ({ ...line, taxAmount: shares[index]! / 100 }));
}

/**
 * A document's lines for the draft: its items with the service charge and discount it states,
 * or one line of the whole less tax; the tax spread over them.
 */
function draftOf(row: DocumentRow, contactName: string, content: Buffer): DraftDocument {
  const items = row.items.flatMap((item) => {
    const description = typeof item["description"] === "string" ? item["description"] : null;
    if (!description) return [];
    const quantity = typeof item["quantity"] === "number" ? item["quantity"] : 1;
    const amount = typeof item["amount"] === "number" ? item["amount"] : null;
    const unitAmount =
      typeof item["unit_price"] === "number"
        ? item["unit_price"]
        : amount !== null
          ? amount / quantity
          : 0;
    return [{ description, quantity, unitAmount }];
  });
  const total = row.totalAmount === null ? null : Number(row.totalAmount);
  const tax = row.taxAmount === null ? 0 : Number(row.taxAmount);
  const lines =
    items.length > 0
      ? [...items, ...adjustmentLines(row, items, total, tax)]
      : [
          {
            description: row.documentTitle ?? visibleFileName(row.userFriendlyName ?? row.name),
            quantity: 1,
            unitAmount: cents((total ?? 0) - tax) / 100,
          },
        ];
  return {
    direction: row.apAr === "AR" ? "AR" : "AP",
    contactName,
    number: row.documentNumber,
    date: row.documentDate,
    dueDate: row.dueDate,
    currency: row.currency,
    lines: withTax(lines, tax),
    original: {
      filename: visibleFileName(row.originalFilename),
      mimeType: row.mimeType,
      content,
    },
    // One document makes one draft, however often its sending is tried.
    idempotencyKey: `berkas-${row.id}`,
  };
}

/** Xero's contact: the party the document is with, never the organization itself. */
async function contactOf(db: Db, row: DocumentRow): Promise<string> {
  const document: PartyDocument = {
    apAr: row.apAr === "AR" ? "AR" : "AP",
    vendor: row.vendor,
    counterparty: row.counterparty,
    extracted: readExtractedData(row.extractedData),
    language: row.language === "id" ? "id" : DEFAULT_LANGUAGE,
  };
  const us = await ownParty(db, row.organizationId);
  const known = await nameForNpwp(db, row.organizationId, otherPartyNpwp(document));
  return otherPartyName(document, us, known);
}

type AuditActor = Pick<Actor, "userId" | "name" | "email"> | null;

/**
 * One sending: the draft and its original to Xero, then the xero_* fields and the audit entry.
 * Throws what stopped it, having stored nothing but rotated tokens.
 */
async function sendOnce(
  deps: XeroDeps,
  xero: NonNullable<XeroDeps["xero"]>,
  row: DocumentRow,
  actor: AuditActor,
): Promise<XeroDocumentState> {
  const stored = await storedConnection(deps.db, row.organizationId);
  if (!stored) throw new AppError("CONFLICT", "Connect Xero first.");
  const content = await buffer(await deps.blobStore.get(row.fileHash));
  const { sent } = await xero.provider.sendDraft(
    opened(xero.secrets, stored),
    draftOf(row, await contactOf(deps.db, row), content),
    (fresh) => storeTokens(deps.db, xero.secrets, stored.id, fresh),
  );
  const state = {
    xeroInvoiceId: sent.id,
    xeroInvoiceNumber: sent.number,
    xeroStatus: sent.status,
    xeroSyncedAt: new Date(),
    lastXeroSyncStatus: "sent",
    lastXeroSyncError: null,
    xeroLink: sent.link,
  };
  await deps.db.transaction(async (tx) => {
    await tx.update(documents).set(state).where(eq(documents.id, row.id));
    await recordAuditEntry(tx, {
      organizationId: row.organizationId,
      actor,
      actionType: "invoice_sent_to_xero",
      resourceType: "document",
      resourceId: row.id,
      details: { xero_invoice_id: sent.id, xero_status: sent.status },
    });
  });
  return presentXeroState(state);
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

async function recordSyncState(
  db: Pick<Db, "update">,
  documentId: string,
  status: "queued" | "failed",
  reason: string,
) {
  await db
    .update(documents)
    .set({ lastXeroSyncStatus: status, lastXeroSyncError: reason })
    .where(eq(documents.id, documentId));
}

/** Xero was down or unreachable: worth trying again later, unlike a refusal. */
const isUnavailable = (error: unknown) =>
  error instanceof AccountingError && error.failure === "unavailable";

export interface XeroSending {
  state: XeroDocumentState;
  /** Xero was unavailable: the sending waits in the queue for its retry. */
  queued: boolean;
}

/**
 * Sends an accounting document to Xero as a draft with its original. When Xero is unavailable
 * the document is marked `queued` and a retry job is created in the same transaction, so the
 * sending is never lost; a refusal is written on the document (`failed`, and why) before it is
 * reported. Sending it again retries under the same idempotency key.
 */
export async function sendDocumentToXero(
  deps: XeroDeps,
  actor: Actor,
  documentId: string,
): Promise<XeroSending> {
  const { row, role } = await requireDocument(deps.db, actor, documentId);
  authorize(role, "exportData");
  const xero = configured(deps);
  if (row.vertical !== "accounting") {
    throw new AppError("VALIDATION_FAILED", "Only accounting documents can be sent to Xero.");
  }
  if (row.xeroInvoiceId) throw new AppError("CONFLICT", "This document is already in Xero.");
  try {
    return { state: await sendOnce(deps, xero, row, actor), queued: false };
  } catch (error) {
    const reason = reasonOf(error);
    if (isUnavailable(error) && deps.jobs) {
      const { queue, database } = deps.jobs;
      await withTransaction(database, async (tx, sql) => {
        await recordSyncState(tx, row.id, "queued", reason);
        await queue.send(
          SEND_TO_XERO_JOB,
          { documentId: row.id, userId: actor.userId },
          { transaction: sql },
        );
      });
      queue.wake(SEND_TO_XERO_JOB);
      const [queuedRow] = await deps.db.select().from(documents).where(eq(documents.id, row.id));
      return { state: presentXeroState(queuedRow ?? row), queued: true };
    }
    if (error instanceof AppError) throw error;
    await recordSyncState(deps.db, row.id, "failed", reason);
    if (error instanceof AccountingError) {
      throw new AppError(
        error.failure === "unavailable" ? "SERVICE_UNAVAILABLE" : "CONFLICT",
        `Xero did not take the document: ${reason}`,
        { failure: error.failure },
      );
    }
    throw error;
  }
}

/**
 * The queued retry (SEND_TO_XERO_JOB). Xero still unavailable, or an unexpected failure, throws
 * so the queue tries again after a longer wait; on the last try, or when Xero refused or the
 * connection is gone, the document is marked `failed` with the reason and the job ends.
 */
export async function retryXeroSending(
  deps: XeroDeps,
  payload: { documentId: string; userId: string },
  options: { lastAttempt: boolean },
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(documents)
    .where(eq(documents.id, payload.documentId))
    .limit(1);
  // Deleted meanwhile, or already sent by hand: nothing is owed to Xero.
  if (!row || row.xeroInvoiceId) return;
  const [sender] = await deps.db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, payload.userId))
    .limit(1);
  try {
    await sendOnce(deps, configured(deps), row, sender ?? null);
  } catch (error) {
    const reason = reasonOf(error);
    const final =
      error instanceof AppError || (error instanceof AccountingError && !isUnavailable(error));
    if (final || options.lastAttempt) {
      await recordSyncState(deps.db, row.id, "failed", reason);
      return;
    }
    await recordSyncState(deps.db, row.id, "queued", reason);
    throw error;
  }
}
