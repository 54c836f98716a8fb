import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * Spec §1: an organization's documents grouped into projects. A document names its project
 * (`documents.project_id`, set to null when the project is deleted). Names are unique in an
 * organization whatever their case, so a move-to-project menu never shows two alike.
 */
export const projects = pgTable(
  "projects",
  {
    // Text like documents.project_id, which uploads have carried since before this table.
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("projects_organization_name_idx").on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
  ],
);
