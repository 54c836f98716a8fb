import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "./parse-search-query.ts";
import type { DateRange, ParsedQuery, QueryFilters } from "./types.ts";
import { namingTerms } from "./typos.ts";

/** A Tuesday: this week runs Monday 13 to Sunday 19 October 2025. */
const TODAY = "2025-10-14";

/** The parsed query without its term groups and explicit filters, which have tests of their own below. */
const parse = (query: string, today = TODAY): Omit<ParsedQuery, "termGroups" | "explicit"> => {
  const parsed: Omit<ParsedQuery, "termGroups"> & { termGroups?: string[][] } = parseSearchQuery(
    query,
    { today },
  );
  delete parsed.termGroups;
  delete parsed.explicit;
  return parsed;
};
const range = (from: string | null, to: string | null): DateRange => ({ from, to });
/** The kinds of eatery a restaurant word is widened with, after its own four words. */
const EATERIES = [
  ...["eatery", "diner", "bistro", "rm", "warung makan", "warteg", "kedai makan", "depot makan"],
  ...["lesehan", "grill", "steakhouse", "steak house", "barbecue", "bbq", "pizzeria", "canteen"],
  ...["kantin", "cafeteria", "food court", "foodcourt", "sate", "satay", "soto", "ayam bakar"],
  ...["ikan bakar", "pecel lele", "nasi padang"],
];

describe("the brief's examples", () => {
  it("faktur PLN bulan lalu di atas 2 juta", () => {
    expect(parse("faktur PLN bulan lalu di atas 2 juta")).toEqual({
      text: "PLN",
      terms: ["pln"],
      filters: {
        types: ["invoice"],
        vertical: "accounting",
        date: range("2025-09-01", "2025-09-30"),
        amount: { min: 2_000_000, max: null, minExcluded: true },
      },
      chips: [
        { filter: "types", words: "faktur" },
        { filter: "date", words: "bulan lalu" },
        { filter: "amount", words: "di atas 2 juta" },
      ],
    });
  });

  it("unpaid invoices due this week", () => {
    expect(parse("unpaid invoices due this week")).toEqual({
      text: "",
      terms: [],
      filters: {
        types: ["invoice"],
        vertical: "accounting",
        payment: "unpaid",
        dueDate: range("2025-10-13", "2025-10-19"),
      },
      chips: [
        { filter: "payment", words: "unpaid" },
        { filter: "types", words: "invoices" },
        { filter: "dueDate", words: "due this week" },
      ],
    });
  });

  it("kontrak yang berakhir tahun depan", () => {
    expect(parse("kontrak yang berakhir tahun depan")).toEqual({
      text: "",
      terms: [],
      filters: {
        types: ["contract"],
        vertical: "legal",
        expiryDate: range("2026-01-01", "2026-12-31"),
      },
      chips: [
        { filter: "types", words: "kontrak" },
        { filter: "expiryDate", words: "berakhir tahun depan" },
      ],
    });
  });

  it("receipts from restaurants in October 2025", () => {
    expect(parse("receipts from restaurants in October 2025")).toEqual({
      text: "restaurants",
      terms: ["restaurants", "restaurant", "restoran", "rumah makan", "resto", ...EATERIES],
      filters: {
        types: ["receipt"],
        vertical: "accounting",
        date: range("2025-10-01", "2025-10-31"),
      },
      chips: [
        { filter: "types", words: "receipts" },
        { filter: "date", words: "in October 2025" },
      ],
    });
  });

  it("NDA governed by California law", () => {
    expect(parse("NDA governed by California law")).toEqual({
      text: "",
      terms: [],
      filters: {
        types: ["contract"],
        vertical: "legal",
        contractTypes: ["nda"],
        governingLaw: "California",
      },
      chips: [
        { filter: "contractTypes", words: "NDA" },
        { filter: "governingLaw", words: "governed by California law" },
      ],
    });
  });

  it("tagihan telkomsel", () => {
    expect(parse("tagihan telkomsel")).toEqual({
      text: "telkomsel",
      terms: ["telkomsel"],
      filters: { types: ["billing statement", "invoice"], vertical: "accounting" },
      chips: [{ filter: "types", words: "tagihan" }],
    });
  });
});

describe("document types, in either language, are taken out of the free text", () => {
  it.each<[string, QueryFilters["types"]]>([
    ["invoices", ["invoice"]],
    ["faktur", ["invoice"]],
    ["invois", ["invoice"]],
    ["faktur pajak", ["invoice"]],
    ["tax invoice", ["invoice"]],
    ["faktur-faktur", ["invoice"]],
    ["bills", ["billing statement", "invoice"]],
    ["statements", ["billing statement"]],
    ["billing statement", ["billing statement"]],
    ["tagihan bulanan", ["billing statement"]],
    ["tagihan kartu kredit", ["billing statement"]],
    ["rekening koran", ["billing statement"]],
    ["receipts", ["receipt"]],
    ["struk", ["receipt"]],
    ["nota", ["receipt"]],
    ["kuitansi", ["receipt"]],
    ["kwitansi", ["receipt"]],
    ["kw", ["receipt"]],
    ["bon", ["receipt"]],
    ["contracts", ["contract"]],
    ["kontrak", ["contract"]],
    ["perjanjian", ["contract"]],
    ["agreements", ["contract"]],
    ["uncategorized", ["uncategorized"]],
    ["invoices and receipts", ["invoice", "receipt"]],
  ])("%s", (query, types) => {
    const parsed = parse(query);
    expect(parsed.filters.types).toEqual(types);
    expect(parsed.text).toBe("");
  });

  it.each<[string, QueryFilters["vertical"]]>([
    ["struk", "accounting"],
    ["perjanjian", "legal"],
    ["faktur dan kontrak", undefined],
    ["uncategorized", undefined],
    ["dokumen legal", "legal"],
    ["accounting docs", "accounting"],
  ])("%s is in the %s vertical", (query, vertical) => {
    expect(parse(query).filters.vertical).toBe(vertical);
  });
});

