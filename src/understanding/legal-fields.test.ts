import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "./document-lines.ts";
import { extractLegalFields } from "./legal-fields.ts";
import { groupRows } from "./rows.ts";
import type { Language } from "../contracts/languages.ts";

const legal = (text: string, language: Language | null = "en") =>
  extractLegalFields(groupRows(documentLines(documentFromText(text, language))), language).fields;

describe("extractLegalFields: dates", () => {
  it("takes the agreement's own date as its effective date when none other is stated", () => {
    const fields = legal(
      "DISTRIBUTION AGREEMENT\nThis Agreement is made and entered into as of June 8, 2010.\n" +
        "This Agreement shall remain in effect for three (3) years from the Effective Date.",
    );
    expect(fields.effective_date?.value).toBe("2010-06-08");
    expect(fields.expiry_date?.value).toBe("2013-06-08");
  });

  it("ends an English contract under Indonesian law the day before the anniversary", () => {
    const text =
      "IT SERVICES AGREEMENT\nThis Agreement is made on 1 March 2025.\n" +
      "This Agreement shall commence on 15 March 2025 and continue for a period of twelve (12) months.\n" +
      "This Agreement is governed by the laws of the Republic of Indonesia.";
    expect(legal(text).expiry_date?.value).toBe("2026-03-14");
    const newYork = text.replace("the Republic of Indonesia", "the State of New York");
    expect(legal(newYork).expiry_date?.value).toBe("2026-03-15");
  });
});

describe("extractLegalFields: numeric dates in the contract's own order", () => {
  it("reads an American contract's opening and closing dates month first", () => {
    const opening =
      "CONSULTING AGREEMENT\nThis Consulting Agreement, dated as of 3/4/2021, is between Larkspur Metrics, Inc. and Tobin Reyes.\n" +
      "This Agreement shall remain in effect for two (2) years from the date hereof.\n" +
      "This Agreement is governed by the laws of the State of Ohio.";
    expect(legal(opening).date?.value).toBe("2021-03-04");
    expect(legal(opening).expiry_date?.value).toBe("2023-03-04");
    const undated =
      "CONSULTING AGREEMENT\nLarkspur Metrics, Inc. engages Tobin Reyes as an advisor.\n" +
      "The advisor shall report monthly.\n".repeat(3) +
      "This Agreement is governed by the laws of the State of Ohio.\n" +
      "IN WITNESS WHEREOF, the parties executed this Agreement on 3/4/2021.";
    expect(legal(undated).date?.value).toBe("2021-03-04");
  });
});

describe("extractLegalFields: an amendment's own date", () => {
  it("takes the amendment's date, not the date of the agreement it amends", () => {
    for (const opening of [
      'AMENDMENT NO. 1\nThis Amendment No. 1 to the Hauling Services Agreement dated March 3, 2016 (the "Agreement") is made as of August 20, 2018 between Orrin Bell Logistics, Inc. and Sallow Creek Farms LLC.',
      "FIRST AMENDMENT\nThis First Amendment amends that certain Lease, dated as of March 3, 2016, and is entered into on August 20, 2018 by Orrin Bell Logistics, Inc. and Sallow Creek Farms LLC.",
    ]) {
      const fields = legal(opening);
      expect(fields.date?.value).toBe("2018-08-20");
      expect(fields.effective_date?.value).toBe("2018-08-20");
    }
  });

  it("falls back on the amended agreement's date when the amendment gives none", () => {
    const fields = legal(
      "AMENDMENT\nThis Amendment to the Hauling Services Agreement dated March 3, 2016 is made between Orrin Bell Logistics, Inc. and Sallow Creek Farms LLC.",
    );
    expect(fields.date?.value).toBe("2016-03-03");
  });
});

