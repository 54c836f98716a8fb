import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import type { Metrics } from "../../metrics/metrics.ts";

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus scrapes /metrics (its default path, outside /api). With METRICS_TOKEN set only a
 * scraper sending it as a bearer token gets an answer; without it the figures are open, which
 * the production guide warns about (they hold no tenant's data, only load).
 */
export function metricsRoutes(metrics: Metrics, token: string | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/metrics",
      { schema: { tags: ["system"], summary: "Requests, jobs and queue depth (Prometheus text)" } },
      async (request, reply) => {
        if (token) {
          const header = request.headers.authorization ?? "";
          const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
          if (!sameSecret(given, token)) {
            reply.header("www-authenticate", 'Bearer realm="metrics"');
            throw new AppError("UNAUTHENTICATED", "A metrics token is required");
          }
        }
        const { contentType, body } = await metrics.render();
        reply.header("cache-control", "no-store");
        return reply.type(contentType).send(body);
      },
    );
  };
}
