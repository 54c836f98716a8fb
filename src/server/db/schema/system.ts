import { pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * One row naming this installation. Backups record its id so a restore into the wrong
 * installation is caught, and it shows that a restarted process found the same data.
 */
export const instance = pgTable("instance", {
  id: uuid("id").primaryKey().defaultRandom(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
