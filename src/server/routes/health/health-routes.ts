import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../contracts/health.ts";
import { checkHealth, type HealthProbes } from "../../domain/health/check-health.ts";

export function healthRoutes(probes: HealthProbes): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        schema: {
          tags: ["system"],
          summary: "Whether the database, file storage and job queue answer",
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_request, reply) => {
        const health = await checkHealth(probes);
        reply.header("cache-control", "no-store");
        return reply.code(health.status === "ok" ? 200 : 503).send(health);
      },
    );
  };
}
