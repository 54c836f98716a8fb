import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { AppError } from "../errors.ts";
import type { Auth } from "./create-auth.ts";

/** Who is calling: passed explicitly to every domain function. */
export interface Actor {
  userId: string;
  email: string;
  name: string;
  sessionToken: string;
  activeOrganizationId: string | null;
}

/** The signed-in caller (session cookie or bearer token), or UNAUTHENTICATED. */
export async function requireActor(auth: Auth, request: FastifyRequest): Promise<Actor> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
  return {
    userId: found.user.id,
    email: found.user.email,
    name: found.user.name,
    sessionToken: found.session.token,
    activeOrganizationId:
      (found.session as { activeOrganizationId?: string | null }).activeOrganizationId ?? null,
  };
}
