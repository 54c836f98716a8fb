import { describe, expect, it } from "vitest";
import type { DatasetRecord } from "./dataset-record.ts";
import {
  chooseLabelMapping,
  cuadContractType,
  cuadDateAnswer,
  cuadPartyNames,
} from "./label-mapping.ts";

const record = (
  fields: Record<string, unknown>,
  extra: Partial<DatasetRecord> = {},
): DatasetRecord => ({
  file: "a.txt",
  type: "receipt",
  fields,
  ...extra,
});

describe("chooseLabelMapping", () => {
  it("goes by the folder name, then by the labels present", () => {
    expect(chooseLabelMapping("cuad", record({})).dataset).toBe("cuad");
    expect(chooseLabelMapping("SROIE", record({})).dataset).toBe("sroie");
    expect(chooseLabelMapping("receipts-2019", record({ company: "x", total: "1" })).dataset).toBe(
      "sroie",
    );
    expect(chooseLabelMapping("copy", record({ issuer: "x" })).dataset).toBe("invoice2data");
    expect(chooseLabelMapping("copy", record({ Parties: {} })).dataset).toBe("cuad");
    expect(chooseLabelMapping("copy", record({ "nda-1": {} })).dataset).toBe("contractnli");
    expect(chooseLabelMapping("mine", record({ vendor: "x" })).dataset).toBe("berkas");
  });
});

describe("gold fields", () => {
  it("sroie: company, date and total; address is left out", () => {
    const receipt = record({
      company: "AEON CO. (M) BHD",
      date: "06/03/2018",
      address: "3RD FLR",
      total: "75.00",
    });
    expect(chooseLabelMapping("sroie", receipt).goldFields(receipt)).toEqual({
      type: "receipt",
      vendor: "AEON CO. (M) BHD",
      date: "06/03/2018",
      total_amount: "75.00",
    });
  });

  it("invoice2data: the reliable core, tax and due date when present", () => {
    const mapping = chooseLabelMapping("invoice2data", record({}));
    const fields = {
      issuer: "Azure Interior",
      amount: 279.84,
      amount_tax: 16.94,
      amount_untaxed: 262.9,
      invoice_number: "INV/2023/03/0008",
      date: "2023-03-20",
      date_due: "2023-04-04",
      currency: "USD",
      partner_name: "Azure Interior",
    };
    expect(mapping.goldFields(record(fields, { type: "invoice" }))).toEqual({
      type: "invoice",
      vendor: "Azure Interior",
      total_amount: 279.84,
      tax_amount: 16.94,
      document_number: "INV/2023/03/0008",
      date: "2023-03-20",
      due_date: "2023-04-04",
      currency: "USD",
    });
  });

  it("cuad: parties, dates, law and agreement type, and the clause spans", () => {
    const category = (answer: string, context: string[] = []) => ({ answer, context });
    const cuad = record(
      {
        Parties: category('Array BioPharma Inc., ("Array"); Ono Pharmaceutical Co., Ltd. ("Ono")'),
        "Agreement Date": category("10/1/2019", ["October 1, 2019"]),
        "Effective Date": category(""),
        "Expiration Date": category("perpetual"),
        "Governing Law": category("Delaware", ["governed by the laws of the State of Delaware"]),
        "Non-Compete": category("No"),
      },
      { type: "contract", agreement_type: "Joint Venture" },
    );
    const mapping = chooseLabelMapping("cuad", cuad);
    expect(mapping.dateOrder).toBe("mdy");
    expect(mapping.goldFields(cuad)).toEqual({
      type: "contract",
      contract_type: "cooperation",
      primary_party: ["Array BioPharma Inc.", "Ono Pharmaceutical Co., Ltd."],
      counterparty: ["Array BioPharma Inc.", "Ono Pharmaceutical Co., Ltd."],
      date: "10/1/2019",
      effective_date: "",
      expiry_date: "perpetual",
      governing_law: "Delaware",
    });
    const spans = mapping.goldClauses!(cuad);
    expect(spans.get("Governing Law")).toEqual(["governed by the laws of the State of Delaware"]);
    expect(spans.get("Non-Compete")).toEqual([]);
    expect(spans.size).toBe(6);
  });

  it("contractnli: a contract, and an NDA", () => {
    const nda = record(
      { "nda-1": { choice: "Entailment", evidence: [] } },
      {
        type: "contract",
        contract_subtype: "non-disclosure agreement",
      },
    );
    const mapping = chooseLabelMapping("contractnli", nda);
    expect(mapping.goldFields(nda)).toEqual({ type: "contract", contract_type: "nda" });
    expect(mapping.unscored).toMatch(/hypotheses/);
  });

  it("berkas: the product's own names, unknown labels left out", () => {
    const own = record(
      {
        vendor: "PT Sinar Jaya",
        total_amount: 111000,
        tax_rate: 11,
        line_items: [],
        colour: "red",
      },
      { type: "invoice" },
    );
    expect(chooseLabelMapping("berkas", own).goldFields(own)).toEqual({
      type: "invoice",
      vendor: "PT Sinar Jaya",
      total_amount: 111000,
      tax_rate: 0.11,
    });
  });

  it("berkas: a paper kind named by a labeller becomes the product's type, a rate in percent a fraction", () => {
    const kinds = { bill: "billing statement", kwitansi: "receipt", faktur_pajak: "invoice" };
    for (const [labelled, type] of Object.entries(kinds)) {
      const paper = record({ tax_rate: 0.12 }, { type: labelled });
      expect(chooseLabelMapping("berkas", paper).goldFields(paper)).toEqual({
        type,
        tax_rate: 0.12,
      });
    }
  });
});

