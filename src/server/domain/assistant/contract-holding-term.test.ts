import { describe, expect, it } from "vitest";
import type { DocumentRow } from "../documents/present-document.ts";
import { contractHoldingTerm } from "./answer-without-model.ts";

/** An invented contract: only what the reader of its terms looks at. */
function contract(name: string, title: string, lines: string[]): DocumentRow {
  return {
    id: name,
    name,
    originalFilename: `${name}.pdf`,
    type: "contract",
    primaryParty: "PT Contoh Boga",
    counterparty: "CV Contoh Kreasi",
    vendor: null,
    extractedData: { fields: { document_title: { value: title } } },
    content: [
      title,
      "1. PT Contoh Boga, selanjutnya disebut PIHAK PERTAMA.",
      "2. CV Contoh Kreasi, selanjutnya disebut PIHAK KEDUA.",
      ...lines,
    ].join("\n"),
  } as unknown as DocumentRow;
}

const nda = contract("nda-contoh-kreasi", "PERJANJIAN KERAHASIAAN", [
  "Pasal 1",
  "INFORMASI RAHASIA",
  "PIHAK KEDUA wajib menjaga kerahasiaan resep dan data pelanggan PIHAK PERTAMA.",
]);
const marketing = contract("pks-contoh-kreasi", "PERJANJIAN KERJA SAMA PEMASARAN", [
  "Pasal 1",
  "KOMISI",
  "PIHAK KEDUA berhak atas komisi sebesar 15% (lima belas persen) dari penjualan bersih.",
]);

describe("contractHoldingTerm", () => {
  it("takes, of one party's contracts, the one that sets the term asked", () => {
    const asked = "what commission rate does contoh kreasi get";
    expect(contractHoldingTerm([nda, marketing], asked)?.id).toBe(marketing.id);
    expect(contractHoldingTerm([marketing, nda], asked)?.id).toBe(marketing.id);
  });

  it("keeps the first found when none or both hold it, and null when none was found", () => {
    expect(contractHoldingTerm([nda, marketing], "alamat contoh kreasi di mana")?.id).toBe(nda.id);
    expect(contractHoldingTerm([], "komisi contoh kreasi")).toBeNull();
  });
});
