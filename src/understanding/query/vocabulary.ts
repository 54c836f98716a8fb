/**
 * The words a query names filters with, in English and Indonesian (domain/indonesia.md §5 and
 * §6.3), the stop words it leaves out, and the small synonym table its free text is widened
 * with. Kept short on purpose: words people type into a search box, not a dictionary.
 */
import type { ContractType, DocumentType } from "../types.ts";
import { phraseTable, type Token } from "./tokens.ts";
import type { FilterKey, QueryFilters } from "./types.ts";

interface FilterWord {
  filter: FilterKey;
  set: QueryFilters;
}

const documentType = (...types: DocumentType[]): FilterWord => ({
  filter: "types",
  set: { types },
});
const contractType = (type: ContractType): FilterWord => ({
  filter: "contractTypes",
  set: { types: ["contract"], contractTypes: [type] },
});

/** Words that are a filter wherever they stand; the longest phrase wins ("nota kesepahaman"). */
export const FILTER_WORDS = phraseTable<FilterWord>([
  [
    ["invoice", "invois", "faktur", "faktur pajak", "e-faktur", "tax invoice"],
    documentType("invoice"),
  ],
  // A "tagihan" or a bill is either until the document says which; the monthly bill of a
  // utility or a supplier's statement first, as people mostly mean it (an invoice has a word
  // of its own), which a guess ranks by (search-filters.ts).
  [["tagihan", "bill", "billing"], documentType("billing statement", "invoice")],
  [
    [
      "statement",
      "billing statement",
      // A supplier's statement of what a customer owes across invoices; "SOA" on its title.
      "statement of account",
      "statements of account",
      "soa",
      "bank statement",
      "credit card statement",
      "e-statement",
      "tagihan bulanan",
      "tagihan kartu kredit",
      "rekening koran",
      "mutasi rekening",
    ],
    documentType("billing statement"),
  ],
  [
    [
      ...["receipt", "struk", "nota", "kuitansi", "kwitansi", "bon", "bukti pembayaran"],
      ...["bukti bayar", "tanda terima"],
    ],
    documentType("receipt"),
  ],
  [["contract", "kontrak", "perjanjian", "agreement"], documentType("contract")],
  [
    ["uncategorized", "uncategorised", "tanpa kategori", "belum dikategorikan"],
    documentType("uncategorized"),
  ],
  [
    [
      "lease",
      "lease agreement",
      "rental agreement",
      "tenancy agreement",
      "sewa menyewa",
      "perjanjian sewa",
      "perjanjian sewa menyewa",
      "kontrak sewa",
    ],
    contractType("lease"),
  ],
  [
    [
      "employment agreement",
      "employment contract",
      "perjanjian kerja",
      "kontrak kerja",
      "pkwt",
      "pkwtt",
      "perjanjian kerja waktu tertentu",
      "perjanjian kerja waktu tidak tertentu",
    ],
    contractType("employment"),
  ],
  [
    [
      "nda",
      "non-disclosure agreement",
      "non-disclosure",
      "confidentiality agreement",
      "perjanjian kerahasiaan",
    ],
    contractType("nda"),
  ],
  [
    [
      "service agreement",
      "services agreement",
      "master services agreement",
      "perjanjian jasa",
      "kontrak jasa",
      "perjanjian layanan",
    ],
    contractType("service"),
  ],
  [
    ["distribution agreement", "perjanjian distribusi", "distributorship"],
    contractType("distribution"),
  ],
  [
    [
      "sale agreement",
      "sales agreement",
      "sale and purchase agreement",
      "purchase agreement",
      "perjanjian jual beli",
      "kontrak jual beli",
      "pjb",
    ],
    contractType("sale"),
  ],
  [
    [
      "loan agreement",
      "perjanjian pinjaman",
      "perjanjian utang piutang",
      "perjanjian hutang piutang",
      "perjanjian pinjam meminjam",
      "utang piutang",
      "hutang piutang",
      "pinjam meminjam",
    ],
    contractType("loan"),
  ],
  [["mou", "memorandum of understanding", "nota kesepahaman"], contractType("mou")],
  [["power of attorney", "surat kuasa", "poa"], contractType("power_of_attorney")],
  [
    ["license agreement", "licence agreement", "licensing agreement", "perjanjian lisensi"],
    contractType("license"),
  ],
  [
    [
      "cooperation agreement",
      "partnership agreement",
      "perjanjian kerja sama",
      "perjanjian kerjasama",
      // Before "kontrak kerja" (employment) can take the first two words.
      "kontrak kerja sama",
      "kontrak kerjasama",
      "kerja sama",
      "kerjasama",
      "pks",
    ],
    contractType("cooperation"),
  ],
  [
    [
      "unpaid",
      "not paid",
      "not yet paid",
      "outstanding",
      "awaiting payment",
      "belum dibayar",
      "belum bayar",
      "belum lunas",
      "belum terbayar",
      "menunggu pembayaran",
    ],
    { filter: "payment", set: { payment: "unpaid" } },
  ],
  [
    [
      "overdue",
      "past due",
      "late",
      "lewat jatuh tempo",
      "melewati jatuh tempo",
      "sudah jatuh tempo",
      "terlambat",
      "telat",
      "telat bayar",
      "menunggak",
    ],
    { filter: "payment", set: { payment: "overdue" } },
  ],
  [
    [
      "payable",
      "accounts payable",
      "ap",
      "hutang",
      "utang",
      "hutang usaha",
      "utang usaha",
      "pembelian",
      "purchase",
    ],
    { filter: "apAr", set: { apAr: "AP" } },
  ],
  [
    ["receivable", "accounts receivable", "ar", "piutang", "piutang usaha", "penjualan", "sales"],
    { filter: "apAr", set: { apAr: "AR" } },
  ],
  [
    ["starred", "berbintang", "favorit", "favorite", "favourite", "ditandai", "bookmarked"],
    { filter: "starred", set: { starred: true } },
  ],
  [["failed", "gagal", "gagal diproses"], { filter: "status", set: { status: "failed" } }],
  [
    ["processing", "diproses", "sedang diproses", "being processed"],
    { filter: "status", set: { status: "processing" } },
  ],
  [["pending", "menunggu", "queued"], { filter: "status", set: { status: "pending" } }],
  [
    ["complete", "completed", "processed", "selesai diproses"],
    { filter: "status", set: { status: "complete" } },
  ],
  [["legal"], { filter: "vertical", set: { vertical: "legal" } }],
  [["accounting", "akuntansi"], { filter: "vertical", set: { vertical: "accounting" } }],
]);

