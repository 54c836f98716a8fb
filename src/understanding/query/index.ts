export { isEmptyQuery, parseSearchQuery } from "./parse-search-query.ts";
export { removeChip } from "./remove-chip.ts";
export { namingTerms } from "./typos.ts";
export { namesKindOnlyInName, ranksOnlyInName, termsRankedOnlyInName } from "./vocabulary.ts";
export type {
  DateRange,
  FilterKey,
  LeftOut,
  PaperKind,
  ParsedQuery,
  QueryChip,
  QueryFilters,
} from "./types.ts";
