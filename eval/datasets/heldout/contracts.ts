/**
 * Agreements of the held-out set, Indonesian and English: several titles, preambles, party
 * introductions and term wordings per kind, with filler articles so most run to two pages.
 */
import type { Made } from "./money-documents.ts";
import type { Random } from "./random.ts";
import { between, chance, pick, sample } from "./random.ts";
import { PageWriter } from "./render.ts";
import {
  addDays,
  dayName,
  english,
  formatDate,
  randomDate,
  rupiah,
  termEnd,
  terbilang,
} from "./values.ts";
import { address, company, foreignCompany, person } from "./vocabulary.ts";

type ContractKind =
  | "lease"
  | "employment"
  | "nda"
  | "cooperation"
  | "sale"
  | "power_of_attorney"
  | "service"
  | "distribution";

const ID_KINDS: ContractKind[] = [
  "lease",
  "employment",
  "nda",
  "cooperation",
  "sale",
  "power_of_attorney",
  "service",
];
const EN_KINDS: ContractKind[] = ["lease", "service", "nda", "distribution", "employment", "sale"];

const ID_TITLES: Record<string, string[]> = {
  lease: ["PERJANJIAN SEWA MENYEWA", "PERJANJIAN SEWA GUDANG", "PERJANJIAN SEWA RUANG USAHA"],
  employment: ["PERJANJIAN KERJA WAKTU TERTENTU", "KONTRAK KERJA KARYAWAN"],
  nda: ["PERJANJIAN KERAHASIAAN", "PERJANJIAN MENJAGA KERAHASIAAN INFORMASI"],
  cooperation: ["PERJANJIAN KERJA SAMA", "PERJANJIAN KEMITRAAN USAHA"],
  sale: ["PERJANJIAN JUAL BELI", "PERJANJIAN JUAL BELI BARANG"],
  power_of_attorney: ["SURAT KUASA", "SURAT KUASA KHUSUS"],
  service: ["PERJANJIAN PENYEDIAAN JASA", "PERJANJIAN JASA PEMELIHARAAN"],
};
const EN_TITLES: Record<string, string[]> = {
  lease: ["LEASE AGREEMENT", "OFFICE LEASE AGREEMENT"],
  service: ["SERVICES AGREEMENT", "MASTER SERVICES AGREEMENT"],
  nda: ["MUTUAL NON-DISCLOSURE AGREEMENT", "CONFIDENTIALITY AGREEMENT"],
  distribution: ["DISTRIBUTION AGREEMENT", "NON-EXCLUSIVE DISTRIBUTOR AGREEMENT"],
  employment: ["EMPLOYMENT AGREEMENT", "FIXED-TERM EMPLOYMENT CONTRACT"],
  sale: ["SALE AND PURCHASE AGREEMENT", "EQUIPMENT PURCHASE AGREEMENT"],
};
const ID_ROLES: Record<string, [string, string]> = {
  lease: ["YANG MENYEWAKAN", "PENYEWA"],
  employment: ["PENGUSAHA", "PEKERJA"],
  sale: ["PENJUAL", "PEMBELI"],
  power_of_attorney: ["PEMBERI KUASA", "PENERIMA KUASA"],
};
const EN_ROLES: Record<string, [string, string]> = {
  lease: ["Landlord", "Tenant"],
  service: ["Client", "Provider"],
  nda: ["First Party", "Second Party"],
  distribution: ["Principal", "Distributor"],
  employment: ["Employer", "Employee"],
  sale: ["Seller", "Buyer"],
};