describe("contract types", () => {
  it.each<[string, NonNullable<QueryFilters["contractTypes"]>[number]]>([
    ["lease agreement", "lease"],
    ["perjanjian sewa", "lease"],
    ["sewa-menyewa", "lease"],
    ["employment contract", "employment"],
    ["perjanjian kerja", "employment"],
    ["PKWT", "employment"],
    ["NDAs", "nda"],
    ["non-disclosure agreement", "nda"],
    ["perjanjian kerahasiaan", "nda"],
    ["service agreement", "service"],
    ["kontrak jasa", "service"],
    ["distribution agreement", "distribution"],
    ["kontrak distribusi", "distribution"],
    ["sale and purchase agreement", "sale"],
    ["perjanjian jual beli", "sale"],
    ["loan agreement", "loan"],
    ["perjanjian utang-piutang", "loan"],
    ["perjanjian pinjaman", "loan"],
    ["MoU", "mou"],
    ["nota kesepahaman", "mou"],
    ["power of attorney", "power_of_attorney"],
    ["surat kuasa", "power_of_attorney"],
    ["license agreement", "license"],
    ["perjanjian lisensi", "license"],
    ["perjanjian kerja sama", "cooperation"],
    ["kerjasama", "cooperation"],
    ["kontrak kerja sama", "cooperation"],
  ])("%s → %s, a contract in the legal vertical", (query, contractType) => {
    expect(parse(query)).toMatchObject({
      text: "",
      filters: { types: ["contract"], vertical: "legal", contractTypes: [contractType] },
    });
  });

  it.each([
    ["tagihan jasa", "jasa"],
    ["struk sewa", "sewa"],
    ["receipts for rental", "rental"],
    ["ketentuan kerahasiaan", "kerahasiaan"],
  ])("%s: a kind of contract only beside a contract word", (query, text) => {
    const parsed = parse(query);
    expect(parsed.filters.contractTypes).toBeUndefined();
    expect(parsed.text).toBe(text);
  });

  it.each([
    ["surat perjanjian kerja", { contractTypes: ["employment"] }],
    ["surat kontrak jasa", { contractTypes: ["service"] }],
    ["surat tagihan", { types: ["billing statement", "invoice"] }],
  ])("'surat' before a kind's name is part of it: %s", (query, filters) => {
    const parsed = parse(query);
    expect(parsed.text).toBe("");
    expect(parsed.filters).toMatchObject(filters);
    expect(parsed.chips.map((chip) => chip.words)).toContain(query);
  });

  it.each([["surat jalan"], ["surat"]])("'surat' naming no kind stays a word: %s", (query) => {
    expect(parseSearchQuery(query, { today: TODAY }).terms).toContain("surat");
  });

  it("a kind named before the contract word still counts", () => {
    expect(parse("sewa kontrak").filters.contractTypes).toEqual(["lease"]);
  });
});

describe("payment, AP/AR, starred and processing status", () => {
  it.each<[string, QueryFilters]>([
    ["unpaid", { payment: "unpaid" }],
    ["belum dibayar", { payment: "unpaid" }],
    ["belum lunas", { payment: "unpaid" }],
    ["menunggu pembayaran", { payment: "unpaid" }],
    ["overdue", { payment: "overdue" }],
    ["past due", { payment: "overdue" }],
    ["lewat jatuh tempo", { payment: "overdue" }],
    ["terlambat", { payment: "overdue" }],
    ["payables", { apAr: "AP" }],
    ["hutang usaha", { apAr: "AP" }],
    ["utang", { apAr: "AP" }],
    ["pembelian", { apAr: "AP" }],
    ["receivable", { apAr: "AR" }],
    ["piutang", { apAr: "AR" }],
    ["penjualan", { apAr: "AR" }],
    ["starred", { starred: true }],
    ["berbintang", { starred: true }],
    ["favorit", { starred: true }],
    ["ditandai", { starred: true }],
    ["failed", { status: "failed" }],
    ["gagal", { status: "failed" }],
    ["processing", { status: "processing" }],
    ["sedang diproses", { status: "processing" }],
    ["pending", { status: "pending" }],
    ["menunggu", { status: "pending" }],
  ])("%s", (query, filters) => {
    expect(parse(query)).toMatchObject({ text: "", filters });
    expect(Object.keys(parse(query).filters)).toEqual(Object.keys(filters));
  });
});

describe("relative periods filter the document date", () => {
  it.each<[string, DateRange]>([
    ["today", range("2025-10-14", "2025-10-14")],
    ["hari ini", range("2025-10-14", "2025-10-14")],
    ["yesterday", range("2025-10-13", "2025-10-13")],
    ["kemarin", range("2025-10-13", "2025-10-13")],
    ["last month's", range("2025-09-01", "2025-09-30")],
    ["tomorrow", range("2025-10-15", "2025-10-15")],
    ["this week", range("2025-10-13", "2025-10-19")],
    ["minggu ini", range("2025-10-13", "2025-10-19")],
    ["last week", range("2025-10-06", "2025-10-12")],
    ["minggu lalu", range("2025-10-06", "2025-10-12")],
    ["pekan depan", range("2025-10-20", "2025-10-26")],
    ["this month", range("2025-10-01", "2025-10-31")],
    ["bulan ini", range("2025-10-01", "2025-10-31")],
    ["last month", range("2025-09-01", "2025-09-30")],
    ["bulan kemarin", range("2025-09-01", "2025-09-30")],
    ["next month", range("2025-11-01", "2025-11-30")],
    ["bulan depan", range("2025-11-01", "2025-11-30")],
    ["this year", range("2025-01-01", "2025-12-31")],
    ["tahun lalu", range("2024-01-01", "2024-12-31")],
    ["next year", range("2026-01-01", "2026-12-31")],
    ["kuartal ini", range("2025-10-01", "2025-12-31")],
    ["last quarter", range("2025-07-01", "2025-09-30")],
    ["last 30 days", range("2025-09-15", "2025-10-14")],
    ["30 hari terakhir", range("2025-09-15", "2025-10-14")],
    ["dalam 30 hari terakhir", range("2025-09-15", "2025-10-14")],
    ["in the last 3 months", range("2025-07-15", "2025-10-14")],
    ["tiga bulan terakhir", range("2025-07-15", "2025-10-14")],
    ["next 7 days", range("2025-10-14", "2025-10-20")],
    ["dalam 7 hari", range("2025-10-14", "2025-10-20")],
    ["2 bulan lalu", range("2025-08-01", "2025-08-31")],
    ["3 weeks ago", range("2025-09-22", "2025-09-28")],
    ["ytd", range("2025-01-01", "2025-10-14")],
  ])("%s", (query, date) => {
    expect(parse(query)).toEqual({
      text: "",
      terms: [],
      filters: { date },
      chips: [{ filter: "date", words: query }],
    });
  });

  it.each<[string, string, DateRange]>([
    ["last month", "2025-03-31", range("2025-02-01", "2025-02-28")],
    ["bulan lalu", "2024-03-15", range("2024-02-01", "2024-02-29")],
    ["last month", "2026-01-05", range("2025-12-01", "2025-12-31")],
    ["this week", "2025-10-19", range("2025-10-13", "2025-10-19")],
    ["minggu ini", "2025-10-20", range("2025-10-20", "2025-10-26")],
    ["last year", "2025-01-01", range("2024-01-01", "2024-12-31")],
  ])("%s on %s", (query, today, date) => {
    expect(parse(query, today).filters.date).toEqual(date);
  });

  it.each<[string, DateRange]>([
    ["awal bulan", range("2025-10-01", "2025-10-10")],
    ["pertengahan bulan", range("2025-10-11", "2025-10-21")],
    ["akhir bulan lalu", range("2025-09-21", "2025-09-30")],
    ["awal Maret 2025", range("2025-03-01", "2025-03-10")],
    ["early 2025", range("2025-01-01", "2025-05-01")],
  ])("%s: a part of a period is its third", (query, date) => {
    expect(parse(query).filters.date).toEqual(date);
  });

  it("a bound before a part of a period reads the day it names", () => {
    expect(parse("sebelum awal Maret 2025").filters.date).toEqual(range(null, "2025-02-28"));
    expect(parse("sampai akhir 2026").filters.date).toEqual(range(null, "2026-12-31"));
  });

  it("'akhir' and 'awal' without a period are words", () => {
    expect(parse("laporan akhir")).toMatchObject({ filters: {}, text: "laporan akhir" });
  });

  it("a span past the calendar's years is no period", () => {
    expect(parse("last 500 years")).toMatchObject({ filters: {}, text: "last 500 years" });
  });
});