describe("extractLegalFields: a long contract dated only by its signatures", () => {
  const opening =
    'SERVICES AGREEMENT\nThis Agreement is made by and between Orrin Bell Logistics, Inc. ("Orrin") and Sallow Creek Farms LLC ("Sallow").';
  // Clauses enough to put the signatures past the opening's reach.
  const clauses = Array.from(
    { length: 100 },
    (_, index) =>
      `5.${index + 1} Sallow shall keep a log of each collection and show it to Orrin on request.`,
  );
  const withEnd = (...lines: string[]) => [opening, ...lines, ...clauses].join("\n");

  it("takes the date the parties signed or dated it at the end", () => {
    for (const end of [
      "IN WITNESS WHEREOF, the parties have executed this Agreement as of 9 October 2019.",
      "This Agreement is dated October 9, 2019.",
      "Signed by the parties on the 9th day of October, 2019.",
    ]) {
      const fields = legal(
        withEnd("1. TERM", "This Agreement shall remain in effect for two (2) years.") +
          `\n${end}\nORRIN BELL LOGISTICS, INC.\nBy: /s/ Ida Morrow`,
      );
      expect(fields.date?.value).toBe("2019-10-09");
      expect(fields.effective_date?.value).toBe("2019-10-09");
      expect(fields.expiry_date?.value).toBe("2021-10-09");
    }
  });

  it("counts a term from the date hereof from the effective date, not a signer's date", () => {
    const text = [
      opening,
      ...clauses,
      "9. TERM",
      "This Agreement shall take effect on 1 November 2019 and shall remain in force for three (3) years from the date hereof.",
      "Date: 14 November 2019",
      "By: /s/ Ida Morrow",
    ].join("\n");
    const fields = legal(text);
    expect(fields.date?.value).toBe("2019-11-14");
    expect(fields.effective_date?.value).toBe("2019-11-01");
    expect(fields.expiry_date?.value).toBe("2022-11-01");
  });
});

describe("extractLegalFields: parties", () => {
  it("reads an English contract's parties from its 'by and between' block", () => {
    const fields = legal(
      "DISTRIBUTOR AGREEMENT\nThis Agreement is made by and between Airspan Networks Incorporated, a company\n" +
        "incorporated under the laws of the State of Washington having its principal office at 777 108th Avenue NE,\n" +
        'Bellevue, Washington 98004 ("Airspan") and GLS LLC, ("Distributor") a limited liability company.\n' +
        'Airspan Products, hereinafter called the "Products", are described in Schedule I.',
    );
    expect(fields.primary_party?.value).toBe("Airspan Networks Incorporated");
    expect(fields.counterparty?.value).toBe("GLS LLC");
  });

  it("keeps the Indonesian party block first", () => {
    const fields = legal(
      "PERJANJIAN KERJA SAMA\nYang bertanda tangan di bawah ini:\n" +
        '1. PT Sinar Abadi, berkedudukan di Jakarta, selanjutnya disebut "PIHAK PERTAMA";\n' +
        '2. CV Karya Mandiri, berkedudukan di Bandung, selanjutnya disebut "PIHAK KEDUA".\n' +
        "Kerja sama ini dibuat antara para pihak dan mitra lain.",
      "id",
    );
    expect(fields.primary_party?.value).toBe("PT Sinar Abadi");
    expect(fields.counterparty?.value).toBe("CV Karya Mandiri");
  });

  it("takes the company a signatory acts for, and a role cue broken over lines", () => {
    const fields = legal(
      "PERJANJIAN SEWA KENDARAAN\nyang bertanda tangan di bawah ini:\n" +
        "1. Hasan Basri, selaku Direktur, bertindak untuk dan atas nama CV Trans Mandiri Rental,\n" +
        "berkedudukan di Palembang, Selanjutnya.\ndisebut “PIHAK PERTAMA”;\n" +
        "2. Rina Marlina, selaku Manajer Umum, bertindak untuk dan atas\nnama PT Bumi Hijau Agrindo, berkedudukan di Palembang, selanjutnya\n" +
        "disebut “PIHAK KEDUA”.",
      "id",
    );
    expect(fields.primary_party?.value).toBe("CV Trans Mandiri Rental");
    expect(fields.counterparty?.value).toBe("PT Bumi Hijau Agrindo");
  });

  it("takes the listed name whole where a line break cut it after 'atas nama'", () => {
    const fields = legal(
      "PERJANJIAN KERJA SAMA PEMASARAN\noleh dan antara:\n" +
        "1. PT Boga Rasa Nusantara, berkedudukan di Bandung, selanjutnya disebut “PIHAK PERTAMA”.\n" +
        "2. CV Mitra Kreatif Digital, suatu persekutuan komanditer, diwakili oleh Nadia selaku Direktur, bertindak untuk dan atas nama CV Mitra Kreatif\n" +
        "Digital, selanjutnya disebut “PIHAK KEDUA”.",
      "id",
    );
    expect(fields.counterparty?.value).toBe("CV Mitra Kreatif Digital");
  });

  it("ends a company's name before the authority it acts under ('berdasarkan Surat Kuasa …')", () => {
    const fields = legal(
      "PERJANJIAN KERJA WAKTU TERTENTU\nPada hari ini telah dibuat perjanjian antara:\n" +
        "1. Budi Santoso, Manajer SDM, bertindak untuk dan atas nama PT Karya Boga Lestari berdasarkan Surat Kuasa Direksi No. 07/SK/2025,\n" +
        'berkedudukan di Bandung, selanjutnya disebut "PIHAK PERTAMA";\n' +
        '2. Ani Wulandari, bertempat tinggal di Cimahi, selanjutnya disebut "PIHAK KEDUA".',
      "id",
    );
    expect(fields.primary_party?.value).toBe("PT Karya Boga Lestari");
    expect(fields.counterparty?.value).toBe("Ani Wulandari");
  });

  it("reads a person's name from a 'Nama :' line that OCR broke with a bar", () => {
    const fields = legal(
      "SURAT KUASA\nYang bertanda tangan di bawah ini:\nNama : Joko Widodo\nJabatan : Direktur\n" +
        "dalam hal ini bertindak untuk dan atas nama PT Terang Abadi, selanjutnya disebut \u201cPEMBERI KUASA\u201d.\n" +
        "Dengan ini memberikan kuasa kepada:\nNama | : Dewi Lestari | |\nJabatan : Staf Keuangan\n" +
        "Alamat : Jl. Melati No. 3, Jakarta\nselanjutnya disebut \u201cPENERIMA KUASA\u201d.",
      "id",
    );
    expect(fields.primary_party?.value).toBe("PT Terang Abadi");
    expect(fields.counterparty?.value).toBe("Dewi Lestari");
  });
});

