import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { extractAccountingFields } from "./extract-accounting-fields.ts";

const fieldsOf = (text: string) =>
  extractAccountingFields(groupRows(documentLines(documentFromText(text))), null).fields;

describe("a service charge and tax chosen by their rates and the total together", () => {
  it("takes the service charge its rate gives where the one read does not add up (Indonesian)", () => {
    const fields = fieldsOf(`WARUNG KOPI GELOMBARSA
Sub Total 820.000
Biaya Layanan 5% 41.866
PB1 10% 86.100
Total Bayar 947.100`);
    expect(fields.service_charge_amount?.value).toBe(41000);
    expect(fields.tax_amount?.value).toBe(86100);
    expect(fields.total_amount?.value).toBe(947100);
  });

  it("takes the service charge its rate gives where the one read does not add up (English)", () => {
    const fields = fieldsOf(`THE QUILLBERRY GRILL
Subtotal 640.00
Service Charge 10% 69.00
Total 704.00`);
    expect(fields.service_charge_amount?.value).toBe(64);
    expect(fields.total_amount?.value).toBe(704);
  });

  it("mends the tax too where both charges were misread and their rates make the total", () => {
    const fields = fieldsOf(`WARUNG KOPI GELOMBARSA
Sub Total 820.000
Biaya Layanan 5% 41.866
PB1 10% 88.100
Total Bayar 947.100`);
    expect(fields.service_charge_amount?.value).toBe(41000);
    expect(fields.tax_amount?.value).toBe(86100);
  });

  it("keeps a service charge printed without a rate as read", () => {
    const fields = fieldsOf(`WARUNG KOPI GELOMBARSA
Sub Total 820.000
Biaya Layanan 41.866
PB1 86.100
Total Bayar 947.100`);
    expect(fields.service_charge_amount?.value).toBe(41866);
  });
});

describe("a service charge's label after specks OCR read as letters", () => {
  it("reads it where its rate follows, and mends its misread amount by the rates and total", () => {
    const fields = fieldsOf(`KEDAI CONTOH RASA
Sub Total Rp 245.000,00
. KV: Biaya Layanan 5% . Rp 12.256,00
PB1 10% Rp 25.725,00
Total Bayar Rp 282.975,00`);
    expect(fields.service_charge_amount?.value).toBe(12250);
    expect(fields.total_amount?.value).toBe(282975);
  });

  it("reads no item whose name holds the word as a service charge", () => {
    const fields = fieldsOf(`BENGKEL CONTOH
AC service 150.000
Ganti oli 85.000
Total 235.000`);
    expect(fields.service_charge_amount).toBeUndefined();
  });
});

describe("a subtotal's label OCR misread past one letter", () => {
  it("reads 'Subhtota' as the subtotal, and the discount below it", () => {
    const fields = fieldsOf(`TOKO CONTOH SERBA
1 x 14.500 14.500
1 x 6.000 6.000
Subhtota Rp 20.500,00
HEMAT Rp 1.500,00
TOTAL BELANJA Rp 19.000,00`);
    expect(fields.subtotal?.value).toBe(20500);
    expect(fields.discount?.value).toBe(1500);
  });
});
