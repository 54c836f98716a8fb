import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";
import { documents } from "./documents.ts";

/**
 * A person's verdict on one extracted field: what was shown, whether it was right, and the
 * correction. Success rates per field (the spec's extraction metrics) are counted from here.
 */
export const fieldFeedback = pgTable(
  "field_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    vertical: text("vertical").notNull(),
    field: text("field").notNull(),
    verdict: text("verdict").notNull(),
    shownValue: jsonb("shown_value"),
    correctedValue: jsonb("corrected_value"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("field_feedback_organization_created_idx").on(table.organizationId, table.createdAt),
    index("field_feedback_document_idx").on(table.documentId),
    // Every organization's ratings over a range (the admin's extraction metrics), index only.
    index("field_feedback_created_idx").on(
      table.createdAt,
      table.vertical,
      table.field,
      table.verdict,
    ),
  ],
);

/**
 * What an organization taught by correcting fields: the vendor behind an NPWP or behind a name
 * as the reader saw it, and the type of a vendor's documents. Applied to its next documents.
 */
export const organizationMemory = pgTable(
  "organization_memory",
  {
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.kind, table.key] })],
);
