import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { repositoryFolders } from "../../db/schema/repository.ts";
import { AppError } from "../../errors.ts";

export type RepositoryFolderRow = typeof repositoryFolders.$inferSelect;

/** The organization's folder, or NOT_FOUND: another organization's folder is no folder here. */
export async function requireRepositoryFolderIn(
  db: Pick<Db, "select">,
  organizationId: string,
  folderId: string,
): Promise<RepositoryFolderRow> {
  const [row] = await db
    .select()
    .from(repositoryFolders)
    .where(
      and(eq(repositoryFolders.id, folderId), eq(repositoryFolders.organizationId, organizationId)),
    )
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Not found");
  return row;
}
