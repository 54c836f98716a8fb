import { describe, expect, it } from "vitest";
import {
  closePageBreaks,
  findEffectiveDate,
  findExpiryDate,
  lengthFromStart,
  plainDates,
} from "./contract-term.ts";

const expiry = (text: string, effective: string | null = "2020-01-15", inclusive = false) =>
  findExpiryDate(text, { effective, agreed: null, inclusive })?.iso ?? null;

describe("plainDates", () => {
  it("reads the deed style and a full stop slipped in for the comma", () => {
    expect(plainDates("the 23rd day of September, 2016")).toBe("the 23 September, 2016");
    expect(plainDates("tanggal 1 bulan Mei tahun 2025")).toBe("1 Mei 2025");
    expect(plainDates("until March 18. 2021, unless")).toBe("until March 18, 2021, unless");
    expect(plainDates("UNTIL AUGUST 9. 2024, UNLESS")).toBe("UNTIL AUGUST 9, 2024, UNLESS");
  });

  it("reads the day of a deed's date written in words", () => {
    expect(plainDates("to be effective as of the first day of June, 2021.")).toBe(
      "to be effective as of the 1 June, 2021.",
    );
    expect(plainDates("the twenty-third day of March 2022")).toBe("the 23 March 2022");
    expect(plainDates("the first day of the month")).toBe("the first day of the month");
  });

  it("joins an ordinal's letters a PDF parted from its day, keeping the length", () => {
    expect(plainDates("entered into on June 7 th, 2019 by")).toBe(
      "entered into on June 7th , 2019 by",
    );
    expect(plainDates("before 30 th April 2018")).toBe("before 30th  April 2018");
    expect(plainDates("on the 2 nd floor")).toHaveLength("on the 2 nd floor".length);
  });

  it("reads a year written 'in the year' or 'A.D.'", () => {
    expect(plainDates("made on this 9th day of October in the year 2019 between")).toBe(
      "made on this 9 October, 2019 between",
    );
    expect(plainDates("the 2nd day of June, A.D. 2017")).toBe("the 2 June, 2017");
    expect(plainDates("signed in the year of our Lord 2018")).toBe(
      "signed in the year of our Lord 2018",
    );
  });

  it("reads a deed's date written in words with its figures in brackets", () => {
    expect(
      plainDates("Pada hari ini, Senin, tanggal dua puluh (20) bulan Januari tahun 2025, di"),
    ).toBe("Pada hari ini, Senin, 20 Januari 2025, di");
    expect(plainDates("tanggal lima (5) Maret tahun dua ribu dua puluh enam (2026)")).toBe(
      "5 Maret 2026",
    );
  });
});

// Every date and wording below is invented for these tests.
describe("a term clause written another way than most", () => {
  it("reads a clause in capitals: a length with its figure read as a letter", () => {
    expect(
      expiry("THIS AGREEMENT SHALL CONTINUE IN EFFECT FOR ONE (I) YEAR FROM THE EFFECTIVE DATE."),
    ).toBe("2021-01-15");
  });

  it("holds the day a term begins on whatever case or abbreviation the month has", () => {
    expect(
      expiry("The term shall begin on Feb. 1, 2020 and continue for a period of two (2) years."),
    ).toBe("2022-01-31");
    expect(expiry("THE TERM SHALL BEGIN ON FEBRUARY 1, 2020 AND CONTINUE FOR TWO (2) YEARS.")).toBe(
      "2022-01-31",
    );
  });

  it("reads the end after a label and a colon: 'Expiry Date: the 30th day of …'", () => {
    expect(
      expiry("Start Date: the 15th day of January, 2020\nExpiry Date: the 30th day of June, 2023"),
    ).toBe("2023-06-30");
  });
});

describe("a term stated after clauses that only look like it", () => {
  it("passes over an extension's length under the term's heading", () => {
    const text =
      "4. Term. This Agreement shall be extended automatically for a further three (3) years if the sales target is met.\n" +
      "9. Miscellaneous. This Agreement shall remain in effect for three (3) years from the Effective Date.";
    expect(expiry(text)).toBe("2023-01-15");
  });

  it("passes over the days a default may remain unremedied under the term's heading", () => {
    const text =
      "11. TERM AND TERMINATION\nEither party may end this Agreement for a default of the other that remains unremedied for a period of 45 days.\n" +
      "11.2 This Agreement shall remain in force for an initial period of two (2) years.";
    expect(expiry(text)).toBe("2022-01-15");
  });

  it("passes over a right to end it ('may be terminated … before the first anniversary')", () => {
    const text =
      "5. This Agreement may be terminated by either party on notice given no earlier than the first anniversary of the Effective Date.\n" +
      "12. Duration. This Agreement shall remain in effect until the fourth anniversary of the Effective Date.";
    expect(expiry(text)).toBe("2024-01-15");
  });
});

