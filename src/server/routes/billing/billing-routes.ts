import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  billingPortalBodySchema,
  billingPortalSessionSchema,
  billingQuerySchema,
  billingSummarySchema,
  stripeSyncBodySchema,
} from "../../../contracts/billing.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Database } from "../../db/client.ts";
import { getBillingSummary } from "../../domain/billing/get-billing-summary.ts";
import { handleStripeWebhook } from "../../domain/billing/handle-stripe-webhook.ts";
import { openBillingPortal } from "../../domain/billing/open-billing-portal.ts";
import { syncStripeSubscription } from "../../domain/billing/sync-stripe-subscription.ts";
import { AppError } from "../../errors.ts";
import type { Billing } from "../../providers/stripe/stripe-billing.ts";

export const STRIPE_WEBHOOK_PATH = "/api/stripe/webhook";

/** Plans, trial and usage (issue 20); `billing` is null on a server without Stripe settings. */
export function billingRoutes(
  auth: Auth,
  database: Database,
  billing: Billing | null,
  publicUrl: string,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/billing",
      {
        schema: {
          tags: ["billing"],
          querystring: billingQuerySchema,
          response: { 200: billingSummarySchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getBillingSummary(database.db, billing, actor, request.query.organizationId);
      },
    );

    app.post(
      "/api/stripe/sync",
      {
        schema: {
          tags: ["billing"],
          body: stripeSyncBodySchema,
          response: { 200: billingSummarySchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return syncStripeSubscription(database, billing, actor, request.body.subscriptionId);
      },
    );

    app.post(
      "/api/billing/portal",
      {
        schema: {
          tags: ["billing"],
          body: billingPortalBodySchema,
          response: { 200: billingPortalSessionSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return openBillingPortal(
          database.db,
          billing,
          publicUrl,
          actor,
          request.body.organizationId,
        );
      },
    );

    // The signature covers the exact bytes Stripe sent: in its own scope, JSON stays unparsed.
    await app.register(async (webhook) => {
      webhook.addContentTypeParser(
        "application/json",
        { parseAs: "buffer" },
        (_request, body, done) => done(null, body),
      );
      webhook.post(
        STRIPE_WEBHOOK_PATH,
        {
          schema: {
            tags: ["billing"],
            response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
          },
        },
        async (request) => {
          if (!billing) throw new AppError("NOT_FOUND", "Not found");
          if (!Buffer.isBuffer(request.body)) {
            throw new AppError("VALIDATION_FAILED", "The webhook body must be JSON.");
          }
          const signature = request.headers["stripe-signature"];
          return handleStripeWebhook(
            database,
            billing,
            request.body,
            typeof signature === "string" ? signature : undefined,
          );
        },
      );
    });
  };
}
