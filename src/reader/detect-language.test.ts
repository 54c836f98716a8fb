import { describe, expect, it } from "vitest";
import { detectLanguage } from "./detect-language.ts";

describe("detectLanguage", () => {
  it("reads an Indonesian invoice as Indonesian", () => {
    const faktur =
      "FAKTUR No. INV/2025/10/0042\nTanggal: 14 Oktober 2025\nJatuh tempo: 13 November 2025\n" +
      "Kepada: PT Maju Bersama\nJumlah yang harus dibayar Rp 1.110.000\nTerima kasih atas pembayaran Anda";
    expect(detectLanguage(faktur)?.language).toBe("id");
  });

  it("reads an English contract clause as English", () => {
    const clause =
      "This Agreement shall be effective from the date of signature and shall remain in force " +
      "until terminated by either party with thirty days written notice.";
    const guess = detectLanguage(clause);
    expect(guess?.language).toBe("en");
    expect(guess?.confidence).toBeGreaterThan(0.8);
  });

  it("reads an Indonesian contract clause as Indonesian", () => {
    const pasal =
      "Perjanjian ini berlaku sejak tanggal ditandatangani oleh Para Pihak dan berlaku selama " +
      "2 (dua) tahun terhitung sejak tanggal tersebut.";
    expect(detectLanguage(pasal)?.language).toBe("id");
  });

  it("does not guess from numbers, names or shared words alone", () => {
    expect(detectLanguage("PT Sumber Makmur 1.500.000 TOTAL INVOICE 2025")).toBeNull();
    expect(detectLanguage("")).toBeNull();
  });

  it("follows the majority in mixed text", () => {
    const mixed =
      "Invoice for services / Tagihan untuk jasa konsultasi dan pelatihan yang telah diberikan " +
      "kepada pihak pertama pada bulan Oktober";
    expect(detectLanguage(mixed)?.language).toBe("id");
  });
});
