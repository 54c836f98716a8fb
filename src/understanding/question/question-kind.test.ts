import { describe, expect, it } from "vitest";
import { parseQuestion, questionKindLabel } from "./parse-question.ts";
import { classifyQuestionKind, questionFeatures } from "./question-kind.ts";

/**
 * Paraphrases written for this test, of the kinds the planner answers, in both languages: none
 * is a judged question, so they say how the classifier reads a question it never saw.
 */
const PARAPHRASES: Array<[string, string]> = [
  ["what did we spend on fuel this year altogether", "total"],
  ["total belanja bensin tahun ini", "total"],
  ["berapa total pengeluaran listrik tahun lalu", "total"],
  ["how much have we paid for water bills in 2025", "total"],
  ["how many receipts do we have from march", "count"],
  ["ada berapa kuitansi bulan maret", "count"],
  ["berapa banyak faktur pajak tahun 2024", "count"],
  ["number of invoices in usd last year", "count"],
  ["show all invoices from last month", "list"],
  ["tampilkan semua struk bulan lalu", "list"],
  ["daftar kontrak yang berakhir tahun depan", "list"],
  ["which bills are already overdue", "list"],
  ["what is the most recent phone bill", "newest"],
  ["tagihan telepon paling baru", "newest"],
  ["the oldest receipt we have", "oldest"],
  ["struk paling lama yang kita simpan", "oldest"],
  ["most expensive invoice this year", "largest"],
  ["invoice paling mahal tahun ini", "largest"],
  ["average electricity bill in 2025", "average"],
  ["rata-rata tagihan air tahun lalu", "average"],
  ["which vendor did we spend the most money with", "top vendor"],
  ["toko mana yang paling banyak kita belanja", "top vendor"],
  ["how long is the notice period to end the office lease", "clause"],
  ["bagaimana sengketa diselesaikan dalam perjanjian kerja sama", "clause"],
  ["what happens if the tenant pays rent late", "clause"],
  ["electricity 2024 vs 2025 which is higher", "periods"],
  ["pengeluaran internet tahun ini dibanding tahun lalu naik atau turun", "periods"],
  ["when is the due date of the hosting invoice", "field:due_date"],
  ["kapan jatuh tempo tagihan kartu kredit", "field:due_date"],
  ["when does the office lease expire", "field:expiry_date"],
  ["kapan kontrak sewa gudang berakhir", "field:expiry_date"],
  ["which pharmacies have we bought from", "shops"],
  ["apotek mana saja yang pernah kita datangi", "shops"],
];

describe("classifyQuestionKind", () => {
  it("reads most unseen paraphrases of each kind, in English and Indonesian", () => {
    const wrong = PARAPHRASES.filter(
      ([text, kind]) => classifyQuestionKind(text)[0]!.label !== kind,
    );
    // A floor, not every one: the classifier is learned from a few hundred questions.
    expect(wrong.length / PARAPHRASES.length).toBeLessThanOrEqual(0.35);
  });

  it("plans the paraphrases' kinds with the cue patterns at least as well as either alone", () => {
    const planned = (text: string, kindModel?: null) =>
      questionKindLabel(parseQuestion(text, { today: "2026-01-15", kindModel }));
    const right = (plan: (text: string) => string) =>
      PARAPHRASES.filter(([text, kind]) => plan(text) === kind).length;
    const alone = right((text) => classifyQuestionKind(text)[0]!.label);
    const rules = right((text) => planned(text, null));
    expect(right((text) => planned(text))).toBeGreaterThanOrEqual(Math.max(alone, rules) - 1);
  });

  it("gives probabilities that sum to one, highest first", () => {
    const ranked = classifyQuestionKind("berapa total tagihan listrik 2025");
    expect(ranked.reduce((sum, each) => sum + each.probability, 0)).toBeCloseTo(1, 6);
    expect(ranked[0]!.probability).toBeGreaterThanOrEqual(ranked[1]!.probability);
  });
});

describe("questionFeatures", () => {
  it("reads every number as one shape and shares letter groups across a typo", () => {
    expect(questionFeatures("tagihan 2024")).toEqual(questionFeatures("tagihan 2025"));
    const typed = new Set(questionFeatures("invocie"));
    const shared = questionFeatures("invoice").filter((feature) => typed.has(feature));
    expect(shared).toContain("c: inv");
  });
});
