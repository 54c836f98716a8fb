import { describe, expect, it } from "vitest";
import { spellOutQuestion } from "./spell-out-question.ts";

describe("spellOutQuestion", () => {
  it("writes out Indonesian chat shorthand", () => {
    expect(spellOutQuestion("brp total tagihan yg udah lewat thn ini")).toBe(
      "berapa total tagihan yang sudah lewat tahun ini",
    );
    expect(spellOutQuestion("kontrak apa aja dgn pt x")).toBe("kontrak apa saja dengan pt x");
    expect(spellOutQuestion("ngopi bulan ini brp")).toBe("kopi bulan ini berapa");
    expect(spellOutQuestion("kontrak yg paling cepet abis")).toBe(
      "kontrak yang paling cepat habis",
    );
    expect(spellOutQuestion("sc di kafe x brp")).toBe("service charge di kafe x berapa");
    expect(spellOutQuestion("berpa nota kedai zelmar")).toBe("berapa nota kedai zelmar");
    expect(spellOutQuestion("tagihan quorin brapaan")).toBe("tagihan quorin berapa");
    expect(spellOutQuestion("duit keluar buat wifi")).toBe("duit keluar untuk wifi");
    expect(spellOutQuestion("struk plg mahal, brp bnyk yg msh aktif")).toBe(
      "struk paling mahal, berapa banyak yang masih aktif",
    );
    expect(spellOutQuestion("jumlahin struk bensin")).toBe("jumlahkan struk bensin");
    expect(spellOutQuestion("bandingin 2 tagihan air")).toBe("bandingkan 2 tagihan air");
    expect(spellOutQuestion("tagihan air 2024 ama 2025")).toBe("tagihan air 2024 sama 2025");
    expect(spellOutQuestion("ppn dr faktur pajak")).toBe("ppn dari faktur pajak");
    expect(spellOutQuestion("resep dr Contoh")).toBe("resep dr Contoh");
    expect(spellOutQuestion("dp mesin giling varnhold brp")).toBe(
      "uang muka mesin giling varnhold berapa",
    );
    expect(spellOutQuestion("brp lama notice utk mutusin kontrak gudang")).toBe(
      "berapa lama notice untuk memutuskan kontrak gudang",
    );
    expect(spellOutQuestion("hrs ngasih tau brp hari sblmnya")).toBe(
      "harus memberi tahu berapa hari sebelumnya",
    );
    expect(spellOutQuestion("kontrak yg habis thn dpn, struk lbh dr 50rb")).toBe(
      "kontrak yang habis tahun depan, struk lebih dr 50rb",
    );
  });

  it("reads a kind of paper typed one letter off as that kind", () => {
    expect(spellOutQuestion("total reciepts from pharmacies")).toBe(
      "total receipts from pharmacies",
    );
    expect(spellOutQuestion("kontark yg habis, brp tagihn listrik")).toBe(
      "kontrak yang habis, berapa tagihan listrik",
    );
    expect(spellOutQuestion("how many invoces")).toBe("how many invoices");
    // Words of their own, names in capitals and short words stay as typed.
    expect(spellOutQuestion("nomor kontak vendor, who invoiced us")).toBe(
      "nomor kontak vendor, who invoiced us",
    );
    expect(spellOutQuestion("STRUKK nota")).toBe("STRUKK nota");
    expect(spellOutQuestion("faktur dari efaktur")).toBe("faktur dari efaktur");
  });

  it("writes out 'is' contracted after a question word, so no name takes it as a possessive", () => {
    expect(spellOutQuestion("the lease with Contoh, when's it ending")).toBe(
      "the lease with Contoh, when is it ending",
    );
    expect(spellOutQuestion("who’s the vendor")).toBe("who is the vendor");
    // A name's own possessive stays.
    expect(spellOutQuestion("Contoh's invoice")).toBe("Contoh's invoice");
  });

  it("puts back the apostrophe of an English contraction", () => {
    expect(spellOutQuestion("whats the total, which invoices arent due")).toBe(
      "what's the total, which invoices aren't due",
    );
  });

  it("leaves words in capitals, parts of other words and everything else as typed", () => {
    expect(spellOutQuestion("Brp invoice dari PT GA")).toBe("berapa invoice dari PT GA");
    expect(spellOutQuestion("tagihan bulanan ygn")).toBe("tagihan bulanan ygn");
  });

  it("writes a doubled word typed with a 2 in full, leaving codes alone", () => {
    expect(spellOutQuestion("rata2 struk kafe thn 2025")).toBe("rata-rata struk kafe tahun 2025");
    expect(spellOutQuestion("pajak PB2 dan A2")).toBe("pajak PB2 dan A2");
    expect(spellOutQuestion("grocery spend this yr")).toBe("grocery spend this year");
  });

  it("reads chat spellings of tahun, jumlah, sebagai and the '-an' comparatives", () => {
    expect(spellOutQuestion("jml struk taun lalu")).toBe("jumlah struk tahun lalu");
    expect(spellOutQuestion("dia kerja sbg apa")).toBe("dia kerja sebagai apa");
    expect(spellOutQuestion("tagihan air 2024 sama 2025 mahalan mana")).toBe(
      "tagihan air 2024 sama 2025 lebih mahal mana",
    );
    expect(spellOutQuestion("kafe ato resto banyakan mana")).toBe(
      "kafe ato resto lebih banyak mana",
    );
  });

  it("reads 'no' before a paper or a register as 'nomor', and leaves English 'no' alone", () => {
    expect(spellOutQuestion("no kontrak sewa gudang apa")).toBe("nomor kontrak sewa gudang apa");
    expect(spellOutQuestion("No. rekening vendor x brp")).toBe("nomor rekening vendor x berapa");
    expect(spellOutQuestion("no invoices due this week?")).toBe("no invoices due this week?");
    expect(spellOutQuestion("is there no contract with x")).toBe("is there no contract with x");
  });
});
