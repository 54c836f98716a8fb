import { uploadFile, type UploadTarget } from "../features/upload/api/upload-file.ts";
import { dispatchDocumentInserted, dispatchDocumentPlaceholder } from "../lib/document-events.ts";

/**
 * A file attached to a question to the assistant goes in like any upload, and the page's lists
 * hear of it the same way (spec §4's document events); a duplicate is asked about as the
 * document already there. The document's id, or null when the upload failed.
 */
export async function uploadForAssistant(file: File, target: UploadTarget): Promise<string | null> {
  const placeholderId = crypto.randomUUID();
  dispatchDocumentPlaceholder({
    placeholderId,
    name: file.name,
    organizationId: target.organizationId,
    vertical: target.vertical,
  });
  const outcome = await uploadFile(file, target);
  const documentId =
    outcome.kind === "uploaded"
      ? outcome.documentId
      : outcome.kind === "duplicate"
        ? (outcome.duplicateOf?.id ?? null)
        : null;
  dispatchDocumentInserted({
    placeholderId,
    documentId,
    status:
      outcome.kind === "uploaded"
        ? outcome.status
        : outcome.kind === "duplicate"
          ? "duplicate"
          : "failed",
  });
  return documentId;
}
