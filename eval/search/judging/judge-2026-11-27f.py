"""
The judged queries of eval/search/judged-2026-11-27f.jsonl (issue 18): a seventh set, written
blind, to be counted once at the end of a pass that tuned on none of it. Its author did not open
the product's query or question code nor run the product on it; its phrasings come from how
people type into a search box (../shared/domain/anchors.md, ../shared/domain/indonesia.md):
chat spellings ("kemaren", "bln", "inv", "yg", "dgn", "dibawah"), typos in names, names cut or
turned round, kinds of shop and bill reached by what they sell ("beli obat", "cat dan paku",
"nasi padang", "wifi kantor"), relative days on a given day, quarters, amounts as said ("227rb",
"16,2 jt", "sgd 13.8k"), stated bounds with comparison words, contract kinds and clause topics in
other words ("keadaan kahar", "sewa gudang"), parties, governing laws and currencies, English,
Indonesian and both in one line.

How relevance was judged: kinds of paper, dates (own, due, expiry), amounts, currencies, vendors,
parties and governing laws from the labels (eval/datasets/berkas/expected.jsonl,
eval/search/corpus/expected.jsonl); kinds of shop, bill and clause from the older sets'
judgements (corpus_labels.py), read by query so the sets never disagree; what a contract is about
(a warehouse, cleaning, solar lamps, marketing in eastern Indonesia) read in the contract's own
text. A remembered amount without a comparison word is relevant within 5 % of the labelled total;
a query with `explicit` states its filter, as judge-explicit-2026-11-26.py computes it. A person
is found among every party of a paper (vendor, first party and counterparty).

Split BEFORE any of it was run, by a salted hash: a third dev, two thirds test (this set is
counted at the end, not tuned on). `python3 eval/search/judging/judge-2026-11-27f.py` writes the
set; the split file is written once and then only checked, byte for byte.
"""

from corpus_labels import (
    ARB,
    CAFE,
    CONF,
    DEPOSIT,
    ELEC,
    EMPL,
    F,
    FM,
    FP,
    GROC,
    HARD,
    KWIT,
    LATE,
    LEASE,
    NET,
    PHARM,
    PHONE,
    Q,
    REST,
    TERM,
    WATER,
    among,
    both,
    contract,
    contract_kind,
    currency,
    dated,
    invoice,
    law,
    money,
    near,
    older_judgements,
    party,
    q,
    receipt,
    s,
    bill,
    write_set,
)

older = older_judgements(
    (
        "judged.jsonl",
        "queries.jsonl",
        "judged-2026-11-26.jsonl",
        "judged-explicit-2026-11-26.jsonl",
        "judged-2026-11-27.jsonl",
        "judged-2026-11-27d.jsonl",
        "judged-2026-11-27e.jsonl",
    )
)


def anyone(*words):
    """A person or firm among every party of a paper, the first party included."""

    def holds(i):
        f = F(i)
        name = " ".join(f.get(k) or "" for k in ("vendor", "primary_party", "counterparty"))
        return all(w in name.lower().split() for w in words)

    return holds


def of(*types):
    return lambda i: any(p(i) for p in types)


