import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { organization, user } from "./auth.ts";

/**
 * An organization's connection to an accounting package (issue 21, decision 0030): which books
 * it reaches and the OAuth2 tokens, each encrypted at rest (AES-256-GCM, token-cipher.ts). One
 * per organization and package.
 */
export const accountingConnections = pgTable(
  "accounting_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: text("organization_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    /** `xero`; a Jurnal or Accurate connector adds its own. */
    provider: text("provider").notNull(),
    tenantId: text("tenant_id").notNull(),
    tenantName: text("tenant_name"),
    connectionId: text("connection_id").notNull(),
    accessTokenEncrypted: text("access_token_encrypted").notNull(),
    refreshTokenEncrypted: text("refresh_token_encrypted").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    connectedBy: text("connected_by").references(() => user.id, { onDelete: "set null" }),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("accounting_connections_organization_provider_idx").on(
      table.organizationId,
      table.provider,
    ),
  ],
);
