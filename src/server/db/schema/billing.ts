import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * Spec §3 "Subscription", one per organization (decision 0031): the trial row is written the
 * first time the organization's billing is read, with the organization's own creation time as
 * the trial's start, so every way an organization comes to exist starts the same trial.
 */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  organizationId: text("organization_id")
    .notNull()
    .unique()
    .references(() => organization.id, { onDelete: "cascade" }),
  /** Who bought it (the buyer of the checkout); null for the trial nobody bought. */
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  /** A PlanId from src/contracts/plans.ts. */
  plan: text("plan").notNull(),
  /** Stripe's subscription statuses, plus `trialing` for our own card-less trial. */
  status: text("status").notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  stripeSubscriptionId: text("stripe_subscription_id").unique(),
  stripeCustomerId: text("stripe_customer_id"),
  /** The last time Stripe was asked about it, for the sync's debounce. */
  syncedAt: timestamp("synced_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every Stripe event handled, so a replayed delivery changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});
