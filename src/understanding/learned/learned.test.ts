import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import type { DocumentText } from "../types.ts";
import { understandDocument } from "../understand-document.ts";
import { amountCandidates, nameCandidates } from "./candidates.ts";
import {
  chooseLearnedFields,
  fieldCandidates,
  type FieldModel,
  strayDigitsDropped,
} from "./choose-fields.ts";
import { nameOverlap } from "./features.ts";
import { candidateProbabilities, trainScorer } from "./model.ts";

const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));

const STRUK = `TOKO SERBA ADA
Jl. Merdeka No. 45, Bandung
Tanggal: 05/04/2025 14:32
Beras 5 kg 75.000
Minyak goreng 2 L 38.500
TOTAL 113.500
TUNAI 150.000
KEMBALI 36.500
Terima kasih atas kunjungan Anda`;

/** A receipt laid out as OCR boxes: the label at the left, its amount at the right. */
function boxedReceipt(lines: Array<[string, number, number]>): DocumentText {
  return {
    pages: [
      {
        number: 1,
        width: null,
        height: null,
        lines: lines.map(([text, x, y]) => ({
          text,
          box: { x, y, width: 10 * text.length, height: 20 },
        })),
      },
    ],
    text: lines.map(([text]) => text).join("\n"),
    language: null,
  };
}

