import type { RepositoryFolder } from "../../../contracts/repository.ts";
import type { RepositoryFolderRow } from "./find-repository-folder.ts";

export function presentFolder(row: RepositoryFolderRow, documentCount: number): RepositoryFolder {
  return {
    id: row.id,
    organization_id: row.organizationId,
    name: row.name,
    document_count: documentCount,
    created_at: row.createdAt.toISOString(),
  };
}
