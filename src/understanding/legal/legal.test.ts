import { describe, expect, it } from "vitest";
import { documentFromText, documentLines } from "../document-lines.ts";
import { extractLegalFields } from "../legal-fields.ts";
import { groupRows } from "../rows.ts";
import { chooseParties } from "./choose-parties.ts";
import { lawCandidates } from "./law-candidates.ts";
import {
  entityForm,
  type PartyCandidate,
  partiesClause,
  partyCandidates,
} from "./party-candidates.ts";
import type { Language } from "../../contracts/languages.ts";

const legal = (text: string, language: Language | null) =>
  extractLegalFields(groupRows(documentLines(documentFromText(text, language))), language).fields;

// Every name and number below is invented for these tests.
const INDONESIAN = [
  "PERJANJIAN SEWA MENYEWA",
  "Yang bertanda tangan di bawah ini:",
  "1. Nama : Arif Wibowo",
  "Jabatan : Direktur",
  "bertindak untuk dan atas nama PT Kali Biru Sentosa, selanjutnya disebut PIHAK PERTAMA.",
  "2. Nama : Dewi Lestari, selanjutnya disebut PIHAK KEDUA.",
  "Pasal 1",
  "JANGKA WAKTU",
  "Perjanjian ini mulai berlaku pada tanggal 1 Juli 2025 dan berakhir pada tanggal 30 Juni 2026.",
  "Pasal 2",
  "NILAI",
  "Nilai Perjanjian ini adalah Rp12.000.000,00 (dua belas juta rupiah) setiap bulan, sehingga untuk",
  "seluruh jangka waktu berjumlah Rp144.000.000,00 (seratus empat puluh empat juta rupiah).",
  "Pasal 3",
  "Perjanjian ini tunduk pada hukum Negara Republik Indonesia.",
  "PIHAK PERTAMA PIHAK KEDUA",
  "PT Kali Biru Sentosa Dewi Lestari",
].join("\n");

describe("contract parties by the trained scorer", () => {
  it("takes the company a director signs for as the first party, not the director", () => {
    const fields = legal(INDONESIAN, "id");
    expect(fields.primary_party?.value).toBe("PT Kali Biru Sentosa");
    expect(fields.counterparty?.value).toBe("Dewi Lestari");
  });

  it("reads a numbered list of parties after 'between the following parties'", () => {
    const fields = legal(
      [
        "SUPPLY AGREEMENT",
        "This Supply Agreement is made between the following parties:",
        '1. Harrow Lane Foods Ltd., with its registered office at 9 Quay Road, Leeds (the "Seller").',
        '2. Brightwater Kitchens Inc., with its registered office at 40 Pine Street, Boston (the "Buyer").',
        "The parties agree as follows:",
        "1. Scope",
        "This Agreement governs deliveries between the Seller and the Buyer.",
      ].join("\n"),
      "en",
    );
    expect(fields.primary_party?.value).toBe("Harrow Lane Foods Ltd.");
    expect(fields.counterparty?.value).toBe("Brightwater Kitchens Inc.");
  });

  it("keeps the two columns of a signature line apart", () => {
    const names = partyCandidates(INDONESIAN, { primary: null, counterparty: null }).map(
      (candidate) => candidate.name,
    );
    expect(names).toContain("PT Kali Biru Sentosa");
    expect(names).not.toContain("PT Kali Biru Sentosa Dewi Lestari");
  });
});

