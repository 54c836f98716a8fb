import { describe, expect, it } from "vitest";
import { passagesOf, rankPassages, stemsOf } from "../../../understanding/query/rank-passages.ts";
import { askedWords, bestPassage, factIn } from "./read-passage.ts";

const CONTRACT = [
  "PERJANJIAN SEWA GUDANG",
  "Pada hari ini yang bertanda tangan di bawah ini: Contoh Pemilik dan CV Contoh Niaga,",
  "atas gudang di Kawasan Contoh Raya.",
  "Pasal 1",
  "HARGA SEWA",
  "(1) Harga sewa Rp12.000.000,00 (dua belas juta rupiah) per tahun.",
  "(2) Harga sewa dibayar paling lambat tanggal 5 setiap bulan.",
  "Halaman 1 dari 2 Paraf: ____",
  "Pasal 2",
  "KEADAAN KAHAR",
  "Pihak yang mengalami Keadaan Kahar wajib memberitahukan pihak lainnya selambat-lambatnya",
  "10 (sepuluh) hari kalender sejak terjadinya.",
  "Pasal 3",
  "PENGAKHIRAN",
  "Masing-masing pihak dapat mengakhiri Perjanjian dengan pemberitahuan tertulis 45 (empat",
  "puluh lima) hari sebelumnya.",
].join("\n");

