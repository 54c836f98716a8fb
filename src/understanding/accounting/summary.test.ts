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
