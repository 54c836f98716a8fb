import { describe, expect, it } from "vitest";
import { clauseMatch, isLegalTerm, stemsOf } from "./rank-passages.ts";

const LEASE = [
  "PERJANJIAN SEWA RUKO",
  "Para pihak sepakat atas hal-hal berikut.",
  "Pasal 3",
  "HARGA SEWA",
  "Harga sewa dibayar di muka. Keterlambatan pembayaran dikenakan denda 2% per bulan.",
  "Pasal 8",
  "PENGAKHIRAN",
  "Perjanjian ini dapat diakhiri dengan pemberitahuan tertulis 30 hari sebelumnya.",
].join("\n");

describe("a contract's clauses against the asked words", () => {
  it("finds one sentence holding every word, in the other language too", () => {
    expect(clauseMatch(LEASE, [["late"], ["penalty"]]).sentence).toBe(1);
    expect(clauseMatch(LEASE, [["notice"], ["termination"]])).toEqual({
      sentence: 1,
      heading: 0.5,
    });
  });

  it("counts the share one sentence holds when none holds all", () => {
    expect(clauseMatch(LEASE, [["denda"], ["arbitrase"]])).toEqual({ sentence: 0.5, heading: 0 });
    expect(clauseMatch(LEASE, [["asuransi"]])).toEqual({ sentence: 0, heading: 0 });
  });

  it("knows an article about the topic by its heading", () => {
    expect(clauseMatch(LEASE, [["pengakhiran"]]).heading).toBe(1);
    expect(clauseMatch(LEASE, [["denda"]]).heading).toBe(0);
  });
});

describe("terms of the legal vocabulary", () => {
  it.each(["denda", "termination", "keterlambatan", "force majeure", "jaminan"])(
    "%s is one",
    (word) => {
      expect(isLegalTerm(word)).toBe(true);
    },
  );

  it.each(["servis", "apotik", "listrik"])("%s is none", (word) => {
    expect(isLegalTerm(word)).toBe(false);
  });
});

describe("the forms a word shares with other forms of it", () => {
  it("reads a plural of four letters as its singular", () => {
    expect(stemsOf("days")).toContain("day");
    expect(stemsOf("fees")).toContain("fee");
    expect(clauseMatch("Payment is due within ten days.", [["day"], ["payment"]]).sentence).toBe(1);
  });

  it("keeps a word whose own last letter is s", () => {
    expect(stemsOf("less")).not.toContain("les");
    expect(stemsOf("plus")).not.toContain("plu");
    expect(stemsOf("this")).not.toContain("thi");
  });

  it("does not read a joining word made with se- as the word after it", () => {
    expect(stemsOf("sepanjang")).not.toContain("panjang");
    expect(stemsOf("sebelumnya")).not.toContain("belum");
    expect(stemsOf("seluasnya")).toContain("luas");
    const tenancy = "Penyewa menempati gudang sepanjang tahun.\nMasa sewa dapat diperpanjang.";
    expect(clauseMatch(tenancy, [["perpanjangan"], ["gudang"]]).sentence).toBe(0.5);
  });
});