describe("named periods", () => {
  it.each<[string, DateRange]>([
    ["Q3 2025", range("2025-07-01", "2025-09-30")],
    ["kuartal 3 2025", range("2025-07-01", "2025-09-30")],
    // "kw" is a kwitansi alone, but a quarter before its number.
    ["kw 2 2025", range("2025-04-01", "2025-06-30")],
    ["triwulan III 2025", range("2025-07-01", "2025-09-30")],
    ["third quarter 2024", range("2024-07-01", "2024-09-30")],
    ["kuartal ketiga tahun 2024", range("2024-07-01", "2024-09-30")],
    ["Q1", range("2025-01-01", "2025-03-31")],
    // A year's halves, as accountants split it.
    ["H1 2025", range("2025-01-01", "2025-06-30")],
    ["h2", range("2025-07-01", "2025-12-31")],
    ["first half of 2024", range("2024-01-01", "2024-06-30")],
    ["semester 2 2024", range("2024-07-01", "2024-12-31")],
    ["paruh pertama tahun 2025", range("2025-01-01", "2025-06-30")],
    ["October 2025", range("2025-10-01", "2025-10-31")],
    ["Oktober 2025", range("2025-10-01", "2025-10-31")],
    ["Okt 2025", range("2025-10-01", "2025-10-31")],
    ["Agt 2025", range("2025-08-01", "2025-08-31")],
    ["Des 2024", range("2024-12-01", "2024-12-31")],
    ["bulan Januari", range("2025-01-01", "2025-01-31")],
    ["Agustus", range("2025-08-01", "2025-08-31")],
    ["Mei", range("2025-05-01", "2025-05-31")],
    ["May 2025", range("2025-05-01", "2025-05-31")],
    ["in 2024", range("2024-01-01", "2024-12-31")],
    ["tahun 2024", range("2024-01-01", "2024-12-31")],
    ["2023", range("2023-01-01", "2023-12-31")],
  ])("%s", (query, date) => {
    expect(parse(query)).toMatchObject({ text: "", filters: { date } });
  });

  it("a lower-case 'may' is the verb, not the month", () => {
    expect(parse("contracts that may expire")).toMatchObject({
      filters: { types: ["contract"] },
      text: "may expire",
    });
  });

  it("a document month not yet begun this year is last year's", () => {
    expect(parse("receipts from October", "2026-01-10").filters.date).toEqual(
      range("2025-10-01", "2025-10-31"),
    );
    expect(parse("struk Oktober", "2025-10-14").filters.date).toEqual(
      range("2025-10-01", "2025-10-31"),
    );
  });

  it("a contract renews when its term ends: renewal is read as the expiry date", () => {
    expect(parse("contracts that renew next year").filters.expiryDate).toEqual(
      range("2026-01-01", "2026-12-31"),
    );
    expect(parse("kontrak yang diperpanjang tahun depan").filters.expiryDate).toEqual(
      range("2026-01-01", "2026-12-31"),
    );
    expect(parse("contracts up for renewal").filters.expiryDate).toEqual(range(TODAY, null));
  });

  it("a due or expiry month without a year is this year's", () => {
    expect(parse("kontrak berakhir Maret").filters.expiryDate).toEqual(
      range("2025-03-01", "2025-03-31"),
    );
    expect(parse("contracts expiring in March", "2026-01-10").filters.expiryDate).toEqual(
      range("2026-03-01", "2026-03-31"),
    );
  });

  it.each<[string, string, DateRange]>([
    ["sejak Januari", TODAY, range("2025-01-01", "2025-10-14")],
    ["since January", "2025-01-01", range("2025-01-01", "2025-01-01")],
    ["since February", "2025-01-10", range("2024-02-01", "2025-01-10")],
    ["mulai Maret", TODAY, range("2025-03-01", "2025-10-14")],
    ["since 2024", TODAY, range("2024-01-01", "2025-10-14")],
  ])("%s on %s runs to today", (query, today, date) => {
    expect(parse(query, today).filters.date).toEqual(date);
  });
});

describe("written dates, ranges and bounds", () => {
  it.each<[string, DateRange]>([
    ["14/10/2025", range("2025-10-14", "2025-10-14")],
    ["tanggal 14/10/2025", range("2025-10-14", "2025-10-14")],
    ["14 Okt", range("2025-10-14", "2025-10-14")],
    ["1 Jan 2026 - 31 Mar 2026", range("2026-01-01", "2026-03-31")],
    ["1 Jan - 31 Mar 2026", range("2026-01-01", "2026-03-31")],
    ["dari 1 Jan 2025 sampai 30 Jun 2025", range("2025-01-01", "2025-06-30")],
    ["between 1 June 2025 and 31 May 2026", range("2025-06-01", "2026-05-31")],
    ["Januari sampai Maret 2025", range("2025-01-01", "2025-03-31")],
    ["Des - Feb 2026", range("2025-12-01", "2026-02-28")],
    ["antara 2023 dan 2025", range("2023-01-01", "2025-12-31")],
    ["before 1 Nov 2025", range(null, "2025-10-31")],
    ["sebelum 2025", range(null, "2024-12-31")],
    ["after 14/10/2025", range("2025-10-15", null)],
    ["setelah Oktober 2025", range("2025-11-01", null)],
    ["sampai Maret", range(null, "2025-03-31")],
    ["until 31/12/2025", range(null, "2025-12-31")],
    ["sejak 1 Maret 2025", range("2025-03-01", "2025-10-14")],
  ])("%s", (query, date) => {
    expect(parse(query)).toEqual({
      text: "",
      terms: [],
      filters: { date },
      chips: [{ filter: "date", words: query }],
    });
  });

  it("a range that runs backwards keeps only its first period", () => {
    expect(parse("31 Mar 2026 - 1 Jan 2026").filters.date).toEqual(
      range("2026-01-01", "2026-01-01"),
    );
  });
});