describe("party candidates", () => {
  const names = (text: string) =>
    partyCandidates(text, { primary: null, counterparty: null }).map((candidate) => candidate.name);

  it("takes the whole name a short name is defined for, and not the description", () => {
    const found = names(
      'This Licence is granted by Orchard Vale Seeds Co Ltd ("Orchard"), a Nevada Corporation, to Tamsin Reed.',
    );
    expect(found).toContain("Orchard Vale Seeds Co Ltd");
    expect(found).not.toContain("Nevada Corporation");
  });

  it("keeps initials inside a name and drops the address run into it", () => {
    const found = names(
      "Between Quill Harbor Inc., 12 Elm Road, Fairview, ON K1A 0B1, and Cobalt R. J. Tools Ltd. as follows.",
    );
    expect(found).toContain("Cobalt R. J. Tools Ltd.");
    expect(found.some((name) => name.includes("Elm Road"))).toBe(false);
  });

  it("takes no bare legal form as a name: the tail of a name cut at a line", () => {
    const text = [
      "This Agreement is made between Harbor Lantern Trading Co.,",
      'Ltd. (the "Seller") and Pinewick Goods Limited (the "Buyer").',
      "1. Delivery",
      "Co., Ltd.",
    ].join("\n");
    const found = partyCandidates(text, { primary: null, counterparty: "Co., Ltd." }).map(
      (candidate) => candidate.name,
    );
    expect(found).toContain("Pinewick Goods Limited");
    expect(found.some((name) => /^(?:Co|Ltd)[.,\s]*(?:Ltd)?\.?$/.test(name))).toBe(false);
  });

  it("takes no clause heading, placeholder or sentence as a name", () => {
    const text = [
      "SUPPLY AGREEMENT",
      "Customer: <<enter Company Name>>",
      "Supplier: Slate Ridge Partners LLC",
      "1. Scope of Work Cobalt",
      "2. Payment Terms. Slate",
      "3. Shipping Port: Harbor Town",
    ].join("\n");
    const found = partyCandidates(text, {
      primary: "<<enter Company Name>>",
      counterparty: "Payment Terms. Slate",
    }).map((candidate) => candidate.name);
    expect(found).toContain("Slate Ridge Partners LLC");
    expect(found.some((name) => /<<|Scope|Payment|Port/.test(name))).toBe(false);
  });

  it("reads legal forms written in capitals, and a bare SA", () => {
    const found = names(
      [
        "LIMITED POWER OF ATTORNEY",
        "Dated as of March 3, 2019, by and between HOLLOWAY BRIDGE TRUST COMPANY, a trust organized",
        'in Ohio (the "Adviser"), and GREYMOOR FABRICS, INC. ("Greymoor"), and TALVERA SISTEMAS, SA.,',
        'a public limited company (hereinafter "Talvera"), and PELLWORTH FOODS CO., LTD. and',
        "KESTREL ROW LIMITED.",
      ].join("\n"),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        "HOLLOWAY BRIDGE TRUST COMPANY",
        "GREYMOOR FABRICS, INC.",
        "TALVERA SISTEMAS, SA.",
        "PELLWORTH FOODS CO., LTD.",
        "KESTREL ROW LIMITED.",
      ]),
    );
    // "LIMITED" opening a title names no company.
    expect(found.some((name) => name.startsWith("LIMITED"))).toBe(false);
  });

  it("stops a name at a capitalised AND after the party before it", () => {
    const found = names(
      [
        "JOINT VENTURE AGREEMENT made BETWEEN Corvane Motors Inc., through its Director of Pacific",
        "Operations,   AND   LINDQUIST ENGINEERING LIMITED, a company of India.",
      ].join("\n"),
    );
    expect(found).toContain("LINDQUIST ENGINEERING LIMITED");
    expect(found.some((name) => name.includes("Operations"))).toBe(false);
  });

  it("keeps a place in brackets inside a name", () => {
    const found = names(
      'by and between: Party A: Lumen (Harbin) Learning Services Co., Ltd. ("Provider") and Party B: Cresta (USA) Inc.',
    );
    expect(found).toEqual(
      expect.arrayContaining(["Lumen (Harbin) Learning Services Co., Ltd.", "Cresta (USA) Inc."]),
    );
  });

  it("takes a name without a legal form that the preamble describes as 'a <place> corporation'", () => {
    const found = names(
      'This Hosting Agreement is entered into by and between Marrowfield Interactive, a Florida corporation ("the Customer"), and Quillon Hosting Group, an Ontario limited company ("Quillon").',
    );
    expect(found).toEqual(
      expect.arrayContaining(["Marrowfield Interactive", "Quillon Hosting Group"]),
    );
  });

  it("takes no name from a running footer, but keeps a letterhead that is the name alone", () => {
    const page = (body: string) =>
      ["ORCHID LANE LTD", body, "Source: BRACKEN HILL HOLDINGS, INC., 10-K, filed in March."].join(
        "\n",
      );
    const text = [
      page(
        'This Agreement is made by and between Fenwick Tide Media Limited ("Fenwick") and the company whose paper this is ("Orchid").',
      ),
      page("1. Grant of rights."),
      page("2. Fees."),
    ].join("\n");
    const found = names(text);
    expect(found).toContain("Fenwick Tide Media Limited");
    expect(found).toContain("ORCHID LANE LTD");
    expect(found.some((name) => name.includes("BRACKEN"))).toBe(false);
  });
});

