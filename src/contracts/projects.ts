import { z } from "zod";

/** A project groups an organization's documents (spec §1); a document is in at most one. */
export const projectSchema = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  document_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

const projectNameSchema = z.string().trim().min(1).max(120);

export const projectListQuerySchema = z.object({ organizationId: z.string().min(1) });

/** `GET /api/projects`: every project of the organization, by name. */
export const projectListSchema = z.object({ projects: z.array(projectSchema) });
export type ProjectList = z.infer<typeof projectListSchema>;

/** `POST /api/projects`; names are unique in an organization, whatever their case (CONFLICT). */
export const createProjectRequestSchema = z.object({
  organizationId: z.string().min(1),
  name: projectNameSchema,
});
export type CreateProjectRequest = z.infer<typeof createProjectRequestSchema>;

/** `PATCH /api/projects/{id}`. `DELETE /api/projects/{id}` moves its documents out of it. */
export const renameProjectRequestSchema = z.object({ name: projectNameSchema });
