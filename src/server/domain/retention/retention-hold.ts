import { eq } from "drizzle-orm";
import { RETENTION, retentionYearsOf } from "../../../contracts/retention.ts";
import type { Db, DbTransaction } from "../../db/client.ts";
import { organization } from "../../db/schema/auth.ts";

export interface RetainedDocument {
  vertical: string;
  /** The document's own date (yyyy-mm-dd), when understanding found one. */
  documentDate: string | null;
  uploadedAt: Date;
}

/** The day a document may go: its date, or its upload's, plus the years (UTC calendar days). */
export function retainedUntil(document: RetainedDocument, years: number): Date | null {
  if (!(RETENTION.verticals as readonly string[]).includes(document.vertical)) return null;
  const from = document.documentDate
    ? new Date(`${document.documentDate}T00:00:00Z`)
    : document.uploadedAt;
  const until = new Date(from);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

export async function organizationRetentionYears(
  db: Db | DbTransaction,
  organizationId: string,
): Promise<number> {
  const [row] = await db
    .select({ settings: organization.settings })
    .from(organization)
    .where(eq(organization.id, organizationId));
  return retentionYearsOf(row?.settings ?? {});
}

/** Until when the document is held, or null when it may be deleted now. */
export async function retentionHold(
  db: Db | DbTransaction,
  organizationId: string,
  document: RetainedDocument,
  now = new Date(),
): Promise<Date | null> {
  const until = retainedUntil(document, await organizationRetentionYears(db, organizationId));
  return until && until > now ? until : null;
}
