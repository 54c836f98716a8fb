import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";

/** Clears a soft deletion (spec §4); does nothing for an active user. */
export async function reactivateUser(db: Db, userId: string): Promise<void> {
  await db
    .update(user)
    .set({ isDeleted: false, deletedAt: null, reactivatedAt: new Date() })
    .where(and(eq(user.id, userId), eq(user.isDeleted, true)));
}