describe("which date a period filters", () => {
  it.each<[string, QueryFilters]>([
    ["due this week", { dueDate: range("2025-10-13", "2025-10-19") }],
    ["jatuh tempo minggu depan", { dueDate: range("2025-10-20", "2025-10-26") }],
    ["tanggal jatuh tempo bulan ini", { dueDate: range("2025-10-01", "2025-10-31") }],
    ["due before 1 Nov", { dueDate: range(null, "2025-10-31") }],
    ["due in 2 weeks", { dueDate: range("2025-10-14", "2025-10-27") }],
    ["berakhir tahun depan", { expiryDate: range("2026-01-01", "2026-12-31") }],
    ["expiring next month", { expiryDate: range("2025-11-01", "2025-11-30") }],
    ["habis bulan ini", { expiryDate: range("2025-10-01", "2025-10-31") }],
    ["kedaluwarsa tahun lalu", { expiryDate: range("2024-01-01", "2024-12-31") }],
    ["berlaku sampai Desember 2026", { expiryDate: range("2026-12-01", "2026-12-31") }],
    ["expired", { expiryDate: range(null, "2025-10-13") }],
    ["sudah berakhir", { expiryDate: range(null, "2025-10-13") }],
    ["sdh berakhir", { expiryDate: range(null, "2025-10-13") }],
    ["udah berakhir", { expiryDate: range(null, "2025-10-13") }],
    ["expiring", { expiryDate: range("2025-10-14", null) }],
    ["expiring soon", { expiryDate: range("2025-10-14", "2025-11-12") }],
    ["segera berakhir", { expiryDate: range("2025-10-14", "2025-11-12") }],
    ["hampir habis", { expiryDate: range("2025-10-14", "2025-11-12") }],
    ["about to expire", { expiryDate: range("2025-10-14", "2025-11-12") }],
    ["mau habis", { expiryDate: range("2025-10-14", null) }],
    ["mau habis 3 bulan lagi", { expiryDate: range("2025-10-14", "2026-01-13") }],
    ["jatuh tempo 7 hari lagi", { dueDate: range("2025-10-14", "2025-10-20") }],
    ["effective 1 Jan 2026", { effectiveDate: range("2026-01-01", "2026-01-01") }],
    ["mulai berlaku bulan depan", { effectiveDate: range("2025-11-01", "2025-11-30") }],
    ["berlaku sejak Januari 2025", { effectiveDate: range("2025-01-01", "2025-01-31") }],
    ["issued last month", { date: range("2025-09-01", "2025-09-30") }],
  ])("%s", (query, filters) => {
    expect(parse(query)).toEqual({
      text: "",
      terms: [],
      filters,
      chips: [{ filter: Object.keys(filters)[0], words: query }],
    });
  });

  it("two periods for two dates", () => {
    expect(parse("faktur bulan lalu jatuh tempo minggu ini").filters).toEqual({
      types: ["invoice"],
      vertical: "accounting",
      date: range("2025-09-01", "2025-09-30"),
      dueDate: range("2025-10-13", "2025-10-19"),
    });
  });

  it("overdue is a payment state, not a due date", () => {
    expect(parse("faktur lewat jatuh tempo").filters).toEqual({
      types: ["invoice"],
      vertical: "accounting",
      payment: "overdue",
    });
  });

  it("a date word with no period after it stays free text", () => {
    expect(parse("due invoices")).toMatchObject({ text: "due", filters: { types: ["invoice"] } });
  });
});

