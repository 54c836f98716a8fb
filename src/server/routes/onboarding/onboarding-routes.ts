import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  completeOnboardingSchema,
  onboardingResultSchema,
  onboardingStatusSchema,
} from "../../../contracts/onboarding.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { completeOnboarding } from "../../domain/onboarding/complete-onboarding.ts";
import { getOnboardingStatus } from "../../domain/onboarding/get-onboarding-status.ts";

export function onboardingRoutes(
  auth: Auth,
  db: Db,
  adminEmail: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/onboarding",
      { schema: { tags: ["onboarding"], response: { 200: onboardingStatusSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return getOnboardingStatus(db, actor, adminEmail);
      },
    );

    app.post(
      "/api/onboarding/complete",
      {
        schema: {
          tags: ["onboarding"],
          body: completeOnboardingSchema,
          response: { 200: onboardingResultSchema },
        },
      },
      async (request) => {
        const actor = await requireActor(auth, request);
        return completeOnboarding(db, actor, request.body);
      },
    );
  };
}
