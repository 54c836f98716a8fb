import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { groupRows } from "../rows.ts";
import { withoutSpecks } from "../name-specks.ts";
import { nameCandidates } from "./candidates.ts";

describe("a name among the specks of a noisy scan", () => {
  it("drops marks and stray letters OCR read around a name", () => {
    expect(withoutSpecks('. "ll. SEROJA PARKING © . Lo.')).toBe("SEROJA PARKING");
    expect(withoutSpecks("a ©: TOKO BINTANG TERANG =")).toBe("TOKO BINTANG TERANG");
    expect(withoutSpecks("Se .S APOTEK KENANGA : . 8 SS")).toBe("APOTEK KENANGA");
    expect(withoutSpecks("... WARUNG ANGGREK . . 3")).toBe("WARUNG ANGGREK");
    expect(withoutSpecks("6 . oy : Bengkel Contoh")).toBe("Bengkel Contoh");
    expect(withoutSpecks("Ce TOKO CONTOH")).toBe("TOKO CONTOH");
    expect(withoutSpecks('Rb I ". TOKO CONTOH')).toBe("TOKO CONTOH");
  });

  it("offers no name from a line labelling the payer", () => {
    const rows = groupRows(
      documentLines(documentFromText("Tclah diterima dari : Budi Contoh\nTOKO CONTOH")),
    );
    expect(nameCandidates(rows).map((candidate) => candidate.value)).toEqual(["TOKO CONTOH"]);
  });

  it("keeps legal forms, titles, numbers and a name's own short words", () => {
    expect(withoutSpecks("PT Cahaya Lestari")).toBe("PT Cahaya Lestari");
    expect(withoutSpecks("Dr. Wulan Dental Clinic")).toBe("Dr. Wulan Dental Clinic");
    expect(withoutSpecks("Kedai Pak Ali & Co")).toBe("Kedai Pak Ali & Co");
    expect(withoutSpecks("Minimarket 88")).toBe("Minimarket 88");
    expect(withoutSpecks(". . ©")).toBe(". . ©");
  });

  it("takes the name, and no labelled date, from the rows of a slip specks surround", () => {
    const rows = groupRows(
      documentLines(
        documentFromText(
          "a ©: APOTEK CEMPAKA =\nJl. Flamboyan No. 12\n: . Tgl: 03 Mar 2025 09:15 So\nTOTAL 41.000",
        ),
      ),
    );
    const names = nameCandidates(rows)
      .filter((candidate) => !candidate.joined)
      .map((candidate) => candidate.value);
    expect(names).toEqual(["APOTEK CEMPAKA", "Jl. Flamboyan"]);
  });

  it("keeps a possessive's apostrophe in a shop's name", () => {
    const rows = groupRows(
      documentLines(documentFromText("RINA'S BAKERY\nKedai Pak Li’s\nTOTAL 9.50")),
    );
    const names = nameCandidates(rows).map((candidate) => candidate.value);
    expect(names).toContain("RINA'S BAKERY");
    expect(names).toContain("Kedai Pak Li's");
  });
});
