import type { z } from "zod";
import type {
  checkDuplicateRequestSchema,
  checkDuplicateResponseSchema,
} from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireMembership } from "../../policies/membership.ts";
import { findByFileHash } from "./find-document.ts";
import { visibleFileName } from "./present-document.ts";

/**
 * Spec §7 check-duplicate: is this exact file already in the organization? A document whose
 * processing failed is named but not a duplicate: uploading the file again retries it.
 */
export async function checkDuplicate(
  db: Db,
  actor: Actor,
  request: z.infer<typeof checkDuplicateRequestSchema>,
): Promise<z.infer<typeof checkDuplicateResponseSchema>> {
  await requireMembership(db, actor.userId, request.organizationId);
  const existing = await findByFileHash(db, request.organizationId, request.fileHash);
  return {
    isDuplicate: Boolean(existing) && existing?.processingStatus !== "failed",
    document: existing ? { id: existing.id, name: visibleFileName(existing.name) } : null,
  };
}
