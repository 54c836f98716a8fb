import { date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Messages sent from the public /contact page; each is also mailed to SUPPORT_EMAIL. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

/** Demo requests from /book-demo, listed to admins and mailed to SUPPORT_EMAIL. */
export const demoBookings = pgTable(
  "demo_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    organizationType: text("organization_type"),
    preferredDate: date("preferred_date", { mode: "string" }).notNull(),
    message: text("message"),
    language: text("language").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("demo_bookings_created_at_idx").on(table.createdAt)],
);
