import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { accountDeletionPlanSchema } from "../../../contracts/retention.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { deleteAccount, planAccountDeletion } from "../../domain/accounts/delete-account.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";

/** The caller's own account only: there is no id to name anyone else's. */
export function accountDeletionRoutes(
  auth: Auth,
  deps: { database: Database; blobStore: BlobStore },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/me/account-deletion",
      {
        schema: {
          tags: ["me"],
          summary: "What deleting my account would delete, and what the law keeps until when",
          response: { 200: accountDeletionPlanSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return planAccountDeletion(deps.database.db, actor);
      },
    );

    app.delete(
      "/api/me",
      {
        schema: {
          tags: ["me"],
          summary: "Deletes my account, keeping the documents the law holds (and saying so)",
          body: z.object({ confirm: z.literal(true) }),
          response: { 200: accountDeletionPlanSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return deleteAccount(deps, actor);
      },
    );
  };
}