# Relative days, asked on a given day (weeks run Monday to Sunday; the last 7 days agree).
q("struk minggu kemarin", "id", "relative", both(receipt, dated("2025-10-20", "2025-10-26")), today="2025-10-27")
q("receipts from last week", "en", "relative", both(receipt, dated("2025-01-20", "2025-01-26")), today="2025-01-27")
q("inv bln lalu", "id", "relative", both(invoice, dated("2025-09")), today="2025-10-05")
q("tagihan tahun ini", "id", "relative", both(bill, dated("2024")), today="2024-12-10")
q("kontrak yg ditandatangani bulan lalu", "id", "relative", both(contract, dated("2025-07")), today="2025-08-20")
q("struk kemaren", "id", "relative", both(receipt, dated("2025-06-14")), today="2025-06-15")
q("invoice minggu ini", "id", "relative", both(invoice, dated("2025-03-10", "2025-03-16")), today="2025-03-14")
q("pharmacy receipt this year", "en", "relative", both(among(PHARM), dated("2024")), today="2024-12-01")
q("listrik bulan lalu", "id", "relative", both(among(ELEC), dated("2024-06")), today="2024-07-03")
q("invoice jatuh tempo minggu depan", "id", "due", both(invoice, dated("2025-06-16", "2025-06-22", field="due_date")), today="2025-06-12")
q("kontrak mau habis 3 bulan lagi", "id", "expiry", both(contract, dated("2025-12-15", "2026-03-15", field="expiry_date")), today="2025-12-15")
# Months, quarters and years as people write them.
q("nota desember 2024", "id", "period", both(receipt, dated("2024-12")))
q("invoices from q3 2024", "en", "period", both(invoice, dated("2024-07", "2024-09")))
q("dokumen maret 2025", "id", "period", dated("2025-03"))
q("inv jan 2026", "id", "period", both(invoice, dated("2026-01")))
q("billing statement mei 2025", "id", "period", both(bill, dated("2025-05")))
q("feb 2025 receipts", "en", "period", both(receipt, dated("2025-02")))
q("kwitansi thn 2024", "id", "period", both(among(KWIT), dated("2024")))
q("ppn masukan 2024", "id", "period", both(among(FP), dated("2024")))
q("efaktur feb 2025", "id", "period", both(among(FP), dated("2025-02")))
q("due 30 june 2025", "en", "due", dated("2025-06-30", field="due_date"))
q("contracts expiring q1 2026", "en", "expiry", both(contract, dated("2026-01", "2026-03", field="expiry_date")))
# Amounts as people say them, no comparison word.
q("struk 227rb", "id", "amount", both(receipt, near(227_000)))
q("invoice 16,2 jt", "id", "amount", both(invoice, near(16_200_000)))
q("tagihan 4 juta", "id", "amount", both(bill, near(4_000_000)))
q("kwitansi 12,5jt", "id", "amount", both(receipt, near(12_500_000)))
q("invoice sgd 13.8k", "en", "amount", both(invoice, near(13_800, "SGD")))
q("usd 4,298.40", "en", "amount", near(4_298.40, "USD"))
q("kontrak 240 juta", "id", "amount", both(contract, near(240_000_000)))
q("nota 947rb", "id", "amount", both(receipt, near(947_000)))
q("tagihan air 100rb an", "id", "amount", both(among(WATER), money(lambda a: 100_000 <= a < 200_000)))
# Filters stated with a comparison word.
s("struk di atas 1 juta", "id", "amount", receipt, money(lambda a: a > 1_000_000))
s("invoices below rp 5jt", "en", "amount", invoice, money(lambda a: a < 5_000_000))
s("tagihan lebih dari 2jt", "id", "amount", bill, money(lambda a: a > 2_000_000))
s("kontrak kurang dari 150 juta", "id", "amount", contract, money(lambda a: a < 150_000_000))
s("invoice sgd di atas 5000", "id", "amount", invoice, money(lambda a: a > 5_000, "SGD"))
s("receipts over 300k", "en", "amount", receipt, money(lambda a: a > 300_000))
s("nota dibawah 150rb", "id", "amount", receipt, money(lambda a: a < 150_000))
# Vendors and parties: typos, names cut or turned round, a person among the parties.
q("sinar terng logistik", "id", "typo", party("sinar", "terang"))
q("mitra kemasn", "id", "typo", party("mitra", "kemasan"))
q("invoice digital kreasi nusantar", "en", "typo", both(invoice, party("digital", "kreasi")))
q("briteline cloud", "en", "typo", party("brightline"))
q("straits marine logistic", "en", "vendor", party("straits", "marine"))
q("lion cty packaging", "en", "typo", party("lion", "city"))
q("pioner systems", "en", "typo", party("pioneer", "systems"))
q("maple logistic inv", "en", "vendor", both(invoice, party("maple")))
q("coral logistics sgd", "en", "vendor", party("coral", "logistics"))
q("everbright kitchenware", "en", "party", anyone("everbright"))
q("ud berkah jaya nota", "id", "vendor", party("berkah", "jaya"))
q("swalayan toko88", "id", "vendor", party("toko", "88"))
q("sate kambing", "id", "vendor", party("sate", "kambing"))
q("padang sari minang", "id", "vendor", party("padang", "sari", "minang"))
q("kopi setia citra struk", "id", "vendor", party("kopi", "setia", "citra"))
q("struk kafe samudera", "id", "vendor", party("kafe", "samudra"))
q("rumah mkn intan emas", "id", "vendor", party("intan", "emas"))
q("indah bahari rumah makan", "id", "vendor", party("indah", "bahari"))
q("cahaya minimarket struk", "id", "vendor", party("minimarket", "cahaya"))
q("segar jaya mart struk", "id", "vendor", party("segar", "jaya"))
q("apotek sehat sentosa", "id", "vendor", party("sehat", "sentosa"))
q("kw griya kencana properti", "id", "vendor", party("griya", "kencana"))
q("tirta arta kencana", "id", "vendor", party("tirta", "arta", "kencana"))
q("selular prima nusantara", "id", "vendor", party("selular", "prima"))
q("yg dr pt emas wira", "id", "vendor", party("emas", "wira"))
q("hotel samudra indah", "en", "party", anyone("hotel", "samudra", "indah"))
q("boga rasa nusantara", "id", "party", anyone("boga", "rasa"))
q("hendra wijaya", "id", "party", anyone("hendra", "wijaya"))
q("budi santoso", "id", "party", anyone("budi", "santoso"))
q("trans mandiri rental", "id", "party", anyone("trans", "mandiri", "rental"))
q("agro lestari sejahtera", "id", "party", anyone("agro", "lestari"))
q("siti rahmawati", "id", "party", anyone("siti", "rahmawati"))
q("galih", "id", "party", anyone("galih"))
# Kinds of shop, bill and paper reached by what they sell.
q("tebus obat", "id", "shop", PHARM)
q("struk makan siang", "id", "shop", REST)
q("beli cat dan paku", "id", "shop", HARD)
q("belanja bulanan supermarket", "id", "shop", GROC)
q("coffee shop receipts", "en", "shop", CAFE)
q("ganti oli mobil", "id", "shop", ["nota-servis-KM-2407-0155"])
q("cetak brosur", "id", "shop", party("percetakan"))
q("nasi padang", "id", "shop", party("padang"))
q("seafood grill receipt", "en", "shop", party("seafood"))
q("catering kantor", "id", "shop", ["tagihan-catering-januari-2025"])
q("wifi kantor", "id", "utility", NET)
q("tagihan pascabayar selular", "id", "utility", PHONE)
q("2024 power bills", "en", "utility", both(among(ELEC), dated("2024")))
q("pln nov 2024", "id", "utility", both(among(ELEC), dated("2024-11")))
q("pdam bill", "id", "utility", WATER)
q("internet bill due june 2025", "en", "utility", both(among(NET), dated("2025-06", field="due_date")))
q("cloud hosting invoice", "en", "mixed", ["Invoice-INV-3321", "statement-AKI-2025-07"])
q("packaging supplier", "en", "mixed", ["IMG_20250415_101522", "LCP-INV-240918", "scan-faktur-pajak-mks-april"])
q("faktur pajak sinar terang", "id", "mixed", both(among(FP), party("sinar", "terang")))
q("struk kopi yg ada service charge nya", "id", "mixed", both(among(CAFE), lambda i: (F(i).get("service_charge_amount") or 0) > 0))
# Currencies.
q("tagihan dolar", "id", "currency", both(of(invoice, bill), currency("USD")))
q("invoice in myr", "en", "currency", both(invoice, currency("MYR")))
q("sgd 2026", "en", "currency", both(currency("SGD"), dated("2026")))
# Contracts by kind, subject, party and law.
q("kontrak kerjasama", "id", "contract", contract_kind("cooperation"))
q("employment agreement", "en", "contract", EMPL)
q("sewa gudang", "id", "contract", ["gen-028", "gen-033"])
q("contract for cleaning services", "en", "contract", ["gen-021", "gen-025"])
q("beli forklift kontrak", "id", "contract", ["PJB_Forklift_SAK-RNJ"])
q("lisensi merek sambal", "id", "contract", ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
q("surat kuasa urus pajak", "id", "contract", ["scan-surat-kuasa-pajak-2025"])
q("nda 2025", "en", "contract", both(contract_kind("nda"), dated("2025")))
q("perjanjian distribusi lampu tenaga surya", "id", "contract", ["gen-029"])
q("marketing cooperation eastern indonesia", "en", "contract", ["gen-009"])
q("kontrak pinjaman 150jt", "id", "contract", both(contract_kind("loan"), near(150_000_000)))
q("mou dgn koperasi tani", "id", "contract", contract_kind("mou"))
q("semua perjanjian sewa menyewa", "id", "contract", LEASE)
q("kontrak dgn hukum singapore", "id", "law", both(contract, law("Singapore")))
q("malaysia governing law contract", "en", "law", both(contract, law("Malaysia")))
# Clause topics in other words.
q("pasal keadaan kahar", "id", "clause", FM)
q("dispute resolution by arbitration", "en", "clause", ARB)
q("confidential info clause", "en", "clause", CONF)
q("pemutusan perjanjian", "id", "clause", TERM)
q("penalty for paying late", "en", "clause", LATE)
q("security deposit", "en", "clause", DEPOSIT)

write_set(
    "2026-11-27f",
    older,
    salt="berkas-search-2026-11-27f",
    tested=lambda n: round(n * 2 / 3),
    method="queries ranked by sha256(salt + ':' + key), key = query plus ' [strict=…]' when the caller fixes filters; the first two thirds (rounded) are test",
    made="2026-11-27, with the queries, before any of them was run",
    byte_for_byte=True,
)
