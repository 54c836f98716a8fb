import { describe, expect, it } from "vitest";
import { parseQuestion, separateAsks, toldByWholeText } from "./parse-question.ts";

const TODAY = "2025-07-15";
const ask = (question: string) => parseQuestion(question, { today: TODAY });
/** What a question other than a comparison is about. */
const aboutOf = (question: string) => {
  const asked = ask(question);
  if (asked.kind === "compare") throw new Error(`${question}: read as a comparison`);
  return asked.about;
};

describe("parseQuestion", () => {
  it("Berapa total tagihan PLN tahun ini? → a total of this year's PLN bills", () => {
    const question = ask("Berapa total tagihan PLN tahun ini?");
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.text).toBe("PLN");
    expect(question.about.filters.date).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });

  it("How much did we spend on restaurants in June 2025? → a total", () => {
    const question = ask("How much did we spend at restaurants in June 2025?");
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.terms).toContain("restoran");
    expect(question.about.filters.date).toEqual({ from: "2025-06-01", to: "2025-06-30" });
  });

  it("reads a tax said of the amount as the amount: the total with it, the subtotal without", () => {
    const withTax = ask("How much was the Pelangi Ropes invoice including VAT?");
    expect(withTax.kind === "field" || withTax.kind === "total").toBe(true);
    expect("field" in withTax ? withTax.field : "total").not.toBe("tax_amount");
    expect(aboutOf("How much was the Pelangi Ropes invoice including VAT?").terms).not.toContain(
      "including",
    );
    const termasuk = ask("tagihan pt kiranti sudah termasuk ppn brp");
    expect("field" in termasuk && termasuk.field).not.toBe("tax_amount");
    for (const question of [
      "berapa nilai invoice pt kiranti sebelum pajak?",
      "the Pelangi Ropes invoice excluding VAT",
    ]) {
      const asked = ask(question);
      expect(asked.kind === "field" && asked.field, question).toBe("subtotal");
    }
    // The tax itself is still asked when nothing is said of an amount.
    const tax = ask("what's the VAT on the Pelangi Ropes invoice");
    expect(tax.kind === "field" && tax.field).toBe("tax_amount");
  });

  it("reads a range from today, and to the end of a named or current period", () => {
    const expiring = aboutOf("Which contracts will expire between now and the end of March 2026?");
    expect(expiring.filters.expiryDate).toEqual({ from: TODAY, to: "2026-03-31" });
    expect(expiring.terms).toEqual([]);
    const due = aboutOf("invoices due from now to the end of the year");
    expect(due.filters.dueDate).toEqual({ from: TODAY, to: "2025-12-31" });
    const habis = aboutOf("kontrak yg habis dari sekarang sampai maret 2026");
    expect(habis.filters.expiryDate).toEqual({ from: TODAY, to: "2026-03-31" });
  });

  it("reads contracts still in force as those not ended by today, whatever else the words say", () => {
    for (const question of [
      "How many contracts are still active today?",
      "kontrak yg masih berlaku ada berapa",
      "list the leases still in force",
      "which agreements are active",
    ]) {
      const about = aboutOf(question);
      expect(about.filters.expiryDate, question).toEqual({ from: TODAY, to: null });
      expect(about.filters.date, question).toBeUndefined();
      expect(about.terms, question).toEqual([]);
    }
    // A governing law "yang berlaku" is a law asked, not a contract in force.
    const law = ask("hukum yang berlaku di kontrak sewa ruko");
    expect(law.kind === "field" && law.field).toBe("governing_law");
  });

  it("asks a tax invoice's serial number by its names, and an invoice's own number otherwise", () => {
    for (const question of [
      "What's the faktur pajak number on the Lumbung Rasa invoice?",
      "nomor faktur pajak pt kiranti brp",
      "no seri faktur dari invoice sewa kiranti",
      "the NSFP of the Kiranti sale",
    ]) {
      const asked = ask(question);
      expect(asked.kind === "field" && asked.number, question).toBe("faktur");
    }
    const own = ask("nomor faktur invoice lumbung rasa");
    expect(own.kind === "field" && own.number).toBeUndefined();
  });

  it("holds to no English function word left over once the filters are read", () => {
    const terms = aboutOf("Who is the tenant under the Kaliandra lease?").terms;
    expect(terms).not.toContain("under");
    expect(terms).toContain("kaliandra");
  });

  it("counts: how many / berapa banyak", () => {
    expect(ask("How many receipts do we have from 2024?").kind).toBe("count");
    expect(ask("number of invoices from 2024").kind).toBe("count");
    // An invoice's number is one field of one invoice, not how many there are.
    const numbered = ask("invoice number of the Nordlys Cargo invoice");
    expect(numbered.kind === "field" && numbered.field).toBe("document_number");
    const question = ask("Berapa banyak kontrak yang berakhir tahun depan?");
    expect(question.kind).toBe("count");
    if (question.kind !== "count") return;
    expect(question.about.filters.types).toEqual(["contract"]);
    expect(question.about.filters.expiryDate).toEqual({ from: "2026-01-01", to: "2026-12-31" });
  });

  it("sums a tax or a service charge over a period instead of reading one document's", () => {
    const cases: Array<[string, string, string[] | null]> = [
      ["total PPN bulan januari 2025", "tax_amount", ["PPN", "VAT"]],
      ["How much VAT did we pay in June 2025?", "tax_amount", ["PPN", "VAT"]],
      ["total pajak PB1 tahun 2024", "tax_amount", ["PB1"]],
      ["total tax on our invoices in 2024", "tax_amount", null],
    ];
    for (const [text, field, taxTypes] of cases) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      if (question.kind !== "total") return;
      expect(question.measure).toEqual({ field, taxTypes });
      expect(question.about.terms, text).toEqual([]);
    }
    const service = ask("total service charge in 2025");
    expect(service.kind === "total" && service.measure).toEqual({ field: "service_charge" });
  });

  it("keeps one document's tax a field, and 'faktur pajak' a kind of paper, not the tax", () => {
    expect(ask("berapa ppn di tagihan toko contoh").kind).toBe("field");
    expect(ask("how much tax was on the toko contoh receipt").kind).toBe("field");
    const paper = ask("total ppn faktur pajak tahun 2025");
    expect(paper.kind === "total" && paper.measure).toEqual({
      field: "tax_amount",
      taxTypes: ["PPN", "VAT"],
    });
    if (paper.kind !== "total") return;
    expect(paper.about.terms).toContain("faktur pajak");
    const totals = ask("total faktur pajak tahun 2025");
    expect(totals.kind === "total" && totals.measure).toBeUndefined();
  });

  it("a count keeps the kind it counts ('berapa jumlah invoice dalam USD')", () => {
    const question = ask("berapa jumlah invoice dalam USD");
    expect(question.kind).toBe("count");
    if (question.kind !== "count") return;
    expect(question.about.filters.types).toEqual(["invoice"]);
    expect(question.about.filters.currency).toBe("USD");
  });

  it("leaves nouns naming no kind of document out ('which payments are due', 'daftar')", () => {
    for (const text of [
      "which payments are due in june 2025?",
      "daftar dokumen jatuh tempo juni 2025",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("list");
      if (question.kind !== "list") return;
      expect(question.about.terms, text).toEqual([]);
      expect(question.about.filters.dueDate).toEqual({ from: "2025-06-01", to: "2025-06-30" });
    }
  });

  it("a sum's verbs are not the documents' words ('total grocery shopping in 2024')", () => {
    const question = ask("total grocery shopping in 2024");
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.termGroups).toHaveLength(1);
    expect(question.about.terms).toContain("grosir");
  });

  it("reads a kuitansi named beside the slips it is filed with as all of them ('struk dan kuitansi')", () => {
    const alone = ask("total kuitansi bulan lalu");
    expect(alone.kind === "total" && alone.about.termGroups).toContainEqual(
      expect.arrayContaining(["kuitansi", "kwitansi"]),
    );
    for (const text of [
      "total struk dan kuitansi bulan lalu",
      "total receipts & kwitansi last month",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      if (question.kind !== "total") continue;
      expect(question.about.filters.types, text).toEqual(["receipt"]);
      expect(question.about.termGroups, text).toEqual([]);
    }
  });

  it("leaves who holds the documents out of what they are about ('do we have', 'kita punya')", () => {
    for (const text of ["How many NDAs do we have?", "Ada berapa NDA yang kita punya?"]) {
      const question = ask(text);
      expect(question.kind).toBe("count");
      if (question.kind !== "count") return;
      expect(question.about.filters.contractTypes).toEqual(["nda"]);
      expect(question.about.terms).not.toContain("have");
      expect(question.about.terms).not.toContain("punya");
    }
  });

  it("Which contracts expire before 2027? → the contracts still to expire by then", () => {
    const question = ask("Which contracts expire before 2027?");
    expect(question.kind).toBe("list");
    if (question.kind !== "list") return;
    expect(question.about.filters.expiryDate).toEqual({ from: TODAY, to: "2026-12-31" });
  });

  it("reads 'before the end of' a period as until its end, in both languages", () => {
    for (const text of [
      "Which contracts expire before the end of 2026?",
      "kontrak yang berakhir sebelum akhir 2026",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("list");
      if (question.kind !== "list") return;
      expect(question.about.filters.expiryDate, text).toEqual({ from: TODAY, to: "2026-12-31" });
    }
  });

  it("lists the contracts that already expired, and those expiring in a given year", () => {
    const expired = ask("Which contracts have already expired?");
    expect(expired.kind).toBe("list");
    if (expired.kind !== "list") return;
    expect(expired.about.filters.expiryDate).toEqual({ from: null, to: "2025-07-14" });
    expect(expired.about.terms).toEqual([]);
    const inYear = ask("perjanjian yang berakhir tahun 2027");
    expect(inYear.kind).toBe("list");
    if (inYear.kind !== "list") return;
    expect(inYear.about.filters.expiryDate).toEqual({ from: "2027-01-01", to: "2027-12-31" });
  });

  it("sums many documents when a total names them in the plural, a currency or 'our'", () => {
    for (const text of ["total of our invoices in USD", "total invoice USD kita berapa"]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      if (question.kind !== "total") return;
      expect(question.about.filters.currency, text).toBe("USD");
      expect(question.about.filters.types, text).toEqual(["invoice"]);
    }
    expect(ask("What is the total of the invoice from PT Contoh Jaya?").kind).toBe("field");
  });

  it("asks one amount of one document by its label, not a list", () => {
    const cases: Array<[string, string, string]> = [
      ["service charge at Warung Contoh", "service_charge", "Warung Contoh"],
      ["berapa service charge di kafe contoh?", "service_charge", "kafe contoh"],
      ["diskon di toko contoh berapa", "discount", "toko contoh"],
      ["berapa uang jaminan sewa gudang", "deposit", "gudang"],
      ["GST on the Contoh Pte invoice", "tax_amount", "Contoh Pte"],
      ["nilai kontrak perjanjian jasa kebersihan", "contract_value", "kebersihan"],
    ];
    for (const [text, field, about] of cases) {
      const question = ask(text);
      expect(question.kind, text).toBe("field");
      if (question.kind !== "field") return;
      expect(question.field, text).toBe(field);
      expect(question.about.text.toLowerCase(), text).toContain(about.toLowerCase());
    }
  });

  it("asks a clause's period without the word 'clause', in both languages", () => {
    const english = ask("notice period to terminate the lease");
    expect(english).toMatchObject({ kind: "clause", clause: "termination", period: true });
    if (english.kind !== "clause") return;
    expect(english.about.filters.contractTypes).toEqual(["lease"]);
    expect(english.about.terms).toEqual([]);
    const indonesian = ask("berapa lama pemberitahuan untuk mengakhiri perjanjian sewa");
    expect(indonesian).toMatchObject({ kind: "clause", clause: "termination", period: true });
    expect(ask("how are disputes resolved under the NDA")).toMatchObject({
      kind: "clause",
      clause: "dispute",
      period: false,
    });
  });

  it("keeps a contract's kind named by a word that also names a scope, in a clause question", () => {
    for (const text of [
      "how are disputes resolved under the services agreement",
      "bagaimana sengketa diselesaikan dalam perjanjian jasa kebersihan",
    ]) {
      const question = ask(text);
      expect(question, text).toMatchObject({ kind: "clause", clause: "dispute" });
      if (question.kind !== "clause") return;
      expect(question.about.filters.contractTypes, text).toEqual(["service"]);
    }
  });

  it("reads 'tanggal berapa' as the date its sentence asks: a payment day, an end, an invoice's due date", () => {
    const kindOf = (text: string) => {
      const question = ask(text);
      if (question.kind === "clause") return `clause ${question.clause}`;
      return question.kind === "field" ? `field ${question.field}` : question.kind;
    };
    expect(kindOf("berapa tanggal batas pembayaran di perjanjian jasa")).toBe("clause payment");
    expect(kindOf("what is the payment deadline in the consulting agreement")).toBe(
      "clause payment",
    );
    expect(kindOf("tanggalnya berapa perjanjian kerahasiaan berakhir")).toBe("field expiry_date");
    expect(kindOf("sampai tanggal berapa perjanjian lisensi berlaku")).toBe("field expiry_date");
    expect(kindOf("berapa tanggal jatuh tempo invoice PT Sinar Wiyata")).toBe("field due_date");
    expect(kindOf("tagihan air bulan lalu tanggal berapa")).toBe("field date");
  });

  it("asks a clause for a day its subject sets, not a contract's issue date", () => {
    const clauseOf = (text: string) => {
      const question = ask(text);
      return question.kind === "clause" ? question.clause : question.kind;
    };
    expect(clauseOf("perpanjangan sewa harus diajukan tanggal berapa")).toBe("renewal");
    expect(clauseOf("tanggal berapa keadaan kahar harus diberitahukan")).toBe("force majeure");
    const delivery = ask("barang dikirim tanggal berapa sesuai kontrak pengadaan");
    expect(delivery.kind === "field" && delivery.field).not.toBe("date");
  });

  it("asks a contract's scope as people put it, keeping the kind of contract named", () => {
    const scope = ask("what is the scope of the services agreement");
    expect(scope).toMatchObject({ kind: "clause", clause: "scope" });
    if (scope.kind === "clause") expect(scope.about.filters.contractTypes).toEqual(["service"]);
    const covered = ask("what does the warehouse lease cover?");
    expect(covered).toMatchObject({ kind: "clause", clause: "scope" });
    if (covered.kind === "clause") {
      expect(covered.about.filters.contractTypes).toEqual(["lease"]);
      expect(covered.about.text).not.toMatch(/cover/);
    }
    expect(ask("scope of our consulting contract")).toMatchObject({
      kind: "clause",
      clause: "scope",
    });
  });

  it("weighs two documents: 'which is bigger, A or B'", () => {
    const question = ask("which is bigger, the Alfa invoice or the Beta invoice?");
    expect(question.kind).toBe("compare");
    if (question.kind !== "compare") return;
    expect(question.first.text).toBe("Alfa");
    expect(question.second.text).toBe("Beta");
  });

  it("Tampilkan faktur yang jatuh tempo minggu ini → a list of invoices due this week", () => {
    const question = ask("Tampilkan faktur yang jatuh tempo minggu ini");
    expect(question.kind).toBe("list");
    if (question.kind !== "list") return;
    expect(question.about.filters.types).toEqual(["invoice"]);
    expect(question.about.filters.dueDate).toEqual({ from: "2025-07-14", to: "2025-07-20" });
  });

  it.each([
    ["What is the governing law of the distribution agreement?", "governing_law", "distribution"],
    ["Hukum apa yang berlaku untuk perjanjian distribusi?", "governing_law", "distribution"],
    ["Who is the counterparty in the lease?", "counterparty", "lease"],
    ["Siapa pihak kedua dalam perjanjian sewa?", "counterparty", "lease"],
    ["When does the NDA expire?", "expiry_date", "nda"],
    ["Kapan perjanjian kerja sama berakhir?", "expiry_date", "cooperation"],
    ["What is the effective date of the loan agreement?", "effective_date", "loan"],
  ] as const)("%s → the %s of a %s contract", (text, field, contractType) => {
    const question = ask(text);
    expect(question.kind).toBe("field");
    if (question.kind !== "field") return;
    expect(question.field).toBe(field);
    expect(question.about.filters.contractTypes).toEqual([contractType]);
  });

  it("asks for a field of a document named by its vendor", () => {
    const question = ask("When is the invoice from PT Sumber Makmur Abadi due?");
    expect(question.kind).toBe("field");
    if (question.kind !== "field") return;
    expect(question.field).toBe("due_date");
    expect(question.about.filters.party).toBe("PT Sumber Makmur Abadi");
  });

  it("compares two documents", () => {
    const question = ask("Compare the lease with the loan agreement");
    expect(question.kind).toBe("compare");
    if (question.kind !== "compare") return;
    expect(question.first.filters.contractTypes).toEqual(["lease"]);
    expect(question.second.filters.contractTypes).toEqual(["loan"]);
  });

  it("explains a clause of a document", () => {
    const question = ask("Explain the termination clause in the lease");
    expect(question.kind).toBe("clause");
    if (question.kind !== "clause") return;
    expect(question.clause).toBe("termination");
    expect(question.about.filters.contractTypes).toEqual(["lease"]);
    const indonesian = ask("Jelaskan pasal keadaan kahar dalam perjanjian distribusi");
    expect(indonesian.kind).toBe("clause");
  });

  it("lists what anything else describes", () => {
    const question = ask("faktur PLN bulan lalu");
    expect(question.kind).toBe("list");
  });
});

