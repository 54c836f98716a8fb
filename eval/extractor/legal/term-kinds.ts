/**
 * Kinds of term clause, each said once in invented words, and the expiry date the contract
 * fields should read from it (to the anniversary, as CUAD's annotators count; Indonesian terms
 * to the day before, as Indonesian practice counts). A dev tool, not a held-out measure: it
 * shows which ways of stating a term the rules in `src/understanding/contract-term.ts` read,
 * so a change is judged on kinds rather than on one contract. Prints each miss and the count.
 *
 *   npx node eval/extractor/legal/term-kinds.ts
 */
import { documentFromText, documentLines } from "../../../src/understanding/document-lines.ts";
import { extractLegalFields } from "../../../src/understanding/legal-fields.ts";
import { groupRows } from "../../../src/understanding/rows.ts";

/** Every name and date below is invented. */
const PREAMBLES = {
  /** Made and effective on the same day, 15 March 2021. */
  sameDay: {
    language: "en",
    head: [
      "MASTER SERVICES AGREEMENT",
      'This Master Services Agreement (the "Agreement") is entered into as of March 15, 2021 (the "Effective Date") by and between Quillfen Tools, Inc., a Delaware corporation ("Quillfen"), and Borrowdale Analytics LLC ("Borrowdale").',
      "1. DEFINITIONS",
      '"Services" means the services described in each statement of work.',
      "2. SERVICES",
      "Borrowdale shall provide the Services to Quillfen in a professional manner.",
      "3. TERM AND TERMINATION",
    ],
    tail: [
      "3.2 Either party may terminate this Agreement upon thirty (30) days prior written notice if the other party materially breaches it.",
      "4. GOVERNING LAW",
      "This Agreement shall be governed by the laws of the State of New York.",
    ],
  },
  /** Made on 1 March 2021, in effect from 1 April 2021. */
  laterEffect: {
    language: "en",
    head: [
      "DISTRIBUTION AGREEMENT",
      'This Distribution Agreement is made on March 1, 2021 between Quillfen Tools, Inc. ("Supplier") and Borrowdale Trading Ltd ("Distributor").',
      "1. EFFECTIVE DATE",
      'This Agreement shall take effect on April 1, 2021 (the "Effective Date").',
      "2. TERM",
    ],
    tail: ["3. GOVERNING LAW", "This Agreement is governed by the laws of England."],
  },
  /** Signed on 1 March 2021. */
  indonesian: {
    language: "id",
    head: [
      "PERJANJIAN KERJA SAMA",
      "Pada hari ini, Senin tanggal 1 Maret 2021, yang bertanda tangan di bawah ini:",
      "1. PT Kali Biru Sentosa, selanjutnya disebut PIHAK PERTAMA.",
      "2. PT Gunung Mas Abadi, selanjutnya disebut PIHAK KEDUA.",
      "Pasal 1",
      "JANGKA WAKTU",
    ],
    tail: ["Pasal 2", "Perjanjian ini tunduk pada hukum Negara Republik Indonesia."],
  },
} as const;

