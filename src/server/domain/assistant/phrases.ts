import type { Language } from "../../../contracts/languages.ts";
import type { Duration } from "../../../understanding/normalize/index.ts";
import type { PartyRole } from "../../../understanding/question/party-roles.ts";
import type {
  AskedField,
  NamedNumber,
  OrderedDate,
} from "../../../understanding/question/parse-question.ts";

/** What the assistant says, in each language; numbers and dates come formatted. */
export const PHRASES = {
  en: {
    nothingFound: (what: string, tried: string[]) =>
      `I could not find any documents matching “${what}”${tried.map((each) => `, nor without “${each}”`).join("")}. Try other words, a vendor's name or a different period.`,
    relaxed: (what: string, dropped: string) =>
      `No document matched all of “${what}”, so I left out “${dropped}”.`,
    billedLater: (period: string) =>
      `Nothing was dated in “${period}”, so I also looked at the month after, when a bill for it is dated.`,
    nothingToSearch:
      "Ask me about your documents: totals, due invoices, expiring contracts, a party or a clause.",
    total: (amount: string, count: number) =>
      `The total is ${amount} across ${count} ${count === 1 ? "document" : "documents"}.`,
    totalOf: (what: string, amount: string, count: number) =>
      `The ${what} adds up to ${amount} across ${count} ${count === 1 ? "document" : "documents"}.`,
    totalPerCurrency: (count: number) =>
      `These ${count} documents are in more than one currency; the totals per currency are:`,
    totalNoAmounts: (count: number) =>
      `I found ${count} ${count === 1 ? "document" : "documents"}, but none has an amount I could read.`,
    count: (count: number) =>
      `There ${count === 1 ? "is" : "are"} ${count} matching ${count === 1 ? "document" : "documents"}.`,
    listIntro: (count: number, shown: number) =>
      count > shown
        ? `I found ${count} documents; the ${shown} most relevant:`
        : `I found ${count} ${count === 1 ? "document" : "documents"}:`,
    sources: "Sources:",
    sourcesShown: (shown: number, count: number) => `Sources (the first ${shown} of ${count}):`,
    mentionedSays: (title: string) => `${title} says:`,
    fieldValue: (field: string, title: string, value: string) =>
      `The ${field} of ${title} is ${value}.`,
    fieldMissing: (field: string, title: string) =>
      `${title} does not state its ${field}, or I could not read it.`,
    first: (by: OrderedDate, order: "newest" | "oldest") =>
      by === "date"
        ? `The ${order === "newest" ? "most recent" : "oldest"} matching document is:`
        : `The ${order === "newest" ? "last" : "first"} matching document to ${by === "expiry_date" ? "expire" : "fall due"} is:`,
    compareIntro: "Side by side:",
    average: (amount: string, count: number) =>
      `The average is ${amount} per document, over ${count} ${count === 1 ? "document" : "documents"}.`,
    averagePerCurrency: (count: number) =>
      `These ${count} documents are in more than one currency; the average per currency is:`,
    ranked: (field: string, order: "largest" | "smallest") =>
      `The matching document with the ${order === "largest" ? "highest" : "lowest"} ${field} is:`,
    otherCurrencies: (currency: string, others: string) =>
      `I compared the amounts in ${currency} only; some matching documents are in ${others}.`,
    topVendor: (vendor: string, amount: string, count: number) =>
      `You spent the most with ${vendor}: ${amount} across ${count} ${count === 1 ? "document" : "documents"}.`,
    periodsIntro: "The two periods side by side:",
    documentsCount: (count: number) => `${count} ${count === 1 ? "document" : "documents"}`,
    noneInPeriod: "no matching documents",
    compareMissing: (what: string) => `I could not find the document “${what}” to compare.`,
    clauseFound: (category: string, title: string) => `The ${category} clause of ${title} says:`,
    termFound: (title: string, fact: string) =>
      `Here is what ${title} says about this; the term it sets is ${fact}:`,
    termPassage: (title: string) => `Here is the passage of ${title} that answers this:`,
    clauseMissing: (clause: string, title: string) =>
      `I could not find a ${clause} clause in ${title}.`,
    periodFound: (clause: string, title: string, period: string) =>
      `The period the ${clause} clause of ${title} sets is ${period}:`,
    duration: (duration: Duration) =>
      spell(
        duration,
        { years: ["year", "years"], months: ["month", "months"], days: ["day", "days"] },
        " and ",
      ),
    mentionedMissing: "One of the mentioned documents is not available to you, so I left it out.",
    fields: {
      governing_law: "governing law",
      counterparty: "counterparty",
      primary_party: "first party",
      parties: "parties",
      expiry_date: "expiry date",
      effective_date: "effective date",
      due_date: "due date",
      date: "date",
      total_amount: "total",
      tax_amount: "tax amount",
      tax_rate: "tax rate",
      vendor: "vendor",
      document_number: "document number",
      service_charge: "service charge",
      discount: "discount",
      subtotal: "subtotal",
      contract_value: "contract value",
      deposit: "deposit",
    } satisfies Record<AskedField, string>,
    numbers: {
      registration: "registration number",
      account: "account number",
      tax_id: "tax ID (NPWP)",
      policy: "policy number",
      contract: "contract number",
      customer: "customer number",
      licence: "licence number",
      certificate: "certificate number",
      reference: "reference number",
      order: "order number",
      faktur: "tax invoice (faktur pajak) number",
    } satisfies Record<NamedNumber, string>,
    roles: {
      tenant: "tenant",
      landlord: "landlord",
      buyer: "buyer",
      seller: "seller",
      employee: "employee",
      employer: "employer",
      borrower: "borrower",
      lender: "lender",
      licensee: "licensee",
      licensor: "licensor",
      attorney: "attorney",
      grantor: "grantor",
      distributor: "distributor",
      provider: "service provider",
      client: "client",
    } satisfies Record<PartyRole, string>,
    columns: { document: "Document", type: "Type" },
  },
  id: {
    nothingFound: (what: string, tried: string[]) =>
      `Saya tidak menemukan dokumen yang cocok dengan “${what}”${tried.map((each) => `, juga tanpa “${each}”`).join("")}. Coba kata lain, nama vendor, atau periode lain.`,
    relaxed: (what: string, dropped: string) =>
      `Tidak ada dokumen yang cocok dengan semua “${what}”, jadi saya abaikan “${dropped}”.`,
    billedLater: (period: string) =>
      `Tidak ada dokumen bertanggal “${period}”, jadi saya juga melihat bulan sesudahnya, saat tagihannya biasanya diterbitkan.`,
    nothingToSearch:
      "Tanyakan tentang dokumen Anda: total, faktur jatuh tempo, kontrak yang akan berakhir, pihak, atau klausul.",
    total: (amount: string, count: number) => `Totalnya ${amount} dari ${count} dokumen.`,
    totalOf: (what: string, amount: string, count: number) =>
      `Jumlah ${what} ${amount} dari ${count} dokumen.`,
    totalPerCurrency: (count: number) =>
      `${count} dokumen ini memakai lebih dari satu mata uang; total per mata uang:`,
    totalNoAmounts: (count: number) =>
      `Saya menemukan ${count} dokumen, tetapi tidak ada jumlah yang dapat saya baca.`,
    count: (count: number) => `Ada ${count} dokumen yang cocok.`,
    listIntro: (count: number, shown: number) =>
      count > shown
        ? `Saya menemukan ${count} dokumen; ${shown} yang paling relevan:`
        : `Saya menemukan ${count} dokumen:`,
    sources: "Sumber:",
    sourcesShown: (shown: number, count: number) => `Sumber (${shown} pertama dari ${count}):`,
    mentionedSays: (title: string) => `Isi ${title}:`,
    fieldValue: (field: string, title: string, value: string) =>
      `${capitalise(field)} ${title} adalah ${value}.`,
    fieldMissing: (field: string, title: string) =>
      `${title} tidak mencantumkan ${field}, atau saya tidak dapat membacanya.`,
    first: (by: OrderedDate, order: "newest" | "oldest") =>
      by === "date"
        ? `Dokumen ${order === "newest" ? "terbaru" : "terlama"} yang cocok adalah:`
        : `Dokumen yang paling ${order === "newest" ? "akhir" : "cepat"} ${by === "expiry_date" ? "berakhir" : "jatuh tempo"} adalah:`,
    compareIntro: "Perbandingan:",
    average: (amount: string, count: number) =>
      `Rata-ratanya ${amount} per dokumen, dari ${count} dokumen.`,
    averagePerCurrency: (count: number) =>
      `${count} dokumen ini memakai lebih dari satu mata uang; rata-rata per mata uang:`,
    ranked: (field: string, order: "largest" | "smallest") =>
      `Dokumen yang cocok dengan ${field} ${order === "largest" ? "terbesar" : "terkecil"} adalah:`,
    otherCurrencies: (currency: string, others: string) =>
      `Saya hanya membandingkan jumlah dalam ${currency}; sebagian dokumen yang cocok memakai ${others}.`,
    topVendor: (vendor: string, amount: string, count: number) =>
      `Pengeluaran terbesar Anda adalah ke ${vendor}: ${amount} dari ${count} dokumen.`,
    periodsIntro: "Perbandingan kedua periode:",
    documentsCount: (count: number) => `${count} dokumen`,
    noneInPeriod: "tidak ada dokumen yang cocok",
    compareMissing: (what: string) => `Saya tidak menemukan dokumen “${what}” untuk dibandingkan.`,
    clauseFound: (category: string, title: string) =>
      `Klausul ${CLAUSE_NAMES_ID[category] ?? category} dalam ${title} berbunyi:`,
    termFound: (title: string, fact: string) =>
      `Berikut bagian ${title} yang menjawab pertanyaan ini; yang ditetapkannya adalah ${fact}:`,
    termPassage: (title: string) => `Berikut bagian ${title} yang menjawab pertanyaan ini:`,
    clauseMissing: (clause: string, title: string) =>
      `Saya tidak menemukan klausul ${clause} dalam ${title}.`,
    periodFound: (clause: string, title: string, period: string) =>
      `Jangka waktu yang ditetapkan klausul ${CLAUSE_NAMES_ID[clause] ?? clause} dalam ${title} adalah ${period}:`,
    duration: (duration: Duration) =>
      spell(
        duration,
        { years: ["tahun", "tahun"], months: ["bulan", "bulan"], days: ["hari", "hari"] },
        " dan ",
      ),
    mentionedMissing:
      "Salah satu dokumen yang disebut tidak tersedia untuk Anda, jadi saya abaikan.",
    fields: {
      governing_law: "hukum yang berlaku",
      counterparty: "pihak kedua",
      primary_party: "pihak pertama",
      parties: "para pihak",
      expiry_date: "tanggal berakhir",
      effective_date: "tanggal berlaku",
      due_date: "tanggal jatuh tempo",
      date: "tanggal",
      total_amount: "total",
      tax_amount: "jumlah pajak",
      tax_rate: "tarif pajak",
      vendor: "vendor",
      document_number: "nomor dokumen",
      service_charge: "biaya layanan",
      discount: "diskon",
      subtotal: "subtotal",
      contract_value: "nilai kontrak",
      deposit: "uang jaminan",
    } satisfies Record<AskedField, string>,
    numbers: {
      registration: "nomor pendaftaran",
      account: "nomor rekening",
      tax_id: "NPWP",
      policy: "nomor polis",
      contract: "nomor kontrak",
      customer: "nomor pelanggan",
      licence: "nomor izin",
      certificate: "nomor sertifikat",
      reference: "nomor referensi",
      order: "nomor pesanan",
      faktur: "nomor faktur pajak",
    } satisfies Record<NamedNumber, string>,
    roles: {
      tenant: "penyewa",
      landlord: "pihak yang menyewakan",
      buyer: "pembeli",
      seller: "penjual",
      employee: "pekerja",
      employer: "pemberi kerja",
      borrower: "peminjam",
      lender: "pemberi pinjaman",
      licensee: "penerima lisensi",
      licensor: "pemberi lisensi",
      attorney: "penerima kuasa",
      grantor: "pemberi kuasa",
      distributor: "distributor",
      provider: "penyedia jasa",
      client: "pengguna jasa",
    } satisfies Record<PartyRole, string>,
    columns: { document: "Dokumen", type: "Jenis" },
  },
} as const satisfies Record<Language, unknown>;

/** The clause kinds the planner names, as Indonesian says them. */
const CLAUSE_NAMES_ID: Record<string, string> = {
  termination: "pengakhiran",
  "force majeure": "keadaan kahar",
  dispute: "penyelesaian sengketa",
  renewal: "perpanjangan",
  confidential: "kerahasiaan",
  payment: "pembayaran",
  penalty: "denda",
  scope: "ruang lingkup",
  term: "jangka waktu",
};

/** a number of days, "N years and M months": the non-zero parts of a duration in words. */
function spell(
  duration: Duration,
  units: Record<keyof Duration, [string, string]>,
  and: string,
): string {
  const parts = (["years", "months", "days"] as const)
    .filter((unit) => duration[unit] > 0)
    .map((unit) => `${duration[unit]} ${units[unit][duration[unit] === 1 ? 0 : 1]}`);
  return parts.join(and);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type Phrases = (typeof PHRASES)[Language];