/**
 * Words that name a kind of contract only beside a contract word: "kontrak jasa" is a service
 * agreement, but "tagihan jasa" is a bill for services and "struk sewa" a receipt for rent.
 */
export const CONTRACT_KIND_WORDS = phraseTable<ContractType>([
  [["sewa", "rental"], "lease"],
  [["employment"], "employment"],
  // Alone, a clause topic ("ketentuan kerahasiaan" is the clause in any contract).
  [["confidentiality", "kerahasiaan"], "nda"],
  [["service", "jasa", "layanan"], "service"],
  [["distribution", "distribusi", "distributor"], "distribution"],
  [["sale", "jual beli"], "sale"],
  [["loan", "pinjaman"], "loan"],
  [["license", "licence", "licensing", "lisensi"], "license"],
  [["partnership", "kemitraan"], "cooperation"],
]);

/** Left out of the free text: they say how to ask, not what to find. */
const STOP_WORDS = new Set([
  ...["the", "a", "an", "of", "in", "on", "at", "for", "to", "from", "by", "with", "and", "or"],
  ...["is", "are", "was", "that", "which", "who", "about", "than", "any", "some", "all", "every"],
  ...["my", "our", "me", "i", "we", "show", "find", "search", "get", "list", "give", "display"],
  ...["please", "want", "need", "see", "where", "what", "look", "looking", "vendor", "supplier"],
  ...["document", "documents", "doc", "docs", "file", "files", "date", "amount", "value", "total"],
  ...["yang", "yg", "di", "ke", "dari", "untuk", "utk", "dan", "atau", "pada", "dengan", "dgn"],
  ...["ini", "itu", "semua", "seluruh", "saya", "kami", "kita", "aku", "tampilkan", "cari"],
  ...["carikan", "tunjukkan", "lihat", "mana", "apa", "dokumen", "berkas", "tolong", "mohon"],
  ...["minta", "ada", "punya", "milik", "tentang", "mengenai", "oleh", "tanggal", "tgl"],
  ...["nilai", "jumlah", "sebesar", "senilai", "pemasok", "penjual", "dalam", "selama"],
  // Say when, not what: "kontrak yang sudah …" asks for the contracts, whatever follows.
  ...["sudah", "telah"],
  // A part of a contract, not its topic: "klausul force majeure" asks for force majeure, which
  // an English contract heads "Force Majeure" and an Indonesian one "Pasal 12 Keadaan Kahar".
  ...["clause", "clauses", "klausul", "klausula", "pasal", "ketentuan", "provision", "provisions"],
]);

