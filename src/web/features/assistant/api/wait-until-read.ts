import {
  ACTIVE_PROCESSING_STATUSES,
  type DocumentStatus,
} from "../../../../contracts/documents.ts";
import { CHAT } from "../../../../contracts/limits.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * Waits until an attached document has been read (or failed), so the question about it is
 * answered from its contents; gives up after CHAT.attachReadTimeoutMs and asks anyway.
 */
export async function waitUntilRead(documentId: string): Promise<void> {
  const deadline = Date.now() + CHAT.attachReadTimeoutMs;
  while (Date.now() < deadline) {
    const { status } = await apiRequest<DocumentStatus>(
      `/api/documents/${encodeURIComponent(documentId)}/status`,
    );
    if (!ACTIVE_PROCESSING_STATUSES.includes(status)) return;
    await new Promise((resolve) => setTimeout(resolve, CHAT.attachReadPollMs));
  }
}
