import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Append-only: the code has no update or delete path, and a trigger (migration 0001) refuses
 * both. The actor's name and e-mail are copied in, so the entry still reads right after the
 * user changes them or leaves.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign key: the record outlives the organization it speaks of.
    organizationId: text("organization_id").notNull(),
    userId: text("user_id"),
    userName: text("user_name"),
    userEmail: text("user_email"),
    actionType: text("action_type").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceId: text("resource_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("audit_log_organization_created_idx").on(table.organizationId, table.createdAt.desc()),
    // A document's history (its detail page).
    index("audit_log_resource_idx").on(table.resourceId, table.createdAt.desc()),
  ],
);
