import { z } from "zod";

/**
 * The repository (spec §1 "uploads can go to a repository folder"; §7 `isRepository`,
 * `repositoryFolderId`): an organization's reference documents kept apart from its working
 * ones, in flat named folders (decision 0013).
 */
export const repositoryFolderSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  document_count: z.number().int(),
  created_at: z.string(),
});
export type RepositoryFolder = z.infer<typeof repositoryFolderSchema>;

export const repositoryFolderListQuerySchema = z.object({ organizationId: z.string().min(1) });

/** `GET /api/repository-folders`: the organization's folders, by name. */
export const repositoryFolderListSchema = z.object({ folders: z.array(repositoryFolderSchema) });
export type RepositoryFolderList = z.infer<typeof repositoryFolderListSchema>;

/** `POST /api/repository-folders`; names are unique in an organization, whatever their case. */
export const createRepositoryFolderRequestSchema = z.object({
  organizationId: z.string().min(1),
  name: z.string().trim().min(1).max(120),
});
export type CreateRepositoryFolderRequest = z.infer<typeof createRepositoryFolderRequestSchema>;