describe("a term's length said plainly", () => {
  it("reads a length the agreement 'lasts' or 'runs'", () => {
    expect(expiry("This Agreement will last two years unless ended sooner.")).toBe("2022-01-15");
  });

  it("reads a clause that opens with its length under a 'Term and Termination' heading", () => {
    expect(
      expiry("7. TERM AND TERMINATION\nFour (4) years from the Effective Date.\n8. FEES"),
    ).toBe("2024-01-15");
  });

  it("reads an 'End Date:' label and the end of the year an anniversary falls in", () => {
    expect(expiry("SCHEDULE B\nStart Date: February 1, 2020\nEnd Date: January 31, 2023")).toBe(
      "2023-01-31",
    );
    expect(
      expiry(
        "The Term shall expire on the last day of the calendar year in which the second anniversary of the Effective Date occurs.",
      ),
    ).toBe("2022-12-31");
  });

  it("counts a day of a calendar year from the start: 'December 31 of the second full calendar year following'", () => {
    expect(
      expiry(
        "The term of this Agreement shall end on December 31 of the second full calendar year following the Effective Date.",
      ),
    ).toBe("2022-12-31");
    expect(
      expiry("This Agreement expires on June 30 of the year in which the Commencement Date falls."),
    ).toBe("2020-06-30");
    expect(
      expiry("This Agreement shall expire at the end of the year in which the launch occurs."),
    ).toBe(null);
  });

  it("reads 'an initial period of N years' in a sentence renewing this agreement", () => {
    expect(
      expiry(
        "This Agreement shall renew by itself for further one-year periods after an initial period of four (4) years from the Effective Date.",
      ),
    ).toBe("2024-01-15");
    expect(
      expiry(
        "The supplier shall deliver the goods for an initial period of four (4) years from the Effective Date.",
      ),
    ).toBe(null);
  });

  it("counts an anniversary of an undated start from the effective date, not one of an end", () => {
    expect(
      expiry("This Agreement shall expire on the third anniversary of the first commercial sale."),
    ).toBe("2023-01-15");
    expect(
      expiry("This Agreement shall end on the second anniversary of the termination of the lease."),
    ).toBe(null);
  });

  it("ends a term of calendar years with the last of them", () => {
    expect(expiry("This Contract shall be in force for the calendar years 2020 to 2022.")).toBe(
      "2022-12-31",
    );
  });

  it("counts from the first of the month after the effective date when the term starts there", () => {
    expect(
      expiry(
        "This Agreement shall begin on the first day of the month immediately following the Effective Date and run for six (6) months.",
      ),
    ).toBe("2020-08-01");
  });

  it("reads the length after 'the parties agree that' and as the agreement's adjective", () => {
    expect(expiry("The parties agree that this Agreement shall be for two (2) years.")).toBe(
      "2022-01-15",
    );
    expect(expiry("This is a four-year contract starting on the Effective Date.")).toBe(
      "2024-01-15",
    );
  });

  it("counts 'the end of the twenty-fourth (24th) month after' as so many months", () => {
    expect(
      expiry(
        "This Agreement shall expire at the end of the twenty-fourth (24th) month after the Effective Date.",
      ),
    ).toBe("2022-01-15");
  });
});

describe("a date named the effective date after the fact", () => {
  it("takes '<date> (such date, the \"Effective Date\")'", () => {
    const text =
      'The term begins upon approval of the filing by the regulator no later than May 4, 2021 (such date, the "Effective Date"), as signed on March 1, 2021.';
    expect(findEffectiveDate(text)?.iso).toBe("2021-05-04");
  });
});

describe("a term under its own heading", () => {
  const contract = (sentence: string) =>
    `NOW IT IS AGREED as follows:\n2. TERM\n${sentence}\n3. FEES\nThe Client shall pay monthly.`;

  it("is read whatever the sentence's subject, and holds the day it begins on", () => {
    const text = contract(
      "The obligations under this Agreement start on 4th March 2024 and continue for two (2) years.",
    );
    expect(findEffectiveDate(text)?.iso).toBe("2024-03-04");
    expect(expiry(text, null)).toBe("2026-03-03");
  });

  it("runs to the anniversary when the term commences on the day or is counted from it", () => {
    expect(
      expiry(contract("This Agreement shall commence on 4 March 2024 and continue for one year.")),
    ).toBe("2025-03-04");
    expect(
      expiry(contract("The services continue for one (1) year from 4 March 2024."), "2024-03-04"),
    ).toBe("2025-03-04");
  });

  it("says nothing when the heading names no term", () => {
    const text =
      "2. FEES\nThe obligations under this Agreement start on 4 March 2024 for one year.";
    expect(expiry(text, null)).toBeNull();
  });
});