/** [preamble, the term clause, the expiry date it gives or null where no date can be told]. */
const KINDS: Array<[keyof typeof PREAMBLES, string, string | null]> = [
  [
    "sameDay",
    "3.1 This Agreement shall expire on the fifth anniversary of the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be three (3) years from the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect until December 31, 2025, unless terminated earlier.",
    "2025-12-31",
  ],
  [
    "sameDay",
    "3.1 The term hereof shall run for a period of thirty-six (36) months commencing on the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement has an initial term of two (2) years and renews automatically for successive one (1) year periods unless either party gives notice of non-renewal.",
    "2023-03-15",
  ],
  ["sameDay", "3.1 Term. Three (3) years.", "2024-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall be in force for a period of five (5) years as from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue for an initial period ending on June 30, 2023.",
    "2023-06-30",
  ],
  [
    "sameDay",
    "3.1 This Agreement expires twenty-four (24) months after the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect until the fifth (5th) anniversary of the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be from April 1, 2021 to March 31, 2024.",
    "2024-03-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate three (3) years after the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement is entered into for a term expiring on June 30, 2024.",
    "2024-06-30",
  ],
  ["sameDay", "3.1 This Agreement shall remain in force for two (2) calendar years.", "2023-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall remain in full force until midnight on March 31, 2023.",
    "2023-03-31",
  ],
  ["sameDay", "3.1 The term of this Agreement is ten (10) years.", "2031-03-15"],
  [
    "sameDay",
    "3.1 The Agreement shall be valid for 2 (two) years from the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 Unless terminated earlier, this Agreement will continue until the third anniversary of the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for a period of one year and thereafter shall continue from year to year until terminated.",
    "2022-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall continue until terminated by either party.", null],
  [
    "sameDay",
    "3.1 The Initial Term of this Agreement shall be four (4) years beginning on the Effective Date.",
    "2025-03-15",
  ],
  ["sameDay", "3.1 This Agreement will be effective for a period of 3 years.", "2024-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for an initial term of five years, expiring on the fifth anniversary of the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall end on the date that is eighteen (18) months after the Effective Date.",
    "2022-09-15",
  ],
  [
    "sameDay",
    "3.1 The Term shall commence on the Effective Date and continue through December 31, 2022.",
    "2022-12-31",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall commence on the Effective Date and shall expire on 31 December 2023.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 The Agreement shall remain valid for a period of seven (7) years following the Effective Date.",
    "2028-03-15",
  ],
  ["sameDay", "3.1 Duration. This Agreement shall last for 2 years.", "2023-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall have a term of one (1) year from the date of signature.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be in effect for three years from the date of its execution.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 The license granted hereunder shall continue for five (5) years. This Agreement shall remain in force until December 31, 2022.",
    "2022-12-31",
  ],
  [
    "sameDay",
    "3.1 Each Statement of Work shall have a term of six (6) months. This Agreement shall have a term of three (3) years.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective from the Effective Date until the expiration of two (2) years.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term of this Agreement is two years, automatically renewable for further periods of one year.",
    "2023-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall have a five (5) year term.", "2026-03-15"],
  ["sameDay", "3.1 This is a 3-year agreement beginning on the Effective Date.", "2024-03-15"],
  ["sameDay", "3.1 Term: 24 months from the Effective Date.", "2023-03-15"],
  ["sameDay", "3.1 Expiration Date: December 31, 2025.", "2025-12-31"],
  ["sameDay", "3.1 This Agreement is valid until 30 September 2024.", "2024-09-30"],
  ["sameDay", "3.1 This Agreement shall be effective until June 1, 2026.", "2026-06-01"],
  [
    "sameDay",
    "3.1 This Agreement shall expire on the date falling three (3) years after the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in force for a ten-year period from the Effective Date.",
    "2031-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire at the end of the Term, being 31 March 2024.",
    "2024-03-31",
  ],
  [
    "sameDay",
    "3.1 The term of the Agreement shall be for the period from April 1, 2021 through March 31, 2023.",
    "2023-03-31",
  ],
  [
    "sameDay",
    '3.1 This Agreement shall continue in force for an initial term of three (3) years (the "Initial Term") and thereafter shall renew for successive terms of one (1) year each.',
    "2024-03-15",
  ],
  ["sameDay", "3.1 The Term shall be five (5) years, unless sooner terminated.", "2026-03-15"],
  [
    "sameDay",
    "3.1 This Agreement remains effective for 2 years after the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate automatically on the second anniversary of the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be in effect from the Effective Date until February 28, 2025.",
    "2025-02-28",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in full force and effect for a period of five (5) years from the date hereof.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement begins on the Effective Date and ends on December 31, 2024.",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 The term of the Agreement is one (1) year from the Effective Date and shall renew automatically.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for the duration of three years.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 The duration of this Agreement is forty-eight (48) months.", "2025-03-15"],
  ["sameDay", "3.1 This Agreement will expire 12 months from the Effective Date.", "2022-03-15"],
  [
    "sameDay",
    "3.1 The Agreement shall terminate on the expiry of five years from the Effective Date.",
    "2026-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall be binding for a period of two years.", "2023-03-15"],
  ["sameDay", "3.1 The Term of this Agreement shall run until 31 December 2026.", "2026-12-31"],
  ["sameDay", "3.1 This Agreement is made for a fixed term of twelve (12) months.", "2022-03-15"],
  [
    "sameDay",
    '1.4 "Initial Term" means the period commencing on the Effective Date and ending on December 31, 2023.\n3.1 This Agreement shall continue for the Initial Term and renew thereafter for one (1) year periods.',
    "2023-12-31",
  ],
  [
    "sameDay",
    '1.4 "Term" means the period of five (5) years from the Effective Date.\n3.1 This Agreement shall be in effect during the Term.',
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The warranty period shall be twelve (12) months from delivery. This Agreement shall remain in effect for three (3) years.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 Each Order shall remain in effect for one (1) year. This Agreement shall remain in effect for three (3) years.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect until the later of (a) December 31, 2023 or (b) completion of the Services.",
    "2023-12-31",
  ],
  [
    "sameDay",
    '3.1 The initial term of this Agreement shall expire on December 31, 2022 (the "Initial Term"), and shall renew for successive one-year periods.',
    "2022-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement will continue in effect until December 31, 2022 and thereafter from year to year unless terminated.",
    "2022-12-31",
  ],
  [
    "sameDay",
    "3.1 The obligations of confidentiality shall survive for five (5) years after termination. This Agreement shall remain in force for two (2) years.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate upon completion of the Services, but in no event later than June 30, 2023.",
    "2023-06-30",
  ],
  ["sameDay", "3.1 Unless renewed, this Agreement expires on 30 June 2024.", "2024-06-30"],
  [
    "sameDay",
    "3.1 Following the Initial Term of three (3) years, this Agreement shall renew automatically for successive one-year terms.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall commence on the Effective Date and shall continue for a period of sixty (60) months thereafter.",
    "2026-03-15",
  ],
  [
    "sameDay",
    '3.1 The term of this Agreement (the "Term") shall be a period of three (3) years, commencing on the Effective Date.',
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for two (2) years after the Effective Date and may be extended by mutual written agreement.",
    "2023-03-15",
  ],
  ["sameDay", "3.1 The Agreement shall terminate on March 14, 2024.", "2024-03-14"],
  [
    "sameDay",
    "3.1 Borrowdale shall deliver the reports within ninety (90) days. The Term of this Agreement shall be one (1) year.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term of this Agreement shall commence on the Effective Date and, unless terminated earlier, continue until the third (3rd) anniversary thereof.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire five (5) years after the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for 2 yrs from the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for two years and six months.",
    "2023-09-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire on the earlier of (i) December 31, 2025, or (ii) the date on which all Products have been delivered.",
    "2025-12-31",
  ],
  // A length that measures a renewal or a notice, with the term stated nowhere else: no expiry.
  [
    "sameDay",
    "3.1 The Term shall be as set out in the Order Form and shall renew automatically for successive periods of one (1) year.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate upon either party giving the other six (6) months' prior written notice.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force, subject to any automatic renewal or extension for one year required by law, until either party terminates it.",
    null,
  ],
  [
    "laterEffect",
    "This Agreement shall have a term of three (3) years from the date of signature.",
    "2024-03-01",
  ],
  [
    "laterEffect",
    "This Agreement shall remain in force for two (2) years from the date of its execution.",
    "2023-03-01",
  ],
  [
    "laterEffect",
    "This Agreement shall continue for three (3) years from the date on which it is signed by both parties.",
    "2024-03-01",
  ],
  [
    "laterEffect",
    "This Agreement shall continue for five (5) years from the Effective Date.",
    "2026-04-01",
  ],
  [
    "laterEffect",
    "This Agreement shall continue for five (5) years from the date of first commercial sale of the Products.",
    // From an undated start: counted from the effective date, as CUAD's annotators count it
    // (null before the twelfth pass, which read the convention from dev labels).
    "2026-04-01",
  ],
  [
    "laterEffect",
    "The Term shall end on the first anniversary of the expiration of the last purchase order.",
    null,
  ],
  [
    "laterEffect",
    "This Agreement shall continue for an initial term of three (3) years and shall thereafter renew automatically for successive periods of one (1) year.",
    "2024-04-01",
  ],
  [
    "laterEffect",
    "This Agreement shall remain in force until terminated by either party on ninety (90) days written notice.",
    null,
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku selama 2 (dua) tahun terhitung sejak tanggal ditandatanganinya Perjanjian ini.",
    "2023-02-28",
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku untuk jangka waktu 1 (satu) tahun sejak tanggal 1 April 2021.",
    "2022-03-31",
  ],
  [
    "indonesian",
    "Jangka waktu Perjanjian ini adalah 12 (dua belas) bulan, terhitung mulai tanggal 1 April 2021 sampai dengan tanggal 31 Maret 2022.",
    "2022-03-31",
  ],
  ["indonesian", "Perjanjian ini berlaku sampai dengan tanggal 31 Desember 2022.", "2022-12-31"],
  [
    "indonesian",
    "Perjanjian ini berlaku selama 3 (tiga) tahun dan dapat diperpanjang atas kesepakatan Para Pihak.",
    "2024-02-29",
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku sejak tanggal ditandatangani sampai dengan tanggal 30 Juni 2023.",
    "2023-06-30",
  ],
  [
    "indonesian",
    "Kontrak ini berlaku 24 (dua puluh empat) bulan sejak ditandatangani.",
    "2023-02-28",
  ],
  // Sixth pass (2026-11-27): more kinds written before a change, renewal and notice lengths
  // beside the term's own among them.
  [
    "sameDay",
    '3.1 The initial term of this Agreement shall commence on the Effective Date and shall continue for a period of five (5) years thereafter (the "Initial Term").',
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 Unless earlier terminated as provided herein, this Agreement shall have a term of three (3) years from the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective as of the Effective Date and shall continue in full force and effect through December 31, 2025.",
    "2025-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement will continue in effect for an initial period of two years from the Effective Date, and thereafter shall automatically renew for successive one-year periods unless either party gives ninety (90) days' notice of non-renewal.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 Subject to Section 3.2, the term of this Agreement will be for a period of eighteen (18) months commencing on the Effective Date.",
    "2022-09-15",
  ],
  [
    "sameDay",
    "3.1 Upon six (6) months' prior written notice either party may terminate this Agreement; otherwise this Agreement shall remain in effect for three (3) years from the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 The Agreement shall expire on the seventh anniversary of the Effective Date.",
    "2028-03-15",
  ],
  [
    "sameDay",
    "3.1 Unless renewed for an additional term of one (1) year, this Agreement shall expire three (3) years after the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue until December 31, 2023, and shall thereafter renew for successive periods of one year.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be in force for a period of one (1) year and shall be automatically extended for further periods of one (1) year.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 Term. This Agreement shall commence on the Effective Date and, unless terminated earlier, continue until the fifth anniversary thereof.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The Initial Term of this Agreement shall be two (2) years. Thereafter, this Agreement shall renew automatically for successive one (1) year Renewal Terms.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for a period ending three (3) years after the Effective Date.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 The term hereof shall run for a period of sixty (60) months.", "2026-03-15"],
  [
    "sameDay",
    '3.1 This Agreement shall commence upon the Effective Date and shall remain in effect until June 30, 2025 (the "Initial Term").',
    "2025-06-30",
  ],
  [
    "sameDay",
    "3.1 The period of this Agreement shall be three (3) years, beginning with the Effective Date.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 This Agreement is valid for 5 years from the date hereof.", "2026-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall automatically renew for additional one (1) year terms unless either party gives written notice of non-renewal at least three (3) months prior to the end of the then-current term. The initial term of this Agreement is four (4) years.",
    "2025-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term shall begin on the Effective Date and continue for an initial period of twelve (12) months, renewable by mutual written agreement for further twelve (12) month periods.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for ten (10) years, unless either party terminates it on twelve (12) months' notice.",
    "2031-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term of this Agreement shall be from the Effective Date until the third (3rd) anniversary of the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in full force and effect for so long as any Product is sold hereunder.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for an initial term ending on the second anniversary of the first day of the month following the Effective Date.",
    // Counted from the first of the next month (twelfth pass; null before, when no rule read it).
    "2023-04-01",
  ],
  // Written after the sixth pass's changes, before any further one: 18 of 20 read.
  [
    "sameDay",
    "3.1 The term of this Agreement shall commence on the Effective Date and expire on the date that is three (3) years thereafter.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire on the fifth (5th) anniversary of the Launch Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue until the expiration of the last to expire Licensed Patent.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement is entered into for a term ending December 31, 2022.",
    "2022-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for a period of five years, commencing on the date of this Agreement.",
    "2026-03-15",
  ],
  [
    "sameDay",
    '3.1 Unless sooner terminated, this Agreement shall remain in effect for a term of two (2) years from the Effective Date (the "Initial Term").',
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 Term of Agreement. The term of this Agreement shall be one (1) year from the Effective Date, and shall automatically renew for additional one (1) year periods.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be valid for an initial period of three (3) years as from the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall run until the end of the fifth Contract Year.",
    "2026-03-15",
  ],
  ["sameDay", "3.1 The Term shall expire at 11:59 p.m. on December 31, 2024.", "2024-12-31"],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect until 31st December 2024.",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement is for a period commencing on the Effective Date and ending on December 31, 2023.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on the date which is thirty-six (36) months after the Effective Date.",
    "2024-03-15",
  ],
  ["sameDay", "Initial Term: 3 years", "2024-03-15"],
  ["sameDay", "TERM: Thirty (30) months from the Effective Date.", "2023-09-15"],
  [
    "sameDay",
    "3.1 The Agreement shall be in effect from the Effective Date through the last day of the twenty-fourth (24th) month thereafter.",
    "2023-03-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement will remain in force for an initial period of 5 years and will thereafter continue until terminated by either party on 6 months' notice.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The initial term of this Agreement shall be a period of seven (7) years beginning on the Effective Date.",
    "2028-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall come into force on the Effective Date and shall, unless terminated earlier, continue in force for a period of four (4) years.",
    "2025-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for a period of two (2) years from the Effective Date unless otherwise terminated.",
    "2023-03-15",
  ],
  // Sixth pass (2026-11-27), written before its changes: layouts (capitals, a sentence over
  // lines, a heading run in) and periods beside the term (a warranty, payment, exclusivity or
  // renewal period) that must not be taken for it.
  [
    "sameDay",
    "3.1 Term. This Agreement shall commence on the Effective Date and continue for a period of four (4) years.",
    "2025-03-15",
  ],
  [
    "sameDay",
    "3.1 THIS AGREEMENT SHALL REMAIN IN EFFECT FOR A PERIOD OF THREE (3) YEARS FROM THE EFFECTIVE DATE.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall commence on the Effective Date and shall\ncontinue in full force and effect for a period of\nfive (5) years, unless sooner terminated.",
    "2026-03-15",
  ],
  [
    "sameDay",
    '3.1 "Term" means the period beginning on the Effective Date and ending on the fifth anniversary thereof.',
    "2026-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall last for 5 (five) years.", "2026-03-15"],
  [
    "sameDay",
    "3.1 This Agreement will terminate on the second anniversary of the date hereof.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term shall be for the period from the Effective Date to 31 December 2024.",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall continue through and including March 31, 2025.",
    "2025-03-31",
  ],
  [
    "sameDay",
    "3.1 Subject to earlier termination, the Agreement runs for five years.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in force for a period of one hundred twenty (120) days.",
    "2021-07-13",
  ],
  [
    "sameDay",
    "3.1 The Term of this Agreement shall be a period of ten (10) years commencing on the Effective Date, subject to renewal for successive five (5) year periods.",
    "2031-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate upon the expiration of a three (3) year period commencing on the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    '3.1 This Agreement shall remain in effect for the Term. "Term" shall mean five (5) years from the Effective Date.',
    "2026-03-15",
  ],
  ["sameDay", "3.1 The Contract Period of this Agreement shall be three (3) years.", "2024-03-15"],
  [
    "sameDay",
    "3.1 The Sponsorship Term of this Agreement shall be two (2) years from the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "2.2 The Warranty Period of the Products shall be twelve (12) months from delivery.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "2.2 The payment period of the invoices shall be thirty (30) days.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "2.2 The exclusivity period of this Agreement shall be two (2) years from the Effective Date.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "2.2 The Minimum Purchase Period of the Distributor shall be the first two (2) years.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "2.2 The renewal term of this Agreement shall be one (1) year.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "2.2 The term of each Statement of Work shall be one (1) year.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "2.2 The Pilot Period shall end on September 30, 2021.\n3.1 This Agreement shall remain in effect for five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  // Ninth pass, written before its changes: dates in words, a renewal named before the term,
  // an end tied to an undated event, and terms that last until ended.
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect until the thirty-first day of December, two thousand twenty-five.",
    "2025-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire on the 30th day of June in the year two thousand and twenty-four.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on December thirty-first, two thousand twenty-three.",
    "2023-12-31",
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku sampai dengan tanggal tiga puluh Juni dua ribu dua puluh tiga.",
    "2023-06-30",
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku sampai dengan tanggal 31 (tiga puluh satu) Desember 2024 (dua ribu dua puluh empat).",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall renew automatically for successive periods of one (1) year each. The initial term of this Agreement shall be four (4) years from the Effective Date.",
    "2025-03-15",
  ],
  [
    "sameDay",
    "3.1 Each Renewal Term shall be two (2) years. The Initial Term shall commence on the Effective Date and end on the third anniversary thereof.",
    "2024-03-15",
  ],
  [
    "indonesian",
    "Perjanjian ini dapat diperpanjang untuk jangka waktu 1 (satu) tahun berikutnya. Jangka waktu Perjanjian ini adalah 2 (dua) tahun sejak tanggal ditandatangani.",
    "2023-02-28",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in force until the completion of the Project, unless terminated earlier.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue for two (2) years following the date on which the Facility first opens to the public.",
    // From an undated start: counted from the effective date, as CUAD's annotators count it
    // (null before the twelfth pass, which read the convention from dev labels).
    "2023-03-15",
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku sejak tanggal ditandatangani sampai dengan selesainya pekerjaan.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in full force and effect indefinitely, until either party terminates it by written notice.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement is of indefinite duration and may be terminated by either party upon six (6) months' written notice.",
    null,
  ],
  [
    "indonesian",
    "Perjanjian ini berlaku untuk waktu yang tidak ditentukan sampai diakhiri oleh salah satu Pihak.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect for one (1) year and thereafter from month to month until terminated by either party.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 Borrowdale shall provide the Services for a period of three (3) years as of the date of this Agreement.",
    "2024-03-15",
  ],
  [
    "indonesian",
    "Masa sewa adalah 5 (lima) tahun terhitung sejak tanggal 1 Maret 2021 dan berakhir pada tanggal 28 Februari 2026.",
    "2026-02-28",
  ],
  [
    "indonesian",
    "Perjanjian Kerja Waktu Tertentu ini berlaku untuk jangka waktu 6 (enam) bulan, terhitung sejak tanggal 1 Maret 2021.",
    "2021-08-31",
  ],
  ["sameDay", "3.1 This Agreement will last three years, unless terminated earlier.", "2024-03-15"],
  [
    "sameDay",
    "3.1 Unless sooner terminated, this Agreement shall expire at the end of the thirty-sixth (36th) month after the Effective Date.",
    "2024-03-15",
  ],
  ["sameDay", "Three (3) years from the Effective Date.", "2024-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall be in effect for a period of three (3) years from the Effective Date; provided that the term may be extended for one additional year.",
    "2024-03-15",
  ],
  ["sameDay", "SCHEDULE 1\nEnd Date: December 31, 2024", "2024-12-31"],
  [
    "sameDay",
    "3.1 The Initial Term shall expire on the last day of the calendar year in which the third anniversary of the Effective Date occurs.",
    "2024-12-31",
  ],
  // Eleventh pass, written before its changes: a term from another dated event, no expiry
  // (until terminated), the initial term beside its renewals, dates in words and other styles.
  [
    "sameDay",
    '1.2 The Closing took place on April 1, 2021 (the "Closing Date").\n3.1 This Agreement shall continue for three (3) years from the Closing Date.',
    "2024-04-01",
  ],
  [
    "sameDay",
    '1.2 "Commencement Date" means June 1, 2021.\n3.1 The Term shall be five (5) years from the Commencement Date.',
    "2026-06-01",
  ],
  [
    "sameDay",
    '3.1 The term shall begin on July 1, 2021 (the "Start Date") and end on the third anniversary of the Start Date.',
    "2024-07-01",
  ],
  [
    "laterEffect",
    "This Agreement shall expire on the third anniversary of the date first written above.",
    "2024-03-01",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall commence on the first day of the calendar month following the Effective Date and continue for twelve (12) months.",
    "2022-04-01",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire three (3) years from the date first above written.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall have no fixed term and shall remain in effect until terminated in accordance with Section 3.2.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall commence on the Effective Date and continue until terminated by either party as provided herein.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect unless and until terminated by mutual written agreement of the parties.",
    null,
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be perpetual unless terminated as provided below.",
    null,
  ],
  [
    "sameDay",
    "3.1 The initial term of this Agreement shall be one (1) year from the Effective Date, and it shall be renewed automatically for successive renewal terms of one (1) year each unless either party elects not to renew at least sixty (60) days before the end of the then-current term.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire on March 31, 2023, unless extended by written agreement for a renewal term of one (1) year.",
    "2023-03-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect through the Initial Term and any Renewal Terms. The Initial Term is twenty-four (24) months from the Effective Date.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be one (1) year, renewable annually.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for one (1) year and shall be automatically renewed each year thereafter unless cancelled.",
    "2022-03-15",
  ],
  [
    "sameDay",
    "3.1 Renewal. This Agreement shall be renewed for consecutive one-year periods after the initial three-year period unless terminated.",
    "2024-03-15",
  ],
  [
    "sameDay",
    '3.1 This Agreement shall be for an initial term of two (2) years commencing on the Effective Date (the "Initial Term"), after which it shall automatically renew on a year-to-year basis.',
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 After the initial term of thirty-six (36) months, this Agreement shall continue on a month-to-month basis.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on the thirtieth (30th) day of June, 2024.",
    "2024-06-30",
  ],
  ["sameDay", "3.1 This Agreement shall remain in force until 30th June 2024.", "2024-06-30"],
  ["sameDay", "3.1 This Agreement shall expire on June 30th, 2024.", "2024-06-30"],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect until the 30th of June, 2024.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on the last day of February, two thousand twenty-four.",
    "2024-02-29",
  ],
  [
    "sameDay",
    "3.1 The Term shall end on the fifteenth day of March, Two Thousand and Twenty-Four.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall be valid until 31.12.2024.", "2024-12-31"],
  ["sameDay", "3.1 This Agreement shall remain in effect until 2024-12-31.", "2024-12-31"],
  ["sameDay", "3.1 This Agreement shall end on the 31st December, 2024.", "2024-12-31"],
  [
    "sameDay",
    "3.1 This Agreement shall continue until the end of calendar year 2024.",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire at the close of business on June 30, 2024.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall end on December 31 of the third full calendar year following the Effective Date.",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 The Term commences on the Effective Date and ends thirty-six months later.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement continues for three years starting on the Effective Date.",
    "2024-03-15",
  ],
  ["indonesian", "Perjanjian ini berlaku sampai dengan tanggal 31-12-2024.", "2024-12-31"],
  [
    "indonesian",
    "Perjanjian ini berakhir pada tanggal tiga puluh satu bulan Desember tahun dua ribu dua puluh empat.",
    "2024-12-31",
  ],
  // A start dated after the day's name: "to commence on the <name> date of <date>".
  [
    "sameDay",
    "3.1 The term of this Agreement shall be thirty (30) months, to commence on the anticipated opening date of July 1, 2021.",
    "2024-01-01",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall run for two (2) years commencing on the Closing Date, namely June 1, 2021.",
    "2023-06-01",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in force for four (4) years from the handover date, being September 1, 2021.",
    "2025-09-01",
  ],
  // Written before any change for them: a cover table's term without a colon, the term named
  // for what it licenses, days, the period it covers, calendar years.
  ["sameDay", "Term of Agreement      Three (3) years from the Effective Date", "2024-03-15"],
  [
    "sameDay",
    "3.1 The parties agree that this Agreement will be for three (3) years.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 The License Term shall be five (5) years.", "2026-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall expire, unless earlier terminated, on December 31, 2024.",
    "2024-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall expire on the date that is sixty (60) days after the Effective Date.",
    "2021-05-14",
  ],
  ["sameDay", "3.1 The term of this Agreement shall be ninety (90) days.", "2021-06-13"],
  ["sameDay", "3.1 The period of validity of this Agreement is two (2) years.", "2023-03-15"],
  [
    "sameDay",
    "3.1 This Agreement covers the period from April 1, 2021 to March 31, 2022.",
    "2022-03-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for the calendar years 2021 through 2023.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect for three (3) Contract Years.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect through the fifth anniversary of the Effective Date.",
    "2026-03-15",
  ],
  ["sameDay", "3.1 Term: This Agreement shall be effective until terminated.", null],
  // Twelfth pass, written before any change: the kinds issue 17 names (a length from an event,
  // an auto-renewing initial term, a term defined among the definitions or in a schedule, the
  // end of a year in which something happens, days in words).
  [
    "sameDay",
    '1.9 "Term" means the period beginning on the Effective Date and ending on the fourth anniversary thereof.',
    "2025-03-15",
  ],
  ["sameDay", '1.9 "Expiration Date" means June 30, 2025.', "2025-06-30"],
  [
    "sameDay",
    "3.1 This Agreement shall have an initial term of two (2) years and shall thereafter renew automatically for successive one (1) year periods unless either party gives ninety (90) days notice of non-renewal.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 Unless terminated earlier, this Agreement shall remain in full force until the third anniversary of the Effective Date, and shall then be renewed automatically from year to year.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 The initial term of this Agreement shall expire on the last day of the calendar year in which the second anniversary of the Effective Date occurs.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement terminates on December 31 of the year in which the Effective Date falls.",
    "2021-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force through and including March 14, 2026.",
    "2026-03-14",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be sixty (60) months commencing on the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be in effect for a term of seven years from the Effective Date, unless sooner terminated.",
    "2028-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term of this Agreement is set out in Schedule A.\nSCHEDULE A\nTerm: Five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective on the Effective Date and shall continue until the thirtieth day of June, two thousand twenty-four.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect until the date that is eighteen (18) months after the Effective Date.",
    "2022-09-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate at the end of the fifth Contract Year.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The initial term shall commence on the Effective Date and end on the date immediately preceding the third anniversary of the Effective Date.",
    // Said so by the text; CUAD's annotators count such a term to the anniversary (decision
    // 0024), so no rule reads this kind either way.
    "2024-03-14",
  ],
  [
    "sameDay",
    "3.1 This Agreement is perpetual and may be terminated by either party on six months notice.",
    null,
  ],
  [
    "sameDay",
    '3.1 Subject to Article 12, this Agreement shall continue for an initial period of ten (10) years (the "Initial Period").',
    "2031-03-15",
  ],
  [
    "sameDay",
    "3.1 The term hereof shall begin on the Effective Date and shall end three (3) years thereafter.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be valid for one (1) year and shall be automatically extended for further periods of one (1) year each.",
    "2022-03-15",
  ],
  ["sameDay", "3.1 This Agreement expires on 30 September 2025.", "2025-09-30"],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect until the earlier of (a) the fifth anniversary of the Effective Date or (b) its termination under Section 9.",
    "2026-03-15",
  ],
  // Twelfth pass, second batch (written after the first batch's changes): renewals said first,
  // the initial term named by its end, a term set out in a table.
  [
    "sameDay",
    "3.1 This Agreement shall automatically renew for successive one-year periods after an initial period of three (3) years from the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 Unless either party gives notice of non-renewal at least sixty (60) days before the end of the then-current term, this Agreement shall renew for one (1) year periods. The initial term of this Agreement ends on March 31, 2023.",
    "2023-03-31",
  ],
  [
    "sameDay",
    "3.1 The Initial Term commences on the Effective Date and continues through December 31, 2023, and the Term shall thereafter renew year to year.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 Initial Term: thirty-six (36) months.\n3.2 Renewal Term: twelve (12) months.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective as of the Effective Date and shall remain in effect for a period of one (1) year, and shall be renewed automatically for successive one (1) year terms thereafter.",
    "2022-03-15",
  ],
  [
    "sameDay",
    '3.1 This Agreement shall remain in force for a term of five years (the "Initial Term"), after which it shall continue until terminated by either party on twelve months notice.',
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The Term of this Agreement shall be 2 years and 6 months from the Effective Date.",
    "2023-09-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect until the tenth (10th) anniversary of the Effective Date, subject to earlier termination under Article 9.",
    "2031-03-15",
  ], // Thirteenth pass, written before any change: long terms, halves of a year, a length's
  // figure hyphened to its unit, end dates in other styles, terms with no end.
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for a period of thirty (30) years from the Effective Date.",
    "2051-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for a period of fifty (50) years from the Effective Date.",
    "2071-03-15",
  ],
  ["sameDay", "3.1 The term of this Agreement shall be ninety-nine (99) years.", "2120-03-15"],
  ["sameDay", "3.1 The term of this Agreement shall be eighteen months.", "2022-09-15"],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be one hundred twenty (120) months from the Effective Date.",
    "2031-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be three and one-half (3 1/2) years from the Effective Date.",
    "2024-09-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be five and a half years from the Effective Date.",
    "2026-09-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be 1.5 years from the Effective Date.",
    "2022-09-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be one (1) year and six (6) months from the Effective Date.",
    "2022-09-15",
  ],
  ["sameDay", "3.1 The term of this Agreement shall be six (6) months.", "2021-09-15"],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be ninety (90) days from the Effective Date.",
    "2021-06-13",
  ],
  ["sameDay", "3.1 The term of this Agreement shall be twelve (12) months.", "2022-03-15"],
  ["sameDay", "3.1 The term of this Agreement shall be one year.", "2022-03-15"],
  ["sameDay", "3.1 The term of this Agreement shall be a year.", "2022-03-15"],
  ["sameDay", "3.1 The term of this Agreement shall be two years and one day.", "2023-03-16"],
  ["sameDay", "3.1 The term of this Agreement shall be twenty (20) years.", "2041-03-15"],
  ["sameDay", "3.1 The term of this Agreement shall be twenty-five (25) years.", "2046-03-15"],
  [
    "sameDay",
    "3.1 The Term of this Agreement shall be ten years, ending on the tenth anniversary of the Effective Date.",
    "2031-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall continue in force for a period of 10 yrs.", "2031-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for a period of seven (7) consecutive years.",
    "2028-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for a period of two (2) full years.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for a period of two (2) Contract Years.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for a period of two (2) years, unless terminated earlier pursuant to Section 3.2 or extended by mutual written agreement of the parties.",
    "2023-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall continue in force for twenty four months.", "2023-03-15"],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for thirty six (36) months.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for Thirty-Six (36) Months.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in force for three (3) years and shall be renewed thereafter for additional terms of one (1) year unless either party gives notice.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall continue for a five-year period.", "2026-03-15"],
  ["sameDay", "3.1 This Agreement shall continue for a 5-year period.", "2026-03-15"],
  ["sameDay", "3.1 This Agreement shall continue for a five (5)-year period.", "2026-03-15"],
  [
    "sameDay",
    '3.1 This Agreement shall continue for a period of five (5) years (the "Initial Term") and thereafter for successive renewal periods of two (2) years each.',
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for the period beginning on the Effective Date and ending December 31, 2023.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be effective for the period beginning on the Effective Date and ending on the last day of the 24th month thereafter.",
    "2023-03-31",
  ],
  [
    "sameDay",
    "3.1 The term shall commence on the Effective Date and shall expire at 11:59 p.m. on December 31, 2023.",
    "2023-12-31",
  ],
  ["sameDay", "3.1 The term shall end on Dec. 31, 2023.", "2023-12-31"],
  ["sameDay", "3.1 The term shall end on 31 Dec 2023.", "2023-12-31"],
  ["sameDay", "3.1 The term shall end on 12/31/2023.", "2023-12-31"],
  ["sameDay", "3.1 The term shall end on 31.12.2023.", "2023-12-31"],
  ["sameDay", "3.1 The term shall end on December 31st, 2023.", "2023-12-31"],
  ["sameDay", "3.1 The term shall end on the 31st day of December 2023.", "2023-12-31"],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on June 30, 2023, provided that it shall automatically renew for successive one-year terms.",
    "2023-06-30",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect until all Services have been performed.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect so long as Borrowdale provides any Services.",
    null,
  ],
  ["sameDay", "3.1 This Agreement shall remain in effect in perpetuity.", null],
  ["sameDay", "3.1 This Agreement shall remain in effect indefinitely.", null],
  // Thirteenth pass, second batch, written before its change: headings run into the clause,
  // renewals beside the initial term, a term in a schedule, end dates in other styles.
  [
    "sameDay",
    "3.1 TERM OF AGREEMENT. This Agreement shall continue for two (2) years from the Effective Date.",
    "2023-03-15",
  ],
  ["sameDay", "3.1 Term of Agreement: two (2) years from the Effective Date.", "2023-03-15"],
  [
    "sameDay",
    "3.1 Duration. This Agreement shall remain in force for twenty-\nfour (24) months.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in force for twenty four (24) months from the Effective\nDate.",
    "2023-03-15",
  ],
  [
    "sameDay",
    "3.1 (a) Initial Term. The initial term of this Agreement shall be three (3) years from the Effective Date.\n(b) Renewal. Thereafter this Agreement shall renew for successive one (1) year terms.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 (a) Renewal. This Agreement shall renew for successive one (1) year terms after the Initial Term.\n(b) Initial Term. The initial term of this Agreement shall be three (3) years from the Effective Date.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be renewed automatically for successive two-year periods unless terminated. The initial term shall be five years.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall commence on the Effective Date and shall continue until the third (3rd) anniversary thereof, and shall be automatically renewed for additional one (1) year periods.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue in effect for an initial term of three years and shall thereafter be extended for additional terms of two years each unless either party gives notice.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement may be renewed for a further period of five (5) years by mutual agreement. The term of this Agreement shall be three (3) years.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 Either party may extend this Agreement for one additional year. This Agreement otherwise expires on December 31, 2023.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue until December 31, 2023. Thereafter, the Agreement shall be extended automatically until December 31 of each following year.",
    "2023-12-31",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on the date that is five (5) years after the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall terminate at the close of business on the fifth anniversary of the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The Agreement shall continue in effect for a period ending five (5) years from the Effective Date.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue for a period of five (5) years from the date on which it is signed by the last party.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall commence upon execution and continue for three years.",
    "2024-03-15",
  ],
  [
    "sameDay",
    '3.1 This Agreement shall commence on the Effective Date and remain in effect for the Term.\n"Term" means the period of three (3) years from the Effective Date.',
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement is set forth in Schedule 1.\nSCHEDULE 1\nTerm: 36 months",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement shall be for the period stated on the Cover Page.\nCOVER PAGE\nInitial Term: 3 years",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall be in effect for a period of five (5) years and will automatically renew for additional five (5) year periods.",
    "2026-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall remain in effect for three (3) years after the first commercial sale of the Product.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue for three (3) years. After such initial term, it shall continue on a month-to-month basis.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue for three (3) years, subject to renewal as set forth in Section 3.3.",
    "2024-03-15",
  ],
  [
    "sameDay",
    "3.1 THIS AGREEMENT SHALL CONTINUE IN FULL FORCE AND EFFECT FOR A PERIOD OF THREE (3) YEARS FROM THE EFFECTIVE DATE.",
    "2024-03-15",
  ],
  ["sameDay", "3.1 This Agreement shall terminate on 31st December 2023.", "2023-12-31"],
  ["sameDay", "3.1 This Agreement shall terminate on December 31 2023.", "2023-12-31"],
  ["sameDay", "3.1 This Agreement shall terminate on December 31,2023.", "2023-12-31"],
  ["sameDay", "3.1 This Agreement shall terminate on December 31 , 2023.", "2023-12-31"],
  ["sameDay", "3.1 This Agreement shall terminate on 2023-12-31.", "2023-12-31"],
  ["sameDay", "3.1 This Agreement shall terminate on December 31st 2023.", "2023-12-31"],
  ["sameDay", "3.1 This Agreement shall terminate on Dec 31, 2023.", "2023-12-31"],
  [
    "sameDay",
    "3.1 This Agreement shall terminate on the thirty-first (31st) day of December, 2023.",
    "2023-12-31",
  ],
  ["sameDay", "3.1 This Agreement shall run until June 30th, 2024.", "2024-06-30"],
  [
    "sameDay",
    "3.1 The term of this Agreement is from the Effective Date until June 30, 2024.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 The term of this Agreement runs from March 15, 2021 through and including June 30, 2024.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 The parties intend this Agreement to remain in effect until June 30, 2024.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 The services shall be provided from March 15, 2021 to June 30, 2024.",
    "2024-06-30",
  ],
  [
    "sameDay",
    "3.1 This Agreement covers the period from March 15, 2021 to June 30, 2024.",
    "2024-06-30",
  ],
  ["sameDay", "3.1 Agreement Period: March 15, 2021 - June 30, 2024", "2024-06-30"],
  ["sameDay", "3.1 This Agreement will be in effect from March 15, 2021 until terminated.", null],
  [
    "sameDay",
    "3.1 This Agreement shall have no fixed term and shall continue until terminated under Section 3.2.",
    null,
  ],
  [
    "sameDay",
    "3.1 This Agreement shall continue for so long as Borrowdale holds any license under it.",
    null,
  ],
];

let right = 0;
for (const [preamble, clause, expiry] of KINDS) {
  const { language, head, tail } = PREAMBLES[preamble];
  const text = [...head, clause, ...tail].join("\n");
  const rows = groupRows(documentLines(documentFromText(text, language)));
  const read = extractLegalFields(rows, language).fields.expiry_date?.value ?? null;
  if (read === expiry) right++;
  else console.log(`miss: ${expiry} expected, ${read} read :: ${clause}`);
}
console.log(`${right} of ${KINDS.length} kinds read`);
