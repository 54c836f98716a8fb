import type { Language } from "../contracts/languages.ts";

/*
 * Function words are the surest sign of a language in short business text: an invoice says
 * "dan", "untuk", "yang" or "and", "for", "the" long before it says anything else. Both lists
 * leave out words the two languages share ("total", "invoice", "PT") and numbers.
 */
const INDONESIAN = new Set(
  (
    "yang dan di ke dari untuk dengan pada ini itu adalah atau tidak akan dalam oleh sebagai " +
    "telah sudah juga serta kepada bahwa tersebut para pihak pertama kedua jumlah harga " +
    "tanggal nomor pembayaran bayar tagihan faktur pajak kuitansi terima kasih sejumlah " +
    "rupiah bulan tahun hari jatuh tempo diskon biaya layanan barang jasa perjanjian pasal " +
    "berlaku sampai sejak selama atas nama alamat telepon"
  ).split(" "),
);

const ENGLISH = new Set(
  (
    "the and of to in for with on this that is are be will by as from or not at which " +
    "shall agreement party parties between date number payment amount due price tax receipt " +
    "thank you bill month year day discount service charge goods services " +
    "section effective until since during name address phone herein hereby"
  ).split(" "),
);

export interface LanguageGuess {
  language: Language;
  /** Share of the recognised function words that belong to the chosen language, 0.5–1. */
  confidence: number;
}

/** English or Indonesian, from the function words; null when the text holds too few of them. */
export function detectLanguage(text: string, minimumEvidence = 3): LanguageGuess | null {
  let indonesian = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    if (INDONESIAN.has(word)) indonesian++;
    if (ENGLISH.has(word)) english++;
  }
  const evidence = indonesian + english;
  if (evidence < minimumEvidence || indonesian === english) return null;
  const language: Language = indonesian > english ? "id" : "en";
  return { language, confidence: Math.max(indonesian, english) / evidence };
}