describe("findEffectiveDate", () => {
  it("takes the date the contract names its effective date", () => {
    const text =
      'This Agreement is made as of March 18, 2019 (the "Effective Date") by and between';
    expect(findEffectiveDate(text)?.iso).toBe("2019-03-18");
  });

  it("takes a date right after 'effective', not one further on in the sentence", () => {
    expect(
      findEffectiveDate("executed on 5 December 2007, to be effective January 1, 2008.")?.iso,
    ).toBe("2008-01-01");
    expect(findEffectiveDate('"Effective Date" means 16 October 2005.')?.iso).toBe("2005-10-16");
    const later =
      "The term shall commence on the Effective Date and continue through December 31, 2022.";
    expect(findEffectiveDate(later)).toBeNull();
  });

  it("reads when the term commences only in the term clause", () => {
    const text =
      "Payments shall commence on March 1, 2001. The term of this Agreement shall commence upon " +
      "April 1, 1999 and shall continue for a period of six (6) months.";
    expect(findEffectiveDate(text)?.iso).toBe("1999-04-01");
  });

  it("reads a defined effective or commencement date stated with 'is', 'shall be' or a time", () => {
    const aside = 'The effective date for this Licence (called its "Start") is May 4, 2001.';
    expect(findEffectiveDate(aside)?.iso).toBe("2001-05-04");
    expect(findEffectiveDate("Its commencement date shall be 9th March 2011.")?.iso).toBe(
      "2011-03-09",
    );
    const timed = "Effective Date: 9:30 p.m. local time on June 2, 2012.";
    expect(findEffectiveDate(timed)?.iso).toBe("2012-06-02");
  });

  it("reads numeric dates in the order the contract writes them", () => {
    expect(findEffectiveDate("Contract start: 03-02-07", false)?.iso).toBe("2007-03-02");
    expect(findEffectiveDate("Contract start: 03-02-07")?.iso).toBe("2007-02-03");
  });

  it("reads Indonesian effective wording", () => {
    const text = "Perjanjian ini mulai berlaku pada tanggal 1 Mei 2025 dan berakhir 30 April 2027.";
    expect(findEffectiveDate(text)?.iso).toBe("2025-05-01");
  });
});

