/**
 * The judged search queries, written as people type them. `relevant` lists every document the
 * query should find; `explicit` lists every document an explicit filter in the query holds for.
 * Lists that follow from a filter (a period, an amount, a due or expiry date) are computed from
 * the documents' labels, so they cannot drift from the files.
 */
import type { DocumentSpec } from "./document.ts";
import { documents } from "./documents.ts";
import { GRIYA, KEMAS } from "./documents-invoices.ts";

export interface Query {
  q: string;
  kind: string;
  language: "en" | "id";
  relevant: string[];
  explicit?: string[];
}

const field = (doc: DocumentSpec, key: string): string | number | undefined => {
  const value = doc.fields[key];
  return typeof value === "string" || typeof value === "number" ? value : undefined;
};

/** Ids of the documents that pass the test, in id order. */
const where = (test: (doc: DocumentSpec) => boolean): string[] =>
  documents.filter(test).map((doc) => doc.id);

const dated = (from: string, to: string, types?: DocumentSpec["type"][]) =>
  where((doc) => {
    const date = String(field(doc, "date") ?? "");
    return date >= from && date <= to && (!types || types.includes(doc.type));
  });

const idrTotal = (doc: DocumentSpec): number | undefined =>
  doc.fields.currency === "IDR" ? (field(doc, "total_amount") as number | undefined) : undefined;

/** A query whose relevant documents are exactly the ones its filter holds for. */
const filtered = (q: string, kind: string, language: "en" | "id", ids: string[]): Query => ({
  q,
  kind,
  language,
  relevant: ids,
  explicit: ids,
});

const q = (text: string, kind: string, language: "en" | "id", relevant: string[]): Query => ({
  q: text,
  kind,
  language,
  relevant,
});

