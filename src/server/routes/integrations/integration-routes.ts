import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  xeroConnectResponseSchema,
  xeroConnectionStatusSchema,
  xeroDocumentStateSchema,
} from "../../../contracts/integrations.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import {
  disconnectXero,
  finishXeroConnect,
  getXeroStatus,
  sendDocumentToXero,
  startXeroConnect,
  type XeroDeps,
} from "../../domain/integrations/xero-integration.ts";

const byOrganization = z.object({ organizationId: z.string().min(1) });

/** Where the callback sends the person back: the accounting organization settings. */
const SETTINGS_PATH = "/verticals/accounting/dashboard/settings/organization";

/**
 * Xero (issue 21, decision 0030): its status for any member; connecting and disconnecting with
 * manageIntegrations; sending a document with exportData.
 */
export function integrationRoutes(auth: Auth, deps: XeroDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/integrations/xero",
      {
        schema: {
          tags: ["integrations"],
          querystring: byOrganization,
          response: { 200: xeroConnectionStatusSchema },
        },
      },
      async (request) =>
        getXeroStatus(deps, await requireActor(auth, request), request.query.organizationId),
    );

    app.post(
      "/api/integrations/xero/connect",
      {
        schema: {
          tags: ["integrations"],
          body: byOrganization,
          response: { 200: xeroConnectResponseSchema },
        },
      },
      async (request) =>
        startXeroConnect(deps, await requireActor(auth, request), request.body.organizationId),
    );

    app.get(
      "/api/integrations/xero/callback",
      {
        schema: {
          tags: ["integrations"],
          querystring: z.object({
            code: z.string().min(1).optional(),
            state: z.string().min(1).max(2000),
            error: z.string().optional(),
          }),
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        if (!request.query.code) return reply.redirect(`${SETTINGS_PATH}?xero=declined`);
        await finishXeroConnect(deps, actor, request.query.code, request.query.state);
        return reply.redirect(`${SETTINGS_PATH}?xero=connected`);
      },
    );

    app.delete(
      "/api/integrations/xero",
      { schema: { tags: ["integrations"], querystring: byOrganization } },
      async (request, reply) => {
        await disconnectXero(deps, await requireActor(auth, request), request.query.organizationId);
        return reply.code(204).send();
      },
    );

    app.post(
      "/api/documents/:id/xero",
      {
        schema: {
          tags: ["integrations"],
          params: z.object({ id: z.string() }),
          // 202: Xero was unavailable and the sending waits in the queue for its retry.
          response: { 200: xeroDocumentStateSchema, 202: xeroDocumentStateSchema },
        },
      },
      async (request, reply) => {
        const sending = await sendDocumentToXero(
          deps,
          await requireActor(auth, request),
          request.params.id,
        );
        return reply.code(sending.queued ? 202 : 200).send(sending.state);
      },
    );
  };
}
