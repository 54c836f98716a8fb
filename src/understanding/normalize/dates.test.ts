import { describe, expect, it } from "vitest";
import { addDuration, findDateRange, findDates, parseDate, parseDuration } from "./dates.ts";

describe("parseDate", () => {
  it.each([
    ["14/10/2025", "2025-10-14"],
    ["14-10-2025", "2025-10-14"],
    ["14.10.2025", "2025-10-14"],
    ["14-10-25", "2025-10-14"],
    ["14.10.25", "2025-10-14"],
    ["12/1/2025", "2025-01-12"],
    ["5/1/2025", "2025-01-05"],
    ["14 / 10 / 2025", "2025-10-14"],
    ["2025-10-14", "2025-10-14"],
    ["2025/10/14", "2025-10-14"],
    ["2025-10-14T09:30:00+07:00", "2025-10-14"],
    ["14 Oktober 2025", "2025-10-14"],
    ["14 Okt 2025", "2025-10-14"],
    ["14 okt. 2025", "2025-10-14"],
    ["14 OKTOBER 2025", "2025-10-14"],
    ["Senin, 14 Oktober 2025", "2025-10-14"],
    ["Jum'at, 17 Oktober 2025", "2025-10-17"],
    ["tgl. 5 Agt 2025", "2025-08-05"],
    ["Tanggal: 12 Agu 2025", "2025-08-12"],
    ["1 Ags 2025", "2025-08-01"],
    ["3 Agustus 2025", "2025-08-03"],
    ["1 Januari 2025", "2025-01-01"],
    ["28 Feb 2025", "2025-02-28"],
    ["10 Pebruari 2025", "2025-02-10"],
    ["31 Maret 2025", "2025-03-31"],
    ["30 Apr 2025", "2025-04-30"],
    ["1 Mei 2025", "2025-05-01"],
    ["15 Juni 2025", "2025-06-15"],
    ["15 Jun 2025", "2025-06-15"],
    ["17 Juli 2025", "2025-07-17"],
    ["2 Sep 2025", "2025-09-02"],
    ["2 Sept 2025", "2025-09-02"],
    ["10 Nopember 2025", "2025-11-10"],
    ["25 Des 2025", "2025-12-25"],
    ["12-Jan-2025", "2025-01-12"],
    ["14-Oct-25", "2025-10-14"],
    ["14 Okt '25", "2025-10-14"],
    ["Jatuh tempo: 13 November 2025", "2025-11-13"],
    ["October 14, 2025", "2025-10-14"],
    ["Oct 14 2025", "2025-10-14"],
    ["Oct. 14, 2025", "2025-10-14"],
    ["Monday, October 14th, 2025", "2025-10-14"],
    ["14th October 2025", "2025-10-14"],
    ["1st of May 2025", "2025-05-01"],
    ["Dec 3, 2024", "2024-12-03"],
    ["29 Februari 2024", "2024-02-29"],
    [
      "Pada hari ini, Senin, tanggal 13 (tiga belas) bulan Januari tahun 2025 (dua ribu dua puluh lima)",
      "2025-01-13",
    ],
    ["tanggal 24. (dua puluh empat) bulan April tahun 2025", "2025-04-24"],
  ])("reads %j as %s", (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it("reads month first only when day first is impossible or asked for", () => {
    expect(parseDate("10/25/2025")).toBe("2025-10-25");
    expect(parseDate("05/10/2025")).toBe("2025-10-05");
    expect(parseDate("05/10/2025", { dayFirst: false })).toBe("2025-05-10");
    expect(parseDate("25/10/2025", { dayFirst: false })).toBe("2025-10-25");
    expect(parseDate("14 Oktober 2025", { dayFirst: false })).toBe("2025-10-14");
  });

  it("gives a date without a year the reference's year, and skips it without one", () => {
    expect(parseDate("14 Okt", { reference: new Date("2024-03-01T00:00:00Z") })).toBe("2024-10-14");
    expect(parseDate("14 Okt")).toBeNull();
    expect(parseDate("14 Okt 25")).toBeNull();
  });

  it.each([
    ["31/02/2025"],
    ["29 Februari 2025"],
    ["32 Januari 2025"],
    ["31 April 2025"],
    ["13/13/2025"],
    ["00/10/2025"],
    ["2025-13-01"],
    ["14/10/1850"],
    [""],
    ["tanpa tanggal"],
    ["Oktober 2025"],
    ["Tahun 2025"],
    ["INV/2025/10/14"],
    ["INV-2025-10-14"],
    ["Rp 1.500.000"],
    ["1.500.000,00"],
    ["NPWP 01.234.567.8-901.000"],
    ["0812-3456-7890"],
    ["pukul 14.30.00"],
    ["versi 1.2.3"],
    ["2 (dua) tahun"],
    ["5 Mei 10:00"],
  ])("finds no date in %j", (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe("findDates", () => {
  it("finds every date on a line with its place", () => {
    expect(findDates("Tanggal faktur: 14/10/2025, jatuh tempo 13 November 2025")).toEqual([
      { iso: "2025-10-14", start: 16, end: 26, text: "14/10/2025" },
      { iso: "2025-11-13", start: 40, end: 56, text: "13 November 2025" },
    ]);
  });

  it("keeps the weekday in the span", () => {
    expect(findDates("Senin, 14 Oktober 2025")[0]?.text).toBe("Senin, 14 Oktober 2025");
  });

  it("reads two dates where a month name stands between days", () => {
    expect(findDates("1 Mei 2025 dan 15 Juni 2025").map((date) => date.iso)).toEqual([
      "2025-05-01",
      "2025-06-15",
    ]);
  });

  it("reads a till's date with its time glued on, but not a longer number", () => {
    expect(findDates("12.04.25-19:42 2504-0412-0087").map((date) => date.iso)).toEqual([
      "2025-04-12",
    ]);
    expect(findDates("12.04.25-1942")).toEqual([]);
  });

  it("does not read a bare day before the next date as a two-digit year", () => {
    expect(findDates("1 Mei 15 Juni 2025").map((date) => date.iso)).toEqual(["2025-06-15"]);
  });

  it("stays quick on long lines", () => {
    const line = "1/".repeat(5000) + " 14 Oktober ".repeat(2000) + "Senin, ".repeat(2000);
    const started = performance.now();
    findDates(line);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe("parseDuration", () => {
  it.each([
    ["2 (dua) tahun", { years: 2, months: 0, days: 0 }],
    ["24 (dua puluh empat) bulan", { years: 0, months: 24, days: 0 }],
    ["30 (tiga puluh) hari kalender", { years: 0, months: 0, days: 30 }],
    [
      "untuk jangka waktu 2 (dua) tahun terhitung sejak 1 Januari 2025",
      { years: 2, months: 0, days: 0 },
    ],
    ["1 tahun 6 bulan", { years: 1, months: 6, days: 0 }],
    ["1 (satu) tahun dan 6 (enam) bulan", { years: 1, months: 6, days: 0 }],
    ["dua belas bulan", { years: 0, months: 12, days: 0 }],
    ["setahun", { years: 1, months: 0, days: 0 }],
    ["selama 2 minggu", { years: 0, months: 0, days: 14 }],
    ["a period of three (3) years", { years: 3, months: 0, days: 0 }],
    ["sixty (60) days", { years: 0, months: 0, days: 60 }],
    ["thirty (30) calendar days", { years: 0, months: 0, days: 30 }],
    ["one year and six months", { years: 1, months: 6, days: 0 }],
    ["for 18 months", { years: 0, months: 18, days: 0 }],
    ["within twenty-one days", { years: 0, months: 0, days: 21 }],
    ["Term: 3 years, 2 months", { years: 3, months: 2, days: 0 }],
  ])("reads %j", (text, duration) => {
    expect(parseDuration(text)).toEqual(duration);
  });

  it("reads only the first duration", () => {
    expect(parseDuration("masa sewa 2 tahun; pemberitahuan 30 hari sebelumnya")).toEqual({
      years: 2,
      months: 0,
      days: 0,
    });
  });

  it.each([
    ["2 (tiga) tahun"],
    ["three (4) years"],
    ["14 hari kerja"],
    ["10 business days"],
    ["tanggal 13 (tiga belas) bulan Januari tahun 2025"],
    ["Tahun 2025"],
    ["tanpa jangka waktu"],
    [""],
    ["Rp 1.500.000"],
  ])("finds no duration in %j", (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe("addDuration", () => {
  const years = (n: number) => ({ years: n, months: 0, days: 0 });
  const months = (n: number) => ({ years: 0, months: n, days: 0 });
  const days = (n: number) => ({ years: 0, months: 0, days: n });

  it("adds plainly by default", () => {
    expect(addDuration("2025-01-01", years(2))).toBe("2027-01-01");
    expect(addDuration("2025-01-31", months(1))).toBe("2025-02-28");
    expect(addDuration("2024-01-31", months(1))).toBe("2024-02-29");
    expect(addDuration("2024-02-29", years(1))).toBe("2025-02-28");
    expect(addDuration("2025-11-15", months(3))).toBe("2026-02-15");
    expect(addDuration("2025-12-20", days(30))).toBe("2026-01-19");
    expect(addDuration("2025-01-01", { years: 1, months: 6, days: 10 })).toBe("2026-07-11");
  });

  it("ends a term the day before its anniversary when the start day counts", () => {
    expect(addDuration("2025-01-01", years(2), { inclusive: true })).toBe("2026-12-31");
    expect(addDuration("2025-06-01", years(1), { inclusive: true })).toBe("2026-05-31");
    expect(addDuration("2025-03-01", months(1), { inclusive: true })).toBe("2025-03-31");
    expect(addDuration("2025-02-01", months(1), { inclusive: true })).toBe("2025-02-28");
    expect(addDuration("2025-01-01", days(30), { inclusive: true })).toBe("2025-01-30");
    expect(addDuration("2025-01-01", months(24), { inclusive: true })).toBe("2026-12-31");
  });

  it("ends at the month's last day when the anniversary does not exist", () => {
    expect(addDuration("2025-01-31", months(1), { inclusive: true })).toBe("2025-02-28");
    expect(addDuration("2024-02-29", years(1), { inclusive: true })).toBe("2025-02-28");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => addDuration("14/10/2025", years(1))).toThrow(RangeError);
    expect(() => addDuration("2025-02-30", years(1))).toThrow(RangeError);
  });
});

describe("findDateRange", () => {
  it.each([
    ["1 Januari 2025 s/d 31 Desember 2025", "2025-01-01", "2025-12-31"],
    ["1 Januari 2025 s.d. 31 Desember 2025", "2025-01-01", "2025-12-31"],
    ["berlaku 1 Januari 2025 sampai dengan tanggal 31 Desember 2025", "2025-01-01", "2025-12-31"],
    ["periode 01/01/2025 - 31/12/2025", "2025-01-01", "2025-12-31"],
    ["dari 1 Maret 2025 hingga 28 Februari 2026", "2025-03-01", "2026-02-28"],
    ["from 1 June 2025 to 31 May 2026", "2025-06-01", "2026-05-31"],
    ["between 1 June 2025 and 31 May 2026", "2025-06-01", "2026-05-31"],
    ["antara tanggal 1 Juni 2025 dan 31 Mei 2026", "2025-06-01", "2026-05-31"],
    ["June 1, 2025 through May 31, 2026", "2025-06-01", "2026-05-31"],
    ["1–15 Mei 2025", "2025-05-01", "2025-05-15"],
    ["1-15 Mei 2025", "2025-05-01", "2025-05-15"],
    ["1 s/d 15 Mei 2025", "2025-05-01", "2025-05-15"],
    ["1 Mei – 15 Juni 2025", "2025-05-01", "2025-06-15"],
    ["1 Desember – 31 Januari 2026", "2025-12-01", "2026-01-31"],
    ["May 1–15, 2025", "2025-05-01", "2025-05-15"],
  ])("reads %j", (text, start, end) => {
    expect(findDateRange(text)).toEqual({ start, end });
  });

  it.each([
    ["31 Desember 2025 s/d 1 Januari 2025"],
    ["Tanggal 14 Oktober 2025"],
    ["14 Oktober 2025 dan 20 Oktober 2025"],
    ["Invoice 14/10/2025, due 13/11/2025"],
    ["20–10 Mei 2025"],
    [""],
  ])("finds no range in %j", (text) => {
    expect(findDateRange(text)).toBeNull();
  });
});

describe("European suppliers' dates", () => {
  it("reads French, Dutch and German month names and a comma set apart", () => {
    expect(parseDate("Facture du 02 Juillet 2015")).toBe("2015-07-02");
    expect(parseDate("Factuurdatum 8 maart 2022")).toBe("2022-03-08");
    expect(parseDate("Rechnungsdatum: 3. Dezember 2021")).toBe("2021-12-03");
    expect(parseDate("le 1 août 2020")).toBe("2020-08-01");
    expect(parseDate("Invoice Date: August 3 , 2014")).toBe("2014-08-03");
  });
});