describe("party blocks labelled by role, and names that are no party", () => {
  const candidates = (text: string) => partyCandidates(text, { primary: null, counterparty: null });

  it("reads a party a role label in capitals names, also run into the name, but not a row of labels", () => {
    const text = [
      "PERJANJIAN KERJA WAKTU TERTENTU",
      "Perjanjian ini dibuat oleh dan antara:",
      "PENGUSAHA PT Laut Teduh Sentosa",
      "Diwakili oleh Rina Marpaung",
      "PEKERJA Yoga Simanjuntak",
      "PIHAK YANG MENYEWAKANCV Bukit Awan",
      "PIHAK PENYEWASari Nugroho",
      "PENGUSAHA PEKERJA",
    ].join("\n");
    const names = candidates(text).map((candidate) => candidate.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "PT Laut Teduh Sentosa",
        "Yoga Simanjuntak",
        "CV Bukit Awan",
        "Sari Nugroho",
      ]),
    );
    expect(names).not.toContain("PEKERJA");
  });

  it("reads a party list numbered in Roman numerals", () => {
    const text = [
      "Yang bertanda tangan di bawah ini:",
      'I. PT Gunung Sepi, berkedudukan di Bandung, yang selanjutnya disebut "PENGUSAHA".',
      'II. Tono Wirawan, pemegang KTP No. 1234, yang selanjutnya disebut "PEKERJA".',
    ].join("\n");
    expect(candidates(text).map((candidate) => candidate.name)).toContain("Tono Wirawan");
  });

  it("marks a date and a copy to counsel as what they are", () => {
    const text = [
      'This Agreement is made between Kestrel Ridge Ltd., acting through its office in Lisbon ("Kestrel"), and Amberfield Labs Inc.',
      'with effect from 3 March 2011 (the "Effective Date").',
      "Notices to Kestrel, with a copy (which shall not constitute notice) to:",
      "Marlow & Finch LLP",
    ].join("\n");
    const features = (name: string) =>
      candidates(text).find((candidate) => candidate.name === name)?.features ?? {};
    expect(features("Marlow & Finch LLP").copy_to_before).toBe(1);
    expect(features("Kestrel Ridge Ltd.").copy_to_before).toBe(0);
    expect(features("3 March 2011").date_like).toBe(1);
    expect(features("Amberfield Labs Inc.").date_like).toBe(0);
  });
});

describe("a signature block read line by line", () => {
  const text = [
    "EMPLOYMENT AGREEMENT",
    "This Employment Agreement is made on 2 May 2025 by and between:",
    "1. Larkspur Freight Sdn. Bhd.",
    "Address: 12, Jalan Ampang, Kuala Lumpur",
    "Signatory: Nadia Rahman",
    '(hereinafter "Employer")',
    "2. Hendra Saputra",
    "Address: Jl. Melati No. 4, Kel. Sukamaju, Bogor 16111",
    '(hereinafter "Employee")',
    "1. TERM",
    "The term of this Agreement is one (1) year beginning on 2 May 2025.",
    "IN WITNESS WHEREOF the parties have signed this Agreement.",
    "Employer Employee",
    "Nadia Rahman Hendra Saputra",
    "Larkspur Freight Sdn. Bhd.",
  ].join("\n");
  const found = partyCandidates(text, {
    primary: "Larkspur Freight Sdn. Bhd.",
    counterparty: "Hendra Saputra",
  });

  it("does not take the lines above a company, holding both parties, for either of them", () => {
    const joined = found.find((candidate) => candidate.name.includes("Nadia Rahman Hendra"));
    expect(joined?.features.joined_lines).toBe(1);
    expect(joined?.features.rules_primary).toBe(0);
    expect(joined?.features.rules_counterparty).toBe(0);
  });

  it("chooses the company and the employee", () => {
    const fields = legal(text, "en");
    expect(fields.primary_party?.value).toBe("Larkspur Freight Sdn. Bhd.");
    expect(fields.counterparty?.value).toBe("Hendra Saputra");
  });

  it("keeps a company in capitals apart from the signatory and title above it", () => {
    const block = [
      "Title: Chief Operating Officer",
      "OSPREY HARBOUR HOLDINGS, L.P.",
      "By: Mark Tullow WESTERLY MILLS LIMITED",
    ].join("\n");
    const names = partyCandidates(block, { primary: null, counterparty: null });
    const own = names.find((candidate) => candidate.name === "OSPREY HARBOUR HOLDINGS, L.P.");
    expect(own?.features.joined_lines).toBe(0);
    // The signer's title above ends the name: no candidate runs the title into the company.
    expect(names.some((candidate) => candidate.name.includes("Officer OSPREY"))).toBe(false);
    expect(names.some((candidate) => candidate.name === "WESTERLY MILLS LIMITED")).toBe(true);
  });
});

describe("a signature block run into one line", () => {
  const names = (text: string) =>
    partyCandidates(text, { primary: null, counterparty: null }).map((candidate) => candidate.name);

  it("starts the company's name after the signer's name and title", () => {
    expect(
      names("By: /s/ Ruth Allard Ruth Allard Chief Executive Officer KESTREL POINT PARTNERS, L.P."),
    ).toEqual(["KESTREL POINT PARTNERS, L.P."]);
    expect(names("By: /s/ Omar Fenn Omar Fenn Vice President Larchmont Dye Works, Inc.")).toEqual([
      "Larchmont Dye Works, Inc.",
    ]);
    expect(names("Signed: Ines Varga Managing Director Tallow Creek Shipping Limited")).toEqual([
      "Tallow Creek Shipping Limited",
    ]);
  });

  it("takes the name before a description without a place: 'a municipal corporation'", () => {
    expect(
      names(
        'This Agreement is made between the Town of Hollis Cove, a municipal corporation ("Town"), and Brackwater Survey LLC.',
      ),
    ).toContain("Town of Hollis Cove");
  });

  it("takes no name from a statute's title that holds a legal form", () => {
    const found = names(
      "Between Wrenfield Growth Fund, registered under the Investment Company Act of 1940, and Pellham Advisers LLC, formed under the Utah Business Corporation Act.",
    );
    expect(found).toContain("Pellham Advisers LLC");
    expect(found.some((name) => /Investment Company|Business Corporation/.test(name))).toBe(false);
  });

  it("keeps a title-like word that ends a company's own name", () => {
    expect(names("This lease is made between Northgate President Ltd and Mira Lund.")).toContain(
      "Northgate President Ltd",
    );
  });
});

