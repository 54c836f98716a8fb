import { and, eq } from "drizzle-orm";
import type { DocumentMention } from "../../../contracts/legal-drafts.ts";
import type { Db } from "../../db/client.ts";
import { legalClauses, legalDrafts, legalKnowledgeNotes } from "../../db/schema/legal.ts";
import { draftPlainText } from "../legal-drafts/draft-html.ts";
import { UUID } from "./uuid.ts";

/** Fill-in fields that name the parties of a drafted contract, in the template's order. */
const PARTY_FIELDS = [
  "party_a_name",
  "party_b_name",
  "employee_name",
  "grantor_name",
  "attorney_name",
];

/**
 * A draft or knowledge item in full, as a mention is read (spec §3 document mention): its text
 * and what is known about it, Indonesian first (the text that prevails, UU 24/2009). Read for
 * an answer in one `language`, a clause is its title and text in that language alone (the
 * other is its translation), and a bilingual draft puts that language's text first. The
 * caller has checked the actor reads the legal vertical of `organizationId`; another
 * organization's id reads as nothing.
 */
export async function readLegalItem(
  db: Pick<Db, "select">,
  organizationId: string,
  type: "legal_draft" | "knowledge_library",
  id: string,
  language: "en" | "id" | null = null,
): Promise<(DocumentMention & { created_at: string; contract_type: string | null }) | null> {
  if (!UUID.test(id)) return null;
  if (type === "legal_draft") {
    const [draft] = await db
      .select()
      .from(legalDrafts)
      .where(and(eq(legalDrafts.id, id), eq(legalDrafts.organizationId, organizationId)));
    if (!draft) return null;
    const value = Number(
      (draft.fields.contract_value ?? draft.fields.rent ?? draft.fields.price ?? "").replace(
        /[^\d]/g,
        "",
      ),
    );
    const english = draftPlainText(draft.bodyEn);
    const indonesian = draftPlainText(draft.bodyId);
    const texts = language === "en" ? [english, indonesian] : [indonesian, english];
    return {
      id: draft.id,
      title: draft.title,
      type,
      content: texts.filter(Boolean).join("\n\n"),
      metadata: {
        parties: PARTY_FIELDS.map((key) => draft.fields[key]?.trim()).filter(
          (name): name is string => Boolean(name),
        ),
        effective_date: draft.fields.start_date || draft.fields.agreement_date || null,
        contract_value: value > 0 ? value : null,
        currency: value > 0 ? "IDR" : null,
        subcategory: draft.contractType,
      },
      created_at: draft.createdAt.toISOString(),
      contract_type: draft.contractType,
    };
  }
  const [clause] = await db
    .select()
    .from(legalClauses)
    .where(and(eq(legalClauses.id, id), eq(legalClauses.organizationId, organizationId)));
  if (clause) {
    return {
      id: clause.id,
      title:
        language === null
          ? `${clause.titleId} / ${clause.titleEn}`
          : language === "en"
            ? clause.titleEn
            : clause.titleId,
      type,
      content:
        language === null
          ? `${clause.bodyId}\n\n${clause.bodyEn}`
          : language === "en"
            ? clause.bodyEn
            : clause.bodyId,
      metadata: { subcategory: clause.category },
      created_at: clause.createdAt.toISOString(),
      contract_type: null,
    };
  }
  const [note] = await db
    .select()
    .from(legalKnowledgeNotes)
    .where(
      and(eq(legalKnowledgeNotes.id, id), eq(legalKnowledgeNotes.organizationId, organizationId)),
    );
  if (!note) return null;
  return {
    id: note.id,
    title: note.reference ? `${note.title} (${note.reference})` : note.title,
    type,
    content: note.body,
    metadata: { subcategory: note.kind },
    created_at: note.createdAt.toISOString(),
    contract_type: null,
  };
}
