import { diffWords } from "diff";
import { and, eq, inArray } from "drizzle-orm";
import type { DiffPart, DraftDiff } from "../../../contracts/legal-drafts.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalDraftVersions } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { requireLegalRead } from "../../policies/legal-work.ts";
import { draftPlainText } from "./draft-html.ts";
import { draftRow } from "./find-draft.ts";

/** Word by word, so a changed amount or name shows as itself, not as a whole changed paragraph. */
export function diffText(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    text: change.value,
    change: change.added ? "added" : change.removed ? "removed" : "same",
  }));
}

/** What changed between two versions of a draft: title, Indonesian text, English text. */
export async function diffDraftVersions(
  db: Db,
  actor: Actor,
  draftId: string,
  query: { organizationId: string; from: number; to: number },
): Promise<DraftDiff> {
  await requireLegalRead(db, actor, query.organizationId);
  const draft = await draftRow(db, query.organizationId, draftId);
  const rows = await db
    .select()
    .from(legalDraftVersions)
    .where(
      and(
        eq(legalDraftVersions.draftId, draft.id),
        inArray(legalDraftVersions.version, [query.from, query.to]),
      ),
    );
  const from = rows.find((row) => row.version === query.from);
  const to = rows.find((row) => row.version === query.to);
  if (!from || !to) throw new AppError("NOT_FOUND", "Not found");
  return {
    from: query.from,
    to: query.to,
    title: diffText(from.title, to.title),
    body_id: diffText(draftPlainText(from.bodyId), draftPlainText(to.bodyId)),
    body_en: diffText(draftPlainText(from.bodyEn), draftPlainText(to.bodyEn)),
  };
}
