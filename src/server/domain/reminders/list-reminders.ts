import type { Vertical } from "../../../contracts/organizations.ts";
import { REMINDERS, type ReminderList } from "../../../contracts/reminders.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { loadDatedDocuments } from "./load-dated-documents.ts";
import { reminderEvents, todayAt } from "./reminder-events.ts";

/**
 * The vertical's coming dates inside their windows, nearest first, for any member who reads
 * that vertical; another organization's member gets NOT_FOUND, a member without the vertical
 * an empty list, as the documents list does.
 */
export async function listReminders(
  db: Db,
  actor: Actor,
  organizationId: string,
  vertical: Vertical,
  now: Date,
): Promise<ReminderList> {
  const access = await verticalAccess(db, actor, organizationId);
  const today = todayAt(now);
  const dated = await loadDatedDocuments(db, readableDocuments(access, vertical), today);
  const events = dated
    .flatMap((document) => reminderEvents(document, today))
    .sort((a, b) => a.daysLeft - b.daysLeft || a.documentName.localeCompare(b.documentName))
    .slice(0, REMINDERS.listLimit);
  return {
    reminders: events.map((event) => ({
      document_id: event.documentId,
      document_name: event.documentName,
      vertical: event.vertical,
      kind: event.kind,
      due_date: event.dueDate,
      days_left: event.daysLeft,
    })),
  };
}