describe("candidates and features", () => {
  it("finds every amount, with the label words before it and the arithmetic it fits", () => {
    const rows = rowsOf(STRUK);
    const found = fieldCandidates(rows, {}).total_amount;
    // The printed amounts, then the total the cash less the change works out.
    expect(found.candidates.map((candidate) => candidate.value)).toEqual([
      75000, 38500, 113500, 150000, 36500, 113500,
    ]);
    expect(found.features[5]!.derived_cash_less_change).toBe(1);
    expect(found.features[2]!.worked_out_too).toBe(1);
    expect(found.features[3]!.worked_out_too).toBe(0);
    const total = found.features[2]!;
    expect(total.label_total).toBe(1);
    expect(total.cash_less_change).toBe(1);
    expect(total.sum_of_items).toBe(1);
    expect(found.features[3]!.label_tendered).toBe(1);
    expect(found.features[4]!.label_change).toBe(1);
    expect(found.features[3]!.paid_with_change).toBe(1);
    expect(found.features[2]!.paid_with_change).toBe(0);
    expect(found.features[4]!.paid_with_change).toBe(0);
    expect(found.features[0]!.cash_less_change).toBe(0);
  });

  it("marks the value the other amounts agree on, and a total line nothing confirms", () => {
    // The total's figures misread (a digit changed), while the items, the subtotal and the cash
    // less the change still give the amount paid.
    const rows = rowsOf(`KEDAI RUNCIT
Roti 3.50
Susu 8.00
SUBTOTAL 11.50
TOTAL 14.50
CASH 20.00
CHANGE 8.50`);
    const found = fieldCandidates(rows, {}).total_amount;
    const at = (value: number) =>
      found.features[found.candidates.findIndex((candidate) => candidate.value === value)]!;
    expect(at(11.5).best_supported).toBe(1);
    expect(at(11.5).support).toBeGreaterThan(0);
    expect(at(11.5).alone_beside_supported).toBe(0);
    expect(at(14.5).alone_beside_supported).toBe(1);
    expect(at(14.5).best_supported).toBe(0);
    expect(at(14.5).support).toBe(0);
  });

  it("counts a payment with nothing given back, and a total rounded to the coin, as support", () => {
    // The total's figures misread; the payment, with a change of nothing, still gives it.
    const paid = fieldCandidates(
      rowsOf(`KEDAI RUNCIT
Benang 8 x 13.00 104.00
Total incl GST 14.00
Payment 104.00
Change Due 0.00`),
      {},
    ).total_amount;
    const paidAt = (value: number) =>
      paid.features[paid.candidates.findIndex((candidate) => candidate.value === value)]!;
    expect(paidAt(104).paid_exactly).toBe(1);
    expect(paidAt(14).paid_exactly).toBe(0);
    expect(paidAt(14).alone_beside_supported).toBe(1);

    const rounded = fieldCandidates(
      rowsOf(`KEDAI RUNCIT
Total with GST 41.48
Rounding 0.02
Total 41.50
Cash 50.00
Change 7.50`),
      {},
    ).total_amount;
    const roundedAt = (value: number) =>
      rounded.features[rounded.candidates.findIndex((candidate) => candidate.value === value)]!;
    expect(roundedAt(41.5).rounds_other).toBe(1);
    expect(roundedAt(41.48).rounds_other).toBe(0);
    expect(roundedAt(50).rounds_other).toBe(0);
  });

  it("adds up a tax summary's codes to the amount paid, with or without their taxes", () => {
    // The subtotal's figures misread (28.60 as 2.60); the summary's two codes give the amount.
    const found = fieldCandidates(
      rowsOf(`KEDAI SAYUR MURNI
Sayur campur 27.40
Bebola ikan 1.20
SUBTOTAL: 2.60
CASH 50.00
CHANGE 21.40
GST Sumary Amount(RM) Tax(RM)
SR @6% 1.20 0.07
ZR @0% 27.40 0.00
Thank you`),
      {},
    ).total_amount;
    const at = (value: number) =>
      found.features[found.candidates.findIndex((candidate) => candidate.value === value)]!;
    expect(at(28.6).tax_summary_sum).toBe(1);
    expect(at(28.6).best_supported).toBe(1);
    expect(at(2.6).tax_summary_sum).toBe(0);
    // The codes' own rows are the summary, not a reading of its sum.
    expect(at(27.4).tax_summary_sum).toBe(0);

    const beforeTax = fieldCandidates(
      rowsOf(`WARUNG PELANGI
Total 106.60
Tax summary Amount Tax
S 6% 80.00 4.80
Z 0% 21.80 0.00`),
      {},
    ).total_amount;
    expect(beforeTax.features[0]!.tax_summary_sum).toBe(1);

    // One code's row is a figure printed already, no sum.
    const oneCode = fieldCandidates(
      rowsOf(`WARUNG PELANGI
Total 84.80
Tax summary Amount Tax
S 6% 80.00 4.80`),
      {},
    ).total_amount;
    expect(oneCode.features[0]!.tax_summary_sum).toBe(0);
  });

  it("reads a label on the row above a value that stands alone on its line", () => {
    const document = boxedReceipt([
      ["KEDAI MAKAN", 100, 0],
      ["GRAND TOTAL", 0, 100],
      ["12.50", 300, 130],
    ]);
    const rows = groupRows(documentLines(document));
    const found = fieldCandidates(rows, {}).total_amount;
    expect(found.features[0]!.above_total).toBe(1);
    expect(found.features[0]!.label_total).toBe(0);
  });

  it("offers a name broken over two lines as one candidate and marks the buyer's block", () => {
    const rows = rowsOf(
      "SINAR BUKU TRADING\nCO. (M) SDN BHD\nNo 8, Jalan Damai\nBill to:\nPT Pembeli Contoh\nTotal 10.00",
    );
    const names = nameCandidates(rows).map((candidate) => candidate.value);
    expect(names).toContain("SINAR BUKU TRADING CO. (M) SDN BHD");
    const found = fieldCandidates(rows, {}).vendor;
    const buyer = found.candidates.findIndex((each) => each.value === "PT Pembeli Contoh");
    expect(found.features[buyer]!.buyer_side).toBe(1);
    const tail = found.candidates.findIndex((each) => each.value === "CO. (M) SDN BHD");
    expect(found.features[tail]!.opens_with_closing_form).toBe(1);
  });

  it("tells the seller's block from the buyer's beside it, and offers the footer's name", () => {
    const document = boxedReceipt([
      ["INVOICE", 0, 0],
      ["From", 0, 40],
      ["Bill to", 300, 40],
      ["Quenbry Labs Ltd", 0, 60],
      ["Tarsovi GmbH", 300, 60],
      ...Array.from({ length: 16 }, (_, index): [string, number, number] => [
        `Item ${index + 1} 10.00`,
        0,
        100 + 20 * index,
      ]),
      ["Total 160.00", 0, 440],
      ["Quenbry Labs Ltd · 4 Mill Lane, Dublin", 0, 600],
    ]);
    const rows = groupRows(documentLines(document));
    const found = fieldCandidates(rows, {}).vendor;
    const features = (name: string, from = 0) =>
      found.features[
        found.candidates.findIndex((each, index) => index >= from && each.value === name)
      ]!;
    expect(features("Quenbry Labs Ltd").seller_block).toBe(1);
    expect(features("Quenbry Labs Ltd").buyer_block).toBe(0);
    expect(features("Tarsovi GmbH").buyer_block).toBe(1);
    const footer = found.candidates.findIndex((each) => each.row.text.includes("Mill Lane"));
    expect(found.candidates[footer]!.value).toBe("Quenbry Labs Ltd");
    expect(found.features[footer]!.footer).toBe(1);
    expect(found.features[footer]!.beyond_top).toBe(1);
  });

  it("offers no label, identifier or tax number as a name", () => {
    const names = nameCandidates(
      rowsOf("Buyer\nVAT Number DE123456789\nnumber QX41TB08 0007\nInvoice to:\nMelvaro Oy"),
    ).map((candidate) => candidate.value);
    expect(names).toContain("Melvaro Oy");
    expect(names.filter((name) => /buyer|number|invoice to/i.test(name))).toEqual([]);
  });

  it("counts names alike by their shared words", () => {
    expect(nameOverlap("Toko Serba Ada", "TOKO SERBA ADA")).toBe(1);
    expect(nameOverlap("Serba Ada", "Toko Serba Ada")).toBeCloseTo(2 / 3);
    expect(nameOverlap("", "Toko")).toBe(0);
  });

  it("marks a name-like line that is only a place", () => {
    const found = fieldCandidates(
      rowsOf("KEDAI MAJU JAYA\nNO 5 JALAN BESAR\nSELANGOR MALAYSIA"),
      {},
    );
    const placeOnly = (value: string) =>
      found.vendor.features[found.vendor.candidates.findIndex((each) => each.value === value)]!
        .place_only;
    expect(placeOnly("SELANGOR MALAYSIA")).toBe(1);
    expect(placeOnly("KEDAI MAJU JAYA")).toBe(0);
  });

  it("reads units and cents OCR parted with a space, before or after the point, at the end of a line as an amount", () => {
    const found = amountCandidates(
      rowsOf("TOTAL 41 50\nQty 2 Rp 15 000\nITEM 12 00 3.00\nTUNAI -60. 00\nCASH 70 .00"),
    );
    expect(found.filter((each) => each.splitDecimal).map((each) => each.value)).toEqual([
      41.5, 60, 70,
    ]);
  });

  it("reads a sum's figures whose point OCR lost as an amount where the receipt writes cents", () => {
    const lost = (text: string) =>
      amountCandidates(rowsOf(text))
        .filter((each) => each.splitDecimal)
        .map((each) => each.value);
    const receipt = "Nasi Lemak 6.50\nTeh Tarik 2.20\nTotal 870\nCash 10.00\nChange 1.30";
    expect(lost(receipt)).toEqual([8.7]);
    // Codes and counts after a label are no sums: a card's last digits, an invoice number.
    expect(lost(`${receipt}\nCard No XXXX XXXX 4821\nCash Inv No.: 7721F711`)).toEqual([8.7]);
    // Where the receipt writes whole amounts (rupiah), bare figures are already whole.
    expect(lost("Kopi 15.000\nRoti 12.000\nTeh 8.000\nTotal 35000")).toEqual([]);
  });

  it("leaves out amounts of nothing", () => {
    expect(amountCandidates(rowsOf("Discount 0.00\nTotal 5.00")).map((each) => each.value)).toEqual(
      [5],
    );
  });
});

