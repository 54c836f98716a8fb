import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { adminUsers } from "../../db/schema/accounts.ts";
import { user } from "../../db/schema/auth.ts";

/**
 * Spec §6: the configured ADMIN_EMAIL, or an entry in admin_users, for an account that has
 * proven the address (anyone can sign up with any address; only its mailbox can confirm it).
 */
export async function checkAdmin(
  db: Db,
  actor: Actor,
  configuredAdminEmail: string | undefined,
): Promise<{ isAdmin: boolean }> {
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, actor.userId));
  if (!account?.emailVerified) return { isAdmin: false };
  const email = account.email.toLowerCase();
  if (configuredAdminEmail && configuredAdminEmail.toLowerCase() === email)
    return { isAdmin: true };
  const rows = await db
    .select({ email: adminUsers.userEmail })
    .from(adminUsers)
    .where(eq(sql`lower(${adminUsers.userEmail})`, email))
    .limit(1);
  return { isAdmin: rows.length > 0 };
}
