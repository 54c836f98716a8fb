import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import archiver from "archiver";
import { asc, eq, getTableColumns } from "drizzle-orm";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { member, organization, user } from "../../db/schema/auth.ts";
import { auditLog } from "../../db/schema/audit.ts";
import { documents } from "../../db/schema/documents.ts";
import { projects } from "../../db/schema/projects.ts";
import { AppError } from "../../errors.ts";
import { requireMembership } from "../../policies/membership.ts";
import type { BlobStore } from "../../providers/storage/blob-store.ts";
import { visibleFileName } from "../documents/present-document.ts";

/** Documents (with their full text) read per query: what sits in memory at once. */
const ARCHIVE_PAGE_SIZE = 50;
const AUDIT_PAGE_SIZE = 1_000;

/** Every stored column but the search index's vectors, which are derived from the text. */
const DOCUMENT_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(documents)).filter(
    ([name]) => name !== "searchVector" && name !== "rankVector",
  ),
) as Omit<ReturnType<typeof getTableColumns<typeof documents>>, "searchVector" | "rankVector">;

export interface OrganizationArchive {
  filename: string;
  body: Readable;
}

const README = `This archive holds everything berkas keeps for one organization (UU PDP access right):
- organization.json: the organization, its settings and its members (name, e-mail, role, joined)
- documents.jsonl: one line per document: every stored field, the extraction and the read text
- originals/: each document's original file, named <document id>-<file name>
- manifest.json: each original's SHA-256 and place in the archive, or that it is missing
- projects.json: the organization's projects
- audit-log.jsonl: the audit log, oldest first
Integration tokens and billing identifiers are not included: they are credentials, not data.
`;

/**
 * The Owner's download of all of the organization's documents and data, written as a ZIP stream
 * a page at a time, so memory holds one page whatever the organization's size. Only the Owner:
 * it holds every vertical, every member's address and the whole audit log.
 */
export async function exportOrganizationArchive(
  deps: { db: Db; blobStore: BlobStore },
  actor: Actor,
  organizationId: string,
  log: (error: unknown) => void,
): Promise<OrganizationArchive> {
  const { db } = deps;
  const { role } = await requireMembership(db, actor.userId, organizationId);
  if (role !== "level_5") {
    throw new AppError("FORBIDDEN", "Only the organization's Owner can export all its data.");
  }
  const [found] = await db.select().from(organization).where(eq(organization.id, organizationId));
  if (!found) throw new AppError("NOT_FOUND", "Not found");

  const body = new PassThrough();
  writeArchive(deps, found, body).catch((error: unknown) => {
    log(error);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `berkas-archive_${organizationId}_${day}.zip`, body };
}

async function writeArchive(
  deps: { db: Db; blobStore: BlobStore },
  org: typeof organization.$inferSelect,
  out: PassThrough,
): Promise<void> {
  const { db, blobStore } = deps;
  const archive = archiver("zip", { zlib: { level: 6 } });
  const failed = new Promise<never>((_, reject) => archive.once("error", reject));
  failed.catch(() => undefined);
  archive.pipe(out);
  const add = async (content: Readable | string, name: string) => {
    const added = once(archive, "entry");
    archive.append(content, { name });
    await Promise.race([added, failed]);
  };

  await add(README, "README.txt");
  const members = await db
    .select({ name: user.name, email: user.email, role: member.role, joinedAt: member.createdAt })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, org.id))
    .orderBy(asc(member.createdAt));
  await add(JSON.stringify({ organization: org, members }, null, 2), "organization.json");
  const projectRows = await db
    .select()
    .from(projects)
    .where(eq(projects.organizationId, org.id))
    .orderBy(asc(projects.createdAt));
  await add(JSON.stringify(projectRows, null, 2), "projects.json");

  const documentPages = async function* () {
    for (let offset = 0; ; offset += ARCHIVE_PAGE_SIZE) {
      const rows = await db
        .select(DOCUMENT_COLUMNS)
        .from(documents)
        .where(eq(documents.organizationId, org.id))
        .orderBy(asc(documents.uploadedAt), asc(documents.id))
        .limit(ARCHIVE_PAGE_SIZE)
        .offset(offset);
      if (rows.length > 0) yield rows;
      if (rows.length < ARCHIVE_PAGE_SIZE) return;
    }
  };
  await add(Readable.from(jsonLines(documentPages)), "documents.jsonl");

  const manifest: Array<{ id: string; sha256: string; file: string | null; missing: boolean }> = [];
  for await (const page of documentPages()) {
    for (const row of page) {
      const file = `originals/${row.id}-${visibleFileName(row.originalFilename).replace(/[/\\]/g, "_")}`;
      let content: Readable;
      try {
        content = await blobStore.get(row.fileHash);
      } catch (error) {
        if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
        manifest.push({ id: row.id, sha256: row.fileHash, file: null, missing: true });
        continue;
      }
      await add(content, file);
      manifest.push({ id: row.id, sha256: row.fileHash, file, missing: false });
    }
  }
  await add(JSON.stringify(manifest, null, 2), "manifest.json");

  const auditPages = async function* () {
    for (let offset = 0; ; offset += AUDIT_PAGE_SIZE) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.organizationId, org.id))
        .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset(offset);
      if (rows.length > 0) yield rows;
      if (rows.length < AUDIT_PAGE_SIZE) return;
    }
  };
  await add(Readable.from(jsonLines(auditPages)), "audit-log.jsonl");
  await Promise.race([archive.finalize(), failed]);
}

async function* jsonLines(pages: () => AsyncIterable<object[]>): AsyncGenerator<string> {
  for await (const page of pages()) {
    for (const row of page) yield `${JSON.stringify(row)}\n`;
  }
}
