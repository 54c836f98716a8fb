/** Filters named by a word or phrase of the vocabulary: document and contract types, statuses. */
import type { Reader } from "./reading.ts";
import { matchPhrase } from "./tokens.ts";
import { CONTRACT_KIND_WORDS, FILTER_WORDS } from "./vocabulary.ts";

/** "faktur", "unpaid invoices", "perjanjian kerja", "lewat jatuh tempo", "berbintang". */
export const readFilterWords: Reader = (slots, at) => {
  const word = matchPhrase(slots, at, FILTER_WORDS);
  return word && { end: word.end, filter: word.value.filter, set: word.value.set };
};

/** "sewa", "jasa", "pinjaman": a kind of contract once the query has asked for contracts. */
export const readContractKind: Reader = (slots, at, { filters }) => {
  if (!filters.types?.includes("contract")) return null;
  const word = matchPhrase(slots, at, CONTRACT_KIND_WORDS);
  return word && { end: word.end, filter: "contractTypes", set: { contractTypes: [word.value] } };
};
