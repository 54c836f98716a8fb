import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lastBackupSchema } from "../../../contracts/backups.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { lastBackup } from "../../domain/backups/backup-runs.ts";

/** The last backup's time, result and location, for administrators (issue 22). */
export function backupRoutes(
  auth: Auth,
  db: Db,
  adminEmail: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/backups/last",
      { schema: { tags: ["admin"], response: { 200: lastBackupSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return lastBackup(db, actor, adminEmail);
      },
    );
  };
}
