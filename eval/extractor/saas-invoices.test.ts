import { describe, expect, it } from "vitest";
import { saasInvoice, saasInvoices } from "./saas-invoices.ts";

const texts = (seed: number) =>
  saasInvoice(seed)
    .pages.flatMap((page) => page.items)
    .flatMap((item) => (item.kind === "text" ? [item.text] : []));

describe("saas invoices", () => {
  it("gives the same documents for the same seed and others for another", () => {
    const [first] = [...saasInvoices(3, 1)];
    const [again] = [...saasInvoices(3, 1)];
    const [other] = [...saasInvoices(4, 1)];
    expect(again!.pdf.equals(first!.pdf)).toBe(true);
    expect(again!.fields).toEqual(first!.fields);
    expect(other!.fields).not.toEqual(first!.fields);
  });

  it("prints the seller it labels and a total that adds up from the lines", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { fields } = saasInvoice(seed);
      const printed = texts(seed).join("\n");
      expect(printed).toContain(fields.vendor);
      const figure = fields.total_amount.toLocaleString("en-US", { minimumFractionDigits: 2 });
      expect(printed).toContain(figure);
    }
  });
});