/**
 * Words for what a shop sells that name its kind only in the shop's own name: "Kopi X" is a
 * café, but a grocer's slip listing "kopi bubuk" among its items is not.
 */
const SOLD_NOT_KIND = new Set(["coffee", "kopi"]);

/** Whether a search term names a kind of shop only where it stands in a document's names. */
export function namesKindOnlyInName(term: string): boolean {
  return SOLD_NOT_KIND.has(term);
}

/**
 * Abbreviations a shop names itself by ("TB. Maju", "RM. Sederhana") that a text also holds as
 * something else: a unit ("2 TB"), a currency ("RM 35.00"), a title in a street's name ("Jl.
 * TB …"). Only where they stand in a document's names do they say what kind of shop it is.
 */
const NAME_ABBREVIATIONS = new Set(["tb", "rm"]);

/** Whether a search term ranks a document only where it stands in the document's names. */
export function ranksOnlyInName(term: string): boolean {
  return NAME_ABBREVIATIONS.has(term);
}

/** The terms that rank only in a document's names (ranksOnlyInName). */
export function termsRankedOnlyInName(): string[] {
  return [...NAME_ABBREVIATIONS];
}

/** Every distinct list a phrase is widened to, each once, in the table's order. */
export function synonymLists(): ReadonlyArray<readonly string[]> {
  return [...new Set(SYNONYMS.values.values())];
}

/** A phrase's synonyms (itself included), or none when the table does not know it. */
export function synonymsOf(phrase: string): readonly string[] {
  return SYNONYMS.values.get(phrase.toLowerCase()) ?? [];
}

export function isStopWord(token: Token): boolean {
  return STOP_WORDS.has(token.key);
}

/** Paying late, as contracts and bills word it ("denda", "terlambat membayar"). */
const LATE = ["late", "telat", "terlambat", "keterlambatan"];

/** A restaurant, in the words slips and people name one by, in both languages. */
const EATERIES = [
  ...["restaurant", "restoran", "rumah makan", "resto", "eatery", "diner", "bistro"],
  // Kinds of Indonesian eatery; "RM." is how a rumah makan abbreviates itself on a slip.
  ...["rm", "warung makan", "warteg", "kedai makan", "depot makan", "lesehan"],
  // Kinds of eatery a slip names itself by, in either language: a grill is a restaurant.
  ...["grill", "steakhouse", "steak house", "barbecue", "bbq", "pizzeria"],
  ...["canteen", "kantin", "cafeteria", "food court", "foodcourt"],
  // Stalls named by the dish they serve, which no grocer sells ready.
  ...["sate", "satay", "soto", "ayam bakar", "ikan bakar", "pecel lele", "nasi padang"],
];

/** A hardware store, in the words slips and people name one by. */
const HARDWARE_STORES = [
  ...["hardware", "hardware store", "toko bangunan", "bahan bangunan", "toko besi"],
  // "TB." is how a toko bangunan abbreviates itself on a slip, as "RM." a rumah makan.
  ...["material bangunan", "tb"],
  // What English calls a toko bangunan: a store of building materials, not a building.
  ...["building supply", "building supplies", "builders merchant"],
];

/** Keeping a thing working, in both languages. */
const REPAIRS = ["repair", "maintenance", "perbaikan", "perawatan", "pemeliharaan", "servis"];

