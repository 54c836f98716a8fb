import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { checkAdmin } from "../accounts/check-admin.ts";

/** The product's admins only (spec §6's check); anyone else is refused whatever they name. */
export async function requireAdmin(
  db: Db,
  actor: Actor,
  adminEmail: string | undefined,
): Promise<void> {
  const { isAdmin } = await checkAdmin(db, actor, adminEmail);
  if (!isAdmin) throw new AppError("FORBIDDEN", "Only administrators can view analytics.");
}