const ID_FILLER = [
  [
    "KEADAAN MEMAKSA",
    "Tidak ada pihak yang dianggap lalai apabila tidak dapat melaksanakan kewajibannya karena bencana alam, kebakaran, huru-hara, wabah atau kebijakan pemerintah yang secara langsung menghalangi pelaksanaan Perjanjian ini, dengan ketentuan pihak tersebut memberitahukan keadaan itu secara tertulis paling lambat 7 (tujuh) hari setelah terjadinya.",
  ],
  [
    "PEMBERITAHUAN",
    "Setiap surat-menyurat sehubungan dengan Perjanjian ini dikirimkan ke alamat para pihak sebagaimana tercantum di atas, atau ke alamat lain yang diberitahukan secara tertulis oleh pihak yang bersangkutan.",
  ],
  [
    "PENYELESAIAN PERSELISIHAN",
    "Perselisihan yang timbul dari Perjanjian ini diselesaikan lebih dahulu secara musyawarah. Apabila dalam 30 (tiga puluh) hari tidak tercapai kesepakatan, para pihak memilih domisili hukum yang tetap di kantor Kepaniteraan Pengadilan Negeri setempat.",
  ],
  [
    "PERUBAHAN",
    "Perubahan atas Perjanjian ini hanya sah apabila dibuat secara tertulis dalam suatu addendum yang ditandatangani oleh kedua belah pihak dan merupakan bagian yang tidak terpisahkan dari Perjanjian ini.",
  ],
  [
    "PENGAKHIRAN",
    "Masing-masing pihak dapat mengakhiri Perjanjian ini sebelum waktunya apabila pihak lain melanggar ketentuannya dan tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis.",
  ],
  [
    "LAIN-LAIN",
    "Hal-hal yang belum diatur dalam Perjanjian ini akan diatur kemudian oleh para pihak berdasarkan kesepakatan bersama dan dituangkan secara tertulis.",
  ],
];
const EN_FILLER = [
  [
    "Force Majeure",
    "Neither party is liable for a failure to perform caused by events beyond its reasonable control, including natural disasters, epidemics, riots or acts of government, provided it notifies the other party in writing within seven days and resumes performance as soon as practicable.",
  ],
  [
    "Notices",
    "Notices under this Agreement shall be in writing and delivered by hand, by courier or by e-mail to the addresses given above, and are deemed received on the next business day after dispatch.",
  ],
  [
    "Assignment",
    "Neither party may assign or transfer its rights or obligations under this Agreement without the prior written consent of the other party, which shall not be unreasonably withheld.",
  ],
  [
    "Entire Agreement",
    "This Agreement sets out the entire understanding of the parties on its subject and supersedes all prior proposals, negotiations and understandings, written or oral.",
  ],
  [
    "Termination for Breach",
    "Either party may terminate this Agreement by written notice if the other party commits a material breach and fails to remedy it within thirty days of being asked to do so.",
  ],
  [
    "Severability",
    "If any provision of this Agreement is held invalid or unenforceable, the remaining provisions shall continue in full force and effect.",
  ],
];

const numberWords = (n: number) => terbilang(n);
const EN_NUMBERS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
  "twenty-one",
  "twenty-two",
  "twenty-three",
  "twenty-four",
];
const LAWS: Record<string, [string, string]> = {
  Indonesia: ["Indonesia", "the Republic of Indonesia"],
  Singapore: ["Singapore", "the Republic of Singapore"],
  Malaysia: ["Malaysia", "Malaysia"],
};

interface Party {
  name: string;
  intro: string;
}