describe("extractLegalFields: governing law", () => {
  it("takes the law a sentence makes the contract's own, not where a party was established", () => {
    const text =
      "MUTUAL NON-DISCLOSURE AGREEMENT\n" +
      "(2) PT Cipta Data Solusi, a limited liability company established under the laws of the Republic of Indonesia.\n" +
      "7. GOVERNING LAW\nThis Agreement shall be governed by and construed in accordance with the laws of the Republic of Singapore.";
    expect(legal(text).governing_law?.value).toBe("Singapore");
  });

  it("takes Indonesian law where the contract submits to it, in either language", () => {
    const indonesian =
      "PERJANJIAN SEWA\nPara Pihak adalah badan hukum yang didirikan menurut hukum Republik Indonesia.\n" +
      "Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia.";
    expect(legal(indonesian, "id").governing_law?.value).toBe("Indonesia");
  });

  it("reads Indonesian law named across a line break", () => {
    const text =
      "NOTA KESEPAHAMAN\nPT Agro didirikan berdasarkan hukum Negara Republik Indonesia.\n" +
      "Nota Kesepahaman ini tunduk pada hukum Negara Republik\nIndonesia.";
    const law = legal(text, "id").governing_law;
    expect(law?.value).toBe("Indonesia");
    expect(law?.source?.text).toContain("tunduk");
  });

  it("counts Indonesian law named without such words only when no other law is", () => {
    expect(legal("SERVICE AGREEMENT\nIndonesian law applies.").governing_law?.value).toBe(
      "Indonesia",
    );
  });
});

describe("extractLegalFields: a power of attorney", () => {
  it("is signed on the 'place, date' line and runs from then to the date it names", () => {
    const text = [
      "SURAT KUASA",
      "Nomor: 021/SK/MSE/VI/2025",
      "Yang bertanda tangan di bawah ini: Rudy Hartanto, bertindak untuk dan atas nama PT Maju Sejahtera Elektrik, selanjutnya disebut “PEMBERI KUASA”.",
      "Dengan ini memberikan kuasa kepada Siti Rahmawati, selanjutnya disebut “PENERIMA KUASA”.",
      "Surat kuasa ini berlaku sejak tanggal ditandatangani sampai dengan",
      "tanggal 31 Desember 2025.",
      "ee Jakarta, 2 Juni 2025 : .",
      "PENERIMA KUASA PEMBERI KUASA",
    ].join("\n");
    const fields = legal(text, "id");
    expect(fields.date?.value).toBe("2025-06-02");
    expect(fields.effective_date?.value).toBe("2025-06-02");
    expect(fields.expiry_date?.value).toBe("2025-12-31");
  });
});

