import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { exportKindSchema, exportQuerySchema } from "../../../contracts/exports.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { exportDocuments, exportProgress } from "../../domain/exports/export-documents.ts";
import { exportOrganizationArchive } from "../../domain/exports/export-organization-archive.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { attachmentDisposition } from "../documents/document-routes.ts";

/**
 * `GET /api/exports/:kind`: a download of the documents the list's filter (or `ids`) names, as
 * it is written. A plain link, so the browser writes it to disk and the page keeps nothing in
 * memory; the page follows it by its `progress` token (`GET /api/exports/progress/:id`).
 */
export function exportRoutes(
  auth: Auth,
  deps: { database: Database; blobStore: BlobStore },
): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    app.get(
      "/api/exports/:kind",
      {
        schema: {
          tags: ["exports"],
          params: z.object({ kind: exportKindSchema }),
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const download = await exportDocuments(
          { db, blobStore: deps.blobStore },
          actor,
          request.params.kind,
          request.query,
          (error) => request.log.error({ err: error }, "export failed while streaming"),
        );
        return reply
          .type(download.contentType)
          .header("content-disposition", attachmentDisposition(download.filename))
          .header("x-document-count", String(download.documentCount))
          .header("cache-control", "private, no-store")
          .send(download.body);
      },
    );

    app.get(
      "/api/exports/progress/:id",
      {
        schema: {
          tags: ["exports"],
          summary: "How far the caller's own download is (the page's token from ?progress=)",
          params: z.object({ id: z.uuid() }),
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        return reply
          .header("cache-control", "private, no-store")
          .send(await exportProgress(db, actor, request.params.id));
      },
    );

    app.get(
      "/api/organizations/:organizationId/archive",
      {
        schema: {
          tags: ["exports"],
          summary: "Everything the organization holds, as one ZIP (its Owner only; UU PDP)",
          params: z.object({ organizationId: z.string() }),
        },
      },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const archive = await exportOrganizationArchive(
          { db, blobStore: deps.blobStore },
          actor,
          request.params.organizationId,
          (error) => request.log.error({ err: error }, "archive failed while streaming"),
        );
        return reply
          .type("application/zip")
          .header("content-disposition", attachmentDisposition(archive.filename))
          .header("cache-control", "private, no-store")
          .send(archive.body);
      },
    );
  };
}