export function contract(random: Random): Made {
  const language: "id" | "en" = chance(random, 0.55) ? "id" : "en";
  const kind = pick(random, language === "id" ? ID_KINDS : EN_KINDS);
  const title = pick(random, (language === "id" ? ID_TITLES : EN_TITLES)[kind]!);
  const date = randomDate(random, "2024-01-08", 660);
  const city = company(random).city;
  const roles =
    language === "id" ? (ID_ROLES[kind] ?? ["PIHAK PERTAMA", "PIHAK KEDUA"]) : EN_ROLES[kind]!;
  const lawKey =
    language === "id"
      ? "Indonesia"
      : pick(random, ["Indonesia", "Singapore", "Singapore", "Malaysia"]);

  // Parties: who is a company and who a person depends on the kind of agreement.
  const personFirst =
    kind === "lease"
      ? chance(random, 0.5)
      : kind === "power_of_attorney"
        ? chance(random, 0.5)
        : false;
  const personSecond = kind === "employment" || kind === "power_of_attorney";
  const makeParty = (isPerson: boolean, role: string): Party => {
    if (isPerson) {
      const name = person(random);
      const intro =
        language === "id"
          ? `${name}, Warga Negara Indonesia, pemegang Kartu Tanda Penduduk Nomor ${between(random, 3100000000000000, 3599999999999999)}, bertempat tinggal di ${address(random)}, selanjutnya disebut "${role}".`
          : `${name}, an individual residing at ${address(random)} (the "${role}").`;
      return { name, intro };
    }
    const business =
      language === "en" && lawKey !== "Indonesia" && chance(random, 0.5)
        ? foreignCompany(random, lawKey === "Singapore" ? "SG" : "MY")
        : company(random, ["PT", "PT", "CV"]);
    const officer = person(random);
    const office = pick(
      random,
      language === "id"
        ? ["Direktur Utama", "Direktur", "Kuasa Direksi"]
        : ["Director", "Managing Director", "Chief Executive Officer"],
    );
    const intro =
      language === "id"
        ? pick(random, [
            `${business.name}, berkedudukan di ${business.address}, dalam hal ini diwakili oleh ${officer} selaku ${office}, oleh karena itu sah bertindak untuk dan atas nama perseroan, selanjutnya disebut "${role}".`,
            `${officer}, selaku ${office} yang bertindak untuk dan atas nama ${business.name}, beralamat di ${business.address}, selanjutnya disebut "${role}".`,
          ])
        : `${business.name}, with its registered office at ${business.address}, represented by ${officer}, its ${office} (the "${role}").`;
    return { name: business.name, intro };
  };
  const first = makeParty(personFirst, roles[0]);
  const second = makeParty(personSecond, roles[1]);
  const fields: Made["fields"] = {
    document_title: title,
    contract_type: kind,
    date,
    primary_party: first.name,
    counterparty: second.name,
  };

  const w = new PageWriter(595.28, 841.89, 64, {
    face: pick(random, ["serif", "serif", "sans"] as const),
    bold: false,
    size: 10.5,
  });
  const center = w.width / 2;
  w.line([[center, title, "center", { bold: true, size: 13.5 }]]);
  if (chance(random, 0.6)) {
    const number = `${String(between(random, 1, 250)).padStart(3, "0")}/${pick(random, ["PKS", "SPK", "AGR", "LGL"])}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
    w.line([[center, language === "id" ? `Nomor: ${number}` : `Ref. No. ${number}`, "center"]]);
    fields.document_number = number;
  }
  w.gap(14);
  const longDate =
    language === "id"
      ? formatDate(date, "d mmmm yyyy id")
      : formatDate(date, pick(random, ["mmmm d, yyyy en", "d mmm yyyy en"]));
  const signingAtEnd = chance(random, 0.3);
  if (language === "id") {
    w.paragraph(
      signingAtEnd
        ? "Yang bertanda tangan di bawah ini:"
        : pick(random, [
            `Pada hari ini, ${dayName(date)}, tanggal ${longDate}, bertempat di ${city}, kami yang bertanda tangan di bawah ini:`,
            `Perjanjian ini dibuat dan ditandatangani di ${city} pada tanggal ${longDate} oleh dan antara:`,
          ]),
    );
  } else {
    w.paragraph(
      signingAtEnd
        ? `This ${title.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} is made between the following parties:`
        : pick(random, [
            `This ${title.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase())} (this "Agreement") is entered into on ${longDate} by and between:`,
            `THIS AGREEMENT is dated ${longDate} and is made BETWEEN:`,
          ]),
    );
  }
  w.paragraph(`1.  ${first.intro}`, {}, 12);
  w.paragraph(`2.  ${second.intro}`, {}, 12);
  w.paragraph(
    language === "id"
      ? `Kedua belah pihak terlebih dahulu menerangkan bahwa mereka telah sepakat untuk membuat dan menandatangani ${title.toLowerCase().replace(/^\w/, (c) => c.toUpperCase())} ini dengan syarat dan ketentuan sebagai berikut:`
      : "The parties agree as follows:",
  );

  let article = 0;
  const heading = (text: string) => {
    article += 1;
    w.gap(6);
    w.line([
      [
        language === "id" ? center : w.left,
        language === "id" ? `Pasal ${article}` : `${article}. ${text}`,
        language === "id" ? "center" : "left",
        { bold: true },
      ],
    ]);
    if (language === "id") w.line([[center, text, "center", { bold: true }]]);
  };

  // The subject.
  const currency = language === "en" && lawKey !== "Indonesia" ? "USD" : "IDR";
  const amountText = (value: number) =>
    currency === "IDR"
      ? language === "id"
        ? `Rp${rupiah(value, "cents")} (${numberWords(value)} rupiah)`
        : `IDR ${english(value, "IDR")}`
      : `USD ${english(value, "USD")}`;
  heading(language === "id" ? "RUANG LINGKUP" : "Scope");
  const subject = {
    lease:
      language === "id"
        ? `sebidang bangunan gudang di ${address(random)} seluas ${between(random, 80, 900)} m2`
        : `office premises of ${between(random, 60, 600)} square metres at ${address(random)}`,
    employment:
      language === "id"
        ? `pekerjaan sebagai ${pick(random, ["Staf Administrasi", "Teknisi Lapangan", "Koordinator Gudang"])}`
        : `employment as ${pick(random, ["Sales Executive", "Field Engineer", "Accounts Officer"])}`,
    nda:
      language === "id"
        ? "pertukaran informasi dalam rangka penjajakan kerja sama usaha"
        : "the exchange of information for evaluating a possible business relationship",
    cooperation: "pemasaran bersama produk para pihak di wilayah Indonesia bagian timur",
    sale:
      language === "id"
        ? `${between(random, 2, 40)} unit ${pick(random, ["mesin jahit industri", "pompa air sentrifugal", "rak besi gudang"])}`
        : `${between(random, 2, 40)} units of ${pick(random, ["industrial sewing machines", "centrifugal pumps", "steel warehouse racks"])}`,
    power_of_attorney: `mengurus dan menandatangani segala dokumen yang diperlukan untuk ${pick(random, ["pendaftaran merek dagang", "pengurusan izin usaha", "pengambilan sertifikat tanah"])}`,
    service:
      language === "id"
        ? `jasa ${pick(random, ["pemeliharaan mesin pendingin", "kebersihan gedung", "pengelolaan parkir"])}`
        : `${pick(random, ["managed IT support", "payroll outsourcing", "facility cleaning"])} services`,
    distribution: `the distribution of the Principal's ${pick(random, ["water filters", "kitchen appliances", "solar lamps"])} in the Territory`,
  }[kind];
  w.paragraph(
    language === "id"
      ? kind === "power_of_attorney"
        ? `${roles[0]} dengan ini memberi kuasa kepada ${roles[1]} untuk ${subject}.`
        : `Perjanjian ini mengatur ${subject} antara ${roles[0]} dan ${roles[1]}.`
      : `This Agreement governs ${subject} between the ${roles[0]} and the ${roles[1]}.`,
  );

  // The term.
  if (kind !== "sale" && kind !== "power_of_attorney") {
    heading(language === "id" ? "JANGKA WAKTU" : "Term");
    const months = pick(random, kind === "employment" ? [6, 12, 24] : [12, 24, 36, 6]);
    const start = chance(random, 0.5)
      ? date
      : addDays(date.slice(0, 8) + "01", 32).slice(0, 8) + "01";
    const end = termEnd(start, months);
    const inYears = months % 12 === 0 && chance(random, 0.6);
    const count = inYears ? months / 12 : months;
    const style = between(random, 0, 2);
    if (language === "id") {
      const unit = inYears ? "tahun" : "bulan";
      w.paragraph(
        [
          `Perjanjian ini berlaku selama ${count} (${numberWords(count)}) ${unit}, terhitung sejak tanggal ${formatDate(start, "d mmmm yyyy id")} sampai dengan tanggal ${formatDate(end, "d mmmm yyyy id")}.`,
          `Jangka waktu Perjanjian ini adalah ${count} (${numberWords(count)}) ${unit} yang dimulai pada tanggal ${formatDate(start, "d mmmm yyyy id")}.`,
          `Perjanjian ini mulai berlaku pada tanggal ${formatDate(start, "d mmmm yyyy id")} dan berakhir pada tanggal ${formatDate(end, "d mmmm yyyy id")}, kecuali diakhiri lebih awal berdasarkan Perjanjian ini.`,
        ][style]!,
      );
    } else {
      const unit = inYears ? (count === 1 ? "year" : "years") : "months";
      const startText = formatDate(start, "mmmm d, yyyy en");
      const endText = formatDate(end, "mmmm d, yyyy en");
      w.paragraph(
        [
          `This Agreement commences on ${startText} and continues for a period of ${EN_NUMBERS[count]} (${count}) ${unit}.`,
          `The term of this Agreement runs from ${startText} until ${endText}.`,
          `This Agreement takes effect on ${startText} and expires on ${endText} unless terminated earlier in accordance with its terms.`,
        ][style]!,
      );
    }
    fields.effective_date = start;
    fields.expiry_date = end;

    if (kind === "lease" || kind === "service") {
      heading(language === "id" ? "NILAI DAN PEMBAYARAN" : "Fees and Payment");
      const monthly =
        currency === "IDR" ? between(random, 4, 90) * 500000 : between(random, 8, 120) * 100;
      const value = monthly * months;
      w.paragraph(
        language === "id"
          ? `Nilai Perjanjian ini adalah ${amountText(monthly)} setiap bulan, sehingga untuk seluruh jangka waktu berjumlah ${amountText(value)}, yang dibayar paling lambat tanggal 10 setiap bulan.`
          : `The fee is ${amountText(monthly)} per month, a total contract value of ${amountText(value)} for the whole term, invoiced monthly in advance.`,
      );
      fields.contract_value = value;
    } else if (kind === "employment") {
      heading(language === "id" ? "UPAH" : "Salary");
      const wage = between(random, 45, 150) * 100000;
      w.paragraph(
        language === "id"
          ? `${roles[0]} membayar upah kepada ${roles[1]} sebesar ${amountText(wage)} per bulan, dibayarkan pada hari kerja terakhir setiap bulan.`
          : `The Employer shall pay the Employee a gross monthly salary of ${amountText(wage)}.`,
      );
    }
  }
  if (kind === "sale") {
    heading(language === "id" ? "HARGA" : "Price");
    const price =
      currency === "IDR" ? between(random, 10, 900) * 1000000 : between(random, 5, 400) * 1000;
    w.paragraph(
      language === "id"
        ? `Harga jual beli seluruhnya disepakati sebesar ${amountText(price)}, sudah termasuk biaya pengiriman ke gudang PEMBELI.`
        : `The total purchase price is ${amountText(price)}, payable within thirty days of delivery.`,
    );
    fields.contract_value = price;
  }
  for (const [name, text] of sample(
    random,
    language === "id" ? ID_FILLER : EN_FILLER,
    between(random, 2, 4),
  )) {
    if (kind === "power_of_attorney") break;
    heading(language === "id" ? name! : name!);
    w.paragraph(text!);
  }
  if (kind !== "power_of_attorney") {
    heading(language === "id" ? "HUKUM YANG BERLAKU" : "Governing Law");
    const [, spelled] = LAWS[lawKey]!;
    w.paragraph(
      language === "id"
        ? pick(random, [
            "Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia.",
            "Terhadap Perjanjian ini dan segala akibatnya berlaku hukum Republik Indonesia.",
          ])
        : `This Agreement shall be governed by and construed in accordance with the laws of ${spelled}.`,
    );
    fields.governing_law = lawKey;
  }
  w.gap(10);
  w.paragraph(
    language === "id"
      ? `${signingAtEnd ? `Dibuat di ${city} pada tanggal ${longDate}, ` : ""}dalam rangkap 2 (dua) asli yang masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama.`
      : `${signingAtEnd ? `Signed on ${longDate}` : "Signed on the date first written above"}, in two originals.`,
  );
  w.gap(18);
  const top = w.y;
  w.line([
    [w.left, roles[0], "left", { bold: true }],
    [w.right - 170, roles[1], "left", { bold: true }],
  ]);
  w.gap(44);
  w.line([
    [w.left, first.name.length > 34 ? first.name.slice(0, 34) : first.name],
    [w.right - 170, second.name.length > 34 ? second.name.slice(0, 34) : second.name],
  ]);
  if (w.y < top) w.y = top;
  return { kind: `contract ${kind}`, type: "contract", language, fields, pages: w.finish() };
}
