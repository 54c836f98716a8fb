"""
The judged queries of eval/search/judged-2026-11-27d.jsonl (issue 18): a fifth set, written after
the 2026-11-27 set's test side had been partly seen, to develop on and count without fitting the
older sets. Written from the documents' kinds and what people type (lower case, typos, Indonesian
and English mixed, relative dates asked on a given day, kinds of shop and bill, remembered amounts
with and without a comparison word, vendors misspelt, contract kinds, parties' laws, clause topics,
due and expiry dates, a few filters a user states or keeps), and split BEFORE any of it was run:
`python3 eval/search/judging/judge-2026-11-27d.py` writes both files; once the split exists it is
only checked, never rewritten.

How relevance was judged: kinds of paper, dates (own, due, expiry, effective), amounts, currencies,
vendors and governing laws from the labels (eval/datasets/berkas/expected.jsonl,
eval/search/corpus/expected.jsonl); kinds of shop, bill and clause from the older sets'
judgements, read by query so the sets never disagree. No document's text was read for this set.
A query with `explicit` states its filter (an amount with a comparison word, a kept type chip or
a date control sent as `strict`): `explicit` lists every document the filter holds for, computed
as in judge-explicit-2026-11-26.py (a bound without a currency is Rupiah; "above"/"under" leave
the figure out, "at least"/"at most" keep it).
"""

from corpus_labels import (
    ARB,
    CAFE,
    CONF,
    DEPOSIT,
    ELEC,
    EMPL,
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
    UTIL,
    WATER,
    among,
    amount,
    bill,
    both,
    contract,
    contract_kind,
    currency,
    dated,
    invoice,
    judged,
    law,
    money,
    older_judgements,
    of_type,
    q,
    receipt,
    s,
    vendor,
    write_set,
)

older = older_judgements(
    (
        "judged.jsonl",
        "queries.jsonl",
        "judged-2026-11-26.jsonl",
        "judged-explicit-2026-11-26.jsonl",
        "judged-2026-11-27.jsonl",
    )
)




