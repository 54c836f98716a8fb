import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/accounts.ts";

/** Spec §6: the configured ADMIN_EMAIL, or an entry in admin_users. */
export async function checkAdmin(
  db: Db,
  actor: Actor,
  configuredAdminEmail: string | undefined,
): Promise<{ isAdmin: boolean }> {
  const email = actor.email.toLowerCase();
  if (configuredAdminEmail && configuredAdminEmail.toLowerCase() === email)
    return { isAdmin: true };
  const rows = await db
    .select({ email: adminUsers.userEmail })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.userEmail})`, email))
    .limit(1);
  return { isAdmin: rows.length > 0 };
}