describe("findExpiryDate", () => {
  it("reads a stated end that lost a digit to OCR as the end the term counts to", () => {
    const term =
      "Jangka waktu sewa adalah 6 (enam) bulan terhitung sejak tanggal 1 Mei 2025 sampai dengan tanggal 3 Oktober 2025.";
    expect(
      findExpiryDate(term, { effective: "2025-05-01", agreed: null, inclusive: true })?.iso,
    ).toBe("2025-10-31");
    const stated =
      "Jangka waktu sewa adalah 6 (enam) bulan terhitung sejak tanggal 1 Mei 2025 sampai dengan tanggal 15 November 2025.";
    expect(
      findExpiryDate(stated, { effective: "2025-05-01", agreed: null, inclusive: true })?.iso,
    ).toBe("2025-11-15");
  });

  it("takes a stated end date", () => {
    expect(
      expiry(
        "This Agreement shall commence on the Effective Date and shall terminate on December 31, 2020, unless terminated earlier.",
      ),
    ).toBe("2020-12-31");
    expect(expiry("This Agreement shall be effective through and including March 31, 2024.")).toBe(
      "2024-03-31",
    );
    expect(expiry("Termination Date: December 31, 2023")).toBe("2023-12-31");
    expect(
      expiry(
        "The Cooperation Term shall be two years. This Agreement shall be valid from May 1, 2013 to April 30, 2015.",
        null,
      ),
    ).toBe("2015-04-30");
  });

  it("ends a term that runs to the end of a year on 31 December", () => {
    expect(expiry("This Licence remains valid until the end of 2023 and is reviewed then.")).toBe(
      "2023-12-31",
    );
  });

  it("ends a counted term on the last day of its month when the clause says so", () => {
    const text =
      "The term of this Lease shall run to the last day of the month ten (10) years from its Effective Date.";
    expect(expiry(text, "2020-01-15")).toBe("2030-01-31");
  });

  it("reads a term named for what it covers and a cap of 'no later than'", () => {
    const named =
      'Work runs from the Effective Date until May 31, 2021 (the initial "Pilot Term").';
    expect(expiry(named)).toBe("2021-05-31");
    const capped =
      "This Agreement shall terminate three (3) years after the first shipment, but no later than June 30, 2024.";
    expect(expiry(capped)).toBe("2024-06-30");
    const noEvent =
      "The Licence ends two (2) years after the opening, and in no event later than May 1, 2023.";
    expect(expiry(noEvent)).toBe("2023-05-01");
  });

  it("reads a one that OCR took for a letter in brackets", () => {
    expect(expiry("The Lease is to continue for one (I) year.", "2020-01-15")).toBe("2021-01-15");
  });

  it("reads a stated end date in the order the contract writes numeric dates", () => {
    const text = "The term of this Agreement shall end on 03/04/2022.";
    expect(
      findExpiryDate(text, { effective: null, agreed: null, inclusive: false, dayFirst: false })
        ?.iso,
    ).toBe("2022-03-04");
  });

  it("counts a length from the effective date, to the anniversary in English", () => {
    expect(
      expiry(
        "This Agreement shall remain in effect for sixty (60) months from the Effective Date.",
      ),
    ).toBe("2025-01-15");
    expect(
      expiry(
        "This Agreement shall commence on the Effective Date and shall continue for a period of twelve (12) full calendar months.",
      ),
    ).toBe("2021-01-15");
    expect(
      expiry(
        "The term of this Agreement will begin on the Effective Date and end fifteen months therefrom.",
      ),
    ).toBe("2021-04-15");
  });

  it("counts from a start the clause itself names", () => {
    const text = "The term of this Agreement shall be one (1) year, commencing January 1, 2008.";
    expect(expiry(text, null)).toBe("2009-01-01");
  });

  it("counts an anniversary, and the day before it", () => {
    expect(
      expiry(
        "This Agreement will commence on the Effective Date, and will terminate on the third anniversary of the Effective Date.",
      ),
    ).toBe("2023-01-15");
    expect(
      expiry(
        "This Agreement becomes effective on the Effective Date and shall continue until the five (5) year anniversary of the Effective Date.",
      ),
    ).toBe("2025-01-15");
    expect(
      expiry(
        '"Initial Term" shall mean the Effective Date through the day prior to the second anniversary of the Effective Date.',
      ),
    ).toBe("2022-01-14");
  });

  it("takes the length over an anniversary named later in the clause", () => {
    const text =
      "The initial term of this Agreement will be ten (10) years from the Effective Date, provided that at any time following the 7th anniversary either party may terminate.";
    expect(expiry(text)).toBe("2030-01-15");
  });

  it("ignores lengths that are not the contract's term", () => {
    const text =
      "During the term of this Agreement, and for a period of three (3) months following its expiration, Distributor shall not compete. " +
      "This Agreement shall remain in effect for five (5) years from the Effective Date.";
    expect(expiry(text)).toBe("2025-01-15");
    expect(
      expiry("Licensee may terminate this Agreement for a period of 2 years after notice."),
    ).toBeNull();
  });

  it("prefers a stated end date to a counted one", () => {
    const text =
      "This Agreement shall have an Initial Term of three (3) years. The Term shall commence on July 23, 2013 and shall expire on July 22, 2016.";
    expect(expiry(text, "2013-07-26")).toBe("2016-07-22");
  });

  it("gives no expiry for a term that runs until terminated", () => {
    expect(
      expiry(
        "This Agreement will become effective as of the date first written above and will continue in effect thereafter until terminated pursuant to Paragraph 4.2 below.",
      ),
    ).toBeNull();
  });

  it("ends an Indonesian term the day before the anniversary", () => {
    const text =
      "Perjanjian ini berlaku untuk jangka waktu 2 (dua) tahun terhitung sejak tanggal 1 Mei 2025.";
    expect(expiry(text, "2025-05-01", true)).toBe("2027-04-30");
    expect(
      expiry("Jangka waktu sewa adalah 1 Juni 2025 sampai dengan 31 Mei 2026.", "2025-06-01", true),
    ).toBe("2026-05-31");
  });
});

describe("findExpiryDate: more wordings", () => {
  it("reads 'come into force' and an Indonesian power of attorney's end", () => {
    const english =
      "This Agreement shall come into force on 1 February 2025 and shall continue for an initial term of three (3) years.";
    expect(expiry(english, "2025-02-01")).toBe("2028-02-01");
    const kuasa =
      "Surat kuasa ini diberikan tanpa hak substitusi dan berlaku sejak tanggal ditandatangani sampai dengan tanggal 31 Desember 2025.";
    expect(expiry(kuasa, "2025-06-02", true)).toBe("2025-12-31");
  });
});

