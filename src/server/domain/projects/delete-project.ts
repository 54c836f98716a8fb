import { eq } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { projects } from "../../db/schema/projects.ts";
import { requireProject } from "./find-project.ts";

/**
 * Deletes the project, never its documents: the foreign key sets their `project_id` to null in
 * the same statement, so they are back among the documents outside any project.
 */
export async function deleteProject(db: Db, actor: Actor, projectId: string): Promise<void> {
  await requireProject(db, actor, projectId);
  await db.delete(projects).where(eq(projects.id, projectId));
}