describe("the passage reader", () => {
  it("cuts a contract into its articles' sentences and items, without page furniture", () => {
    const passages = passagesOf(CONTRACT);
    expect(passages.map((each) => each.heading)).toContain("Pasal 2 KEADAAN KAHAR");
    expect(passages.some((each) => each.text.startsWith("(2) Harga sewa dibayar"))).toBe(true);
    expect(passages.some((each) => each.text.includes("Halaman"))).toBe(false);
  });

  it("stems Indonesian affixes and English endings to shared forms", () => {
    expect(stemsOf("pemberitahuan")).toContain("beritahu");
    expect(stemsOf("memberitahukan")).toContain("beritahu");
    expect(stemsOf("penyelesaian")).toContain("selesai");
    expect(stemsOf("kerahasiaannya")).toContain("rahasia");
    expect(stemsOf("notifies")).toContain("notify");
  });

  it("tells the words naming the contract from the term asked", () => {
    const asked = askedWords("harga sewa gudang contoh niaga dibayar tgl brp", "CV Contoh Niaga");
    expect(asked.naming).toEqual(["contoh", "niaga"]);
    expect(asked.term).toContain("dibayar");
    expect(asked.term).toContain("tanggal");
    // A car is what a vehicle lease's title calls a "kendaraan".
    const car = askedWords("harga sewa mobil per unit", "PERJANJIAN SEWA KENDARAAN");
    expect(car.naming).toEqual(["mobil"]);
  });

  it("ranks the passage of the term asked first, across languages", () => {
    const [best] = rankPassages(
      passagesOf(CONTRACT),
      ["force", "majeure", "notice"],
      "force majeure notice",
    );
    expect(best?.heading).toBe("Pasal 2 KEADAAN KAHAR");
  });

  it("answers with the passage and the fact nearest the words asked", () => {
    const found = bestPassage(
      CONTRACT,
      "CV Contoh Niaga",
      "contoh niaga kapan harus dibayar paling lambat",
    );
    expect(found?.fact).toBe("tanggal 5");
    const notice = bestPassage(
      CONTRACT,
      "CV Contoh Niaga",
      "notice to terminate contoh niaga lease",
    );
    expect(notice?.fact).toBe("45 (empat puluh lima) hari");
    expect(bestPassage(CONTRACT, "CV Contoh Niaga", "contoh niaga")).toBeNull();
  });

  it("tells a notice to end the contract from a breach's cure and a force majeure's notice", () => {
    const english = [
      "EQUIPMENT SUPPORT AGREEMENT",
      "This Agreement is made between Varnhold Tools Ltd and Orbenn Works Ltd.",
      "1. Fees",
      "The monthly fee is payable no later than the 10th day of each month.",
      "2. Termination",
      "Either Party may terminate this Agreement by giving ninety (90) days' written notice.",
      "Either Party may terminate at once by written notice if the other commits a material breach not remedied within fifteen (15) days of notice.",
      "The Licensor may terminate this Agreement if a fee remains unpaid for more than forty (40) days.",
      "3. Force Majeure",
      "A Party affected by force majeure shall give the other written notice within five (5) days.",
    ].join("\n");
    const names = "Varnhold Tools Ltd Orbenn Works Ltd";
    expect(bestPassage(english, names, "notice to end the varnhold agreement")?.fact).toBe(
      "ninety (90) days",
    );
    expect(bestPassage(english, names, "varnhold agreement cure period")?.fact).toBe(
      "fifteen (15) days",
    );
    expect(bestPassage(english, names, "varnhold force majeure notice")?.fact).toBe(
      "five (5) days",
    );
    // A renewal's deadline is its own article's, not the fee's "no later than".
    expect(
      bestPassage(
        [
          english,
          "4. Renewal",
          "Orbenn Works Ltd shall ask to renew in writing no later than two (2) months before expiry.",
        ].join("\n"),
        names,
        "when at the latest must orbenn ask to renew",
      )?.fact,
    ).toBe("two (2) months");
    const lease = [
      "PERJANJIAN SEWA GUDANG",
      "Antara Contoh Pemilik dan CV Varnhold Niaga.",
      "Pasal 2",
      "JANGKA WAKTU",
      "(1) Sewa berlaku 2 (dua) tahun.",
      "(2) Perjanjian ini dapat diperpanjang atas kesepakatan PARA PIHAK. PIHAK KEDUA wajib menyampaikan maksud perpanjangan selambat-lambatnya 2 (dua) bulan sebelum berakhirnya jangka waktu sewa.",
      "Pasal 3",
      "HARGA SEWA",
      "(1) Harga sewa dibayar sekaligus paling lambat tanggal 15 Januari 2025.",
    ].join("\n");
    const renewal = bestPassage(
      lease,
      "CV Varnhold Niaga",
      "paling lambat kapan harus mengajukan perpanjangan",
    );
    expect(renewal?.fact).toBe("2 (dua) bulan");
    const rent = bestPassage(lease, "CV Varnhold Niaga", "sewa dibayar paling lambat kapan");
    expect(rent?.fact).toBe("tanggal 15");
    // Upkeep's repairs are no breach; "gaji" is the "upah" an employment contract pays.
    const upkeep = [
      lease,
      "Pasal 4",
      "PEMELIHARAAN DAN PENGAKHIRAN",
      "(1) PIHAK KEDUA menanggung biaya perbaikan kecil akibat pemakaian sehari-hari.",
      "(2) Apabila salah satu pihak melanggar Perjanjian dan tidak memperbaikinya dalam waktu 21 (dua puluh satu) hari setelah teguran tertulis, pihak lainnya dapat mengakhiri Perjanjian.",
    ].join("\n");
    expect(
      bestPassage(upkeep, "CV Varnhold Niaga", "berapa lama waktu perbaikan kalau melanggar")?.fact,
    ).toBe("21 (dua puluh satu) hari");
    const work =
      "PERJANJIAN KERJA\nPasal 1\nUPAH\nUpah dibayarkan setiap tanggal 27 melalui transfer.";
    expect(bestPassage(work, "Orbenn", "gaji dibayar tiap tanggal berapa")?.fact).toBe(
      "tanggal 27",
    );
    // What is paid monthly is set "setiap bulan", not the term's months.
    const monthly = [
      "PERJANJIAN SEWA GUDANG",
      "Antara Contoh Pemilik dan CV Varnhold Niaga.",
      "Pasal 1",
      "JANGKA WAKTU",
      "Jangka waktu Perjanjian ini adalah 18 (delapan belas) bulan.",
      "Pasal 2",
      "NILAI DAN PEMBAYARAN",
      "Nilai Perjanjian ini adalah Rp3.000.000,00 (tiga juta rupiah) setiap bulan.",
    ].join("\n");
    expect(
      bestPassage(monthly, "CV Varnhold Niaga", "what is the monthly rent of the varnhold lease")
        ?.fact,
    ).toBe("Rp3.000.000,00 (tiga juta rupiah)");
    // What follows a late fee is the ending it allows, not the day the fee is due.
    expect(bestPassage(english, names, "what happens if the varnhold fee is paid late")?.fact).toBe(
      "forty (40) days",
    );
  });

  it("pulls a rate, an amount or a period as the question asks", () => {
    const text =
      "Bunga 2% (dua persen) per bulan atas pinjaman Rp10.000.000,00 selama 12 (dua belas) bulan.";
    expect(factIn(text, "berapa persen bunganya")).toBe("2% (dua persen)");
    expect(factIn(text, "berapa pinjamannya")).toBe("Rp10.000.000,00");
    expect(factIn(text, "berapa lama pinjamannya")).toBe("12 (dua belas) bulan");
    // A scan's letter o between an amount's digits is its zero.
    const scanned =
      "Harga sewa sebesar Rp4.5o0.000,00 (empat juta lima ratus ribu rupiah) per unit.";
    expect(factIn(scanned, "harga sewa per unit brp")).toBe(
      "Rp4.500.000,00 (empat juta lima ratus ribu rupiah)",
    );
  });

  it("leaves the closing formula and the signature block out of the terms", () => {
    const english = [
      "PROJECT STAFFING CONTRACT",
      "This contract is made between Contoh Studio (the Employer) and Contoh Tenaga (the Employee).",
      "1. Scope",
      "This contract governs employment as Lead Photographer between the Employer and the Employee.",
      "2. Fee",
      "The Employer pays the Employee USD 900 for each finished catalogue.",
      "3. Governing Law",
      "This contract is governed by the laws of the Republic of Indonesia.",
      "Signed on the date first written above, in two originals.",
      "Employer Employee",
      "Contoh Studio Contoh Tenaga",
    ].join("\n");
    // Which article then answers is the ranking's; the block of names and roles never does.
    for (const question of ["tenaga dipekerjakan sbg apa", "employed as what", "who is employer"]) {
      const found = bestPassage(english, "Contoh Studio Contoh Tenaga", question);
      expect(found?.passage.text, question).not.toMatch(/^Employer Employee/);
    }
    const indonesian = [
      "PERJANJIAN KERJA",
      "Antara CV Contoh Jaya (Pemberi Kerja) dan Contoh Pekerja (Pekerja).",
      "Pasal 1",
      "LINGKUP",
      "Pekerja dipekerjakan sebagai juru masak di dapur Pemberi Kerja selama perjanjian berlaku.",
      "Pasal 2",
      "UPAH",
      "Upah bulanan Pekerja Rp4.000.000,00 dibayar setiap tanggal 25.",
      "Pasal 3",
      "PENYELESAIAN",
      "Perselisihan diselesaikan secara musyawarah di Kota Contoh.",
      "Demikian perjanjian ini dibuat dalam dua rangkap.",
      "Pemberi Kerja Pekerja",
      "CV Contoh Jaya Contoh Pekerja",
    ].join("\n");
    const job = bestPassage(
      indonesian,
      "CV Contoh Jaya Contoh Pekerja",
      "pekerja dipekerjakan sebagai apa",
    );
    expect(job?.passage.text).toContain("juru masak");
  });

  it("reads a period named by what is done in it from that term, not the contract's own term", () => {
    const supply = [
      "SUPPLY AGREEMENT",
      "Between Contoh Supplies Ltd and Acme Retail Ltd.",
      "1. TERM",
      "This Agreement shall remain in force for a period of one (1) year from the Effective Date.",
      "2. PRICE",
      "Acme Retail shall pay the prices in the schedule within fourteen (14) days of invoice.",
      "3. TERMINATION",
      "Either party may terminate this Agreement if the other commits a material breach and fails",
      "to cure it within twenty (20) days after written notice of the breach.",
    ].join("\n");
    const found = bestPassage(supply, "Contoh Supplies Ltd Acme Retail Ltd", "acme cure period");
    expect(found?.passage.heading).toContain("TERMINATION");
    expect(found?.fact).toBe("twenty (20) days");
  });

  /** An invented lease in Indonesian, its terms in the order contracts usually put them. */
  const LEASE = [
    "PERJANJIAN SEWA KIOS",
    "Antara Contoh Pemilik dan CV Contoh Dagang.",
    "Pasal 1",
    "OBJEK SEWA",
    "Objek sewa adalah satu kios di Pasar Contoh seluas 36 m2 beserta sambungan listrik.",
    "Pasal 2",
    "JANGKA WAKTU",
    "Sewa berlangsung selama 18 (delapan belas) bulan sejak tanggal 1 Maret dan dapat",
    "diperpanjang atas permintaan tertulis paling lambat 45 (empat puluh lima) hari sebelum berakhir.",
    "Pasal 3",
    "HARGA SEWA",
    "Harga sewa Rp2.500.000,00 (dua juta lima ratus ribu rupiah) per bulan, dibayar setiap tanggal 3.",
    "Pasal 4",
    "KEADAAN KAHAR",
    "(1) Pihak yang mengalami keadaan kahar wajib memberitahukan pihak lainnya dalam 5 (lima) hari.",
    "(2) Apabila keadaan kahar berlangsung lebih dari 60 (enam puluh) hari, masing-masing pihak",
    "dapat mengakhiri Perjanjian ini dengan pemberitahuan tertulis.",
    "Pasal 5",
    "PENGAKHIRAN",
    "Para pihak dapat mengakhiri Perjanjian sepanjang diberitahukan tertulis 30 (tiga puluh) hari sebelumnya.",
    "Pasal 6",
    "PENYELESAIAN PERSELISIHAN",
    "(1) Perselisihan diselesaikan lebih dahulu secara musyawarah dalam 21 (dua puluh satu) hari.",
    "(2) Apabila musyawarah gagal, perselisihan diselesaikan melalui Pengadilan Negeri Contoh Raya.",
  ].join("\n");
  /** Its identity as the assistant reads it: the parties, then the title. */
  const LESSOR = "Contoh Pemilik\nCV Contoh Dagang\nPERJANJIAN SEWA KIOS";

  it("reads how long a contract runs when only a length is asked", () => {
    for (const question of [
      "sewa kios contoh dagang brp bulan",
      "berapa tahun sewa kios contoh dagang",
      "how long is the contoh dagang lease",
    ]) {
      const found = bestPassage(LEASE, LESSOR, question);
      expect(found?.passage.heading, question).toBe("Pasal 2 JANGKA WAKTU");
      expect(found?.fact, question).toBe("18 (delapan belas) bulan");
    }
  });

  it("quotes the court a dispute goes to, not the talks before it", () => {
    for (const question of [
      "sengketa sewa kios contoh dagang dibawa ke pengadilan mana",
      "which court settles disputes under the contoh dagang lease",
      "perselisihan kios contoh dagang diselesaikan dimana",
    ]) {
      const found = bestPassage(LEASE, LESSOR, question);
      expect(found?.fact, question).toBe("Pengadilan Negeri Contoh Raya");
    }
    const english = [
      "SERVICES AGREEMENT",
      "Between Contoh Works Ltd and Acme Hotels Ltd.",
      "1. SERVICES",
      "Contoh Works shall maintain the network of Acme Hotels.",
      "2. FEES",
      "Acme Hotels shall pay USD 800 per month within thirty (30) days of invoice.",
      "3. DISPUTES",
      "Disputes not settled amicably within fifteen (15) days shall be finally settled by arbitration",
      "at the Contoh International Arbitration Centre in accordance with its rules.",
    ].join("\n");
    const seat = bestPassage(
      english,
      "Contoh Works Ltd Acme Hotels Ltd",
      "acme hotels arbitration where",
    );
    expect(seat?.fact).toBe("Contoh International Arbitration Centre");
  });

  it("reads a floor area asked how big", () => {
    for (const question of [
      "how big is the contoh dagang kiosk",
      "kios contoh dagang luasnya brp",
    ]) {
      expect(bestPassage(LEASE, LESSOR, question)?.fact, question).toBe("36 m2");
    }
  });

  it("answers a notice or a renewal from its own sentence, not from one ending the contract", () => {
    const notice = bestPassage(LEASE, LESSOR, "contoh dagang force majeure notice how many days");
    expect(notice?.fact).toBe("5 (lima) hari");
    const ended = bestPassage(
      LEASE,
      LESSOR,
      "kalo keadaan kahar lebih dr brp hari kontrak contoh dagang bisa diputus",
    );
    expect(ended?.fact).toBe("60 (enam puluh) hari");
    for (const question of [
      "perpanjangan sewa kios contoh dagang gmn",
      "how is the contoh dagang lease renewed",
    ]) {
      const renewal = bestPassage(LEASE, LESSOR, question);
      expect(renewal?.passage.heading, question).toBe("Pasal 2 JANGKA WAKTU");
    }
  });

  it("reads payment terms as how paying is agreed, not the contract's term", () => {
    const supply = [
      "SUPPLY AGREEMENT",
      "Between Contoh Supplies Ltd and Acme Retail Ltd.",
      "1. TERM",
      "This Agreement shall remain in force for an initial term of two (2) years.",
      "2. PRICE AND PAYMENT",
      "Acme Retail shall pay each invoice within forty-five (45) days of delivery.",
      "3. TERMINATION",
      "Either party may terminate this Agreement on ninety (90) days written notice.",
    ].join("\n");
    for (const question of [
      "payment terms under the acme supply agreement",
      "acme terms of payment",
    ]) {
      const found = bestPassage(supply, "Contoh Supplies Ltd Acme Retail Ltd", question);
      expect(found?.passage.heading, question).toBe("2. PRICE AND PAYMENT");
    }
  });

  it("quotes what a contract covers when asked what was bought, rented, licensed or done", () => {
    for (const question of [
      "sewa kios contoh dagang udah termasuk apa aja",
      "what exactly is covered by the contoh dagang lease",
      "apa objek sewa contoh dagang",
    ]) {
      const found = bestPassage(LEASE, LESSOR, question);
      expect(found?.passage.heading, question).toBe("Pasal 1 OBJEK SEWA");
      expect(found?.quoted.join(" "), question).toContain("sambungan listrik");
    }
    const services = [
      "MAINTENANCE AGREEMENT",
      "Between Contoh Care Ltd and Acme Resorts Ltd.",
      "1. DEFINITIONS",
      "Business Day means a day other than a Sunday.",
      "2. THE SERVICES",
      "Contoh Care shall maintain the resort's lifts, boilers and water pumps.",
      "3. FEES",
      "Acme Resorts shall pay USD 1,200 each month.",
    ].join("\n");
    const identity = "Contoh Care Ltd\nAcme Resorts Ltd\nMAINTENANCE AGREEMENT";
    for (const question of [
      "what does contoh care support at acme resorts",
      "contoh care tugasnya apa aja",
      "what does contoh care provide",
    ]) {
      const found = bestPassage(services, identity, question);
      expect(found?.passage.heading, question).toBe("2. THE SERVICES");
    }
    // A term asked beside the covering word is that term's: the payment, not the services.
    const fee = bestPassage(services, identity, "what does the contoh care monthly payment cover");
    expect(fee?.passage.heading).toBe("3. FEES");
  });
});

