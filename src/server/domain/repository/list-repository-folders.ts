import { and, asc, count, eq, getTableColumns, sql } from "drizzle-orm";
import type { RepositoryFolderList } from "../../../contracts/repository.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { documents } from "../../db/schema/documents.ts";
import { repositoryFolders } from "../../db/schema/repository.ts";
import { readableDocuments, verticalAccess } from "../../policies/vertical-access.ts";
import { presentFolder } from "./present-repository-folder.ts";

/**
 * The organization's repository folders by name, each with how many documents it holds that the
 * caller reads.
 */
export async function listRepositoryFolders(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<RepositoryFolderList> {
  const access = await verticalAccess(db, actor, organizationId);
  const rows = await db
    .select({ ...getTableColumns(repositoryFolders), documentCount: count(documents.id) })
    .from(repositoryFolders)
    .leftJoin(
      documents,
      and(eq(documents.repositoryFolderId, repositoryFolders.id), readableDocuments(access)),
    )
    .where(eq(repositoryFolders.organizationId, organizationId))
    .groupBy(repositoryFolders.id)
    .orderBy(asc(sql`lower(${repositoryFolders.name})`), asc(repositoryFolders.id));
  return {
    folders: rows.map(({ documentCount, ...row }) => presentFolder(row, documentCount)),
  };
}
