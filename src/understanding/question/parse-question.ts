/**
 * What a question to the document assistant asks for (issue 8), in English or Indonesian: a
 * total, a count, a list, one field of one document, a comparison of two, or a clause
 * explained. The documents it is about are described by what is left, read by the search
 * query parser, so a question finds the same documents the search box would.
 */
import { eng } from "stopword";
import { DEFAULT_CURRENCY } from "../../contracts/format-money.ts";
import { isEmptyQuery, parseSearchQuery } from "../query/parse-search-query.ts";
import type { DateRange, LeftOut, PaperKind, ParsedQuery } from "../query/types.ts";
import { partyRoleAsked, withoutRoleWords, type PartyRole } from "./party-roles.ts";
import { classifyQuestionKind, type QuestionKindModel } from "./question-kind.ts";

/**
 * A tax said as what an amount holds ("including VAT", "sudah termasuk PPN", "after tax")
 * describes the amount asked, the total, and asks no tax; said as what it leaves out ("excluding
 * VAT", "sebelum pajak", "belum termasuk PPN") it asks the amount before tax, the subtotal.
 */
// "excluding tax invoices" leaves out a kind of paper (the faktur pajak), not the tax.
const TAX_NAMES = String.raw`(?:the\s+)?(?:tax(?:es)?|vat|gst|sst|ppn|pajak|pb1)(?:nya)?(?!\s+invoices?\b)`;
const TAX_INCLUDED = new RegExp(
  String.raw`\b(?:incl(?:uding|usive of|\.)?|plus|after|gross of|(?:sudah |udah )?termasuk|setelah|sesudah)\s+${TAX_NAMES}\b`,
  "gi",
);
const TAX_LEFT_OUT = new RegExp(
  String.raw`\b(?:excl(?:uding|usive of|\.)?|before|net of|belum termasuk|tidak termasuk|sebelum|di luar|diluar)\s+${TAX_NAMES}\b`,
  "gi",
);

/** The document fields a question can ask for, by the product's field names. */
export type AskedField =
  | "governing_law"
  | "counterparty"
  | "primary_party"
  | "parties"
  | "expiry_date"
  | "effective_date"
  | "due_date"
  | "date"
  | "total_amount"
  | "tax_amount"
  /** The tax's rate, a share of the base ("PPN 12%"), asked as a percentage. */
  | "tax_rate"
  | "vendor"
  | "document_number"
  | "service_charge"
  | "discount"
  | "subtotal"
  | "contract_value"
  /** Not an extracted field: read from the text beside its label ("uang jaminan sebesar …"). */
  | "deposit";

/**
 * What a total adds up: the documents' totals unless the question names another amount they
 * print ("total PPN", "how much service charge did we pay"). A tax named by its kind (PPN,
 * PB1, GST) sums only the documents charging that tax.
 */
export type Measure =
  | { field: "total_amount" }
  | { field: "tax_amount"; taxTypes: string[] | null }
  | { field: "service_charge" }
  | { field: "discount" };

/**
 * Numbers a paper prints under their own name, other than its own number: a trademark's or a
 * company's registration, a bank account, a taxpayer's NPWP, an insurance policy, a contract's
 * number, a customer's number at a utility, a licence or permit (NIB), a certificate, a
 * reference or a purchase order.
 */
export type NamedNumber =
  | "registration"
  | "account"
  | "tax_id"
  | "policy"
  | "contract"
  | "customer"
  | "licence"
  | "certificate"
  | "reference"
  | "order"
  /** A tax invoice's serial number (NSFP), printed on the faktur pajak and on its sale's invoice. */
  | "faktur";

/** The amount a "largest / smallest" question ranks documents by. */
export type RankedBy = "total_amount" | "tax_amount" | "contract_value";

export type Question = PlannedQuestion & {
  /**
   * Set when the classifier, not a cue, chose the kind: the plain search the question would
   * otherwise be, answered instead when the planned kind finds nothing (a guess never ends in
   * "could not find" while the question's words find documents).
   */
  instead?: PlainSearch;
};

type PlainSearch = Extract<PlannedQuestion, { kind: "list" }>;

type PlannedQuestion =
  /** `average`: the mean per document ("rata-rata tagihan air") instead of the sum. */
  | { kind: "total"; about: ParsedQuery; measure?: Measure; average?: boolean }
  | { kind: "count"; about: ParsedQuery }
  /** `shops`: the question asks which shops or vendors ("toko kue mana aja"), not a term. */
  | { kind: "list"; about: ParsedQuery; shops?: boolean }
  /** `number`: a number asked by its own name ("nomor rekening"), read beside it in the text. */
  /** `role`: a contract's party asked by the role the contract gives it ("who is the tenant"). */
  /** `picked`: of the one paper an earlier question picked ("biggest sgd invoice" → "and when's it due?"). */
  | {
      kind: "field";
      field: AskedField;
      about: ParsedQuery;
      number?: NamedNumber;
      role?: PartyRole;
      picked?: PickedPaper;
    }
  | { kind: "compare"; first: ParsedQuery; second: ParsedQuery }
  /** `period`: the question asks how long (a notice period, days to remedy a breach). */
  | { kind: "clause"; clause: string; about: ParsedQuery; period?: boolean }
  /**
   * One document, the first of those the question describes by one of its dates: "the latest
   * electricity bill" (newest by its date), "oldest receipt", "which contract expires first"
   * (the expiry date from today on, soonest first).
   */
  | { kind: "first"; about: ParsedQuery; by: OrderedDate; order: "newest" | "oldest" }
  /** One document, the first by an amount: "struk paling mahal 2025", "smallest usd invoice". */
  | { kind: "ranked"; about: ParsedQuery; by: RankedBy; order: "largest" | "smallest" }
  /** The vendor the documents add up to most for: "which supplier got the most from us". */
  | { kind: "top vendor"; about: ParsedQuery }
  /**
   * The same documents summed over two periods side by side: "tagihan air 2023 vs 2024",
   * "did we spend more at bakeries this year or the year before".
   */
  | { kind: "periods"; about: ParsedQuery; periods: [NamedPeriod, NamedPeriod] };

/** How a "first" or "ranked" question picked its one paper, for a follow-up asking its field. */
export type PickedPaper =
  | { kind: "first"; by: OrderedDate; order: "newest" | "oldest" }
  | { kind: "ranked"; by: RankedBy; order: "largest" | "smallest" };

/** A period a question names, with the words it was named by. */
export interface NamedPeriod {
  range: DateRange;
  words: string;
}

/** The dates a document can be put first by. */
export type OrderedDate = "date" | "expiry_date" | "due_date";

interface FieldCue {
  field: AskedField;
  /** When the question is about this field of one document. */
  asks: RegExp;
  /** The words of it to leave out when finding the document. */
  words: RegExp;
  /**
   * Whether "which / show / tampilkan …" turns it into a list instead: "which contracts
   * expire in 2026" lists contracts, "which law governs the NDA" still asks for the law.
   */
  listable: boolean;
}

/** Amounts printed on a document that people ask for by their label, not by "total". */
const AMOUNT_FIELDS = new Set<AskedField>([
  "service_charge",
  "discount",
  "subtotal",
  "contract_value",
  "deposit",
  "tax_amount",
  "tax_rate",
]);