/** An invented service contract: its object names a town; its fee, cure and term apart. */
const SERVICE = [
  "PERJANJIAN JASA PERAWATAN TAMAN",
  "Yang bertanda tangan di bawah ini: PT Contoh Hijau dan CV Contoh Asri.",
  "Pasal 1",
  "RUANG LINGKUP",
  "Perjanjian ini mengatur jasa perawatan taman kantor di Kotabaru antara PIHAK PERTAMA dan PIHAK KEDUA.",
  "Pasal 2",
  "JANGKA WAKTU",
  "Jangka waktu Perjanjian ini adalah 2 (dua) tahun yang dimulai pada tanggal 3 Maret 2025.",
  "Pasal 3",
  "NILAI DAN PEMBAYARAN",
  "Nilai Perjanjian ini adalah Rp7.500.000,00 (tujuh juta lima ratus ribu rupiah) setiap bulan, yang dibayar paling lambat tanggal 12 setiap bulan.",
  "Pasal 4",
  "PENGAKHIRAN",
  "Apabila salah satu pihak melanggar ketentuan dan tidak memperbaikinya dalam waktu 21 (dua puluh satu) hari setelah menerima teguran tertulis, pihak lainnya berhak mengakhiri Perjanjian ini. Apabila Perjanjian tidak diperpanjang, PIHAK KEDUA wajib menyerahkan kembali peralatan dalam keadaan baik pada hari terakhir.",
].join("\n");
const SERVICE_NAMES = "PT Contoh Hijau CV Contoh Asri PERJANJIAN JASA PERAWATAN TAMAN";

