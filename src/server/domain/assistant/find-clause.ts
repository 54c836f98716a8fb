interface StoredClause {
  category: string;
  text: string;
}

/**
 * What people call a clause, in either language, and the words of the categories it is
 * filed under (src/understanding/clauses.ts).
 */
const CLAUSE_WORDS: Array<[RegExp, string]> = [
  [/\b(termination|terminate|pemutusan|pengakhiran|berakhirnya)\b/i, "termination"],
  [/\b(force majeure|keadaan kahar|keadaan memaksa)\b/i, "force majeure"],
  [/\b(dispute|disputes|sengketa|perselisihan|arbitration|arbitrase)\b/i, "dispute"],
  [/\b(governing law|hukum yang berlaku|pilihan hukum)\b/i, "governing law"],
  [/\b(domicile|domisili)\b/i, "domisili"],
  [/\b(language|bahasa)\b/i, "bahasa"],
  [/\b(stamp duty|meterai|materai)\b/i, "meterai"],
  [/\b(renewal|perpanjangan|diperpanjang)\b/i, "renewal"],
  [/\b(non-compete|non compete|larangan bersaing)\b/i, "non-compete"],
  [/\b(confidentiality|kerahasiaan)\b/i, "confidential"],
  [/\b(liability|tanggung jawab|ganti rugi)\b/i, "liability"],
  [/\b(assignment|pengalihan)\b/i, "assignment"],
  [/\b(insurance|asuransi)\b/i, "insurance"],
  [/\b(audit)\b/i, "audit"],
  [/\b(warranty|garansi|jaminan)\b/i, "warranty"],
  [/\b(exclusivity|eksklusif)\b/i, "exclusivity"],
];

/** The document's clauses of the kind asked for, the most confident first. */
export function clausesAbout(
  extractedData: Record<string, unknown> | null,
  asked: string,
): StoredClause[] {
  const clauses = (extractedData?.["clauses"] ?? []) as Array<
    Partial<StoredClause> & { confidence?: number }
  >;
  const keyword = CLAUSE_WORDS.find(([pattern]) => pattern.test(asked))?.[1] ?? asked.toLowerCase();
  return clauses
    .filter(
      (clause): clause is StoredClause & { confidence?: number } =>
        typeof clause.category === "string" &&
        typeof clause.text === "string" &&
        clause.category.toLowerCase().includes(keyword),
    )
    .sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0));
}