describe("what a total is about", () => {
  it("leaves the paying verbs out of the words searched for", () => {
    const question = ask("How much did we pay for PLN bills this year?");
    expect(question.kind).toBe("total");
    if (question.kind !== "total") return;
    expect(question.about.text).toBe("");
    expect(question.about.filters.party).toBe("PLN");
  });
});

describe("asking to compute", () => {
  it("a verb asking to calculate is no word to look for", () => {
    const cases: Array<[string, "total" | "count"]> = [
      ["hitung total struk apotek tahun 2024", "total"],
      ["tolong hitungkan total tagihan air 2025", "total"],
      ["calculate the total of our SGD bills", "total"],
      ["compute the total of receipts in may 2025", "total"],
      ["count the pharmacy receipts from 2024", "count"],
      ["jumlahkan semua struk bensin 2025", "total"],
    ];
    for (const [text, kind] of cases) {
      const question = ask(text);
      expect(question.kind, text).toBe(kind);
      if (question.kind !== "total" && question.kind !== "count") return;
      for (const verb of ["hitung", "hitungkan", "calculate", "compute", "count", "jumlahkan"]) {
        expect(question.about.terms, text).not.toContain(verb);
      }
    }
  });

  it("sums the totals of tax invoices instead of reading one's tax", () => {
    for (const text of ["total nilai faktur pajak bulan lalu", "total harga faktur pajak 2024"]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      if (question.kind !== "total") return;
      expect(question.measure, text).toBeUndefined();
      expect(question.about.terms, text).toContain("faktur pajak");
      expect(question.about.terms, text).not.toContain("nilai");
      expect(question.about.terms, text).not.toContain("harga");
    }
  });
});

