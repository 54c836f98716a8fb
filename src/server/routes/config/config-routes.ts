import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicConfigSchema, type PublicConfig } from "../../../contracts/config.ts";

export function configRoutes(config: PublicConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/config",
      { schema: { tags: ["system"], response: { 200: publicConfigSchema } } },
      async () => config,
    );
  };
}
