import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminOrganizationsQuerySchema,
  adminOrganizationsSchema,
  extractionMetricsQuerySchema,
  extractionMetricsSchema,
  organizationAnalyticsQuerySchema,
  organizationAnalyticsSchema,
  pageViewRecordedSchema,
  pageViewSchema,
  trialConversionQuerySchema,
  trialConversionSchema,
  userEngagementQuerySchema,
  userEngagementSchema,
} from "../../../contracts/analytics.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { getExtractionMetrics } from "../../domain/analytics/get-extraction-metrics.ts";
import { getOrganizationAnalytics } from "../../domain/analytics/get-organization-analytics.ts";
import { getTrialConversion } from "../../domain/analytics/get-trial-conversion.ts";
import { getUserEngagement } from "../../domain/analytics/get-user-engagement.ts";
import { listOrganizationSummaries } from "../../domain/analytics/list-organization-summaries.ts";
import { recordPageView } from "../../domain/analytics/record-page-view.ts";

/** Spec §7's three analytics calls and the admin's organization list (admins only), page
 *  views (anyone signed in, about themselves) and an organization's own figures. */
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

    app.get(
      "/api/analytics/trial-conversion",
      {
        schema: {
          tags: ["analytics"],
          querystring: trialConversionQuerySchema,
          response: { 200: trialConversionSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getTrialConversion(db, actor, adminEmail, {
          days: request.query.timeframe,
          includeVerticals: request.query.include_verticals === "true",
        });
      },
    );

    app.get(
      "/api/analytics/user-engagement",
      {
        schema: {
          tags: ["analytics"],
          querystring: userEngagementQuerySchema,
          response: { 200: userEngagementSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getUserEngagement(db, actor, adminEmail, {
          weeks: request.query.weeks,
          includeVerticals: request.query.include_verticals === "true",
        });
      },
    );

    app.post(
      "/api/analytics/page-views",
      {
        schema: {
          tags: ["analytics"],
          body: pageViewSchema,
          response: { 200: pageViewRecordedSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        await recordPageView(db, actor, request.body);
        return { recorded: true as const };
      },
    );

    app.get(
      "/api/analytics/organization",
      {
        schema: {
          tags: ["analytics"],
          querystring: organizationAnalyticsQuerySchema,
          response: { 200: organizationAnalyticsSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getOrganizationAnalytics(db, actor, {
          organizationId: request.query.organizationId,
          days: request.query.timeframe,
        });
      },
    );

    app.get(
      "/api/admin/organizations",
      {
        schema: {
          tags: ["analytics"],
          querystring: adminOrganizationsQuerySchema,
          response: { 200: adminOrganizationsSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return listOrganizationSummaries(db, actor, adminEmail, { offset: request.query.offset });
      },
    );
  };
}
