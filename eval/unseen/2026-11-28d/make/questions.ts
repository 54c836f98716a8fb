import type { Doc } from "./documents-money.ts";
import { TODAY } from "./queries.ts";

export interface Question {
  id: string;
  q: string;
  language: "id" | "en";
  today: string;
  kind: string;
  expect: string[];
  cites: string[];
  history: Array<{ q: string }>;
}

/** Money as the app writes it: en "IDR 2,086,815" / "USD 1,250.00"; id "Rp 2.086.815" / "USD 1.250,00". */
export function money(language: "id" | "en", currency: string, value: number): string {
  const decimals = currency === "IDR" ? 0 : 2;
  const [int, frac] = value.toFixed(decimals).split(".");
  const en = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + (frac ? `.${frac}` : "");
  if (language === "en") return `${currency} ${en}`;
  const id = en.replace(/[,.]/g, (c) => (c === "," ? "." : ","));
  return `${currency === "IDR" ? "Rp" : currency} ${id}`;
}

const EN_MON = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const ID_MON = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];

/** Dates as the app writes them: en "Mar 31, 2025"; id "31 Des 2026". */
export function day(language: "id" | "en", iso: string): string {
  const [y, m, d] = iso.split("-").map(Number);
  return language === "en" ? `${EN_MON[m! - 1]} ${d}, ${y}` : `${d} ${ID_MON[m! - 1]} ${y}`;
}

interface Ask {
  q: string;
  language: "id" | "en";
  kind: string;
  expect: (docs: Map<string, Doc>) => string[];
  cites: string[];
  history?: string[];
}

const num = (docs: Map<string, Doc>, id: string, name: string): number => {
  const v = docs.get(id)?.fields[name];
  if (typeof v !== "number") throw new Error(`${id}.${name} is not a number`);
  return v;
};
const str = (docs: Map<string, Doc>, id: string, name: string): string => {
  const v = docs.get(id)?.fields[name];
  if (typeof v !== "string") throw new Error(`${id}.${name} is not a string`);
  return v;
};
const sum = (docs: Map<string, Doc>, ids: string[], name = "total_amount") =>
  ids.reduce((s, id) => s + num(docs, id, name), 0);
/** A clause fact: the value the contract's own sentence carries (asserted there by the generator). */
const clause = (docs: Map<string, Doc>, id: string, name: string): string => {
  const c = docs.get(id)?.clauses?.[name];
  if (!c) throw new Error(`${id} has no clause ${name}`);
  return c.value;
};