describe("names that look like something else", () => {
  const names = (text: string) =>
    partyCandidates(text, { primary: null, counterparty: null }).map((candidate) => candidate.name);

  it("keeps a number before a legal form, an underscore inside a name and a described insurer", () => {
    const text = [
      'This Agreement is made by and between Harbor Wind Partners 2, LLC, a Delaware limited liability company ("Owner"),',
      'and NORTH_STAR MEDIA AG ("Licensee").',
      "Lakeshore Mutual Assurance of Ohio, an Ohio insurance corporation, joins as guarantor.",
      "Signed by ______________ for the Owner.",
    ].join("\n");
    const found = names(text);
    expect(found).toEqual(
      expect.arrayContaining([
        "Harbor Wind Partners 2, LLC",
        "NORTH_STAR MEDIA AG",
        "Lakeshore Mutual Assurance of Ohio",
      ]),
    );
    expect(found.some((name) => name.includes("__"))).toBe(false);
  });
});

describe("the order of the two parties", () => {
  it("follows where each is first named, also when a party's full name comes later", () => {
    const fields = legal(
      [
        "PERJANJIAN KERJA SAMA",
        "Pada hari ini telah dibuat perjanjian antara:",
        "1. PT Sinar Galang, selanjutnya disebut PIHAK PERTAMA;",
        "2. CV Tirta Mandala, selanjutnya disebut PIHAK KEDUA.",
        "Pasal 1",
        "PIHAK PERTAMA menunjuk PIHAK KEDUA sebagai pemasok.",
        "PIHAK PERTAMA PIHAK KEDUA",
        "PT Sinar Galang Elektrika CV Tirta Mandala",
      ].join("\n"),
      "id",
    );
    expect(fields.primary_party?.value).toMatch(/^PT Sinar Galang/);
    expect(fields.counterparty?.value).toBe("CV Tirta Mandala");
  });
});

describe("a short name chosen for a party", () => {
  // A scorer that likes repeated names most: the short name the text repeats wins the ranking.
  const scorer = { features: ["repeats", "legal_form"], weights: [5, 1], types: ["contract"] };
  const text =
    'This Agreement is made between Larkspur Freight, Inc., a Louisiana corporation ("LFI"), and Harbor Lane Partners, LLC (the "Agent").';
  const at = (name: string) => text.indexOf(name);
  const candidates: PartyCandidate[] = [
    {
      name: "Larkspur Freight, Inc.",
      offset: at("Larkspur"),
      features: { legal_form: 1 },
    },
    { name: "LFI", offset: at("LFI"), features: { repeats: 1 } },
    { name: "Harbor Lane Partners, LLC", offset: at("Harbor"), features: { legal_form: 1 } },
    { name: "Agent", offset: at("Agent"), features: { repeats: 0.9 } },
  ];

  it("gives way to the name the contract defines it for, through a description", () => {
    const names = chooseParties(scorer, candidates, text).map((party) => party.name);
    expect(names).toEqual(["Larkspur Freight, Inc.", "Harbor Lane Partners, LLC"]);
  });

  it("stays without the text", () => {
    const names = chooseParties(scorer, candidates).map((party) => party.name);
    expect(names).toEqual(["LFI", "Agent"]);
  });
});

