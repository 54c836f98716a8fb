import { createHash, randomUUID } from "node:crypto";
import type { Db } from "../../src/server/db/client.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { indexDocument } from "../../src/server/domain/search/index-document.ts";

type DocumentInsert = typeof documents.$inferInsert;

/**
 * A processed document as understanding would have left it, written straight to the table and
 * indexed by the product's own indexer: for tests about finding documents, where reading real
 * files would only make them slow. Reading and understanding have their own tests.
 */
export async function insertDocument(
  db: Db,
  fields: Partial<DocumentInsert> & Pick<DocumentInsert, "organizationId" | "name">,
): Promise<string> {
  const content = fields.content ?? "";
  const [row] = await db
    .insert(documents)
    .values({
      vertical: fields.type === "contract" ? "legal" : "accounting",
      originalFilename: `${fields.name}.pdf`,
      mimeType: "application/pdf",
      fileKind: "pdf",
      sizeBytes: content.length,
      fileHash: createHash("sha256").update(`${randomUUID()}${content}`).digest("hex"),
      processingStatus: "complete",
      progress: 100,
      ...fields,
      content,
    })
    .returning({ id: documents.id });
  await indexDocument(db, row!.id);
  return row!.id;
}
