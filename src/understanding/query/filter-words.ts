/** Filters named by a word or phrase of the vocabulary: document and contract types, statuses. */
import type { Reader } from "./reading.ts";
import { matchPhrase, type Slots } from "./tokens.ts";
import { CONTRACT_KIND_WORDS, FILTER_WORDS } from "./vocabulary.ts";

/**
 * Words for a charge: in a query with one, "late" or "telat bayar" names a penalty a contract
 * or a bill sets ("denda telat bayar", "late fee", "penalty for paying late"), a clause topic,
 * not a document that is overdue.
 */
const CHARGE_WORDS = new Set(["denda", "penalty", "penalti", "fee", "fees", "charge", "bunga"]);

function asksForCharge(slots: Slots): boolean {
  return slots.some((token) => !!token && CHARGE_WORDS.has(token.key));
}

/** "faktur", "unpaid invoices", "perjanjian kerja", "lewat jatuh tempo", "berbintang". */
export const readFilterWords: Reader = (slots, at) => {
  const word = matchPhrase(slots, at, FILTER_WORDS);
  if (!word) return null;
  if (word.value.set.payment === "overdue" && asksForCharge(slots)) return null;
  return { end: word.end, filter: word.value.filter, set: word.value.set };
};

/** "sewa", "jasa", "pinjaman": a kind of contract once the query has asked for contracts. */
export const readContractKind: Reader = (slots, at, { filters }) => {
  if (!filters.types?.includes("contract")) return null;
  const word = matchPhrase(slots, at, CONTRACT_KIND_WORDS);
  return word && { end: word.end, filter: "contractTypes", set: { contractTypes: [word.value] } };
};
