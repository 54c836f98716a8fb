import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeRoleSchema,
  invitationDetailsSchema,
  invitationTokenSchema,
  inviteMemberSchema,
  organizationSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamSchema,
} from "../../../contracts/organizations.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { acceptInvitation } from "../../domain/team/accept-invitation.ts";
import { cancelInvitation } from "../../domain/team/cancel-invitation.ts";
import { changeMemberRole } from "../../domain/team/change-member-role.ts";
import { getInvitation } from "../../domain/team/get-invitation.ts";
import { inviteMember, type InvitationMail } from "../../domain/team/invite-member.ts";
import { listTeam } from "../../domain/team/list-team.ts";
import { removeMember } from "../../domain/team/remove-member.ts";

const organizationParams = z.object({ organizationId: z.string() });
const invitationParams = z.object({ organizationId: z.string(), invitationId: z.string() });
const memberParams = z.object({ organizationId: z.string(), memberId: z.string() });
const noContent = z.null().describe("No content");

export function teamRoutes(auth: Auth, db: Db, mail: InvitationMail): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/organizations/:organizationId/team",
      { schema: { tags: ["team"], params: organizationParams, response: { 200: teamSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return listTeam(db, actor, request.params.organizationId);
      },
    );

    app.post(
      "/api/organizations/:organizationId/invitations",
      {
        schema: {
          tags: ["team"],
          params: organizationParams,
          body: inviteMemberSchema,
          response: { 201: teamInvitationSchema },
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const invited = await inviteMember(
          db,
          mail,
          actor,
          request.params.organizationId,
          request.body,
        );
        return reply.code(201).send(invited);
      },
    );

    app.delete(
      "/api/organizations/:organizationId/invitations/:invitationId",
      { schema: { tags: ["team"], params: invitationParams, response: { 204: noContent } } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const { organizationId, invitationId } = request.params;
        await cancelInvitation(db, actor, organizationId, invitationId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      "/api/invitations/:invitationId",
      {
        schema: {
          tags: ["team"],
          params: z.object({ invitationId: z.string() }),
          querystring: invitationTokenSchema,
          response: { 200: invitationDetailsSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getInvitation(db, actor, request.params.invitationId, request.query.token);
      },
    );

    app.post(
      "/api/invitations/:invitationId/accept",
      {
        schema: {
          tags: ["team"],
          params: z.object({ invitationId: z.string() }),
          body: invitationTokenSchema,
          response: { 200: organizationSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return acceptInvitation(db, actor, request.params.invitationId, request.body.token);
      },
    );

    app.patch(
      "/api/organizations/:organizationId/members/:memberId",
      {
        schema: {
          tags: ["team"],
          params: memberParams,
          body: changeRoleSchema,
          response: { 200: teamMemberSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        const { organizationId, memberId } = request.params;
        return changeMemberRole(db, actor, organizationId, memberId, request.body.role);
      },
    );

    app.delete(
      "/api/organizations/:organizationId/members/:memberId",
      { schema: { tags: ["team"], params: memberParams, response: { 204: noContent } } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const { organizationId, memberId } = request.params;
        await removeMember(db, actor, organizationId, memberId);
        return reply.code(204).send(null);
      },
    );
  };
}