describe("a party's officer chosen for the party", () => {
  // A scorer that likes repeated names most: the officers, named again at the signatures, win.
  const scorer = { features: ["repeats", "legal_form"], weights: [5, 1], types: ["contract"] };
  const candidatesOf = (text: string, people: string[], companies: string[]): PartyCandidate[] => [
    ...people.map((name) => ({ name, offset: text.indexOf(name), features: { repeats: 1 } })),
    ...companies.map((name) => ({ name, offset: text.indexOf(name), features: { legal_form: 1 } })),
  ];

  it("gives way to the company the officer holds office in", () => {
    const text =
      'This Agreement is entered into by and between Ann Marlow, director of Quillfen Tools (the "Client"), and Tom Fenwick, the Chief Executive Officer of Borrowdale Analytics LLC (the "Company").';
    const candidates = candidatesOf(
      text,
      ["Ann Marlow", "Tom Fenwick"],
      ["Quillfen Tools", "Borrowdale Analytics LLC"],
    );
    const names = chooseParties(scorer, candidates, text).map((party) => party.name);
    expect(names).toEqual(["Quillfen Tools", "Borrowdale Analytics LLC"]);
  });

  it("reads an Indonesian officer 'selaku Direktur Utama' of the company", () => {
    const text =
      "Perjanjian Kerja Sama ini dibuat antara Arif Wibowo, selaku Direktur Utama PT Kali Biru Sentosa, dan Dewi Lestari, selaku pemilik CV Gunung Mas Abadi.";
    const candidates = candidatesOf(
      text,
      ["Arif Wibowo", "Dewi Lestari"],
      ["PT Kali Biru Sentosa", "CV Gunung Mas Abadi"],
    );
    const names = chooseParties(scorer, candidates, text).map((party) => party.name);
    expect(names).toEqual(["PT Kali Biru Sentosa", "CV Gunung Mas Abadi"]);
  });

  it("reads Indonesian parties listed under 'Pihak Pertama:' and 'Pihak Kedua:'", () => {
    const fields = legal(
      [
        "PERJANJIAN KERJA SAMA",
        "Pihak Pertama: PT Kali Biru Sentosa   Alamat: Jalan Melati 4, Bandung",
        "Pihak Kedua: CV Gunung Mas Abadi   Alamat: Jalan Kenanga 9, Bogor",
        "Setelah musyawarah antara Pihak Pertama dan Pihak Kedua, para pihak sepakat sebagai berikut.",
        "Pasal 1",
        "Perjanjian ini tunduk pada hukum Negara Republik Indonesia.",
      ].join("\n"),
      "id",
    );
    expect(fields.primary_party?.value).toBe("PT Kali Biru Sentosa");
    expect(fields.counterparty?.value).toBe("CV Gunung Mas Abadi");
  });

  it("keeps a person who is a party in their own right", () => {
    const text =
      'This Agreement is made between Quillfen Tools LLC (the "Company") and Ann Marlow, an individual residing in Ohio ("Consultant").';
    const candidates = candidatesOf(text, ["Ann Marlow"], ["Quillfen Tools LLC"]);
    const names = chooseParties(scorer, candidates, text).map((party) => party.name);
    expect(names).toEqual(["Quillfen Tools LLC", "Ann Marlow"]);
  });
});

describe("contract term and value", () => {
  it("reads a term that ends 'berakhir pada tanggal' and the stated sum, not the monthly rate", () => {
    const fields = legal(INDONESIAN, "id");
    expect(fields.effective_date?.value).toBe("2025-07-01");
    expect(fields.expiry_date?.value).toBe("2026-06-30");
    expect(fields.contract_value?.value).toBe(144_000_000);
  });

  it("counts a term from the day it 'dimulai pada tanggal'", () => {
    const fields = legal(
      "PERJANJIAN KERAHASIAAN\nPerjanjian ini dibuat pada tanggal 3 Februari 2025 oleh dan antara PT Satu dan PT Dua.\n" +
        "Jangka waktu Perjanjian ini adalah 6 (enam) bulan yang dimulai pada tanggal 1 Maret 2025.",
      "id",
    );
    expect(fields.effective_date?.value).toBe("2025-03-01");
    expect(fields.expiry_date?.value).toBe("2025-08-31");
  });
});

