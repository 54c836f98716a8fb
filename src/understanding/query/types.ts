import type { CurrencyCode } from "../normalize/index.ts";
import type { ContractType, DocumentType } from "../types.ts";
import type { Vertical } from "../../contracts/organizations.ts";
import type { Language } from "../../contracts/languages.ts";

/** ISO dates, both ends inclusive; null leaves that end open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export interface QueryFilters {
  /** The kinds asked for; of a word naming several, the one it most often means first. */
  types?: DocumentType[];
  vertical?: Vertical;
  contractTypes?: ContractType[];
  /** A vendor or contract party the query names, as the user wrote it. */
  party?: string;
  /** The document's own date. */
  date?: DateRange;
  dueDate?: DateRange;
  expiryDate?: DateRange;
  effectiveDate?: DateRange;
  /** Both ends inclusive unless excluded: "more than 3 juta" leaves out 3 juta itself. */
  amount?: { min: number | null; max: number | null; minExcluded?: true; maxExcluded?: true };
  currency?: CurrencyCode;
  payment?: "unpaid" | "overdue";
  apAr?: "AP" | "AR";
  starred?: true;
  status?: "pending" | "processing" | "complete" | "failed";
  governingLaw?: string;
  /** The languages a document's text is written in, any of them ("in English"). */
  language?: Language[];
}

export type FilterKey = keyof QueryFilters;

/** A recognised filter shown as a removable chip: which filter, and the query's words for it. */
export interface QueryChip {
  filter: FilterKey;
  words: string;
}

export interface ParsedQuery {
  /** The words no filter took, as typed, single-spaced, stop words left out. */
  text: string;
  /** The free-text words lower-cased, plus their synonyms in both languages, for an OR search. */
  terms: string[];
  /**
   * The same terms grouped per typed word or phrase with its synonyms, for a search where
   * every word must match (in any of its forms).
   */
  termGroups: string[][];
  filters: QueryFilters;
  /** One per recognised filter, in query order. */
  chips: QueryChip[];
  /**
   * The filters the words state outright (an amount with a comparison word): conditions a
   * search keeps. Every other filter was guessed from words and only ranks.
   */
  explicit?: FilterKey[];
  /**
   * Papers the words leave out ("tanpa kwitansi", "except receipts", "not in rupiah"): read by
   * the assistant's planner (understanding/question), which the search box's parser is not.
   */
  leftOut?: LeftOut;
}

/** Kinds of paper narrower than a document type, each known by its title. */
export type PaperKind = "kuitansi" | "faktur pajak";

/** What a question leaves out of the papers it is about. */
export interface LeftOut {
  types?: DocumentType[];
  kinds?: PaperKind[];
  /** The currency the papers are not in: "foreign-currency invoices" leave out rupiah. */
  currency?: CurrencyCode;
}
