import type { DraftTemplate } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { presentTemplate } from "./render-template.ts";
import { TEMPLATES } from "./templates.ts";

/** The templates a draft can start from, with their fill-in fields. */
export async function listDraftTemplates(
  db: Db,
  actor: Actor,
  organizationId: string,
): Promise<{ templates: DraftTemplate[] }> {
  await requireLegalRead(db, actor, organizationId);
  return { templates: TEMPLATES.map(presentTemplate) };
}
