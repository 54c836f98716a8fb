/**
 * The judged assistant questions. Each expected fact is either printed in the one cited document
 * (checked against its page text) or computed here from the cited documents' labels (a sum or a
 * count), so every fact follows from the documents alone.
 */
import { documents } from "./documents.ts";
import { GRIYA } from "./documents-invoices.ts";
import { amountForms, dateForms, en, en2, longEn, longId, rp } from "./format.ts";
import { normalize } from "./text-forms.ts";

type Language = "en" | "id";

/** One expected fact: money, a date, a number or a name. */
type Fact =
  | { money: number; currency?: "IDR" | "USD" | "SGD"; sum?: string }
  | { date: string }
  | { text: string }
  | { count: number };

interface Question {
  id: string;
  q: string;
  language: Language;
  kind: string;
  facts: Fact[];
  cites: string[];
  history?: string[];
}

export interface QuestionRecord {
  id: string;
  q: string;
  language: Language;
  today: string;
  kind: string;
  expect: string[];
  cites: string[];
  history: string[];
}

const money = (value: number, currency: "IDR" | "USD" | "SGD" = "IDR"): Fact => ({
  money: value,
  currency,
});
/** A sum of one label over the cited documents. */
const sum = (value: number, label = "total_amount"): Fact => ({
  money: value,
  currency: "IDR",
  sum: label,
});
const date = (iso: string): Fact => ({ date: iso });
const text = (value: string): Fact => ({ text: value });
const count = (value: number): Fact => ({ count: value });

const CONTRACTS = ["u6-27", "u6-28", "u6-29", "u6-30", "u6-31", "u6-32"];

