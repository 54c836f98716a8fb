import type { Slots } from "./tokens.ts";
import type { FilterKey, QueryFilters } from "./types.ts";

/** What a reader found: the tokens from where it was asked up to `end`, and the filter they set. */
export interface Reading {
  end: number;
  /** The chip the words show as. */
  filter: FilterKey;
  set: QueryFilters;
  /**
   * The words state the filter outright ("di atas 5 juta", "between 1 and 2 million"): it then
   * holds as a condition. Without it a filter was guessed from words and only ranks.
   */
  explicit?: true;
}

export interface ReadContext {
  /** ISO date the relative periods count from. */
  today: string;
  /** What the readers before this one found. */
  filters: Readonly<QueryFilters>;
}

/** Tries to read one filter from the tokens starting at `at`. */
export type Reader = (slots: Slots, at: number, context: ReadContext) => Reading | null;
