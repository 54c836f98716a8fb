import type { FastifyRequest } from "fastify";
import { trustedOrigins } from "./auth/create-auth.ts";
import { AppError } from "./errors.ts";

/**
 * Route patterns that take state-changing requests from other sites. better-auth checks the
 * origin of its own (against the same trusted origins); Stripe's webhook proves itself by its
 * signature instead.
 */
export const CROSS_SITE_WRITE_ROUTES: readonly string[] = ["/api/auth/*", "/api/stripe/webhook"];

const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
}

/**
 * A browser names the page a request comes from (Origin, or at least Referer) and whether it
 * is another site's (Sec-Fetch-Site); a page elsewhere must not change anything with the
 * visitor's session cookie (CSRF). Requests naming no page (server to server, bearer-token
 * clients) carry no one's cookie by accident and pass.
 */
export function refuseCrossSiteWrites(publicUrl: string) {
  const trusted = new Set(trustedOrigins(publicUrl));
  return async (request: FastifyRequest) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    // The matched route, not the URL as spelt: `/api/x/../auth/…` is not an auth route here.
    const route = request.routeOptions.url;
    if (route === undefined || CROSS_SITE_WRITE_ROUTES.includes(route)) return;
    const { origin, referer, cookie } = request.headers;
    const page = origin ?? (referer === undefined ? undefined : originOf(referer));
    const fromElsewhere =
      (page !== undefined && !trusted.has(page)) ||
      (cookie !== undefined && request.headers["sec-fetch-site"] === "cross-site");
    if (fromElsewhere) {
      throw new AppError(
        "FORBIDDEN",
        "This request came from another site; changes are accepted only from berkas's own pages.",
      );
    }
  };
}