describe("the end of a term, by the kind of clause that states it", () => {
  // An invented agreement with its effective date a month after the day it is made.
  const agreement = (clause: string) =>
    legal(
      [
        "DISTRIBUTION AGREEMENT",
        'This Distribution Agreement is made on March 1, 2021 between Quillfen Tools, Inc. ("Supplier") and Borrowdale Trading Ltd ("Distributor").',
        "1. EFFECTIVE DATE",
        'This Agreement shall take effect on April 1, 2021 (the "Effective Date").',
        "2. TERM AND TERMINATION",
        clause,
        "2.2 Either party may terminate this Agreement on thirty (30) days prior written notice.",
        "3. GOVERNING LAW",
        "This Agreement is governed by the laws of the State of New York.",
      ].join("\n"),
      "en",
    ).expiry_date?.value ?? null;

  it.each([
    [
      "a term 'hereof' that runs for a length",
      "2.1 The term hereof shall run for thirty-six (36) months from the Effective Date.",
      "2024-04-01",
    ],
    ["a heading run into its length", "2.1 Term. Three (3) years.", "2024-04-01"],
    ["a length after a term label", "2.1 Term: 24 months from the Effective Date.", "2023-04-01"],
    ["an agreement that lasts", "2.1 This Agreement shall last for 2 years.", "2023-04-01"],
    [
      "an agreement valid until a day",
      "2.1 This Agreement is valid until 30 September 2024.",
      "2024-09-30",
    ],
    [
      "an agreement binding for a length",
      "2.1 This Agreement shall be binding for a period of two years.",
      "2023-04-01",
    ],
    [
      "an agreement made for a fixed term",
      "2.1 This Agreement is made for a fixed term of twelve (12) months.",
      "2022-04-01",
    ],
    [
      "a term expiring on a day",
      "2.1 This Agreement is entered into for a term expiring on June 30, 2024.",
      "2024-06-30",
    ],
    [
      "a length said as the term's adjective",
      "2.1 This Agreement shall have a five (5) year term.",
      "2026-04-01",
    ],
    [
      "a hyphenated length",
      "2.1 This Agreement shall remain in force for a ten-year period from the Effective Date.",
      "2031-04-01",
    ],
    [
      "a length in years and months",
      "2.1 This Agreement shall continue in force for two years and six months.",
      "2023-10-01",
    ],
    [
      "a party's service for a length, first under the term's heading",
      "2.1 The Distributor shall resell the Products for a period of two (2) years.",
      "2023-04-01",
    ],
    [
      "a term statement before the first sub-clause under the term's heading",
      "2.1 The Distributor shall keep stock for six (6) months.\n2.3 This Agreement shall remain in force for thirty-six (36) months.",
      "2024-04-01",
    ],
    ["a label naming the agreement's term", "2.1 Term of Agreement: 30 months.", "2023-10-01"],
    [
      "no length from a year's figure before the unit",
      "2.1 This Agreement shall remain in effect for seven (7)\n\nFiled: WRENFIELD MILLS INC, 5/2/2021\n\nyears.",
      null,
    ],
    ["a contract term label", "2.1 Contract Term: thirty (30) months.", "2023-10-01"],
    [
      "a length's figure in brackets hyphened to its unit",
      "2.1 This Agreement shall continue for a four (4)-year period.",
      "2025-04-01",
    ],
    [
      "half a year in words and figures",
      "2.1 The term of this Agreement shall be two and one-half (2 1/2) years.",
      "2023-10-01",
    ],
    [
      "half a year in words",
      "2.1 This Agreement shall remain in force for six and a half years.",
      "2027-10-01",
    ],
    [
      "half a year with a decimal point",
      "2.1 The term of this Agreement is 2.5 years.",
      "2023-10-01",
    ],
    [
      "an end at a time of day",
      "2.1 This Agreement shall remain in full force until midnight on March 31, 2023.",
      "2023-03-31",
    ],
    [
      "a length from the date of signature",
      "2.1 This Agreement shall have a term of three (3) years from the date of signature.",
      "2024-03-01",
    ],
    [
      "a length from the day it is executed",
      "2.1 This Agreement shall remain in force for two (2) years from the date of its execution.",
      "2023-03-01",
    ],
    [
      "an anniversary of a later event, which no date tells",
      "2.1 The Term shall end on the first anniversary of the expiration of the last purchase order.",
      null,
    ],
  ])("reads %s", (_kind, clause, expiry) => {
    expect(agreement(clause)).toBe(expiry);
  });
});

describe("contract value stated as a total sum", () => {
  it("takes 'a total contract sum of' over the monthly fee before it", () => {
    const fields = legal(
      "SERVICES AGREEMENT\nThis Agreement is made between Kestrel Ridge Ltd. and Amberfield Labs Inc.\n" +
        "The Client shall pay MYR 2,000.00 per month, being a total contract sum of MYR 48,000.00 (forty-eight thousand ringgit).",
      "en",
    );
    expect(fields.contract_value?.value).toBe(48_000);
  });
});

describe("contract dates", () => {
  it("reads a two-digit year the contract never writes in full in the 1900s from 69 on", () => {
    const fields = legal(
      "AGENCY AGREEMENT\nThe commission rate applies effective 3/14/98 under this Agreement between Fernhill Mutual Inc. and Dovecote Agency Inc.",
      "en",
    );
    expect(fields.effective_date?.value).toBe("1998-03-14");
  });
});

describe("governing law by the trained scorer", () => {
  it("takes the state whose law governs, not the country or a party's seat", () => {
    const fields = legal(
      "SERVICES AGREEMENT\nThis Agreement is made by and between Northfield Analytics LLC, a company organized under the laws of Delaware, and Copperline Media Inc.\n" +
        "12. Governing Law. This Agreement shall be governed by the laws of the United States and the internal laws of the Commonwealth of Pennsylvania.",
      "en",
    );
    expect(fields.governing_law?.value).toBe("Pennsylvania");
  });

  it("reads 'English law' as the law of England", () => {
    const places = lawCandidates("22.1 This Agreement is governed by English law.", null).map(
      (candidate) => candidate.place,
    );
    expect(places).toEqual(["England"]);
  });

  it("reads the law past a scan's specks before the place", () => {
    const english = legal(
      "TENANCY AGREEMENT\nThis Agreement is made between Harrowgate Tools Pte. Ltd. and Quenby Labs Pte. Ltd.\n" +
        "3. GOVERNING LAW\nThe validity of this Agreement is subject to the laws of the Republic of .\nSingapore, and its courts shall have jurisdiction.",
      "en",
    );
    expect(english.governing_law?.value).toBe("Singapore");
    const indonesian = lawCandidates(
      "Pasal 3\nHukum yang Berlaku\nPara Pihak tunduk pada hukum Republik.\nIndonesia.",
      null,
    );
    expect(indonesian.map((candidate) => [candidate.place, candidate.features.hukum])).toEqual([
      ["Indonesia", 1],
    ]);
  });
});

