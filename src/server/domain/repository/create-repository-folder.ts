import { count, eq } from "drizzle-orm";
import { DOCUMENT_EXPLORER } from "../../../contracts/limits.ts";
import type {
  CreateRepositoryFolderRequest,
  RepositoryFolder,
} from "../../../contracts/repository.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { repositoryFolders } from "../../db/schema/repository.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import { presentFolder } from "./present-repository-folder.ts";

/** A new, empty folder; any member may file reference documents, as with projects. */
export async function createRepositoryFolder(
  db: Db,
  actor: Actor,
  request: CreateRepositoryFolderRequest,
): Promise<RepositoryFolder> {
  await requireMembership(db, actor.userId, request.organizationId);
  const [existing] = await db
    .select({ value: count() })
    .from(repositoryFolders)
    .where(eq(repositoryFolders.organizationId, request.organizationId));
  if ((existing?.value ?? 0) >= DOCUMENT_EXPLORER.maxRepositoryFoldersPerOrganization) {
    throw new AppError("CONFLICT", "This organization has as many folders as it can hold.", {
      limit: DOCUMENT_EXPLORER.maxRepositoryFoldersPerOrganization,
    });
  }
  // The unique index on the lower-cased name decides between two people creating at once.
  const [row] = await db
    .insert(repositoryFolders)
    .values({ organizationId: request.organizationId, name: request.name, createdBy: actor.userId })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError("CONFLICT", "A folder with this name already exists.", { field: "name" });
  }
  return presentFolder(row, 0);
}