describe("findExpiryDate: term statements in other words", () => {
  it("reads the term of a named thing, a defined expiration date and a quoted Term", () => {
    expect(
      expiry(
        "The term of the license hereby granted shall commence August 1, 1995 and continue until January 30, 2000.",
        null,
      ),
    ).toBe("2000-01-30");
    expect(expiry('"Expiration Date" means March 31, 2020.', null)).toBe("2020-03-31");
    expect(
      expiry(
        'The "Term" shall begin on the date hereof and shall expire December 31, 2023, subject to early termination.',
        null,
      ),
    ).toBe("2023-12-31");
    expect(
      expiry(
        "The Term of the Agreement is hereby extended to January 20, 2012 unless sooner terminated.",
        null,
      ),
    ).toBe("2012-01-20");
    expect(
      expiry(
        "The term of this Agreement will begin on December 15, 1997 and will end the later of (i) December 15, 1999 or (ii) delivery.",
        null,
      ),
    ).toBe("1999-12-15");
  });

  it("reads a sentence that defines the Term by name", () => {
    const text =
      'THIS AGREEMENT, made effective this 17th day of February 2016, through February 16, 2019 (the "Initial Term") is entered into by the parties.';
    expect(expiry(text, null)).toBe("2019-02-16");
  });

  it("counts lengths and anniversaries in more wordings", () => {
    expect(
      expiry(
        "Unless terminated earlier, this Agreement shall terminate on the date three (3) years from the Effective Date.",
      ),
    ).toBe("2023-01-15");
    expect(
      expiry(
        "This Agreement shall commence on the Effective Date and shall continue until the four-year anniversary of the Effective Date.",
      ),
    ).toBe("2024-01-15");
    expect(
      expiry(
        "This OMA shall expire upon the earlier of (i) the first anniversary of the Effective Date and (ii) the sale of all Shares.",
      ),
    ).toBe("2021-01-15");
  });

  it("reads an ordinal the scan split in its brackets ('fifth (5t h) anniversary')", () => {
    const text =
      "This Agreement is effective on the Effective Date and shall continue in effect until the earlier of (a) the fifth (5t h) anniversary of the Effective Date, and (b) termination.";
    expect(expiry(text)).toBe("2025-01-15");
  });

  it("counts from the agreement's own date when the term runs from the date hereof", () => {
    const text =
      "Unless earlier terminated, the term of this Agreement shall end on the seventh anniversary of the date hereof.";
    const from = { effective: "2001-12-01", agreed: "2001-11-28", inclusive: false };
    expect(findExpiryDate(text, from)?.iso).toBe("2008-11-28");
  });
});

describe("findEffectiveDate: coming into force", () => {
  it("takes the date a contract comes into force on", () => {
    const text =
      "This Agreement shall come into force as of January 1, 2013 and remain valid for 1 year.";
    expect(findEffectiveDate(text)?.iso).toBe("2013-01-01");
    expect(expiry(text, null)).toBe("2014-01-01");
  });
});

describe("contract years, headings and provisions", () => {
  it("counts a term that ends at the end of a numbered contract year", () => {
    expect(
      expiry(
        "The term of this Agreement will end automatically upon the end of Year 3.",
        "2000-01-30",
      ),
    ).toBe("2003-01-30");
    expect(
      expiry(
        "The term of this Agreement shall end at the end of the second Contract Year.",
        "2010-06-01",
      ),
    ).toBe("2012-06-01");
  });

  it("reads the term under a 'Duration of Agreement' heading", () => {
    const text =
      "15. Duration of Agreement     This Agreement shall commence on the Commencement Date and " +
      "shall continue for an initial period of five years until terminated.";
    expect(expiry(text, "2005-10-16")).toBe("2010-10-16");
  });

  it("takes no length from 'any other term of this Agreement', a provision", () => {
    const text =
      "8.5 Notwithstanding any other term of this Agreement, DCL shall within a period of five " +
      "months of the Commencement Date reduce the number of vehicles.";
    expect(expiry(text, "2005-10-16")).toBeNull();
  });
});

describe("findEffectiveDate: a heading and a split ordinal", () => {
  it("reads a date right after the words 'effective date' in a heading", () => {
    expect(findEffectiveDate("OUTSOURCING AGREEMENT EFFECTIVE DATE JUNE 1, 1998", false)?.iso).toBe(
      "1998-06-01",
    );
  });

  it("reads a deed-style date whose ordinal the scan split ('1s t day of October 2008')", () => {
    expect(plainDates("the 1s t day of October 2008")).toBe("the 1 October 2008");
  });
});

