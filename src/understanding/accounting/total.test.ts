import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { understandDocument } from "../understand-document.ts";
import { digitSlip, labelledTotal } from "./total.ts";

const rowsOf = (text: string) => groupRows(documentLines(documentFromText(text)));

describe("a figure that differs from the amount in words by a digit or two", () => {
  it("counts one or two changed digits of a long figure as a slip, not another amount", () => {
    expect(digitSlip(3000009, 3000000)).toBe(true);
    expect(digitSlip(4180000, 4750000)).toBe(true);
    expect(digitSlip(4186000, 4750000)).toBe(false);
    expect(digitSlip(3400000, 2000000)).toBe(false);
    expect(digitSlip(300000, 3000000)).toBe(false);
    expect(digitSlip(19, 12)).toBe(false);
    expect(digitSlip(3000000, 3000000)).toBe(false);
  });

  it("takes the words over a labelled figure OCR slipped on (Indonesian)", () => {
    const total = labelledTotal(
      rowsOf(`KUITANSI No. 088/KW/2025
Sudah terima dari : Bapak Gorontiwo
Terbilang : tiga juta empat ratus ribu rupiah
Jumlah Rp 3.400.080,-`),
    );
    expect(total?.value).toBe(3400000);
    expect(total?.row.text).toContain("Jumlah");
  });

  it("takes the words over a labelled figure OCR slipped on (English)", () => {
    const total = labelledTotal(
      rowsOf(`RECEIPT
Received from Zelvorine Ltd
TOTAL 15,080
Amount in words: fifteen thousand dollars only`),
    );
    expect(total?.value).toBe(15000);
  });

  it("keeps the figure where the words say another amount altogether", () => {
    const total = labelledTotal(
      rowsOf(`KUITANSI
Terbilang : dua juta empat ratus ribu rupiah
Jumlah Rp 3.400.000,-`),
    );
    expect(total?.value).toBe(3400000);
  });

  it("keeps the figure where the number in words is inside a sentence, not the sum's own label", () => {
    const total = labelledTotal(
      rowsOf(`INVOICE
Late fee sebesar dua ratus persen
Total Rp 201.000`),
    );
    expect(total?.value).toBe(201000);
  });

  it("keeps a kuitansi's amount in words as its total where the scorer would take the slipped figure", () => {
    const understood = understandDocument(
      documentFromText(`CV Trabulani Sentosa
KWITANSI
No. 214/KWT/2025
Telah diterima dari : Ibu Marsodipa
Sebesar : tujuh juta lima ratus ribu rupiah
Keperluan : sewa genset dan panggung
Rp 7.500.090,-
Kota Palurejo, 12 Mei 2025
CV Trabulani Sentosa`),
    );
    expect(understood.fields.total_amount?.value).toBe(7500000);
  });
});

describe("the amount paid beside the total", () => {
  it("does not let the payment's own figure confirm itself where no change was given", () => {
    // The payment's figure misread (9.20 as 6.20); "Change 0.00" makes paid less change the
    // payment again, which the "Amount" over the payment's row would otherwise match.
    const total = labelledTotal(
      rowsOf(`KEDAI KOPI MELUR
Roti bakar 2 x 4.60 9.20
Total Amount: 9.20
Payment Mode Amount :
CASH 6.20
Change 0.00`),
    );
    expect(total?.value).toBe(9.2);
  });

  it("still takes a total that the payment less the change confirms", () => {
    const total = labelledTotal(
      rowsOf(`KEDAI KOPI MELUR
Total 15.80
Total 18.50
Tunai 20.00
Kembali 4.20`),
    );
    expect(total?.value).toBe(15.8);
  });

  it("reads 'Total Paid' as the note tendered, not the total", () => {
    // The change misread ("RMB.00"), so no arithmetic tells the payment from the total.
    const total = labelledTotal(
      rowsOf(`KEDAI ROTI SERI
Total : 12.35
Total Paid : 20.00
Change : B.65`),
    );
    expect(total?.value).toBe(12.35);
  });

  it("keeps 'Total Paid' as the total where no change is given back", () => {
    const total = labelledTotal(
      rowsOf(`Awan Lunak Software
Subtotal : 90.00
Total Paid : 99.90`),
    );
    expect(total?.value).toBe(99.9);
  });
});
