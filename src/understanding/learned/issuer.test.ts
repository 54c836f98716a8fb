import { describe, expect, it } from "vitest";
import { documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import type { DocumentText } from "../types.ts";
import { understandDocument } from "../understand-document.ts";
import {
  bestIssuer,
  chooseIssuer,
  ISSUER_MODEL,
  issuerCandidates,
  issuerFeatures,
} from "./issuer.ts";
import { trainScorer } from "./model.ts";

/** An invented invoice page laid out as boxes: [text, x, y], 10 points a character. */
function page(lines: Array<[string, number, number]>): DocumentText {
  return {
    pages: [
      {
        number: 1,
        width: 600,
        height: 800,
        lines: lines.map(([text, x, y]) => ({
          text,
          box: { x, y, width: 6 * text.length, height: 12 },
        })),
      },
    ],
    text: lines.map(([text]) => text).join("\n"),
    language: "id",
  };
}

/** The buyer addressed first, the seller only in the bank details and the footer. */
const BUYER_FIRST = page([
  ["INVOICE", 400, 20],
  ["Kepada Yth.", 40, 60],
  ["PT Pembeli Contoh", 40, 76],
  ["Jl. Contoh No. 1, Kota Contoh", 40, 92],
  ["NPWP 01.234.567.8-901.000", 40, 108],
  ["No. Faktur : 0012/2025", 40, 140],
  ["Tanggal : 5 Mei 2025", 40, 156],
  ["Keterangan", 40, 200],
  ["Jumlah", 500, 200],
  ["Jasa pemasangan", 40, 216],
  ["Rp 1.000.000", 500, 216],
  ["Total", 400, 248],
  ["Rp 1.000.000", 500, 248],
  ["Transfer ke", 40, 300],
  ["Bank Contoh No. Rek 1234567890", 40, 316],
  ["a.n. CV Penjual Contoh", 40, 332],
  ["CV Penjual Contoh · Jl. Lain No. 2, Kota Lain · admin@penjualcontoh.co.id", 40, 760],
]);

function featuresOf(document: DocumentText) {
  const rows = groupRows(documentLines(document));
  const candidates = issuerCandidates(rows);
  return { candidates, features: issuerFeatures(candidates, rows, null) };
}

describe("invoice issuer", () => {
  it("marks a name under a buyer's label, and one the footer and the bank details repeat", () => {
    const { candidates, features } = featuresOf(BUYER_FIRST);
    const buyer = candidates.findIndex((each) => each.value === "PT Pembeli Contoh");
    const seller = candidates.findIndex((each) => each.value === "CV Penjual Contoh");
    expect(buyer).toBeGreaterThanOrEqual(0);
    expect(seller).toBeGreaterThanOrEqual(0);
    expect(features[buyer]!.above_buyer).toBe(1);
    expect(features[buyer]!.tax_id_below_near).toBe(1);
    expect(features[seller]!.above_buyer).toBe(0);
    expect(features[seller]!.holder_row! + features[seller]!.in_footer_too!).toBeGreaterThan(0);
  });

  it("reads the label of a 'label : name' line as the name's own", () => {
    const { candidates, features } = featuresOf(
      page([
        ["FAKTUR", 40, 20],
        ["Nama Pelanggan : Toko Contoh Makmur", 40, 60],
        ["Dari : PT Penerbit Contoh", 40, 76],
      ]),
    );
    const customer = candidates.findIndex((each) => each.value === "Toko Contoh Makmur");
    const issuer = candidates.findIndex(
      (each) => each.value === "PT Penerbit Contoh" && !each.joined,
    );
    expect(features[customer]!.label_buyer).toBe(1);
    expect(features[issuer]!.label_seller).toBe(1);
    expect(features[issuer]!.label_buyer).toBe(0);
  });

  it("reads a label printed in a column left of a name, but not another party's block beside it", () => {
    const { candidates, features } = featuresOf(
      page([
        ["INVOICE", 40, 20],
        ["PT Sarwena Contoh", 40, 60],
        ["CV Lumbaran Contoh", 400, 60],
        ["Dikirim ke:", 40, 140],
        ["Toko Quenmar Abadi", 160, 140],
      ]),
    );
    const beside = candidates.findIndex((each) => each.value === "CV Lumbaran Contoh");
    const shipped = candidates.findIndex((each) => each.value === "Toko Quenmar Abadi");
    expect(features[beside]!.label_other).toBe(0);
    expect(features[shipped]!.label_buyer).toBe(1);
  });

  it("learns from labelled invoices to pass over the buyer's block", () => {
    const { candidates, features } = featuresOf(BUYER_FIRST);
    const names = Object.keys(features[0]!).filter((name) => !name.startsWith("rules_"));
    const right = candidates.map((each) => each.value === "CV Penjual Contoh");
    const weights = trainScorer(names, [{ features, right }], { iterations: 200 });
    const best = bestIssuer({ features: names, weights, types: [] }, candidates, features);
    expect(best?.candidate.value).toBe("CV Penjual Contoh");
  });

  it("with the committed weights, chooses the seller an invoice names only in its bank details and footer", () => {
    const rows = groupRows(documentLines(BUYER_FIRST));
    const rules = understandDocument(BUYER_FIRST, { fieldModel: null });
    const taken = { ...ISSUER_MODEL, scorer: { ...ISSUER_MODEL.scorer, types: ["invoice"] } };
    const fields = chooseIssuer(rows, rules.fields, rules.fields.vendor, "invoice", taken);
    expect(fields.vendor?.value).toBe("CV Penjual Contoh");
  });

  it("keeps the rules' issuer for a type training did not take the scorer for", () => {
    const rows = groupRows(documentLines(BUYER_FIRST));
    const rules = understandDocument(BUYER_FIRST, { fieldModel: null });
    const untaken = { ...ISSUER_MODEL, scorer: { ...ISSUER_MODEL.scorer, types: [] } };
    const fields = chooseIssuer(rows, rules.fields, rules.fields.vendor, "invoice", untaken);
    expect(fields).toEqual(rules.fields);
  });
});
