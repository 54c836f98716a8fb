import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  reminderListQuerySchema,
  reminderListSchema,
  reminderPreferencesQuerySchema,
  reminderPreferencesSchema,
  updateReminderPreferencesSchema,
} from "../../../contracts/reminders.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { getReminderPreferences } from "../../domain/reminders/get-reminder-preferences.ts";
import { listReminders } from "../../domain/reminders/list-reminders.ts";
import { updateReminderPreferences } from "../../domain/reminders/update-reminder-preferences.ts";

/** The dashboards' coming dates and each member's own choice of reminder mails (issue 24). */
export function reminderRoutes(
  auth: Auth,
  db: Db,
  clock: () => Date = () => new Date(),
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/reminders",
      {
        schema: {
          tags: ["reminders"],
          querystring: reminderListQuerySchema,
          response: { 200: reminderListSchema },
        },
      },
      async (request) =>
        listReminders(
          db,
          await requireActor(auth, request),
          request.query.organizationId,
          request.query.vertical,
          clock(),
        ),
    );

    app.get(
      "/api/reminders/preferences",
      {
        schema: {
          tags: ["reminders"],
          querystring: reminderPreferencesQuerySchema,
          response: { 200: reminderPreferencesSchema },
        },
      },
      async (request) =>
        getReminderPreferences(db, await requireActor(auth, request), request.query.organizationId),
    );

    app.patch(
      "/api/reminders/preferences",
      {
        schema: {
          tags: ["reminders"],
          body: updateReminderPreferencesSchema,
          response: { 200: reminderPreferencesSchema },
        },
      },
      async (request) =>
        updateReminderPreferences(db, await requireActor(auth, request), request.body),
    );
  };
}
