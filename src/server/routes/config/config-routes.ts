import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const publicConfigSchema = z.object({ googleSignIn: z.boolean() });

/** What the sign-in page may offer; nothing secret. */
export function configRoutes(config: z.infer<typeof publicConfigSchema>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/config",
      { schema: { tags: ["system"], response: { 200: publicConfigSchema } } },
      async () => config,
    );
  };
}