# Kinds of shop, named by what they sell or by a word their names do not hold.
q("groceries", "en", "shop", GROC)
q("nota mini market", "id", "shop", GROC)
q("belanja sembako", "id", "shop", GROC)
q("grocery 2025", "en", "shop", both(among(GROC), dated("2025")))
q("toko kelontong", "id", "shop", GROC)
q("supermarket receipt", "en", "shop", GROC)
q("apotik thn 2024", "id", "typo", both(among(PHARM), dated("2024")))
q("beli obat", "id", "shop", PHARM)
q("drug store purchases", "en", "shop", PHARM)
q("pharmacy oktober", "id", "shop", both(among(PHARM), dated("2024-10")), today="2024-12-01")
q("resto receipts 2025", "en", "shop", both(among(REST), dated("2025")))
q("rumah makan januari 2025", "id", "shop", both(among(REST), dated("2025-01")))
q("nota restoran padang", "id", "shop", ["scan-nota-padang-sari-minang"])
q("ngopi", "id", "shop", CAFE)
q("coffee shop 2024", "en", "shop", both(among(CAFE), dated("2024")))
q("kafe bulan juni", "id", "shop", both(among(CAFE), dated("2025-06")), today="2025-08-01")
q("bengkel motor", "id", "shop", ["nota-servis-KM-2407-0155"])
q("hardware store receipts", "en", "shop", HARD)
q("toko bangunan 2024", "id", "shop", both(among(HARD), dated("2024")))
# Bills: what for, the month, the provider, the due date.
q("electricity bill 2024", "en", "utility", both(among(ELEC), dated("2024")))
q("rekening listrik pln", "id", "utility", ELEC)
q("listrik bulan juni 2024", "id", "utility", both(among(ELEC), dated("2024-06")))
q("tagihan pdam air minum", "id", "utility", WATER)
q("tagihan air surabaya", "id", "utility", ["gen-036"])
q("internet bill 2024", "en", "utility", both(among(NET), dated("2024")))
q("broadband", "en", "utility", NET)
q("tagihan internet februari 2025", "id", "utility", both(among(NET), dated("2025-02")))
q("tagihan hp pascabayar", "id", "utility", PHONE)
q("telco bill", "en", "utility", PHONE)
q("utility bills this year", "en", "relative", both(among(UTIL), dated("2025")))
q("tagihan jatuh tempo juni 2025", "id", "due", both(of_type("invoice", "billing statement"), dated("2025-06", field="due_date")))
q("bills due next month", "en", "due", both(of_type("invoice", "billing statement"), dated("2025-08", field="due_date")), today="2025-07-20")
# Kinds of paper and periods, relative dates included.
q("invoice agustus 2025", "id", "period", both(invoice, dated("2025-08")))
q("semua invoice 2026", "id", "period", both(invoice, dated("2026")))
q("struk tahun ini", "id", "relative", both(receipt, dated("2025")))
q("receipts last week", "en", "relative", both(receipt, dated("2025-10-13", "2025-10-19")), today="2025-10-23")
q("kontrak bulan lalu", "id", "relative", both(contract, dated("2025-08")), today="2025-09-15")
q("e-faktur ppn 2024", "id", "period", both(among(FP), dated("2024")))
q("faktur pajak bulan ini", "id", "relative", both(among(FP), dated("2026-01")), today="2026-01-20")
q("invoices from last year", "en", "relative", both(invoice, dated("2024")), today="2025-02-01")
q("kuitansi 2025", "id", "period", both(among(KWIT), dated("2025")))
q("invoices q2 2025", "en", "period", both(invoice, dated("2025-04", "2025-06")))
# Amounts remembered, without a comparison word.
q("struk 947 ribu", "id", "amount", ["IMG_3921"])
q("invoice 44 juta", "id", "amount", ["gen-026"])
q("tagihan 2,19 jt", "id", "amount", ["Tagihan_Internet_Mei2025_1200458821"])
q("receipt 1.88 juta", "en", "amount", ["nota-servis-KM-2407-0155"])
q("perjanjian 396 juta", "id", "amount", ["gen-021"])
q("usd 4298", "en", "amount", ["Invoice-INV-3321"])
q("sgd 3,134 invoice", "en", "amount", ["LCP-INV-240918"])
q("rp 12.500.000", "id", "amount", ["Kuitansi-Sewa-Januari-2025"])
q("pinjaman 150jt", "id", "amount", ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
# Filters stated outright.
s("invoice diatas 30 juta", "id", "amount", invoice, money(lambda a: a > 30_000_000))
s("receipts below 100k", "en", "amount", receipt, money(lambda a: a < 100_000))
s("tagihan kurang dari 500 ribu", "id", "amount", bill, money(lambda a: a < 500_000))
s("kontrak paling sedikit 160 juta", "id", "amount", contract, money(lambda a: a >= 160_000_000))
s("invoices over $5,000", "en", "amount", invoice, money(lambda a: a > 5_000, "USD"))
s("apotek", "id", "type chip", among(PHARM), receipt, strict=["types"])
s("tagihan 2024", "id", "date control", bill, dated("2024"), strict=["date"])
# Currencies.
q("invoice sgd", "id", "currency", both(invoice, currency("SGD")))
q("tagihan dalam dolar", "id", "currency", both(of_type("invoice", "billing statement"), currency("USD")))
q("invoice in ringgit", "en", "currency", currency("MYR"))
# Vendors, as remembered and misspelt.
q("sumber makmur invoice", "id", "vendor", vendor("PT Sumber Makmur Abadi"))
q("graha niaga sentosa", "id", "vendor", vendor("PT Graha Niaga Sentosa"))
q("mitra kemasan", "id", "vendor", vendor("PT Mitra Kemasan Sejahtera"))
q("lion city packging", "en", "typo", ["LCP-INV-240918"])
q("brightline cloud inc", "en", "vendor", ["Invoice-INV-3321"])
q("berkah jaya", "id", "vendor", ["scan_0012"])
q("jaringan data", "id", "vendor", ["Tagihan_Internet_Mei2025_1200458821"])
q("selular prima nusantara tagihan", "id", "vendor", ["IMG_20241027_090314"])
q("tirta arta", "id", "vendor", ["rekening-air-maret-2025"])
q("apotik sehat sentosa", "id", "typo", ["scan-struk-apotek-20241030"])
q("granit logistics llc", "en", "vendor", ["gen-016"])
q("pioneer sytems", "en", "typo", ["gen-011"])
q("maple logistic", "en", "vendor", ["gen-038"])
q("coral supplies sdn bhd", "en", "vendor", ["gen-008"])
q("pt daya cahaya", "id", "vendor", ["gen-014"])
q("indah farma broadband", "id", "vendor", ["gen-019"])
q("anugerah intan persada", "id", "vendor", ["gen-037"])
q("kafe samudra", "id", "vendor", ["gen-002"])
q("toko 88", "id", "vendor", ["scan-struk-toko88"])
# Contracts: kinds, laws, dates.
q("kontrak sewa", "id", "contract", LEASE)
q("kontrak kerja pegawai", "id", "contract", EMPL)
q("non-disclosure", "en", "contract", contract_kind("nda"))
q("jual beli forklift", "id", "contract", ["PJB_Forklift_SAK-RNJ"])
q("hutang piutang", "id", "contract", contract_kind("loan"))
q("perjanjian kerja sama 2025", "id", "contract", both(contract_kind("cooperation"), dated("2025")))
q("nota kesepahaman koperasi", "id", "contract", contract_kind("mou"))
q("kuasa pajak", "id", "contract", ["scan-surat-kuasa-pajak-2025"])
q("kontrak berakhir maret 2026", "id", "expiry", both(contract, dated("2026-03", field="expiry_date")))
q("malaysian law", "en", "law", both(contract, law("Malaysia")))
q("singapore law contracts", "en", "law", both(contract, law("Singapore")))
q("kontrak jasa", "id", "contract", contract_kind("service"))
q("kontrak ditandatangani september 2025", "id", "period", both(contract, dated("2025-09")))
# Clause topics.
q("klausul arbitrase", "id", "clause", ARB)
q("uang deposit sewa", "id", "clause", DEPOSIT)
q("klausul keadaan kahar", "id", "clause", FM)
q("confidentiality obligations", "en", "clause", CONF)
q("pengakhiran perjanjian", "id", "clause", TERM)
q("late fee", "en", "clause", LATE)

write_set(
    "2026-11-27d",
    older,
    salt="berkas-search-2026-11-27d",
    tested=lambda n: n // 2,
    method="queries ranked by sha256(salt + ':' + key), key = query plus ' [strict=…]' when the caller fixes filters; the first half (rounded down) is test",
    made="2026-11-27",
)
