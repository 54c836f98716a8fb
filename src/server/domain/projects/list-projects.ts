import { and, asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { ProjectList } from "../../../contracts/projects.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { projects } from "../../db/schema/projects.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { presentProject } from "./present-project.ts";

/** The organization's projects by name, each with how many documents it holds that the caller reads. */
export async function listProjects(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<ProjectList> {
  const access = await verticalAccess(db, actor, organizationId);
  const rows = await db
    .select({ ...getTableColumns(projects), documentCount: count(documents.id) })
    .from(projects)
    .leftJoin(documents, and(eq(documents.projectId, projects.id), readableDocuments(access)))
    .where(eq(projects.organizationId, organizationId))
    .groupBy(projects.id)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id));
  return { projects: rows.map(({ documentCount, ...row }) => presentProject(row, documentCount)) };
}
