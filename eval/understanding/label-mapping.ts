import type { ContractType } from "../../src/understanding/index.ts";
import type { DatasetRecord } from "./dataset-record.ts";
import { isScoredField, type ScoredField } from "./match-value.ts";
import type { DateOrder } from "./normalise-values.ts";

export const DATASET_NAMES = ["sroie", "invoice2data", "cuad", "contractnli", "berkas"] as const;
export type DatasetName = (typeof DATASET_NAMES)[number];

/** Gold values by product field; a list means any one of its values is right. */
export type GoldFields = Partial<Record<ScoredField, unknown>>;

/** How one dataset's labels become the product's fields. */
export interface LabelMapping {
  dataset: DatasetName;
  /** The order of day and month in the dataset's numeric dates. */
  dateOrder: DateOrder;
  goldFields(record: DatasetRecord): GoldFields;
  /** Gold clause spans by category, for datasets labelled with clauses (CUAD). */
  goldClauses: ((record: DatasetRecord) => Map<string, string[]>) | null;
  /** What the dataset labels but the harness cannot score, said in the output. */
  unscored: string | null;
}

/** Renames the labels present in `table` (dataset label → product field). */
function renamed(record: DatasetRecord, table: Record<string, ScoredField>): GoldFields {
  const gold: GoldFields = { type: record.type };
  for (const [label, field] of Object.entries(table)) {
    if (record.fields[label] !== undefined) gold[field] = record.fields[label];
  }
  return gold;
}

/**
 * CUAD's agreement types onto the product's contract types where they are the same kind of
 * contract; every other type (Affiliate, Agency, Development, Endorsement, Franchise, IP,
 * Manufacturing, Marketing, Non-Compete, Promotion, Sponsorship) is "other".
 */
export const CUAD_CONTRACT_TYPES: Record<string, ContractType> = {
  Service: "service",
  Consulting: "service",
  Maintenance: "service",
  Hosting: "service",
  Outsourcing: "service",
  Transportation: "service",
  License: "license",
  Distributor: "distribution",
  Reseller: "distribution",
  "Co-Branding": "cooperation",
  "Joint Venture": "cooperation",
  Collaboration: "cooperation",
  "Strategic Alliance": "cooperation",
  Supply: "sale",
  Lease: "lease",
};

export function cuadContractType(agreementType: string | null | undefined): ContractType | null {
  if (!agreementType) return null;
  return CUAD_CONTRACT_TYPES[agreementType] ?? "other";
}

/** Segments of a Parties answer that describe the parties instead of naming one. */
const PARTY_DESCRIPTION = /\b(referred|collectively|together|individually|hereinafter|each of)\b/i;

/**
 * The names in a CUAD Parties answer: `;`-separated, each without its defined alias
 * (`("Provider")`), placeholders (`[ * * * ]`) and quoted terms, and without the sentences that
 * only say how the parties are called ("…collectively the “Parties”").
 */
export function cuadPartyNames(answer: string): string[] {
  const names = answer.split(";").map((segment) => {
    let name = segment;
    for (let previous = ""; previous !== name;) {
      previous = name;
      name = name.replace(/\([^()]*\)|\[[^[\]]*\]/g, " ");
    }
    return name
      .replace(/["“][^"”]*["”]/g, " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s,.;:]+|[\s,;:]+$/g, "");
  });
  const kept = names.filter((name) => /\p{L}/u.test(name) && !PARTY_DESCRIPTION.test(name));
  return [...new Set(kept)];
}

/**
 * CUAD's date answers went through a spreadsheet that read two-digit years below 50 as 19xx:
 * the contract's "December 31, 2034" is answered `12/31/1934`. No CUAD contract (EDGAR
 * filings of 1993–2020) starts or ends before 1950, so such a year is read as 20xx.
 */
export function cuadDateAnswer(answer: string | undefined): string | undefined {
  return answer?.replace(/(\/\s*)19([0-4]\d)\b/g, "$120$2");
}

interface CuadCategory {
  context: string[];
  answer: string;
}

function cuadCategory(record: DatasetRecord, name: string): CuadCategory | null {
  const value = record.fields[name] as Partial<CuadCategory> | undefined;
  if (!value || typeof value !== "object") return null;
  return {
    context: Array.isArray(value.context) ? value.context.filter((t) => typeof t === "string") : [],
    answer: typeof value.answer === "string" ? value.answer : "",
  };
}

