import { and, asc, eq } from "drizzle-orm";
import { STANDARDS_CHECK, type StandardsCheck } from "../../../contracts/standards-check.ts";
import { checkAgainstStandards } from "../../../understanding/standards-check/check-against-standards.ts";
import type { Actor } from "../../auth/actor.ts";
import type { Db } from "../../db/client.ts";
import { legalClauses } from "../../db/schema/legal.ts";
import { AppError } from "../../errors.ts";
import { canReadVertical } from "../../policies/vertical-access.ts";
import { requireDocument } from "../documents/find-document.ts";

/**
 * A document the caller reads, checked against its organization's approved clauses: per
 * category, present, deviating or missing, with the standard and the contract's closest clause
 * side by side. The library is the legal vertical's: a member without it is FORBIDDEN, as the
 * library itself answers them (decision 0032).
 */
export async function checkDocumentStandards(
  db: Db,
  actor: Actor,
  documentId: string,
): Promise<StandardsCheck> {
  const { row, access } = await requireDocument(db, actor, documentId);
  if (!canReadVertical(access, "legal")) {
    throw new AppError("FORBIDDEN", "You don't have access to the legal vertical.", {
      vertical: "legal",
    });
  }
  const standards = await db
    .select()
    .from(legalClauses)
    .where(
      and(eq(legalClauses.organizationId, row.organizationId), eq(legalClauses.approved, true)),
    )
    .orderBy(asc(legalClauses.category), asc(legalClauses.createdAt));
  const findings = checkAgainstStandards(
    row.content ?? "",
    standards.map((clause) => ({
      id: clause.id,
      category: clause.category,
      texts: [
        { language: "en" as const, title: clause.titleEn, text: clause.bodyEn },
        { language: "id" as const, title: clause.titleId, text: clause.bodyId },
      ],
    })),
    STANDARDS_CHECK.thresholds,
  );
  return {
    document_id: row.id,
    library_size: standards.length,
    findings: findings.map((finding) => ({
      category: finding.category,
      status: finding.status,
      similarity: Math.round(finding.similarity * 1000) / 1000,
      standard: {
        clause_id: finding.standard.clauseId,
        title: finding.standard.title,
        language: finding.standard.language,
        text: finding.standard.text,
      },
      found: finding.found,
    })),
  };
}
