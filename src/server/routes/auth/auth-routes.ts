import type { FastifyPluginAsync } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Auth } from "../../auth/create-auth.ts";
import {
  LIMITED_AUTH_PATHS,
  limitAuthAttempt,
  type AuthRateLimits,
} from "../../auth/auth-rate-limit.ts";
import type { Db } from "../../db/client.ts";

/** better-auth's standard routes under /api/auth/*, behind our rate limit. */
export function authRoutes(auth: Auth, db: Db, limits: AuthRateLimits): FastifyPluginAsync {
  return async (app) => {
    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      async handler(request, reply) {
        const pathname = request.url.split("?")[0] ?? "";
        if (request.method === "POST" && LIMITED_AUTH_PATHS.has(pathname)) {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          await limitAuthAttempt(
            db,
            limits,
            request.ip,
            typeof email === "string" ? email : undefined,
          );
        }
        const url = new URL(request.url, `${request.protocol}://${request.headers.host}`);
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: fromNodeHeaders(request.headers),
            ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
          }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          if (key !== "set-cookie") reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header("set-cookie", cookies);
        return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
      },
    });
  };
}
