import { and, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { verticalSchema } from "../../../contracts/organizations.ts";
import { REMINDERS } from "../../../contracts/reminders.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { addDuration } from "../../../understanding/normalize/index.ts";
import type { DatedDocument } from "./reminder-events.ts";

/** Spec §3 accounting types that ask to be paid by a date. */
const INVOICE_TYPES = ["invoice", "billing statement"];

const days = (count: number) => ({ years: 0, months: 0, days: count });

/**
 * The processed documents `where` selects with a date inside any window from `today`: a
 * contract's end up to the longest window plus the longest notice period ahead (its notice
 * deadline may be inside a window already), an invoice's due date up to the invoice windows.
 */
export async function loadDatedDocuments(
  db: Db,
  where: SQL,
  today: string,
): Promise<DatedDocument[]> {
  const lastExpiry = addDuration(
    today,
    days(Math.max(...REMINDERS.contractWindowsDays) + REMINDERS.maxNoticeDays),
  );
  const lastDue = addDuration(today, days(Math.max(...REMINDERS.invoiceWindowsDays)));
  const isInvoice = inArray(documents.type, INVOICE_TYPES);
  const columns = {
    id: documents.id,
    organizationId: documents.organizationId,
    vertical: documents.vertical,
    name: sql<string>`coalesce(${documents.userFriendlyName}, ${documents.documentTitle}, ${documents.name})`,
    expiryDate: documents.expiryDate,
    dueDate: documents.dueDate,
    isInvoice: sql<boolean>`coalesce(${isInvoice}, false)`,
    clauses: sql<unknown>`${documents.extractedData} -> 'clauses'`,
    renewal: sql<string | null>`${documents.extractedData} #>> '{fields,renewal,value}'`,
    terminationNotice: sql<
      string | null
    >`${documents.extractedData} #>> '{fields,termination_notice,value}'`,
  };
  const processed = and(where, eq(documents.processingStatus, "complete"));
  // Two reads rather than one with OR, so each walks its own index: (organization, expiry)
  // and (organization, due date).
  const [contracts, invoices] = await Promise.all([
    db
      .select(columns)
      .from(documents)
      .where(
        and(processed, gte(documents.expiryDate, today), lte(documents.expiryDate, lastExpiry)),
      ),
    db
      .select(columns)
      .from(documents)
      .where(
        and(processed, isInvoice, gte(documents.dueDate, today), lte(documents.dueDate, lastDue)),
      ),
  ]);
  const seen = new Set(contracts.map((contract) => contract.id));
  const rows = [...contracts, ...invoices.filter((invoice) => !seen.has(invoice.id))];
  return rows.flatMap((row) => {
    const vertical = verticalSchema.safeParse(row.vertical);
    if (!vertical.success) return [];
    return [
      {
        id: row.id,
        organizationId: row.organizationId,
        vertical: vertical.data,
        name: row.name,
        expiryDate: row.expiryDate,
        invoiceDueDate: row.isInvoice ? row.dueDate : null,
        clauses: clausesOf(row.clauses),
        renewalField: row.renewal,
        terminationNoticeField: row.terminationNotice,
      },
    ];
  });
}

function clausesOf(raw: unknown): DatedDocument["clauses"] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const clause = item as { category?: unknown; text?: unknown } | null;
    return typeof clause?.category === "string" && typeof clause.text === "string"
      ? [{ category: clause.category, text: clause.text }]
      : [];
  });
}
