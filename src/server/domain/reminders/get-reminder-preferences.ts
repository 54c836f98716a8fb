import { and, eq } from "drizzle-orm";
import type { ReminderPreferences } from "../../../contracts/reminders.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { reminderPreferences } from "../../db/schema/reminders.ts";
import { requireMembership } from "../../policies/membership.ts";

/** The caller's own choice in the organization; nothing chosen yet is no mail. */
export async function getReminderPreferences(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<ReminderPreferences> {
  await requireMembership(db, actor.userId, organizationId);
  const [row] = await db
    .select({ contracts: reminderPreferences.contracts, invoices: reminderPreferences.invoices })
    .from(reminderPreferences)
    .where(
      and(
        eq(reminderPreferences.organizationId, organizationId),
        eq(reminderPreferences.userId, actor.userId),
      ),
    );
  return row ?? { contracts: false, invoices: false };
}