/** Field questions, most specific first. */
const FIELD_CUES: FieldCue[] = [
  {
    field: "governing_law",
    asks: /\b(governing law|which law|what law|law governs|governed by|hukum (apa|mana)|hukum yang (berlaku|mengatur|digunakan)|pilihan hukum|tunduk pada hukum)\b/i,
    words:
      /\b(governing law|which law|what law|law governs|governed by|governs?|law|hukum|berlaku|mengatur|digunakan|pilihan|tunduk pada)\b/gi,
    listable: false,
  },
  {
    field: "counterparty",
    // "sewa ruko dengan siapa", "with whom did we sign the lease": who the contract is with.
    asks: /\b(counterparty|counter-party|other party|pihak kedua(?:nya)?|pihak lawan|rekanan|with whom|(?:dengan|sama|bersama) siapa|who (?:is|was|are|were) (?:[a-z-]+ ){1,5}with(?= *\??$))\b/i,
    words:
      /\b(counterparty|counter-party|other party|pihak kedua(?:nya)?|pihak lawan|rekanan|with whom|(?:dengan|sama|bersama) siapa|with(?= *\??$)|sign|signed|tanda ?tangan|ditandatangani)\b/gi,
    listable: false,
  },
  {
    field: "primary_party",
    asks: /\b(first party|primary party|pihak pertama)\b/i,
    words: /\b(first party|primary party|pihak pertama)\b/gi,
    listable: false,
  },
  {
    field: "parties",
    // "who is it between", "antara siapa aja": whom a contract is between.
    asks: /\b(who are the parties|parties to|who signed|para pihak|pihak-pihak|siapa (saja |aja )?pihak|siapa (saja )?yang (menandatangani|tanda tangan)|between (?:which|what) (?:parties|companies)|between whom|which parties|antara siapa|pihak(?:nya)? siapa)\b/i,
    words:
      /\b(who are the parties|parties to|parties|who signed|signed|para pihak|pihak-pihak|pihak(?:nya)?|saja|aja|yang|menandatangani|tanda tangan|between (?:which|what)|between whom|which|companies|antara siapa|siapa)\b/gi,
    listable: false,
  },
  {
    field: "expiry_date",
    // The question word may stand after the verb ("ends on what date", "selesai kapan"), and
    // a chat says a contract is "over" when it ends.
    asks: /\b(expire|expires|expiry|expiration|end date|berakhir(nya)?|habis(nya)?|kedaluwarsa|masa berlaku(nya)?|sampai kapan|sampai tanggal berapa|until when|valid (until|till)|selesai(?:nya)? kapan|kapan selesai(?:nya)?)\b|\b(?:when (?:does|did|will|do)|when's|when is|(?:what|which) date)\b.*\b(end|ends|ended|terminate|terminates|over(?= *\??$))\b|\b(?:ends?|ended|terminates?)\b.*\b(?:when|(?:what|which) date)\b/i,
    words:
      /\b(expire|expires|expiry date|expiration date|expiry|expiration|end date|ends?|ended|terminates?|lewat|berakhir(nya)?|habis(nya)?|kedaluwarsa|masa berlaku(nya)?|sampai kapan|sampai tanggal berapa|until when|valid (until|till)|selesai(nya)?|over(?= *\??$)|tanggal)\b/gi,
    listable: true,
  },
  {
    field: "effective_date",
    asks: /\b(effective date|start date|take effect|takes effect|tanggal (mulai|efektif|berlaku)|mulai berlaku)\b|\b(?:when (?:does|did|will|do)|(?:what|which) date)\b.*\b(start|starts|begin|began|started)\b/i,
    words:
      /\b(effective date|start date|takes? effect|start|started|begin|began|tanggal|mulai|efektif|berlaku)\b/gi,
    listable: true,
  },
  {
    field: "due_date",
    // The question word may stand after the verb or apart from it: "harus dibayar kapan",
    // "kapan tagihan X harus dibayar". A bill's payment deadline is its due date ("kapan
    // deadline bayar invoice X"); a contract's is a clause.
    asks: /\b(due date|due when|jatuh tempo(?:nya)?)\b|\bwhen is\b.*\bdue\b|\b(?:payment deadline|(?:deadline|batas(?: waktu)?) (?:pem)?bayar(?:an)?)\b(?=.*\b(?:invoice|invois|tagihan|bill|faktur)\b)|\bwhen (do|must|should) (we|i) (have to )?pay\b|\bkapan (harus )?(di)?bayar\b|\b(?:harus |perlu )?(?:di)?bayar(?:nya)? kapan\b|\bkapan\b.*\b(?:harus|perlu) (?:di)?bayar\b/i,
    words:
      /\b(due date|due|jatuh tempo(nya)?|tanggal|have to pay|pay|payment deadline|deadline|batas(?: waktu)?|pembayaran|harus|dibayar|bayar)\b/gi,
    listable: true,
  },
  {
    field: "date",
    asks: /\b(issue date|invoice date|date (of|on) the|(?:what|which) date|tanggal(?:nya)? berapa(?! (?:aja|saja))|berapa tanggal(?:nya)?|(receipt|bill|statement|kuitansi|kwitansi|nota|struk) date|when was\b.*\b(issued|dated|signed|made|written)|tanggal (terbit|faktur|invoice|dokumen|struk|kuitansi|kwitansi|nota|tagihan)|kapan\b.*\b(diterbitkan|dibuat|ditandatangani|diterima))\b/i,
    words:
      /\b(issue date|invoice date|date (of|on)|(?:what|which) date|date|issued|dated|signed|made|written|tanggal|terbit|diterbitkan|dibuat|ditandatangani|diterima)\b/gi,
    listable: false,
  },
  {
    field: "service_charge",
    asks: /\b(service charge|servis charge|service fee|biaya (layanan|servis|pelayanan))\b/i,
    words:
      /\b(how much|service charge|servis charge|service fee|biaya (layanan|servis|pelayanan)|berapa)\b/gi,
    listable: false,
  },
  {
    field: "discount",
    asks: /\b(discount|diskon(nya)?|potongan( harga)?)\b/i,
    words: /\b(how much|discount|diskon(nya)?|potongan( harga)?|berapa)\b/gi,
    listable: false,
  },
  {
    field: "subtotal",
    asks: new RegExp(String.raw`\b(sub-?total(nya)?|dpp)\b|${TAX_LEFT_OUT.source}`, "i"),
    words: new RegExp(String.raw`\b(sub-?total(nya)?|dpp)\b|${TAX_LEFT_OUT.source}`, "gi"),
    listable: false,
  },
  {
    field: "contract_value",
    // "the value of the maintenance contract", "how much is the lease worth". A rent per unit
    // or per month ("harga sewa mobil per unit per bulan") is a term the contract sets, read
    // in its text, not the value of the whole.
    asks: /\b(contract value|value of (?:the |our |this )?(?:[a-z-]+ ){0,3}(contract|agreement|lease)|nilai (kontrak|perjanjian)(nya)?|harga sewa(?!.*\b(?:per|setiap|tiap|sebulan|setahun|sehari|monthly|yearly)\b)|worth)\b/i,
    words: /\b(contract value|value of|value|nilai(nya)?|harga|worth)\b/gi,
    listable: false,
  },
  {
    field: "deposit",
    asks: /\b(deposit|security deposit|uang jaminan|jaminan)\b/i,
    words: /\b(how much|security deposit|deposit|uang jaminan|jaminan|berapa)\b/gi,
    listable: false,
  },
  {
    field: "tax_rate",
    // A tax asked as a share, not a sum: "tarif ppn", "pajaknya berapa persen", "VAT rate".
    asks: /\b(?:(?:tax|vat|gst|sst|ppn|pb ?1) rate|rate of (?:the )?(?:tax|vat|gst|sst|ppn)|(?:tarif|persentase) (?:pajak|ppn|pb ?1)(?:nya)?)\b|^(?=.*\b(?:tax|taxes|vat|gst|sst|ppn(?:nya)?|pajak(?:nya)?|pb ?1)\b)(?=.*(?:\b(?:persen|percent|percentage|persentase)\b|%)).*/i,
    words:
      /\b(?:tax rate|rate of|rate|tarif|persentase|persen|percent(?:age)?|how much|what|berapa|tax(?:es)?|vat|gst|sst|ppn(?:nya)?|pajak(?:nya)?|pb ?1)\b|%/gi,
    listable: false,
  },
  {
    field: "tax_amount",
    // The tax named last, chat-style, after the paper it is of: "<vendor> invoice tax?".
    asks: /\b(tax amount|how much tax|tax on|tax of|ppn(nya)?|pajak(nya)?|vat|gst|sst|pb1)\b|\b(?:tax|taxes)\s*\??\s*$/i,
    words:
      /\b(tax amount|how much tax|tax|ppn(nya)?|pajak(nya)?|vat|gst|sst|pb1|how much|berapa)\b/gi,
    listable: false,
  },
  {
    field: "document_number",
    // A number written after it ("invoice no 0412 dari siapa") names the paper, not the field.
    asks: /\b((?:invoice|document|receipt|bill|statement|kwitansi|kuitansi) number|(?:invoice|document|receipt|bill) no\.?(?![a-z])|nomor (faktur|invoice|dokumen|tagihan|struk|nota|kuitansi|kwitansi))\b(?!\s*[.:#]?\s*[\w/.-]*\d)/i,
    words: /\b(number|nomor|no\.?(?![a-z]))\b/gi,
    listable: false,
  },
  {
    field: "vendor",
    // "vendor faktur ini siapa": Indonesian puts the question word last as often as first.
    // "siapa saja" asks who all: the vendors listed, not one document's.
    // Who issued one paper: "who issued the receipt of <date>", "struk … dari toko apa".
    asks: /\b(who(?: is|'s| was) the (vendor|seller|supplier)|siapa (vendor|penjual|pemasok)(nya)?|(vendor|penjual|pemasok)(nya)?\b.*\bsiapa|(?:vendor|seller|supplier) (?:of|on) (?:the |this |that )?(?:invoice|receipt|bill|nota|struk|faktur)|who (?:issued|sent|billed)|who (?:is|was|are|were) (?:[a-z-]+ ){1,5}from(?= *\??$)|from whom|(?:from|by) which (?:shop|store|vendor|seller|supplier|company)|dari siapa|(?:dari )?(?:toko|perusahaan|vendor) (?:apa|mana)(?= *\??$))\b(?! saja)/i,
    words:
      /\b(vendor|seller|supplier|penjual|pemasok)(nya)?\b|\b(?:issued|sent|billed|from(?= *\??$)|from whom|(?:from|by) which (?:shop|store|vendor|seller|supplier|company)|dari siapa|(?:dari )?(?:toko|perusahaan) (?:apa|mana)(?= *\??$))\b/gi,
    listable: false,
  },
  {
    field: "total_amount",
    // "berapa tagihan gas": a tagihan is also the amount billed, so "berapa" asks how much;
    // "berapa banyak tagihan air", "ada berapa tagihan" still count (COUNT, read first).
    // The question word may come last ("tagihan X berapa", "<vendor> invoice amount", "<vendor>
    // invoice how much") and the
    // verb before it ("bayar berapa di X"). A statement's "amount due" is what it bills, not
    // when.
    asks: /\b(total of|amount of|(?:amount|balance|total) due|how much is|how much was|nilai(nya)?|nominal(nya)?|total(nya)?|berapa(?= (?:tagihan|biaya)(nya)?\b)|(invoice|receipt|bill|statement) amount|(?:tagihan|amount|jumlah|biaya|struk|nota|bon|kuitansi|kwitansi|invoice|faktur)(nya)?\b.*\bberapa\s*\??\s*$|(?:invoice|receipt|bill|statement|kwitansi|kuitansi|nota|struk)\b.*\bhow much(?=\s*\??\s*$)|(?:di)?bayar berapa)\b/i,
    words:
      /\b(grand total|total of|amount of|(?:amount|balance|total) due|amount|how much|total(nya)?|nilai(nya)?|nominal(nya)?|berapa|(?:di)?bayar)\b/gi,
    listable: true,
  },
];
const LIST =
  /\b(which|list|show|find|tampilkan|tunjukkan|daftar|carikan|cari|mana saja|apa saja|siapa saja|semua)\b/i;

/**
 * The words asking for a sum; "total tagihan" keeps "tagihan", the kind of paper summed. "what
 * did we pay at X" asks how much, as "how much did we pay" does.
 */
const TOTAL =
  /\b((?:what|how much)(?= (?:did|does|do|has|have|had) [^?]*\bcosts?\b)|what (?:did|do|have) (?:we|i) (?:pay|paid|spend|spent)(?= (?:at|to|for|on)\b)|(?:habis|habisnya) berapa|berapa (?:habis|habisnya)|how much (did|do|have|has|was|were|in total)|total (spend|spending|spent|amount|of all|semua|paid)|total(?= (?:billed|invoiced|charged|ditagihkan)\b)|sum of|berapa total|total(?= (tagihan|faktur)\b)|total (belanja|pengeluaran|biaya|pembayaran)|jumlah total|berapa (banyak )?(uang|biaya|pengeluaran|yang (kami|kita|saya) (bayar|keluarkan))|berapa (?:(?:kami|kita|saya|yang) )?(?:bayar|membayar|dibayar)(?= (?:ke|kepada|di|untuk|sama)\b)|berapa (yang )?(harus|perlu) (kami |kita |saya )?(di|mem)?bayar(kan)?)\b/i;
/** Spending named as a noun: what was spent, a sum ("belanja" also names a shopping slip). */
const SPENDING =
  /\b(spend|spending|expenses|expenditure|pengeluaran|(?:duit|uang) (?:keluar|yang keluar))\b/i;
/**
 * The verbs of a "how much did we pay" question, and the cost named ("biaya listrik"): they
 * describe the sum, not the documents; a service fee ("biaya layanan") is an amount of its own.
 */
const TOTAL_VERBS =
  /\b(pay|paid|spend|spent|spending|shopping|expenses?|cost|costs|owe|biaya(?! (?:layanan|servis|pelayanan))|bayar|dibayar|membayar|dibayarkan|keluarkan|dikeluarkan|habiskan|bayarkan|belanja|berbelanja|pengeluaran|jajan|(?:duit|uang) (?:yang )?keluar)\b/gi;
/**
 * "number of invoices" counts; "the invoice number of X" asks for X's number; "how many days"
 * ("how many missed months", "how many business days") asks a period, not a count of
 * documents; "berapa kali setahun" asks how often a contract sets a thing to happen, not how
 * many papers there are.
 */
const COUNT =
  /\b(how many(?! (?:(?!(?:invoices?|receipts?|bills?|documents?|contracts?|papers?|statements?|faktur)\b)\p{L}+ ){0,2}(?:days|weeks|months|years|hours|minutes|times)\b)|how many times (?=(?:did|do|have|has|had) (?:we|i)\b)|how often (?=(?:did|do|have|has|had) (?:we|i)\b)|berapa kali(?! (?:\p{L}+ ){0,3}(?:bisa|dapat|boleh|diperpanjang|diperbarui|dicicil)\b| (?:setahun|sebulan|seminggu|sehari|per|dalam|tiap|setiap)\b)|(?<!(?:invoice|document|receipt|bill|faktur) )number of|count (?:the|all|our|my|of)|berapa banyak|berapa jumlah (dokumen|faktur|invoice|tagihan|struk|kontrak|perjanjian)|(?<!berapa )jumlah(?= (?:dokumen|faktur|invoices?|invois|struk|nota|kuitansi|kwitansi|kontrak|perjanjian|receipts?)\b)|(?<!tanggal(?:nya)? )berapa (dokumen|faktur|invoice|struk|nota|kuitansi|kwitansi|kontrak|perjanjian)|ada berapa|count(?=\s*\??\s*$))\b/iu;
/** The words of a count question that only ask "how many": the documents' kind stays. */
const COUNT_WORDS =
  /\b(how many times|how often|how many|number of|count(?: of)?|berapa banyak|berapa kali|berapa( jumlah)?|ada berapa)\b/gi;
const COMPARE =
  /\b(?:compare|bandingkan|perbandingan(?: antara)?)\b\s*(.+?)\s+(?:and|dengan|dan|vs\.?|versus|with)\s+(.+)$/i;
/**
 * "invoice X vs Y, mana yang lebih mahal", "the X lease versus the Y lease": two documents
 * set against each other, the question after them naming what is weighed.
 */
const VERSUS =
  /^(.+?)\s+(?:vs\.?|versus)\s+(.+?)(?:[,;]?\s+(?:mana|which|siapa|who)\b.*)?\s*\??$/iu;
/**
 * "compare the two electricity bills", "bandingkan 2 tagihan listrik": the papers of one kind
 * set side by side, each with its date and amount, which is what a list shows; "two" and
 * "compare" are no words of theirs.
 */
const BOTH_COMPARED = /\b(?:compare|bandingkan)\s+(?:the\s+|our\s+)?(?:two|both|2|dua|kedua)\b/i;
/**
 * "which is bigger, A or B", "mana yang lebih besar, A atau B", "lebih mahal mana A atau B",
 * "which was pricier, A or the B one": two documents weighed. A comparative in "-er" is read
 * as one ("pricier", "costlier"), not listed word by word.
 */
const WHICH_OF_TWO =
  /\b(?:which (?:one )?(?:is|was|cost) (?:more expensive|less expensive|more|less|\p{L}+er)|(?:mana yang|yang mana) lebih \p{L}+|lebih \p{L}+ (?:mana|yang mana))\b[,:]?\s*(.+?)\s+(?:or|atau)\s+(.+?)(?:\s+one)?\s*\??$/iu;

/**
 * What a clause is about, in either language, for questions that name the topic without the
 * word "clause": "notice period to terminate the lease", "how do disputes get settled".
 */
/**
 * Asking what a contract covers: "what does X distribute for Y", "which products does the
 * agreement cover", "produk apa yang didistribusikan X", "ruang lingkup kontrak X", "objek
 * sewa", "what is being leased".
 */
const SCOPE_ASKED =
  /\b(?:what (?:does|do|did|will) (?:[\p{L}\d.&-]+ ){1,6}?(?<!\b(?:the|a|an|our|this|that|its) )(?:distribute|supply|provide|license|licence|lease|rent|manufacture|produce|cover)(?= (?:for|to|under|in|with|per|each|every)\b|\s*\??\s*$)|what (?:is|are) being (?:leased|rented|distributed|supplied|provided|licensed)|(?:what|which) (?:products?|goods|services|items) (?:does|do|did|are|is|will)|scope of (?:work|services|supply|(?:the|our|this|that) (?:[\p{L}\d.&-]+ ){0,4}?(?:agreement|contract|lease|licen[cs]e))|ruang lingkup|lingkup (?:pekerjaan|kerja|perjanjian|kontrak)|objek (?:perjanjian|kontrak|sewa|lisensi)|(?:produk|barang|jasa|layanan) apa(?: saja)? yang (?:di(?:distribusikan|pasok|jual|sewakan|sewa|lisensikan|berikan|kirim|sediakan|produksi))|apa yang (?:di(?:distribusikan|pasok|jual|sewakan|sewa|lisensikan|sediakan|produksi)))/iu;

const CLAUSE_TOPICS: Array<[RegExp, string]> = [
  [
    // "putus kontrak", "berhenti sewa": how a chat says ending a contract.
    /\b(terminat\w*|notice period|cancel\w*|be ended|pengakhiran|mengakhiri|diakhiri|pemutusan|memutus\w*|(?:di)?putus(?:kan)?(?= (?:kontrak|perjanjian|sewa|kerja ?sama)\b)|berhenti (?:sewa|menyewa|kontrak|langganan|kerja ?sama))\b/i,
    "termination",
  ],
  [/\b(force majeure|keadaan kahar|keadaan memaksa)\b/i, "force majeure"],
  [/\b(disputes?|sengketa|perselisihan|arbitration|arbitrase)\b/i, "dispute"],
  [/\b(renew\w*|perpanjangan|diperpanjang)\b/i, "renewal"],
  [/\b(confidential\w*|kerahasiaan)\b/i, "confidential"],
  // Remedying a breach is the cure period the termination clause gives.
  [/\b(breach\w*|remedy|remedied|cure|pelanggaran|melanggar|wanprestasi)\b/i, "termination"],
  [
    /\b(penalt\w*|late (?:payment )?(?:fees?|charges?|interest)|denda(?: keterlambatan)?|bunga keterlambatan)\b/i,
    "penalty",
  ],
  // Paying late is what a penalty or an ending follows from, not the day payment is due.
  [
    /\b(paid late|pays? late|late payments?|terlambat (?:mem|di)?bayar\w*|telat (?:mem|di)?bayar\w*|(?:mem|di)?bayar\w* (?:terlambat|telat))\b/i,
    "penalty",
  ],
  [/\b(payment terms?|payment deadline|payable|paid|pembayaran|dibayar(?:kan)?)\b/i, "payment"],
  // Notice given to end a contract, when no other topic claimed the word; a chat says it as
  // telling the other side ("harus kasih tahu berapa hari sebelumnya").
  [/\b(notice|to end|(?:kasih|beri|memberi) tahu|memberitahu\w*|diberitahu\w*)\b/i, "termination"],
  // What a contract is about: what one party distributes, supplies, leases or does for the
  // other, its products or services, its scope or object.
  [SCOPE_ASKED, "scope"],
  // How long a contract runs: its term, when no other period (a notice, a cure, a response
  // time) is what the question names.
  [
    /\b(how long (?:is|does|will|was|did)|berapa lama|jangka waktu|masa (?:sewa|kontrak|perjanjian|lisensi)|duration of|length of (?:the )?(?:contract|lease|agreement|licen[cs]e))\b(?!.*\b(?:notice|pemberitahuan|tenggang|grace|remedy|perbaikan|respon\w*|response|pay|bayar|take to)\b)/i,
    "term",
  ],
];
/** A question asking how long: the answer is a period read from the clause. */
const ASKS_PERIOD =
  /\b(notice period|(?:cure|grace|remedy) period|masa (?:tenggang|perbaikan)|(?:hari|days?) sebelumnya|how long|how many (days|weeks|months)|(days|weeks|months) (to|for|before|after)|notice|berapa (lama|hari|minggu|bulan)|(hari|minggu|bulan) (untuk|sebelum|setelah)|pemberitahuan|jangka waktu pemberitahuan|waktu perbaikan)\b/i;
/** Asking what a clause says or how it works, rather than for a field. */
const ASKS_CLAUSE =
  /\b(how (are|is|do|does|can|must)|where (are|is|do|does|must)|what happens|what if|can we|may we|bagaimana|di ?mana|apa yang terjadi|bisakah|apakah bisa)\b/i;
/** The words of a clause question that describe the clause, not the document. */
const CLAUSE_QUESTION_WORDS =
  /\b(notice period|notice|period|how long|how many days|days|give|end|how are|how is|how can|how must|what happens|resolved|resolve|settled|last|before|can be|may be|can|be|terminated|terminate|termination|cancel\w*|berapa (lama|hari)|waktu|perbaikan|pelanggaran|pemberitahuan|untuk|bisa|dapat|diakhiri|mengakhiri|pengakhiran|disputes?|sengketa|perselisihan|diselesaikan|force majeure|keadaan kahar|under|in|of|to|the|a|must|sebelum|where|have|has|does|do|party|parties|pihak|breach\w*|remedy|remedied|cure|memperbaiki|melanggar|wanprestasi|di ?mana|payment terms?|payable|paid|pembayaran|dibayar(?:kan)?|paling lambat|selambat-lambatnya|no later than|by when|tanggal berapa|which day|what day|penalt\w*|late|payment|fees?|charges?|interest|denda|keterlambatan|bunga|after|setelah|sesudah|written|tertulis|warning|teguran|peringatan|somasi|sebelumnya|beforehand|in advance|(?:di)?putus(?:kan)?|berhenti|(?:kasih|beri|memberi) tahu|memberitahu(?:kan)?|harus|kalau|jika|apabila|if|want|ingin)\b/gi;

/**
 * The words that name what a contract covers or how long it runs. They describe the clause only
 * in a question of that topic: elsewhere they name the contract ("the IT maintenance contract",
 * "perjanjian jasa kebersihan"), and stripping them lost the document the question meant.
 */
const TOPIC_QUESTION_WORDS: Record<string, RegExp> = {
  // A kind of contract stays: "the services agreement", "perjanjian jasa kebersihan".
  scope:
    /(?<!\b(?:perjanjian|kontrak) )\b(scope|ruang lingkup|lingkup|objek|products?|produk|goods|barang|services|jasa|layanan|items|being|cover|covers)\b(?! (?:agreement|contract)\b)/gi,
  term: /\b(jangka waktu|masa|duration|length|long|lama)\b/gi,
  // "kerahasiaan PKS X": the duty asked of another kind of contract; "perjanjian kerahasiaan",
  // "confidentiality agreement" still name an NDA.
  confidential:
    /(?<!\b(?:perjanjian|kontrak) )\b(kerahasiaan|confidentiality|confidential)\b(?! (?:agreement|contract)\b)/gi,
};

/**
 * Asking by when something is to be paid ("paling lambat dibayar tanggal berapa", "payable no
 * later than"): what a contract's payment clause sets, not a sum of what was paid.
 */
const ASKS_DEADLINE =
  /\b(paling lambat|selambat-lambatnya|no later than|by when|tanggal(?:nya)? berapa|berapa tanggal(?:nya)?|batas(?: waktu)? pembayaran|payment deadline|deadline|which day|what day)\b/i;

/** Asking how much or what: "berapa denda keterlambatan", "what is the late payment penalty". */
const ASKS_AMOUNT = /\b(how much|what is|what's|what are|berapa|apa)\b/i;

/** A clause question without the word "clause": its topic, and whether a period is asked. */
function clauseTopic(text: string, today: string): { clause: string; period: boolean } | null {
  const topic = CLAUSE_TOPICS.find(([pattern]) => pattern.test(text));
  if (!topic) return null;
  if (topic[1] === "payment") {
    if (ASKS_DEADLINE.test(text)) return { clause: topic[1], period: false };
    // "royalti dibayar kapan": when a contract's payment falls is its payment clause; when an
    // invoice or a bill is to be paid is its due date, a field.
    const billed = about(text, today).filters.types?.some((type) => type !== "contract") ?? false;
    return /\b(kapan|when)\b/i.test(text) && !billed ? { clause: topic[1], period: false } : null;
  }
  // A penalty is asked for by its amount or rate as often as by how it works, or named alone
  // with the contract it is in ("late payment penalty in the service agreement").
  if (topic[1] === "penalty") {
    const asked = ASKS_CLAUSE.test(text) || ASKS_AMOUNT.test(text) || ASKS_PERIOD.test(text);
    const inContract = about(text, today).filters.types?.includes("contract") ?? false;
    return asked || inContract ? { clause: topic[1], period: false } : null;
  }
  // What a contract covers is asked by the topic's own words ("what does X distribute").
  if (topic[1] === "scope") return { clause: topic[1], period: false };
  // A contract's term is asked as a length of time, whatever the words.
  if (topic[1] === "term") return { clause: topic[1], period: true };
  const period = ASKS_PERIOD.test(text);
  // A day asked of a clause's subject ("perpanjangan diajukan tanggal berapa", "tanggal berapa
  // force majeure harus diberitahukan") is what that clause sets, not a document's issue date;
  // a contract's own start or end ("perjanjian kerahasiaan berakhir tanggal berapa") stays its
  // field, the topic's word then naming the contract.
  const dayOfClause = ASKS_DEADLINE.test(text) && !asksContractDate(text);
  const asked = period || ASKS_CLAUSE.test(text) || dayOfClause;
  return asked ? { clause: topic[1], period } : null;
}

/** Asking when a contract starts or ends, by its field's own cue. */
function asksContractDate(text: string): boolean {
  return FIELD_CUES.some(
    (cue) => (cue.field === "expiry_date" || cue.field === "effective_date") && cueAsks(cue, text),
  );
}

/** "by the end of 2026" bounds like "until 2026": the parser reads the period after "until". */
function endOfPeriod(text: string): string {
  return (
    text
      // The middle of a year is the end of its June: "sebelum pertengahan 2029" is before July.
      .replace(/\b(sebelum|sampai)\s+pertengahan\s+(\d{4})\b/gi, "$1 juli $2")
      .replace(/\b(before|by|until)\s+(?:the\s+)?(?:middle of|mid-?)\s*(\d{4})\b/gi, "$1 july $2")
      .replace(/\b(before|by|until|sebelum|sampai)\s+(the\s+)?end\s+of\b/gi, "until")
      .replace(/\b(before|by|until|sebelum|sampai)\s+akhir\b/gi, "sampai")
  );
}

/** Past-tense expiry: "expired", "sudah berakhir"; otherwise an expiry question looks ahead. */
const EXPIRED =
  /\b(expired|already|sudah|telah|lewat|lapsed|kedaluwarsa|kadaluarsa|kadaluwarsa)\b/i;

/**
 * "Which contracts expire before 2027?" asks for those still to expire by then: one expired
 * last year does not "expire before 2027", nor one that ended last month "expire this year".
 * A start before today becomes today unless the question is about the past.
 */
function lookingAhead(about: ParsedQuery, text: string, today: string): ParsedQuery {
  const ahead = (key: "expiryDate" | "dueDate", past: RegExp): ParsedQuery["filters"] => {
    const range = about.filters[key];
    if (!range || past.test(text)) return {};
    if (range.from !== null && range.from >= today) return {};
    // Bills due in a named span ("due in march") are all of it; only "before" looks ahead.
    if (key === "dueDate" && range.from !== null) return {};
    if (range.to === null || range.to < today) return {};
    return { [key]: { from: today, to: range.to } };
  };
  const filters = { ...ahead("expiryDate", EXPIRED), ...ahead("dueDate", PAST_DUE) };
  return Object.keys(filters).length === 0
    ? about
    : { ...about, filters: { ...about.filters, ...filters } };
}

/**
 * Bills asked about by what has passed or is still owed ("overdue", "sudah lewat", "yang belum
 * dibayar", "unpaid"): those due before a day include the ones already past it. Otherwise
 * "tagihan yang jatuh tempo sebelum akhir bulan depan" looks ahead as an expiry does: a bill
 * due last year is not one "due before" next month.
 */
const PAST_DUE =
  /\b(overdue|past due|already|sudah|telah|lewat|telat|terlambat|belum|unpaid|outstanding|owed|owe)\b/i;

/**
 * "total of all our invoices in SGD", "total invoice SGD kita semua": a sum over documents, not the
 * total of one. Said by a total word with documents in the plural, a currency, a period or
 * "all/our"; "the total of the Varnhold invoice" stays one document's total.
 */
const TOTAL_WORD =
  /\b(total(?:nya)?|sum|sum up|add up|adds up|jumlah(?:nya)?|jumlahkan|totalkan|altogether|in total)\b/i;
const MANY_DOCUMENTS =
  /\b(all|our|semua|seluruh|kita|kami|(invoices|receipts|bills|contracts|statements|documents|kuitansi|kwitansi|struk|tagihan))\b/i;

/**
 * What a sum adds up, named beside its total word ("total nilai …", "total value of …"): the
 * amount itself, not words the documents must print.
 */
const SUMMED_AMOUNT = /\b(nilai(nya)?|harga(nya)?|nominal|value|price|amount)\b/gi;

/** A sum's question without the words asking for it: "total bakery shopping" → "bakery". */
function withoutSumWords(text: string): string {
  return text
    .replace(new RegExp(TOTAL_WORD.source, "gi"), " ")
    .replace(TOTAL_VERBS, " ")
    .replace(SUMMED_AMOUNT, " ");
}

/** "groceries last year, how much": English "how much" over many documents asks their sum. */
function sumOfMany(text: string, about: ParsedQuery): boolean {
  return (TOTAL_WORD.test(text) || /\bhow much\b/i.test(text)) && manyDocuments(text, about);
}

/**
 * "how much was the <vendor> invoice", "how much is that receipt", "how much does the <vendor>
 * statement say": one paper named in the
 * singular after "the", "that" or "this" asks its amount, not a sum of every paper of its
 * vendor (which a vendor's name read loosely could widen to others).
 */
const HOW_MUCH_ONE_PAPER =
  /\bhow much (?:is|was|does|did) (?:the|that|this) (?:[\p{L}\p{N}.&'-]+ ){0,6}(?:invoice|receipt|bill|statement|kwitansi|kuitansi|nota|struk)(?: (?:says?|shows?|come to|came to))?(?= *\??$)/iu;

function amountOfOnePaper(text: string, today: string): Question | null {
  if (!HOW_MUCH_ONE_PAPER.test(text)) return null;
  const subject = about(
    text.replace(/\b(?:how much|is|was|does|did|that|this|says?|shows?|come to|came to)\b/gi, " "),
    today,
  );
  if (subject.filters.date !== undefined || subject.filters.currency !== undefined) return null;
  return { kind: "field", field: "total_amount", about: subject };
}

/** "berapa tagihan listrik tahun 2025": how much was billed over a period is a sum. */
function billsOfPeriod(text: string, about: ParsedQuery): boolean {
  const { filters } = about;
  return /\bberapa\b/i.test(text) && (filters.date !== undefined || filters.dueDate !== undefined);
}

/** Documents in the plural, a currency, a period, "all/our" or a sum per currency: many. */
function manyDocuments(text: string, about: ParsedQuery): boolean {
  const { filters } = about;
  return (
    MANY_DOCUMENTS.test(text) ||
    new RegExp(PER_CURRENCY.source, "i").test(text) ||
    filters.currency !== undefined ||
    filters.date !== undefined ||
    filters.dueDate !== undefined
  );
}
/** The kinds of tax a question names ("pb1" → PB1), null for a tax word alone or none. */
export function taxTypesNamed(text: string): string[] | null {
  return TAX_KINDS.find(([pattern]) => pattern.test(withoutTaxInvoice(text)))?.[1] ?? null;
}

/** Taxes by the names people ask for them; a tax word alone ("pajak", "tax") sums every tax. */
const TAX_KINDS: Array<[RegExp, string[] | null]> = [
  [
    /\b(ppn|vat|value added tax|pajak pertambahan nilai|(?:input|output) tax|pajak (?:masukan|keluaran))\b/i,
    ["PPN", "VAT"],
  ],
  [/\b(pb1|pb 1|pajak restoran|restaurant tax)\b/i, ["PB1"]],
  [/\bgst\b/i, ["GST"]],
  [/\bsst\b/i, ["SST"]],
  [/\b(tax|taxes|pajak(nya)?)\b/i, null],
];
// "PPN masukan" (input VAT, on what was bought) and "PPN keluaran" (output VAT, on what was
// sold) are the tax itself seen from either side; on a business's own papers, the PPN they print.
const TAX_WORDS =
  /\b((?:ppn|pajak|vat|tax)(?:nya)? (?:masukan|keluaran)|(?:input|output) (?:vat|tax)|ppn(nya)?|vat|value added tax|pajak pertambahan nilai|pb ?1|pajak restoran|restaurant tax|gst|sst|tax(es)?|pajak(nya)?)\b/gi;
/** "faktur pajak" names a kind of paper, not the tax: "total faktur pajak" sums its totals. */
const TAX_INVOICE = /\b(?:faktur pajak|tax invoices?)\b/i;
/** "total discounts given to us": the discounts the documents print, summed. */
const DISCOUNT_WORDS = /\b(discounts?|diskon(nya)?|potongan( harga)?)\b/gi;
const SERVICE_CHARGE_WORDS =
  /\b(service charges?|servis charge|service fees?|biaya (layanan|servis|pelayanan))\b/gi;
/** Asking how much, in either language. */
const HOW_MUCH = /\b(how much|berapa)\b/i;
/** A tax asked as a percentage: its rate (the `tax_rate` field), never a sum. */
const RATE_ASKED = /\b(?:rate|tarif|persen|percent(?:age)?|persentase)\b|%/i;

/** "how much … did we pay", "berapa … yang kita bayar": a sum asked without a total word. */
const HOW_MUCH_PAID =
  /\b(how much|berapa)\b[^?]*\b(pay|paid|spend|spent|bayar|dibayar|membayar)\b/i;

/**
 * "total PPN bulan maret", "how much VAT did we pay in october", "total service charge in
 * 2023": the sum of an amount the documents print beside their total, over the documents a
 * period, a kind or "our/all" describes; "berapa ppn di tagihan X" stays one document's tax.
 */
function measureSummed(text: string, today: string): Question | null {
  const summed = TOTAL_WORD.test(text) || HOW_MUCH_PAID.test(text);
  if (!summed && !HOW_MUCH.test(text)) return null;
  // A tax asked as a share ("ppn bulan ini berapa persen") is a rate, not a sum.
  if (RATE_ASKED.test(text)) return null;
  const tax = TAX_KINDS.find(([pattern]) => pattern.test(withoutTaxInvoice(text)));
  const service = new RegExp(SERVICE_CHARGE_WORDS.source, "i").test(text);
  const discount = new RegExp(DISCOUNT_WORDS.source, "i").test(text);
  if (!tax && !service && !discount) return null;
  const rest = (
    service
      ? text.replace(SERVICE_CHARGE_WORDS, " ")
      : discount
        ? text.replace(DISCOUNT_WORDS, " ")
        : withoutTaxWords(text)
  )
    .replace(new RegExp(TOTAL_WORD.source, "gi"), " ")
    .replace(/\b(how much|berapa)\b/gi, " ")
    .replace(TOTAL_VERBS, " ");
  const subject = about(rest, today);
  if (!manyDocuments(text, subject)) return null;
  // "ppn bulan maret berapa", "pb1 tahun lalu brp": how much of it over a period, without a
  // sum word, is its sum; asked of one paper without a period it stays that paper's.
  const period = subject.filters.date !== undefined || subject.filters.dueDate !== undefined;
  if (!summed && !period) return null;
  const measure: Measure = service
    ? { field: "service_charge" }
    : discount
      ? { field: "discount" }
      : { field: "tax_amount", taxTypes: tax?.[1] ?? null };
  return { kind: "total", about: subject, measure };
}

/** The question without a tax said of the amount it asks ("the invoice including VAT"). */
function withoutTaxSaidOfAmount(text: string): string {
  return text.replace(TAX_INCLUDED, " ").replace(TAX_LEFT_OUT, " ");
}

function withoutTaxInvoice(text: string): string {
  return text.replace(new RegExp(TAX_INVOICE.source, "gi"), " ");
}

/** The question without its tax words, "faktur pajak" kept as the paper it names. */
function withoutTaxWords(text: string): string {
  const papers = text.match(new RegExp(TAX_INVOICE.source, "gi")) ?? [];
  const between = text.split(new RegExp(TAX_INVOICE.source, "i"));
  return between
    .map((part, index) => `${part.replace(TAX_WORDS, " ")} ${papers[index] ?? ""}`)
    .join(" ");
}
const EXPLAIN = /\b(explain|jelaskan|what does|apa isi|apa (yang )?diatur)\b/i;
/** "the termination clause", "the force majeure provision": up to two words before the noun. */
const ENGLISH_CLAUSE = /\b((?:[\p{L}-]+ )?[\p{L}-]+) (clause|provision|section)\b/iu;
/** Words before "clause" that are not its name. */
const NOT_A_NAME = /^(explain|the|a|an|this|that|its|about|say|says|on|of|in)$/i;
/** "pasal keadaan kahar", "klausul tentang penyelesaian sengketa". */
const INDONESIAN_CLAUSE =
  /\b(pasal|klausul|ketentuan) (?:tentang |mengenai )?([\p{L}-]+(?: [\p{L}-]+)?)(?= dalam| di| pada| pada|\?|$)/iu;

/** The clause a question asks to explain, and the question without it. */
function clauseAsked(text: string): { clause: string; rest: string } | null {
  if (!EXPLAIN.test(text)) return null;
  const english = ENGLISH_CLAUSE.exec(text);
  const named = english?.[1]?.split(" ").filter((word) => !NOT_A_NAME.test(word));
  if (english && named && named.length > 0) {
    return {
      clause: named.join(" ").toLowerCase(),
      rest: text.replace(english[0], " ").replace(EXPLAIN, " "),
    };
  }
  const indonesian = INDONESIAN_CLAUSE.exec(text);
  if (indonesian?.[2]) {
    return {
      clause: indonesian[2].toLowerCase(),
      rest: text.replace(indonesian[0], " ").replace(EXPLAIN, " "),
    };
  }
  return null;
}
/**
 * Verbs of having kept, received or bought what the documents are ("nota yg kita simpan",
 * "toko kue mana yg pernah kita beli", "bakeries we've been to", "bills that came
 * in", "tagihan yang masuk"): every paper on file was kept and received, and every slip is for
 * something bought, so they describe the question, not the documents. Every paper was issued
 * or sent by someone and every contract on file was signed ("the newest contract we signed",
 * "kontrak yang ditandatangani"), so those verbs name no paper either; a file name that ends in
 * "signed" would otherwise answer. "jual beli" names a kind of contract and stays; "tanda
 * terima" (a receipt's title) is not "diterima".
 */
const HELD_OR_BOUGHT =
  /\b(pernah|ever|simpan|disimpan|tersimpan|keep|kept|store|stored|saved|(?<!jual )beli|membeli|dibeli|buy|bought|purchased|nagih(?:in)?|menagih|ditagih|(?:been )?(?:billed|invoiced|charged)(?: us)?|shopped(?: at)?|datangi|didatangi|kunjungi|dikunjungi|visited|been to|went to|(?:go|goes|gone|eat|ate|eaten|dine|dined) (?:to|at)|(?<!-)(?:pergi|makan|mampir) (?:ke|di)|got|gotten|received|receive|came in|come in|came|arrived|masuk|menerima|diterima|(?:we |i )?(?:signed|issued)|sent(?: (?:us|me))?|(?:kita |kami )?tandatangani|ditanda ?tangani|diterbitkan)\b/gi;
/**
 * "all time", "sepanjang masa", "dari awal": every paper on file, whatever its date, which is
 * what a question without a period asks already; the words name no paper.
 */
const ALL_TIME =
  /\b(?:(?:of |for |over )?all[- ]time|to date|so far|sepanjang (?:masa|waktu)|selama ini|(?:dari|sejak) (?:awal|dulu))\b/gi;
/**
 * "per mata uang", "by currency": how a sum is shown, which it is already (one line per
 * currency), not words a document prints.
 */
const PER_CURRENCY =
  /\b(?:per|by|each|for each|in each|masing-masing|setiap|tiap) (?:mata uang|currency|currencies)\b/gi;
/**
 * Words that only make a sentence a question, or say where its answer is read ("according to
 * our receipts", "menurut struk"); left in, they would be searched for.
 */
const QUESTION_WORDS =
  /\b(according to|based on|menurut|berdasarkan|hitung(kan)?|menghitung|calculate|compute|what's|what|which|who's|who|whom|when's|when|where's|where|how's|how|is|are|was|were|do|does|did|show( me)?|list( of)?|find|give me|tell me|please|apa|apakah|siapa|kapan|mana|berapa|bagaimana|gimana|tampilkan|tunjukkan|carikan|cari|sebutkan|daftar|tolong|dong|adalah|saja|we|we've|us|our|have|has|had|there|kami|kita|punya|memiliki|miliki|already|sudah|telah|still|masih|will|would|shall|mau|akan|bakal|nih|sih|deh|kah|ya|much|pakai|dipakai|using|semuanya|seluruhnya|keseluruhan|overall|altogether|in total|kasih tahu|beritahu|tell|tapi|tetapi|namun|but)\b/gi;

/**
 * Pronouns that point back at the documents of an earlier question ("when does it expire?").
 * Lower case only: "IT" in capitals is information technology ("the IT services agreement").
 */
const POINTING_BACK = /\b(it|its|they|them|their|those|these)\b|\b(itu|tersebut|nya)\b/gi;

function withoutPronouns(text: string): string {
  return text.replace(POINTING_BACK, (word) => (word === "IT" ? word : " "));
}

/**
 * Electricity billed states the power used in kWh, anywhere in the bill (a building's service
 * charge statement lists it below the rent); a shop whose header lists the electrical goods it
 * sells names the word without it. "PLN" alone names the company, found as a
 * party by its name.
 */
const ELECTRICITY_USED = {
  pattern:
    /\b(electricity|power bills?|(?:tagihan|rekening|bayar|biaya|pengeluaran|pemakaian|token) listrik|listrik (?:yang |yg )?(?:paling|terakhir|terbaru|bulan|tahun|pln))\b/i,
  spellings: ["kwh", "kilowatt"],
};

/**
 * Whether what a question is about is told by words anywhere in a document's text, not by what
 * its header says it is: the power used, which an electricity bill prints in its body.
 */
export function toldByWholeText(about: ParsedQuery): boolean {
  const { spellings } = ELECTRICITY_USED;
  return about.termGroups.some(
    (group) =>
      group.length === spellings.length && group.every((word, index) => word === spellings[index]),
  );
}

/**
 * Kinds of paper narrower than the product's document types, by their title in both spellings
 * or their fixed phrases (domain/indonesia.md): a kuitansi is filed as a receipt, but "total
 * semua kuitansi" asks for the kuitansi, not every till slip. Named beside the type it is filed
 * as ("struk dan kuitansi", "receipts & kwitansi"), it narrows nothing: the papers asked for are
 * all of that type.
 */
interface NarrowerKind {
  /** The paper's own kind, when it is one a question can leave out ("tanpa kwitansi"). */
  kind?: PaperKind;
  named: RegExp;
  spellings: string[];
  /** The words of the type it is filed as, read where the kind's own words are not. */
  broader?: RegExp;
}
const NARROWER_KINDS: NarrowerKind[] = [
  {
    kind: "kuitansi",
    named: /\b(kuitansi|kwitansi)\b/i,
    spellings: ["kuitansi", "kwitansi", "tanda terima", "untuk pembayaran", "terbilang"],
    broader: /\b(?:receipts?|struk|nota|slips?)\b/i,
  },
  // A faktur pajak is filed as an invoice; "berapa faktur pajak" asks for the tax invoices.
  // Beside invoices it still narrows: a sum of invoices counts a sale once, leaving out the
  // faktur pajak that restates it (assistant-tools.ts), so the two are not one type's papers.
  {
    kind: "faktur pajak",
    named: /\b(faktur pajak|tax invoices?|e-faktur)\b/i,
    spellings: ["faktur pajak", "e-faktur"],
  },
  { named: ELECTRICITY_USED.pattern, spellings: ELECTRICITY_USED.spellings },
];

function narrowsTheQuestion(kind: NarrowerKind, text: string): boolean {
  if (!kind.named.test(text)) return false;
  const elsewhere = text.replace(new RegExp(kind.named.source, "gi"), " ");
  return !kind.broader?.test(elsewhere);
}

/**
 * Nouns that name no kind of document ("which documents", "payments due in June", "anything
 * due", "every nda letter we keep", "papers"), or the event every slip records ("cafe
 * visits", "transaksi di apotek"): left in, they would be searched for as words only some
 * documents happen to print. A "letter of …" names its kind and stays.
 */
const ANY_DOCUMENT =
  /\b(documents?|dokumen|files?|berkas|papers?|letters?(?! of\b)|items?|things?|anything|something|everything|visits?|kunjungan|transactions?|transaksi|payments?(?= (?:are |were |is )?due\b)|pembayaran(?= (?:yang )?jatuh tempo\b))\b/gi;

/**
 * "bistro bill", "cafe bills last month": the bill a place that serves or sells over the
 * counter hands is its slip (struk, nota), filed as a receipt, not an invoice or a statement.
 */
const COUNTER_PLACE =
  /\b(?:restaurants?|restoran|resto|rumah makan|cafes?|kafe|coffee shops?|kedai|warung|bars?|pharmac(?:y|ies)|apotek|apotik|shops?|stores?|toko|minimarket|supermarket)\b/i;

function counterBill(text: string, parsed: ParsedQuery): ParsedQuery {
  const types = parsed.filters.types;
  if (!/\bbills?\b/i.test(text) || !COUNTER_PLACE.test(text) || !types?.includes("invoice")) {
    return parsed;
  }
  return { ...parsed, filters: { ...parsed.filters, types: ["receipt"] } };
}

/**
 * "total bills in June", "how many bills came in last year": "bills" said alone, of a period,
 * are the bills that come every month (utilities, internet, a card), the billing statements;
 * a seller's invoice is called one when the question says so. What is owed ("bills due this
 * week", "bills we still have to pay") is every paper asking for money, invoices too, and so
 * is a bill named by its sender or its subject, which the search finds in either kind.
 */
const BILL_ALONE = /\bbills?\b/i;
const OTHER_PAPER =
  /\b(?:invoices?|tagihan|faktur|receipts?|struk|nota|kuitansi|kwitansi|statements?)\b/i;
const OWED =
  /\b(?:due|pay|paid|unpaid|overdue|owe|owed|outstanding|settle|settled|jatuh tempo|bayar|lunas|belum)\b/i;

/** Words that say a bill comes every month, which is what a billing statement is. */
const RECURRING = new Set(["monthly", "bulanan", "recurring", "rutin", "regular"]);

function periodicBills(text: string, parsed: ParsedQuery): ParsedQuery {
  const { filters } = parsed;
  // "monthly bills": the word only repeats what the statements are.
  const recurring = parsed.termGroups.filter((group) => group.some((word) => RECURRING.has(word)));
  const terms = parsed.terms.filter((word) => !recurring.some((group) => group.includes(word)));
  const alone =
    BILL_ALONE.test(text) &&
    !OTHER_PAPER.test(text) &&
    !OWED.test(text) &&
    filters.dueDate === undefined &&
    filters.payment === undefined &&
    filters.party === undefined &&
    terms.length === 0;
  if (!alone || !filters.types?.includes("billing statement")) return parsed;
  return {
    ...parsed,
    text: recurring.length > 0 ? "" : parsed.text,
    terms,
    termGroups: parsed.termGroups.filter((group) => !recurring.includes(group)),
    filters: { ...filters, types: ["billing statement"] },
  };
}

/**
 * A yes-or-no tag closing a question ("kontrak X sudah habis belum", "… atau belum?", "paid
 * yet?", "… or not"): it asks whether, which the answer's date or list tells; a "belum" inside
 * ("yang belum dibayar") is a condition and stays.
 */
const YES_NO_TAG =
  /\b(?:(?:atau|apa) )?(?:belum|tidak|nggak|gak|ga|enggak)\s*\??\s*$|\b(?:or not|yet)\s*\??\s*$/i;

/**
 * Verbs of billing ("vendor yg nagih pake SGD", "who billed us", "siapa yang menagih kita"):
 * what bills is a paper asking for payment, an invoice or a bill, as "tagihan" names them; a
 * contract in the same currency bills no one. "Invoiced" names the invoice alone.
 */
const BILLING_VERB =
  /\b(?:nagih(?:in)?|menagih(?:kan)?|ditagih(?:kan)?|tagih|billed|invoiced|bills? (?:us|me))\b/i;

function about(text: string, today: string): ParsedQuery {
  const parsed = aboutWords(text, today);
  if (parsed.filters.types || !BILLING_VERB.test(text)) return parsed;
  return aboutWords(`${text} ${/\binvoiced\b/i.test(text) ? "invoice" : "tagihan"}`, today);
}

/** "no 0412", "nomor 7731", "number ZK-12": the word naming the number a paper prints. */
const NUMBER_WORD_BEFORE_NUMBER = /\b(?:no|nomor|nomer|number)\b\.?(?=\s*[.:#]?\s*[\w/.-]*\d)/gi;

/**
 * "so far this year", "sampai sekarang", "year to date", "dari awal tahun": a period that ends
 * today, not at its own end; papers dated ahead (a bill issued in advance) are not spent yet.
 */
const SO_FAR =
  /\b(?:so far|to date|up to now|until now|sejauh ini|(?:sampai|hingga) (?:sekarang|saat ini|hari ini))\b/gi;
const START_OF_THIS_YEAR =
  /\b(?:year[- ]to[- ]date|ytd|(?:dari|sejak) awal tahun(?: ini)?|since (?:the )?(?:start|beginning) of (?:the |this )?year)\b/gi;

function aboutWords(text: string, today: string): ParsedQuery {
  const untilToday = new RegExp(SO_FAR.source, "i").test(text);
  const sinceNewYear = new RegExp(START_OF_THIS_YEAR.source, "i").test(text);
  if (!untilToday && !sinceNewYear) return aboutOwnWords(text, today);
  const parsed = aboutOwnWords(
    text
      .replace(START_OF_THIS_YEAR, (words) =>
        /^(?:dari|sejak)\b/i.test(words) ? " tahun ini " : " this year ",
      )
      .replace(SO_FAR, " "),
    today,
  );
  const period = parsed.filters.date;
  if (!period || (period.to !== null && period.to <= today)) return parsed;
  return { ...parsed, filters: { ...parsed.filters, date: { ...period, to: today } } };
}

/**
 * English function words left over once a question's filters are read ("the employee under
 * the agreement", "contracts expiring between now and March") name nothing a document is
 * found by: held to, they would empty the answer. The list is a maintained one (the
 * `stopword` package's English list); Indonesian question words are in QUESTION_WORDS.
 */
const FUNCTION_WORDS = new Set(eng);

function withoutFunctionWords(parsed: ParsedQuery): ParsedQuery {
  // Typed in capitals, it is a name: "IT" is information technology, not "it".
  const capitals = new Set(
    parsed.text.match(/\b\p{Lu}{2,}\b/gu)?.map((word) => word.toLowerCase()),
  );
  const kept = (word: string) =>
    !FUNCTION_WORDS.has(word.toLowerCase()) || capitals.has(word.toLowerCase());
  const termGroups = parsed.termGroups.filter((group) => group[0] === undefined || kept(group[0]));
  if (termGroups.length === parsed.termGroups.length) return parsed;
  const dropped = new Set(parsed.termGroups.filter((group) => !termGroups.includes(group)).flat());
  const stillNamed = new Set(termGroups.flat());
  return {
    ...parsed,
    text: parsed.text
      .split(/\s+/)
      .filter((word) => kept(word.replace(/[^\p{L}\p{N}'-]/gu, "")))
      .join(" "),
    terms: parsed.terms.filter((term) => !dropped.has(term) || stillNamed.has(term)),
    termGroups,
  };
}

/**
 * Papers said to be in another currency than the one an owner keeps books in ("foreign-currency
 * invoices", "tagihan valas", "dalam mata uang asing"): every paper not in rupiah.
 */
const FOREIGN_CURRENCY =
  /\b(?:(?:in |dalam )?(?:a )?foreign[- ]currenc(?:y|ies)|(?:dalam )?(?:valas|valuta asing|mata uang asing))\b/gi;

/**
 * Words leaving papers out: "tanpa kwitansi", "selain struk", "jumlah invoice, tidak termasuk
 * faktur pajak", "except receipts", "other than invoices", "not in rupiah", "non-IDR". What
 * follows names a kind of paper or a currency; words naming neither ("without a due date")
 * leave nothing out. A count or a sum of invoices leaves the faktur pajak out already
 * (assistant-tools.ts: a sale counted once); a list of them leaves them out by this.
 */
const LEAVING_OUT =
  /\b(?:tanpa|kecuali|selain|bukan(?: dalam)?|tidak termasuk|tak termasuk|except(?: for)?|excluding|not including|not counting|without|other than|apart from|aside from|not in|non)[- ]+(?:(?:the|yang|yg|any)\s+)?(\p{L}[\p{L}-]*)(?:\s+(\p{L}[\p{L}-]*))?/giu;

/** The kind of paper or the currency some words name, as what a question leaves out. */
function papersNamed(words: string, today: string): LeftOut | null {
  const narrower = NARROWER_KINDS.find(
    (each) => each.kind && new RegExp(`^(?:${each.named.source})$`, "i").test(words),
  )?.kind;
  if (narrower) return { kinds: [narrower] };
  const parsed = parseSearchQuery(words, { today });
  // A kind of contract ("except the lease") is narrower than the type it is filed as; and
  // "without the agreement of the lessor", "tanpa perjanjian tertulis" ask of a consent or a
  // term, not a question leaving contracts out.
  if (parsed.terms.length > 0 || parsed.filters.types?.includes("contract")) return null;
  if (parsed.filters.currency) return { currency: parsed.filters.currency };
  return parsed.filters.types ? { types: parsed.filters.types } : null;
}

/** The question without the papers it leaves out, and what those are. */
function leavingOut(text: string, today: string): { rest: string; leftOut: LeftOut | null } {
  const leftOut: LeftOut = {};
  const rest = text
    .replace(FOREIGN_CURRENCY, () => {
      leftOut.currency = DEFAULT_CURRENCY;
      return " ";
    })
    .replace(LEAVING_OUT, (whole, first: string, second: string | undefined) => {
      // Two words may name one kind ("faktur pajak"); else the first alone, the second kept.
      const readings: Array<[string, string]> = second
        ? [
            [`${first} ${second}`, " "],
            [first, ` ${second}`],
          ]
        : [[first, " "]];
      for (const [words, kept] of readings) {
        const named = papersNamed(words, today);
        if (!named) continue;
        if (named.currency) leftOut.currency = named.currency;
        if (named.types) leftOut.types = [...(leftOut.types ?? []), ...named.types];
        if (named.kinds) leftOut.kinds = [...(leftOut.kinds ?? []), ...named.kinds];
        return kept;
      }
      return whole;
    });
  return { rest, leftOut: Object.keys(leftOut).length > 0 ? leftOut : null };
}

function aboutOwnWords(text: string, today: string): ParsedQuery {
  const { rest, leftOut } = leavingOut(text, today);
  const parsed = aboutKeptWords(rest, today);
  return leftOut ? { ...parsed, leftOut } : parsed;
}

function aboutKeptWords(text: string, today: string): ParsedQuery {
  const stripped = withoutPronouns(
    text
      .replace(YES_NO_TAG, " ")
      .replace(TAX_INCLUDED, " ")
      .replace(TAX_LEFT_OUT, " ")
      .replace(PER_CURRENCY, " ")
      .replace(ALL_TIME, " ")
      // "which suppliers bill us": the verb, which names no paper (BILLING_VERB reads it).
      .replace(/\bbills? (?:us|me)\b/gi, "billed")
      .replace(HELD_OR_BOUGHT, " ")
      .replace(NUMBER_WORD_BEFORE_NUMBER, " ")
      .replace(/[?!.]+/g, " "),
  )
    .replace(ANY_DOCUMENT, " ")
    .replace(QUESTION_WORDS, " ")
    // "orbenn's contract": a name's possessive names the person; a paper prints the name alone.
    .replace(/(?<=\p{L})['’]s\b/gu, "");
  const searched = withoutFunctionWords(
    parseSearchQuery(stripped.replace(/\s+/g, " ").trim(), { today }),
  );
  const parsed = periodicBills(stripped, counterBill(stripped, searched));
  const narrower = NARROWER_KINDS.filter((kind) => narrowsTheQuestion(kind, stripped));
  if (narrower.length === 0) return parsed;
  const groups = narrower.map((kind) => kind.spellings);
  return {
    ...parsed,
    terms: [...new Set([...parsed.terms, ...groups.flat()])],
    termGroups: [...parsed.termGroups, ...groups],
  };
}

/** Whether a question asks for a field; "faktur pajak" names a paper, not its tax. */
/** A day asked bare, with nothing saying which date of the document it is. */
const BARE_DAY_ASKED = /\b(?:tanggal(?:nya)? berapa|berapa tanggal(?:nya)?)\b/gi;
const NAMES_CONTRACT = /\b(?:perjanjian|kontrak|agreement|contract|sewa|lease)\b/i;

function cueAsks(cue: FieldCue, text: string): boolean {
  const taxed = cue.field === "tax_amount" || cue.field === "tax_rate";
  // Of a bill or a slip, a bare "tanggal berapa" asks its date; of a contract it asks the day
  // something is due under it ("barang dikirim tanggal berapa sesuai kontrak"), which its
  // clauses say, not the date it was issued.
  const bareDayOfContract = cue.field === "date" && NAMES_CONTRACT.test(text);
  const asked = bareDayOfContract ? text.replace(BARE_DAY_ASKED, " ") : text;
  return cue.asks.test(taxed ? withoutTaxInvoice(withoutTaxSaidOfAmount(asked)) : asked);
}

/**
 * "which invoices aren't due yet", "tagihan yang belum jatuh tempo": documents falling due
 * from today on, a comparison with today no period word says.
 */
const NOT_YET_DUE = /\b(?:(?:not|aren't|isn't) (?:yet )?due(?: yet)?|belum jatuh tempo(?:nya)?)\b/i;

function dueFrom(about: ParsedQuery, today: string, words: string): ParsedQuery {
  return {
    ...about,
    filters: { ...about.filters, dueDate: { from: today, to: null } },
    chips: [
      ...about.chips.filter((chip) => chip.filter !== "dueDate"),
      { filter: "dueDate", words },
    ],
  };
}

/**
 * Newest first: "latest", "terbaru", "when did we last pay", "our last invoice". "terakhir" after a period's unit
 * is a period ("30 hari terakhir") and after "tanggal"/"batas" a deadline, not the newest;
 * English "the last" before a period's unit is a period too ("the last N months").
 */
const NEWEST =
  /\b(latest|newest|most recent|(?:expires?|expiring|ends?|ending) last|terbaru|paling baru|paling akhir|(?<!(?:hari|minggu|bulan|tahun|tanggal|batas|waktu|days?|weeks?|months?|years?) )terakhir|(?:did|have|had) (?:we|i) last|(?:the|our|my) last(?! (?:(?:\d+|few|couple(?: of)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) )?(?:days?|weeks?|months?|quarters?|years?)\b)|last(?= (?:(?!(?:\d+|few|couple|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|days?|weeks?|months?|quarters?|years?|time)\b)[\p{L}\p{N}]+ ){0,2}(?:invoice|receipt|bill|statement|payment|contract|agreement|purchase|visit|order|transaction)s?\b))\b/iu;
/**
 * Oldest first: "oldest receipt", "invoice paling lama", "our first invoice", "our first
 * pharmacy visit", "when did we first buy", "tagihan air pertama"; "the first party",
 * "pihak pertama", "pasal pertama" or "angsuran pertama" number a part of one document, and
 * "the first N months" is a period, not the first of many.
 */
const OLDEST =
  /\b(oldest|earliest|paling lama|terlama|paling awal|tertua|first(?= (?:(?!(?:\d+|party|parties|page|article|clause|section|paragraph|install?ments?|term|half|quarter|days?|weeks?|months?|years?|time)\b)[\p{L}\p{N}]+ ){0,2}(?:invoice|receipt|bill|statement|payment|contract|agreement|purchase|visit|order|transaction)s?\b)|(?<=\b(?:our|my|the) )first(?! (?:\d+ )?(?:party|parties|page|article|clause|section|paragraph|install?ment|term|half|quarter|day|week|month|year|time)s?\b)|(?:did|have|had) (?:we|i) first|(?<!\b(?:pihak|para|pasal|ayat|tahap|angsuran|termin|pembayaran|hari|minggu|bulan|tahun|halaman|kuartal|triwulan|semester) )pertama(?: kali)?)\b/iu;
/**
 * "30 hari terakhir", "tanggal terakhir pembayaran", "the last N months": a period or a
 * deadline, which a classifier reading "terakhir" or "last" as "the latest" would order by.
 */
const A_PERIOD_OR_DEADLINE =
  /\b(?:(?:hari|minggu|bulan|tahun|tanggal|batas|waktu|days?|weeks?|months?|years?) terakhir|(?:the )?last (?:(?:\d+|few|couple(?: of)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) )?(?:days?|weeks?|months?|quarters?|years?))\b/i;
/** The first to come from today on: "which contract expires first", "paling cepat habis". */
const SOONEST =
  /\b(soonest|(?:expires?|expiring|ends?|ending|due) (?:first|soonest)|next (?:to (?:expire|end|fall due|be due)|(?=(?:contract|agreement|lease|invoice|bill)s? to (?:expire|end|fall due|be due)))|paling (?:cepat|dekat|segera)|terdekat)\b/i;
const SUPERLATIVE_WORDS = new RegExp(
  [NEWEST, OLDEST, SOONEST].map((pattern) => pattern.source).join("|"),
  "giu",
);
/** The date a "first" question orders by: the expiry or due date its words name, else its own. */
const ORDERED_BY: Array<[RegExp, OrderedDate]> = [
  [/\b(expir\w*|ends?|ending|habis(?:nya)?|berakhir(?:nya)?|kedaluwarsa)\b/i, "expiry_date"],
  [/\b(due|jatuh tempo(?:nya)?)\b/i, "due_date"],
];
const DATE_FILTER_OF: Record<OrderedDate, "date" | "expiryDate" | "dueDate"> = {
  date: "date",
  expiry_date: "expiryDate",
  due_date: "dueDate",
};

/**
 * Who issued the paper asked for, said beside it ("newest grocery receipt, which shop", "struk
 * terbaru dari toko mana", "tagihan wifi terbaru dr provider mana", "oldest kwitansi, who
 * issued it"): the answer names its vendor anyway, and a generic noun for the issuer ("shop",
 * "provider") or "dr X" read as a party would narrow the papers to those printing the word.
 */
const WHICH_ISSUER =
  /\b(?:(?:from |by |at )?(?:which|what) (?:shop|store|vendor|seller|supplier|provider|company|merchant)|(?:dari |dr |di |sama )?(?:toko|perusahaan|vendor|provider|penyedia|penjual) (?:mana|apa)|(?:dari|dr|sama|dengan) siapa|who (?:issued|sent|billed|signed|made)|(?:is )?from whom?|who from)\b/gi;

/** "the latest electricity bill", "kontrak mana yang paling cepat habis": the first by a date. */
function firstByDate(
  text: string,
  today: string,
  asked?: "newest" | "oldest" | "soonest",
): Question | null {
  const soonest = asked ? asked === "soonest" : SOONEST.test(text);
  const newest = asked ? asked === "newest" : NEWEST.test(text);
  if (!soonest && !newest && !asked && !OLDEST.test(text)) return null;
  const ordered = ORDERED_BY.find(([pattern]) => pattern.test(text))?.[1];
  // The first to come is by a date still ahead: an expiry unless the question names a due date.
  const by = ordered ?? (asked === "soonest" ? "expiry_date" : "date");
  const rest = text
    .replace(SUPERLATIVE_WORDS, " ")
    .replace(WHICH_ISSUER, " ")
    .replace(TOTAL_VERBS, " ")
    .replace(ORDERED_BY.find(([, field]) => field === by)?.[0] ?? /$^/, " ");
  const subject = about(rest, today);
  if (isEmptyQuery(subject)) return null;
  if (!soonest) return { kind: "first", about: subject, by, order: newest ? "newest" : "oldest" };
  // The first to come is looked for from today on: one that expired last year came already.
  const filter = DATE_FILTER_OF[by];
  const range = subject.filters[filter] ?? { from: null, to: null };
  return {
    kind: "first",
    about: {
      ...subject,
      filters: { ...subject.filters, [filter]: { from: range.from ?? today, to: range.to } },
    },
    by,
    order: "oldest",
  };
}

/** "largest", "paling mahal", "termahal": the first by an amount, largest first. */
const LARGEST =
  /\b(largest|biggest|highest|greatest|most expensive|priciest|(?:worth|costs?|cost us) the most|most valuable|terbesar|tertinggi|termahal|paling (?:besar|mahal|tinggi))\b/i;
/** "smallest", "paling murah", "termurah": the first by an amount, smallest first. */
const SMALLEST =
  /\b(smallest|lowest|cheapest|least expensive|terkecil|terendah|termurah|paling (?:kecil|murah|rendah))\b/i;
/** Who a question asks for among the documents' vendors: "which vendor", "toko mana", "siapa". */
const VENDOR_ASKED =
  /\b(vendors?|suppliers?|sellers?|merchants?|shops?|stores?|toko|warung|pemasok|penjual|who|whom|siapa|where|di ?mana)\b/i;
/** The most money went to: "the most", "paling banyak", "terbanyak". */
const MOST =
  /\b(the most|most|paling banyak|terbanyak|paling besar|terbesar|top|biggest|largest)\b/i;
/**
 * A shop sells over the counter and hands a slip (struk, nota), not an invoice: "toko mana"
 * asks among the receipts (domain/indonesia.md: struk, nota, kuitansi are receipts).
 */
const SHOP = /\b(shops?|stores?|toko|warung)\b/i;
/** The words of a "which vendor … most" question that only ask it. */
const TOP_VENDOR_WORDS = new RegExp(
  [
    VENDOR_ASKED.source,
    MOST.source,
    /\b(with|to|from|sama|dengan|ke|kepada|dari|at|di)\b/.source,
  ].join("|"),
  "gi",
);
/** What a ranked question ranks by, when it names another amount than the total. */
const RANKED_BY: Array<[RegExp, RankedBy]> = [
  [/\b(ppn|vat|gst|sst|pb1|tax|pajak)\b(?! invoice)/i, "tax_amount"],
  [/\b(value|valuable|worth|nilai|contract value|nilai kontrak)\b/i, "contract_value"],
];

/** "invoice paling mahal", "which agreement is worth the most": one document by an amount. */
function rankedByAmount(
  text: string,
  today: string,
  asked?: "largest" | "smallest",
): Question | null {
  const largest = LARGEST.exec(text);
  const smallest = SMALLEST.exec(text);
  const said = largest ?? smallest;
  if (!said && !asked) return null;
  const plain = withoutTaxInvoice(text);
  const by = RANKED_BY.find(([pattern]) => pattern.test(plain))?.[1] ?? "total_amount";
  const rest = text
    .replace(said?.[0] ?? /$^/, " ")
    .replace(/\b(has|have|with|the|dengan|yang|which|mana|one|amount|jumlah)\b/gi, " ")
    .replace(by === "contract_value" ? SUMMED_AMOUNT : /$^/, " ")
    .replace(TOTAL_VERBS, " ");
  const subject = about(by === "tax_amount" ? withoutTaxWords(rest) : rest, today);
  const order = asked ?? (largest ? "largest" : "smallest");
  return { kind: "ranked", about: subject, by, order };
}

/** "which supplier did we pay the most in 2023", "toko mana yg paling banyak kita bayar". */
function topVendor(text: string, today: string, asked = false): Question | null {
  if (!asked && (!VENDOR_ASKED.test(text) || !MOST.test(text))) return null;
  if (
    !asked &&
    !new RegExp(TOTAL_VERBS.source, "i").test(text) &&
    !/\b(vendor|supplier|pemasok)/i.test(text)
  ) {
    return null;
  }
  const subject = about(text.replace(TOTAL_VERBS, " ").replace(TOP_VENDOR_WORDS, " "), today);
  if (SHOP.test(text) && subject.filters.types === undefined) {
    return {
      kind: "top vendor",
      about: { ...subject, filters: { ...subject.filters, types: ["receipt"] } },
    };
  }
  return { kind: "top vendor", about: subject };
}

/**
 * "average", "rata-rata", and how much is usually paid ("how much do we usually pay for
 * internet", "biasanya bayar air berapa"): the mean per document. "usually" with no amount asked
 * ("when do we usually pay") is no mean.
 */
const AVERAGE =
  /\b(average|avg|mean|on average|rata-rata|rata rata|rerata|(?:usually|typically|normally|biasanya|umumnya)(?=.*\b(?:how much|berapa)\b)|(?<=\b(?:how much|berapa)\b.*)(?:usually|typically|normally|biasanya|umumnya))\b/i;

/**
 * "per bulan", "a month", "tiap bulan": the unit an average is said per. Each document is a
 * month's or a visit's, so the mean per document is the one asked; the words name no paper.
 */
const PER_UNIT =
  /\b(?:per|tiap|setiap|each|every|a|an) (?:bulan|month|tahun|year|minggu|week|hari|day|kunjungan|visit)\b|\b(?:sebulan|setahun|seminggu|sehari)\b/gi;

/**
 * "what do we usually pay a month for internet": what is usually paid, asked without "how
 * much", is a mean too; when or where it is usually paid is not an amount.
 */
const USUALLY_PAID =
  /\b(?:usually|typically|normally|biasanya|umumnya)\b(?=.*\b(?:pay|spend|bayar)\b)/i;
const WHEN_OR_WHERE = /\b(?:when|kapan|tanggal|date|where|di ?mana)\b/i;

function averageOf(text: string, today: string): Question | null {
  const usuallyPaid = USUALLY_PAID.test(text) && !WHEN_OR_WHERE.test(text);
  if (!AVERAGE.test(text) && !usuallyPaid) return null;
  const rest = text
    .replace(new RegExp(AVERAGE.source, "gi"), " ")
    .replace(new RegExp(USUALLY_PAID.source, "gi"), " ")
    .replace(PER_UNIT, " ");
  const summed = measureSummed(`total ${rest}`, today);
  if (summed?.kind === "total") return { ...summed, average: true };
  const subject = about(withoutSumWords(rest).replace(/\b(how much|berapa)\b/gi, " "), today);
  return { kind: "total", about: subject, average: true };
}

/** Words saying two things are weighed against each other. */
const WEIGHED =
  /\b(compare|compared|comparison|bandingkan|dibanding(?:kan)?|perbandingan|versus|vs|more|less|higher|lower|lebih|naik|turun|selisih|difference|boros|hemat|up|down|increased?|decreased?|rose|fell|dropped)\b/i;
/**
 * The words that ask "yes or no?" of a comparison ("naik atau turun", "up or down", "lebih
 * boros ga", "more or not"): they weigh, and their "or" joins no periods.
 */
const WHICH_WAY =
  /\b(?:up or down|down or up|naik atau turun|turun atau naik|naik turun|or not|atau (?:tidak|enggak|bukan)|(?<=\b(?:naik|turun|lebih \p{L}+|more|less|higher|lower|boros|hemat) )(?:tidak|enggak|bukan)|(?:tidak|enggak|bukan)$)/giu;
/**
 * What joins the two periods: "2024 vs 2025", "tahun ini atau tahun lalu", "lebih boros dari
 * tahun lalu" (Indonesian "lebih … dari" is "more … than").
 */
const PERIOD_JOINS =
  /\s+(?:vs\.?|versus|dibanding(?:kan)?(?: dengan)?|compared? (?:to|with)|against|than|daripada|dari|dr|and|dan|or|atau|dengan|sama|with|to)\s+/gi;
/** The words of a two-period question that only weigh, not describe the documents. */
const WEIGHING_WORDS =
  /\b(compare|compared|comparison|bandingkan|dibanding(?:kan)?|perbandingan(?: antara)?|versus|vs|more \p{L}+(?= than)|more|less|higher|lower|lebih \p{L}+|lebih|naik|turun|selisih|difference|antara|between|boros|hemat|up|down|increased?|decreased?|rose|fell|dropped)\b/giu;

function dateChip(subject: ParsedQuery): string {
  return subject.chips.find((chip) => chip.filter === "date")?.words ?? "";
}

/**
 * The two sides of a two-period question, split at each joining word in turn from the last:
 * the first split naming a period on both sides ("invoice dari PT X 2024 vs 2025" is not split
 * at "dari"). The second side names a period only, or the same documents again.
 */
function twoPeriods(text: string, today: string): [ParsedQuery, ParsedQuery] | null {
  const plain = text
    .replace(WHICH_WAY, " ")
    .replace(/[?!.,;]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const weighed = (part: string) =>
    about(
      part
        .replace(WEIGHING_WORDS, " ")
        .replace(TOTAL_VERBS, " ")
        .replace(new RegExp(TOTAL_WORD.source, "gi"), " "),
      today,
    );
  for (const join of [...plain.matchAll(PERIOD_JOINS)].reverse()) {
    const left = weighed(plain.slice(0, join.index));
    const right = weighed(plain.slice(join.index + join[0].length));
    if (!left.filters.date || !right.filters.date) continue;
    if (right.terms.every((term) => left.terms.includes(term))) return [left, right];
  }
  // "belanja kopi naik dibanding tahun lalu", "is internet up compared to last month": one
  // period named after a word of comparing, weighed against the same span now.
  for (const join of [...plain.matchAll(COMPARING_JOINS)].reverse()) {
    const left = weighed(plain.slice(0, join.index));
    const right = weighed(plain.slice(join.index + join[0].length));
    const now = right.filters.date && !left.filters.date && currentSpan(right, today);
    if (!now || !right.terms.every((term) => left.terms.includes(term))) continue;
    return [
      {
        ...left,
        filters: { ...left.filters, date: now.range },
        chips: [...left.chips, { filter: "date", words: now.words }],
      },
      right,
    ];
  }
  return null;
}

/** Joins that compare ("dibanding tahun lalu", "than last year"), not those that list. */
const COMPARING_JOINS =
  /\s+(?:vs\.?|versus|dibanding(?:kan)?(?: dengan)?|compared? (?:to|with)|than|daripada)\s+/gi;

/**
 * The span a named period covers, now: the year so far for a calendar year, this month for a
 * calendar month, in the words of the language the period was named in. Null for other spans.
 */
function currentSpan(named: ParsedQuery, today: string): NamedPeriod | null {
  const range = named.filters.date;
  if (!range?.from || !range.to) return null;
  const indonesian = /\b(tahun|bulan|lalu|kemarin)\b/i.test(dateChip(named));
  const year = today.slice(0, 4);
  if (range.from.endsWith("-01-01") && range.to === `${range.from.slice(0, 4)}-12-31`) {
    return {
      range: { from: `${year}-01-01`, to: `${year}-12-31` },
      words: indonesian ? "tahun ini" : "this year",
    };
  }
  const month = range.from.slice(0, 7);
  const end = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0));
  if (range.from.endsWith("-01") && range.to === end.toISOString().slice(0, 10)) {
    const current = today.slice(0, 7);
    const last = new Date(Date.UTC(Number(year), Number(current.slice(5, 7)), 0));
    return {
      range: { from: `${current}-01`, to: last.toISOString().slice(0, 10) },
      words: indonesian ? "bulan ini" : "this month",
    };
  }
  return null;
}

/** "compare water bills 2022 vs 2023": one subject summed over two periods. */
function periodsCompared(text: string, today: string, asked = false): Question | null {
  if (!asked && !WEIGHED.test(text)) return null;
  const sides = twoPeriods(text, today);
  if (!sides) return null;
  const [left, right] = sides;
  if (!left.filters.date || !right.filters.date) return null;
  const filters = { ...left.filters };
  delete filters.date;
  const subject: ParsedQuery = {
    ...left,
    filters: { ...right.filters, ...filters },
    chips: left.chips.filter((chip) => chip.filter !== "date"),
  };
  delete subject.filters.date;
  return {
    kind: "periods",
    about: subject,
    periods: [
      { range: left.filters.date, words: dateChip(left) },
      { range: right.filters.date, words: dateChip(right) },
    ],
  };
}

interface ParseOptions {
  today: string;
  /**
   * The classifier of question kinds: the committed one unless given; `null` plans by the cue
   * patterns alone (how the training labels are read, eval/assistant/question-kind-data.ts).
   */
  kindModel?: QuestionKindModel | null;
}

const NUMBER_WORD = String.raw`(?:nomor|nomer|no\.?|number|no|#)`;

/**
 * How a question names each number, in both languages: "nomor pendaftaran merek X", "the
 * account number in the X lease", "NPWP PT X berapa", "policy no of the X insurance".
 */
const NAMED_NUMBERS: Array<[NamedNumber, RegExp]> = [
  [
    // Before "tax_id": "nomor faktur pajak" names the tax invoice's number, not a taxpayer's;
    // followed by a number it names a faktur by its number ("faktur pajak nomor 123").
    "faktur",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} (?:seri )?(?:e-?)?faktur pajak|${NUMBER_WORD} seri (?:e-?)?faktur|(?:e-?)?faktur pajak ${NUMBER_WORD}|(?:tax invoice|e-?faktur) (?:serial )?${NUMBER_WORD}|nsfp)(?![\p{L}])(?!\s*[.:#]?\s*\S*\d)`,
      "iu",
    ),
  ],
  [
    "registration",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} (?:pendaftaran|registrasi|register)|(?:registration|register) ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "account",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} (?:rekening|rek)|(?:bank )?account ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "tax_id",
    /\b(?:npwp|nomor pokok wajib pajak|tax id(?:entification)?(?: number)?|taxpayer (?:id|number))\b/i,
  ],
  [
    "policy",
    new RegExp(String.raw`\b(?:${NUMBER_WORD} polis|policy ${NUMBER_WORD})(?![\p{L}])`, "iu"),
  ],
  [
    "contract",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} (?:kontrak|perjanjian)|(?:contract|agreement) ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "customer",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} pelanggan|id pelanggan|customer (?:${NUMBER_WORD}|id))(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "licence",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} (?:izin|ijin)|nib|(?:licen[cs]e|permit|business id) ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "certificate",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} sertifikat|certificate ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "reference",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} referensi|reference ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
  [
    "order",
    new RegExp(
      String.raw`\b(?:${NUMBER_WORD} (?:po|pesanan)|(?:po|purchase order|order) ${NUMBER_WORD})(?![\p{L}])`,
      "iu",
    ),
  ],
];

/** Question words around a number asked by name: "… apa", "what is …", "berapa". */
const NUMBER_QUESTION_WORDS =
  /\b(?:what(?:'s| is| was)?|which|apa(?:kah)?|berapa|brp|the|of|in|on|for|di|dari|untuk|nya)\b/gi;

/**
 * A number asked by its own name is one field of one document, not a count ("the
 * registration number of the X trademark" counts nothing) nor a search for its words.
 */
function namedNumberAsked(text: string, today: string): Question | null {
  for (const [number, names] of NAMED_NUMBERS) {
    const named = names.exec(text);
    if (!named) continue;
    const rest = text.replace(named[0], " ").replace(NUMBER_QUESTION_WORDS, " ");
    return { kind: "field", field: "document_number", number, about: about(rest, today) };
  }
  return null;
}

/** What joins two things asked in one question: "… berapa dan ppn-nya berapa", "X and Y of …". */
const ASKS_JOINED = /\s*,?\s+(?:and|dan|serta|&)\s+/gi;

/**
 * Words asking how much, what or when: a part of a question without its own ("service charge
 * dan ppn tahun ini berapa") asks with the other part's.
 */
const ASKING = /\b(?:how much|berapa|what|apa|when|kapan)\b/i;

/**
 * The field a part of a question asks by its cue, and the part without the cue's words, as the
 * other part takes them in: with its words of asking when the other has none of its own.
 */
function fieldAskedIn(part: string, other: string): { field: AskedField; rest: string } | null {
  const cue = FIELD_CUES.find((each) => cueAsks(each, part));
  if (!cue) return null;
  const asking = !ASKING.test(other);
  const rest = part
    .replace(cue.asks, " ")
    .replace(cue.words, (word) => (asking && ASKING.test(word) ? word : " "));
  return {
    field: cue.field,
    rest: asking ? rest : rest.replace(new RegExp(ASKING.source, "gi"), " "),
  };
}

/**
 * Two fields asked in one question ("belanja di X totalnya berapa dan ppn-nya berapa", "the
 * due date and the amount of the X invoice", "tanggal terbit dan jatuh tempo faktur X"): each
 * as a question of its own, holding the other part's words but its cue, so both describe the
 * same papers. One question when it asks one thing, compares two, or names two papers.
 */
export function separateAsks(question: string): string[] {
  const text = question.trim();
  if (COMPARE.test(text) || WHICH_OF_TWO.test(text) || VERSUS.test(text)) return [question];
  for (const join of text.matchAll(ASKS_JOINED)) {
    const left = text.slice(0, join.index);
    const right = text.slice(join.index + join[0].length);
    const first = fieldAskedIn(left, right);
    const second = fieldAskedIn(right, left);
    if (!first || !second || first.field === second.field) continue;
    return [`${left} ${second.rest}`, `${right} ${first.rest}`].map((each) =>
      each.replace(/\s+/g, " ").trim(),
    );
  }
  return [question];
}

/** The question's kind and what it is about, relative to `today` (ISO). */
export function parseQuestion(question: string, options: ParseOptions): Question {
  const inForce = NAMES_CONTRACTS.test(question) ? IN_FORCE.exec(question) : null;
  if (inForce) {
    const asked = parseQuestionText(question.replace(IN_FORCE, " "), options);
    return asked.kind === "compare"
      ? asked
      : { ...asked, about: inForceOn(asked.about, options.today, inForce[0]) };
  }
  const notYetDue = NOT_YET_DUE.exec(question);
  if (!notYetDue) return parseQuestionText(question, options);
  const asked = parseQuestionText(question.replace(NOT_YET_DUE, " "), options);
  const words = notYetDue[0];
  return asked.kind === "compare"
    ? asked
    : { ...asked, about: dueFrom(asked.about, options.today, words) };
}

/**
 * "contracts still active today", "kontrak yang masih berlaku", "agreements in force now": the
 * contracts that have not ended by today, a comparison of their end with today. "Hukum yang
 * berlaku" is a governing law and "valid until" an end asked, so neither is read here.
 */
const NAMES_CONTRACTS =
  /\b(?:perjanjian|kontrak|agreements?|contracts?|sewa|leases?|pkwt|ndas?)\b/i;
const IN_FORCE =
  /\b(?:(?:are|is) (?:still )?active|(?:still|currently) (?:active|in force|in effect|valid|running)|(?:active|in force|in effect)(?= (?:today|now|contracts?|agreements?|leases?)\b)|(?:masih|sedang) (?:aktif|berlaku|berjalan)|(?:yang|yg) (?:masih )?aktif|belum (?:habis|berakhir|kedaluwarsa|expired))(?: (?:today|now|hari ini|sekarang|saat ini))?\b/i;

function inForceOn(about: ParsedQuery, today: string, words: string): ParsedQuery {
  const filters = { ...about.filters, expiryDate: { from: today, to: null } };
  // "still active today": today is when it holds, not when the contract was signed.
  delete filters.date;
  return {
    ...about,
    filters,
    chips: [
      ...about.chips.filter((chip) => chip.filter !== "expiryDate" && chip.filter !== "date"),
      { filter: "expiryDate", words },
    ],
  };
}

/**
 * Other ways of saying a thing, read as the words the search parser knows: a contract "runs
 * out" (expires) and is a "deal"; a currency named in Indonesian with the English spelling ("dollar
 * singapura"); PDAM, the regional water utility (Perusahaan Daerah Air Minum), for its water
 * ("tagihan pdam" is the water bill, which names itself "Perumda Air Minum …" or "rekening air").
 */
function commonWords(text: string): string {
  return (
    text
      .replace(/\b(?:air\s+)?pdam\b/gi, "air")
      .replace(/\b(?:runs? out|running out|ran out)\b/gi, "expire")
      // "when is it due to end": scheduled to end, a contract's end, not a bill's due date.
      .replace(/\bdue to (?:end|expire|finish|terminate)\b/gi, "expire")
      .replace(/\bdollars? (singapura|amerika|as)\b/gi, "dolar $1")
      // "the forklift deal", "the everbright deal": an agreement, as a chat names it.
      .replace(/\bdeal\b/gi, "agreement")
  );
}

/**
 * How sure the classifier must be to plan a question no cue names (decision 0038); below it,
 * the question is searched for as a plain list. Chosen by the leave-one-set-out estimate over
 * the dev sides (eval/assistant/question-kind-estimate.ts), never by a test side.
 */
const CONFIDENT = 0.5;

/**
 * A cue that names the kind (a sum word, "how many", "paling baru", a field's name, "which …")
 * decides it: those are facts of the languages. A question no cue names, which the patterns
 * would only search for, is planned as the kind the classifier reads by its meaning: on the
 * dev sides, with each set left out of its training, it reads such questions' kinds right
 * three times in four where a plain search was right one time in two.
 */
function parseQuestionText(question: string, options: ParseOptions): Question {
  const { today } = options;
  const text = endOfPeriod(commonWords(question.trim()));
  const byCues = parseByCues(text, today);
  if (byCues) return byCues;
  const search = plainSearch(text, today);
  if (options.kindModel === null) return search;
  const [likeliest] = classifyQuestionKind(question.trim(), options.kindModel);
  if (!likeliest || likeliest.probability < CONFIDENT || likeliest.label === "list") return search;
  const planned = questionOfKind(likeliest.label, text, today);
  return planned ? { ...planned, instead: search } : search;
}

/** A list of the documents the question describes: what a question no cue names is at least. */
function plainSearch(text: string, today: string): PlainSearch {
  return { kind: "list", about: lookingAhead(about(text, today), text, today) };
}

/**
 * "biaya layanan yang kita bayar di X", "the deposit we paid": paying is what an amount asked
 * of one paper is, not a word the paper prints.
 */
const PAID_VERBS = /\b(?:pay|paid|bayar|dibayar|membayar|dibayarkan|bayarkan)\b/gi;

/** Asking who: a party or a term, not an amount ("siapa yang menanggung pajak"). */
const ASKS_WHEN = /\b(?:when|kapan)\b/i;
const ASKS_WHO = /\b(?:who|whom|siapa)\b/i;

/** A length of time asked: "how many hours", "berapa lama", "berapa hari". */
const ASKS_DURATION =
  /\b(?:how (?:many|much) (?:days|weeks|months|years|hours|minutes|time)|how long|berapa (?:lama|hari|minggu|bulan|tahun|jam|menit))\b/i;

/** The label the classifier gives the kind of a planned question (question-kind.ts). */
export function questionKindLabel(question: Question): string {
  switch (question.kind) {
    case "total":
      return question.average ? "average" : "total";
    case "list":
      return question.shops ? "shops" : "list";
    case "field":
      return `field:${question.field}`;
    case "first":
      if (question.order === "newest") return "newest";
      return question.by === "date" ? "oldest" : "soonest";
    case "ranked":
      return question.order;
    default:
      return question.kind;
  }
}

/**
 * The question planned as the kind the classifier read, its subject and conditions read by the
 * same rules as always (periods, currencies, kinds of paper, amounts); null when the question
 * holds nothing that kind needs (two periods to compare, a clause's topic, a field the planner
 * knows), so the cue patterns' plan stands.
 */
function questionOfKind(label: string, text: string, today: string): Question | null {
  switch (label) {
    case "total": {
      const summed = measureSummed(TOTAL_WORD.test(text) ? text : `total ${text}`, today);
      if (summed) return summed;
      const rest = withoutSumWords(text)
        .replace(TOTAL, " ")
        .replace(/\b(how much|berapa)\b/gi, " ");
      return { kind: "total", about: about(rest, today) };
    }
    case "average":
      return averageOf(AVERAGE.test(text) ? text : `average ${text}`, today);
    case "count":
      // "how many hours a week …", "berapa lama …": a length of time asked is a term, not a count.
      if (ASKS_DURATION.test(text)) return null;
      return { kind: "count", about: about(text.replace(COUNT_WORDS, " "), today) };
    case "shops":
      return shopsOf(text, today);
    case "clause": {
      const named = clauseAsked(text);
      if (named) {
        const period = ASKS_PERIOD.test(text);
        return { kind: "clause", clause: named.clause, about: about(named.rest, today), period };
      }
      // The topic's words stay in what is searched for: without a cue asking the clause, they
      // may be all that names the passage ("a penalty for paying off the loan early").
      const topic = CLAUSE_TOPICS.find(([pattern]) => pattern.test(text));
      if (!topic) return null;
      return {
        kind: "clause",
        clause: topic[1],
        period: ASKS_PERIOD.test(text),
        about: about(text, today),
      };
    }
    case "newest":
    case "oldest":
    case "soonest":
      return A_PERIOD_OR_DEADLINE.test(text) ? null : firstByDate(text, today, label);
    case "largest":
    case "smallest":
      return rankedByAmount(text, today, label);
    case "top vendor":
      return topVendor(text, today, true);
    case "periods":
      return periodsCompared(text, today, true);
    case "compare": {
      const compared = COMPARE.exec(text) ?? WHICH_OF_TWO.exec(text) ?? VERSUS.exec(text);
      if (!compared?.[1] || !compared[2]) return null;
      return {
        kind: "compare",
        first: about(compared[1], today),
        second: about(compared[2], today),
      };
    }
    default: {
      const cue = FIELD_CUES.find((each) => `field:${each.field}` === label);
      if (!cue) return null;
      return { kind: "field", field: cue.field, about: about(text.replace(cue.words, " "), today) };
    }
  }
}

/**
 * "when did we pay <X>", "when was <X> paid", "kapan kita bayar di <X>", "tanggal berapa kita
 * bayar <X>": the day a payment was made, which the paper recording it (a receipt, a kuitansi)
 * is dated. Not the amount paid, nor a due date ("when must we pay"), nor a contract's
 * payment day.
 */
const PAID_ON =
  /\b(?:when|(?:on )?(?:what|which) (?:date|day)) did (?:we|i) (?:pay|settle)\b|\bwhen (?:was|were)\b(?=.*\bpaid\s*\??\s*$)|\b(?:kapan|tanggal berapa) (?:kita|kami|saya|aku) (?:sudah |telah )?(?:mem)?bayar(?:kan)?\b|\b(?:kita|kami|saya|aku) (?:mem)?bayar(?:nya)? (?:kapan|tanggal berapa)\b/i;

/** The day one paper records a payment made; null when the question asks no such day. */
function paidOnAsked(text: string, today: string): Question | null {
  if (!PAID_ON.test(text)) return null;
  // "when did we last pay", "kapan pertama kita bayar": the newest or oldest of many papers.
  if (NEWEST.test(text) || OLDEST.test(text) || NAMES_CONTRACT.test(text)) return null;
  const rest = about(text.replace(PAID_ON, " ").replace(PAID_VERBS, " "), today);
  // Indonesian says no tense: "kapan kita bayar invoice X" of a bill asks as often when it is
  // to be paid, its due date, which the bill prints; a payment already made says so ("sudah").
  const bill = rest.filters.types?.some((type) => type !== "receipt") ?? false;
  const future = bill && /\b(?:kapan|tanggal berapa) (?:kita|kami|saya|aku)\b/i.test(text);
  if (future && !/\b(?:sudah|telah|kemarin)\b/i.test(text)) {
    return { kind: "field", field: "due_date", about: rest };
  }
  return { kind: "field", field: "date", about: rest };
}

/** What is left of a clause question once the clause's own words are taken out. */
function clauseDescription(text: string, clause: string): string {
  const topicWords = TOPIC_QUESTION_WORDS[clause];
  const rest = text.replace(CLAUSE_QUESTION_WORDS, " ");
  return topicWords ? rest.replace(topicWords, " ") : rest;
}

/**
 * "what do we have to pay this month", "bulan ini harus bayar apa saja": what falls due in the
 * period, not the papers dated in it. How much is owed is a sum, and when one bill is to be
 * paid its due date ("when do we have to pay the water bill for March"), each read by its own cues.
 */
const MUST_PAY = /\b(?:(?:have|has|need|needs) to pay|must pay|(?:harus|perlu) (?:di)?bayar)\b/gi;

function owedInPeriod(text: string, today: string): Question | null {
  if (!new RegExp(MUST_PAY.source, "i").test(text) || ASKS_WHEN.test(text)) return null;
  if (/\b(?:how much|berapa|total)\b/i.test(text)) return null;
  const subject = about(text.replace(MUST_PAY, " "), today);
  const { date, ...filters } = subject.filters;
  if (!date) return null;
  return {
    kind: "list",
    about: {
      ...subject,
      filters: { ...filters, dueDate: date },
      chips: subject.chips.map((chip) =>
        chip.filter === "date" ? { ...chip, filter: "dueDate" } : chip,
      ),
    },
  };
}

/** The question planned by the cue patterns; null when no cue names its kind. */
function parseByCues(text: string, today: string): Question | null {
  const periods = periodsCompared(text, today);
  if (periods) return periods;
  const compared = COMPARE.exec(text) ?? WHICH_OF_TWO.exec(text) ?? VERSUS.exec(text);
  if (compared?.[1] && compared[2]) {
    return { kind: "compare", first: about(compared[1], today), second: about(compared[2], today) };
  }
  if (BOTH_COMPARED.test(text)) {
    return { kind: "list", about: about(text.replace(BOTH_COMPARED, " "), today) };
  }
  const number = namedNumberAsked(text, today);
  if (number) return number;
  const clause = clauseAsked(text);
  if (clause) {
    const period = ASKS_PERIOD.test(text);
    return { kind: "clause", clause: clause.clause, about: about(clause.rest, today), period };
  }
  const paidOn = paidOnAsked(text, today);
  if (paidOn) return paidOn;
  const topic = clauseTopic(text, today);
  if (topic) {
    return {
      kind: "clause",
      clause: topic.clause,
      period: topic.period,
      about: about(clauseDescription(text, topic.clause), today),
    };
  }
  const role = partyRoleAsked(text, NAMES_CONTRACT.test(text));
  if (role) {
    return {
      kind: "field",
      field: "parties",
      role,
      about: about(withoutRoleWords(text, role), today),
    };
  }
  const vendor = topVendor(text, today);
  if (vendor) return vendor;
  const ranked = rankedByAmount(text, today);
  if (ranked) return ranked;
  const average = averageOf(text, today);
  if (average) return average;
  const first = firstByDate(text, today);
  if (first) return first;
  const owed = owedInPeriod(text, today);
  if (owed) return owed;
  if (COUNT.test(text)) {
    // "kontrak yang sudah habis ada berapa": those whose expiry is behind us, counted.
    const rest = text.replace(COUNT_WORDS, " ");
    const expiry = FIELD_CUES.find((cue) => cue.field === "expiry_date")!;
    const expired = cueAsks(expiry, rest) ? listByFieldCondition(expiry, rest, today) : null;
    if (expired && expired.kind !== "compare") return { kind: "count", about: expired.about };
    return { kind: "count", about: about(rest, today) };
  }
  const summed = measureSummed(text, today);
  if (summed) return summed;
  // "berapa uang jaminan sewa gudang" asks for one amount of one document, not a sum.
  // "siapa yang menanggung pajak …" asks who, a party or a term, never an amount.
  // "masa berlaku surat kuasa pajak sampai kapan": a day asked of a paper named after a tax.
  const amount =
    ASKS_WHO.test(text) || ASKS_WHEN.test(text)
      ? undefined
      : FIELD_CUES.find((cue) => AMOUNT_FIELDS.has(cue.field) && cueAsks(cue, text));
  if (amount && !TOTAL_WORD.test(text)) {
    return {
      kind: "field",
      field: amount.field,
      about: about(text.replace(amount.words, " ").replace(PAID_VERBS, " "), today),
    };
  }
  const onePaper = amountOfOnePaper(text, today);
  if (onePaper) return onePaper;
  if (TOTAL.test(text)) {
    return {
      kind: "total",
      about: about(text.replace(TOTAL, " ").replace(TOTAL_VERBS, " "), today),
    };
  }
  const listed = LIST.test(text);
  // "grocery spend this year", "pengeluaran kafe bulan ini": spending named is a sum, and
  // asked how much of, even of "all" of it ("berapa semua pengeluaran …").
  if (SPENDING.test(text) && (!listed || /\b(how much|berapa)\b/i.test(text))) {
    return { kind: "total", about: about(withoutSumWords(text), today) };
  }
  for (const cue of FIELD_CUES) {
    if (!cueAsks(cue, text)) continue;
    if (ASKS_WHO.test(text) && (AMOUNT_FIELDS.has(cue.field) || cue.field === "total_amount")) {
      continue;
    }
    const byCondition = listByFieldCondition(cue, text, today);
    if (byCondition) return byCondition;
    if (DATE_FILTERS[cue.field] && !listed && ASKS_OF_ONE.test(text)) {
      return {
        kind: "field",
        field: cue.field,
        about: withoutDates(about(text.replace(cue.words, " "), today)),
      };
    }
    if (cue.listable && (listed || conditionOnDate(cue.field, text, today))) break;
    const dated = periodOfField(cue.field, text, today);
    if (dated) return { kind: "list", about: lookingAhead(dated, text, today) };
    const subject = about(text.replace(cue.words, " "), today);
    if (
      cue.field === "total_amount" &&
      (sumOfMany(text, subject) || billsOfPeriod(text, subject))
    ) {
      return { kind: "total", about: about(withoutSumWords(text), today) };
    }
    return { kind: "field", field: cue.field, about: subject };
  }
  if (sumOfMany(text, about(text, today))) {
    return { kind: "total", about: about(withoutSumWords(text), today) };
  }
  if (SHOPS_ASKED.test(text)) return shopsOf(text, today);
  return listed ? plainSearch(text, today) : null;
}

/**
 * "which suppliers bill us in ringgit", "which water companies bill us", "perusahaan listrik
 * yang menagih kita": the sellers asked for are what the answer lists, not a word their papers
 * print; a kind of shop ("toko kue mana") stays what is searched for.
 */
const SELLERS_ASKED =
  /\b(?:vendors?|suppliers?|sellers?|merchants?|providers?|compan(?:y|ies)|pemasok|penjual|penyedia|perusahaan)\b/gi;

function shopsOf(text: string, today: string): Question {
  return { ...plainSearch(text.replace(SELLERS_ASKED, " "), today), shops: true };
}

/** Asking which law or country, of one contract: "which law governs …", "hukum negara mana". */
const WHICH_LAW = /\b(?:(?:which|what) (?:law|country|country's)|(?:hukum|negara) (?:apa|mana))\b/i;

/**
 * A field's words that state a condition the documents meet, naming none of them: "contracts
 * governed by Singapore law" lists those under it; "kontrak yang sudah habis", "expired
 * contracts" (past, no period, no name) lists those whose expiry is behind us. Null when the
 * question asks the field of one document.
 */
function listByFieldCondition(cue: FieldCue, text: string, today: string): Question | null {
  if (cue.field === "governing_law") {
    if (WHICH_LAW.test(text)) return null;
    const search = plainSearch(text, today);
    return search.about.filters.governingLaw ? search : null;
  }
  if (cue.field !== "expiry_date" || !EXPIRED.test(text)) return null;
  if (/\b(when|kapan)\b/i.test(text) || ASKS_OF_ONE.test(text)) return null;
  const subject = about(text.replace(cue.words, " ").replace(EXPIRED, " "), today);
  const { filters } = subject;
  if (subject.terms.length > 0 || filters.party !== undefined) return null;
  if (DATE_KEYS.some((key) => filters[key] !== undefined)) return null;
  return {
    kind: "list",
    about: {
      ...subject,
      filters: { ...filters, expiryDate: { from: null, to: dayBefore(today) } },
    },
  };
}

/** The day before an ISO day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * "toko kue mana aja", "which bakeries have we been to", "warung apa saja": the
 * places a question asks for are the vendors of slips, never a term of one contract.
 */
const SHOPS_ASKED =
  /\bwhere (?:did|do|have) (?:we|i) (?:buy|bought|get|got|shop|shopped|eat|ate|go|went)\b|\b(?:toko|warung|kedai|apotek|apotik|restoran|resto|rumah makan|kafe|cafe|bengkel|minimarket|supermarket|shops?|stores?|pharmacies|pharmacy|restaurants?|cafes?|vendors?|suppliers?|providers?|compan(?:y|ies)|pemasok|penyedia|perusahaan)\b/i;

/**
 * "does the NDA with Varnhold end before 2029", "apakah kontrak sewa gudang habis tahun ini":
 * yes or no of one document's date, answered by stating the date; the period is what the date
 * is weighed against, not a condition that finds the document. "is there any contract …" and
 * "apakah ada …" ask for a list.
 */
const ASKS_OF_ONE = /^\s*(?:(?:does|did|will|is|has) (?:the|our|this|that|my)\b|apakah (?!ada\b))/i;

const DATE_KEYS = ["date", "expiryDate", "dueDate", "effectiveDate"] as const;

function withoutDates(about: ParsedQuery): ParsedQuery {
  const filters = { ...about.filters };
  for (const key of DATE_KEYS) delete filters[key];
  return {
    ...about,
    filters,
    chips: about.chips.filter((chip) => !(DATE_KEYS as readonly string[]).includes(chip.filter)),
  };
}

/** The filter a date field's period becomes: "berakhir tahun 2031" filters the expiry date. */
const DATE_FILTERS: Partial<Record<AskedField, "expiryDate" | "dueDate" | "effectiveDate">> = {
  expiry_date: "expiryDate",
  due_date: "dueDate",
  effective_date: "effectiveDate",
};

/**
 * "kontrak yang masa berlakunya lewat di 2025", "contracts whose term ends in 2026": a period
 * beside a date field's words that the search parser read as the documents' own date is the
 * condition on that field, and the question lists the documents meeting it. "when"/"kapan"
 * asks for one document's date, and "apakah kontrak X habis 2026" is answered by the date.
 */
function periodOfField(field: AskedField, text: string, today: string): ParsedQuery | null {
  const filter = DATE_FILTERS[field];
  if (!filter || /\b(when|kapan)\b/i.test(text) || ASKS_OF_ONE.test(text)) return null;
  const cue = FIELD_CUES.find((each) => each.field === field);
  const subject = about(cue ? text.replace(cue.words, " ") : text, today);
  const range = subject.filters.date;
  if (!range || subject.filters[filter]) return null;
  const filters: ParsedQuery["filters"] = { ...subject.filters, [filter]: range };
  delete filters.date;
  return {
    ...subject,
    filters,
    chips: subject.chips.map((chip) => (chip.filter === "date" ? { ...chip, filter } : chip)),
  };
}

/**
 * "perjanjian yang habis tahun 2029", "contracts expiring next month": the date is a
 * condition the documents meet, so the question lists them; "when does the lease expire"
 * names no period and asks for the date.
 */
function conditionOnDate(field: AskedField, text: string, today: string): boolean {
  if (/\b(when|kapan)\b/i.test(text)) return false;
  const filter = DATE_FILTERS[field];
  if (filter === undefined) return false;
  const filters = about(text, today).filters;
  // "tagihan yang sudah lewat jatuh tempo": past due is a condition on the due date too.
  return filters[filter] !== undefined || (filter === "dueDate" && filters.payment !== undefined);
}