const SROIE: LabelMapping = {
  dataset: "sroie",
  dateOrder: "dmy",
  goldFields: (record) =>
    renamed(record, { company: "vendor", date: "date", total: "total_amount" }),
  goldClauses: null,
  unscored: "address (not a product field)",
};

const INVOICE2DATA: LabelMapping = {
  dataset: "invoice2data",
  dateOrder: "dmy",
  goldFields: (record) =>
    renamed(record, {
      issuer: "vendor",
      amount: "total_amount",
      amount_tax: "tax_amount",
      date: "date",
      date_due: "due_date",
      invoice_number: "document_number",
      currency: "currency",
    }),
  goldClauses: null,
  unscored: null,
};

const CUAD: LabelMapping = {
  dataset: "cuad",
  dateOrder: "mdy",
  goldFields(record) {
    const answer = (name: string) => cuadCategory(record, name)?.answer;
    const parties = cuadPartyNames(answer("Parties") ?? "");
    return {
      type: record.type,
      contract_type: cuadContractType(record.agreement_type),
      primary_party: parties,
      counterparty: parties,
      date: cuadDateAnswer(answer("Agreement Date")),
      effective_date: cuadDateAnswer(answer("Effective Date")),
      expiry_date: cuadDateAnswer(answer("Expiration Date")),
      governing_law: answer("Governing Law"),
    };
  },
  goldClauses(record) {
    const spans = new Map<string, string[]>();
    for (const name of Object.keys(record.fields)) {
      const category = cuadCategory(record, name);
      if (category) spans.set(name, category.context);
    }
    return spans;
  },
  unscored: null,
};

const CONTRACTNLI: LabelMapping = {
  dataset: "contractnli",
  dateOrder: "mdy",
  goldFields: (record) => ({
    type: record.type,
    contract_type: record.contract_subtype === "non-disclosure agreement" ? "nda" : null,
  }),
  goldClauses: null,
  unscored:
    "the 17 ContractNLI hypotheses (nda-1 … nda-20, Entailment / Contradiction / " +
    "NotMentioned): Understanding.clauses gives a category and text but no stance on a " +
    "hypothesis, so there is nothing to compare them with",
};

/** Our own set uses the product's field names: the mapping is the identity. */
/**
 * Paper kinds a labeller may name that the product files under one of its types: a bill is a
 * billing statement, a kwitansi a receipt, a faktur pajak an invoice (as our own set labels them).
 */
const PRODUCT_TYPE_OF_PAPER: Record<string, string> = {
  bill: "billing statement",
  kwitansi: "receipt",
  faktur_pajak: "invoice",
  "faktur pajak": "invoice",
  "tax invoice": "invoice",
};

const BERKAS: LabelMapping = {
  dataset: "berkas",
  dateOrder: "dmy",
  goldFields(record) {
    const gold: GoldFields = {};
    for (const [name, value] of Object.entries(record.fields)) {
      if (isScoredField(name)) gold[name] = value;
    }
    // The product keeps a rate as a fraction; no tax rate is over 100 %, so 11 means 11 %.
    if (typeof gold.tax_rate === "number" && gold.tax_rate > 1) gold.tax_rate = gold.tax_rate / 100;
    gold.type = record.type ? (PRODUCT_TYPE_OF_PAPER[record.type] ?? record.type) : record.type;
    return gold;
  },
  goldClauses: null,
  unscored: null,
};

const MAPPINGS: Record<DatasetName, LabelMapping> = {
  sroie: SROIE,
  invoice2data: INVOICE2DATA,
  cuad: CUAD,
  contractnli: CONTRACTNLI,
  berkas: BERKAS,
};

function datasetByLabels(labels: string[]): DatasetName {
  const has = (label: string) => labels.includes(label);
  if (has("company") && has("total")) return "sroie";
  if (has("issuer") || (has("invoice_number") && has("amount"))) return "invoice2data";
  if (has("Parties") || has("Governing Law")) return "cuad";
  if (labels.some((label) => /^nda-\d+$/.test(label))) return "contractnli";
  return "berkas";
}

/**
 * The mapping for a folder: by its name when it is one of the known datasets, otherwise by the
 * labels its first record carries; labels that are none of the known datasets' are taken as
 * the product's own names.
 */
export function chooseLabelMapping(folderName: string, firstRecord: DatasetRecord): LabelMapping {
  const byName = DATASET_NAMES.find((name) => name === folderName.toLowerCase());
  return MAPPINGS[byName ?? datasetByLabels(Object.keys(firstRecord.fields))];
}
