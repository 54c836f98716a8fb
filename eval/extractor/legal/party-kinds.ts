/**
 * Kinds of party statement, each said once in invented words, and the names that count as each
 * party (CUAD's way: any party the contract names). A dev tool like `term-kinds.ts`: it shows
 * which layouts of a preamble, a cover sheet or a party list the party rules and scorer read,
 * so a change is judged on kinds rather than on one contract. A signature block below every
 * kind also names a third company that signs, as a distractor. Prints each miss and the count.
 *
 *   npx node eval/extractor/legal/party-kinds.ts
 */
import { documentFromText, documentLines } from "../../../src/understanding/document-lines.ts";
import { extractLegalFields } from "../../../src/understanding/legal-fields.ts";
import { groupRows } from "../../../src/understanding/rows.ts";
import { namesAgree } from "../../understanding/normalise-values.ts";

/** Every name below is invented. */
const BODY = [
  "1. SERVICES",
  "The Consultant shall provide the services described in Exhibit A.",
  "2. TERM",
  "This Agreement shall remain in effect for two (2) years.",
  "3. GOVERNING LAW",
  "This Agreement shall be governed by the laws of the State of New York.",
  "IN WITNESS WHEREOF, the parties have executed this Agreement as of the date first written above.",
];
const SIGNATURES = [
  "QUILLFEN TOOLS, INC.",
  "By: /s/ Ann Lee",
  "Name: Ann Lee",
  "Title: President",
  "BORROWDALE ANALYTICS LLC",
  "By: /s/ Tom Fry",
  "Name: Tom Fry",
  "Title: Manager",
  "HARROW VENTURES LP",
  "By: /s/ Eve Moss",
  "Name: Eve Moss",
  "Title: Partner",
];

/** A template's signature blocks: the blank party signs under its role. */
const BLANK_SIGNATURES = [
  "QUILLFEN TOOLS, INC.",
  "By: ____________________",
  "Name: Ann Lee",
  "Title: President",
  "DISTRIBUTOR",
  "By: ____________________",
  "Name:",
  "Title:",
];