describe("amounts", () => {
  it.each<[string, NonNullable<QueryFilters["amount"]>]>([
    ["di atas 1 juta", { min: 1_000_000, max: null, minExcluded: true }],
    ["diatas 1jt", { min: 1_000_000, max: null, minExcluded: true }],
    ["under 2jt", { min: null, max: 2_000_000, maxExcluded: true }],
    ["antara 1 juta dan 5 juta", { min: 1_000_000, max: 5_000_000 }],
    ["antara 1 dan 5 juta", { min: 1_000_000, max: 5_000_000 }],
    ["dari 1 juta sampai 5 juta", { min: 1_000_000, max: 5_000_000 }],
    ["1 - 5 juta", { min: 1_000_000, max: 5_000_000 }],
    ["maks 300rb", { min: null, max: 300_000 }],
    ["at least 1,5 jt", { min: 1_500_000, max: null }],
    ["≥ 2 juta", { min: 2_000_000, max: null }],
    ["kurang dari 750 ribu", { min: null, max: 750_000, maxExcluded: true }],
    ["paling banyak 10 juta", { min: null, max: 10_000_000 }],
    ["di atas 1 miliar", { min: 1_000_000_000, max: null, minExcluded: true }],
    ["above 500", { min: 500, max: null, minExcluded: true }],
    ["1.500.000", { min: 1_500_000, max: 1_500_000 }],
    // "-an" after a round figure is that figure and some: up to the next of its leading digit.
    ["2 jutaan", { min: 2_000_000, max: 3_000_000, maxExcluded: true }],
    ["2jtan", { min: 2_000_000, max: 3_000_000, maxExcluded: true }],
    ["100rb an", { min: 100_000, max: 200_000, maxExcluded: true }],
    ["500rb-an", { min: 500_000, max: 600_000, maxExcluded: true }],
    ["100 ribuan", { min: 100_000, max: 200_000, maxExcluded: true }],
  ])("%s", (query, amount) => {
    expect(parse(query)).toEqual({
      text: "",
      terms: [],
      filters: { amount },
      chips: [{ filter: "amount", words: query }],
    });
  });

  it.each<[string, NonNullable<QueryFilters["amount"]>, string]>([
    ["lebih dari Rp 500.000", { min: 500_000, max: null, minExcluded: true }, "IDR"],
    ["< Rp 500.000", { min: null, max: 500_000, maxExcluded: true }, "IDR"],
    ["<Rp500.000", { min: null, max: 500_000, maxExcluded: true }, "IDR"],
    ["over $1,000", { min: 1000, max: null, minExcluded: true }, "USD"],
    ["between 100 and 200 USD", { min: 100, max: 200 }, "USD"],
    ["sebesar Rp 1.500.000", { min: 1_500_000, max: 1_500_000 }, "IDR"],
    ["di atas 1 juta rupiah", { min: 1_000_000, max: null, minExcluded: true }, "IDR"],
    ["under SGD 50", { min: null, max: 50, maxExcluded: true }, "SGD"],
  ])("%s also names its currency", (query, amount, currency) => {
    expect(parse(query).filters).toEqual({ amount, currency });
  });

  it("a figure and some is no stated bound: it only ranks", () => {
    expect(parseSearchQuery("tagihan air 100rb an", { today: TODAY }).explicit).toBeUndefined();
  });

  it("a word ending in -an is no amount", () => {
    expect(parse("taman").filters).toEqual({});
  });

  it("a year beside an amount is a period", () => {
    expect(parse("faktur 2025 di atas 1 juta")).toEqual({
      text: "",
      terms: [],
      filters: {
        types: ["invoice"],
        vertical: "accounting",
        date: range("2025-01-01", "2025-12-31"),
        amount: { min: 1_000_000, max: null, minExcluded: true },
      },
      chips: [
        { filter: "types", words: "faktur" },
        { filter: "date", words: "2025" },
        { filter: "amount", words: "di atas 1 juta" },
      ],
    });
  });

  it("two bounds make one range", () => {
    expect(parse("invoices over 1 juta under 5 juta").filters.amount).toEqual({
      min: 1_000_000,
      max: 5_000_000,
      minExcluded: true,
      maxExcluded: true,
    });
  });

  it("each end keeps whether the figure itself passes", () => {
    expect(parse("lebih dari 1 juta maks 5 juta").filters.amount).toEqual({
      min: 1_000_000,
      max: 5_000_000,
      minExcluded: true,
    });
    expect(parse("at least 1 juta").filters.amount).toEqual({ min: 1_000_000, max: null });
  });

  it.each([
    ["between 2023 and 2025"],
    ["di atas 10 persen"],
    ["contracts over 2 years"],
    ["30 hari terakhir"],
    ["top 10"],
  ])("%s holds no amount", (query) => {
    expect(parse(query).filters.amount).toBeUndefined();
  });
});

describe("currency named on its own", () => {
  it.each([
    ["invoices in USD", "USD"],
    ["faktur dalam rupiah", "IDR"],
    ["SGD receipts", "SGD"],
    ["faktur dolar Singapura", "SGD"],
    ["invoices in hkd dollars", "HKD"],
    ["faktur dolar aud", "AUD"],
    ["kwitansi dalam sgd dolar", "SGD"],
    ["euro invoices", "EUR"],
    ["ringgit", "MYR"],
  ])("%s", (query, currency) => {
    const parsed = parse(query);
    expect(parsed.filters.currency).toBe(currency);
    expect(parsed.text).toBe("");
  });
});

describe("governing law", () => {
  it.each([
    ["governed by California law", "California"],
    ["hukum Indonesia", "Indonesia"],
    ["kontrak hukum indonesia", "Indonesia"],
    ["Indonesian law", "Indonesia"],
    ["hukum Republik Indonesia", "Indonesia"],
    ["tunduk pada hukum Singapura", "Singapore"],
    ["under the laws of Singapore", "Singapore"],
    ["Singapore law", "Singapore"],
    ["New York law", "New York"],
    ["governed by english law", "England"],
    ["governed by texas law", "texas"],
  ])("%s → %s", (query, governingLaw) => {
    expect(parse(query).filters.governingLaw).toBe(governingLaw);
    expect(parse(query).text).toBe("");
  });

  it.each([["hukum perdata"], ["tax law"]])("%s names no place", (query) => {
    expect(parse(query).filters.governingLaw).toBeUndefined();
  });
});

describe("the party a query names", () => {
  it.each([
    ["invoices from PT Sumber Makmur last month", "PT Sumber Makmur"],
    ["faktur dari pt sumber makmur bulan ini", "pt sumber makmur"],
    ["receipts by Grab", "Grab"],
    ["contracts with Bank of America", "Bank of America"],
    ["kontrak sewa dengan PT Maju & Jaya", "PT Maju & Jaya"],
    ["vendor Indomaret", "Indomaret"],
    ["perjanjian kerja sama dengan CV Berkah yang berakhir tahun depan", "CV Berkah"],
    // Chat's "dr" is "dari".
    ["yg dr pt emas wira", "pt emas wira"],
  ])("%s → %s", (query, party) => {
    expect(parse(query).filters.party).toBe(party);
    expect(parse(query).text).toBe("");
  });

  it("the first party wins; a second is free text", () => {
    expect(parse("faktur dari PLN dan Telkom")).toMatchObject({
      filters: { party: "PLN" },
      text: "Telkom",
      chips: [
        { filter: "types", words: "faktur" },
        { filter: "party", words: "dari PLN" },
      ],
    });
  });

  it.each([
    ["receipts from restaurants", "restaurants"],
    ["struk dari restoran", "restoran"],
    ["receipts for rent", "rent"],
  ])("%s: a category after 'from' is free text", (query, text) => {
    expect(parse(query).filters.party).toBeUndefined();
    expect(parse(query).text).toBe(text);
  });

  it("'from' before a period introduces the period", () => {
    expect(parse("invoices from last month")).toMatchObject({
      filters: { date: range("2025-09-01", "2025-09-30") },
      chips: [
        { filter: "types", words: "invoices" },
        { filter: "date", words: "from last month" },
      ],
    });
    expect(parse("invoices from last month").filters.party).toBeUndefined();
  });

  it("'dengan nilai di atas' names an amount, not a party", () => {
    expect(parse("kontrak dengan nilai di atas 1 miliar").filters).toEqual({
      types: ["contract"],
      vertical: "legal",
      amount: { min: 1_000_000_000, max: null, minExcluded: true },
    });
  });
});