describe("extractLegalFields: the agreement's date from where it was signed", () => {
  it("takes 'signed at <place> on <date>' when the opening gives no date", () => {
    const text = [
      "EMPLOYMENT AGREEMENT",
      "BETWEEN: Maple Works Pte. Ltd. (the Employer) and Rina Sari (the Employee).",
      "1. TERM",
      "This Agreement commences on 1 August 2025 and expires on 31 July 2026.",
      "Signed at Bandung on 28 July 2025",
    ].join("\n");
    expect(legal(text).date?.value).toBe("2025-07-28");
  });

  it("takes 'Ditandatangani di <place>, <date>' in an Indonesian contract", () => {
    const text = [
      "PERJANJIAN KERJA SAMA",
      "Jangka waktu perjanjian ini adalah 1 (satu) tahun, dimulai pada tanggal 1 Agustus 2025.",
      "Ditandatangani di Medan, 20/07/2025",
    ].join("\n");
    const fields = legal(text, "id");
    expect(fields.date?.value).toBe("2025-07-20");
    expect(fields.effective_date?.value).toBe("2025-08-01");
    expect(fields.expiry_date?.value).toBe("2026-07-31");
  });

  it("reads a deed's opening date written in words", () => {
    const text = [
      "PERJANJIAN SEWA MENYEWA",
      "Pada hari ini, Senin, tanggal sepuluh (10) bulan Maret tahun 2025, bertempat di Bogor:",
      "Perjanjian ini berlaku sejak ditandatangani oleh Para Pihak untuk masa 1 (satu) tahun.",
    ].join("\n");
    const fields = legal(text, "id");
    expect(fields.date?.value).toBe("2025-03-10");
    expect(fields.expiry_date?.value).toBe("2026-03-09");
  });
});

describe("extractLegalFields: contract value", () => {
  it("takes the whole term's sum over the yearly rent stated first", () => {
    const text =
      "PERJANJIAN SEWA RUKO\nHarga sewa Ruko disepakati sebesar Rp85.000.000,00 (delapan puluh lima juta rupiah) per tahun, " +
      "sehingga seluruhnya berjumlah Rp170.000.000,00 (seratus tujuh puluh juta rupiah) untuk 2 (dua) tahun.";
    expect(legal(text, "id").contract_value?.value).toBe(170_000_000);
  });

  it("takes no value from a rate alone: a wage or a rent per period, in either language", () => {
    const wage =
      "PERJANJIAN KERJA WAKTU TERTENTU\nPIHAK KEDUA menerima upah pokok sebesar Rp 7.250.000 setiap bulan.";
    expect(legal(wage, "id").contract_value).toBeUndefined();
    const rent =
      "SERVICES AGREEMENT\nThe Client shall pay a fee of USD 3,400 per month, exclusive of taxes.";
    expect(legal(rent, "en").contract_value).toBeUndefined();
    const stated = `${rent} The total contract value of USD 40,800 is payable monthly.`;
    expect(legal(stated, "en").contract_value?.value).toBe(40_800);
  });

  it("takes no minimum purchase, deposit or penalty as the value, but the total beside them", () => {
    const text =
      "DISTRIBUTION AGREEMENT\nThe Distributor shall buy a minimum purchase volume of IDR 500,000,000 each quarter. " +
      "Perjanjian ini disertai uang jaminan sebesar Rp 25.000.000 dan denda keterlambatan sebesar Rp 1.000.000.";
    expect(legal(text, "en").contract_value).toBeUndefined();
    const withTotal = `${text} The total contract value of IDR 2,000,000,000 covers the term.`;
    expect(legal(withTotal, "en").contract_value?.value).toBe(2_000_000_000);
  });

  it("lets the amount in words prevail over a figure a scan broke", () => {
    const text =
      "PERJANJIAN SEWA KENDARAAN\nselama 6 (enam) bulan seluruhnya berjumlah Rp162. 000.000,00 (seratus enam puluh\ndua juta rupiah).";
    const value = legal(text, "id").contract_value;
    expect(value?.value).toBe(162_000_000);
    expect(value?.confidence).toBeLessThan(0.75);
  });
});
