import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  checkDuplicateRequestSchema,
  checkDuplicateResponseSchema,
  uploadFieldsSchema,
  uploadResponseSchema,
} from "../../../contracts/documents.ts";
import { UPLOAD_LIMITS } from "../../../contracts/limits.ts";
import { requireActor, type Actor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import { checkDuplicate } from "../../domain/documents/check-duplicate.ts";
import {
  fileTooLarge,
  uploadDocument,
  type UploadDeps,
} from "../../domain/documents/upload-document.ts";
import { AppError, isAppError } from "../../errors.ts";
import { receiveUpload, type ReceivedUpload } from "./receive-upload.ts";

type Endpoint = "small" | "large";

/** Spec §7: the client retries on the other endpoint when it sees one of these flags. */
function sendWrongEndpoint(reply: FastifyReply, endpoint: Endpoint) {
  if (endpoint === "small") {
    const error = fileTooLarge(UPLOAD_LIMITS.smallEndpointMaxBytes);
    return reply.code(error.httpStatus).send({ ...error.toBody(), shouldUseLargeEndpoint: true });
  }
  const error = new AppError("VALIDATION_FAILED", "Files up to 10 MB go to /api/simple-upload.", {
    limitBytes: UPLOAD_LIMITS.smallEndpointMaxBytes,
  });
  return reply.code(error.httpStatus).send({ ...error.toBody(), shouldUseSmallEndpoint: true });
}

export function uploadRoutes(auth: Auth, deps: UploadDeps): FastifyPluginAsyncZod {
  const largestAllowed = Math.max(deps.limits.maxBytesDefault, deps.limits.maxBytesLegal);

  async function handleUpload(
    actor: Actor,
    endpoint: Endpoint,
    request: Parameters<typeof receiveUpload>[0],
    reply: FastifyReply,
  ) {
    const maxBytes = endpoint === "small" ? UPLOAD_LIMITS.smallEndpointMaxBytes : largestAllowed;
    let received;
    try {
      received = await receiveUpload(request, maxBytes);
    } catch (error) {
      if (endpoint === "small" && isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") {
        return sendWrongEndpoint(reply, endpoint);
      }
      if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") throw fileTooLarge(maxBytes);
      throw error;
    }
    try {
      return await answerUpload(actor, endpoint, received, reply);
    } finally {
      await received.discard();
    }
  }

  async function answerUpload(
    actor: Actor,
    endpoint: Endpoint,
    received: ReceivedUpload,
    reply: FastifyReply,
  ) {
    if (!received.file) throw new AppError("VALIDATION_FAILED", "No file was sent.");
    if (endpoint === "large" && received.file.size <= UPLOAD_LIMITS.smallEndpointMaxBytes) {
      return sendWrongEndpoint(reply, endpoint);
    }
    const fields = uploadFieldsSchema.safeParse(received.fields);
    if (!fields.success) {
      throw new AppError("VALIDATION_FAILED", "The upload's fields are not valid.", {
        issues: fields.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      });
    }
    const response = await uploadDocument(deps, actor, fields.data, received.file);
    return reply.send(uploadResponseSchema.parse(response));
  }

  return async (app) => {
    app.post(
      "/api/check-duplicate",
      {
        schema: {
          tags: ["documents"],
          body: checkDuplicateRequestSchema,
          response: { 200: checkDuplicateResponseSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return checkDuplicate(deps.database.db, actor, request.body);
      },
    );

    for (const [path, endpoint] of [
      ["/api/simple-upload", "small"],
      ["/api/simple-upload-large", "large"],
    ] as const) {
      app.post(
        path,
        { schema: { tags: ["documents"], consumes: ["multipart/form-data"] } },
        async (request, reply) => {
          const actor = await requireActor(auth, request);
          return handleUpload(actor, endpoint, request, reply);
        },
      );
    }
  };
}
