import type { DraftStatus } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { draftRow } from "./find-draft.ts";
import { writeDraftDocx } from "./write-docx.ts";
import { writeDraftPdf } from "./write-pdf.ts";

const TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pdf: "application/pdf",
} as const;

/** A file name any system accepts: the title's letters and digits. */
function fileName(title: string, format: keyof typeof TYPES): string {
  const base = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "draft"}.${format}`;
}

/** The draft as a DOCX or PDF file for anyone who reads it; the export is recorded. */
export async function exportDraft(
  db: Db,
  actor: Actor,
  draftId: string,
  query: { organizationId: string; format: keyof typeof TYPES },
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  await requireLegalRead(db, actor, query.organizationId);
  const draft = await draftRow(db, query.organizationId, draftId);
  const input = { ...draft, status: draft.status as DraftStatus };
  const bytes = query.format === "docx" ? await writeDraftDocx(input) : await writeDraftPdf(input);
  await recordAuditEntry(db, {
    organizationId: draft.organizationId,
    actor,
    actionType: "draft_exported",
    resourceType: "legal_draft",
    resourceId: draft.id,
    details: { title: draft.title, format: query.format, version: draft.version },
  });
  return { bytes, contentType: TYPES[query.format], fileName: fileName(draft.title, query.format) };
}