export const queries = (): Query[] => [
  // Shop and paper kinds.
  q("struk rumah makan konro", "shop_kind", "id", ["u6-01"]),
  q("restaurant receipt", "shop_kind", "en", ["u6-01", "u6-02"]),
  q("struk kafe kopi", "shop_kind", "id", ["u6-02"]),
  q("coffee shop receipt latte", "shop_kind", "en", ["u6-02"]),
  q("belanja minimarket", "shop_kind", "id", ["u6-03"]),
  q("toserba tisu dapur sabun cuci piring", "content", "id", ["u6-03"]),
  q("apotik p3k", "shop_kind", "id", ["u6-04"]),
  q("pharmacy receipt burn ointment", "shop_kind", "en", ["u6-04"]),
  q("struk bbm solar", "shop_kind", "id", ["u6-05"]),
  q("fuel receipt", "shop_kind", "en", ["u6-05"]),
  q("nota toko bangunan pipa pvc", "shop_kind", "id", ["u6-06"]),
  q("hardware store semen", "shop_kind", "en", ["u6-06"]),
  q("karcis parkir mall", "shop_kind", "id", ["u6-07"]),
  q("parking ticket", "shop_kind", "en", ["u6-07"]),
  q("laundry taplak meja", "shop_kind", "id", ["u6-08"]),
  q("nota laundri serbet", "shop_kind", "id", ["u6-08"]),
  q("biaya parkir dan bensin", "shop_kind", "id", ["u6-05", "u6-07"]),
  q("obat luka bakar dapur", "content", "id", ["u6-04"]),

  // Utilities and the building.
  q("tagihan listrik pln", "utility", "id", ["u6-09"]),
  q("electricity bill october", "utility", "en", ["u6-09"]),
  q("tagihan listrik bln okt", "utility", "id", ["u6-09"]),
  q("kwh listrik pemakaian", "utility", "id", ["u6-09"]),
  q("tagihan air pdam", "utility", "id", ["u6-10"]),
  q("water bill september 2026", "utility", "en", ["u6-10"]),
  q("rekening air 96 m3", "utility", "id", ["u6-10"]),
  q("tagihan internet", "utility", "id", ["u6-11"]),
  q("nusanet wifi invoice", "utility", "en", ["u6-11"]),
  q("service charge ruko", "utility", "id", ["u6-12"]),
  q("estate management service charge tamalate square", "utility", "en", ["u6-12"]),
  q("sinking fund", "content", "en", ["u6-12"]),
  q("semua tagihan listrik air internet", "utility", "id", ["u6-09", "u6-10", "u6-11"]),
  filtered("tagihan utilitas bulan ini", "period", "id", ["u6-09", "u6-11"]),

  // Suppliers by name, misspelt name or what they sold.
  q("faktur daging sapi", "content", "id", ["u6-13"]),
  q("ternak bone", "vendor", "id", ["u6-13"]),
  q("iga sapi konro supplier", "content", "en", ["u6-13"]),
  q("griya dapur teknik", "vendor", "id", ["u6-14", "u6-25"]),
  q("grya dapur tehnik invoice", "vendor_typo", "id", ["u6-14", "u6-25"]),
  q("kitchen equipment purchase chiller", "content", "en", ["u6-14", "u6-25"]),
  q("coral bay invoice", "vendor", "en", ["u6-15"]),
  q("tamarind concentrate", "content", "en", ["u6-15"]),
  q("lion gate chafing dish", "vendor", "en", ["u6-16"]),
  q("liongate kitchenware singapore", "vendor_typo", "en", ["u6-16"]),
  q("kemas hijau", "vendor", "id", ["u6-17", "u6-26"]),
  q("kotak nasi kertas paper bowl", "content", "id", ["u6-17", "u6-26"]),
  q("nota beras", "content", "id", ["u6-18"]),
  q("beras pulu sidrap", "vendor", "id", ["u6-18"]),
  q("rice supplier invoice", "content", "en", ["u6-18"]),
  q("beras ketan", "content", "id", ["u6-18"]),
  q("pest control invoice", "content", "en", ["u6-19"]),
  q("jasa fogging dapur", "content", "id", ["u6-19"]),
  q("bebas hama celebs", "vendor_typo", "id", ["u6-19"]),
  q("servis ac", "content", "id", ["u6-20"]),
  q("isi freon", "content", "id", ["u6-20"]),
  q("teknik sejuk", "vendor", "id", ["u6-20"]),
  q("menu photography invoice", "content", "en", ["u6-21"]),
  q("bright ladder", "vendor", "en", ["u6-21"]),
  q("desain buku menu", "content", "id", ["u6-21"]),
  q("supplier bukan pkp", "tax", "id", ["u6-13", "u6-20"]),

  // Kwitansi.
  q("kwitansi sewa ruko", "paper_kind", "id", ["u6-22"]),
  q("kuitansi pembayaran", "paper_kind", "id", ["u6-22", "u6-23", "u6-24"]),
  q("kwitansi tenda kursi", "paper_kind", "id", ["u6-23"]),
  q("daeng rewa", "vendor", "id", ["u6-23"]),
  q("receipt of payment for spices", "paper_kind", "en", ["u6-24"]),
  q("bumbu nusa rempah", "vendor", "id", ["u6-24"]),
  filtered(
    "kwitansi di atas 5 juta",
    "amount",
    "id",
    where((doc) => doc.type === "kwitansi" && (idrTotal(doc) ?? 0) > 5_000_000),
  ),
  q("kwitansi bermaterai", "paper_kind", "id", ["u6-22", "u6-24"]),
  q("sewa ruko", "content", "id", ["u6-27", "u6-22"]),

  // Faktur pajak, tax and identifiers.
  q("faktur pajak", "paper_kind", "id", ["u6-25", "u6-26"]),
  filtered("tax invoice 2024", "period", "en", ["u6-26"]),
  q("040.002-26.41837205", "identifier", "id", ["u6-25", "u6-14"]),
  q("010.003-24.58110472", "identifier", "id", ["u6-26", "u6-17"]),
  q("nsfp faktur griya", "identifier", "id", ["u6-25"]),
  q(`npwp ${KEMAS.npwp}`, "identifier", "id", ["u6-17", "u6-26"]),
  q(GRIYA.npwp, "identifier", "id", ["u6-14", "u6-25"]),
  q("TBA/2610/118", "identifier", "id", ["u6-13"]),
  q("inv/gdt/2026/07/0342", "identifier", "id", ["u6-14"]),
  q("no kwitansi KW/SWR/2026/01", "identifier", "id", ["u6-22"]),
  q("id pelanggan 521040338716", "identifier", "id", ["u6-09"]),
  q("invoice BLS-2026-031", "identifier", "en", ["u6-21"]),
  q("901.600", "amount", "id", ["u6-01"]),
  q("invoice 27.780.000", "amount", "id", ["u6-13"]),
  filtered(
    "ppn 11%",
    "tax",
    "id",
    where((doc) => doc.fields.tax_rate === 11),
  ),
  filtered(
    "invoices with vat 12%",
    "tax",
    "en",
    where((doc) => doc.fields.tax_rate === 12),
  ),
  q("pajak resto pb1", "tax", "id", ["u6-01", "u6-02"]),
  q("DD 8417 KT", "identifier", "en", ["u6-05", "u6-32"]),

  // Currencies.
  filtered(
    "invoice usd",
    "currency",
    "en",
    where((doc) => doc.fields.currency === "USD"),
  ),
  filtered(
    "tagihan dalam dolar singapura",
    "currency",
    "id",
    where((doc) => doc.fields.currency === "SGD"),
  ),
  filtered(
    "foreign currency invoices",
    "currency",
    "en",
    where((doc) => doc.fields.currency === "USD" || doc.fields.currency === "SGD"),
  ),

  // Periods (today is 2026-11-29).
  filtered("pengeluaran bulan lalu", "period", "id", dated("2026-10-01", "2026-10-31")),
  filtered(
    "receipts last month",
    "period",
    "en",
    dated("2026-10-01", "2026-10-31", ["receipt", "kwitansi"]),
  ),
  filtered("struk bulan ini", "period", "id", dated("2026-11-01", "2026-11-30", ["receipt"])),
  filtered("dokumen kuartal lalu", "period", "id", dated("2026-07-01", "2026-09-30")),
  filtered("invoice tahun 2024", "period", "id", dated("2024-01-01", "2024-12-31")),
  filtered("biaya agustus 2025", "period", "id", dated("2025-08-01", "2025-08-31")),
  filtered("struk tgl 14 nov", "period", "id", dated("2026-11-14", "2026-11-14", ["receipt"])),
  filtered("belanja tgl 21/11", "period", "id", dated("2026-11-21", "2026-11-21")),
  filtered(
    "invoices from march 2026",
    "period",
    "en",
    dated("2026-03-01", "2026-03-31", ["invoice", "bill"]),
  ),
  filtered("this year's kwitansi", "period", "en", dated("2026-01-01", "2026-12-31", ["kwitansi"])),

  // Amounts.
  filtered(
    "pengeluaran tahun ini di atas 10 jt",
    "amount",
    "id",
    where(
      (doc) =>
        String(doc.fields.date) >= "2026-01-01" &&
        doc.type !== "contract" &&
        doc.fields.currency === "IDR" &&
        Math.max(Number(doc.fields.total_amount ?? 0), Number(doc.fields.subtotal ?? 0)) >
          10_000_000,
    ),
  ),
  filtered(
    "struk di bawah 500rb",
    "amount",
    "id",
    where((doc) => doc.type === "receipt" && (idrTotal(doc) ?? Infinity) < 500_000),
  ),
  filtered(
    "invoices above 5 juta",
    "amount",
    "en",
    where(
      (doc) =>
        (doc.type === "invoice" || doc.subtype === "service_charge") &&
        (idrTotal(doc) ?? 0) > 5_000_000,
    ),
  ),
  filtered(
    "tagihan antara 1 sampai 5 juta",
    "amount",
    "id",
    where(
      (doc) =>
        (doc.type === "invoice" || doc.type === "bill") &&
        (idrTotal(doc) ?? 0) >= 1_000_000 &&
        (idrTotal(doc) ?? 0) <= 5_000_000,
    ),
  ),

  // Due dates.
  filtered(
    "jatuh tempo bulan desember",
    "due",
    "id",
    where((doc) => String(doc.fields.due_date ?? "").startsWith("2026-12")),
  ),
  filtered(
    "bills due next month",
    "due",
    "en",
    where((doc) => String(doc.fields.due_date ?? "").startsWith("2026-12")),
  ),
  filtered(
    "tagihan jatuh tempo 10 desember",
    "due",
    "id",
    where((doc) => doc.fields.due_date === "2026-12-10"),
  ),
  filtered(
    "due 20 nov",
    "due",
    "en",
    where((doc) => doc.fields.due_date === "2026-11-20"),
  ),

  // Contracts by kind and party.
  q("perjanjian sewa", "contract_kind", "id", ["u6-27"]),
  q("lease agreement", "contract_kind", "en", ["u6-27"]),
  q("kontrak kerja pkwt", "contract_kind", "id", ["u6-28"]),
  q("employment contract head cook", "contract_kind", "en", ["u6-28"]),
  q("nurhayati", "party", "id", ["u6-28"]),
  q("catering services agreement mining camp", "contract_kind", "en", ["u6-29"]),
  q("kontrak katering samudra nikel", "party", "id", ["u6-29"]),
  q("samudra nikle", "vendor_typo", "id", ["u6-29"]),
  q("nda", "contract_kind", "en", ["u6-30"]),
  q("perjanjian kerahasiaan", "contract_kind", "id", ["u6-30"]),
  q("saffron route", "party", "en", ["u6-30"]),
  q("perjanjian distributor manado", "contract_kind", "id", ["u6-31"]),
  q("distribution agreement north sulawesi", "contract_kind", "en", ["u6-31"]),
  q("pangan utara", "party", "id", ["u6-31"]),
  q("perjanjian pinjaman koperasi", "contract_kind", "id", ["u6-32"]),
  q("loan agreement", "contract_kind", "en", ["u6-32"]),
  q("hutang ke ksp", "party", "id", ["u6-32"]),
  q("kontrak yg pakai bahasa inggris", "contract_kind", "id", ["u6-29", "u6-30"]),
  q("kontrak pinjaman 240 juta", "amount", "id", ["u6-32"]),

  // Clause topics.
  q("klausul denda keterlambatan kontrak", "clause", "id", ["u6-27", "u6-29", "u6-31", "u6-32"]),
  q("notice period", "clause", "en", ["u6-27", "u6-28", "u6-29", "u6-30", "u6-31"]),
  q("uang jaminan sewa", "clause", "id", ["u6-27"]),
  q("governed by singapore law", "clause", "en", ["u6-30"]),
  q("arbitrase bani", "clause", "id", ["u6-29"]),
  q("jaminan bpkb", "clause", "id", ["u6-32"]),
  q("exclusive distributor", "clause", "en", ["u6-31"]),
  q("masa percobaan", "clause", "id", ["u6-28"]),
  q("confidentiality survives after termination", "clause", "en", ["u6-30"]),
  q("angsuran bulanan", "clause", "id", ["u6-32"]),
  q("harga per porsi", "clause", "id", ["u6-29"]),

  // Expiry and contracts in force.
  filtered(
    "kontrak yang berakhir tahun ini",
    "expiry",
    "id",
    where((doc) => String(doc.fields.expiry_date ?? "").startsWith("2026")),
  ),
  filtered(
    "contracts expiring in 2027",
    "expiry",
    "en",
    where((doc) => String(doc.fields.expiry_date ?? "").startsWith("2027")),
  ),
  filtered(
    "kontrak habis sebelum juni 2027",
    "expiry",
    "id",
    where((doc) => doc.type === "contract" && String(doc.fields.expiry_date) < "2027-06-01"),
  ),
  filtered(
    "active contracts",
    "expiry",
    "en",
    where(
      (doc) =>
        doc.type === "contract" &&
        String(doc.fields.effective_date) <= "2026-11-29" &&
        String(doc.fields.expiry_date) >= "2026-11-29",
    ),
  ),
];
