import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { standardsCheckSchema } from "../../../contracts/standards-check.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { checkDocumentStandards } from "../../domain/standards-check/check-document-standards.ts";

const byId = z.object({ id: z.string() });

/** A received contract checked against the organization's clause library (issue 24). */
export function standardsCheckRoutes(auth: Auth, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/documents/:id/standards-check",
      {
        schema: {
          tags: ["documents"],
          params: byId,
          response: { 200: standardsCheckSchema },
        },
      },
      async (request) =>
        checkDocumentStandards(db, await requireActor(auth, request), request.params.id),
    );
  };
}
