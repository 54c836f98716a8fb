import type { Language } from "../../../contracts/languages.ts";
import type { FilterKey } from "../../../understanding/query/index.ts";
import type { RelaxedFilter } from "./search-documents.ts";

/** A filter's name, for one the caller fixed without words of the query (a filter control). */
const FILTER_NAMES: Record<FilterKey, Record<Language, string>> = {
  types: { en: "type", id: "jenis" },
  vertical: { en: "area", id: "area" },
  contractTypes: { en: "contract kind", id: "jenis kontrak" },
  party: { en: "party", id: "pihak" },
  date: { en: "date", id: "tanggal" },
  dueDate: { en: "due date", id: "jatuh tempo" },
  expiryDate: { en: "expiry date", id: "tanggal berakhir" },
  effectiveDate: { en: "effective date", id: "tanggal berlaku" },
  amount: { en: "amount", id: "jumlah" },
  currency: { en: "currency", id: "mata uang" },
  payment: { en: "payment", id: "pembayaran" },
  apAr: { en: "AP/AR", id: "AP/AR" },
  starred: { en: "starred", id: "berbintang" },
  status: { en: "status", id: "status" },
  governingLaw: { en: "governing law", id: "hukum yang berlaku" },
  language: { en: "language", id: "bahasa" },
};

const NOTICE: Record<Language, (filters: string) => string> = {
  en: (filters) => `No document meets ${filters}, so these match the rest of your search.`,
  id: (filters) =>
    `Tidak ada dokumen yang memenuhi ${filters}, jadi yang ditampilkan cocok dengan sisa pencarian Anda.`,
};

/** What a search says when it let go of stated filters, in both languages. */
export function relaxedNotice(relaxed: RelaxedFilter[]): Record<Language, string> | null {
  if (relaxed.length === 0) return null;
  const say = (language: Language) =>
    NOTICE[language](
      relaxed.map(({ filter, words }) => `“${words ?? FILTER_NAMES[filter][language]}”`).join(", "),
    );
  return { en: say("en"), id: say("id") };
}
