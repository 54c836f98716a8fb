import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changeDraftStatusRequestSchema,
  createDraftRequestSchema,
  draftDiffQuerySchema,
  draftDiffSchema,
  draftExportQuerySchema,
  draftListQuerySchema,
  draftListSchema,
  draftSchema,
  draftTemplateListSchema,
  draftVersionListSchema,
  organizationQuerySchema,
  updateDraftRequestSchema,
} from "../../../contracts/legal-drafts.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { changeDraftStatus } from "../../domain/legal-drafts/change-draft-status.ts";
import { createDraft } from "../../domain/legal-drafts/create-draft.ts";
import { deleteDraft } from "../../domain/legal-drafts/delete-draft.ts";
import { diffDraftVersions } from "../../domain/legal-drafts/diff-draft-versions.ts";
import { exportDraft } from "../../domain/legal-drafts/export-draft.ts";
import { findDraft } from "../../domain/legal-drafts/find-draft.ts";
import { listDraftTemplates } from "../../domain/legal-drafts/list-draft-templates.ts";
import { listDraftVersions } from "../../domain/legal-drafts/list-draft-versions.ts";
import { listDrafts } from "../../domain/legal-drafts/list-drafts.ts";
import { updateDraft } from "../../domain/legal-drafts/update-draft.ts";
import { attachmentDisposition } from "../documents/document-routes.ts";

const byId = z.object({ id: z.string() });
const tags = ["legal"];

/** Drafts (issue 24): templates, the drafts, their versions and diff, status and export. */
export function legalDraftRoutes(auth: Auth, db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/legal/draft-templates",
      {
        schema: {
          tags,
          querystring: organizationQuerySchema,
          response: { 200: draftTemplateListSchema },
        },
      },
      async (request) =>
        listDraftTemplates(db, await requireActor(auth, request), request.query.organizationId),
    );

    app.get(
      "/api/legal/drafts",
      { schema: { tags, querystring: draftListQuerySchema, response: { 200: draftListSchema } } },
      async (request) => listDrafts(db, await requireActor(auth, request), request.query),
    );

    app.post(
      "/api/legal/drafts",
      { schema: { tags, body: createDraftRequestSchema, response: { 201: draftSchema } } },
      async (request, reply) => {
        const draft = await createDraft(db, await requireActor(auth, request), request.body);
        return reply.code(201).send(draft);
      },
    );

    app.get(
      "/api/legal/drafts/:id",
      {
        schema: {
          tags,
          params: byId,
          querystring: organizationQuerySchema,
          response: { 200: draftSchema },
        },
      },
      async (request) =>
        findDraft(
          db,
          await requireActor(auth, request),
          request.query.organizationId,
          request.params.id,
        ),
    );

    app.patch(
      "/api/legal/drafts/:id",
      {
        schema: {
          tags,
          params: byId,
          body: updateDraftRequestSchema,
          response: { 200: draftSchema },
        },
      },
      async (request) =>
        updateDraft(db, await requireActor(auth, request), request.params.id, request.body),
    );

    app.post(
      "/api/legal/drafts/:id/status",
      {
        schema: {
          tags,
          params: byId,
          body: changeDraftStatusRequestSchema,
          response: { 200: draftSchema },
        },
      },
      async (request) =>
        changeDraftStatus(db, await requireActor(auth, request), request.params.id, request.body),
    );

    app.delete(
      "/api/legal/drafts/:id",
      { schema: { tags, params: byId, querystring: organizationQuerySchema } },
      async (request, reply) => {
        await deleteDraft(
          db,
          await requireActor(auth, request),
          request.query.organizationId,
          request.params.id,
        );
        return reply.code(204).send();
      },
    );

    app.get(
      "/api/legal/drafts/:id/versions",
      {
        schema: {
          tags,
          params: byId,
          querystring: organizationQuerySchema,
          response: { 200: draftVersionListSchema },
        },
      },
      async (request) =>
        listDraftVersions(
          db,
          await requireActor(auth, request),
          request.query.organizationId,
          request.params.id,
        ),
    );

    app.get(
      "/api/legal/drafts/:id/diff",
      {
        schema: {
          tags,
          params: byId,
          querystring: draftDiffQuerySchema,
          response: { 200: draftDiffSchema },
        },
      },
      async (request) =>
        diffDraftVersions(db, await requireActor(auth, request), request.params.id, request.query),
    );

    app.get(
      "/api/legal/drafts/:id/export",
      { schema: { tags, params: byId, querystring: draftExportQuerySchema } },
      async (request, reply) => {
        const file = await exportDraft(
          db,
          await requireActor(auth, request),
          request.params.id,
          request.query,
        );
        return reply
          .type(file.contentType)
          .header("content-disposition", attachmentDisposition(file.fileName))
          .header("cache-control", "private, no-store")
          .send(file.bytes);
      },
    );
  };
}
