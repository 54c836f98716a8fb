"""
The judged queries of eval/search/judged-2026-11-27e.jsonl (issue 18): a sixth set, written because
every new set's test side has shown kinds of query its dev side had not. Phrased in ways the five
older sets were not, as paperless-ngx and Dext users type into a search box: word order turned
round, synonyms, English, Indonesian and both, typos, chat abbreviations (inv, kw, tgl, sdh, blm,
thn, yg), relative days ("kemarin", "minggu lalu", "awal bulan", "bulan kemarin"), amounts as
people say them ("1,5jt", "2 jutaan", "850rb", "$10k", "s$7.7k"), comparison signs ("> 500rb",
"min", "max"), and partial or misspelt names. Split BEFORE any of it was run:
`python3 eval/search/judging/judge-2026-11-27e.py` writes both files; once the split exists it is
only checked, never rewritten. About three quarters is dev, to develop on by kind.

How relevance was judged: kinds of paper, dates (own, due, expiry), amounts, currencies, vendors,
counterparties and governing laws from the labels (eval/datasets/berkas/expected.jsonl,
eval/search/corpus/expected.jsonl); kinds of shop, bill and clause from the older sets'
judgements, read by query so the sets never disagree; a shop or a firm named partially, from the
words of its labelled name. No document's text and no answer of the product was read for it. A
remembered amount without a comparison word is relevant within 5 % of the labelled total. A query
with `explicit` states its filter, computed as in judge-explicit-2026-11-26.py (a bound without a
currency is Rupiah; "above"/"under"/">" leave the figure out, "min"/"max"/"paling sedikit" keep it).
"""

from corpus_labels import (
    ARB,
    CAFE,
    CONF,
    DEPOSIT,
    ELEC,
    FM,
    FP,
    GROC,
    HARD,
    KWIT,
    LATE,
    NET,
    PHARM,
    PHONE,
    Q,
    TERM,
    WATER,
    among,
    amount,
    bill,
    both,
    contract,
    contract_kind,
    currency,
    dated,
    expired_before,
    invoice,
    judged,
    law,
    money,
    near,
    older_judgements,
    party,
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
        "judged-2026-11-27d.jsonl",
    )
)




