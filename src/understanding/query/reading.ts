import type { Slots } from "./tokens.ts";
import type { FilterKey, QueryFilters } from "./types.ts";

/** What a reader found: the tokens from where it was asked up to `end`, and the filter they set. */
export interface Reading {
  end: number;
  /** The chip the words show as. */
  filter: FilterKey;
  set: QueryFilters;
}

export interface ReadContext {
  /** ISO date the relative periods count from. */
  today: string;
  /** What the readers before this one found. */
  filters: Readonly<QueryFilters>;
}

/** Tries to read one filter from the tokens starting at `at`. */
export type Reader = (slots: Slots, at: number, context: ReadContext) => Reading | null;
