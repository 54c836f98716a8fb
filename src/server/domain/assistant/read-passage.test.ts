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

  it("pulls a rate, an amount or a period as the question asks", () => {
    const text =
      "Bunga 2% (dua persen) per bulan atas pinjaman Rp10.000.000,00 selama 12 (dua belas) bulan.";
    expect(factIn(text, "berapa persen bunganya")).toBe("2% (dua persen)");
    expect(factIn(text, "berapa pinjamannya")).toBe("Rp10.000.000,00");
    expect(factIn(text, "berapa lama pinjamannya")).toBe("12 (dua belas) bulan");
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
});
