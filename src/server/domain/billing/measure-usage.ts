import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { documents } from "../../db/schema/documents.ts";

export interface Usage {
  documentsThisMonth: number;
  storageBytes: number;
}

/** Indonesia's western time (UTC+7, no daylight saving): where our customers' months turn. */
const MONTH_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The instant the current calendar month began in Jakarta (decision 0031). */
export function monthStart(now: Date): Date {
  const local = new Date(now.getTime() + MONTH_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - MONTH_OFFSET_MS);
}

/**
 * Documents uploaded this month are counted from the audit log's upload entries, so deleting a
 * document does not give its slot back (the work of reading it was done); storage is what the
 * organization's documents hold now.
 */
export async function measureUsage(db: Pick<Db, "select">, organizationId: string, now: Date) {
  const [uploads] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.organizationId, organizationId),
        eq(auditLog.actionType, "document_uploaded"),
        gte(auditLog.createdAt, monthStart(now)),
      ),
    );
  const [stored] = await db
    .select({ bytes: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.organizationId, organizationId));
  return {
    documentsThisMonth: uploads?.total ?? 0,
    storageBytes: Number(stored?.bytes ?? 0),
  } satisfies Usage;
}