describe("the passage reader on words it was not taught", () => {
  it("takes a town the contract's object names as naming it, not as the term asked", () => {
    const found = bestPassage(
      SERVICE,
      SERVICE_NAMES,
      "what day of the month is the kotabaru garden fee due",
    );
    expect(found?.asked.naming).toContain("kotabaru");
    expect(found?.fact).toBe("tanggal 12");
  });

  it("finds a sum asked per month where a contract writes 'setiap bulan'", () => {
    const found = bestPassage(
      SERVICE,
      SERVICE_NAMES,
      "biaya perawatan taman contoh asri per bulan brp",
    );
    expect(found?.passage.heading).toBe("Pasal 3 NILAI DAN PEMBAYARAN");
    expect(found?.fact).toContain("Rp7.500.000,00");
  });

  it("reads how long a contract lasts or runs as its term", () => {
    for (const question of [
      "how long does the contoh asri garden contract last",
      "kontrak taman contoh asri berlaku brp tahun",
    ]) {
      expect(bestPassage(SERVICE, SERVICE_NAMES, question)?.passage.heading).toBe(
        "Pasal 2 JANGKA WAKTU",
      );
    }
  });

  it("reads a breach said as breaking and fixing, and no period without its number", () => {
    const found = bestPassage(
      SERVICE,
      SERVICE_NAMES,
      "if contoh asri breaks the garden contract how long do they get to fix it",
    );
    expect(found?.fact).toBe("21 (dua puluh satu) hari");
  });
});