describe("cuadContractType", () => {
  it("maps corresponding agreement types and calls the rest other", () => {
    expect(cuadContractType("Service")).toBe("service");
    expect(cuadContractType("License")).toBe("license");
    expect(cuadContractType("Distributor")).toBe("distribution");
    expect(cuadContractType("Co-Branding")).toBe("cooperation");
    expect(cuadContractType("Collaboration")).toBe("cooperation");
    expect(cuadContractType("Sponsorship")).toBe("other");
    expect(cuadContractType(null)).toBeNull();
  });
});

describe("cuadPartyNames", () => {
  it("keeps the names without aliases, placeholders or descriptions of the parties", () => {
    const answer =
      '[ * * * ] ("Provider"); TELCOSTAR PTE, LTD.; Ability Computer & Software Industries Ltd; ' +
      'TELCOSTAR PTE, LTD. and Ability Computer & Software Industries Ltd (each and both of them "Recipient"); ' +
      "Each of the foregoing parties is referred to herein as a “Party” and together as the “Parties”.";
    expect(cuadPartyNames(answer)).toEqual([
      "TELCOSTAR PTE, LTD.",
      "Ability Computer & Software Industries Ltd",
      "TELCOSTAR PTE, LTD. and Ability Computer & Software Industries Ltd",
    ]);
  });

  it("drops nested aliases and quoted terms", () => {
    expect(
      cuadPartyNames(
        'F. Hoffmann-La Roche Ltd ("Roche Basel"); Hoffmann-La Roche Inc. (“Roche US”)(Roche Basel and Roche US together referred to as “Roche”)',
      ),
    ).toEqual(["F. Hoffmann-La Roche Ltd", "Hoffmann-La Roche Inc."]);
    expect(cuadPartyNames("")).toEqual([]);
  });
});

describe("cuadDateAnswer", () => {
  it("reads a spreadsheet's 19xx for a two-digit year below 50 as 20xx", () => {
    expect(cuadDateAnswer("12/31/1934")).toBe("12/31/2034");
    expect(cuadDateAnswer("9/1/1945; 1/1/1936")).toBe("9/1/2045; 1/1/2036");
  });

  it("keeps real twentieth-century years and answers that are no date", () => {
    expect(cuadDateAnswer("6/1/1998")).toBe("6/1/1998");
    expect(cuadDateAnswer("perpetual")).toBe("perpetual");
    expect(cuadDateAnswer(undefined)).toBeUndefined();
  });
});
