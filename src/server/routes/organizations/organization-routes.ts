import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createOrganizationSchema,
  organizationListSchema,
  organizationSchema,
  switchOrganizationSchema,
  updateOrganizationSchema,
} from "../../../contracts/organizations.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { createOrganization } from "../../domain/organizations/create-organization.ts";
import { listOrganizations } from "../../domain/organizations/list-organizations.ts";
import { switchOrganization } from "../../domain/organizations/switch-organization.ts";
import { updateOrganization } from "../../domain/organizations/update-organization.ts";

export function organizationRoutes(auth: Auth, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/organizations",
      { schema: { tags: ["organizations"], response: { 200: organizationListSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return {
          organizations: await listOrganizations(db, actor),
          activeOrganizationId: actor.activeOrganizationId,
        };
      },
    );

    app.post(
      "/api/organizations",
      {
        schema: {
          tags: ["organizations"],
          body: createOrganizationSchema,
          response: { 201: organizationSchema },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        return reply.code(201).send(await createOrganization(db, actor, request.body));
      },
    );

    app.post(
      "/api/organizations/switch",
      {
        schema: {
          tags: ["organizations"],
          body: switchOrganizationSchema,
          response: { 200: z.object({ activeOrganizationId: z.string() }) },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return switchOrganization(db, actor, request.body.organizationId);
      },
    );

    app.patch(
      "/api/organizations/:organizationId",
      {
        schema: {
          tags: ["organizations"],
          params: z.object({ organizationId: z.string() }),
          body: updateOrganizationSchema,
          response: { 200: organizationSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return updateOrganization(db, actor, request.params.organizationId, request.body);
      },
    );
  };
}