describe("free text and search terms", () => {
  it.each([[""], ["   "], ["show me all my documents"], ["tampilkan semua dokumen saya"]])(
    "%j has nothing to search for",
    (query) => {
      expect(parse(query)).toEqual({ text: "", terms: [], filters: {}, chips: [] });
    },
  );

  it("a vendor's name alone is free text, as typed", () => {
    expect(parse("Tokopedia")).toEqual({
      text: "Tokopedia",
      terms: ["tokopedia"],
      filters: {},
      chips: [],
    });
  });

  it("keeps meaningful words, single-spaced, without punctuation or stop words", () => {
    expect(parse("  cari faktur,  PLN   Telkomsel? ")).toMatchObject({
      text: "PLN Telkomsel",
      terms: ["pln", "telkomsel"],
    });
  });

  it.each([
    ["listrik", ["listrik", "electricity", "pln", "kwh"]],
    ["electricity bills", ["electricity", "listrik", "pln", "kwh"]],
    // A word the synonyms do not know is looked for in the other language too, place names
    // that are words included ("padang" is a field).
    [
      "rumah makan padang",
      ["rumah makan", "restaurant", "restoran", "resto", ...EATERIES, "padang", "field"],
    ],
    ["arbitration", ["arbitration", "arbitrase"]],
    ["arbitrase", ["arbitrase", "arbitration"]],
    ["sewa kantor", ["sewa", "rent", "rental", "kantor", "office"]],
    ["restoran restaurant", ["restoran", "restaurant", "rumah makan", "resto", ...EATERIES]],
    ["hotels", ["hotels", "hotel", "penginapan"]],
    ["air ticket", ["air ticket", "flight", "plane ticket", "tiket pesawat", "penerbangan"]],
    ["sewa mobil", ["sewa", "rent", "rental", "mobil", "car", "vehicle", "kendaraan"]],
    [
      "layanan TI",
      [
        ...["layanan", "service", "jasa", "servis", "ti", "information technology"],
        ...["teknologi informasi", "it"],
      ],
    ],
  ])("%s → %j", (query, terms) => {
    expect(parse(query).terms).toEqual(terms);
  });
});

describe("chips", () => {
  it("come in query order with the query's own words", () => {
    expect(
      parse("tampilkan faktur dari PT ABC sejak Januari lebih dari Rp 500.000 yang belum dibayar")
        .chips,
    ).toEqual([
      { filter: "types", words: "faktur" },
      { filter: "party", words: "dari PT ABC" },
      { filter: "date", words: "sejak Januari" },
      { filter: "amount", words: "lebih dari Rp 500.000" },
      { filter: "payment", words: "belum dibayar" },
    ]);
  });
});

describe("today", () => {
  it("is the only clock", () => {
    expect(parse("bulan lalu", "2025-01-20").filters.date).toEqual(
      range("2024-12-01", "2024-12-31"),
    );
    expect(parse("bulan lalu", "2025-06-20").filters.date).toEqual(
      range("2025-05-01", "2025-05-31"),
    );
  });

  it.each([["14/10/2025"], ["2025-02-30"], ["2025-1-5"], [""]])("%j is refused", (today) => {
    expect(() => parse("faktur", today)).toThrow(RangeError);
  });
});

describe("term groups", () => {
  it("group each typed word or phrase with its synonyms, for a search where every word counts", () => {
    expect(parseSearchQuery("rumah makan padang", { today: TODAY }).termGroups).toEqual([
      ["rumah makan", "restaurant", "restoran", "resto", ...EATERIES],
      ["padang", "field"],
    ]);
    expect(parseSearchQuery("faktur bulan lalu", { today: TODAY }).termGroups).toEqual([]);
  });
});

describe("explicit filters", () => {
  it.each([
    ["invoice di atas 5jt", ["amount"]],
    ["receipts over 100k", ["amount"]],
    ["tagihan antara 1 juta dan 2 juta", ["amount"]],
    ["lebih dari 300 USD", ["amount", "currency"]],
  ])("%s states its amount outright", (query, keys) => {
    expect(parseSearchQuery(query, { today: TODAY }).explicit).toEqual(keys);
  });

  it.each([
    "uang sewa 360 juta",
    "struk januari 2025",
    "receipts from restaurants",
    "kontrak jasa",
  ])("%s guesses its filters from words: none is explicit", (query) => {
    expect(parseSearchQuery(query, { today: TODAY }).explicit).toBeUndefined();
  });
});

describe("typos", () => {
  it.each([
    ["invoce", ["invoice"]],
    ["fakur pajak", ["invoice"]],
    ["kontark", ["contract"]],
  ])("%s is read as the word it was meant to be: types %j", (query, types) => {
    expect(parse(query).filters.types).toEqual(types);
    expect(parse(query).chips[0]?.words).toBe(query);
  });

  it("free text keeps the typed word beside the correction", () => {
    expect(parseSearchQuery("restoarn", { today: TODAY }).termGroups).toEqual([
      ["restoarn", "restoran", "restaurant", "rumah makan", "resto", ...EATERIES],
    ]);
  });

  it("a short word misspelt beside the first word of a known phrase is read as the phrase's", () => {
    const parsed = parseSearchQuery("nota rumah makn", { today: TODAY });
    expect(parsed.filters.types).toEqual(["receipt"]);
    expect(parsed.termGroups[0]).toEqual(expect.arrayContaining(["rumah makan", "restaurant"]));
    // Alone, it is too short to be read as anything but itself.
    expect(parseSearchQuery("makn", { today: TODAY }).terms).toEqual(["makn"]);
  });

  it.each([
    ["inv sumber makmur", { types: ["invoice"], vertical: "accounting" }],
    ["dokumen dlm ringgit", { currency: "MYR" }],
  ])("chat shorthand %s is read as the words it stands for", (query, filters) => {
    expect(parse(query).filters).toEqual(filters);
  });

  it("a phrase's second word misspelt is read beside its first, though a reader took the first", () => {
    expect(parse("kontrak sewq").filters.contractTypes).toEqual(["lease"]);
    const parsed = parseSearchQuery("faktur pajk", { today: TODAY });
    expect(parsed.filters.types).toEqual(["invoice"]);
    expect(parsed.termGroups).toEqual([["pajk", "pajak", "tax"]]);
  });

  it("'htl' is a hotel", () => {
    expect(parseSearchQuery("htl samudra", { today: TODAY }).terms).toContain("hotel");
  });

  it.each([["makmr"], ["sentosa"], ["padang"], ["invoices"]])(
    "%s is left as typed when no known word is one letter off, or it is known",
    (query) => {
      expect(parse(query).filters.types ?? []).toEqual(query === "invoices" ? ["invoice"] : []);
      expect(parseSearchQuery(query, { today: TODAY }).terms).not.toContain("invoice");
    },
  );
});

