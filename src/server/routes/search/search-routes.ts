import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  mentionListSchema,
  mentionQuerySchema,
  searchQuerySchema,
  searchResponseSchema,
} from "../../../contracts/search.ts";
import type { UserRateLimits } from "../../../contracts/limits.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import {
  findLegalMentions,
  interleaveMentions,
} from "../../domain/legal-library/find-legal-mentions.ts";
import { findMentions } from "../../domain/search/find-mentions.ts";
import { searchDocuments } from "../../domain/search/search-documents.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";

export function searchRoutes(auth: Auth, db: Db, limits: UserRateLimits): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/search",
      {
        schema: {
          tags: ["search"],
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        await requireWithinLimit(db, `search:${actor.userId}`, limits.search);
        return searchDocuments(db, actor, request.query);
      },
    );

    app.get(
      "/api/legal/document-mentions",
      {
        schema: {
          tags: ["search"],
          querystring: mentionQuerySchema,
          response: { 200: mentionListSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        await requireWithinLimit(db, `mentions:${actor.userId}`, limits.mentions);
        const documents = await findMentions(db, actor, request.query);
        const legal = await findLegalMentions(db, actor, request.query);
        return {
          mentions: interleaveMentions(
            [documents, legal.drafts, legal.knowledge],
            request.query.limit,
          ),
        };
      },
    );
  };
}
