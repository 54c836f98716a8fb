import type { CreateDraftRequest, Draft } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDrafts, legalDraftVersions } from "../../db/schema/legal.ts";
import { requireLegalWrite } from "../../policies/legal-work.ts";
import { recordAuditEntry } from "../audit/record-audit-entry.ts";
import { presentDraft } from "./present-draft.ts";
import { checkTemplateFields, renderTemplate } from "./render-template.ts";
import { templateByKey } from "./templates.ts";

/**
 * A new draft, version 1: the template's text in Indonesian (and English when bilingual) with
 * the fill-in values written in, or a blank page. Its audit entry commits with it.
 */
export async function createDraft(
  db: Db,
  actor: Actor,
  request: CreateDraftRequest,
): Promise<Draft> {
  const access = await requireLegalWrite(db, actor, request.organizationId);
  const template = request.template_key ? templateByKey(request.template_key) : null;
  if (template) checkTemplateFields(template, request.fields);
  const title =
    request.title ??
    (template
      ? [template.nameId, request.fields[template.titleParty]?.trim()].filter(Boolean).join(" — ")
      : "Draf baru");
  const bodyId = template ? renderTemplate(template, request.fields, "id") : "<p></p>";
  const bodyEn = request.bilingual
    ? template
      ? renderTemplate(template, request.fields, "en")
      : "<p></p>"
    : null;

  const row = await db.transaction(async (tx) => {
    const [draft] = await tx
      .insert(legalDrafts)
      .values({
        organizationId: request.organizationId,
        title,
        templateKey: template?.key ?? null,
        contractType: template?.contractType ?? null,
        bodyId,
        bodyEn,
        fields: request.fields,
        eMeterai: request.e_meterai,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      })
      .returning();
    await tx.insert(legalDraftVersions).values({
      draftId: draft!.id,
      organizationId: request.organizationId,
      version: 1,
      title,
      status: draft!.status,
      bodyId,
      bodyEn,
      fields: request.fields,
      createdBy: actor.userId,
    });
    await recordAuditEntry(tx, {
      organizationId: request.organizationId,
      actor,
      actionType: "draft_created",
      resourceType: "legal_draft",
      resourceId: draft!.id,
      details: { title, template: template?.key ?? null },
    });
    return draft!;
  });
  return presentDraft(row, access);
}
