import { describe, expect, it } from "vitest";
import { parseQuestion } from "./parse-question.ts";
import { partyOfRole } from "./party-roles.ts";

const ask = (question: string) => parseQuestion(question, { today: "2025-07-15" });

describe("a contract's party asked by its role", () => {
  it.each([
    ["who is the tenant in the lease with zarvo kintal", "tenant", "zarvo kintal"],
    ["siapa penyewa di perjanjian sewa dengan zarvo kintal", "tenant", "zarvo kintal"],
    ["peminjamnya siapa di perjanjian pinjaman lumeri", "borrower", "lumeri"],
    ["who's the licensee of the brand licence agreement", "licensee", ""],
    ["siapa penerima kuasa di surat kuasa quarn", "attorney", "quarn"],
    ["who is the seller in the sale agreement with PT Velmora", "seller", "velmora"],
  ])("%s → the %s", (text, role, about) => {
    const question = ask(text);
    expect(question).toMatchObject({ kind: "field", role });
    if (question.kind !== "field") return;
    const described = [question.about.text, question.about.filters.party ?? ""].join(" ");
    expect(described.toLowerCase()).toContain(about);
  });

  it("leaves a bill's seller to the vendor cue, and a role asked nobody of to the clauses", () => {
    const seller = ask("who is the seller on the velmora invoice");
    expect(seller.kind === "field" && seller.field).toBe("vendor");
    expect(ask("what must the tenant repair under the lease").kind).not.toBe("field");
  });
});

describe("partyOfRole reads which party the contract gives the role", () => {
  const parties = { primary: "Ardan Peluso", counter: "CV Kintal Maju" };

  it("the party named in the sentence giving the role, in both languages", () => {
    const indonesian =
      "Ardan Peluso, bertempat tinggal di Jl. Rekaan No. 3, selanjutnya disebut “PIHAK PERTAMA” atau “Yang Menyewakan”;\n" +
      "CV Kintal Maju, berkedudukan di Kota Rekaan, selanjutnya disebut “PIHAK KEDUA” atau “Penyewa”.";
    expect(partyOfRole(indonesian, "tenant", parties)).toBe("CV Kintal Maju");
    expect(partyOfRole(indonesian, "landlord", parties)).toBe("Ardan Peluso");
    const english =
      "This agreement is between Ardan Peluso (the “Lender”) and CV Kintal Maju, hereinafter the “Borrower”.";
    expect(partyOfRole(english, "borrower", parties)).toBe("CV Kintal Maju");
  });

  it("a sentence naming only first or second party gives the role to that party", () => {
    const text =
      "Ardan Peluso, selanjutnya disebut PIHAK PERTAMA.\nCV Kintal Maju, selanjutnya disebut PIHAK KEDUA.\n" +
      "Pasal 1. PIHAK KEDUA selaku penyewa wajib membayar uang sewa.";
    expect(partyOfRole(text, "tenant", parties)).toBe("CV Kintal Maju");
  });

  it("reads a role broken over a line, and the verb a contract gives the party", () => {
    const text =
      '1. Ardan Peluso, beralamat di Jl. Rekaan No. 3, selanjutnya disebut "YANG\nMENYEWAKAN".\n' +
      '2. CV Kintal Maju, beralamat di Jl. Khayalan No. 9, selanjutnya disebut "PENYEWA".';
    expect(partyOfRole(text, "landlord", parties)).toBe("Ardan Peluso");
    expect(partyOfRole(text, "tenant", parties)).toBe("CV Kintal Maju");
    const employment =
      "Perjanjian Kerja antara Ardan Peluso (PIHAK PERTAMA) dan CV Kintal Maju (PIHAK KEDUA).\n" +
      "Pasal 1\nPIHAK PERTAMA mempekerjakan PIHAK KEDUA sebagai staf.";
    expect(partyOfRole(employment, "employer", parties)).toBe("Ardan Peluso");
  });

  it("reads a party's name from the opening when understanding stored none", () => {
    const employment =
      "Pada tanggal 3 Maret 2025 telah dibuat perjanjian antara CV Kintal Maju, diwakili oleh\n" +
      "Ardan Peluso, Direktur (PIHAK PERTAMA), dan Sela Marindra, NIK 3301010101010001,\n" +
      "beralamat di Jl. Rekaan 7 Kota Khayalan (PIHAK KEDUA).\n" +
      "Pasal 1. Pihak Kedua dipekerjakan sebagai staf gudang.";
    const unread = { primary: "CV Kintal Maju", counter: null };
    expect(partyOfRole(employment, "employee", unread)).toBe("Sela Marindra");
    expect(partyOfRole(employment, "employee", { primary: null, counter: null })).toBe(
      "Sela Marindra",
    );
  });

  it("says nothing when the text never names the role", () => {
    expect(partyOfRole("Ardan Peluso dan CV Kintal Maju sepakat.", "licensee", parties)).toBeNull();
  });
});
