import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { healthSchema } from "../../../contracts/health.ts";
import { livenessSchema, readinessSchema } from "../../../contracts/operations.ts";
import { checkHealth, type HealthProbes } from "../../domain/health/check-health.ts";
import { checkReadiness, type ReadinessProbes } from "../../domain/health/check-readiness.ts";

export function healthRoutes(
  probes: HealthProbes,
  readinessProbes: ReadinessProbes,
): FastifyPluginAsyncZod {
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

    app.get(
      "/api/health/live",
      {
        schema: {
          tags: ["system"],
          summary: "The process is up and answering (a liveness probe; touches nothing else)",
          response: { 200: livenessSchema },
        },
      },
      async (_request, reply) => {
        reply.header("cache-control", "no-store");
        return { status: "ok" as const };
      },
    );

    app.get(
      "/api/health/ready",
      {
        schema: {
          tags: ["system"],
          summary:
            "Whether this process should get traffic: database reachable, migrations applied, job queue running, not stopping",
          response: { 200: readinessSchema, 503: readinessSchema },
        },
      },
      async (_request, reply) => {
        const readiness = await checkReadiness(readinessProbes);
        reply.header("cache-control", "no-store");
        return reply.code(readiness.status === "ready" ? 200 : 503).send(readiness);
      },
    );
  };
}
