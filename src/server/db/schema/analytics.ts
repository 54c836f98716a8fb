import {
  bigint,
  bigserial,
  integer,
  customType,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/** The days a user was active, newest first: bit 0 is `last_active_day`, bit i the i-th day before. */
export const RECENT_DAYS = 128;
/** The activity row of a user's every page, whatever its vertical: the totals count these. */
export const ANY_PAGE = "any";
const recentDays = customType<{ data: string }>({ dataType: () => `bit(${RECENT_DAYS})` });

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
  (table) => [
    index("page_views_user_viewed_idx").on(table.userId, table.viewedAt),
    // An organization's last activity (the admin's list).
    index("page_views_organization_viewed_idx").on(table.organizationId, table.viewedAt),
  ],
);

/**
 * Which of the last 128 days (UTC) each user was active, as bits, in each vertical and on any
 * page (`vertical = 'any'`), updated by every page view: counting the active users of 13 weeks
 * reads a row per user and vertical, with no grouping by user, instead of a row per active day (a day-per-row roll-up took 4–5 s at 20,000 users; decision
 * 0033).
 */
export const userActivity = pgTable(
  "user_activity",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vertical: text("vertical").notNull(),
    lastActiveDay: date("last_active_day", { mode: "string" }).notNull(),
    recentDays: recentDays("recent_days").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.vertical] }),
    // The weekly counts read a vertical's rows by last active day, from the index alone.
    index("user_activity_vertical_last_active_idx").on(table.vertical, table.lastActiveDay),
  ],
);

/**
 * Documents that finished processing, per UTC day and vertical, with their upload-to-processed
 * milliseconds summed: kept by a trigger on `documents` (migration 0019) each time a document
 * becomes complete, so a week's figures read seven rows per vertical instead of every document
 * (13 weeks of 1,000,000 documents took 0.6 s from the index alone on this machine).
 */
export const processedDocumentDays = pgTable(
  "processed_document_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    vertical: text("vertical").notNull(),
    documents: integer("documents").notNull(),
    processingMs: bigint("processing_ms", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.vertical] })],
);

/**
 * Users active in the seven days ending `week_end_day` (UTC), per vertical and on any page: a
 * figure that no longer changes once that day is over, so it is kept the first time a range
 * asks for it (only weeks ended before today are kept; the week ending today is counted live).
 * Any write to `user_activity` but a page view of today (one that changes a day already over,
 * or removes a row) forgets the vertical's kept weeks (migration 0020's trigger), so a kept
 * figure always equals a fresh count.
 */
export const weeklyActiveUsers = pgTable(
  "weekly_active_users",
  {
    weekEndDay: date("week_end_day", { mode: "string" }).notNull(),
    vertical: text("vertical").notNull(),
    users: integer("users").notNull(),
  },
  (table) => [primaryKey({ columns: [table.weekEndDay, table.vertical] })],
);
