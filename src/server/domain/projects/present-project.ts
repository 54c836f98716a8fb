import type { Project } from "../../../contracts/projects.ts";
import type { ProjectRow } from "./find-project.ts";

export function presentProject(row: ProjectRow, documentCount: number): Project {
  return {
    id: row.id,
    organization_id: row.organizationId,
    name: row.name,
    document_count: documentCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