describe("a party's legal form, the parties' clause and the signature blocks", () => {
  it("knows a legal entity by its form at the end or, in Indonesian, at the start", () => {
    expect(entityForm("Quillmere Analytics, Inc.")).toBe(true);
    expect(entityForm("Harbeck Tooling GmbH")).toBe(true);
    expect(entityForm("PT Sawah Larik Abadi")).toBe(true);
    expect(entityForm("Varnholt Trading B.V.")).toBe(true);
    expect(entityForm("Licensed Trademarks")).toBe(false);
    expect(entityForm("Distributor and Supplier")).toBe(false);
  });

  const text = [
    "DISTRIBUTION AGREEMENT",
    "This Agreement is made by and between Quillmere Analytics, Inc., a Delaware corporation",
    '(the "Company"), and Harbeck Tooling GmbH ("Distributor"), a subsidiary of Orvane Holdings Ltd.',
    "WHEREAS, Orvane Holdings Ltd. and Tessaly Partners LLC have agreed to a joint venture.",
    "1. Licensed Trademarks",
    "The Distributor may use the marks.",
    "IN WITNESS WHEREOF the parties have signed this Agreement.",
    "Quillmere Analytics, Inc.",
    "By: Mara Ellison",
    "Harbeck Tooling GmbH",
    "By: Jonas Pfeil",
  ].join("\n");
  const features = (name: string) =>
    partyCandidates(text, { primary: null, counterparty: null }).find(
      (candidate) => candidate.name === name,
    )?.features ?? {};

  it("ends the parties' clause at the recitals", () => {
    const clause = partiesClause(text);
    const inside = text.slice(clause!.start, clause!.end);
    expect(inside).toContain("Harbeck Tooling GmbH");
    expect(inside).not.toContain("Tessaly");
  });

  it("keeps a numbered list of parties in one clause, up to the operative words", () => {
    const listed = [
      "This Agreement is made between:",
      '1. Pelbridge Foods Ltd., with its office at 4 Elm Row (the "Seller").',
      '2. Karsten Mills Pte. Ltd., with its office at 9 Oak Lane (the "Buyer").',
      "The parties agree as follows:",
      "1. Scope",
    ].join("\n");
    const clause = partiesClause(listed);
    const inside = listed.slice(clause!.start, clause!.end);
    expect(inside).toContain("Karsten Mills Pte. Ltd.");
    expect(inside).not.toContain("Scope");
    expect(
      partiesClause("Yang bertanda tangan di bawah ini:\n1. PT Sawah Larik Abadi."),
    ).not.toBeNull();
    expect(partiesClause("A letter with no parties named.")).toBeNull();
  });

  it("marks the parties named in the clause and signing below, not a third party", () => {
    expect(features("Quillmere Analytics, Inc.")).toMatchObject({
      entity_form: 1,
      in_parties_clause: 1,
      signs_below: 1,
    });
    expect(features("Harbeck Tooling GmbH").signs_below).toBe(1);
    expect(features("Tessaly Partners LLC")).toMatchObject({
      entity_form: 1,
      in_parties_clause: 0,
      signs_below: 0,
    });
    expect(features("Orvane Holdings Ltd.").signs_below).toBe(0);
  });
});

describe("names a preamble gives in other shapes", () => {
  const candidates = (text: string) => partyCandidates(text, { primary: null, counterparty: null });
  const names = (text: string) => candidates(text).map((candidate) => candidate.name);

  it("finds a brand written in lower case before its legal form", () => {
    const text =
      'This agreement is entered into by and between Brellow Corporation ("Brellow") and q-tanvo, Inc. ("Qtanvo"), a Delaware corporation.';
    expect(names(text)).toContain("q-tanvo, Inc.");
  });

  it("keeps the preamble's own line when a title above it ran into the name", () => {
    const text =
      "SERVICING AGREEMENT\nFarrowmere Mutual Corporation of Ohio, an Ohio insurance corporation (FMCO) and Wendlock Agency, Inc. agree as follows:";
    expect(names(text)).toContain("Farrowmere Mutual Corporation of Ohio");
  });

  it("knows other countries' legal forms, and no form a hyphen joins to a word", () => {
    const text =
      "SUPPLY AGREEMENT\nBETWEEN\nTORVALLA MINERACAO S/A\nAND\nGRENDOLE AVIATION SERVICES, G.I.E.\nThis Co-Marketing Agreement sets out the terms.";
    expect(names(text)).toEqual(
      expect.arrayContaining(["TORVALLA MINERACAO S/A", "GRENDOLE AVIATION SERVICES, G.I.E."]),
    );
    expect(names(text).some((name) => name.endsWith(" Co"))).toBe(false);
  });

  it("takes a form spelled out after a country for no name", () => {
    const text =
      "This agreement is made by and between Quenby Storage Works LLC, a USA Limited Liability Company (LLC), and Dorrit Foods Ltd.";
    expect(names(text)).not.toContain("USA Limited Liability Company");
    expect(names(text)).toContain("Quenby Storage Works LLC");
  });

  it("reads 'the Company' as a role, not a legal form, and a state named with its kind as a place", () => {
    const text =
      'AGREEMENT made by Tessaly Works, Inc., a corporation organized under the laws of the State of Nevada (the "Company"), and Orvane Networks, Inc. (the "Provider").\nWHEREAS, the Provider and the Company entered into a supply agreement;';
    expect(names(text)).not.toContain("Provider and the Company");
    const state = candidates(text).find((candidate) => candidate.name === "State of Nevada");
    expect(state?.features.ends_in_place ?? 1).toBe(1);
  });
});