describe("terms in more of the ways contracts state them", () => {
  it("reads a scan's heading that OCR opened with a speck", () => {
    const text =
      "NOW IT IS AGREED as follows:\n. 1. TERM .\nThe obligations under this Agreement start on 24 June 2024 and continue for one (1) year\n2. FEES";
    expect(findEffectiveDate(text)?.iso).toBe("2024-06-24");
    expect(expiry(text, "2024-06-24")).toBe("2025-06-23");
  });

  it("reads 'masa kerja', 'masa sewa' as the term and 's.d.' as sampai dengan", () => {
    expect(
      expiry(
        "Masa kerja PKWT ini adalah 12 (dua belas) bulan, dimulai tanggal 1 Agustus 2025.",
        null,
        true,
      ),
    ).toBe("2026-07-31");
    expect(
      expiry(
        "Perjanjian ini berlaku sejak tanggal 10 Januari 2025 s.d. tanggal 9 Januari 2026.",
        "2025-01-10",
        true,
      ),
    ).toBe("2026-01-09");
  });

  it("reads 'berlaku dari tanggal' as the day the term starts", () => {
    const text = "Pasal 3\nMasa sewa berlaku dari tanggal 1 Juni 2025 selama 2 (dua) tahun.";
    expect(findEffectiveDate(text)?.iso).toBe("2025-06-01");
    expect(expiry(text, "2025-06-01", true)).toBe("2027-05-31");
  });

  it("counts a term in days, but not a notice or a cure period", () => {
    expect(
      expiry(
        "Pasal 2\nJangka waktu sewa adalah 90 (sembilan puluh) hari terhitung sejak tanggal 1 Juli 2025.",
        null,
        true,
      ),
    ).toBe("2025-09-28");
    expect(
      expiry(
        "1. Term. The term of this Agreement is 90 days from the Effective Date.",
        "2025-03-01",
      ),
    ).toBe("2025-05-30");
    expect(
      expiry(
        "This Agreement shall remain in force until terminated by either party upon thirty (30) days' written notice.",
      ),
    ).toBeNull();
    expect(
      expiry(
        "This Agreement may be terminated for material breach which remains uncured for ninety (90) days from the date written notice is given.",
      ),
    ).toBeNull();
  });

  it("takes the figure in brackets where the number's words are unreadable", () => {
    expect(
      expiry(
        "2. Term\nThis Agreement commences on September 8, 2024 and continues for a period of thirty-slx (36) months.",
        "2024-09-08",
      ),
    ).toBe("2027-09-08");
  });
});

describe("a term sentence cut by a page break", () => {
  const footer = "Source: Quorvane Holdings Filing, 10-K, 2/2/2020";
  const page = (body: string, number: number) => `${body}\n\nPage ${number} of 9\n\n${footer}\n\n`;
  const text =
    page("Intro text.", 1) +
    page("3. TERM\nThis Agreement will remain in effect for thirty-six (36)", 2) +
    page("months following the Effective Date, unless terminated earlier.", 3) +
    "4. FEES\nFees are due monthly.";

  it("reads on across the counter and the running footer, keeping every offset", () => {
    const closed = closePageBreaks(text);
    expect(closed).toHaveLength(text.length);
    expect(closed).toContain("thirty-six (36) ");
    expect(closed.replace(/ +/g, " ")).toContain("thirty-six (36) months following");
    // A break after a finished sentence, or before a line in capitals, is left as it is.
    expect(closed).toContain("Intro text.\n\nPage 1 of 9");
    expect(
      findExpiryDate(text, { effective: "2020-01-15", agreed: null, inclusive: false })?.iso,
    ).toBe("2023-01-15");
  });
});

describe("lengths of a renewal or of notice in the term clause", () => {
  it("are not the term's own length", () => {
    expect(
      expiry(
        "The Term shall be as set out in the Order Form and shall renew automatically for successive periods of one (1) year.",
      ),
    ).toBeNull();
    expect(
      expiry(
        "This Agreement shall terminate upon either party giving the other six (6) months' prior written notice.",
      ),
    ).toBeNull();
    expect(
      expiry(
        "This Agreement shall continue in force for two (2) years and shall renew for successive periods of one (1) year.",
      ),
    ).toBe("2022-01-15");
  });

  it("reads the initial term's length said inside another sentence", () => {
    expect(
      expiry(
        "Following the Initial Term of three (3) years, this Agreement shall renew automatically for successive one-year terms.",
      ),
    ).toBe("2023-01-15");
  });
});

describe("lengthFromStart: a length outside any term clause", () => {
  const from = { effective: "2020-01-15", agreed: "2019-12-01", inclusive: false };
  const end = (text: string) => lengthFromStart(text, from)?.iso ?? null;

  it("counts a length after the effective date in a sentence about ending this agreement", () => {
    expect(
      end(
        "7. Ending. Either party may terminate this agreement after 4 years following the effective date.",
      ),
    ).toBe("2024-01-15");
    expect(end("This Agreement shall remain in force two years from the date hereof.")).toBe(
      "2021-12-01",
    );
  });

  it("leaves deadlines, notice and lengths about something else", () => {
    expect(
      end(
        "Any order that will expire within six (6) months after the Effective Date is excluded from this Agreement.",
      ),
    ).toBeNull();
    expect(end("Payments begin three months after the Effective Date.")).toBeNull();
  });
});

describe("findEffectiveDate: signed and effective this day", () => {
  it("takes the day a closing line makes the contract effective before a later schedule's dates", () => {
    const text =
      "Signed and effective this 12th day of March, 2019.\nSchedule A\nRates change effective 9/1/19 under the plan.";
    expect(findEffectiveDate(text, false)?.iso).toBe("2019-03-12");
  });
});

