import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * A download being written (issue 21, decision 0029): how many of its documents are out, so
 * that the page that started it can show its progress whichever web process serves it. The id
 * is the page's own random token, read back only by the person who started the download; a
 * person's runs ended over an hour ago are cleared when they start another.
 */
export const exportRuns = pgTable(
  "export_runs",
  {
    id: uuid("id").primaryKey(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The documents the export holds. */
    total: integer("total").notNull(),
    /** The documents written so far. */
    written: integer("written").notNull().default(0),
    /** `running`, `done` or `failed`. */
    state: text("state").notNull().default("running"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("export_runs_user_updated_idx").on(table.userId, table.updatedAt)],
);
