import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  // JSON bodies are bounded by the body limit; the depth bound keeps a crafted one cheap.
  if (depth > 32 || value === null || typeof value !== "object") return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes("\u0000") || holdsNul(item, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold U+0000: a query or body carrying one failed deep in a query as a
 * server error. No person types it, so any request with one, wherever it sits, is refused
 * before a route sees it.
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  if (request.url.includes("%00") || holdsNul(request.query) || holdsNul(request.body)) {
    throw new AppError("VALIDATION_FAILED", "The request holds a NUL character (U+0000)");
  }
}
