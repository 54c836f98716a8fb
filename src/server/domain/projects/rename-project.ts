import { and, count, eq } from "drizzle-orm";
import type { Project } from "../../../contracts/projects.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { projects } from "../../db/schema/projects.ts";
import { AppError } from "../../errors.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { duplicateProjectName } from "./create-project.ts";
import { requireProject } from "./find-project.ts";
import { presentProject } from "./present-project.ts";

/** PostgreSQL's unique_violation, as the driver reports it (possibly wrapped by drizzle). */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === "23505" || cause?.code === "23505";
}

export async function renameProject(
  db: Db,
  actor: Actor,
  projectId: string,
  name: string,
): Promise<Project> {
  const project = await requireProject(db, actor, projectId);
  // The unique index on the lower-cased name decides, also between two renames at once.
  const [renamed] = await db
    .update(projects)
    .set({ name, updatedAt: new Date() })
    .where(eq(projects.id, projectId))
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? duplicateProjectName() : error;
    });
  // Deleted by someone else in the meantime.
  if (!renamed) throw new AppError("NOT_FOUND", "Not found");
  const access = await verticalAccess(db, actor, project.organizationId);
  const [held] = await db
    .select({ value: count() })
    .from(documents)
    .where(and(readableDocuments(access), eq(documents.projectId, projectId)));
  return presentProject(renamed, held?.value ?? 0);
}