const asks: Ask[] = [
  // totals and amounts
  {
    q: "berapa total pengeluaran struk bulan ini?",
    language: "id",
    kind: "total",
    cites: ["u5-r03", "u5-r06"],
    expect: (d) => [money("id", "IDR", sum(d, ["u5-r03", "u5-r06"]))],
  },
  {
    q: "How much did we spend at restaurants and cafes in total?",
    language: "en",
    kind: "total",
    cites: ["u5-r01", "u5-r02"],
    expect: (d) => [money("en", "IDR", sum(d, ["u5-r01", "u5-r02"]))],
  },
  {
    q: "total tagihan (listrik, air, internet, gedung) tahun 2026 berapa?",
    language: "id",
    kind: "total",
    cites: ["u5-b01", "u5-b03"],
    expect: (d) => [money("id", "IDR", sum(d, ["u5-b01", "u5-b03"]))],
  },
  {
    q: "berapa total struk apotek?",
    language: "id",
    kind: "amount",
    cites: ["u5-r03"],
    expect: (d) => [money("id", "IDR", num(d, "u5-r03", "total_amount"))],
  },
  {
    q: "what was the total on the fuel receipt?",
    language: "en",
    kind: "amount",
    cites: ["u5-r06"],
    expect: (d) => [money("en", "IDR", num(d, "u5-r06", "total_amount"))],
  },
  {
    q: "berapa PPN di tagihan katering Dapur Nusa?",
    language: "id",
    kind: "amount",
    cites: ["u5-i07"],
    expect: (d) => [money("id", "IDR", num(d, "u5-i07", "tax_amount"))],
  },
  {
    q: "How much did we pay Menara Cakrawala for the Q3 2024 service charge?",
    language: "en",
    kind: "amount",
    cites: ["u5-b04"],
    expect: (d) => [money("en", "IDR", num(d, "u5-b04", "total_amount"))],
  },
  {
    q: "berapa nilai kwitansi bengkel las?",
    language: "id",
    kind: "amount",
    cites: ["u5-k02"],
    expect: (d) => [money("id", "IDR", num(d, "u5-k02", "total_amount"))],
  },
  {
    q: "What is the contract value of the IT support agreement?",
    language: "en",
    kind: "amount",
    cites: ["u5-c02"],
    expect: (d) => [money("en", "IDR", num(d, "u5-c02", "contract_value"))],
  },
  {
    q: "water bill for June 2025, how much?",
    language: "en",
    kind: "amount",
    cites: ["u5-b02"],
    expect: (d) => [money("en", "IDR", num(d, "u5-b02", "total_amount"))],
  },
  {
    q: "belanja di serbamart totalnya brp dan ppn nya brp?",
    language: "id",
    kind: "amount",
    cites: ["u5-r04"],
    expect: (d) => [
      money("id", "IDR", num(d, "u5-r04", "total_amount")),
      money("id", "IDR", num(d, "u5-r04", "tax_amount")),
    ],
  },
  {
    q: "How much was the Sarana Logistik freight invoice including VAT?",
    language: "en",
    kind: "amount",
    cites: ["u5-i05"],
    expect: (d) => [money("en", "IDR", num(d, "u5-i05", "total_amount"))],
  },
  // fields
  {
    q: "When is the Brightline Analytics invoice due?",
    language: "en",
    kind: "field",
    cites: ["u5-i03"],
    expect: (d) => [day("en", str(d, "u5-i03", "due_date"))],
  },
  {
    q: "nomor invoice dari Sarana Logistik Andalas apa?",
    language: "id",
    kind: "field",
    cites: ["u5-i05"],
    expect: (d) => [str(d, "u5-i05", "document_number")],
  },
  {
    q: "NPWP penjual di faktur pajak baja ringan berapa?",
    language: "id",
    kind: "field",
    cites: ["u5-f01"],
    expect: (d) => [str(d, "u5-f01", "seller_npwp")],
  },
  {
    q: "What's the faktur pajak number on the catering invoice?",
    language: "en",
    kind: "field",
    cites: ["u5-i07"],
    expect: (d) => [str(d, "u5-i07", "faktur_pajak_number")],
  },
  {
    q: "kapan perjanjian distribusi Heliora berakhir?",
    language: "id",
    kind: "field",
    cites: ["u5-c04"],
    expect: (d) => [day("id", str(d, "u5-c04", "expiry_date"))],
  },
  {
    q: "When does the lease on the Kaligawe warehouse start?",
    language: "en",
    kind: "field",
    cites: ["u5-c01"],
    expect: (d) => [day("en", str(d, "u5-c01", "effective_date"))],
  },
  // counts
  {
    q: "ada berapa kwitansi?",
    language: "id",
    kind: "count",
    cites: ["u5-k01", "u5-k02"],
    expect: () => ["2"],
  },
  {
    q: "How many contracts are still active today?",
    language: "en",
    kind: "count",
    cites: ["u5-c01", "u5-c03", "u5-c04", "u5-c05", "u5-c07"],
    expect: () => ["5"],
  },
  {
    q: "berapa banyak faktur pajak yg kita punya?",
    language: "id",
    kind: "count",
    cites: ["u5-f01", "u5-f02"],
    expect: () => ["2"],
  },
  // latest, earliest, largest, smallest, average
  {
    q: "struk paling baru dari mana?",
    language: "id",
    kind: "latest",
    cites: ["u5-r06"],
    expect: (d) => ["Cakra Energi", day("id", str(d, "u5-r06", "date"))],
  },
  {
    q: "Which is the oldest bill we have?",
    language: "en",
    kind: "earliest",
    cites: ["u5-b04"],
    expect: (d) => ["Menara Cakrawala", day("en", str(d, "u5-b04", "date"))],
  },
  {
    q: "What's the most recently signed contract?",
    language: "en",
    kind: "latest",
    cites: ["u5-c05"],
    expect: (d) => ["Arunika", day("en", str(d, "u5-c05", "date"))],
  },
  {
    q: "kontrak paling lama (tertua) yg mana?",
    language: "id",
    kind: "earliest",
    cites: ["u5-c02"],
    expect: (d) => ["Kinetika", day("id", str(d, "u5-c02", "date"))],
  },
  {
    q: "invoice rupiah paling besar yg mana?",
    language: "id",
    kind: "largest",
    cites: ["u5-i05"],
    expect: (d) => [
      "Sarana Logistik Andalas",
      money("id", "IDR", num(d, "u5-i05", "total_amount")),
    ],
  },
  {
    q: "What's the smallest receipt we have?",
    language: "en",
    kind: "smallest",
    cites: ["u5-r07"],
    expect: (d) => ["Laundry Kilat Bersih", money("en", "IDR", num(d, "u5-r07", "total_amount"))],
  },
  {
    q: "rata-rata nilai struk belanja tahun 2026 berapa? (tanpa kwitansi)",
    language: "id",
    kind: "average",
    cites: ["u5-r01", "u5-r03", "u5-r04", "u5-r06"],
    expect: (d) => [money("id", "IDR", sum(d, ["u5-r01", "u5-r03", "u5-r04", "u5-r06"]) / 4)],
  },
  // comparisons
  {
    q: "Did we spend more on receipts in October or in November 2026?",
    language: "en",
    kind: "compare",
    cites: ["u5-r01", "u5-r03", "u5-r06"],
    expect: (d) => [
      money("en", "IDR", sum(d, ["u5-r01"])),
      money("en", "IDR", sum(d, ["u5-r03", "u5-r06"])),
    ],
  },
  {
    q: "lebih besar mana tagihan listrik bln oktober atau internet oktober 2026?",
    language: "id",
    kind: "compare",
    cites: ["u5-b01", "u5-b03"],
    expect: (d) => [
      money("id", "IDR", num(d, "u5-b01", "total_amount")),
      money("id", "IDR", num(d, "u5-b03", "total_amount")),
    ],
  },
  // due and expiring
  {
    q: "invoice apa saja yg jatuh tempo dari hari ini sampai akhir tahun?",
    language: "id",
    kind: "due",
    cites: ["u5-i06", "u5-i07"],
    expect: (d) => [
      day("id", str(d, "u5-i06", "due_date")),
      day("id", str(d, "u5-i07", "due_date")),
    ],
  },
  {
    q: "Which contracts will expire between now and the end of February 2027?",
    language: "en",
    kind: "expiring",
    cites: ["u5-c03", "u5-c01"],
    expect: (d) => [
      day("en", str(d, "u5-c03", "expiry_date")),
      day("en", str(d, "u5-c01", "expiry_date")),
    ],
  },
  // who
  {
    q: "siapa yg menyewakan gudang ke kita?",
    language: "id",
    kind: "who",
    cites: ["u5-c01"],
    expect: () => ["Hendra Wiratmaja"],
  },
  {
    q: "Who is the lender on the loan agreement?",
    language: "en",
    kind: "who",
    cites: ["u5-c06"],
    expect: () => ["Yohanes Setiabudi"],
  },
  {
    q: "siapa penerima kuasa di surat kuasa pajak?",
    language: "id",
    kind: "who",
    cites: ["u5-c07"],
    expect: () => ["Maya Anggraeni"],
  },
  {
    q: "Who is the employee under the PKWT?",
    language: "en",
    kind: "who",
    cites: ["u5-c03"],
    expect: () => ["Rina Kusumawardani"],
  },
  // lists
  {
    q: "sebutkan semua faktur pajak yg kita punya",
    language: "id",
    kind: "list",
    cites: ["u5-f01", "u5-f02"],
    expect: (d) => [
      str(d, "u5-f01", "faktur_pajak_number"),
      str(d, "u5-f02", "faktur_pajak_number"),
    ],
  },
  {
    q: "list our foreign-currency invoices",
    language: "en",
    kind: "list",
    cites: ["u5-i03", "u5-i04"],
    expect: (d) => [
      money("en", "SGD", num(d, "u5-i03", "total_amount")),
      money("en", "USD", num(d, "u5-i04", "total_amount")),
    ],
  },
  // follow-ups
  {
    q: "kapan jatuh temponya?",
    history: ["berapa total tagihan listrik Oktober 2026?"],
    language: "id",
    kind: "follow-up",
    cites: ["u5-b01"],
    expect: (d) => [day("id", str(d, "u5-b01", "due_date"))],
  },
  {
    q: "what discount did they give?",
    history: ["Show me the Cobalt Harbor invoice"],
    language: "en",
    kind: "follow-up",
    cites: ["u5-i04"],
    expect: (d) => [money("en", "USD", num(d, "u5-i04", "discount"))],
  },
  {
    q: "and what's the minimum purchase per year?",
    history: ["Who distributes Heliora Foods products for us?"],
    language: "en",
    kind: "follow-up",
    cites: ["u5-c04"],
    expect: (d) => [clause(d, "u5-c04", "minimum")],
  },
  // clause facts (each value stands in the contract's own sentence)
  {
    q: "berapa hari pemberitahuan untuk mengakhiri sewa gudang lebih awal?",
    language: "id",
    kind: "clause",
    cites: ["u5-c01"],
    expect: (d) => [clause(d, "u5-c01", "notice")],
  },
  {
    q: "berapa uang jaminan sewa gudang?",
    language: "id",
    kind: "clause",
    cites: ["u5-c01"],
    expect: (d) => [clause(d, "u5-c01", "deposit")],
  },
  {
    q: "denda telat bayar sewa gudang berapa persen?",
    language: "id",
    kind: "clause",
    cites: ["u5-c01"],
    expect: (d) => [clause(d, "u5-c01", "late_penalty")],
  },
  {
    q: "What is the late payment interest in the IT support agreement?",
    language: "en",
    kind: "clause",
    cites: ["u5-c02"],
    expect: (d) => [clause(d, "u5-c02", "late_interest")],
  },
  {
    q: "Where is arbitration seated under the IT support contract?",
    language: "en",
    kind: "clause",
    cites: ["u5-c02"],
    expect: (d) => [clause(d, "u5-c02", "arbitration")],
  },
  {
    q: "How many days' notice to terminate the Heliora distribution agreement without cause?",
    language: "en",
    kind: "clause",
    cites: ["u5-c04"],
    expect: (d) => [clause(d, "u5-c04", "notice")],
  },
  {
    q: "Within how many days must the distributor pay Heliora's invoices?",
    language: "en",
    kind: "clause",
    cites: ["u5-c04"],
    expect: (d) => [clause(d, "u5-c04", "payment_days")],
  },
  {
    q: "How many years does confidentiality survive after the NDA with Arunika ends?",
    language: "en",
    kind: "clause",
    cites: ["u5-c05"],
    expect: (d) => [clause(d, "u5-c05", "survival")],
  },
  {
    q: "Which court handles disputes under the Arunika NDA?",
    language: "en",
    kind: "clause",
    cites: ["u5-c05"],
    expect: (d) => [clause(d, "u5-c05", "court")],
  },
  {
    q: "berapa gaji Rina per bulan?",
    language: "id",
    kind: "clause",
    cites: ["u5-c03"],
    expect: (d) => [clause(d, "u5-c03", "salary")],
  },
  {
    q: "gaji karyawan PKWT dibayar tiap tanggal berapa?",
    language: "id",
    kind: "clause",
    cites: ["u5-c03"],
    expect: (d) => [clause(d, "u5-c03", "payday")],
  },
  {
    q: "berapa bunga pinjaman dari Yohanes Setiabudi?",
    language: "id",
    kind: "clause",
    cites: ["u5-c06"],
    expect: (d) => [clause(d, "u5-c06", "interest")],
  },
  {
    q: "denda keterlambatan angsuran pinjaman berapa?",
    language: "id",
    kind: "clause",
    cites: ["u5-c06"],
    expect: (d) => [clause(d, "u5-c06", "late_penalty")],
  },
  {
    q: "berapa angsuran bulanan pinjaman?",
    language: "id",
    kind: "clause",
    cites: ["u5-c06"],
    expect: (d) => [clause(d, "u5-c06", "instalment")],
  },
  {
    q: "bagi hasil untuk CV Rumah Kreatif Lentera berapa persen?",
    language: "id",
    kind: "clause",
    cites: ["u5-c08"],
    expect: (d) => [clause(d, "u5-c08", "share")],
  },
  {
    q: "sengketa kerja sama pemasaran diselesaikan di pengadilan mana?",
    language: "id",
    kind: "clause",
    cites: ["u5-c08"],
    expect: (d) => [clause(d, "u5-c08", "court")],
  },
  {
    q: "berapa hari cuti tahunan di kontrak kerja Rina?",
    language: "id",
    kind: "clause",
    cites: ["u5-c03"],
    expect: (d) => [clause(d, "u5-c03", "leave")],
  },
];

export function assistantQuestions(docs: Doc[]): Question[] {
  const byId = new Map(docs.map((d) => [d.id, d]));
  return asks.map((a, i) => ({
    id: `u-${String(i + 1).padStart(2, "0")}`,
    q: a.q,
    language: a.language,
    today: TODAY,
    kind: a.kind,
    expect: a.expect(byId),
    cites: a.cites,
    history: (a.history ?? []).map((q) => ({ q })),
  }));
}