describe("domain synonyms", () => {
  it.each([
    ["wifi", ["wifi", "internet", "broadband", "wi-fi", "indihome"]],
    [
      "utilities",
      [
        "utilities",
        "utility",
        "utilitas",
        "listrik",
        "electricity",
        "internet",
        "broadband",
        "pdam",
        "water",
        "air minum",
      ],
    ],
  ])("%s → %j", (query, terms) => {
    expect(parseSearchQuery(query, { today: TODAY }).terms).toEqual(terms);
  });

  it.each([
    ["klausul force majeure", ["force majeure", "keadaan kahar", "keadaan memaksa", "overmacht"]],
    [
      "pasal pengakhiran",
      ["pengakhiran", "termination", "terminate", "pemutusan", "putus", "diputus", "memutus"],
    ],
    ["confidentiality clause", ["confidentiality", "confidential", "kerahasiaan"]],
  ])("%s: a clause topic in both languages, the word for a clause left out", (query, terms) => {
    expect(parseSearchQuery(query, { today: TODAY }).termGroups).toEqual([terms]);
  });

  it.each([
    ["tagihan seluler", "selular"],
    ["coworking space", "ruang kerja bersama"],
    ["servis ac", "pemeliharaan"],
    // Kinds of shop a slip names only in its shop's name, and the words people ask for them by.
    ["groceries", "mart"],
    ["belanja sembako", "swalayan"],
    ["nota mini market", "grosir"],
    ["ngopi", "kopi"],
    ["warkop", "cafe"],
    ["hardware store receipts", "tb"],
  ])("%s also finds %s", (query, word) => {
    expect(parseSearchQuery(query, { today: TODAY }).terms).toContain(word);
  });

  it("a 'rekening' of a utility is its bill; a 'rekening' alone stays an account", () => {
    expect(parseSearchQuery("rekening listrik pln", { today: TODAY }).termGroups[0]).toEqual(
      expect.arrayContaining(["rekening listrik", "electricity", "kwh"]),
    );
    expect(parseSearchQuery("rekening air", { today: TODAY }).terms).toContain("pdam");
    expect(parseSearchQuery("nomor rekening", { today: TODAY }).terms).not.toContain("listrik");
  });

  it("a kind of paper's word names it in either language", () => {
    expect(namingTerms("tagihan")).toEqual(expect.arrayContaining(["bill", "statement"]));
    expect(namingTerms("struk")).toEqual(expect.arrayContaining(["receipt", "nota"]));
    expect(namingTerms("kw")).toEqual(expect.arrayContaining(["kwitansi", "kuitansi"]));
    // A faktur pajak's English name, singular or plural, ranks the papers printed in Indonesian.
    expect(namingTerms("tax invoices")).toEqual(expect.arrayContaining(["faktur pajak"]));
    expect(namingTerms("faktur pajak")).toEqual(expect.arrayContaining(["tax invoice"]));
  });

  it("a building supply store is a toko bangunan, not a building", () => {
    const { terms } = parseSearchQuery("building supplies receipts", { today: TODAY });
    expect(terms).toEqual(expect.arrayContaining(["toko bangunan", "material bangunan"]));
    expect(terms).not.toContain("gedung");
  });

  it("building materials ask for a hardware store's slip", () => {
    const { terms } = parseSearchQuery("beli semen pasir", { today: TODAY });
    expect(terms).toEqual(expect.arrayContaining(["toko bangunan", "hardware", "cement"]));
    expect(parseSearchQuery("semen", { today: TODAY }).terms).not.toContain("restaurant");
  });

  it("'putus kontrak' asks for the termination clause", () => {
    const { terms } = parseSearchQuery("putus kontrak sepihak", { today: TODAY });
    expect(terms).toEqual(expect.arrayContaining(["termination", "pengakhiran"]));
  });

  it("a service charge is a fee, not a service bought", () => {
    const { terms } = parseSearchQuery("service charge", { today: TODAY });
    expect(terms).toContain("service charge");
    expect(terms).not.toContain("jasa");
  });

  it("a utility's narrower words keep their own synonyms", () => {
    expect(parseSearchQuery("electricity", { today: TODAY }).terms).toEqual([
      "electricity",
      "listrik",
      "pln",
      "kwh",
    ]);
  });

  it("an electricity bill is also found by its provider and its unit; the provider alone is a name", () => {
    expect(parseSearchQuery("tagihan listrik", { today: TODAY }).terms).toEqual(
      expect.arrayContaining(["pln", "kwh"]),
    );
    expect(parseSearchQuery("pln", { today: TODAY }).terms).toEqual(["pln"]);
  });

  it.each([
    ["grill", "restaurant"],
    ["kantin", "rumah makan"],
    ["food court", "restoran"],
    ["soto ayam", "restaurant"],
  ])("a kind of eatery (%s) is a restaurant", (query, word) => {
    expect(parseSearchQuery(query, { today: TODAY }).terms).toContain(word);
  });

  it.each(["struk makan", "lunch receipts", "nota makan siang"])(
    "a meal (%s) is looked for at eateries",
    (query) => {
      const { terms } = parseSearchQuery(query, { today: TODAY });
      expect(terms).toContain("restaurant");
      expect(terms).toContain("rumah makan");
    },
  );

  it.each(["denda telat bayar", "late fee", "bunga keterlambatan", "penalty for paying late"])(
    "%s: a penalty for paying late is a clause topic, not an overdue document",
    (query) => {
      const parsed = parseSearchQuery(query, { today: TODAY });
      expect(parsed.filters.payment).toBeUndefined();
      expect(parsed.terms).toContain("terlambat");
    },
  );

  it("late payment without a charge word is still overdue", () => {
    expect(parseSearchQuery("invoice telat bayar", { today: TODAY }).filters.payment).toBe(
      "overdue",
    );
  });

  it("a penalty for paying late names no party: an -ing verb after 'for' says what for", () => {
    expect(parseSearchQuery("penalty for paying late", { today: TODAY }).filters.party).toBe(
      undefined,
    );
  });

  it.each([
    ["biaya bulanan", ["monthly"]],
    ["monthly fee", ["bulanan", "biaya"]],
  ])("%s is looked for in the other language's words too", (query, words) => {
    expect(parseSearchQuery(query, { today: TODAY }).terms).toEqual(expect.arrayContaining(words));
  });

  it.each([
    ["security deposit", ["jaminan"]],
    ["jaminan sewa", ["deposit"]],
    ["renewal clause", ["perpanjangan"]],
    ["perpanjangan sewa", ["renewal"]],
    ["dp 30 persen", ["uang muka"]],
    ["cetak brosur", ["print", "brochure"]],
    ["uang jaminan", ["security deposit", "deposit"]],
    ["teguran tertulis", ["written warning", "surat peringatan"]],
    ["written notice", ["pemberitahuan tertulis"]],
    ["servis ac", ["maintenance", "pemeliharaan"]],
    ["service", ["servis"]],
    ["renewal", ["extension", "diperpanjang"]],
    ["dispute resolution", ["sengketa", "penyelesaian perselisihan"]],
    ["wanprestasi", ["breach", "cidera janji"]],
    ["faktur ppn", ["vat"]],
    ["pb1", ["pajak restoran", "restaurant tax"]],
  ])("clause topic %s is looked for in the other language's words", (query, words) => {
    expect(parseSearchQuery(query, { today: TODAY }).terms).toEqual(expect.arrayContaining(words));
  });

  it("a restaurant word is not widened to meals, which a café serves too", () => {
    expect(parseSearchQuery("restaurant", { today: TODAY }).terms).not.toContain("makan");
  });
});