describe("Indonesian party lists", () => {
  const signatures = [
    "Demikian perjanjian ini dibuat dalam rangkap dua.",
    "PIHAK PERTAMA PIHAK KEDUA",
    "Nama : Joko Santosa Nama : Melati Anggraini",
    "Jabatan : Plant Director Jabatan : Finance Manager",
  ].join("\n");
  const parties = (opening: string) => {
    const fields = legal(`${opening}\nPasal 1\nObjek Sewa\n${signatures}`, "id");
    return [fields.primary_party?.value, fields.counterparty?.value];
  };

  it("takes a person named with a title after 'yang bertanda tangan di bawah ini', title left out", () => {
    expect(
      parties(
        "PERJANJIAN SEWA GUDANG\nKami yang bertanda tangan di bawah ini:\n1. Ny. Sekar Ayu Lestari, pemilik gudang, beralamat di Jl. Kutilang No. 9, Jambi, selanjutnya disebut PIHAK PERTAMA;\n2. PT Arunika Niaga Sentosa, diwakili oleh Joko Santosa selaku Direktur, selanjutnya disebut PIHAK KEDUA.",
      ),
    ).toEqual(["Sekar Ayu Lestari", "PT Arunika Niaga Sentosa"]);
  });

  it("reads a list numbered in Roman numerals to its last party", () => {
    expect(
      parties(
        "PERJANJIAN KERJA\nYang bertanda tangan di bawah ini:\nI. PT Arunika Niaga Sentosa, berkedudukan di Jambi, diwakili oleh Joko Santosa, selanjutnya disebut Perusahaan.\nII. Sdr. Galih Permana Putra, pemegang KTP No. 1571010405960002, selanjutnya disebut Karyawan.",
      ),
    ).toEqual(["PT Arunika Niaga Sentosa", "Galih Permana Putra"]);
  });
});

describe("names that are an Indonesian clause heading or an office", () => {
  it("takes no heading of a numbered clause for a name, unless a legal form makes it a company's", () => {
    const text =
      "PERJANJIAN PENGADAAN\nPerjanjian ini dibuat antara PT Arunika Niaga Sentosa dan CV Tirta Jaminan Abadi, yang sepakat:\n1. Harga\nHarga tercantum dalam Lampiran.\n2. Jangka Waktu\nBerlaku satu tahun.\n3. Finance Manager\nPembayaran melalui bagian keuangan.";
    const names = partyCandidates(text, { primary: null, counterparty: null }).map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(["PT Arunika Niaga Sentosa", "CV Tirta Jaminan Abadi"]),
    );
    expect(names).not.toEqual(expect.arrayContaining(["Harga"]));
    expect(names).not.toEqual(expect.arrayContaining(["Jangka Waktu"]));
    expect(names).not.toEqual(expect.arrayContaining(["Finance Manager"]));
  });
});

describe("a party's name broken over two lines", () => {
  it("runs on to the comma that ends it, but not into a label or a role in capitals", () => {
    const text = [
      "PERJANJIAN KERJA SAMA",
      "Kami yang bertanda tangan di bawah ini:",
      "1. Dimas Pratama, selaku Direktur yang bertindak untuk dan atas nama PT Cahaya",
      "Lintas Nusantara, beralamat di Jl. Anggrek No. 4, Bogor, selanjutnya disebut PIHAK PERTAMA.",
      "2. CV Rimba Hijau Lestari, berkedudukan di Jl. Mawar No. 12, Sukabumi, selanjutnya disebut PIHAK KEDUA.",
    ].join("\n");
    expect(legal(text, "id").primary_party?.value).toBe("PT Cahaya Lintas Nusantara");
    const labelled = ["Nama : Dimas Pratama", "Jabatan : Direktur"].join("\n");
    const names = partyCandidates(labelled, { primary: null, counterparty: null }).map(
      (candidate) => candidate.name,
    );
    expect(names).toContain("Dimas Pratama");
  });
});
