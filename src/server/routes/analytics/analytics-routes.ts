import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  extractionMetricsQuerySchema,
  extractionMetricsSchema,
} from "../../../contracts/analytics.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { getExtractionMetrics } from "../../domain/analytics/get-extraction-metrics.ts";

export function analyticsRoutes(
  auth: Auth,
  db: Db,
  adminEmail: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/analytics/extraction-metrics",
      {
        schema: {
          tags: ["analytics"],
          querystring: extractionMetricsQuerySchema,
          response: { 200: extractionMetricsSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getExtractionMetrics(db, actor, adminEmail, {
          days: request.query.timeframe,
          includeVerticals: request.query.include_verticals === "true",
          organizationId: request.query.organizationId,
        });
      },
    );
  };
}
