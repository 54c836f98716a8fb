import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  contactMessageSchema,
  demoBookingListSchema,
  demoBookingSchema,
  formReceivedSchema,
} from "../../../contracts/public-site.ts";
import { requireActor } from "../../auth/actor.ts";
import type { Auth } from "../../auth/create-auth.ts";
import type { Db } from "../../db/client.ts";
import { bookDemo } from "../../domain/site/book-demo.ts";
import { listSiteInbox } from "../../domain/site/list-site-inbox.ts";
import { sendContactMessage } from "../../domain/site/send-contact-message.ts";
import type { SupportMail } from "../../domain/site/support-mail.ts";
import { robotsTxt, sitemapXml } from "../../public-site/render-public-page.ts";
import { publicPages } from "../../../contracts/public-site.ts";

/** The public site's forms (anonymous, limited per address) and their list for admins. */
export function siteRoutes(
  auth: Auth,
  db: Db,
  support: SupportMail,
  options: { adminEmail: string | undefined; publicUrl: string },
): FastifyPluginAsyncZod {
  const sitemap = sitemapXml(publicPages(), options.publicUrl);
  const robots = robotsTxt(options.publicUrl);
  return async (app) => {
    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("application/xml; charset=utf-8").send(sitemap),
    );
    app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").send(robots),
    );

    app.post(
      "/api/site/contact",
      {
        schema: {
          tags: ["site"],
          body: contactMessageSchema,
          response: { 200: formReceivedSchema },
        },
      },
      async (request) => {
        await sendContactMessage(db, support, request.ip, request.body);
        return { received: true as const };
      },
    );

    app.post(
      "/api/site/demo-bookings",
      {
        schema: {
          tags: ["site"],
          body: demoBookingSchema,
          response: { 200: formReceivedSchema },
        },
      },
      async (request) => {
        await bookDemo(db, support, request.ip, request.body);
        return { received: true as const };
      },
    );

    app.get(
      "/api/admin/site-inbox",
      { schema: { tags: ["site"], response: { 200: demoBookingListSchema } } },
      async (request) => {
        const actor = await requireActor(auth, request);
        return listSiteInbox(db, actor, options.adminEmail);
      },
    );
  };
}