describe("findExpiryDate: other periods beside the term", () => {
  it("takes no warranty, payment, exclusivity, renewal or notice period for the term", () => {
    const term = "\n7. TERM\nThis Agreement shall remain in effect for three (3) years.";
    for (const other of [
      "The Warranty Period of the Goods shall be eighteen (18) months from installation.",
      "The payment period of each invoice shall be forty-five (45) days.",
      "The exclusivity period of this Agreement shall be one (1) year from the Effective Date.",
      "The renewal term of this Agreement shall be two (2) years.",
      "The cure period of this Agreement is sixty (60) days.",
    ]) {
      expect(expiry(other + term)).toBe("2023-01-15");
    }
  });

  it("still reads a term a word names for what it covers", () => {
    expect(expiry("The Contract Period of this Agreement shall be two (2) years.")).toBe(
      "2022-01-15",
    );
    expect(expiry("The Supply Term of this Agreement will be four (4) years.")).toBe("2024-01-15");
    expect(expiry("The initial term of this Agreement is five (5) years.")).toBe("2025-01-15");
    expect(expiry("The lease term of this Lease shall be six (6) years.")).toBe("2026-01-15");
  });

  it("ends a term on the last day of a month it numbers", () => {
    expect(
      expiry(
        "The Term ends on the last day of the 18th full calendar month following the Effective Date.",
      ),
    ).toBe("2021-07-31");
    expect(expiry("This Agreement runs until the last day of the sixth month thereafter.")).toBe(
      "2020-07-31",
    );
    expect(
      expiry(
        "Fees are due on the last day of the month following delivery. The Term is one (1) year.",
      ),
    ).toBe("2021-01-15");
  });

  it("reads a term 'from the Effective Date to' its end date", () => {
    expect(expiry("The Term shall run from the Effective Date to 30 April 2023.")).toBe(
      "2023-04-30",
    );
    expect(expiry("This Agreement shall be in force from the date hereof to June 1, 2022.")).toBe(
      "2022-06-01",
    );
  });
});

describe("plainDates: dates in words", () => {
  it("reads a year written in words after its month, in both languages", () => {
    expect(plainDates("until the thirtieth day of June, two thousand twenty-four.")).toBe(
      "until the 30 June, 2024.",
    );
    expect(plainDates("on the 9th day of May in the year two thousand and nineteen")).toBe(
      "on the 9 May, 2019",
    );
    expect(plainDates("dated March 3, nineteen ninety-eight")).toBe("dated March 3, 1998");
    expect(plainDates("tanggal tiga puluh Juni dua ribu dua puluh tiga")).toBe(
      "tanggal 30 Juni 2023",
    );
  });

  it("reads a day in words after its month", () => {
    expect(plainDates("ends on December thirty-first, two thousand twenty-three")).toBe(
      "ends on December 31, 2023",
    );
  });

  it("leaves quantities and bracketed figures alone", () => {
    expect(plainDates("deliver two thousand twenty units")).toBe(
      "deliver two thousand twenty units",
    );
    expect(plainDates("tanggal lima (5) Maret tahun dua ribu dua puluh enam (2026)")).toBe(
      "5 Maret 2026",
    );
  });
});

describe("findExpiryDate: an end dated in words or after a renewal's length", () => {
  it("reads an end whose year is in words", () => {
    expect(
      expiry(
        "This Agreement shall remain in effect until the thirty-first day of December, two thousand twenty-five.",
      ),
    ).toBe("2025-12-31");
    expect(
      expiry(
        "Perjanjian sewa ini berlaku sampai dengan tanggal dua puluh delapan Februari dua ribu dua puluh tujuh.",
        "2025-03-01",
        true,
      ),
    ).toBe("2027-02-28");
  });

  it("does not take the length of a renewal named first for the term", () => {
    expect(
      expiry(
        "Perjanjian kerja sama ini dapat diperpanjang untuk jangka waktu 1 (satu) tahun berikutnya. Jangka waktu Perjanjian ini adalah 3 (tiga) tahun sejak tanggal 1 Juli 2025.",
        "2025-07-01",
        true,
      ),
    ).toBe("2028-06-30");
  });
});

describe("plainDates: a day's figures in brackets, a month's last day, bulan and tahun", () => {
  it("reads an ordinal day with its figures in brackets", () => {
    expect(plainDates("until the twenty-eighth (28th) day of October, 2027")).toBe(
      "until the 28 October, 2027",
    );
  });

  it("reads the last day of a named month, by its year", () => {
    expect(plainDates("ending on the last day of February, 2028")).toBe(
      "ending on the 29 February, 2028",
    );
    expect(plainDates("the last day of February two thousand twenty-seven")).toBe(
      "the 28 February 2027",
    );
    expect(plainDates("the last day of April, 2026")).toBe("the 30 April, 2026");
  });

  it("reads an Indonesian day in words before 'bulan' and a year after 'tahun'", () => {
    expect(plainDates("tanggal dua puluh bulan Agustus tahun dua ribu dua puluh enam")).toBe(
      "20 Agustus 2026",
    );
  });
});

