import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogPageSchema, auditLogQuerySchema } from "../../../contracts/audit.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { listAuditLog } from "../../domain/audit/list-audit-log.ts";

export function auditRoutes(auth: Auth, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/audit/logs",
      {
        schema: {
          tags: ["audit"],
          querystring: auditLogQuerySchema,
          response: { 200: auditLogPageSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return listAuditLog(db, actor, request.query);
      },
    );
  };
}
