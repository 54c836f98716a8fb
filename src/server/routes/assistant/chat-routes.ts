import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { chatRequestSchema, type StreamEvent } from "../../../contracts/assistant.ts";
import type { UserRateLimits } from "../../../contracts/limits.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { streamAnswer, type ModelPlanner } from "../../domain/assistant/stream-answer.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { requireWithinLimit } from "../../policies/rate-limit.ts";

/**
 * `POST /api/chat-stream` (spec §7): server-sent events, `data: {json}` lines. Closing the
 * request stops the answer on the server.
 */
export function chatRoutes(
  auth: Auth,
  db: Db,
  options: { model: ModelPlanner | null; logger: Logger; limits: UserRateLimits },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/chat-stream",
      { schema: { tags: ["assistant"], body: chatRequestSchema } },
      async (request, reply) => {
        const actor = await requireActor(auth, request);
        await requireWithinLimit(db, `chat:${actor.userId}`, options.limits.chat);
        const organizationId = request.body.organizationId ?? actor.activeOrganizationId;
        if (!organizationId) {
          throw new AppError("VALIDATION_FAILED", "Choose an organization to ask about.");
        }
        await requireMembership(db, actor.userId, organizationId);

        const controller = new AbortController();
        request.raw.on("close", () => controller.abort());
        reply.hijack();
        reply.raw.writeHead(200, {
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        const emit = (event: StreamEvent) => {
          if (!controller.signal.aborted) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`);
        };
        try {
          await streamAnswer(
            db,
            actor,
            { ...request.body, organizationId },
            { model: options.model, emit, signal: controller.signal },
          );
        } catch (error) {
          if (!controller.signal.aborted) {
            options.logger.error({ err: error }, "the assistant could not answer");
            emit({ type: "error", error: "An error occurred in the stream." });
            emit({ type: "done", data: { documentIds: [] } });
          }
        } finally {
          reply.raw.end();
        }
      },
    );
  };
}