describe("the scorer", () => {
  it("learns to prefer the candidate its features mark, and gives probabilities summing to one", () => {
    const groups = Array.from({ length: 20 }, (_, index) => ({
      features: [
        { label: 1, noise: index % 2 },
        { label: 0, noise: 1 - (index % 2) },
        { label: 0, noise: 0 },
      ],
      right: [true, false, false],
    }));
    const names = ["label", "noise"];
    const weights = trainScorer(names, groups);
    expect(weights[0]).toBeGreaterThan(1);
    const probabilities = candidateProbabilities({ features: names, weights, types: [] }, [
      { label: 0 },
      { label: 1 },
    ]);
    expect(probabilities[1]).toBeGreaterThan(probabilities[0]!);
    expect(probabilities[0]! + probabilities[1]!).toBeCloseTo(1);
  });
});

describe("chooseLearnedFields", () => {
  const model: FieldModel = {
    version: "test",
    trainedOn: "hand-set",
    fields: {
      total_amount: { features: ["label_change"], weights: [5], types: ["receipt"] },
      date: { features: [], weights: [], types: [] },
      vendor: { features: [], weights: [], types: [] },
    },
  };

  it("keeps the rules' fields for a type no scorer measured better on", () => {
    const rows = rowsOf(STRUK);
    const rules = understandDocument(documentFromText(STRUK), { fieldModel: null }).fields;
    expect(chooseLearnedFields(rows, rules, "invoice", model)).toBe(rules);
  });

  it("takes a taken scorer's choice, with its probability as the confidence and its line as the source", () => {
    const rows = rowsOf(STRUK);
    const rules = understandDocument(documentFromText(STRUK), { fieldModel: null }).fields;
    const fields = chooseLearnedFields(rows, rules, "receipt", model);
    expect(fields.total_amount?.value).toBe(36500);
    expect(fields.total_amount?.source?.text).toBe("KEMBALI 36.500");
    expect(fields.total_amount?.confidence).toBeGreaterThan(0.9);
    expect(fields.date).toEqual(rules.date);
  });

  it("drops a stray figure before a total nothing confirms, where the rest is what the receipt adds up to", () => {
    // A currency sign read as a 3 before the total; the items, the subtotal and the cash less
    // the change agree on the amount without it.
    const receipt = `KEDAI RUNCIT MAJU
Roti 3.50
Susu 8.00
SUBTOTAL 11.50
NET TOTAL 311.50
CASH 20.00
CHANGE 8.50`;
    const rows = rowsOf(receipt);
    const found = fieldCandidates(rows, {}).total_amount;
    const misread = found.candidates.findIndex((candidate) => candidate.value === 311.5);
    const kept = strayDigitsDropped(found, misread);
    expect(kept).not.toBeNull();
    expect(found.candidates[kept!]!.value).toBe(11.5);
    // A confirmed total keeps its figures, and so does one whose shorter value nothing gives.
    const subtotal = found.candidates.findIndex((candidate) => candidate.value === 11.5);
    expect(strayDigitsDropped(found, subtotal)).toBeNull();
    const other = fieldCandidates(rowsOf(receipt.replace("311.50", "318.50")), {}).total_amount;
    const unlike = other.candidates.findIndex((candidate) => candidate.value === 318.5);
    expect(strayDigitsDropped(other, unlike)).toBeNull();
  });

  it("keeps a total whose first digit the item and the payment lines lost", () => {
    const found = fieldCandidates(
      rowsOf(`KEDAI RUNCIT MAJU
Gula pasir 2.80
TOTAL 82.80
CREDIT 2.80
CHANGE 0.00`),
      {},
    ).total_amount;
    const total = found.candidates.findIndex((candidate) => candidate.value === 82.8);
    expect(found.features[total]!.alone_beside_supported).toBe(1);
    const paid = found.candidates.findIndex((candidate) => candidate.value === 2.8);
    expect(found.features[paid]!.best_supported).toBe(1);
    expect(strayDigitsDropped(found, total)).toBeNull();
  });

  it("gives understanding the committed model's total on a receipt", () => {
    const understood = understandDocument(documentFromText(STRUK));
    expect(understood.fields.total_amount?.value).toBe(113500);
  });
});