describe("dates and parties asked in other words", () => {
  it("asks for a document's own date when it asks when it was issued or signed", () => {
    const cases = [
      "when was the tax invoice from PT Contoh Sejahtera issued",
      "invoice date of the printing invoice",
      "tanggal faktur CV Contoh Abadi",
      "kapan perjanjian sewa kantor ditandatangani",
    ];
    for (const text of cases) {
      const question = ask(text);
      expect(question.kind === "field" && question.field, text).toBe("date");
    }
    // The narrower dates keep their own cues.
    const due = ask("tanggal jatuh tempo tagihan air");
    expect(due.kind === "field" && due.field).toBe("due_date");
  });

  it("asks for the parties when it asks who signed", () => {
    const question = ask("who signed the distribution agreement");
    expect(question.kind === "field" && question.field).toBe("parties");
  });

  it("asks for the parties when it asks whom a contract is between", () => {
    for (const text of [
      "the lease is between which parties",
      "perjanjian sewa gudang antara siapa aja",
      "kontrak kerja sama pihaknya siapa",
      "between whom is the NDA",
    ]) {
      const question = ask(text);
      expect(question.kind === "field" && question.field, text).toBe("parties");
      // The asking words are not searched as the contract's words.
      expect(question.kind === "field" && question.about.terms, text).not.toContain("siapa");
      expect(question.kind === "field" && question.about.terms, text).not.toContain("between");
    }
  });

  it("lists contracts that end in a period by their expiry, and what is owed by its due date", () => {
    const ending = ask("which contracts end before september 2025");
    expect(ending.kind).toBe("list");
    if (ending.kind !== "list") return;
    expect(ending.about.filters.expiryDate).toEqual({ from: TODAY, to: "2025-08-31" });
    expect(ending.about.terms).toEqual([]);
    const owed = ask("what do we owe in august 2025");
    if (owed.kind !== "list") throw new Error(owed.kind);
    expect(owed.about.filters.dueDate).toEqual({ from: "2025-08-01", to: "2025-08-31" });
  });
});