const questions: Question[] = [
  // One amount of one document.
  {
    id: "q-01",
    q: "berapa total struk konro bara?",
    language: "id",
    kind: "amount",
    facts: [money(901600)],
    cites: ["u6-01"],
  },
  {
    id: "q-02",
    q: "How much was the service charge at Harbour Bean?",
    language: "en",
    kind: "amount",
    facts: [money(31500)],
    cites: ["u6-02"],
  },
  {
    id: "q-03",
    q: "PPN di invoice INV/GDT/2026/07/0342 berapa?",
    language: "id",
    kind: "amount",
    facts: [money(4565000)],
    cites: ["u6-14"],
  },
  {
    id: "q-04",
    q: "What is the DPP on faktur pajak 040.002-26.41837205?",
    language: "en",
    kind: "amount",
    facts: [money(38041667)],
    cites: ["u6-25"],
  },
  {
    id: "q-05",
    q: "berapa tagihan listrik bulan oktober?",
    language: "id",
    kind: "amount",
    facts: [money(4608593)],
    cites: ["u6-09"],
  },
  {
    id: "q-06",
    q: "What was the September service charge for our unit at Tamalate Square, before the sinking fund and VAT?",
    language: "en",
    kind: "amount",
    facts: [money(5180000)],
    cites: ["u6-12"],
  },
  {
    id: "q-07",
    q: "total tagihan air september brp",
    language: "id",
    kind: "amount",
    facts: [money(1135400)],
    cites: ["u6-10"],
  },
  {
    id: "q-08",
    q: "How much do we owe Coral Bay?",
    language: "en",
    kind: "amount",
    facts: [money(3480, "USD")],
    cites: ["u6-15"],
  },
  {
    id: "q-09",
    q: "What is the total of the Lion Gate invoice?",
    language: "en",
    kind: "amount",
    facts: [money(1926, "SGD")],
    cites: ["u6-16"],
  },
  {
    id: "q-10",
    q: "pb1 di struk konro bara berapa",
    language: "id",
    kind: "amount",
    facts: [money(78400)],
    cites: ["u6-01"],
  },
  {
    id: "q-11",
    q: "How much VAT did Bright Ladder Studio charge?",
    language: "en",
    kind: "amount",
    facts: [money(1100000)],
    cites: ["u6-21"],
  },
  {
    id: "q-12",
    q: "kwitansi sewa ruko januari nilainya berapa?",
    language: "id",
    kind: "amount",
    facts: [money(45000000)],
    cites: ["u6-22"],
  },
  {
    id: "q-13",
    q: "What was the total on the fuel receipt?",
    language: "en",
    kind: "amount",
    facts: [money(504900)],
    cites: ["u6-05"],
  },
  {
    id: "q-14",
    q: "berapa total nota laundry bunda ina?",
    language: "id",
    kind: "amount",
    facts: [money(843000)],
    cites: ["u6-08"],
  },
  {
    id: "q-15",
    q: "ppn di faktur pajak kemas hijau berapa",
    language: "id",
    kind: "amount",
    facts: [money(1331000)],
    cites: ["u6-26"],
  },
  {
    id: "q-16",
    q: "How much was the parking at Mall Cendana Raya?",
    language: "en",
    kind: "amount",
    facts: [money(21000)],
    cites: ["u6-07"],
  },
  {
    id: "q-17",
    q: "berapa liter solar yang diisi di SPBU 74.902.15?",
    language: "id",
    kind: "field",
    facts: [text("38,25")],
    cites: ["u6-05"],
  },
  {
    id: "q-18",
    q: "What is the subtotal of the meat invoice from Ternak Bone Abadi, before delivery?",
    language: "en",
    kind: "amount",
    facts: [money(27530000)],
    cites: ["u6-13"],
  },

  // Totals over a period or kind.
  {
    id: "q-19",
    q: "total belanja struk bulan ini berapa?",
    language: "id",
    kind: "total",
    facts: [sum(1210000)],
    cites: ["u6-01", "u6-03", "u6-07"],
  },
  {
    id: "q-20",
    q: "What is the total of our electricity, water and internet bills?",
    language: "en",
    kind: "total",
    facts: [sum(7963993)],
    cites: ["u6-09", "u6-10", "u6-11"],
  },
  {
    id: "q-21",
    q: "total semua kwitansi tahun ini",
    language: "id",
    kind: "total",
    facts: [sum(56010000)],
    cites: ["u6-22", "u6-23", "u6-24"],
  },
  {
    id: "q-22",
    q: "How much did we spend at restaurants and cafés altogether?",
    language: "en",
    kind: "total",
    facts: [sum(1428100)],
    cites: ["u6-01", "u6-02"],
  },
  {
    id: "q-23",
    q: "jumlah pengeluaran bbm + parkir",
    language: "id",
    kind: "total",
    facts: [sum(525900)],
    cites: ["u6-05", "u6-07"],
  },
  {
    id: "q-24",
    q: "Total VAT on the invoices from Griya Dapur Teknik, Bebas Hama Celebes and Bright Ladder Studio?",
    language: "en",
    kind: "total",
    facts: [sum(6127000, "tax_amount")],
    cites: ["u6-14", "u6-19", "u6-21"],
  },
  {
    id: "q-25",
    q: "total invoice supplier bahan makanan bulan oktober 2026",
    language: "id",
    kind: "total",
    facts: [sum(27780000)],
    cites: ["u6-13"],
  },
  {
    id: "q-26",
    q: "What do the foreign-currency invoices come to, per currency?",
    language: "en",
    kind: "per_currency",
    facts: [money(3480, "USD"), money(1926, "SGD")],
    cites: ["u6-15", "u6-16"],
  },
  {
    id: "q-27",
    q: "total ppn 11% yang kita bayar di tahun 2024 berapa?",
    language: "id",
    kind: "total",
    facts: [money(1331000)],
    cites: ["u6-17", "u6-26"],
  },

  // Counts.
  {
    id: "q-28",
    q: "ada berapa kontrak yang kita simpan?",
    language: "id",
    kind: "count",
    facts: [count(6)],
    cites: CONTRACTS,
  },
  {
    id: "q-29",
    q: "How many documents are dated October 2026?",
    language: "en",
    kind: "count",
    facts: [count(5)],
    cites: ["u6-02", "u6-08", "u6-10", "u6-13", "u6-23"],
  },
  {
    id: "q-30",
    q: "berapa faktur pajak yang ada?",
    language: "id",
    kind: "count",
    facts: [count(2)],
    cites: ["u6-25", "u6-26"],
  },
  {
    id: "q-31",
    q: "How many kwitansi do we have?",
    language: "en",
    kind: "count",
    facts: [count(3)],
    cites: ["u6-22", "u6-23", "u6-24"],
  },

  // Newest and oldest.
  {
    id: "q-32",
    q: "dokumen paling baru apa?",
    language: "id",
    kind: "latest",
    facts: [text("NusaNet"), date("2026-11-25")],
    cites: ["u6-11"],
  },
  {
    id: "q-33",
    q: "What is our oldest supplier invoice, not counting faktur pajak?",
    language: "en",
    kind: "earliest",
    facts: [text("Kemas Hijau Sulawesi"), date("2024-11-26")],
    cites: ["u6-17"],
  },
  {
    id: "q-34",
    q: "struk paling baru dari mana?",
    language: "id",
    kind: "latest",
    facts: [text("Toserba Sinar Anugerah 24"), date("2026-11-21")],
    cites: ["u6-03"],
  },
  {
    id: "q-35",
    q: "Which contract was signed first?",
    language: "en",
    kind: "earliest",
    facts: [text("Pangan Utara"), date("2025-05-26")],
    cites: ["u6-31"],
  },
  {
    id: "q-36",
    q: "invoice rupiah paling mahal tahun ini dari siapa?",
    language: "id",
    kind: "largest",
    facts: [text("Griya Dapur Teknik"), money(46065000)],
    cites: ["u6-14"],
  },

  // Due dates.
  {
    id: "q-37",
    q: "kapan jatuh tempo tagihan internet nusanet?",
    language: "id",
    kind: "due",
    facts: [date("2026-12-10")],
    cites: ["u6-11"],
  },
  {
    id: "q-38",
    q: "When is the rice invoice due?",
    language: "en",
    kind: "due",
    facts: [date("2026-12-09")],
    cites: ["u6-18"],
  },
  {
    id: "q-39",
    q: "tagihan apa saja yang jatuh tempo bulan desember 2026?",
    language: "id",
    kind: "due",
    facts: [text("NusaNet"), text("Beras Pulu Sidrap")],
    cites: ["u6-11", "u6-18"],
  },
  {
    id: "q-40",
    q: "When was the Ternak Bone Abadi invoice due?",
    language: "en",
    kind: "due",
    facts: [date("2026-11-11")],
    cites: ["u6-13"],
  },
  {
    id: "q-41",
    q: "jatuh tempo invoice coral bay kapan",
    language: "id",
    kind: "due",
    facts: [date("2026-06-17")],
    cites: ["u6-15"],
  },

  // Expiry and contracts in force.
  {
    id: "q-42",
    q: "Which contracts expire before 1 July 2027?",
    language: "en",
    kind: "expiring",
    facts: [
      text("Nurhayati Daeng Ngai"),
      text("Samudra Nikel Sulawesi"),
      text("Pangan Utara Sejahtera"),
    ],
    cites: ["u6-28", "u6-29", "u6-31"],
  },
  {
    id: "q-43",
    q: "kontrak mana yang berakhir tahun ini?",
    language: "id",
    kind: "expiring",
    facts: [text("Pangan Utara"), date("2026-12-31")],
    cites: ["u6-31"],
  },
  {
    id: "q-44",
    q: "Is the NDA with Saffron Route still in force, and until when?",
    language: "en",
    kind: "in_force",
    facts: [date("2028-08-14")],
    cites: ["u6-30"],
  },
  {
    id: "q-45",
    q: "kapan kontrak sewa ruko berakhir?",
    language: "id",
    kind: "expiring",
    facts: [date("2027-12-31")],
    cites: ["u6-27"],
  },
  {
    id: "q-46",
    q: "When does the loan from the cooperative end?",
    language: "en",
    kind: "expiring",
    facts: [date("2027-09-14")],
    cites: ["u6-32"],
  },
  {
    id: "q-47",
    q: "kontrak kerja nurhayati sampai kapan",
    language: "id",
    kind: "expiring",
    facts: [date("2027-02-28")],
    cites: ["u6-28"],
  },
  {
    id: "q-48",
    q: "Which contracts took effect in 2026?",
    language: "en",
    kind: "in_force",
    facts: [
      text("Andi Besse Tenriawaru"),
      text("Nurhayati Daeng Ngai"),
      text("Samudra Nikel Sulawesi"),
      text("Saffron Route"),
    ],
    cites: ["u6-27", "u6-28", "u6-29", "u6-30"],
  },

  // Clause facts.
  {
    id: "q-49",
    q: "berapa hari pemberitahuan untuk perpanjangan sewa ruko?",
    language: "id",
    kind: "clause",
    facts: [text("60")],
    cites: ["u6-27"],
  },
  {
    id: "q-50",
    q: "What is the deposit under the shop-house lease?",
    language: "en",
    kind: "clause",
    facts: [money(15000000)],
    cites: ["u6-27"],
  },
  {
    id: "q-51",
    q: "denda keterlambatan sewa ruko berapa persen?",
    language: "id",
    kind: "clause",
    facts: [text("0,1%")],
    cites: ["u6-27"],
  },
  {
    id: "q-52",
    q: "What is the notice period in the catering services agreement with Samudra Nikel?",
    language: "en",
    kind: "clause",
    facts: [text("90")],
    cites: ["u6-29"],
  },
  {
    id: "q-53",
    q: "denda telat saji di kontrak samudra nikel?",
    language: "id",
    kind: "clause",
    facts: [text("1%"), text("10%")],
    cites: ["u6-29"],
  },
  {
    id: "q-54",
    q: "Which law governs the NDA?",
    language: "en",
    kind: "clause",
    facts: [text("Singapore")],
    cites: ["u6-30"],
  },
  {
    id: "q-55",
    q: "sengketa kontrak katering diselesaikan di mana?",
    language: "id",
    kind: "clause",
    facts: [text("BANI"), text("Makassar")],
    cites: ["u6-29"],
  },
  {
    id: "q-56",
    q: "How long do the confidentiality obligations survive after the NDA ends?",
    language: "en",
    kind: "clause",
    facts: [text("3")],
    cites: ["u6-30"],
  },
  {
    id: "q-57",
    q: "gaji pokok kepala juru masak berapa?",
    language: "id",
    kind: "clause",
    facts: [money(6800000)],
    cites: ["u6-28"],
  },
  {
    id: "q-58",
    q: "What is the notice period in Nurhayati's employment contract?",
    language: "en",
    kind: "clause",
    facts: [text("30")],
    cites: ["u6-28"],
  },
  {
    id: "q-59",
    q: "target pembelian minimum distributor per bulan?",
    language: "id",
    kind: "clause",
    facts: [money(50000000)],
    cites: ["u6-31"],
  },
  {
    id: "q-60",
    q: "Within how many days must the distributor pay for a delivery?",
    language: "en",
    kind: "clause",
    facts: [text("30")],
    cites: ["u6-31"],
  },
  {
    id: "q-61",
    q: "angsuran pinjaman koperasi per bulan berapa?",
    language: "id",
    kind: "clause",
    facts: [money(12400000)],
    cites: ["u6-32"],
  },
  {
    id: "q-62",
    q: "What interest rate does the cooperative loan carry?",
    language: "en",
    kind: "clause",
    facts: [text("1%")],
    cites: ["u6-32"],
  },
  {
    id: "q-63",
    q: "apa jaminan pinjaman ke KSP?",
    language: "id",
    kind: "clause",
    facts: [text("BPKB"), text("DD 8417 KT")],
    cites: ["u6-32"],
  },
  {
    id: "q-64",
    q: "What is the price per meal in the Samudra Nikel agreement?",
    language: "en",
    kind: "clause",
    facts: [money(45000)],
    cites: ["u6-29"],
  },
  {
    id: "q-65",
    q: "berapa nilai kontrak katering samudra nikel?",
    language: "id",
    kind: "clause",
    facts: [money(2160000000)],
    cites: ["u6-29"],
  },
  {
    id: "q-66",
    q: "Which language prevails in the catering services agreement if the two versions differ?",
    language: "en",
    kind: "clause",
    facts: [text("Indonesian")],
    cites: ["u6-29"],
  },
  {
    id: "q-67",
    q: "berapa uang jaminan yang kita setor untuk sewa ruko dan kapan dikembalikan?",
    language: "id",
    kind: "clause",
    facts: [money(15000000), text("14")],
    cites: ["u6-27"],
  },

  // Follow-ups.
  {
    id: "q-68",
    q: "dan yang bulan lalu?",
    language: "id",
    kind: "follow_up",
    facts: [sum(1369500)],
    cites: ["u6-02", "u6-08"],
    history: ["total belanja struk bulan ini berapa?"],
  },
  {
    id: "q-69",
    q: "And when is it due?",
    language: "en",
    kind: "follow_up",
    facts: [date("2026-09-15")],
    cites: ["u6-12"],
    history: ["What is the total of the September service charge invoice from Tamalate Square?"],
  },
  {
    id: "q-70",
    q: "kalau yang air?",
    language: "id",
    kind: "follow_up",
    facts: [date("2026-10-20")],
    cites: ["u6-10"],
    history: ["kapan jatuh tempo tagihan listrik terakhir?"],
  },
  {
    id: "q-71",
    q: "kapan berakhirnya?",
    language: "id",
    kind: "follow_up",
    facts: [date("2026-12-31")],
    cites: ["u6-31"],
    history: [
      "berapa target pembelian dalam perjanjian distribusi dengan CV Pangan Utara Sejahtera?",
    ],
  },

  // Lists and who.
  {
    id: "q-72",
    q: "List the contracts governed by Indonesian law.",
    language: "en",
    kind: "list",
    facts: [
      text("Andi Besse Tenriawaru"),
      text("Nurhayati Daeng Ngai"),
      text("Samudra Nikel Sulawesi"),
      text("Pangan Utara Sejahtera"),
      text("Mitra Usaha Tamalanrea"),
    ],
    cites: ["u6-27", "u6-28", "u6-29", "u6-31", "u6-32"],
  },
  {
    id: "q-73",
    q: "sebutkan invoice dan tagihan (bukan faktur pajak) yang kena PPN 12%",
    language: "id",
    kind: "list",
    facts: [
      text("NusaNet"),
      text("Tamalate Square"),
      text("Griya Dapur Teknik"),
      text("Bebas Hama Celebes"),
      text("Bright Ladder"),
    ],
    cites: ["u6-11", "u6-12", "u6-14", "u6-19", "u6-21"],
  },
  {
    id: "q-74",
    q: "Which suppliers state on their invoice that they charge no PPN because they are not VAT-registered?",
    language: "en",
    kind: "list",
    facts: [text("Ternak Bone Abadi"), text("Teknik Sejuk Mandiri")],
    cites: ["u6-13", "u6-20"],
  },
  {
    id: "q-75",
    q: "siapa apoteker di apotek kasih sentosa?",
    language: "id",
    kind: "who",
    facts: [text("Sitti Rahmawati Pabbaja")],
    cites: ["u6-04"],
  },
  {
    id: "q-76",
    q: "Who is the landlord in the shop-house lease?",
    language: "en",
    kind: "who",
    facts: [text("Andi Besse Tenriawaru")],
    cites: ["u6-27"],
  },
  {
    id: "q-77",
    q: "npwp penjual di faktur pajak 040.002-26.41837205?",
    language: "id",
    kind: "field",
    facts: [text(GRIYA.npwp)],
    cites: ["u6-25"],
  },
];