# Relative days, asked on a given day.
q("struk kemarin", "id", "relative", both(receipt, dated("2025-04-12")), today="2025-04-13")
q("receipt from yesterday", "en", "relative", both(receipt, dated("2025-08-13")), today="2025-08-14")
q("nota minggu lalu", "id", "relative", both(receipt, dated("2024-11-25", "2024-12-01")), today="2024-12-05")
q("invoice awal bulan", "id", "relative", both(invoice, dated("2026-01-01", "2026-01-10")), today="2026-01-25")
q("tagihan bulan kemarin", "id", "relative", both(bill, dated("2025-06")), today="2025-07-10")
q("kw tahun lalu", "id", "relative", both(among(KWIT), dated("2025")), today="2026-03-01")
q("invoices this month", "en", "relative", both(invoice, dated("2025-09")), today="2025-09-20")
q("kontrak bulan ini", "id", "relative", both(contract, dated("2025-09")), today="2025-09-25")
q("last month's phone bill", "en", "relative", both(among(PHONE), dated("2024-10")), today="2024-11-15")
q("coffee receipts last year", "en", "relative", both(among(CAFE), dated("2024")), today="2025-03-01")
q("ngopi bulan agustus", "id", "relative", both(among(CAFE), dated("2025-08")), today="2025-09-10")
q("kontrak habis thn depan", "id", "expiry", both(contract, dated("2026", field="expiry_date")))
q("kontrak yg sdh berakhir", "id", "expiry", both(contract, expired_before("2025-11-27")))
q("contracts expiring in 2027", "en", "expiry", both(contract, dated("2027", field="expiry_date")))
q("invoice yg jatuh tempo bulan depan", "id", "due", both(invoice, dated("2025-06", field="due_date")), today="2025-05-25")
# Days and months written as people write them.
q("tgl 14 okt 2024", "id", "period", dated("2024-10-14"))
q("struk tgl 7 sept 2024", "id", "period", both(receipt, dated("2024-09-07")))
q("receipt bulan maret 2025", "id", "period", both(receipt, dated("2025-03")))
q("struk oct 2024", "id", "period", both(receipt, dated("2024-10")))
q("semua tagihan 2025", "id", "period", both(bill, dated("2025")))
q("2024 invoices", "en", "period", both(invoice, dated("2024")))
q("water bill april 2025", "en", "utility", both(among(WATER), dated("2025-04")))
q("pln juni 2024", "id", "utility", both(among(ELEC), dated("2024-06")))
q("pajak masukan juni 2023", "id", "period", both(among(FP), dated("2023-06")))
q("faktur pjk 2025", "id", "typo", both(among(FP), dated("2025")))
# Amounts as people say them, no comparison word.
q("tagihan internet 2 jutaan", "id", "amount", both(among(NET), money(lambda a: 2_000_000 <= a < 3_000_000)))
q("invoice 27,5 jt", "id", "amount", both(invoice, near(27_500_000)))
q("kuitansi 3,2jt", "id", "amount", both(receipt, near(3_200_000)))
q("sewa 170jt", "id", "amount", both(contract, near(170_000_000)))
q("kontrak 612 jt", "id", "amount", both(contract, near(612_000_000)))
q("struk 850rb", "id", "amount", both(receipt, near(850_000)))
q("invoice $10.6k", "en", "amount", both(invoice, near(10_600, "USD")))
q("statement 6.2k usd", "en", "amount", both(bill, near(6_200, "USD")))
q("invoice rm3.5k", "en", "amount", both(invoice, near(3_500, "MYR")))
q("invoice s$7.7k", "en", "amount", both(invoice, near(7_700, "SGD")))
q("nota servis 1,9jt", "id", "amount", both(receipt, near(1_900_000)))
q("sewa mobil 162 juta", "id", "amount", both(among(["scan_perjanjian_sewa_kendaraan_TMR"]), near(162_000_000)))
# Filters stated with signs and short words.
s("struk > 500rb", "id", "amount", receipt, money(lambda a: a > 500_000))
s("invoice min 20jt", "id", "amount", invoice, money(lambda a: a >= 20_000_000))
s("tagihan max 1jt", "id", "amount", bill, money(lambda a: a <= 1_000_000))
s("kontrak di atas 200 jt", "id", "amount", contract, money(lambda a: a > 200_000_000))
s("receipts under rp 100rb", "en", "amount", receipt, money(lambda a: a < 100_000))
s("invoices more than 10k usd", "en", "amount", invoice, money(lambda a: a > 10_000, "USD"))
# Vendors and parties: abbreviations, partial names, word order turned round, typos.
q("inv sumber makmur", "id", "vendor", both(invoice, party("sumber", "makmur")))
q("inv graha niaga", "id", "vendor", both(invoice, party("graha", "niaga")))
q("kw sewa januari", "id", "vendor", ["Kuitansi-Sewa-Januari-2025"])
q("makmur sumber abadi", "id", "vendor", party("sumber", "makmur"))
q("terang sinar logistik", "id", "vendor", party("sinar", "terang"))
q("kreasi digital inv", "id", "vendor", party("digital", "kreasi"))
q("cahaya elektrik invoice", "en", "vendor", party("cahaya", "elektrik"))
q("karya teknik", "id", "vendor", party("karya", "teknik"))
q("cetak media prima", "id", "vendor", party("media", "cetak"))
q("sentosa kimia 2022", "id", "vendor", both(party("sentosa", "kimia"), dated("2022")))
q("soa sentosa abadi april", "id", "vendor", both(bill, party("sentosa", "abadi"), dated("2025-04")))
q("soa straits", "en", "vendor", party("straits", "marine"))
q("bright line cloud", "en", "typo", party("brightline"))
q("harbour software llc invoice", "en", "typo", party("harbor", "software"))
q("granite", "en", "vendor", party("granite"))
q("coral invoices", "en", "vendor", both(invoice, party("coral")))
q("tunggal sistem", "id", "party", party("tunggal", "sistem"))
q("inv emas wira", "id", "vendor", party("emas", "wira"))
q("komputasi awan statement", "id", "vendor", party("awan", "komputasi"))
q("ibu sari catering", "id", "vendor", party("dapur", "ibu", "sari"))
q("katering", "id", "typo", ["tagihan-catering-januari-2025"])
q("pak darmo", "id", "vendor", party("darmo"))
q("jimbaran seafood", "id", "vendor", party("jimbaran"))
q("senja kopi struk", "id", "vendor", party("kopi", "senja"))
q("rm pusaka", "id", "vendor", both(receipt, party("rumah", "makan", "pusaka")))
q("pusaka kopi selaras", "id", "vendor", party("kopi", "pusaka"))
q("struk apotik mekar", "id", "vendor", both(among(PHARM), party("mekar")))
q("grosir", "id", "shop", both(among(GROC), party("grosir")))
q("sumber rejeki tb", "id", "vendor", party("sumber", "rejeki"))
q("dewi lestari", "id", "party", party("dewi", "lestari"))
q("tani makmur", "id", "party", party("tani", "makmur"))
q("cipta data nda", "en", "party", both(contract_kind("nda"), party("cipta", "data")))
# Kinds of shop, paper and bill in other words.
q("tgihan listrik", "id", "typo", ELEC)
q("struk aptek", "id", "typo", PHARM)
q("beli semen pasir", "id", "shop", HARD)
q("makan malam seafood", "id", "shop", party("seafood"))
q("coworking space receipt", "en", "shop", party("ruang", "kerja", "bersama"))
q("percetakan", "id", "shop", party("percetakan"))
q("rent receipt january", "en", "type", ["Kuitansi-Sewa-Januari-2025"])
q("tagihan cloud agustus 2025", "id", "utility", both(bill, party("awan", "komputasi"), dated("2025-08")))
q("tagihan sc kantor juni 2025", "id", "utility", both(bill, party("graha", "perkantoran"), dated("2025-06")))
q("singapore supplier invoices", "en", "currency", both(invoice, currency("SGD")))
q("invoice dolar singapura", "id", "currency", both(invoice, currency("SGD")))
q("usd invoices 2026", "en", "currency", both(invoice, currency("USD"), dated("2026")))
q("dokumen dlm ringgit", "id", "currency", currency("MYR"))
# Contracts in other words.
q("nda hukum singapura", "en", "contract", both(contract_kind("nda"), law("Singapore")))
q("kontrak rahasia", "id", "contract", contract_kind("nda"))
q("car rental agreement", "en", "contract", ["scan_perjanjian_sewa_kendaraan_TMR"])
q("ruko disewa", "id", "contract", ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("shophouse lease", "en", "contract", ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("lisensi trademark", "en", "contract", contract_kind("license"))
q("kontrak pkwt karyawan", "id", "contract", both(contract_kind("employment"), law("Indonesia")))
q("distributor agreement", "en", "contract", contract_kind("distribution"))
q("memorandum of understanding", "en", "contract", contract_kind("mou"))
q("surat kuasa 2024", "id", "contract", both(contract_kind("power_of_attorney"), dated("2024")))
q("pinjam uang agreement", "en", "contract", contract_kind("loan"))
q("spa jual beli", "en", "contract", contract_kind("sale"))
q("it services contract", "en", "contract", ["IT_Services_Agreement_STA-HSI_2025"])
q("perjanjian hukum malaysia", "id", "law", both(contract, law("Malaysia")))
# Clause topics in other words.
q("force majeur", "id", "typo", FM)
q("termination notice", "en", "clause", TERM)
q("putus kontrak sepihak", "id", "clause", TERM)
q("kerahasiaan informasi", "id", "clause", CONF)
q("sengketa diselesaikan arbitrase", "id", "clause", ARB)
q("telat bayar kena denda", "id", "clause", LATE)
q("jaminan sewa", "id", "clause", DEPOSIT)

write_set(
    "2026-11-27e",
    older,
    salt="berkas-search-2026-11-27e",
    tested=lambda n: n // 4,
    method="queries ranked by sha256(salt + ':' + key), key = query plus ' [strict=…]' when the caller fixes filters; the first quarter (rounded down) is test",
    made="2026-11-27",
)