/** [opening, names that count as a party, a note, signature blocks when not SIGNATURES]. */
const KINDS: Array<[string, string[], string, string[]?]> = [
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc., a Delaware corporation (the "Company"), and Jane Marlow, an individual ("Consultant").',
    ["Quillfen Tools, Inc.", "Jane Marlow"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. (the "Company") and Borrowdale Associates ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Associates"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and among Quillfen Tools, Inc. ("Quillfen"), Tamsin Capital Corp. ("Parent") and Borrowdale Analytics LLC ("Consultant").',
    ["Quillfen Tools, Inc.", "Tamsin Capital Corp.", "Borrowdale Analytics LLC"],
    "three parties, all named",
  ],
  [
    'CONSULTING AGREEMENT\nTHIS CONSULTING AGREEMENT is made as of March 15, 2021 between QUILLFEN TOOLS, INC. ("QUILLFEN") AND BORROWDALE ANALYTICS LLC ("CONSULTANT").',
    ["QUILLFEN TOOLS, INC.", "BORROWDALE ANALYTICS LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nDated March 15, 2021\nBETWEEN:\nQUILLFEN TOOLS, INC.\n(the "Company")\nAND:\nBORROWDALE ANALYTICS LLC\n(the "Consultant")',
    ["QUILLFEN TOOLS, INC.", "BORROWDALE ANALYTICS LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nQuillfen Tools, Inc. ("Quillfen") and Borrowdale Analytics LLC ("Consultant") agree as follows, effective March 15, 2021:',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Growth Fund, a series of Quillfen Investment Trust (the "Fund"), and Borrowdale Advisers LLC ("Consultant").',
    ["Quillfen Growth Fund", "Borrowdale Advisers LLC"],
    "fund",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between The Regents of the University of Quillfen ("University") and Borrowdale Analytics LLC ("Consultant").',
    ["The Regents of the University of Quillfen", "Borrowdale Analytics LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc., having its principal office at 10 Main Street, Springfield, IL 62701 ("Quillfen"), and Borrowdale Analytics LLC, with offices at 5 Elm Road, Dover, DE 19901 ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Borrowdale Analytics LLC (hereinafter referred to as "the Consultant") and Quillfen Tools, Inc. (hereinafter referred to as "the Company").',
    ["Borrowdale Analytics LLC", "Quillfen Tools, Inc."],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. d/b/a Quillfen Direct ("Company") and Borrowdale Analytics LLC ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between the City of Quillfen, a municipal corporation ("City"), and Borrowdale Analytics LLC ("Consultant").',
    ["City of Quillfen", "Borrowdale Analytics LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by Quillfen Tools, Inc. ("Company") and each of the persons listed on the signature page hereto (each a "Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC", "Harrow Foundry LP"],
    "sig-only",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between QUILLFEN TOOLS, INC. a Nevada corporation ("Company") and Borrowdale Analytics, LLC, a Texas limited liability company ("Consultant").',
    ["QUILLFEN TOOLS, INC.", "Borrowdale Analytics, LLC"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools Co., Ltd. ("Party A") and Borrowdale Analytics Pte. Ltd. ("Party B").',
    ["Quillfen Tools Co., Ltd.", "Borrowdale Analytics Pte. Ltd."],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. ("Company"), and Mr. Peter Harrow ("Consultant"), residing at 12 Oak Lane, Dover, DE 19901.',
    ["Quillfen Tools, Inc.", "Peter Harrow"],
    "",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC, acting through its wholly owned subsidiary Borrowdale Services Ltd. ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC", "Borrowdale Services Ltd."],
    "",
  ],
  [
    "CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. (“Company”) and Borrowdale Analytics LLC (“Consultant”).",
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "curly",
  ],
  [
    "CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. and Harrow & Marlow Associates, P.C.",
    ["Quillfen Tools, Inc.", "Harrow & Marlow Associates, P.C."],
    "",
  ],

  [
    "CONSULTING AGREEMENT\nPARTIES:\nLicensor: Quillfen Tools, Inc., 10 Main Street, Springfield, Illinois\nLicensee: Borrowdale Analytics LLC, 5 Elm Road, Dover, Delaware\nDate: March 15, 2021",
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "labels",
  ],
  [
    "CONSULTING AGREEMENT\nSupplier Name: Quillfen Tools, Inc.\nCustomer Name: Borrowdale Analytics LLC\nEffective Date: March 15, 2021",
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "cover",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 by and between Quillfen Tools, Inc. and its affiliates (collectively, "Quillfen") and Borrowdale Analytics LLC, on behalf of itself and its Affiliates ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "affiliates",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 by and between Quillfen Tools, Inc. ("Company") and the consultant named on the signature page ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "sig-only-2",
  ],
  [
    "CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021\nBETWEEN\nQuillfen Tools, Inc., a Delaware corporation,\nAND\nBorrowdale Analytics LLC, a New York limited liability company.",
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "lines",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. (hereinafter called "QTI") and Borrowdale Analytics LLC (hereinafter called "BAL"). QTI appoints BAL as its consultant.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "abbrev",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC ("Consultant"). Company and Consultant are each a "Party".',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "roles",
  ],
  [
    "CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between the Company and the Consultant named below.\nCompany: Quillfen Tools, Inc.\nConsultant: Borrowdale Analytics LLC",
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "named-below",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc., a Delaware corporation with its principal place of business at 10 Main Street, Springfield, Illinois 62701 (the "Company"), and Borrowdale Analytics LLC, a Delaware limited liability company with its principal place of business at 5 Elm Road, Dover, Delaware 19901 (the "Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "long",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between QUILLFEN TOOLS INC ("Company") and BORROWDALE ANALYTICS LLC ("Consultant").',
    ["QUILLFEN TOOLS INC", "BORROWDALE ANALYTICS LLC"],
    "caps-nopunct",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics Limited Partnership ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics Limited Partnership"],
    "lp-spelled",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics Trust ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics Trust"],
    "trust",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale University ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale University"],
    "univ",
  ],

  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. (the "Franchisor") and Borrowdale Analytics LLC (the "Franchisee"). The Franchisee Company shall operate the Franchised Business.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "role+Company",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. (the "Company") and Borrowdale Analytics LLC (the "Distributor"). The Distributor Group shall promote the products of the Company Group.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "Group",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. (together with its Affiliates, the "Quillfen Group") and Borrowdale Analytics LLC ("Consultant").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "defined group",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC ("Consultant"). Notices to the Company shall be sent with a copy to Harlan, Wick & Stowe LLP, 1 Bay Street, Boston, MA.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "counsel",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC ("Consultant"), and is guaranteed by Harrow Capital Corp. ("Guarantor").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC", "Harrow Capital Corp."],
    "guarantor",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC ("Consultant"). WHEREAS, Company is a wholly owned subsidiary of Quillfen Global Group plc; WHEREAS Consultant has worked for Lantern Systems Corp.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "recitals",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC ("Consultant"). The Company\'s registered agent is Corporation Service Company.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "agent",
  ],
  [
    'CONSULTING AGREEMENT\nThis Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. ("Company") and Borrowdale Analytics LLC ("Consultant"). Payments shall be made to the account at First Harbor Bank, N.A.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "bank",
  ],
  // Ninth pass, from half B's misses (written after the changes that read them).
  [
    "COOPERATION AGREEMENT\nParty A: Quillfen Tools, Inc.   Legal Representative: Ann Marlow\nParty B: Borrowdale Analytics LLC   Legal Representative: Tom Fenwick\nAfter friendly negotiation between Party A and Party B, based on equality, they agree as follows.",
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "labels, then between",
  ],
  [
    'HOSTING AGREEMENT\nThis Hosting Agreement is entered into on March 15, 2021 by and between Ann Marlow, director of Quillfen Tools (hereinafter referred to as "Client") and Tom Fenwick, director of Borrowdale Analytics LLC (hereinafter referred to as "Company").',
    ["Quillfen Tools", "Borrowdale Analytics LLC"],
    "officers",
  ],
  [
    'HOSTING AGREEMENT\nThis Hosting Agreement is made on March 15, 2021 between Ann Marlow, the President of Quillfen Tools, Inc. ("Client"), and Borrowdale Analytics LLC ("Host").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "an officer and a company",
  ],
  // Twelfth pass, written before any change: the kinds issue 17 names (a trade name, other
  // countries' legal forms, a party without a legal form, a defined term in quotes, a person).
  [
    'SUPPLY AGREEMENT\nThis Supply Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. d/b/a Quillco ("Buyer") and Borrowdale Analytics LLC ("Seller").',
    ["Quillfen Tools, Inc.", "Quillco", "Borrowdale Analytics LLC"],
    "d/b/a",
  ],
  [
    'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is made on March 15, 2021 between Quillfen Werkzeuge GmbH, a company organised under the laws of Germany ("Supplier"), and Borrowdale Trading B.V. ("Distributor").',
    ["Quillfen Werkzeuge GmbH", "Borrowdale Trading B.V."],
    "GmbH and B.V.",
  ],
  [
    'LICENSE AGREEMENT\nThis License Agreement is made on March 15, 2021 between Quillfen Strumenti S.p.A. ("Licensor") and Borrowdale Media Pty Ltd ("Licensee").',
    ["Quillfen Strumenti S.p.A.", "Borrowdale Media Pty Ltd"],
    "S.p.A. and Pty Ltd",
  ],
  [
    'LICENSE AGREEMENT\nThis License Agreement is made on March 15, 2021 between Quillfen Kogyo K.K. ("Licensor") and Borrowdale Investments plc ("Licensee").',
    ["Quillfen Kogyo K.K.", "Borrowdale Investments plc"],
    "K.K. and plc",
  ],
  [
    'RESEARCH AGREEMENT\nThis Research Agreement is entered into as of March 15, 2021 by and between The Board of Trustees of Marrowfield University ("University") and Borrowdale Analytics LLC ("Sponsor").',
    [
      "The Board of Trustees of Marrowfield University",
      "Marrowfield University",
      "Borrowdale Analytics LLC",
    ],
    "a university, no legal form",
  ],
  [
    'ENDORSEMENT AGREEMENT\nThis Endorsement Agreement is made as of March 15, 2021 by and between Quillfen Tools, Inc. ("Company") and Tobias Wrenfield ("Athlete").',
    ["Quillfen Tools, Inc.", "Tobias Wrenfield"],
    "a person by name alone",
  ],
  [
    'MARKETING AGREEMENT\nThis Marketing Agreement is made as of March 15, 2021 by and between Quillfen Tools, Inc., a Nevada corporation with offices at 12 Elm Road, Reno ("Quillfen"), and Borrowdale Analytics, a California general partnership ("Borrowdale").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics"],
    "a partnership named without its form",
  ],
  [
    'SERVICES AGREEMENT\nThis Services Agreement is made as of March 15, 2021 between Quillfen Tools Limited, a company incorporated in England and Wales with company number 01234567 ("Customer") and Borrowdale Analytics Co., Ltd. ("Provider").',
    ["Quillfen Tools Limited", "Borrowdale Analytics Co., Ltd."],
    "Limited and Co., Ltd.",
  ],
  [
    'AGENCY AGREEMENT\nThis Agency Agreement is made as of March 15, 2021 between Quillfen Bank, National Association, a national banking association ("Bank"), and Borrowdale Securities, L.P. ("Agent").',
    ["Quillfen Bank, National Association", "Quillfen Bank", "Borrowdale Securities, L.P."],
    "a bank",
  ],
  [
    'HOSTING AGREEMENT\nThis Hosting Agreement is made as of March 15, 2021 between Quillfen Tools, Inc. (formerly known as Quillfen Labs, Inc.) ("Customer") and Borrowdale Analytics LLC ("Host").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "formerly known as",
  ],
  [
    'JOINT VENTURE AGREEMENT\nThis Joint Venture Agreement is made as of March 15, 2021 between QUILLFEN TOOLS SA, a French société anonyme ("Quillfen") and BORROWDALE ANALYTICS AB, a Swedish company ("Borrowdale").',
    ["QUILLFEN TOOLS SA", "BORROWDALE ANALYTICS AB"],
    "SA and AB in capitals",
  ],
  [
    'SPONSORSHIP AGREEMENT\nThis Sponsorship Agreement ("Agreement") is made as of March 15, 2021 by Quillfen Tools, Inc. ("Sponsor") and the Marrowfield Racing Club ("Club").',
    ["Quillfen Tools, Inc.", "Marrowfield Racing Club", "the Marrowfield Racing Club"],
    "by … and, a club",
  ],
  [
    'DEVELOPMENT AGREEMENT\nThis Development Agreement is made as of March 15, 2021 between Quillfen Tools, Inc., acting through its Marrowfield division ("Quillfen"), and Borrowdale Analytics LLC ("Developer").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "a division",
  ],
  [
    'FRANCHISE AGREEMENT\nThis Franchise Agreement is made as of March 15, 2021 between Quillfen Franchising, LLC ("we") and Tobias Wrenfield and Mara Wrenfield ("you").',
    ["Quillfen Franchising, LLC", "Tobias Wrenfield", "Mara Wrenfield"],
    "we and you, two persons",
  ],
  [
    'OUTSOURCING AGREEMENT\nThis Outsourcing Agreement is made as of March 15, 2021 between Quillfen Tools Corporation ("Client") and Borrowdale Analytics Incorporated ("Vendor").',
    ["Quillfen Tools Corporation", "Borrowdale Analytics Incorporated"],
    "forms spelt out",
  ],
  // Thirteenth pass, written before any change: parties named other ways than "between".
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between the Company and the Consultant, as defined below.\n1. DEFINITIONS\n"Company" means Quillfen Tools, Inc., a Delaware corporation.\n"Consultant" means Borrowdale Analytics LLC.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "roles defined among the definitions",
  ],
  [
    'CONSULTING AGREEMENT\nQuillfen Tools, Inc. ("Quillfen") and Borrowdale Analytics LLC ("Borrowdale") hereby agree as follows, effective March 15, 2021.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "<A> and <B> hereby agree, no between",
  ],
  [
    'GUARANTEE\nThis Guarantee is made on March 15, 2021 by Quillfen Tools, Inc. ("Guarantor") in favour of Borrowdale Analytics LLC ("Lender").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "in favour of",
  ],
  [
    'Borrowdale Analytics LLC\n4 Elm Street\nAlbany, New York 12207\nAttention: Tom Fry\nDear Mr. Fry:\nThis letter agreement sets out the terms on which Quillfen Tools, Inc. ("Quillfen") will engage you, effective March 15, 2021.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "a letter's addressee",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between\nQuillfen Tools, Inc.\n12 Fern Road\nDover, DE 19901\n("Quillfen")\nand\nBorrowdale Analytics LLC\n4 Elm Street\nAlbany, NY 12207\n("Borrowdale")',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "stacked address blocks",
  ],
  [
    'CONSULTING AGREEMENT\nParties\n(1) QUILLFEN TOOLS LIMITED incorporated and registered in England with company number 01234567 whose registered office is at 12 Fern Road, Leeds ("Quillfen"); and\n(2) BORROWDALE ANALYTICS LIMITED incorporated and registered in England with company number 07654321 ("Borrowdale").',
    ["Quillfen Tools Limited", "Borrowdale Analytics Limited"],
    "numbered parties with company numbers",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. ("Quillfen") and Tamsin Reave, doing business as Reave Designs ("Consultant").',
    ["Quillfen Tools, Inc.", "Tamsin Reave", "Reave Designs"],
    "a person doing business as",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement (the "Agreement") is entered into as of March 15, 2021 by and between QUILLFEN TOOLS, INC. ("Quillfen"), on behalf of itself and its Affiliates, and BORROWDALE ANALYTICS LLC ("Borrowdale").',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "on behalf of itself and its affiliates",
  ],
  [
    'CONSULTING AGREEMENT\nThis Consulting Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc. ("Quillfen") and Borrowdale Analytics LLC ("Borrowdale"), a wholly owned subsidiary of Fenlow Marrick LP.',
    ["Quillfen Tools, Inc.", "Borrowdale Analytics LLC"],
    "a parent named after the party",
  ],
  // Templates that leave a party blank: CUAD's annotators give its role as the party.
  [
    'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is entered into as of March 15, 2021 by and between Quillfen Tools, Inc., a Delaware corporation ("Company"), and ____________________ ("Distributor").',
    ["Quillfen Tools, Inc.", "Distributor"],
    "a blank party's line and its role",
    BLANK_SIGNATURES,
  ],
  [
    "DISTRIBUTION AGREEMENT\nThis Distribution Agreement dated [ ] is between Quillfen Tools, Inc., a Delaware corporation, And [ ] ('Distributor').",
    ["Quillfen Tools, Inc.", "Distributor"],
    "a bracketed blank and its role",
    BLANK_SIGNATURES,
  ],
  [
    'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is entered into as of [Date] by and between:\nParty A: Quillfen Tools, Inc. ("Supplier")\nAddress: 12 Fern Road, Dover\nParty B: [\u2022] ("Distributor")\nAddress: [\u2022]',
    ["Quillfen Tools, Inc.", "Distributor"],
    "a labelled blank party",
    BLANK_SIGNATURES,
  ],
  [
    'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is executed by and between Quillfen Tools, Inc. ("Quillfen") and <<enter Company Name>> ("Distributor").',
    ["Quillfen Tools, Inc.", "Distributor"],
    "a form field for the party",
    BLANK_SIGNATURES,
  ],
  [
    'DISTRIBUTION AGREEMENT\nThis Distribution Agreement is made as of ______________, 20__ between ______________________, a _______________ ("Distributor"), and Quillfen Tools, Inc., a Delaware corporation ("Company").',
    ["Quillfen Tools, Inc.", "Distributor"],
    "the blank party named first",
    BLANK_SIGNATURES,
  ],
];

let right = 0;
for (const [opening, parties, note, signatures = SIGNATURES] of KINDS) {
  const text = [opening, ...BODY, ...signatures].join("\n");
  const rows = groupRows(documentLines(documentFromText(text, "en")));
  const fields = extractLegalFields(rows, "en").fields;
  const primary = String(fields.primary_party?.value ?? "");
  const counterparty = String(fields.counterparty?.value ?? "");
  const isParty = (name: string) => parties.some((party) => namesAgree(name, party));
  if (isParty(primary) && isParty(counterparty) && !namesAgree(primary, counterparty)) right++;
  else console.log(`miss (${note || "plain"}): ${primary} | ${counterparty} :: ${opening}`);
}
console.log(`${right} of ${KINDS.length} kinds read`);
