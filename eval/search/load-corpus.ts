import { createHash } from "node:crypto";
import path from "node:path";
import { understandDocument } from "../../src/understanding/index.ts";
import type { Db } from "../../src/server/db/client.ts";
import { documents } from "../../src/server/db/schema/documents.ts";
import { documentColumns } from "../../src/server/domain/documents/understand-stage.ts";
import { indexDocument } from "../../src/server/domain/search/index-document.ts";
import { lazyOcrEngine } from "../understanding/evaluate-folder.ts";
import { loadDocument } from "../understanding/load-document.ts";
import { readRecords } from "../understanding/read-records.ts";

/**
 * Our own labelled documents as the product holds them after processing: read by the reader,
 * understood by understanding, stored and indexed. Returns the document id per dataset id, so
 * judged queries can name documents by their file.
 */
export async function loadCorpus(
  db: Db,
  organizationId: string,
  folder: string,
): Promise<Map<string, string>> {
  const ocr = lazyOcrEngine();
  const ids = new Map<string, string>();
  try {
    for await (const entry of readRecords(folder, { ocrText: false, split: null })) {
      const loaded = await loadDocument(entry, { ocrText: false, ocr: ocr.get });
      if (!loaded) continue;
      const understanding = understandDocument(loaded.document);
      const fileName = path.basename(entry.record.file);
      const [row] = await db
        .insert(documents)
        .values({
          organizationId,
          vertical: understanding.vertical,
          name: fileName.replace(/\.[^.]+$/, ""),
          originalFilename: fileName,
          mimeType: "application/octet-stream",
          fileKind: path.extname(fileName).slice(1).toLowerCase(),
          sizeBytes: loaded.document.text.length,
          fileHash: createHash("sha256").update(entry.record.file).digest("hex"),
          processingStatus: "complete",
          progress: 100,
          content: loaded.document.text,
          language: loaded.document.language,
          ...documentColumns(understanding),
        })
        .returning({ id: documents.id });
      await indexDocument(db, row!.id);
      ids.set(entry.record.id ?? entry.record.file, row!.id);
    }
  } finally {
    await ocr.close();
  }
  return ids;
}