describe("the contract's own term", () => {
  it("is read in the article headed by it, not where another article says 'for the term'", () => {
    const contract = [
      "LOREM SUPPORT AGREEMENT",
      "Between Contoh Ipsum Ltd and Contoh Dolor Ltd.",
      "1. SCOPE",
      "The Provider shall support the Client's computers.",
      "2. TERM",
      "This Agreement shall commence on 1 May 2025 and remain in force for a period of eighteen (18) months.",
      "The Parties may extend the Agreement by a written amendment signed before its expiry.",
      "3. FEES",
      "The fee is IDR 1,000,000 a month for the term.",
      "The Client shall pay within fourteen (14) days of an invoice.",
      "4. LANGUAGE",
      "This Agreement is made in English and Bahasa Indonesia; in the event of any inconsistency, the English version shall prevail.",
    ].join("\n");
    const names = "Contoh Ipsum Ltd Contoh Dolor Ltd LOREM SUPPORT AGREEMENT";
    expect(bestPassage(contract, names, "how long does the ipsum agreement last")?.fact).toBe(
      "eighteen (18) months",
    );
    expect(
      bestPassage(contract, names, "bahasa yg berlaku di perjanjian ipsum kalau beda tafsir")
        ?.passage.heading,
    ).toBe("4. LANGUAGE");
  });
});
