import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Project } from "../../../contracts/projects.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { projects } from "../../db/schema/projects.ts";
import { duplicateProjectName } from "./create-project.ts";
import { requireProject } from "./find-project.ts";
import { presentProject } from "./present-project.ts";

export async function renameProject(
  db: Db,
  actor: Actor,
  projectId: string,
  name: string,
): Promise<Project> {
  const project = await requireProject(db, actor, projectId);
  const renamed = await db.transaction(async (tx) => {
    // Another project of the organization already called this; the unique index backs it up.
    const [taken] = await tx
      .select({ id: projects.id })
      .from(projects)
      .where(
        and(
          eq(projects.organizationId, project.organizationId),
          eq(sql`lower(${projects.name})`, name.toLowerCase()),
          ne(projects.id, projectId),
        ),
      )
      .limit(1);
    if (taken) throw duplicateProjectName();
    const [row] = await tx
      .update(projects)
      .set({ name, updatedAt: new Date() })
      .where(eq(projects.id, projectId))
      .returning();
    return row ?? project;
  });
  const [held] = await db
    .select({ value: count() })
    .from(documents)
    .where(eq(documents.projectId, projectId));
  return presentProject(renamed, held?.value ?? 0);
}
