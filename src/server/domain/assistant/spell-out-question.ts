import { oneEditApart } from "../../../understanding/query/typos.ts";

/**
 * How people type a question in a chat box, read as the words it stands for: Indonesian
 * texting shorthand ("brp total tagihan yg udah lewat", "apa aja", "dlm thn ini") and English
 * written without its apostrophes ("whats", "arent"). The question's parser and its language
 * reader know the full words; the shorthand alone would be searched for as words of a
 * document, or leave a question unread ("mana yg lebih mahal").
 *
 * The list is of the language, not of any document: common Indonesian chat abbreviations
 * (each standing for one word whatever the context) and English contractions typed without
 * the apostrophe. A shorthand that is also a word in its own right ("ada", "dr" for a doctor's
 * title in a name) is left out.
 */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  // Indonesian
  ["yg", "yang"],
  ["brp", "berapa"],
  ["brapa", "berapa"],
  // "berapa" as fingers slip or a chat drawls it.
  ["berpa", "berapa"],
  ["brpa", "berapa"],
  ["berapaan", "berapa"],
  ["brapaan", "berapa"],
  ["dgn", "dengan"],
  ["dg", "dengan"],
  ["dlm", "dalam"],
  ["thn", "tahun"],
  ["taun", "tahun"],
  ["jml", "jumlah"],
  ["jmlh", "jumlah"],
  ["sbg", "sebagai"],
  ["bln", "bulan"],
  ["tgl", "tanggal"],
  ["udah", "sudah"],
  ["udh", "sudah"],
  ["sdh", "sudah"],
  ["blm", "belum"],
  ["aja", "saja"],
  ["doang", "saja"],
  ["utk", "untuk"],
  ["kpn", "kapan"],
  ["gmn", "bagaimana"],
  ["skrg", "sekarang"],
  ["tsb", "tersebut"],
  ["jg", "juga"],
  ["kalo", "kalau"],
  ["gak", "tidak"],
  ["ga", "tidak"],
  ["nggak", "tidak"],
  ["tdk", "tidak"],
  ["hrs", "harus"],
  ["bs", "bisa"],
  ["sm", "sama"],
  ["trs", "terus"],
  ["trus", "terus"],
  ["bbrp", "beberapa"],
  ["dpt", "dapat"],
  ["sy", "saya"],
  ["kmrn", "kemarin"],
  ["klo", "kalau"],
  ["sblm", "sebelum"],
  ["sblmnya", "sebelumnya"],
  ["dpn", "depan"],
  ["lbh", "lebih"],
  ["krg", "kurang"],
  ["blom", "belum"],
  ["bsk", "besok"],
  ["ksh", "kasih"],
  ["stlh", "setelah"],
  ["sampe", "sampai"],
  ["jt", "juta"],
  ["rb", "ribu"],
  ["gk", "tidak"],
  ["tp", "tapi"],
  ["krn", "karena"],
  ["plg", "paling"],
  ["bnyk", "banyak"],
  ["byk", "banyak"],
  ["msh", "masih"],
  ["lg", "lagi"],
  ["skr", "sekarang"],
  // "2024 ama 2025": Jakarta "ama" for "sama" (with, and).
  ["ama", "sama"],
  // Jakarta imperatives with "-in" for "-kan": "jumlahin", "totalin", "itungin".
  ["jumlahin", "jumlahkan"],
  ["totalin", "totalkan"],
  ["itungin", "hitungkan"],
  ["bandingin", "bandingkan"],
  ["hitungin", "hitungkan"],
  ["cariin", "carikan"],
  // "buat" before what a thing is for ("duit keluar buat internet"): "untuk".
  ["buat", "untuk"],
  // Colloquial verbs made from a noun ("ngopi": to go for coffee) are read as the noun, the
  // kind of place or paper a question means.
  ["ngopi", "kopi"],
  // Jakarta colloquial forms of common words: the vowel or the prefix people type in a chat.
  ["abis", "habis"],
  ["cepet", "cepat"],
  ["pake", "pakai"],
  ["dipake", "dipakai"],
  ["nagih", "menagih"],
  ["tunjukin", "tunjukkan"],
  ["liatin", "tampilkan"],
  ["datengin", "datangi"],
  ["benerin", "perbaiki"],
  ["mutusin", "memutuskan"],
  ["putusin", "memutuskan"],
  // "dp": how a chat writes a down payment (DP, "uang muka"); two letters a search would drop.
  ["dp", "uang muka"],
  ["tau", "tahu"],
  ["ngasih", "memberi"],
  ["gimana", "bagaimana"],
  // Jakarta comparatives, an adjective with "-an" ("gedean mana": which is bigger): "lebih …".
  ["gedean", "lebih besar"],
  ["gede", "besar"],
  ["kecilan", "lebih kecil"],
  ["mahalan", "lebih mahal"],
  ["banyakan", "lebih banyak"],
  ["dikit", "sedikit"],
  ["dikitan", "lebih sedikit"],
  // "sc": how a chat shortens the service charge a restaurant or café adds to its bill.
  ["sc", "service charge"],
  // English
  ["yr", "year"],
  ["yrs", "years"],
  ["wk", "week"],
  ["wks", "weeks"],
  // English typed without apostrophes
  ["whats", "what's"],
  ["whens", "when's"],
  ["wheres", "where's"],
  ["whos", "who's"],
  ["hows", "how's"],
  ["arent", "aren't"],
  ["isnt", "isn't"],
  ["wasnt", "wasn't"],
  ["werent", "weren't"],
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["didnt", "didn't"],
  ["havent", "haven't"],
  ["hasnt", "hasn't"],
  ["pls", "please"],
  ["plz", "please"],
]);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The kinds of paper a question's own cues name ("berapa struk", "total tagihan", "receipts"):
 * a word one letter off one ("reciepts", "kontark", "tagihn") is that word, as the search reads
 * it (understanding/query/typos.ts); the question's cues would otherwise miss it.
 */
