import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Sign-in and sign-up attempts per key (IP or e-mail) in the current window. */
export const authAttempts = pgTable("auth_attempts", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull().defaultNow(),
  count: integer("count").notNull().default(1),
});
