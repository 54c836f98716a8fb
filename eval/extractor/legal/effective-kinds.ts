/**
 * Kinds of opening that date a contract's effect, each said once in invented words, and the
 * effective date the contract fields should read from it. A dev tool, not a held-out measure,
 * as `term-kinds.ts` is for the term: it shows which ways of dating a contract's effect the rules
 * read (`findEffectiveDate` and the agreement date it falls back to). Prints each miss and the
 * count.
 *
 *   npx node eval/extractor/legal/effective-kinds.ts
 */
import { documentFromText, documentLines } from "../../../src/understanding/document-lines.ts";
import { extractLegalFields } from "../../../src/understanding/legal-fields.ts";
import { groupRows } from "../../../src/understanding/rows.ts";

/** Every name and date below is invented. */
const BETWEEN =
  'by and between Quillfen Tools, Inc., a Delaware corporation ("Quillfen"), and Borrowdale Analytics LLC ("Borrowdale").';
const BODY = [
  "1. SERVICES",
  "Borrowdale shall provide the Services to Quillfen in a professional manner.",
  "2. TERM",
  "This Agreement shall continue for two (2) years from the Effective Date.",
  "3. GOVERNING LAW",
  "This Agreement shall be governed by the laws of the State of New York.",
  "IN WITNESS WHEREOF, the parties have executed this Agreement.",
  "QUILLFEN TOOLS, INC.            BORROWDALE ANALYTICS LLC",
  "By: /s/ Ada Marrow              By: /s/ Tobin Reave",
];