const PAPERS = [
  "invoice",
  "receipt",
  "contract",
  "agreement",
  "statement",
  "kontrak",
  "perjanjian",
  "tagihan",
  "faktur",
  "kwitansi",
  "kuitansi",
  "struk",
];
/** Words of their own one letter off a paper's name (e-Faktur is the tax office's system). */
const NOT_TYPOS = new Set(["invoiced", "contrast", "kontak", "struck", "faktor", "efaktur"]);

function paperMeant(word: string): string | null {
  const typed = word.toLowerCase();
  const spelt = [typed, typed.replace(/s$/, "")].some((form) => PAPERS.includes(form));
  if (typed.length < 5 || NOT_TYPOS.has(typed) || spelt) return null;
  for (const paper of PAPERS) {
    if (oneEditApart(typed, paper)) return paper;
    if (typed.endsWith("s") && oneEditApart(typed.slice(0, -1), paper)) return `${paper}s`;
  }
  return null;
}

/**
 * The question with each shorthand word written out; everything else as typed. A word in
 * capitals is an acronym or a name as printed ("GA", "SM"), not shorthand.
 */
export function spellOutQuestion(question: string): string {
  return question
    .replace(IS_CONTRACTED, "$1 is")
    .replace(NUMBER_OF, "nomor ")
    .replace(FROM_BEFORE_PAPER, "dari ")
    .replace(WORD, (word) => {
      const acronym = word.length > 1 && word === word.toUpperCase();
      if (acronym) return word;
      const reduplicated = REDUPLICATED.exec(word);
      if (reduplicated?.[1]) return `${reduplicated[1]}-${reduplicated[1]}`;
      return SHORTHAND.get(word.toLowerCase()) || paperMeant(word) || word;
    });
}

/**
 * "when's it due", "who's the vendor": "is" contracted after a question word, which a search
 * would read as a name's possessive ("… with Contoh, when's it" → a party "Contoh s").
 */
const IS_CONTRACTED = /\b(when|where|who|how)['’]s\b/gi;

/**
 * "no faktur", "no. kontrak": Indonesian abbreviates "nomor" (number) before the paper or
 * register it numbers; elsewhere "no" stays (English "no", a "no" in a name).
 */
/**
 * "dr faktur pajak", "invoice dr pt x": chat "dr" for "dari" (from) before a paper, a company's
 * legal form or a kind of shop, in lower case; elsewhere "dr" may be a doctor's title in a name.
 */
const FROM_BEFORE_PAPER =
  /\bdr\s+(?=(?:faktur|tagihan|invoice|inv|struk|nota|kuitansi|kwitansi|kontrak|perjanjian|pt|cv|ud|toko|apotek|apotik|warung|kedai|resto|restoran|kafe|cafe|bengkel|vendor|supplier)\b)/g;

const NUMBER_OF =
  /\b[Nn]o\.?\s+(?=(?:faktur|tagihan|dokumen|kontrak|perjanjian|rekening|kuitansi|kwitansi|nota|struk|pendaftaran|registrasi|surat|polis|seri|npwp|invoice|inv)\b)/g;

/**
 * Indonesian writes a doubled word with a "2" in a chat ("rata2", "barang2"): the word
 * repeated. Three letters or more before the digit, so codes ("A2", "PB2") stay.
 */
const REDUPLICATED = /^(\p{Ll}{3,})2$/u;
