/**
 * An accounting package a document can be sent to (issue 21; decision 0030). Xero first; a
 * Jurnal or Accurate API connector implements the same calls. Everything is per organization:
 * the tokens are the organization's connection, stored encrypted by the caller.
 */

/** An organization's connection: what the package's OAuth2 gave, and which of its books. */
export interface AccountingConnection {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  /** The package's id for the organization's books (Xero: the tenant). */
  tenantId: string;
  /** The package's id for this grant, needed to disconnect it (Xero: the connection). */
  connectionId: string;
  tenantName: string | null;
}

export interface DraftLine {
  description: string;
  quantity: number;
  unitAmount: number;
  /** The line's tax where the document shows it per line; else the package's default applies. */
  taxAmount?: number | undefined;
}

/** A document as a draft: a bill we owe (AP) or an invoice we issued (AR), with its original. */
export interface DraftDocument {
  direction: "AP" | "AR";
  contactName: string;
  number: string | null;
  date: string | null;
  dueDate: string | null;
  currency: string | null;
  lines: DraftLine[];
  original: { filename: string; mimeType: string; content: Buffer };
  /** The same for every try of one sending, so that the package makes one draft of it. */
  idempotencyKey: string;
}

export interface SentDocument {
  id: string;
  number: string | null;
  status: string;
  /** Where a person opens it in the package. */
  link: string;
}

/** Why a call failed: the grant is gone (reconnect), the package refused it, or it was down. */
export type AccountingFailure = "unauthorized" | "rejected" | "unavailable";

export class AccountingError extends Error {
  readonly failure: AccountingFailure;
  readonly status: number | null;
  constructor(failure: AccountingFailure, message: string, status: number | null) {
    super(message);
    this.name = "AccountingError";
    this.failure = failure;
    this.status = status;
  }
}

export interface AccountingProvider {
  /** Where the person consents, with `state` to match the callback to its request. */
  consentUrl(state: string): string;
  /** The callback's code exchanged for tokens and the books it granted. */
  connect(code: string): Promise<AccountingConnection>;
  refresh(connection: AccountingConnection): Promise<AccountingConnection>;
  disconnect(connection: AccountingConnection): Promise<void>;
  /**
   * The document as a draft with its original attached. A connection refreshed on the way is
   * handed to `refreshed` at once (refresh tokens may rotate: the old one stops working), and
   * returned with what was made.
   */
  sendDraft(
    connection: AccountingConnection,
    document: DraftDocument,
    refreshed?: (connection: AccountingConnection) => Promise<void>,
  ): Promise<{ sent: SentDocument; connection: AccountingConnection }>;
}