describe("how long, how much owed, which total", () => {
  it("asks a notice period however the notice is asked for", () => {
    for (const text of [
      "how many days notice to end the employment contract",
      "how many days notice must we give to end the office lease",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("clause");
      if (question.kind !== "clause") return;
      expect(question.clause, text).toBe("termination");
      expect(question.period, text).toBe(true);
      for (const word of ["days", "notice", "give", "end", "must"]) {
        expect(question.about.terms, text).not.toContain(word);
      }
    }
    const renewal = ask("how many days notice before the lease renews");
    expect(renewal.kind === "clause" && renewal.clause).toBe("renewal");
  });

  it("sums what must be paid, and reads a grand total as one document's total", () => {
    const owed = ask("berapa yang harus dibayar bulan ini");
    expect(owed.kind).toBe("total");
    if (owed.kind !== "total") return;
    expect(owed.about.terms).toEqual([]);
    const grand = ask("what is the grand total of the bakery receipt");
    expect(grand.kind === "field" && grand.field).toBe("total_amount");
    if (grand.kind !== "field") return;
    expect(grand.about.terms).not.toContain("grand");
  });
});

describe("questions as people type them (issue 18, third judged set's dev side)", () => {
  it("reads 'not due yet' as falling due from today on", () => {
    for (const text of ["which invoices aren't due yet", "invoice yang belum jatuh tempo"]) {
      const question = ask(text);
      expect(question.kind, text).toBe("list");
      if (question.kind !== "list") return;
      expect(question.about.filters.types, text).toEqual(["invoice"]);
      expect(question.about.filters.dueDate, text).toEqual({ from: TODAY, to: null });
      expect(question.about.terms, text).toEqual([]);
    }
  });

  it("'berapa tagihan X' asks how much it is; over a period, how much in all", () => {
    const one = ask("berapa tagihan pdam tirta");
    expect(one.kind === "field" && one.field).toBe("total_amount");
    const period = ask("berapa tagihan listrik tahun 2025");
    expect(period.kind).toBe("total");
    expect(ask("ada berapa tagihan listrik").kind).toBe("count");
    expect(ask("berapa banyak tagihan tahun ini").kind).toBe("count");
  });

  it("the question word may come last: 'vendor faktur ini siapa'", () => {
    const question = ask("vendor faktur pajak nomor 123 siapa");
    expect(question.kind === "field" && question.field).toBe("vendor");
  });

  it("words that only say when or how eagerly are not searched for: 'mau habis'", () => {
    const question = ask("kontrak yang mau habis 6 bulan ke depan");
    expect(question.kind).toBe("list");
    if (question.kind !== "list") return;
    expect(question.about.terms).toEqual([]);
    expect(question.about.filters.expiryDate).toEqual({ from: TODAY, to: "2026-01-14" });
  });
  it("the first document by a date: latest, oldest, soonest to expire", () => {
    const latest = ask("what's our latest electricity bill");
    expect(latest.kind).toBe("first");
    if (latest.kind !== "first") return;
    expect([latest.by, latest.order]).toEqual(["date", "newest"]);
    expect(latest.about.terms).toContain("electricity");
    expect(latest.about.terms).not.toContain("latest");
    // "when did we last pay": the verb describes the bill, it is not a word it must print.
    const paid = ask("kapan terakhir kita bayar internet");
    expect(paid.kind === "first" && [paid.order, paid.about.terms]).toEqual([
      "newest",
      expect.not.arrayContaining(["bayar", "terakhir"]),
    ]);
    // "last" or "first" before a kind of paper orders it; "first party" stays a field.
    const last = ask("what was our last invoice from Nordlys");
    expect(last.kind === "first" && last.order).toBe("newest");
    const firstPaid = ask("when was our first invoice from Nordlys");
    expect(firstPaid.kind === "first" && firstPaid.order).toBe("oldest");
    const party = ask("first party of the Nordlys lease");
    expect(party.kind === "field" && party.field).toBe("primary_party");
    const oldest = ask("oldest receipt we have");
    expect(oldest.kind === "first" && oldest.order).toBe("oldest");
    const soonest = ask("kontrak mana yang paling cepat habis");
    expect(soonest.kind).toBe("first");
    if (soonest.kind !== "first") return;
    expect([soonest.by, soonest.order]).toEqual(["expiry_date", "oldest"]);
    // The first to come is looked for from today on.
    expect(soonest.about.filters.expiryDate).toEqual({ from: TODAY, to: null });
  });

  it("'terakhir' after a period's unit or a deadline's word is not 'the latest'", () => {
    expect(ask("invoice 30 hari terakhir").kind).toBe("list");
    expect(ask("kapan tanggal terakhir pembayaran invoice Nordlys").kind).not.toBe("first");
    expect(ask("receipts from the last 3 months").kind).toBe("list");
    // "due next month" is a period, "expires first" the first to come.
    expect(ask("which invoices are due next month").kind).toBe("list");
    expect(ask("which contract expires first").kind).toBe("first");
  });

  it("clauses asked by what they settle: a breach's remedy, where disputes go, a payment day", () => {
    const breach = ask("how long does a party have to remedy a breach under the service agreement");
    expect(breach.kind === "clause" && [breach.clause, breach.period]).toEqual([
      "termination",
      true,
    ]);
    const dispute = ask("where are disputes settled under the cooperation agreement");
    expect(dispute.kind === "clause" && dispute.clause).toBe("dispute");
    const payment = ask("sewa gudang dibayar paling lambat tanggal berapa");
    expect(payment.kind === "clause" && payment.clause).toBe("payment");
    // What was paid over a period is still a sum.
    expect(ask("berapa yang sudah dibayar tahun ini").kind).not.toBe("clause");
  });

  it("sums discounts, and 'will' is not a word documents must print", () => {
    const discounts = ask("total discounts on our invoices");
    expect(discounts.kind === "total" && discounts.measure).toEqual({ field: "discount" });
    const expiring = ask("which contracts will expire before the end of 2026");
    expect(expiring.kind === "list" && expiring.about.terms).toEqual([]);
  });
  it("past due is a condition, not a question for the due date: 'tagihan yang sudah lewat jatuh tempo'", () => {
    const question = ask("tagihan yang sudah lewat jatuh tempo");
    expect(question.kind).toBe("list");
    if (question.kind !== "list") return;
    expect(question.about.filters.payment).toBe("overdue");
    expect(question.about.terms).toEqual([]);
  });

  it("when a contract started or ended, in the past tense too", () => {
    const started = ask("when did the warehouse lease start");
    expect(started.kind === "field" && started.field).toBe("effective_date");
    const ended = ask("when did the Nordlys NDA end");
    expect(ended.kind === "field" && ended.field).toBe("expiry_date");
  });

  it("a late payment penalty is a clause, asked for or named with its contract", () => {
    const denda = ask("berapa denda keterlambatan di kontrak sewa");
    expect(denda.kind === "clause" && denda.clause).toBe("penalty");
    const named = ask("late payment penalty in the service agreement");
    expect(named.kind === "clause" && named.clause).toBe("penalty");
    // Named with invoices it is not a contract's clause.
    expect(ask("invoices with a late fee").kind).not.toBe("clause");
  });

  it("ranks one document by an amount: largest, smallest, by its tax or its value", () => {
    const dear = ask("receipt paling mahal thn 2025");
    expect(dear.kind === "ranked" && [dear.by, dear.order]).toEqual(["total_amount", "largest"]);
    if (dear.kind !== "ranked") return;
    expect(dear.about.filters.types).toEqual(["receipt"]);
    expect(dear.about.filters.date).toEqual({ from: "2025-01-01", to: "2025-12-31" });
    const cheap = ask("cheapest coffee shop receipt");
    expect(cheap.kind === "ranked" && cheap.order).toBe("smallest");
    const tax = ask("faktur pajak dengan ppn terbesar");
    expect(tax.kind === "ranked" && tax.by).toBe("tax_amount");
    // The paper stays what is ranked: "faktur pajak" is not the tax asked for.
    expect(tax.kind === "ranked" && tax.about.terms).toContain("faktur pajak");
    const value = ask("which contract has the highest value");
    expect(value.kind === "ranked" && value.by).toBe("contract_value");
  });

  it("asks for the vendor spent most with, a shop's among the receipts", () => {
    const vendor = ask("which vendor did we spend the most with in 2025");
    expect(vendor.kind).toBe("top vendor");
    expect(vendor.kind === "top vendor" && vendor.about.terms).toEqual([]);
    const shop = ask("toko mana yang paling banyak kita belanja tahun 2024");
    expect(shop.kind === "top vendor" && shop.about.filters.types).toEqual(["receipt"]);
    // "Who is the vendor" is a field of one document, not a ranking.
    expect(ask("who is the vendor of the Kestrel invoice").kind).toBe("field");
  });

  it("averages instead of summing: average, rata-rata", () => {
    const english = ask("average usd invoice amount");
    expect(english.kind === "total" && english.average).toBe(true);
    const indonesian = ask("rata-rata tagihan internet tahun 2025");
    expect(indonesian.kind === "total" && indonesian.average).toBe(true);
    if (indonesian.kind !== "total") return;
    expect(indonesian.about.text).toBe("internet");
  });

  it("weighs one subject over two periods, not two documents", () => {
    const question = ask("compare electricity bills 2024 vs 2025");
    expect(question.kind).toBe("periods");
    if (question.kind !== "periods") return;
    expect(question.periods.map((period) => period.range)).toEqual([
      { from: "2024-01-01", to: "2024-12-31" },
      { from: "2025-01-01", to: "2025-12-31" },
    ]);
    expect(question.about.filters.date).toBeUndefined();
    const relative = ask("did we spend more at pharmacies this year or last year");
    expect(relative.kind === "periods" && relative.periods[1].range).toEqual({
      from: "2024-01-01",
      to: "2024-12-31",
    });
    // Two named documents are still compared as documents.
    expect(ask("bandingkan tagihan internet sinar mulia dan intan indah").kind).toBe("compare");
    // Two periods without a word weighing them are one list.
    expect(ask("invoice 2024 dan 2025").kind).not.toBe("periods");
  });

  it("spending named as a noun is a sum; 'the last two weeks' is a period, not the newest", () => {
    expect(ask("grocery spend this year").kind).toBe("total");
    const due = ask("which bills were due in the last two weeks");
    expect(due.kind).toBe("list");
    expect(due.kind === "list" && due.about.filters.dueDate).toEqual({
      from: "2025-07-02",
      to: "2025-07-15",
    });
  });

  it("'jumlah invoice' counts the papers; a faktur pajak left out is not searched for", () => {
    const question = ask("jumlah invoice tahun 2024, tidak termasuk faktur pajak");
    expect(question.kind).toBe("count");
    if (question.kind !== "count") return;
    expect(question.about.terms).not.toContain("faktur pajak");
    expect(question.about.text).toBe("");
  });

  it("when a contract's payment falls is its payment clause, an invoice's is its due date", () => {
    const royalty = ask("royalti sambal dibayar kapan");
    expect(royalty.kind === "clause" && royalty.clause).toBe("payment");
    expect(ask("kapan invoice PT Contoh harus dibayar").kind).not.toBe("clause");
  });
});

describe("kinds the seventh judged set asked (issue 18)", () => {
  it("weighs two periods asked yes-or-no, relative, or with 'lebih … dari'", () => {
    const cases: Array<[string, string]> = [
      ["tagihan air bulan ini naik tidak dibanding bulan lalu", "2025-07"],
      ["water bills this year vs last year, up or down?", "2025"],
      ["belanja apotek tahun ini lebih boros dari tahun lalu tidak", "2025"],
    ];
    for (const [text, first] of cases) {
      const question = ask(text);
      expect(question.kind, text).toBe("periods");
      if (question.kind !== "periods") continue;
      expect(question.periods[0].range.from, text).toBe(
        `${first}${first.length === 4 ? "-01" : ""}-01`,
      );
      expect(question.about.terms, text).not.toContain("tidak");
    }
    // Split where both sides name a period, not at the first "dari".
    const named = ask("invoice dari PT Contoh 2024 vs 2025");
    expect(named.kind === "periods" && named.about.filters.party).toBe("PT Contoh");
  });

  it("reads 'pertama' after a kind of paper as the oldest, not a first party", () => {
    const first = ask("tagihan air pertama kita kapan");
    expect(first.kind === "first" && first.order).toBe("oldest");
    expect(ask("siapa pihak pertama di kontrak sewa gudang").kind).not.toBe("first");
  });

  it("answers a yes-or-no about one document's date with the date", () => {
    const question = ask("does the lease with PT Contoh expire before 2027");
    expect(question.kind === "field" && question.field).toBe("expiry_date");
    if (question.kind !== "field") return;
    expect(question.about.filters.expiryDate).toBeUndefined();
    expect(question.about.filters.date).toBeUndefined();
    // "is there any …" still lists.
    expect(ask("are there contracts that expire before 2027").kind).toBe("list");
  });

  it("leaves out words of keeping or buying, and how a sum is split by currency", () => {
    const kept = ask("berapa struk yang kita simpan tahun 2025");
    expect(kept.kind === "count" && kept.about.terms).toEqual([]);
    const bought = ask("toko bangunan mana saja yang pernah kita beli");
    expect(bought.kind === "list" && bought.shops).toBe(true);
    expect(bought.kind === "list" && bought.about.terms).not.toContain("beli");
    // "jual beli" names a kind of contract.
    const sale = ask("perjanjian jual beli apa saja");
    expect(sale.kind === "list" && sale.about.filters.contractTypes).toEqual(["sale"]);
    const perCurrency = ask("total invoice 2025 per mata uang");
    expect(perCurrency.kind === "total" && perCurrency.about.terms).toEqual([]);
  });

  it("asks an electricity bill for the power used, which a shop of electrical goods lacks", () => {
    const question = ask("tagihan listrik yang paling besar");
    expect(question.kind === "ranked" && question.about.termGroups).toContainEqual([
      "kwh",
      "kilowatt",
    ]);
    expect(question.kind === "ranked" && toldByWholeText(question.about)).toBe(true);
    const goods = ask("toko alat listrik mana saja");
    expect(goods.kind === "list" && toldByWholeText(goods.about)).toBe(false);
  });

  it("reads a sum asked with the question word last, or in chat words", () => {
    const spent = ask("makan-makan di restoran tahun 2024 habis berapa");
    expect(spent.kind).toBe("total");
    expect(spent.kind === "total" && spent.about.filters.expiryDate).toBeUndefined();
    const money = ask("berapa duit keluar untuk wifi tahun 2024");
    expect(money.kind === "total" && money.about.terms).not.toContain("duit");
    const nya = ask("belanja apotek 2024 totalnya");
    expect(nya.kind).toBe("total");
    const howMuch = ask("pharmacy receipts 2024 how much");
    expect(howMuch.kind === "total" && howMuch.about.terms).not.toContain("much");
    const snacks = ask("jajan kopi tahun 2024 berapa total");
    expect(snacks.kind === "total" && snacks.about.terms).not.toContain("jajan");
  });

  it("reads one document's amount asked with the question word or the verb first or last", () => {
    for (const text of [
      "tagihan PT Contoh Jaya berapa",
      "bayar berapa di toko contoh jaya",
      "contoh jaya invoice amount",
    ]) {
      const question = ask(text);
      expect(question.kind === "field" && question.field).toBe("total_amount");
    }
    const dated = ask("date on the contoh jaya invoice");
    expect(dated.kind === "field" && dated.field).toBe("date");
  });

  it("counts asked as 'count of', and leaves out words of keeping, buying or being billed", () => {
    expect(ask("count of receipts from 2024").kind).toBe("count");
    const kept = ask("how many invoices did we keep in 2024");
    expect(kept.kind === "count" && kept.about.terms).toEqual([]);
    const billed = ask("vendor yang menagih pakai sgd siapa saja");
    expect(billed.kind === "list" && billed.shops).toBe(true);
    expect(billed.kind === "list" && billed.about.terms).toEqual([]);
    expect(billed.kind === "list" && billed.about.filters.currency).toBe("SGD");
  });

  it("leaves paying out of an amount asked of one paper", () => {
    for (const [text, field] of [
      ["biaya layanan yang kita bayar di kedai contoh", "service_charge"],
      ["how much deposit did we pay for the contoh warehouse lease", "deposit"],
      ["uang jaminan yang dibayar untuk sewa ruko contoh", "deposit"],
    ] as const) {
      const question = ask(text);
      expect(question.kind === "field" && question.field, text).toBe(field);
      const terms = question.kind === "field" ? question.about.terms : [];
      expect(terms, text).toContain("contoh");
      expect(terms, text).not.toContain("bayar");
      expect(terms, text).not.toContain("pay");
    }
  });

  it("reads 'all time', 'sepanjang masa', 'dari awal' as no period, not words to search", () => {
    for (const text of [
      "usd invoices total, all time",
      "total invoice usd sepanjang masa",
      "total semua invoice dari awal",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      expect(question.kind === "total" && question.about.terms, text).toEqual([]);
      expect(question.kind === "total" && question.about.filters.party, text).toBeUndefined();
    }
    const count = ask("berapa kontrak yang kita punya selama ini");
    expect(count.kind === "count" && count.about.terms).toEqual([]);
  });

  it("reads how much was paid to a named shop or company as the sum paid there", () => {
    for (const text of [
      "berapa bayar ke bengkel contoh jaya",
      "berapa kita bayar di apotek contoh bulan lalu",
      "berapa yang dibayar ke PT Contoh Makmur",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      expect(question.kind === "total" && question.about.terms, text).toContain("contoh");
      expect(question.kind === "total" && question.about.terms, text).not.toContain("bayar");
    }
  });

  it("reads a contract 'due to end' as its end, not a bill's due date", () => {
    for (const text of [
      "the loan agreement with Contoh Makmur, when is it due to end",
      "when is the contoh lease due to expire",
    ]) {
      const question = ask(text);
      expect(question.kind === "field" && question.field, text).toBe("expiry_date");
    }
  });

  it("searches a name asked with its possessive as the name a paper prints", () => {
    const end = ask("when does budi's contract end");
    expect(end.kind === "field" && end.field).toBe("expiry_date");
    expect(end.kind === "field" && end.about.terms).toContain("budi");
    expect(end.kind === "field" && end.about.terms).not.toContain("budi's");
    const total = ask("what's the total of Contoh's invoices");
    expect(total.kind === "total" && total.about.terms).toContain("contoh");
  });

  it("leaves a 'but' joining two conditions out of the words searched", () => {
    const unpaid = ask("tagihan yang sudah lewat jatuh tempo tapi belum dibayar");
    expect(unpaid.kind === "list" && unpaid.about.terms).toEqual([]);
    expect(unpaid.kind === "list" && unpaid.about.filters.payment).toBeDefined();
  });

  it("sums a total asked per currency, of no one document", () => {
    for (const text of [
      "total invoice per mata uang",
      "invoice total by currency",
      "total faktur masing-masing mata uang tahun lalu",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      expect(question.kind === "total" && question.about.filters.types, text).toEqual(["invoice"]);
    }
  });

  it("reads a verb of billing as the papers that bill: invoices and bills, not contracts", () => {
    const bills = ["billing statement", "invoice"];
    for (const text of [
      "vendor yang menagih pakai sgd siapa saja",
      "siapa saja yang nagih kita dalam dolar tahun lalu",
      "berapa total yang ditagih PT Contoh Makmur bulan ini",
    ]) {
      const question = ask(text);
      expect(question.kind !== "compare" && question.about.filters.types, text).toEqual(bills);
    }
    // "Invoiced" names the invoice alone.
    for (const text of ["which suppliers invoiced us in euros", "total invoiced by varnhold"]) {
      const question = ask(text);
      expect(question.kind !== "compare" && question.about.filters.types, text).toEqual([
        "invoice",
      ]);
      expect(question.kind !== "compare" && question.about.terms, text).not.toContain("invoiced");
    }
    const billedBy = ask("total billed by orbenn works");
    expect(billedBy.kind).toBe("total");
    expect(billedBy.kind === "total" && billedBy.about.filters.types).toEqual(bills);
    // A kind of paper named stays the one asked for.
    const slips = ask("struk dari toko yang nagih kita");
    expect(slips.kind !== "compare" && slips.about.filters.types).toEqual(["receipt"]);
  });

  it("reads other words for a contract's end, a water bill and the middle of a year", () => {
    const runOut = ask("agreements that run out in 2027");
    expect(runOut.kind === "list" && runOut.about.filters.expiryDate).toEqual({
      from: "2027-01-01",
      to: "2027-12-31",
    });
    const until = ask("sampai kapan perjanjian kerja contoh");
    expect(until.kind === "field" && until.field).toBe("expiry_date");
    const last = ask("which agreement ends last");
    expect(last.kind === "first" && last.by).toBe("expiry_date");
    expect(last.kind === "first" && last.order).toBe("newest");
    const water = ask("total bayar pdam tahun 2024");
    expect(water.kind === "total" && water.about.terms).toContain("water");
    expect(water.kind === "total" && water.about.terms).not.toContain("pdam");
    const mid = ask("kontrak yang habis sebelum pertengahan 2026");
    expect(mid.kind === "list" && mid.about.filters.expiryDate?.to).toBe("2026-06-30");
  });

  it("weighs two periods joined by a chat 'dr' with 'lebih' and any adjective", () => {
    const question = ask("kafe 2025 lebih murah tidak dr 2024");
    expect(question.kind).toBe("periods");
    expect(question.kind === "periods" && question.about.terms).not.toContain("murah");
  });

  it("asks a clause's period by 'days to …' as by 'how many days'", () => {
    const question = ask("sewa gudang: days to remedy a breach after notice");
    expect(question.kind === "clause" && question.period).toBe(true);
  });

  it("reads having received or got the papers as no word of them", () => {
    for (const text of [
      "how many receipts have we got from 2024",
      "how many invoices were received in 2025",
      "ada berapa faktur yang masuk tahun 2024",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("count");
      expect(question.kind === "count" && question.about.terms, text).toEqual([]);
    }
  });

  it("reads 'anything', 'visits' and 'transaksi' as naming no kind of paper", () => {
    const due = ask("is anything due next week?");
    expect(due.kind === "list" && due.about.terms).toEqual([]);
    expect(due.kind === "list" && due.about.filters.dueDate).toEqual({
      from: "2025-07-21",
      to: "2025-07-27",
    });
    const visits = ask("number of pharmacy visits this year");
    expect(visits.kind).toBe("count");
    expect(visits.kind === "count" && visits.about.terms).not.toContain("visits");
    const transaksi = ask("berapa banyak transaksi di apotek tahun ini");
    expect(transaksi.kind === "count" && transaksi.about.terms).not.toContain("transaksi");
  });

  it("reads 'our first …' and 'did we first' as the oldest, not a numbered part or a period", () => {
    const first = ask("when was our first visit to a cafe");
    expect(first.kind === "first" && first.order).toBe("oldest");
    const bought = ask("when did we first buy from a hardware store");
    expect(bought.kind === "first" && bought.order).toBe("oldest");
    const last = ask("what did our last pharmacy purchase cost");
    expect(last.kind === "first" && last.order).toBe("newest");
    const party = ask("who is the first party of the lease");
    expect(party.kind === "field" && party.field).toBe("primary_party");
    expect(ask("what is paid in the first 3 months of the lease").kind).not.toBe("first");
  });

  it("reads a period beside 'masa berlaku' or 'expired' as the expiry's condition", () => {
    const lapsed = ask("kontrak yang sudah lewat masa berlakunya di 2024");
    expect(lapsed.kind === "list" && lapsed.about.filters.expiryDate).toEqual({
      from: "2024-01-01",
      to: "2024-12-31",
    });
    expect(lapsed.kind === "list" && lapsed.about.terms).toEqual([]);
    const validity = ask("perjanjian mana yang masa berlakunya di 2026");
    expect(validity.kind === "list" && validity.about.filters.expiryDate?.to).toBe("2026-12-31");
    expect(validity.kind === "list" && validity.about.filters.date).toBeUndefined();
    const when = ask("kapan masa berlaku kontrak sewa gudang berakhir");
    expect(when.kind === "field" && when.field).toBe("expiry_date");
  });

  it("lists what expires in a period still to come, not what ended earlier in it", () => {
    for (const text of ["kontrak apa saja yang habis tahun ini", "contracts expiring this year"]) {
      const question = ask(text);
      expect(question.kind === "list" && question.about.filters.expiryDate, text).toEqual({
        from: TODAY,
        to: "2025-12-31",
      });
    }
    const ended = ask("kontrak yang sudah berakhir tahun ini");
    expect(ended.kind === "list" && ended.about.filters.expiryDate?.from).toBe("2025-01-01");
  });

  it("weighs two periods by a comparative with 'mana' after them", () => {
    for (const text of [
      "tagihan air 2024 vs 2025 lebih besar mana",
      "belanja kafe tahun ini dibanding tahun lalu lebih mahal mana",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("periods");
      expect(question.kind === "periods" && question.about.terms, text).not.toContain("mahal");
    }
  });

  it("reads the bill of a restaurant, a cafe or a pharmacy as its slip, a receipt", () => {
    for (const text of ["cheapest cafe bill so far", "total restaurant bills in 2025"]) {
      const question = ask(text);
      expect(question.kind === "ranked" || question.kind === "total", text).toBe(true);
      if (question.kind !== "ranked" && question.kind !== "total") continue;
      expect(question.about.filters.types, text).toEqual(["receipt"]);
    }
    const internet = ask("our latest internet bill");
    expect(internet.kind === "first" && internet.about.filters.types).toContain("invoice");
  });

  it("reads bills said alone, of a period, as the monthly statements; bills owed as any paper", () => {
    for (const text of [
      "sum of our bills for march 2025",
      "how many bills arrived last year",
      "all bills from 2024, total",
      "our monthly bills for 2025",
    ]) {
      const question = ask(text);
      if (!("about" in question)) throw new Error(text);
      expect(question.about.filters.types, text).toEqual(["billing statement"]);
    }
    for (const text of [
      "bills due next week",
      "which bills do we still have to pay",
      "bills from PT Contoh Lorem in 2024",
      "total invoices and bills in 2024",
    ]) {
      const question = ask(text);
      if (!("about" in question)) throw new Error(text);
      expect(question.about.filters.types, text).toContain("invoice");
    }
  });
});

describe("kinds said in other words (issue 18)", () => {
  it("counts how many times or how often something was bought or visited", () => {
    for (const text of [
      "how many times did we go to the pharmacy in 2024",
      "how often did we eat at restaurants last year",
      "berapa kali kita beli di toko bangunan tahun ini",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("count");
      expect(question.kind === "count" && question.about.terms, text).not.toContain("often");
      expect(question.kind === "count" && question.about.terms, text).not.toContain("go");
    }
    // How many times a contract may be renewed is its term, not a count of documents.
    expect(ask("berapa kali kontrak sewa contoh bisa diperpanjang").kind).not.toBe("count");
  });

  it("orders by the expiry date however the word ends ('paling dekat habisnya')", () => {
    const question = ask("kontrak apa yang paling dekat habisnya");
    expect(question.kind === "first" && question.by).toBe("expiry_date");
  });

  it("reads a field asked with the question word after the verb or the noun", () => {
    const cases: Array<[string, string]> = [
      ["invoice acme harus dibayar kapan", "due_date"],
      ["kapan tagihan air contoh harus dibayar", "due_date"],
      ["what date is the receipt from toko contoh", "date"],
      ["who issued the receipt dated 3 march 2025", "vendor"],
      ["struk tanggal 5 mei dari toko apa", "vendor"],
      ["sewa ruko contoh dengan siapa", "counterparty"],
      ["with whom did we sign the warehouse lease", "counterparty"],
      ["what is the value of the maintenance contract", "contract_value"],
      ["how much is the acme consulting contract worth", "contract_value"],
      ["what date does the acme lease end", "expiry_date"],
    ];
    for (const [text, field] of cases) {
      const question = ask(text);
      expect(question.kind === "field" && question.field, text).toBe(field);
    }
  });

  it("sums spending asked how much of, and what something cost", () => {
    for (const text of [
      "berapa semua pengeluaran untuk listrik tahun ini",
      "what did internet cost us this year",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      expect(question.kind === "total" && question.about.terms, text).not.toContain("cost");
    }
  });

  it("lists the documents a field's condition describes when none is named", () => {
    const expired = ask("kontrak yang sudah habis masa berlakunya");
    expect(expired.kind).toBe("list");
    expect(expired.kind === "list" && expired.about.filters.expiryDate).toEqual({
      from: null,
      to: "2025-07-14",
    });
    const law = ask("list all contracts governed by singapore law");
    expect(law.kind === "list" && law.about.filters.governingLaw).toBe("Singapore");
    // Asked of one contract, the field stays.
    expect(ask("which law governs the acme supply agreement").kind).toBe("field");
    expect(ask("kapan kontrak sewa acme habis").kind).toBe("field");
  });
});

describe("more kinds said in other words (issue 18)", () => {
  it("weighs two periods joined by 'with' or 'compare to'", () => {
    for (const text of [
      "compare grocery spending 2024 with 2025",
      "how does 2025 electricity compare to 2024",
    ]) {
      expect(ask(text).kind, text).toBe("periods");
    }
  });

  it("ranks contracts by their worth, and asks where the most was spent", () => {
    const worth = ask("which contract is worth the most");
    expect(worth.kind === "ranked" && worth.by).toBe("contract_value");
    expect(ask("where do we spend the most money").kind).toBe("top vendor");
  });

  it("sums input or output VAT as the PPN the documents print", () => {
    for (const text of ["total ppn masukan dari faktur pajak 2025", "input tax in 2025 total"]) {
      const question = ask(text);
      expect(question.kind === "total" && question.measure, text).toEqual({
        field: "tax_amount",
        taxTypes: ["PPN", "VAT"],
      });
      expect(question.kind === "total" && question.about.terms, text).not.toContain("masukan");
    }
  });

  it("weighs one period named after a word of comparing against the same span now", () => {
    const year = ask("belanja kopi naik atau turun dibanding tahun lalu");
    expect(year.kind).toBe("periods");
    if (year.kind !== "periods") return;
    expect(year.periods.map((period) => period.range)).toEqual([
      { from: "2025-01-01", to: "2025-12-31" },
      { from: "2024-01-01", to: "2024-12-31" },
    ]);
    expect(year.periods[0]?.words).toBe("tahun ini");
    const month = ask("is our internet spending up compared to last month");
    expect(month.kind === "periods" && month.periods[0]?.range).toEqual({
      from: "2025-07-01",
      to: "2025-07-31",
    });
    expect(month.kind === "periods" && month.about.terms).not.toContain("up");
  });

  it("weighs two periods joined by 'sama', and reads an amount asked with 'berapa' last", () => {
    expect(ask("tagihan air 2024 sama 2025 lebih besar mana").kind).toBe("periods");
    const amount = ask("amount invoice contoh berapa");
    expect(amount.kind === "field" && amount.field).toBe("total_amount");
  });

  it("reads how much is usually paid as a mean, and where we bought as the shops", () => {
    const usual = ask("how much do we usually pay for internet");
    expect(usual.kind === "total" && usual.average).toBe(true);
    expect(ask("kapan biasanya kita bayar tagihan listrik").kind).not.toBe("total");
    const shops = ask("where did we buy coffee in 2024");
    expect(shops.kind === "list" && shops.shops).toBe(true);
  });

  it("asks a tax's rate when it is asked as a percentage, its amount otherwise", () => {
    const field = (question: string) => {
      const asked = ask(question);
      return asked.kind === "field" ? asked.field : asked.kind;
    };
    expect(field("pajaknya berapa persen di nota contoh")).toBe("tax_rate");
    expect(field("tarif ppn invoice acme")).toBe("tax_rate");
    expect(field("what VAT rate is on the acme invoice")).toBe("tax_rate");
    expect(field("berapa % pb1 di struk kafe contoh")).toBe("tax_rate");
    expect(field("berapa ppn di invoice acme")).toBe("tax_amount");
    expect(field("berapa persen bunga pinjaman contoh")).not.toBe("tax_rate");
  });

  it("asks one paper's amount when it is named in the singular after 'the'", () => {
    for (const text of [
      "how much was the zelmar logistics invoice",
      "how much is that quorin receipt?",
    ]) {
      const asked = ask(text);
      expect(asked.kind === "field" && asked.field, text).toBe("total_amount");
    }
    // Over a period, or of many papers, it stays a sum.
    expect(ask("how much was the zelmar bill in march 2025").kind).toBe("total");
    expect(ask("how much were the zelmar invoices").kind).toBe("total");
  });

  it("lists the sellers asked for without searching for the word naming them", () => {
    for (const text of ["which vendors bill us in sgd", "supplier mana saja yang pakai sgd"]) {
      const asked = ask(text);
      expect(asked, text).toMatchObject({ kind: "list", shops: true });
      expect(asked.kind === "list" && asked.about.terms, text).toEqual([]);
    }
    // "bill us" is the verb: every seller's paper, not the monthly statements alone.
    const billing = ask("which vendors bill us in sgd");
    expect(billing.kind === "list" && billing.about.filters.types).toContain("invoice");
    const shops = ask("toko bangunan mana saja yang pernah kita datangi");
    expect(shops.kind === "list" && shops.about.terms).toContain("toko bangunan");
  });

  it("asks a contract's end however the ending is said, in both languages", () => {
    for (const text of [
      "masa berlaku surat kuasa pajak zelmar sampai kapan",
      "kontrak sewa mobil quorin selesai kapan",
      "lease for the zelmar warehouse ends on what date",
      "when's the employment contract with ardan peluso over",
    ]) {
      const asked = ask(text);
      expect(asked.kind === "field" && asked.field, text).toBe("expiry_date");
      if (asked.kind !== "field") continue;
      const described = [asked.about.text, asked.about.filters.party ?? ""].join(" ");
      expect(described, text).not.toMatch(/\b(?:over|ends|selesai)\b/);
    }
  });

  it("a paper named by its number is asked another field, not its number", () => {
    const who = ask("invoice no 7731 dari siapa");
    expect(who.kind === "field" && who.field).toBe("vendor");
    if (who.kind === "field") expect(who.about.terms).toEqual(["7731"]);
    const due = ask("invoice number ZK-0412 due when");
    expect(due.kind === "field" && due.field).toBe("due_date");
    const number = ask("what is the invoice number of the zelmar invoice");
    expect(number.kind === "field" && number.field).toBe("document_number");
  });

  it("counts the slips or receipts 'berapa' names first", () => {
    expect(ask("berapa nota dari warung rekaan tahun ini").kind).toBe("count");
    expect(ask("berapa kuitansi dari cv zelmar").kind).toBe("count");
    // Asked last, "berapa" asks the paper's amount.
    expect(ask("nota warung rekaan berapa").kind).not.toBe("count");
  });

  it("asks one paper's amount by its 'nominal'", () => {
    const asked = ask("invoice zelmar logistik nominalnya");
    expect(asked.kind === "field" && asked.field).toBe("total_amount");
    if (asked.kind !== "field") return;
    expect(asked.about.terms).not.toContain("nominalnya");
  });

  it("a sum asked as what we have been billed searches none of its verb's words", () => {
    const asked = ask("how much have we been billed in SGD in total");
    expect(asked.kind).toBe("total");
    if (asked.kind !== "total") return;
    expect(asked.about.terms).toEqual([]);
    expect(asked.about.filters.currency).toBe("SGD");
  });

  it("asks a tax named last, after the paper it is of, in both languages", () => {
    for (const text of [
      "zephyr kandi invoice tax?",
      "receipt of toko rekaan tax",
      "nota toko rekaan pajaknya?",
    ]) {
      const asked = ask(text);
      expect(asked.kind === "field" && asked.field, text).toBe("tax_amount");
    }
    // A faktur pajak asked for is a kind of paper, not its tax.
    expect(ask("list tax invoices?").kind).not.toBe("field");
  });
});

describe("a kind the classifier chose, not a cue (decision 0038)", () => {
  it("keeps the plain search to answer instead when the guessed kind finds nothing", () => {
    const guessed = ask("is there a penalty for paying off the acme loan early");
    expect(guessed.kind).not.toBe("list");
    expect(guessed.instead?.kind).toBe("list");
    expect(guessed.instead?.about.text).toContain("acme");
  });

  it("never reads a length of time asked as a count ('how many days … to pay')", () => {
    const question = ask("how many days do we have to pay acme invoices");
    expect(question.kind).not.toBe("count");
    expect(question.kind !== "compare" && question.about.terms).toContain("acme");
    // A word or two may stand between "how many" and the unit; a paper named there is counted.
    expect(ask("how many missed months before the lorem loan is called in").kind).not.toBe("count");
    expect(ask("how many business days to answer under the ipsum agreement").kind).not.toBe(
      "count",
    );
    expect(ask("how many invoices last months").kind).toBe("count");
  });

  it("keeps none where a cue named the kind", () => {
    expect(ask("berapa total tagihan listrik 2025").instead).toBeUndefined();
    expect(ask("list invoice yang due bulan depan").instead).toBeUndefined();
  });

  it("asks a number by its own name of one document, not a count or a search", () => {
    for (const [text, number] of [
      ["nomor pendaftaran merek kopi lorem apa", "registration"],
      ["what is the registration number of the contoh trademark", "registration"],
      ["no rekening di kontrak sewa contoh berapa", "account"],
      ["bank account number in the lorem lease", "account"],
      ["npwp pt contoh ipsum apa", "tax_id"],
      ["policy no of the lorem insurance", "policy"],
      ["nomor pelanggan tagihan air contoh", "customer"],
    ] as const) {
      const question = ask(text);
      expect(question.kind, text).toBe("field");
      expect(question.kind === "field" && question.number, text).toBe(number);
    }
    expect(ask("how many contracts do we have").kind).toBe("count");
    const own = ask("nomor invoice dari pt contoh");
    expect(own.kind === "field" && own.number).toBeUndefined();
  });

  it("asks what a contract covers as its scope clause", () => {
    for (const text of [
      "what does pt lorem distribute for pt contoh",
      "which products does the contoh distribution agreement cover",
      "produk apa yang didistribusikan pt contoh",
      "barang apa yang disewa di kontrak sewa contoh",
      "ruang lingkup kontrak it contoh",
    ]) {
      const question = ask(text);
      expect(question.kind === "clause" && question.clause, text).toBe("scope");
    }
    expect(ask("what does the lorem invoice total").kind).not.toBe("clause");
    // A lease named as the paper asked about is not what is leased.
    const law = ask("what is the governing law of the lease?");
    expect(law.kind === "field" && law.field).toBe("governing_law");
    const renewal = ask("what does the lorem lease say about renewal");
    expect(renewal.kind === "clause" && renewal.clause).toBe("renewal");
  });

  it("sums a tax, a service charge or a cost asked how much of over a period", () => {
    for (const [text, field] of [
      ["ppn bulan maret berapa", "tax_amount"],
      ["pb1 tahun lalu berapa", "tax_amount"],
      ["how much vat in march", "tax_amount"],
      ["service charge bulan lalu berapa", "service_charge"],
      ["biaya listrik bulan juni berapa", "total_amount"],
    ] as const) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      if (question.kind !== "total") continue;
      expect(question.measure?.field ?? "total_amount", text).toBe(field);
      expect(question.about.terms, text).not.toContain("biaya");
    }
    // Of one paper, without a period, it is that paper's; as a percentage, its rate.
    const one = ask("berapa ppn di invoice pt contoh");
    expect(one.kind === "field" && one.field).toBe("tax_amount");
    const rate = ask("ppn bulan ini berapa persen");
    expect(rate.kind === "field" && rate.field).toBe("tax_rate");
  });

  it("reads chat-typed amounts, averages and two papers set against each other", () => {
    const amount = ask("nota toko contoh berapa");
    expect(amount.kind === "field" && amount.field).toBe("total_amount");
    const usual = ask("what do we usually pay a month for internet");
    expect(usual.kind === "total" && usual.average).toBe(true);
    const perMonth = ask("rata-rata tagihan air contoh per bulan");
    expect(perMonth.kind === "total" && perMonth.about.terms).not.toContain("per");
    const versus = ask("invoice lorem vs contoh mana yang lebih mahal");
    expect(versus.kind).toBe("compare");
    if (versus.kind !== "compare") return;
    expect(versus.first.terms).toContain("lorem");
    expect(versus.second.terms).toContain("contoh");
    const still = ask("which invoices are still unpaid");
    expect(still.kind === "list" && still.about.terms).toEqual([]);
  });

  it("asks how long a contract runs as its term, and other periods as their own clause", () => {
    for (const text of ["how long is the contoh lease", "berapa lama kontrak sewa contoh"]) {
      const question = ask(text);
      expect(question.kind === "clause" && question.clause, text).toBe("term");
      expect(question.kind === "clause" && question.period, text).toBe(true);
    }
    const notice = ask("how long is the notice period in the contoh lease");
    expect(notice.kind === "clause" && notice.clause).toBe("termination");
  });

  it("reads ending a contract as a chat says it, and the notice asked of it as a period", () => {
    for (const text of [
      "kalau mau putus kontrak sewa harus kasih tahu berapa hari sebelumnya",
      "berapa hari sebelumnya harus memberi tahu kalau mau berhenti sewa gudang",
      "if we want to end the contoh lease how much notice",
    ]) {
      const question = ask(text);
      expect(question.kind === "clause" && question.clause, text).toBe("termination");
      expect(question.kind === "clause" && question.period, text).toBe(true);
      // "sebelumnya" is the notice's "before", not yesterday's date.
      expect(question.kind === "clause" && question.about.filters.date, text).toBeUndefined();
      expect(question.kind === "clause" && question.about.terms, text).not.toContain("kalau");
    }
    // A cure period is a period asked, and paying late is what a penalty or an ending follows.
    const cure = ask("cure period in the varnhold services contract");
    expect(cure.kind === "clause" && cure.clause).toBe("termination");
    expect(cure.kind === "clause" && cure.period).toBe(true);
    for (const text of [
      "what happens if the varnhold royalty is paid late",
      "apa akibatnya kalau telat bayar sewa gudang orbenn",
    ]) {
      const late = ask(text);
      expect(late.kind === "clause" && late.clause, text).toBe("penalty");
    }
    const told = ask(
      "kontrak gudang orbenn kalau mau berhenti harus kasih tahu berapa hari sebelumnya",
    );
    expect(told.kind === "clause" && told.clause).toBe("termination");
    // A statement's amount due is what it bills; the day is asked by "when".
    const due = ask("amount due on the varnhold statement?");
    expect(due.kind === "field" && due.field).toBe("total_amount");
    // "letter" names no kind beyond the one already named.
    const letters = ask("show every nda letter we keep");
    expect(letters.kind === "list" && letters.about.terms).toEqual([]);
    // A court's ruling ("putusan") ends no contract.
    expect(ask("putusan pengadilan negeri 2024").kind).toBe("list");
  });

  it("asks who a paper is from with the word last, and its number as 'no'", () => {
    const from = ask("who is the contoh invoice from");
    expect(from.kind === "field" && from.field).toBe("vendor");
    const number = ask("what's the invoice no of the contoh invoice");
    expect(number.kind === "field" && number.field).toBe("document_number");
    expect(number.kind === "field" && number.about.terms).not.toContain("no");
    const withWhom = ask("who is the contoh lease with");
    expect(withWhom.kind === "field" && withWhom.field).toBe("counterparty");
  });
});

describe("the day paid, bills due before a day (issue 18, sums, clauses and dates)", () => {
  it("asks the day a payment was made of the paper recording it, not its amount or due date", () => {
    for (const text of [
      "when did we pay varnhold tools",
      "what date did we pay the orbenn workshop",
      "kapan kita bayar di kedai orbenn",
      "tanggal berapa kita bayar bengkel varnhold",
    ]) {
      const question = ask(text);
      expect(question.kind === "field" && question.field, text).toBe("date");
      expect(question.kind === "field" && question.about.terms, text).not.toContain("pay");
    }
    // Indonesian has no tense: of a bill, "kapan kita bayar" asks its due date.
    const bill = ask("kapan kita bayar invoice varnhold");
    expect(bill.kind === "field" && bill.field).toBe("due_date");
    const paid = ask("kapan kita sudah bayar invoice varnhold");
    expect(paid.kind === "field" && paid.field).toBe("date");
    // The newest of many, a due date and a contract's payment day stay what they were.
    expect(ask("when did we last pay varnhold").kind).toBe("first");
    const due = ask("when must we pay the varnhold invoice");
    expect(due.kind === "field" && due.field).toBe("due_date");
    expect(ask("kapan kita bayar sewa gudang orbenn sesuai kontrak").kind).not.toBe("field");
  });

  it("reads bills due before a day ahead as those still to fall due, unless past ones are asked", () => {
    const today = "2025-03-20";
    const ahead = parseQuestion("which bills are due before the end of april", { today });
    expect(ahead.kind === "list" && ahead.about.filters.dueDate).toEqual({
      from: today,
      to: "2025-04-30",
    });
    const unpaid = parseQuestion("unpaid bills due before the end of april", { today });
    expect(unpaid.kind !== "compare" && unpaid.about.filters.dueDate?.from).not.toBe(today);
    const month = parseQuestion("bills falling due in this month", { today });
    expect(month.kind === "list" && month.about.filters.dueDate?.from).toBe("2025-03-01");
  });

  it("leaves out where the answer is to be read from ('according to our receipts')", () => {
    const spent = ask("how much did we spend in march 2024 according to our receipts");
    expect(spent.kind).toBe("total");
    expect(spent.kind === "total" && spent.about.terms).not.toContain("according");
  });

  it("reads 'last'/'first' a word or two before the paper, and asks no issuer's words", () => {
    const last = ask("last ringgit invoice we received, date?");
    expect(last.kind === "first" && last.order).toBe("newest");
    expect(last.kind === "first" && last.about.filters.currency).toBe("MYR");
    expect(last.kind === "first" && last.about.terms).toEqual([]);
    const first = ask("who sent our first dollar invoice");
    expect(first.kind === "first" && first.order).toBe("oldest");
    expect(first.kind === "first" && first.about.terms).toEqual([]);
    // A period's unit after "last" or "first" is a period, not the newest or oldest paper.
    const month = ask("invoices last month");
    expect(month.kind).toBe("list");
    expect(month.kind === "list" && month.about.filters.date).toEqual({
      from: "2025-06-01",
      to: "2025-06-30",
    });
    for (const text of [
      "newest grocery receipt, which shop",
      "struk minimarket paling baru dari toko mana",
      "oldest kwitansi we have, who issued it",
      "tagihan wifi terbaru dr provider mana",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("first");
      if (question.kind !== "first") continue;
      for (const word of ["shop", "toko", "issued", "provider"]) {
        expect(question.about.terms, text).not.toContain(word);
      }
      expect(question.about.filters.party, text).toBeUndefined();
    }
  });

  it("finds contracts without 'signed': every contract on file was signed", () => {
    for (const text of [
      "newest contract we signed",
      "kontrak yg paling baru ditandatangani sama siapa",
      "kontrak paling awal yang kita tandatangani tanggal berapa",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("first");
      expect(question.kind === "first" && question.about.filters.types, text).toEqual(["contract"]);
      expect(question.kind === "first" && question.about.terms, text).toEqual([]);
    }
  });

  it("weighs two papers named with a comparative ('pricier', 'lebih mahal mana … atau …')", () => {
    for (const text of [
      "which was pricier, the kedai lorvan receipt or the warung tesmi one",
      "lebih mahal mana struk kedai lorvan atau warung tesmi",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("compare");
      if (question.kind !== "compare") continue;
      expect(question.first.terms, text).toContain("lorvan");
      expect(question.second.terms, text).toContain("tesmi");
      expect(question.second.terms, text).not.toContain("one");
    }
    // "compare the two X": the papers of one kind side by side, listed.
    const both = ask("bandingkan 2 tagihan air kita");
    expect(both.kind).toBe("list");
    expect(both.kind === "list" && both.about.terms).not.toContain("2");
    expect(both.kind === "list" && both.about.terms).toContain("air");
  });

  it("reads one paper's amount, due date and number asked in chat word order", () => {
    const last = ask("ud marsela jaya invoice how much");
    expect(last.kind === "field" && last.field).toBe("total_amount");
    const say = ask("how much does the quorin marine statement say");
    expect(say.kind === "field" && say.field).toBe("total_amount");
    expect(say.kind === "field" && say.about.terms).not.toContain("say");
    const paidAt = ask("what did we pay at segara mart");
    expect(paidAt.kind).toBe("total");
    expect(paidAt.kind === "total" && paidAt.about.terms).not.toContain("pay");
    const deadline = ask("kapan deadline bayar invoice ud marsela");
    expect(deadline.kind === "field" && deadline.field).toBe("due_date");
    expect(deadline.kind === "field" && deadline.about.terms).not.toContain("deadline");
    // A contract's payment deadline is its clause, not a bill's due date.
    expect(ask("deadline bayar sewa gudang lorvan").kind).not.toBe("field");
    for (const text of ["lorvan cowork receipt number", "nomor struk kedai tesmi"]) {
      const numbered = ask(text);
      expect(numbered.kind === "field" && numbered.field, text).toBe("document_number");
    }
  });

  it("lists the issuers when 'companies' or 'providers' are asked, not papers printing the word", () => {
    for (const text of [
      "which water companies bill us",
      "perusahaan listrik yg nagih kita siapa aja",
    ]) {
      const question = ask(text);
      expect(question.kind === "list" && question.shops, text).toBe(true);
      expect(question.kind === "list" && question.about.terms, text).not.toContain("company");
      expect(question.kind === "list" && question.about.terms, text).not.toContain("perusahaan");
    }
  });

  it("ends a period asked 'so far' or 'sampai sekarang' today, not at its own end", () => {
    for (const text of [
      "how much have we spent so far this year on receipts",
      "total struk dari awal tahun sampai sekarang",
      "receipts year to date total",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("total");
      expect(question.kind === "total" && question.about.filters.date, text).toEqual({
        from: "2025-01-01",
        to: TODAY,
      });
      expect(question.kind === "total" && question.about.terms, text).toEqual([]);
    }
    // A period already over is left as it was.
    const lastYear = ask("total struk tahun lalu sampai sekarang");
    expect(lastYear.kind === "total" && lastYear.about.filters.date?.to).toBe("2024-12-31");
  });

  it("reads 'kerahasiaan' of another kind of contract as the duty asked, not an NDA", () => {
    const duty = ask("kerahasiaan pks lorvan berlaku berapa lama setelah kontrak selesai");
    expect(duty.kind === "clause" && duty.clause).toBe("confidential");
    expect(duty.kind === "clause" && duty.about.filters.contractTypes).toEqual(["cooperation"]);
    const nda = ask("berapa lama kerahasiaan perjanjian kerahasiaan dengan lorvan");
    expect(nda.kind === "clause" && nda.about.filters.contractTypes).toEqual(["nda"]);
  });

  it("reads a 'deal' as an agreement, and a rent per unit or month as a term, not the value", () => {
    const seller = ask("who's the seller on the lorvan forklift deal");
    expect(seller.kind === "field" && seller.role).toBe("seller");
    expect(seller.kind === "field" && seller.about.filters.types).toEqual(["contract"]);
    expect(seller.kind === "field" && seller.about.terms).not.toContain("deal");
    const perUnit = ask("harga sewa mobil per unit per bulan berapa");
    expect(perUnit.kind === "field" && perUnit.field).not.toBe("contract_value");
    const whole = ask("harga sewa ruko lorvan berapa");
    expect(whole.kind === "field" && whole.field).toBe("contract_value");
  });

  it("compares a year's halves", () => {
    const halves = parseQuestion("did we spend more on restaurants in h1 or h2 2025?", {
      today: "2025-11-27",
    });
    expect(halves.kind).toBe("periods");
    expect(halves.kind === "periods" && halves.periods.map((each) => each.range)).toEqual([
      { from: "2025-01-01", to: "2025-06-30" },
      { from: "2025-07-01", to: "2025-12-31" },
    ]);
  });

  it("counts contracts already over, and reads 'berapa kali setahun' as a term's frequency", () => {
    for (const text of [
      "kontrak yang sudah habis ada berapa",
      "how many of our contracts have already expired",
    ]) {
      const question = ask(text);
      expect(question.kind, text).toBe("count");
      expect(question.kind === "count" && question.about.filters.expiryDate, text).toEqual({
        from: null,
        to: "2025-07-14",
      });
    }
    expect(ask("berapa kali setahun pemeriksaan mutu di lisensi lorvan").kind).not.toBe("count");
    expect(ask("berapa kali kita ke apotek lorvan").kind).toBe("count");
  });

  it("lists what falls due in a period when asked what we have to pay in it", () => {
    for (const text of ["what do we have to pay this month", "bulan ini harus bayar apa saja"]) {
      const question = ask(text);
      expect(question.kind, text).toBe("list");
      expect(question.kind === "list" && question.about.filters.dueDate, text).toEqual({
        from: "2025-07-01",
        to: "2025-07-31",
      });
      expect(question.kind === "list" && question.about.filters.date, text).toBeUndefined();
    }
    // When one bill is to be paid is its due date; how much is owed, a sum.
    const when = ask("when do we have to pay the lorvan water bill for march 2025");
    expect(when.kind === "field" && when.field).toBe("due_date");
    expect(ask("berapa yang harus kita bayar bulan ini").kind).toBe("total");
  });
});

describe("papers left out, and two things asked at once (issue 18)", () => {
  it("leaves out a kind of paper named after a word of leaving out, in either language", () => {
    const kuitansi = aboutOf("rata-rata nilai struk tahun ini berapa (tanpa kwitansi)");
    expect(kuitansi.leftOut).toEqual({ kinds: ["kuitansi"] });
    expect(kuitansi.filters.types).toEqual(["receipt"]);
    expect(kuitansi.terms).not.toContain("tanpa");
    expect(aboutOf("every paper from lorvan except receipts").leftOut).toEqual({
      types: ["receipt"],
    });
    expect(aboutOf("dokumen dari toko zelmar selain struk").leftOut).toEqual({
      types: ["receipt"],
    });
    expect(aboutOf("tagihan bulan ini bukan faktur pajak").leftOut).toEqual({
      kinds: ["faktur pajak"],
    });
    // A faktur pajak left out of a list is left out of it, not only dropped from its words.
    expect(aboutOf("daftar invoice selain faktur pajak").leftOut).toEqual({
      kinds: ["faktur pajak"],
    });
    const withoutTaxInvoices = ask("total invoices excluding tax invoices in 2025");
    expect(withoutTaxInvoices.kind).toBe("total");
    expect(aboutOf("total invoices excluding tax invoices in 2025").leftOut).toEqual({
      kinds: ["faktur pajak"],
    });
    // The word after the kind stays what it was: "this year" is still a period.
    const receipts = aboutOf("receipts except kwitansi this year");
    expect(receipts.leftOut).toEqual({ kinds: ["kuitansi"] });
    expect(receipts.filters.date).toEqual({ from: "2025-01-01", to: "2025-12-31" });
  });

  it("reads foreign currency, or a currency said not to be, as the papers not in it", () => {
    for (const text of [
      "list our foreign-currency invoices",
      "invoice valas dari vendor lorvan",
      "tagihan dalam mata uang asing",
      "invoices not in rupiah",
      "non-IDR invoices this year",
    ]) {
      const about = aboutOf(text);
      expect(about.leftOut, text).toEqual({ currency: "IDR" });
      expect(about.filters.currency, text).toBeUndefined();
      expect(about.terms, text).not.toContain("foreign");
    }
    expect(aboutOf("invoices except the ones in SGD").leftOut).toBeUndefined();
    expect(aboutOf("invoices except SGD").leftOut).toEqual({ currency: "SGD" });
  });

  it("leaves nothing out when the words after 'without' name no paper or currency", () => {
    expect(aboutOf("invoices without a due date").leftOut).toBeUndefined();
    expect(aboutOf("kontrak tanpa denda").leftOut).toBeUndefined();
    // An agreement after "without" is a consent as often as a paper: no contract is left out.
    for (const text of [
      "can the distributor appoint agents without the agreement of Lorvan",
      "bisakah penyewa mengalihkan sewa tanpa perjanjian tertulis",
      "all contracts except the lease",
    ]) {
      expect(aboutOf(text).leftOut, text).toBeUndefined();
    }
  });

  it("asks two fields of the same paper as two questions, each with the paper's words", () => {
    const [slipTotal, slipTax] = separateAsks(
      "belanja di toko zelmar totalnya berapa dan ppn nya berapa?",
    ).map((text) => ask(text));
    expect(slipTotal?.kind === "field" && slipTotal.field).toBe("total_amount");
    expect(slipTax?.kind === "field" && slipTax.field).toBe("tax_amount");
    expect(slipTax?.kind === "field" && slipTax.about.terms).toContain("zelmar");
    // Each part keeps its own word of asking: "berapa" beside the invoice would count them.
    const [due, amount] = separateAsks("kapan jatuh tempo dan berapa total invoice lorvan").map(
      (text) => ask(text),
    );
    expect(due?.kind === "field" && due.field).toBe("due_date");
    expect(amount?.kind === "count").toBe(false);
    const [total, tax] = separateAsks("what are the total and the VAT of the Lorvan invoice?").map(
      (text) => ask(text),
    );
    expect(total?.kind === "field" && total.field).toBe("total_amount");
    expect(tax?.kind === "field" && tax.field).toBe("tax_amount");
    expect(total?.kind === "field" && total.about.terms).toContain("lorvan");
    expect(tax?.kind === "field" && tax.about.terms).toContain("lorvan");
    const [issued, dueOn] = separateAsks("tanggal terbit dan jatuh tempo invoice zelmar").map(
      (text) => ask(text),
    );
    expect(issued?.kind === "field" && issued.field).toBe("date");
    expect(dueOn?.kind === "field" && dueOn.field).toBe("due_date");
  });

  it("keeps one question when it asks one thing of two papers or weighs two", () => {
    for (const text of [
      "kontrak dengan PT Lorvan dan PT Zelmar berakhir kapan",
      "struk dan kuitansi bulan ini",
      "total tagihan listrik dan air tahun ini",
      "mana yang lebih besar, invoice lorvan atau invoice zelmar",
    ]) {
      expect(separateAsks(text), text).toEqual([text]);
    }
  });
});
