import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";
import { documents } from "./documents.ts";

/**
 * What each member chose to receive by mail in one organization (issue 24). No row is no mail:
 * reminders go only to those who asked for them.
 */
export const reminderPreferences = pgTable(
  "reminder_preferences",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    contracts: boolean("contracts").notNull().default(false),
    invoices: boolean("invoices").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

/**
 * Every reminder mailed, one row per member and event. The key is the event itself: a document's
 * date of a kind, in one window. A round claims its rows before mailing, so two workers (or a
 * retried round) never mail the same event twice, and a corrected date is a new event.
 */
export const sentReminders = pgTable(
  "sent_reminders",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    dueDate: date("due_date").notNull(),
    windowDays: integer("window_days").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      columns: [table.userId, table.documentId, table.kind, table.dueDate, table.windowDays],
    }),
  ],
);