describe("findExpiryDate: the initial term's length as its adjective", () => {
  it("reads it where the sentence speaks of renewals", () => {
    expect(
      expiry(
        "Upon expiry of the initial two-year term, this Agreement shall be renewed annually unless either party objects.",
      ),
    ).toBe("2022-01-15");
    expect(
      expiry(
        "After the original eighteen (18) month period this Agreement shall be extended for further six-month periods.",
      ),
    ).toBe("2021-07-15");
  });

  it("does not read an initial period of another obligation", () => {
    expect(
      expiry(
        "The Supplier shall deliver the parts for an initial period of nine months. On completion of this initial nine (9) month period, the Buyer will review the prices and this Agreement continues as before.",
      ),
    ).toBeNull();
  });
});

describe("findExpiryDate: a start dated after the day's name", () => {
  it("counts the term from the date the name is given", () => {
    expect(
      expiry(
        "The term of this Agreement shall be eighteen (18) months, to commence on the expected go-live date of May 2, 2020.",
      ),
    ).toBe("2021-11-02");
    expect(
      expiry(
        "This Agreement shall remain in force for two (2) years from the transfer date, being March 9, 2020.",
      ),
    ).toBe("2022-03-09");
  });
});

describe("findEffectiveDate: retroactive, in effect, operative", () => {
  it("reads the date a contract says it is in effect from", () => {
    const effective = (text: string) => findEffectiveDate(text, false)?.iso ?? null;
    expect(
      effective(
        "This Lease is signed on 3 May 2022 and shall apply retroactively to April 1, 2022.",
      ),
    ).toBe("2022-04-01");
    expect(
      effective("Signed on 3 May 2022. This Agreement shall be in effect as of 1 April 2022."),
    ).toBe("2022-04-01");
    expect(effective("Signed on 3 May 2022. This agreement is operative from 1 April 2022.")).toBe(
      "2022-04-01",
    );
  });

  it("does not take a price list's date for the contract's", () => {
    expect(
      findEffectiveDate("The prices in effect as of 1 April 2022 apply to every order.", false),
    ).toBeNull();
  });
});

describe("findExpiryDate: the term named for what it covers, validity, days, a comma", () => {
  it("reads a term named for what it covers, but not a renewal's", () => {
    expect(expiry("The Supply Term shall be two (2) years.")).toBe("2022-01-15");
    expect(expiry("The Renewal Term shall be two (2) years.")).toBeNull();
  });

  it("reads the period of validity", () => {
    expect(expiry("The period of validity of this Contract is three (3) years.")).toBe(
      "2023-01-15",
    );
  });

  it("reads a term in days after the effective date, not a notice's days", () => {
    expect(
      expiry(
        "This Agreement shall end on the date that is forty-five (45) days after the Effective Date.",
      ),
    ).toBe("2020-02-29");
    expect(
      expiry("This Agreement shall terminate thirty (30) days after notice is given."),
    ).toBeNull();
  });

  it("reads an end date after a clause set off by commas", () => {
    expect(expiry("This Agreement shall expire, if not sooner terminated, on June 30, 2023.")).toBe(
      "2023-06-30",
    );
  });
});

describe("a term clause as OCR read it off a scan", () => {
  it("reads a numeric date whose marks were read as spaces", () => {
    expect(
      expiry(
        "Pasal 1\nPerjanjian ini mulai berlaku pada tanggal 14 05 2024 untuk masa 1 (satu) tahun",
        "2024-04-02",
        true,
      ),
    ).toBe("2025-05-13");
    expect(
      expiry(
        "Jangka waktu perjanjian ini adalah 2 (dua) tahun, dimulai pada tanggal 03/11 2024, dan dapat diperpanjang.",
        "2024-10-01",
        true,
      ),
    ).toBe("2026-11-02");
    expect(plainDates("pada tanggal 14 05 2024 untuk")).toBe("pada tanggal 14-05-2024 untuk");
    expect(plainDates("sebanyak 12 05 2024 unit")).toBe("sebanyak 12 05 2024 unit");
  });

  it("reads the end date past a speck, and a clause after a dash that opens its line", () => {
    expect(
      expiry(
        "Perjanjian ini berlaku sejak tanggal 05-03-2024 sampai dengan tanggal\n. 04-03-2026.\nPasal 2",
        "2024-03-05",
        true,
      ),
    ).toBe("2026-03-04");
    expect(
      expiry(
        "1. TERM\n- This Agreement commences on May 4, 2024 and expires on 3rd May 2026, unless\nterminated earlier.",
        "2024-05-04",
      ),
    ).toBe("2026-05-03");
  });

  it("counts a term that takes effect on the date of signature from that day", () => {
    expect(
      expiry(
        "This Agreement takes effect on the date of signature and remains in force for one (1) year.",
        "2025-02-10",
      ),
    ).toBe("2026-02-09");
  });
});
