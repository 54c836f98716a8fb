import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  documentMentionRequestSchema,
  documentMentionSchema,
} from "../../../contracts/legal-drafts.ts";
import {
  clauseRequestSchema,
  clauseSchema,
  libraryQuerySchema,
  libraryResponseSchema,
  noteRequestSchema,
  noteSchema,
  organizationBodySchema,
} from "../../../contracts/legal-library.ts";
import type { UserRateLimits } from "../../../contracts/limits.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { readDocumentMention } from "../../domain/legal-library/read-document-mention.ts";
import {
  createClause,
  deleteClause,
  updateClause,
} from "../../domain/legal-library/save-clause.ts";
import { createNote, deleteNote, updateNote } from "../../domain/legal-library/save-note.ts";
import { searchLibrary } from "../../domain/legal-library/search-library.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";

const byId = z.object({ id: z.string() });
const tags = ["legal"];

/** The knowledge library (issue 24) and the mention lookup of spec §7. */
export function legalLibraryRoutes(
  auth: Auth,
  db: Db,
  limits: UserRateLimits,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/legal/library",
      {
        schema: { tags, querystring: libraryQuerySchema, response: { 200: libraryResponseSchema } },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        await requireWithinLimit(db, `search:${actor.userId}`, limits.search);
        return searchLibrary(db, actor, request.query);
      },
    );

    app.post(
      "/api/legal/library/clauses",
      { schema: { tags, body: clauseRequestSchema, response: { 201: clauseSchema } } },
      async (request, reply) =>
        reply
          .code(201)
          .send(await createClause(db, await requireActor(auth, request), request.body)),
    );
    app.put(
      "/api/legal/library/clauses/:id",
      {
        schema: { tags, params: byId, body: clauseRequestSchema, response: { 200: clauseSchema } },
      },
      async (request) =>
        updateClause(db, await requireActor(auth, request), request.params.id, request.body),
    );
    app.delete(
      "/api/legal/library/clauses/:id",
      { schema: { tags, params: byId, querystring: organizationBodySchema } },
      async (request, reply) => {
        await deleteClause(
          db,
          await requireActor(auth, request),
          request.query.organizationId,
          request.params.id,
        );
        return reply.code(204).send();
      },
    );

    app.post(
      "/api/legal/library/notes",
      { schema: { tags, body: noteRequestSchema, response: { 201: noteSchema } } },
      async (request, reply) =>
        reply.code(201).send(await createNote(db, await requireActor(auth, request), request.body)),
    );
    app.put(
      "/api/legal/library/notes/:id",
      { schema: { tags, params: byId, body: noteRequestSchema, response: { 200: noteSchema } } },
      async (request) =>
        updateNote(db, await requireActor(auth, request), request.params.id, request.body),
    );
    app.delete(
      "/api/legal/library/notes/:id",
      { schema: { tags, params: byId, querystring: organizationBodySchema } },
      async (request, reply) => {
        await deleteNote(
          db,
          await requireActor(auth, request),
          request.query.organizationId,
          request.params.id,
        );
        return reply.code(204).send();
      },
    );

    app.post(
      "/api/legal/document-mentions",
      {
        schema: {
          tags: ["search"],
          body: documentMentionRequestSchema,
          response: { 200: documentMentionSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        await requireWithinLimit(db, `mentions:${actor.userId}`, limits.mentions);
        return readDocumentMention(db, actor, request.body);
      },
    );
  };
}
