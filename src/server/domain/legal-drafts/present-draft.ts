import type {
  Draft,
  DraftStatus,
  DraftSummary,
  TemplateKey,
} from "../../../contracts/legal-drafts.ts";
import type { legalDrafts } from "../../db/schema/legal.ts";
import type { LegalAccess } from "../../policies/legal-work.ts";

export type DraftRow = typeof legalDrafts.$inferSelect;

export function presentDraftSummary(row: DraftRow): DraftSummary {
  return {
    id: row.id,
    title: row.title,
    template_key: row.templateKey as TemplateKey | null,
    contract_type: row.contractType,
    status: row.status as DraftStatus,
    bilingual: row.bodyEn !== null,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

/** What the caller may do with this draft now, so the editor never re-implements a rule. */
function abilities(row: DraftRow, access: LegalAccess): Draft["abilities"] {
  const status = row.status as DraftStatus;
  return {
    edit: access.canWrite && status !== "final",
    submit_for_review: access.canWrite && status === "draft",
    finalize: access.canApprove && status === "review",
    reopen: status === "final" ? access.canApprove : access.canWrite && status === "review",
    delete: access.canDelete,
  };
}

export function presentDraft(row: DraftRow, access: LegalAccess): Draft {
  return {
    ...presentDraftSummary(row),
    body_id: row.bodyId,
    body_en: row.bodyEn,
    fields: row.fields,
    e_meterai: row.eMeterai,
    abilities: abilities(row, access),
  };
}
