/**
 * The language a question is asked in, English or Indonesian, so the answer comes back in it
 * whatever language the interface is set to. Questions are short, so the evidence is their
 * question and function words and the everyday words of business papers in each language;
 * words both languages use ("total", "invoice", "service charge", "PT", names, numbers) count
 * for neither. The question word counts twice: "total bills june brp" is asked in Indonesian,
 * "how many faktur pajak" in English, whatever the names of the papers in it.
 */
import type { Language } from "../../contracts/languages.ts";

const INDONESIAN = new Set(
  (
    "apa apakah siapa kapan mana berapa bagaimana mengapa kenapa yang dan di ke dari untuk " +
    "dengan pada ini itu atau tidak akan dalam oleh sudah telah belum juga saja semua seluruh " +
    "kita kami saya punya ada adalah tampilkan tunjukkan carikan cari sebutkan tolong dong " +
    "bandingkan jelaskan lebih sebelum sesudah setelah sejak sampai hingga lalu depan terakhir " +
    "bulan tahun minggu hari tanggal jatuh tempo tagihan faktur kuitansi kwitansi struk nota " +
    "pajak diskon potongan biaya layanan nilai jumlah uang jaminan sewa perjanjian kontrak " +
    "pihak kedua pertama para hukum berlaku berakhir berakhirnya habis pasal klausul lama " +
    "pemberitahuan mengakhiri diakhiri bisa dapat kalau kalo terus gimana pengeluaran belanja " +
    "penerima kuasa surat kerja sama menyewa gudang ruko listrik air pembayaran bayar dibayar " +
    "menemukan dokumen totalnya sumber cocok perbandingan berbunyi klausul jangka ditetapkan " +
    "nomor mulai tanda terima harga beli jual dimana kemana paling mahal murah besar kecil " +
    "termahal termurah terbesar terkecil tertinggi terendah banyak terbanyak rata toko merek " +
    "lisensi royalti denda telat terlambat akibat akibatnya perpanjangan pengakhiran sengketa " +
    "perselisihan penyelesaian diberitahu dibanding dibandingkan termasuk kecuali selain " +
    "ppn naik turun boros hemat pernah simpan beli resto restoran apotek kuartal triwulan"
  ).split(" "),
);

const ENGLISH = new Set(
  (
    "what which who whom when where how why the a an of to in on at for with and or is are " +
    "was were do does did have has had we our us it its they them this that these those " +
    "show list find give tell me please much many before after since until by next last " +
    "this year month week day due date expire expires expiring expired sum spend spent " +
    "pay paid bill bills invoices receipts contracts agreement agreements lease leases party " +
    "parties counterparty law governs governing notice period terminate termination clause " +
    "explain compare bigger larger discount tax deposit value amount already other " +
    "employment contract between under resolved disputes long must can be add up found " +
    "document documents there sources side by says most least average largest biggest " +
    "smallest cheapest highest lowest expensive happens vendor doesnt compared versus " +
    "from get got received than more less up down been shops stores bought oldest latest " +
    "newest earliest recent first receipt statement statements payment payments owe owed " +
    "cost costs price prices rent " +
    "tenant landlord buyer seller employee employer lender borrower " +
    "come came quarter quarters spending restaurant restaurants grocery groceries pharmacy " +
    "pharmacies cafes number issued signed sent pricier cheaper"
  ).split(" "),
);

/** The words that ask: they say which language the asker thinks in. */
const QUESTION_WORDS = new Set(
  (
    "apa apakah siapa kapan mana berapa bagaimana mengapa kenapa gimana " +
    "what which who whom when where how why"
  ).split(" "),
);

/**
 * A word with Indonesian's "-nya" ("nilainya", "tagihannya", "totalnya"): the clitic is the
 * language's own, whatever the word it is joined to.
 */
const POSSESSIVE = /^\p{L}{3,}nya$/u;

/** The question's language, or null when it holds no word that tells. */
export function questionLanguage(text: string): Language | null {
  let indonesian = 0;
  let english = 0;
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const weight = QUESTION_WORDS.has(word) ? 2 : 1;
    if (INDONESIAN.has(word) || POSSESSIVE.test(word)) indonesian += weight;
    if (ENGLISH.has(word)) english += weight;
  }
  if (indonesian === english) return null;
  return indonesian > english ? "id" : "en";
}

/**
 * A conversation's language: its latest question's, else the nearest earlier one that tells,
 * else the interface's.
 */
export function conversationLanguage(questions: string[], fallback: Language): Language {
  for (const question of [...questions].reverse()) {
    const language = questionLanguage(question);
    if (language) return language;
  }
  return fallback;
}
