import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminCheckSchema,
  languagePreferenceSchema,
  saveLanguagePreferenceSchema,
} from "../../../contracts/me.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { checkAdmin } from "../../domain/accounts/check-admin.ts";
import {
  getLanguagePreference,
  saveLanguagePreference,
} from "../../domain/accounts/language-preference.ts";

export function meRoutes(
  auth: Auth,
  db: Db,
  adminEmail: string | undefined,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/me/preferences",
      { schema: { tags: ["me"], response: { 200: languagePreferenceSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return { preferredLanguage: await getLanguagePreference(db, actor) };
      },
    );

    app.put(
      "/api/me/preferences",
      { schema: { tags: ["me"], body: saveLanguagePreferenceSchema } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return saveLanguagePreference(db, actor, request.body.preferredLanguage);
      },
    );

    app.get(
      "/api/admin/check",
      { schema: { tags: ["me"], response: { 200: adminCheckSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return checkAdmin(db, actor, adminEmail);
      },
    );
  };
}
