import type { z } from "zod";
import type {
  checkDuplicateRequestSchema,
  checkDuplicateResponseSchema,
} from "../../../contracts/documents.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { canReadVertical, verticalAccess } from "../../policies/vertical-access.ts";
import { findByFileHash } from "./find-document.ts";
import { visibleFileName } from "./present-document.ts";

/**
 * Spec §7 check-duplicate: is this exact file already in the organization? A document whose
 * processing failed is named but not a duplicate: uploading the file again retries it. One held
 * in a vertical the caller cannot read is a duplicate they are not told the name of.
 */
export async function checkDuplicate(
  db: Db,
  actor: Actor,
  request: z.infer<typeof checkDuplicateRequestSchema>,
): Promise<z.infer<typeof checkDuplicateResponseSchema>> {
  const access = await verticalAccess(db, actor, request.organizationId);
  const existing = await findByFileHash(db, request.organizationId, request.fileHash);
  if (existing && !canReadVertical(access, existing.vertical)) {
    return { isDuplicate: true, document: null };
  }
  return {
    isDuplicate: Boolean(existing) && existing?.processingStatus !== "failed",
    document: existing ? { id: existing.id, name: visibleFileName(existing.name) } : null,
  };
}
