import { count, eq } from "drizzle-orm";
import { DOCUMENT_EXPLORER } from "../../../contracts/limits.ts";
import type { CreateProjectRequest, Project } from "../../../contracts/projects.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { projects } from "../../db/schema/projects.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { presentProject } from "./present-project.ts";

export const duplicateProjectName = () =>
  new AppError("CONFLICT", "A project with this name already exists.", { field: "name" });

/** A new, empty project; any member may organize documents (spec §6 does not restrict it). */
export async function createProject(
  db: Db,
  actor: Actor,
  request: CreateProjectRequest,
): Promise<Project> {
  await requireMembership(db, actor.userId, request.organizationId);
  const [existing] = await db
    .select({ value: count() })
    .from(projects)
    .where(eq(projects.organizationId, request.organizationId));
  if ((existing?.value ?? 0) >= DOCUMENT_EXPLORER.maxProjectsPerOrganization) {
    throw new AppError("CONFLICT", "This organization has as many projects as it can hold.", {
      limit: DOCUMENT_EXPLORER.maxProjectsPerOrganization,
    });
  }
  // The unique index on the lower-cased name decides between two people creating at once.
  const [row] = await db
    .insert(projects)
    .values({ organizationId: request.organizationId, name: request.name, createdBy: actor.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateProjectName();
  return presentProject(row, 0);
}
