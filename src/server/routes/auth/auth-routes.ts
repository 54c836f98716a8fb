import type { FastifyPluginAsync } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { Auth } from "../../auth/create-auth.ts";
import {
  LIMITED_AUTH_PATHS,
  limitAuthAttempt,
  type AuthRateLimits,
} from "../../auth/auth-rate-limit.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";

/**
 * The path better-auth will route, when that is exactly the path received; undefined for any
 * other spelling. Its router reads the WHATWG-normalised path (`.` and `..` segments, `%2e`,
 * backslashes and tabs resolved or dropped) and refuses `//` and a trailing slash; the rate
 * limit must count what it routes, so only a path those rules leave unchanged goes on.
 */
export function canonicalAuthPath(rawUrl: string): string | undefined {
  const rawPath = rawUrl.split("?")[0] ?? "";
  let routed: string;
  try {
    routed = new URL(rawUrl, "http://berkas.invalid").pathname;
  } catch {
    return undefined;
  }
  const canonical = routed === rawPath && !rawPath.includes("//") && !rawPath.endsWith("/");
  return canonical ? rawPath : undefined;
}

/** better-auth's standard routes under /api/auth/*, behind our rate limit. */
export function authRoutes(auth: Auth, db: Db, limits: AuthRateLimits): FastifyPluginAsync {
  // Links and redirects come from the configured public URL, never from Host or X-Forwarded-*.
  const publicOrigin = new URL(auth.options.baseURL).origin;
  return async (app) => {
    app.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      schema: { hide: true },
      async handler(request, reply) {
        const pathname = canonicalAuthPath(request.url);
        if (!pathname) throw new AppError("NOT_FOUND", "Not found");
        if (request.method === "POST" && LIMITED_AUTH_PATHS.has(pathname)) {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          await limitAuthAttempt(
            db,
            limits,
            request.ip,
            typeof email === "string" ? email : undefined,
          );
        }
        const headers = fromNodeHeaders(request.headers);
        // better-auth records a session's address from X-Forwarded-For: the address we trust.
        for (const name of ["forwarded", "x-forwarded-host", "x-forwarded-proto"]) {
          headers.delete(name);
        }
        headers.set("x-forwarded-for", request.ip);
        const response = await auth.handler(
          new Request(new URL(request.url, publicOrigin), {
            method: request.method,
            headers,
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
