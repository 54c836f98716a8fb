import { boolean, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/** Spec §3 "User preference record". */
export const userPreferences = pgTable("user_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  preferredLanguage: text("preferred_language").notNull().default("en"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Profile"; one per user, filled by profile onboarding. */
export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  position: text("position"),
  roleLevel: text("role_level"),
  primaryVertical: text("primary_vertical"),
  documentTypes: text("document_types").array().notNull().default([]),
  monthlyVolume: text("monthly_volume"),
  currentTools: text("current_tools").array().notNull().default([]),
  painPoints: text("pain_points").array().notNull().default([]),
  onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 "Vertical permission". */
export const userVerticalPermissions = pgTable(
  "user_vertical_permissions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    vertical: text("vertical").notNull(),
    accessLevel: text("access_level").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId, table.vertical] })],
);

/** Spec §3 "Admin list": e-mail addresses treated as product administrators. */
export const adminUsers = pgTable("admin_users", {
  userEmail: text("user_email").primaryKey(),
});
