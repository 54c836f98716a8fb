import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * Folders of an organization's repository (spec §1, decision 0013). A document uploaded to
 * one names it in `documents.repository_folder_id`, set to null if the folder goes. Names are
 * unique in an organization whatever their case.
 */
export const repositoryFolders = pgTable(
  "repository_folders",
  {
    // Text like documents.repository_folder_id, which uploads have carried since the start.
    id: text("id")
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("repository_folders_organization_name_idx").on(
      table.organizationId,
      sql`lower(${table.name})`,
    ),
  ],
);