const writeMoney = (fact: { money: number; currency?: string }, language: Language): string => {
  const currency = fact.currency ?? "IDR";
  if (currency === "IDR")
    return language === "id" ? `Rp ${rp(fact.money)}` : `IDR ${en(fact.money)}`;
  return `${currency} ${en2(fact.money)}`;
};

/** Builds the records and checks every fact against the documents. */
export function questionRecords(texts: Map<string, string>, problems: string[]): QuestionRecord[] {
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  return questions.map((question) => {
    const cited = question.cites.map((id) => normalize(texts.get(id) ?? ""));
    const onPage = (forms: string[]): boolean =>
      cited.some((page) => forms.some((form) => page.includes(normalize(form))));
    const expect = question.facts.map((fact): string => {
      if ("count" in fact) {
        if (fact.count !== question.cites.length)
          problems.push(`${question.id}: count ${fact.count} but ${question.cites.length} cites`);
        return String(fact.count);
      }
      if ("date" in fact) {
        if (!onPage(dateForms(fact.date)))
          problems.push(`${question.id}: ${fact.date} not in its documents`);
        return question.language === "id" ? longId(fact.date) : longEn(fact.date);
      }
      if ("text" in fact) {
        if (!onPage([fact.text]))
          problems.push(`${question.id}: "${fact.text}" not in its documents`);
        return fact.text;
      }
      if (fact.sum) {
        const label = fact.sum;
        const total = question.cites.reduce(
          (acc, id) => acc + Number(byId.get(id)?.fields[label] ?? NaN),
          0,
        );
        if (total !== fact.money)
          problems.push(`${question.id}: sum of ${label} is ${total}, not ${fact.money}`);
      } else if (question.cites.length === 1 || fact.currency !== "IDR") {
        if (!onPage(amountForms(fact.money)))
          problems.push(`${question.id}: ${fact.money} not in its documents`);
      } else if (!onPage(amountForms(fact.money))) {
        problems.push(`${question.id}: ${fact.money} not in its documents`);
      }
      return writeMoney(fact, question.language);
    });
    return {
      id: question.id,
      q: question.q,
      language: question.language,
      today: "2026-11-29",
      kind: question.kind,
      expect,
      cites: question.cites,
      history: question.history ?? [],
    };
  });
}