/** A pharmacy, in the words slips and people name one by. */
const PHARMACIES = ["pharmacy", "drugstore", "apotek", "apotik", "farmasi", "toko obat"];

/** Medicines: what a pharmacy's slip is for. */
const MEDICINES = ["medicine", "medicines", "medication", "obat", "obat-obatan"];

/** Building materials: what a hardware store's slip is for. */
const BUILDING_MATERIALS = [
  ...["semen", "pasir", "batu bata", "keramik", "paku", "besi beton", "cat tembok"],
  ...["cement", "sand", "bricks", "nails", "building materials"],
];

/** A meal, eaten out: what a restaurant's slip is for. */
const MEALS = [
  ...["makan", "meal", "meals", "lunch", "dinner", "breakfast", "dining", "dine in"],
  ...["makan siang", "makan malam", "sarapan", "jamuan makan"],
];

/**
 * Free-text words and the words that mean the same in the other language (or the same one),
 * so "restaurant" also finds "restoran" and "rumah makan".
 */
export const SYNONYMS = phraseTable<readonly string[]>(
  [
    EATERIES,
    // A café is where coffee is sold: either word finds the other's slips. "Ngopi" is the
    // everyday Indonesian verb for going out for coffee; a warkop (warung kopi) is a coffee stall.
    [
      ...["cafe", "kafe", "coffee shop", "kedai kopi", "coffee", "kopi", "ngopi"],
      ...["warung kopi", "warkop", "coffee house"],
    ],
    ["food", "makanan"],
    ["drink", "beverage", "minuman"],
    ["catering", "katering"],
    ["water", "air"],
    [
      ...["phone", "telephone", "telepon", "telpon"],
      // A mobile line's bill, in both spellings of seluler and the words for a postpaid plan.
      ...["cellular", "seluler", "selular", "ponsel", "postpaid", "pascabayar", "pasca bayar"],
    ],
    ["rent", "rental", "sewa"],
    // "Servis" is how Indonesians spell a service bought ("nota servis"): an English "service"
    // finds it. Typed, "servis" is keeping a thing working (REPAIRS, below), not every paper
    // that offers services.
    ["service", "jasa", "layanan", "servis"],
    // A fee on a bill or a slip, not a service bought: "service" alone would widen to "jasa".
    ["service charge", "service fee"],
    // A shared office rented by the desk; "ruang kerja bersama" is the Indonesian for it.
    [
      ...["coworking", "co-working", "coworking space", "ruang kerja bersama", "shared office"],
      ...["shared workspace", "hot desk"],
    ],
    ["hotel", "penginapan"],
    ["fuel", "gasoline", "petrol", "bensin", "bbm"],
    ["parking", "parkir"],
    ["toll", "tol"],
    ["transport", "transportation", "transportasi"],
    ["taxi", "taksi"],
    ["flight", "air ticket", "plane ticket", "tiket pesawat", "penerbangan"],
    ["travel", "perjalanan"],
    ["shipping", "delivery", "pengiriman", "ongkos kirim", "ongkir"],
    ["tax", "pajak"],
    // The taxes papers print by their Indonesian abbreviations, as English papers name them
    // (domain/indonesia.md §1, §5): VAT, income tax withheld, the regional restaurant tax.
    ["ppn", "vat", "value added tax", "pajak pertambahan nilai"],
    ["pph", "income tax", "pajak penghasilan", "withholding tax"],
    ["pb1", "pbjt", "pajak restoran", "restaurant tax"],
    ["salary", "payroll", "wages", "gaji", "upah"],
    ["office supplies", "stationery", "alat tulis", "alat tulis kantor", "atk"],
    ["office", "kantor"],
    ["warehouse", "gudang"],
    ["building", "gedung"],
    ["car", "vehicle", "mobil", "kendaraan"],
    ["insurance", "asuransi"],
    // A loan's own words, which the word list lacks.
    ["loan", "pinjaman"],
    ["hospital", "rumah sakit"],
    // The kinds of shop a slip comes from (the search corpus's kinds), in both languages.
    PHARMACIES,
    HARDWARE_STORES,
    [
      ...["grocery", "groceries", "supermarket", "minimarket", "mini market", "swalayan"],
      ...["toko kelontong", "kelontong", "hypermarket"],
      // A grosir is a wholesale grocer, where a household or a shop buys its groceries.
      "grosir",
      // Indonesian grocers name themselves "… Mart" (minimarkets and their chains); sembako,
      // the nine staples, is what a household buys there.
      ...["mart", "sembako"],
    ],
    REPAIRS,
    ["ac", "air conditioner", "air conditioning", "aircon", "pendingin ruangan"],
    ["consulting", "consultant", "konsultan", "konsultasi"],
    ["advertising", "iklan"],
    ["marketing", "pemasaran"],
    ["equipment", "peralatan"],
    ["software", "perangkat lunak"],
    ["information technology", "teknologi informasi", "ti", "it"],
    ["subscription", "langganan"],
    // What is paid each month ("biaya bulanan", "monthly fee"): the word list has no entry
    // for "monthly". Two words, so no search lexeme stands for it (word-groups.ts).
    ["monthly", "bulanan"],
    ["print", "cetak"],
    ["cleaning", "kebersihan"],
    ["security", "keamanan"],
    ["training", "pelatihan"],
    ["printing", "percetakan"],
    ["stamp duty", "meterai", "materai"],
    // Spellings of one word and the fixed phrases a kuitansi prints (domain/indonesia.md), as
    // the assistant's question reader knows them: a type word's synonyms rank its documents.
    ["kuitansi", "kwitansi", "tanda terima", "untuk pembayaran", "terbilang"],
    // The amount written out in words, which a kuitansi prints (domain/indonesia.md §4.2).
    ["amount in words", "terbilang"],
    // A faktur pajak is, in English, a tax invoice (the tax office's own English name for it).
    ["e-faktur", "efaktur", "faktur pajak", "tax invoice"],
    // A bill and a slip call themselves so in either language: as naming words, "tagihan 2024"
    // ranks an English "monthly statement" or "bill" as high as an Indonesian "tagihan", and
    // "struk" an English receipt as high as a "struk" or a "nota".
    ["tagihan", "bill", "billing", "statement"],
    // A supplier's statement of account heads itself so and is "SOA" only in its short forms
    // (a number such as "SOA/…/027" is one token of the index, not the word).
    ["soa", "statement of account"],
    ["receipt", "struk", "nota"],
    // A contract calls itself so in either language: as a naming word, "perjanjian" ranks an
    // English agreement as high as an Indonesian one.
    ["contract", "kontrak", "perjanjian", "agreement"],
    // Clause topics, as contracts in either language head them (domain/legal.md).
    ["force majeure", "keadaan kahar", "keadaan memaksa", "overmacht"],
    // "Putus" is the everyday verb ("putus kontrak"), "pemutusan" its noun, as contracts word it.
    ["termination", "terminate", "pengakhiran", "pemutusan", "putus", "diputus", "memutus"],
    ["confidentiality", "confidential", "kerahasiaan"],
    // A penalty for paying late, as contracts and bills word it ("denda", "terlambat membayar").
    ["penalty", "penalties", "penalti", "denda"],
    LATE,
    // A warning in writing to a party in breach, as contracts in either language word it. Not
    // any written notice: "teguran" is a reprimand, and a notice to end or renew a contract is
    // a "pemberitahuan tertulis".
    [
      ...["teguran tertulis", "written warning", "peringatan tertulis", "surat teguran"],
      ...["surat peringatan", "written reprimand"],
    ],
    ["written notice", "notice in writing", "pemberitahuan tertulis"],
    // A contract's heading on disputes and how they are settled (domain/indonesia.md §6.5).
    [
      ...["dispute", "disputes", "dispute resolution", "sengketa", "perselisihan"],
      ...["penyelesaian sengketa", "penyelesaian perselisihan"],
    ],
    // The articles a contract in either language is made of (domain/indonesia.md §6.4), as
    // their headings name them.
    ["scope of work", "scope of services", "ruang lingkup", "lingkup pekerjaan"],
    ["rights and obligations", "hak dan kewajiban"],
    [
      ...["payment terms", "terms of payment", "syarat pembayaran", "cara pembayaran"],
      "termin pembayaran",
    ],
    ["term of the agreement", "jangka waktu", "jangka waktu perjanjian"],
    ["domicile", "legal domicile", "domisili", "domisili hukum"],
    // Ending or changing a contract by one party alone.
    ["unilateral", "unilaterally", "sepihak", "secara sepihak"],
    // A party failing its obligations: "wanprestasi", "cidera janji" (or "cedera", "ingkar").
    ["breach", "default", "wanprestasi", "cidera janji", "cedera janji", "ingkar janji"],
    // Money held against a tenant's or a buyer's obligations, in either language.
    ["deposit", "security deposit", "uang jaminan", "jaminan"],
    // A contract running on past its term, as the other language's contracts word it: English
    // ones "extend" as often as they "renew", Indonesian ones "memperpanjang".
    [
      ...["renewal", "renew", "extension", "extend", "perpanjangan", "diperpanjang"],
      "memperpanjang",
    ],
    // Paying by parts, in either language.
    ["instalment", "installment", "cicilan", "angsuran"],
    // What a logistics company's invoice or statement is for.
    ["freight", "freight forwarding", "forwarding", "ekspedisi", "cargo", "kargo"],
    // What an internet bill says it is for.
    ["internet", "broadband", "wifi", "wi-fi", "indihome"],
  ]
    .map((group) => [group, group] as const)
    .concat([
      // An electricity bill names the state electricity company (PLN) or counts kilowatt-hours,
      // which a shop selling electrical goods does not; typed alone, "PLN" stays a name.
      [
        ["electricity", "listrik"],
        ["electricity", "listrik", "pln", "kwh"],
      ],
      // "Rekening" is an account, but a utility's bill in "rekening listrik / air / telepon":
      // read as one phrase, the bill's utility words, and not the bank account every invoice
      // prints ("No. Rekening").
      [["rekening listrik"], ["rekening listrik", "electricity", "listrik", "pln", "kwh"]],
      [
        ["rekening air", "rekening pdam"],
        ["rekening air", "water", "air", "pdam", "air minum"],
      ],
      // PDAM is what every regional water utility was called, and what owners still call it;
      // the bill prints the company's present form ("Perumda Air Minum …"). Unlike PLN, no
      // single company of that name sells anything else.
      [["pdam"], ["pdam", "air minum"]],
      [
        ["rekening telepon", "rekening telpon"],
        ["rekening telepon", "phone", "telephone", "telepon", "telpon"],
      ],
      // What is paid before the rest (domain/indonesia.md §5). One way, in two words: in a
      // query "down payment" is not a phrase, and "down" beside any "payment" would match.
      [["dp"], ["dp", "uang muka"]],
      [["down payment"], ["down payment", "uang muka"]],
      [["uang muka"], ["uang muka", "dp"]],
      // Paying late is being late: "penalty for paying late" asks for "denda keterlambatan".
      // The same list, so no new search lexeme (word-groups.ts).
      [["paying late", "pay late", "paid late", "late payment", "late payments"], LATE],
      // A fee is a "biaya" in Indonesian papers ("biaya bulanan", "biaya admin"), which the
      // word list has no entry for; "biaya" itself keeps the list's "cost".
      [
        ["fee", "fees"],
        ["fee", "biaya"],
      ],
      // Building materials are bought where a hardware store sells them, whose name rarely says
      // what it sells: "beli semen" asks for hardware stores' slips.
      [BUILDING_MATERIALS, [...BUILDING_MATERIALS, ...HARDWARE_STORES]],
      // Medicines are bought at a pharmacy, whose slip names itself rather than what it sold:
      // "beli obat" asks for pharmacies' slips, as "struk makan" for eateries'.
      [MEDICINES, [...MEDICINES, ...PHARMACIES]],
      // A meal is bought where meals are served: "struk makan" asks for eateries' slips.
      [MEALS, [...MEALS, ...EATERIES]],
      // The bills a "utility" is; the narrower words keep their own groups.
      [
        ["utility", "utilities", "utilitas"],
        [
          ...["utility", "utilitas", "listrik", "electricity", "internet", "broadband", "pdam"],
          ...["water", "air minum"],
        ],
      ],
    ]),
);