/** [the opening lines, lines after the body (signature dates), the effective date]. */
const KINDS: Array<[string[], string[], string]> = [
  // Written before any change (twelfth pass).
  [
    [
      `This Agreement is made and entered into this 5th day of May, 2020 ("Effective Date"), ${BETWEEN}`,
    ],
    [],
    "2020-05-05",
  ],
  [[`THIS AGREEMENT, dated as of May 5, 2020, is made ${BETWEEN}`], [], "2020-05-05"],
  [
    ["SERVICES AGREEMENT", "Effective Date: May 5, 2020", `This Agreement is made ${BETWEEN}`],
    [],
    "2020-05-05",
  ],
  [[`This Agreement is entered into on 5 May 2020 ${BETWEEN}`], [], "2020-05-05"],
  [[`This Agreement is made as of the 5th day of May 2020 ${BETWEEN}`], [], "2020-05-05"],
  [[`This Agreement is made as of May 5th, 2020 ${BETWEEN}`], [], "2020-05-05"],
  [
    [
      `This Agreement is made on March 1, 2020 ${BETWEEN} It shall be effective as of April 1, 2020.`,
    ],
    [],
    "2020-04-01",
  ],
  [
    [
      `This Agreement is made on March 1, 2020 ${BETWEEN}`,
      "The effective date of this Agreement shall be June 1, 2020.",
    ],
    [],
    "2020-06-01",
  ],
  [
    [
      `This Agreement is made on March 1, 2020 ${BETWEEN}`,
      "1. DEFINITIONS",
      '"Effective Date" means June 1, 2020.',
    ],
    [],
    "2020-06-01",
  ],
  [[`THIS AGREEMENT is made effective the first day of June, 2020, ${BETWEEN}`], [], "2020-06-01"],
  [["Dated: 5 May 2020", `SERVICES AGREEMENT ${BETWEEN}`], [], "2020-05-05"],
  [
    [`This agreement ("Agreement") is entered into effective May 5, 2020, ${BETWEEN}`],
    [],
    "2020-05-05",
  ],
  [[`This Agreement, effective the 1st of June, 2020, is made ${BETWEEN}`], [], "2020-06-01"],
  [[`This Agreement is made on June 1st 2020 ${BETWEEN}`], [], "2020-06-01"],
  [[`SERVICES AGREEMENT dated 1st June, 2020 ${BETWEEN}`], [], "2020-06-01"],
  [[`This Agreement is made with effect from 1 June 2020 ${BETWEEN}`], [], "2020-06-01"],
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    ["Date: May 3, 2020                Date: May 5, 2020"],
    "2020-05-05",
  ],
  [
    [`This Agreement is entered into as of the date of the last signature below ${BETWEEN}`],
    ["Date: 3 May 2020                 Date: 5 May 2020"],
    "2020-05-05",
  ],
  [[`This Agreement is executed on this June 1, 2020 ${BETWEEN}`], [], "2020-06-01"],
  [
    [
      `This Agreement is made and entered into as of this first day of June, two thousand twenty, ${BETWEEN}`,
    ],
    [],
    "2020-06-01",
  ],
  [
    [
      `This Agreement is made on March 1, 2020 ${BETWEEN}`,
      "This Agreement shall commence on June 1, 2020.",
    ],
    [],
    "2020-06-01",
  ],
  [[`THIS AGREEMENT is made as of 2020-06-01 ${BETWEEN}`], [], "2020-06-01"],
  [[`This Agreement is effective as of 12:01 a.m. on June 1, 2020 ${BETWEEN}`], [], "2020-06-01"],
  [[`This Agreement is entered into as of June 1 , 2020 ${BETWEEN}`], [], "2020-06-01"],
  [[`This Agreement is made the 1st day of June , 2020 ${BETWEEN}`], [], "2020-06-01"],
  // Thirteenth pass, written before any change: signature dates under other labels, cover
  // labels, an ordinal's letters parted from its day.
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    ["Date Signed: May 3, 2020       Date Signed: May 5, 2020"],
    "2020-05-05",
  ],
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    ["Signed: May 3, 2020       Signed: May 5, 2020"],
    "2020-05-05",
  ],
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    ["Dated: May 3, 2020       Dated: May 5, 2020"],
    "2020-05-05",
  ],
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    ["Date of signature: 3 May 2020", "Date of signature: 5 May 2020"],
    "2020-05-05",
  ],
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    [
      "Name: Ada Marrow   Title: CEO   Date: 5/3/2020",
      "Name: Tobin Reave   Title: President   Date: 5/5/2020",
    ],
    "2020-05-05",
  ],
  [
    [
      `This Agreement is made ${BETWEEN}`,
      "This Agreement shall become effective on the date it is signed by both parties.",
    ],
    ["Date: 3-May-2020      Date: 5-May-2020"],
    "2020-05-05",
  ],
  [[`This Agreement is made ${BETWEEN}`], ["Executed on May 5, 2020."], "2020-05-05"],
  [
    ["SERVICES AGREEMENT", "Agreement Date: May 5, 2020", `This Agreement is made ${BETWEEN}`],
    [],
    "2020-05-05",
  ],
  [
    ["SERVICES AGREEMENT", "Date of Agreement: May 5, 2020", `This Agreement is made ${BETWEEN}`],
    [],
    "2020-05-05",
  ],
  [
    ["SERVICES AGREEMENT", "Effective as of: May 5, 2020", `This Agreement is made ${BETWEEN}`],
    [],
    "2020-05-05",
  ],
  [[`This Agreement dated for reference May 5, 2020 is made ${BETWEEN}`], [], "2020-05-05"],
  [[`THIS AGREEMENT made as of the 5th day of May, A.D. 2020 ${BETWEEN}`], [], "2020-05-05"],
  [[`This Agreement is entered into on May 5th,2020 ${BETWEEN}`], [], "2020-05-05"],
  [[`This Agreement is entered into on May 5 th, 2020 ${BETWEEN}`], [], "2020-05-05"],
  [[`This Agreement is entered into on May 1 st, 2020 ${BETWEEN}`], [], "2020-05-01"],
];

let right = 0;
for (const [opening, after, effective] of KINDS) {
  const text = [...opening, ...BODY, ...after].join("\n");
  const rows = groupRows(documentLines(documentFromText(text, "en")));
  const read = extractLegalFields(rows, "en").fields.effective_date?.value ?? null;
  if (read === effective) right++;
  else console.log(`miss: ${effective} expected, ${read} read :: ${opening.join(" / ")}`);
}
console.log(`${right} of ${KINDS.length} kinds read`);
