import { describe, expect, it } from "vitest";
import { classifyClauses } from "./clauses.ts";
import { documentFromText, documentLines } from "./document-lines.ts";
import { readRenewalTerms } from "./renewal-terms.ts";
import { groupRows } from "./rows.ts";
import { sentencesOf } from "./sentences.ts";

const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));

describe("sentencesOf", () => {
  it("joins a sentence run over several lines and cuts at stops and semicolons before a new one", () => {
    const rows = rowsOf(
      [
        "This Agreement shall be governed by the laws of",
        "the Republic of Indonesia. Either party may terminate",
        "it on notice; (a) the Supplier shall deliver the goods.",
      ].join("\n"),
    );
    expect(sentencesOf(rows).map((sentence) => sentence.text)).toEqual([
      "This Agreement shall be governed by the laws of the Republic of Indonesia.",
      "Either party may terminate it on notice;",
      "(a) the Supplier shall deliver the goods.",
    ]);
  });

  it("gives each sentence the row it starts on", () => {
    const rows = rowsOf(
      "The term of this Agreement is one year from signing.\nIt renews automatically each year unless ended.",
    );
    const sentences = sentencesOf(rows);
    expect(sentences.map((sentence) => sentence.row)).toEqual([rows[0], rows[1]]);
  });

  it("does not end a sentence at an abbreviation before a lower-case word, and drops short pieces", () => {
    const rows = rowsOf(
      "Pasal 3\nThe fee is approx. five million Rupiah per month, paid in advance.",
    );
    expect(sentencesOf(rows).map((sentence) => sentence.text)).toEqual([
      "Pasal 3 The fee is approx. five million Rupiah per month, paid in advance.",
    ]);
  });

  it("cuts text that runs on without a stop, so what follows is still read", () => {
    const table = Array.from({ length: 120 }, (_, index) => `item ${index} Rp 10.000`).join(" ");
    const rows = rowsOf(`${table}\nThis Agreement shall be governed by the laws of Indonesia.`);
    const texts = sentencesOf(rows).map((sentence) => sentence.text);
    expect(texts.at(-1)).toBe("This Agreement shall be governed by the laws of Indonesia.");
  });
});

describe("clause categories and renewal terms read the same sentences", () => {
  // A renewal sentence whose notice follows a colon: with two splitters the clause category
  // saw the notice as a sentence of its own while the renewal reader saw one sentence.
  const text = [
    "This Agreement shall automatically renew for successive one (1) year terms on the following",
    "condition: either party may give notice of non-renewal at least sixty (60) days prior to the",
    "expiration of the then current term.",
  ].join("\n");

  it("files the renewal clause as the sentence the renewal term is read from", () => {
    const rows = rowsOf(text);
    const renewal = classifyClauses(rows).find((clause) => clause.category === "Renewal Term");
    const [sentence] = sentencesOf(rows);
    expect(renewal?.text).toBe(sentence!.text);
    expect(readRenewalTerms(rows, "en").termination_notice?.value).toBe("60 days before the end");
  });
});
