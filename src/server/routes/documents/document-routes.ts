import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  documentDetailSchema,
  documentHistoryQuerySchema,
  documentHistorySchema,
  documentListItemSchema,
  documentListQuerySchema,
  documentListSchema,
  documentOverviewQuerySchema,
  documentOverviewSchema,
  documentStatusSchema,
  feedbackFieldSchema,
  fieldFeedbackRequestSchema,
  moveDocumentsRequestSchema,
  moveDocumentsResponseSchema,
  renameDocumentRequestSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
  starDocumentRequestSchema,
} from "../../../contracts/documents.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { deleteDocument } from "../../domain/documents/delete-document.ts";
import { deleteDocumentQuerySchema } from "../../../contracts/retention.ts";
import {
  requireDocument,
  requireDocumentSummary,
  requireWritableDocument,
} from "../../domain/documents/find-document.ts";
import { listDocumentHistory } from "../../domain/audit/list-document-history.ts";
import { getDocumentOverview } from "../../domain/documents/get-document-overview.ts";
import { listDocuments } from "../../domain/documents/list-documents.ts";
import { listReviewQueue } from "../../domain/documents/list-review-queue.ts";
import { moveDocuments } from "../../domain/documents/move-documents.ts";
import { visibleFileName } from "../../domain/documents/present-document.ts";
import { renameDocument } from "../../domain/documents/rename-document.ts";
import { starDocument } from "../../domain/documents/star-document.ts";
import {
  presentDocumentDetail,
  presentDocumentStatus,
} from "../../domain/documents/present-document.ts";
import { retryDocument } from "../../domain/documents/retry-document.ts";
import { submitFieldFeedback } from "../../domain/documents/submit-field-feedback.ts";
import { AppError } from "../../errors.ts";
import { authorize } from "../../policies/permissions.ts";
import type { JobQueue } from "../../jobs/job-queue.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";

const byId = z.object({ id: z.string() });

/** RFC 6266 / 5987: an ASCII fallback and the exact UTF-8 name. */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function documentRoutes(
  auth: Auth,
  deps: { database: Database; blobStore: BlobStore; jobQueue: JobQueue },
): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
    app.get(
      "/api/documents",
      {
        schema: {
          tags: ["documents"],
          querystring: documentListQuerySchema,
          response: { 200: documentListSchema },
        },
      },
      async (request) => listDocuments(db, await requireActor(auth, request), request.query),
    );

    app.get(
      "/api/documents/overview",
      {
        schema: {
          tags: ["documents"],
          querystring: documentOverviewQuerySchema,
          response: { 200: documentOverviewSchema },
        },
      },
      async (request) => getDocumentOverview(db, await requireActor(auth, request), request.query),
    );

    app.get(
      "/api/documents/review",
      {
        schema: {
          tags: ["documents"],
          querystring: reviewQueueQuerySchema,
          response: { 200: reviewQueueSchema },
        },
      },
      async (request) => listReviewQueue(db, await requireActor(auth, request), request.query),
    );

    app.post(
      "/api/documents/move",
      {
        schema: {
          tags: ["documents"],
          body: moveDocumentsRequestSchema,
          response: { 200: moveDocumentsResponseSchema },
        },
      },
      async (request) => moveDocuments(db, await requireActor(auth, request), request.body),
    );

    app.get(
      "/api/documents/:id",
      { schema: { tags: ["documents"], params: byId, response: { 200: documentDetailSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        const { row } = await requireDocument(db, actor, request.params.id);
        return presentDocumentDetail(row);
      },
    );

    app.patch(
      "/api/documents/:id",
      {
        schema: {
          tags: ["documents"],
          params: byId,
          body: renameDocumentRequestSchema,
          response: { 200: documentListItemSchema },
        },
      },
      async (request) =>
        renameDocument(
          db,
          await requireActor(auth, request),
          request.params.id,
          request.body.user_friendly_name,
        ),
    );

    app.post(
      "/api/documents/:id/star",
      {
        schema: {
          tags: ["documents"],
          params: byId,
          body: starDocumentRequestSchema,
          response: { 200: documentListItemSchema },
        },
      },
      async (request) =>
        starDocument(
          db,
          await requireActor(auth, request),
          request.params.id,
          request.body.starred,
        ),
    );

    app.get(
      "/api/documents/:id/history",
      {
        schema: {
          tags: ["documents"],
          params: byId,
          querystring: documentHistoryQuerySchema,
          response: { 200: documentHistorySchema },
        },
      },
      async (request) =>
        listDocumentHistory(
          db,
          await requireActor(auth, request),
          request.params.id,
          request.query,
        ),
    );

    app.get(
      "/api/documents/:id/status",
      { schema: { tags: ["documents"], params: byId, response: { 200: documentStatusSchema } } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const { row } = await requireDocumentSummary(db, actor, request.params.id);
        reply.header("cache-control", "no-store");
        return presentDocumentStatus(row);
      },
    );

    app.get(
      "/api/documents/:id/file",
      { schema: { tags: ["documents"], params: byId } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const { row, role } = await requireDocumentSummary(db, actor, request.params.id);
        // The original is the export; the preview image is not (decision 0018).
        authorize(role, "exportData");
        const content = await deps.blobStore.get(row.fileHash);
        return reply
          .type(row.mimeType)
          .header("content-length", row.sizeBytes)
          .header(
            "content-disposition",
            attachmentDisposition(visibleFileName(row.originalFilename)),
          )
          .header("cache-control", "private, no-cache")
          .send(content);
      },
    );

    app.get(
      "/api/documents/:id/preview",
      { schema: { tags: ["documents"], params: byId } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        const { row } = await requireDocumentSummary(db, actor, request.params.id);
        if (!row.previewHash) throw new AppError("NOT_FOUND", "Not found");
        const content = await deps.blobStore.get(row.previewHash);
        return reply
          .type("image/webp")
          .header("cache-control", "private, max-age=3600")
          .send(content);
      },
    );

    app.post(
      "/api/documents/:id/retry",
      { schema: { tags: ["documents"], params: byId, response: { 200: documentStatusSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        await requireWritableDocument(db, actor, request.params.id);
        return retryDocument(deps, actor, request.params.id);
      },
    );

    app.post(
      "/api/documents/:id/fields/:field/feedback",
      {
        schema: {
          tags: ["documents"],
          params: z.object({ id: z.string(), field: feedbackFieldSchema }),
          body: fieldFeedbackRequestSchema,
          response: { 200: documentDetailSchema },
        },
      },
      async (request) =>
        submitFieldFeedback(
          db,
          await requireActor(auth, request),
          request.params.id,
          request.params.field,
          request.body,
        ),
    );

    app.delete(
      "/api/documents/:id",
      { schema: { tags: ["documents"], params: byId, querystring: deleteDocumentQuerySchema } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        await requireWritableDocument(db, actor, request.params.id);
        await deleteDocument(deps, actor, request.params.id, {
          confirmRetention: request.query.confirmRetention ?? false,
        });
        return reply.code(204).send();
      },
    );
  };
}
