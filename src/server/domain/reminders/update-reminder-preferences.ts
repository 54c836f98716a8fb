import type {
  ReminderPreferences,
  UpdateReminderPreferences,
} from "../../../contracts/reminders.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { reminderPreferences } from "../../db/schema/reminders.ts";
import { requireMembership } from "../../policies/membership.ts";
import { getReminderPreferences } from "./get-reminder-preferences.ts";

/**
 * Any member chooses for themselves which reminders to receive; nobody chooses for another.
 * Which documents a mail may name is decided when it is sent, by the member's verticals then.
 */
export async function updateReminderPreferences(
  db: Db,
  actor: Actor,
  { organizationId, ...change }: UpdateReminderPreferences,
): Promise<ReminderPreferences> {
  await requireMembership(db, actor.userId, organizationId);
  const current = await getReminderPreferences(db, actor, organizationId);
  const next = { ...current, ...change };
  await db
    .insert(reminderPreferences)
    .values({ organizationId, userId: actor.userId, ...next })
    .onConflictDoUpdate({
      target: [reminderPreferences.organizationId, reminderPreferences.userId],
      set: { ...next, updatedAt: new Date() },
    });
  return next;
}
