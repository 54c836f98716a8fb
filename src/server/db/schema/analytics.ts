import { bigserial, date, index, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * Spec §7: "a page-view analytics event is sent on every route change". Kept here, never sent
 * to a third party: who (user, the organization they were working in), where (the path, no
 * query string) and when.
 */
export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    organizationId: text("organization_id").references(() => organization.id, {
      onDelete: "cascade",
    }),
    path: text("path").notNull(),
    /** `accounting` or `legal` from the path's prefix (spec §2), `other` elsewhere. */
    vertical: text("vertical").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("page_views_user_viewed_idx").on(table.userId, table.viewedAt)],
);

/**
 * One row per user, organization, vertical and UTC day on which the user viewed a page: the
 * page views rolled up as they arrive, so counting active users over 90 days reads a row per
 * active user-day instead of every page view (issue 23's figures; decision 0032).
 */
export const userActivityDays = pgTable(
  "user_activity_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** None when the user had no organization open. */
    organizationId: text("organization_id").references(() => organization.id, {
      onDelete: "cascade",
    }),
    vertical: text("vertical").notNull(),
  },
  (table) => [
    // One row per combination, "no organization" included: the page-view insert's conflict key.
    unique("user_activity_days_key")
      .on(table.day, table.userId, table.organizationId, table.vertical)
      .nullsNotDistinct(),
    index("user_activity_days_organization_idx").on(table.organizationId, table.day.desc()),
  ],
);