describe("the language a document is written in", () => {
  it.each([
    ["perjanjian dlm bahasa inggris", ["en"]],
    ["kontrak berbahasa Indonesia", ["id"]],
    ["contracts in English", ["en"]],
    ["agreements in Indonesian", ["id"]],
    ["contracts in bahasa inggris", ["en"]],
    ["perjanjian dalam bahasa indonesia dan bahasa inggris", ["id", "en"]],
  ])("%s asks for documents in %j, not for the words", (query, language) => {
    const parsed = parseSearchQuery(query, { today: TODAY });
    expect(parsed.filters.language).toEqual(language);
    expect(parsed.filters.types).toEqual(["contract"]);
    expect(parsed.terms).toEqual([]);
    expect(parsed.chips.map((chip) => chip.filter)).toContain("language");
  });

  it("a place's adjective alone is a governing law or a word, not a language", () => {
    expect(parseSearchQuery("kontrak hukum inggris", { today: TODAY }).filters).toEqual({
      types: ["contract"],
      vertical: "legal",
      governingLaw: "England",
    });
    expect(parseSearchQuery("english law", { today: TODAY }).filters.language).toBeUndefined();
  });
});

describe("kinds of paper and of shop named in several words", () => {
  it("a statement of account is a billing statement, its words taken whole", () => {
    for (const query of ["statements of account last month", "soa bulan lalu"]) {
      const parsed = parseSearchQuery(query, { today: TODAY });
      expect(parsed.filters.types, query).toEqual(["billing statement"]);
      expect(parsed.terms, query).toEqual([]);
    }
  });

  it("a contract signed in a period is dated in it", () => {
    const parsed = parseSearchQuery("agreements signed in march 2024", { today: TODAY });
    expect(parsed.filters.date).toEqual(range("2024-03-01", "2024-03-31"));
    expect(parsed.terms).toEqual([]);
    const indonesian = parseSearchQuery("perjanjian yang ditandatangani tahun 2023", {
      today: TODAY,
    });
    expect(indonesian.filters.date).toEqual(range("2023-01-01", "2023-12-31"));
  });

  it("reads a phrase across a stop word before leaving the stop word out", () => {
    const parsed = parseSearchQuery("kuitansi with the amount in words", { today: TODAY });
    expect(parsed.termGroups).toEqual([["amount in words", "terbilang"]]);
    expect(parsed.text).toBe("amount in words");
  });

  it("finds a plural's synonyms through its singular", () => {
    const parsed = parseSearchQuery("spending at pharmacies", { today: TODAY });
    expect(parsed.terms).toEqual(expect.arrayContaining(["pharmacies", "apotek", "apotik"]));
    const eateries = parseSearchQuery("receipts from diners", { today: TODAY });
    expect(eateries.terms).toEqual(expect.arrayContaining(["diner", "restoran"]));
  });

  it("a warteg or an RM. is an eatery, in either language", () => {
    const parsed = parseSearchQuery("struk warteg", { today: TODAY });
    expect(parsed.terms).toEqual(expect.arrayContaining(["restoran", "rumah makan", "rm"]));
  });

  it("what a pharmacy sells finds the pharmacies, in either language", () => {
    for (const q of ["medicine", "beli obat", "medication receipts"]) {
      const parsed = parseSearchQuery(q, { today: TODAY });
      expect(parsed.terms, q).toEqual(expect.arrayContaining(["pharmacy", "apotek", "apotik"]));
    }
    // The shop's words do not widen to what it sells: "apotek" stays a kind of shop.
    expect(parseSearchQuery("apotek", { today: TODAY }).terms).not.toContain("obat");
  });

  it("reads a word for a sum of money beside an amount as the amount itself", () => {
    const parsed = parseSearchQuery("pembayaran lebih dari 10 juta", { today: TODAY });
    expect(parsed.terms).toEqual([]);
    expect(parsed.filters.amount).toEqual({ min: 10_000_000, max: null, minExcluded: true });
    expect(parseSearchQuery("biaya konsultan di atas 5 juta", { today: TODAY }).text).toBe(
      "konsultan",
    );
    // Alone, it is still a word to find (a contract's clause on payment).
    expect(parseSearchQuery("pembayaran", { today: TODAY }).terms).toContain("pembayaran");
  });

  it("reads a year before a currency's name as the year, a bound's figure as money", () => {
    const year = parseSearchQuery("2024 sgd invoices", { today: TODAY });
    expect(year.filters.amount).toBeUndefined();
    expect(year.filters.currency).toBe("SGD");
    expect(year.filters.date).toEqual({ from: "2024-01-01", to: "2024-12-31" });
    const bound = parseSearchQuery("invoices over 2024 sgd", { today: TODAY });
    expect(bound.filters.amount).toEqual({ min: 2024, max: null, minExcluded: true });
  });

  it("reads a currency code typed in lower case and glued to its figure as money", () => {
    const parsed = parseSearchQuery("invoice rm3.5k", { today: TODAY });
    expect(parsed.filters.amount).toEqual({ min: 3500, max: 3500 });
    expect(parsed.filters.currency).toBe("MYR");
    expect(parseSearchQuery("struk php500", { today: TODAY }).filters.currency).toBe("PHP");
    // Apart from a figure, "rm" is still a rumah makan.
    const eatery = parseSearchQuery("rm padang", { today: TODAY });
    expect(eatery.filters.amount).toBeUndefined();
    expect(eatery.terms).toEqual(expect.arrayContaining(["rumah makan"]));
  });
});
