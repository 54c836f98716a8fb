import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "../../../understanding/query/index.ts";
import { asOwnersMean, METERED_USAGE, NOTA_HEADING } from "./paper-kinds.ts";

const nota = new RegExp(NOTA_HEADING, "i");
const metered = new RegExp(METERED_USAGE, "i");

describe("papers as an owner means them", () => {
  it("tells a shop's nota by its heading, OCR-glued or not, and no other nota", () => {
    expect(nota.test("UD. KAYU LOREMJAYA ~ NOTANOo.4471\nBahan Bangunan")).toBe(true);
    expect(nota.test("Toko Contoh Makmur\nNo. Nota : XZ-0102-55")).toBe(true);
    expect(nota.test("NOTA PENJUALAN\nToko Acme Sentosa")).toBe(true);
    expect(nota.test("NOTA TAGIHAN\nPT Contoh Wirasena")).toBe(false);
    expect(nota.test("NOTA KREDIT No. 7\nPT Acme")).toBe(false);
    expect(nota.test("NOTA KESEPAHAMAN\nANTARA PT Acme")).toBe(false);
    expect(nota.test("Kantor Notaris Lorem Ipsum, S.H.")).toBe(false);
    expect(nota.test("INVOICE\nPT Acme Notasindo")).toBe(false);
  });

  it("tells a utility's bill by the usage it meters", () => {
    expect(metered.test("pemakaian air 27 m3 64.000")).toBe(true);
    expect(metered.test("Pemakaian 1.234,5 kWh")).toBe(true);
    expect(metered.test("Kabel NYM 3x2.5mm 50 m")).toBe(false);
    expect(metered.test("Total Rp 2.500.000")).toBe(false);
  });

  it("looks for receipts among invoices too, narrowed to the nota", () => {
    const receipts = parseSearchQuery("receipts 2025", { today: "2025-07-01" });
    const meant = asOwnersMean(receipts);
    expect(meant.about.filters.types).toEqual(expect.arrayContaining(["receipt", "invoice"]));
    expect(meant.condition).not.toBeNull();
  });

  it("keeps invoices as filed but for the nota, and statements with a metered bill", () => {
    const invoices = asOwnersMean(parseSearchQuery("invoices 2025", { today: "2025-07-01" }));
    expect(invoices.about.filters.types).toEqual(["invoice"]);
    expect(invoices.condition).not.toBeNull();
    const statements = asOwnersMean(
      parseSearchQuery("billing statements 2025", { today: "2025-07-01" }),
    );
    expect(statements.about.filters.types).toContain("uncategorized");
    const contracts = asOwnersMean(parseSearchQuery("contracts 2025", { today: "2025-07-01" }));
    expect(contracts.condition).toBeNull();
  });
});
