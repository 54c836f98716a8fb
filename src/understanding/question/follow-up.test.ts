import { describe, expect, it } from "vitest";
import { parseConversation } from "./follow-up.ts";

const TODAY = "2025-07-15";
const conversation = (...questions: string[]) => parseConversation(questions, { today: TODAY });

describe("parseConversation", () => {
  it("asks the same total again for another period: 'dan tahun lalu?'", () => {
    const question = conversation("Berapa total tagihan PLN tahun ini?", "dan tahun lalu?");
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.text).toBe("PLN");
    expect(question.about.filters.date).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    expect(question.about.chips.map((chip) => chip.words)).toContain("tahun lalu");
  });

  it("a period alone changes the date asked about before: 'and in 2027?' after an expiry list", () => {
    const question = conversation("which contracts expire in 2026", "and in 2027?");
    expect(question.kind).toBe("list");
    if (question.kind !== "list") return;
    expect(question.about.filters.expiryDate).toEqual({ from: "2027-01-01", to: "2027-12-31" });
    expect(question.about.filters.date).toBeUndefined();
    const due = conversation("tagihan yang jatuh tempo bulan ini", "kalau bulan depan?");
    expect(due.kind === "list" && due.about.filters.dueDate).toEqual({
      from: "2025-08-01",
      to: "2025-08-31",
    });
  });

  it("keeps the document of the last question when a field question points back with 'it'", () => {
    const question = conversation("Who is the counterparty in the lease?", "When does it expire?");
    expect(question.kind).toBe("field");
    if (question.kind !== "field") return;
    expect(question.field).toBe("expiry_date");
    expect(question.about.filters.contractTypes).toEqual(["lease"]);
  });

  it("asks the same field of another document: 'and the NDA?'", () => {
    const question = conversation("What is the governing law of the lease?", "And the NDA?");
    expect(question.kind).toBe("field");
    if (question.kind !== "field") return;
    expect(question.field).toBe("governing_law");
    expect(question.about.filters.contractTypes).toEqual(["nda"]);
  });

  it("resolves follow-ups one after another", () => {
    const question = conversation(
      "How many invoices from PLN are there?",
      "and last year?",
      "what about Telkomsel?",
    );
    expect(question.kind).toBe("count");
    if (question.kind !== "count") return;
    expect(question.about.text).toBe("Telkomsel");
    expect(question.about.filters.date).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });

  it("leaves a question with its own subject as it is", () => {
    const question = conversation("Berapa total tagihan PLN tahun ini?", "Show invoices in USD");
    expect(question.kind).toBe("list");
    if (question.kind !== "list") return;
    expect(question.about.filters.currency).toBe("USD");
    expect(question.about.filters.date).toBeUndefined();
    expect(question.about.text).toBe("");
  });

  it("reads capital IT as information technology, not as a pointer back", () => {
    const question = conversation(
      "Who is the vendor of the PLN bill?",
      "When does the IT agreement expire?",
    );
    expect(question.kind).toBe("field");
    if (question.kind !== "field") return;
    expect(question.about.terms).toContain("it");
    expect(question.about.text).not.toContain("PLN");
  });
  it("an opening that joins a follow-up to the question before is not searched for: 'kalau 2025?'", () => {
    const question = parseConversation(["total tagihan listrik tahun 2024", "kalau 2025?"], {
      today: "2026-01-15",
    });
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.terms).toContain("listrik");
    expect(question.about.terms).not.toContain("kalau");
    expect(question.about.filters.date).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });
  it("'kalau 2025 bagaimana?' asks the same count again; 'and the smallest?' ranks the same papers", () => {
    const count = parseConversation(
      ["berapa banyak struk apotek tahun 2024", "kalau 2025 bagaimana?"],
      {
        today: "2026-01-15",
      },
    );
    expect(count.kind).toBe("count");
    if (count.kind !== "count") return;
    expect(count.about.terms).toContain("apotek");
    expect(count.about.terms).not.toContain("bagaimana");
    expect(count.about.filters.date).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    const smallest = parseConversation(["most expensive pharmacy receipt", "and the smallest?"], {
      today: "2026-01-15",
    });
    expect(smallest.kind === "ranked" && smallest.order).toBe("smallest");
    expect(smallest.kind === "ranked" && smallest.about.filters.types).toEqual(["receipt"]);
  });

  it("asks again of a period named alone, whatever its opening: 'yang 2024 berapa'", () => {
    const question = conversation("total belanja apotek 2025", "yang 2024 berapa");
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.terms).toContain("apotek");
    expect(question.about.filters.date).toEqual({ from: "2024-01-01", to: "2024-12-31" });
  });

  it("reads '-nya' typed apart as pointing back: 'ppn nya brp'", () => {
    const question = conversation("kapan invoice contoh jatuh tempo", "ppn nya berapa");
    expect(question.kind === "field" && question.field).toBe("tax_amount");
    expect(question.kind === "field" && question.about.terms).toContain("contoh");
  });

  it("asks who a contract is with after its dates: 'who is it with'", () => {
    const question = conversation("when does the contoh lease end", "who is it with");
    expect(question.kind === "field" && question.field).toBe("counterparty");
    expect(question.kind === "field" && question.about.terms).toContain("contoh");
  });

  it("sums the documents asked about before: 'what's their total?' after a list", () => {
    const total = conversation("which invoices are from contoh", "what's their total?");
    expect(total.kind).toBe("total");
    expect(total.kind === "total" && total.about.filters.party).toBe("contoh");
    const tax = conversation("ada berapa invoice contoh tahun ini", "ppn nya berapa");
    // The tax named is the one summed: PPN, not every tax the invoices print.
    expect(tax.kind === "total" && tax.measure).toEqual({
      field: "tax_amount",
      taxTypes: ["PPN", "VAT"],
    });
    // After one document, its own amount.
    const one = conversation("kapan invoice contoh jatuh tempo", "nilainya berapa");
    expect(one.kind === "field" && one.field).toBe("total_amount");
  });

  it("asks a field of the document asked about before, its '-nya' typed on", () => {
    const typed = conversation("tagihan air contoh berapa?", "jatuh temponya kapan?");
    expect(typed.kind === "field" && typed.field).toBe("due_date");
    expect(typed.kind === "field" && typed.about.terms).toContain("contoh");
  });

  it("asks a field named alone of what was asked before: 'and the tax?', 'tanggalnya?'", () => {
    for (const [first, then, field] of [
      ["what's the total of the invoice from contoh", "and the tax?", "tax_amount"],
      ["tagihan air contoh bulan april berapa", "tanggalnya?", "date"],
      ["kapan invoice contoh jatuh tempo", "terus nomor invoicenya?", "document_number"],
      ["how much was the contoh receipt", "the vendor?", "vendor"],
      ["kontrak sewa gudang contoh habis kapan", "dan hukumnya apa?", "governing_law"],
    ] as const) {
      const question = conversation(first, then);
      expect(question.kind === "field" && question.field, then).toBe(field);
      // The document asked about before, by its words or its party.
      const about = question.kind === "field" ? question.about : null;
      expect([...(about?.terms ?? []), about?.filters.party], then).toContain("contoh");
    }
    // After a sum, the tax named alone is the same documents' tax, summed.
    const sum = conversation("total invoice contoh tahun 2024", "terus pajaknya?");
    expect(sum.kind === "total" && sum.measure).toEqual({ field: "tax_amount", taxTypes: null });
    expect(sum.kind === "total" && sum.about.filters.date).toEqual({
      from: "2024-01-01",
      to: "2024-12-31",
    });
  });

  it("picks another of the same kind: 'yang dari …', 'the one from …'", () => {
    const other = conversation("invoice dari lorem tanggal berapa", "yang dari contoh?");
    expect(other.kind === "field" && other.field).toBe("date");
    expect(other.kind === "field" && other.about.filters.types).toEqual(["invoice"]);
  });

  it("sums the tax or the charge named after a sum, and reads 'the X one' and a yes-or-no tag", () => {
    const pb1 = conversation("total ppn 2025", "kalau pb1?");
    expect(pb1.kind === "total" && pb1.measure).toEqual({ field: "tax_amount", taxTypes: ["PB1"] });
    const service = conversation("total ppn 2025", "and the service charge?");
    expect(service.kind === "total" && service.measure).toEqual({ field: "service_charge" });
    const other = conversation("when does the lorem nda expire", "and the contoh one?");
    expect(other.kind === "field" && other.about.terms).toContain("contoh");
    expect(other.kind === "field" && other.about.terms).not.toContain("one");
    const tagged = conversation(
      "struk kafe contoh tanggal 3 maret",
      "ada service charge nya tidak",
    );
    expect(tagged.kind === "field" && tagged.about.terms).toContain("contoh");
    const second = conversation("kontrak sewa gudang contoh habis kapan", "siapa pihak keduanya");
    expect(second.kind === "field" && second.field).toBe("counterparty");
  });

  it("sets a sum over a period against another asked with 'dibanding' or 'compared to'", () => {
    const month = conversation("berapa total struk apotek bulan ini", "dibanding bulan lalu?");
    expect(month.kind).toBe("periods");
    if (month.kind !== "periods") return;
    expect(month.periods.map((period) => period.range)).toEqual([
      { from: "2025-07-01", to: "2025-07-31" },
      { from: "2025-06-01", to: "2025-06-30" },
    ]);
    expect(month.about.filters.date).toBeUndefined();
    expect(month.about.terms).toContain("apotek");
    const year = conversation("total water bills 2024", "and compared to 2023?");
    expect(year.kind === "periods" && year.periods[1].range).toEqual({
      from: "2023-01-01",
      to: "2023-12-31",
    });
    // Without a period before, there is nothing to set the other against.
    expect(conversation("total tagihan air", "dibanding tahun lalu?").kind).not.toBe("periods");
  });

  it("narrows the documents listed before: 'which of them', 'di antaranya'", () => {
    const usd = conversation("list invoices due next month", "which of them are in USD");
    expect(usd.kind === "list" && usd.about.filters).toMatchObject({
      types: ["invoice"],
      dueDate: { from: "2025-08-01", to: "2025-08-31" },
      currency: "USD",
    });
    const large = conversation("struk apotek tahun ini", "di antaranya yang lebih dari 100 ribu");
    expect(large.kind === "list" && large.about.filters.types).toEqual(["receipt"]);
    expect(large.kind === "list" && large.about.filters.amount?.min).toBe(100_000);
  });

  it("asks a field of the one paper a 'biggest' or 'latest' question picked", () => {
    const due = conversation("biggest invoice in sgd", "and when's it due");
    expect(due.kind === "field" && due.field).toBe("due_date");
    expect(due.kind === "field" && due.picked).toEqual({
      kind: "ranked",
      by: "total_amount",
      order: "largest",
    });
    expect(due.kind === "field" && due.about.filters.currency).toBe("SGD");
    const vendor = conversation("struk apotek paling baru", "dari toko apa?");
    expect(vendor.kind === "field" && vendor.picked).toEqual({
      kind: "first",
      by: "date",
      order: "newest",
    });
    // After a list, a field names no picked paper.
    const listed = conversation("invoice sgd tahun 2025", "jatuh temponya kapan?");
    expect(listed.kind === "field" && listed.picked).toBeUndefined();
  });
});
