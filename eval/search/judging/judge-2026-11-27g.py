"""
The judged queries of eval/search/judged-2026-11-27g.jsonl (issue 18): an eighth set, written
blind. Its author did not open the product's query, question, search or assistant code, nor any
older set's queries, nor ran the product on it before its split was committed. The phrasings come
from how Indonesian owners and accountants type into a search box (../shared/domain/anchors.md,
../shared/domain/indonesia.md): lower case, typos in names ("logistic", "tehnik", "brightlne", "kimai"),
names cut to one or two words, chat spellings ("yg", "dgn", "thn", "bln"), amounts as said
("947rb", "sekitar 27.5 juta", "sgd 7.2k", "4 jt an"), relative days asked on a given day ("kemarin",
"2 hari lalu", "bulan lalu", "minggu lalu", "tahun lalu"), kinds of shop, bill and contract
reached by what they sell or settle ("ganti oli", "cetak kartu nama", "cabai", "forklift"),
companies met as buyers as well as sellers, clause topics by what they settle ("royalti",
"garansi mesin", "uang muka", "sla"), a few stated bounds with comparison words, English,
Indonesian and both in one line.

How relevance was judged: kinds of paper, dates (own, due, expiry), amounts, currencies, vendors,
parties, governing laws and languages from the labels (eval/datasets/berkas/expected.jsonl,
eval/search/corpus/expected.jsonl), with corpus_labels.py's kinds of shop and bill. A faktur
pajak is not an "invoice" here (it goes with one); "tagihan" is a bill or an invoice. A company
is found where it is a labelled party (vendor, first party, counterparty) and where the paper is
addressed to it: by the buyer's NPWP when the labels give it, otherwise read in the paper's own
text (BILLED_TO below). What a contract or an invoice is about and every clause topic were read
in the documents' own text; the passages are named beside each list. A remembered amount without
a comparison word is relevant within 5 % of the labelled total; a query with `explicit` states
its filter (judge-explicit-2026-11-26.py's rule: every document the bound holds for, of any kind).

Split BEFORE any of it was run, by a salted hash: 40 % dev, 60 % test.
`python3 eval/search/judging/judge-2026-11-27g.py` writes the set; the split file is written
once and then only checked, byte for byte.
"""

from corpus_labels import (
    CAFE,
    ELEC,
    FP,
    GROC,
    HARD,
    KWIT,
    NET,
    PHARM,
    PHONE,
    REST,
    UTIL,
    WATER,
    ALL,
    F,
    Q,
    both,
    contract,
    contract_kind,
    currency,
    dated,
    docs,
    law,
    money,
    near,
    older_judgements,
    q,
    receipt,
    s,
    bill,
    sel,
    typ,
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
        "judged-2026-11-27f.jsonl",
    )
)

T = "2025-11-27"
invoice = lambda i: typ(i) == "invoice" and i not in FP
invoice_or_bill = lambda i: invoice(i) or typ(i) == "billing statement"
# A "struk" is a till slip: not a kwitansi (a payment receipt), though both are typed receipts.
struk = lambda i: receipt(i) and i not in KWIT
foreign = lambda i: F(i).get("currency", "IDR") != "IDR"


def expires(lo, hi):
    def holds(i):
        day = F(i).get("expiry_date", "")
        return typ(i) == "contract" and day != "" and lo <= day[: len(lo)] and day[: len(hi)] <= hi

    return holds


def npwp(value):
    return (value or "").lstrip("0")


# Papers addressed to a company that is never their labelled party, read in each paper's own
# "Kepada Yth." / "Bill To" / "Ditagihkan kepada" / "Telah terima dari" / "Tenant" / "Customer".
BILLED_TO = {
    "INV-GNS-2024-0712": "PT Boga Rasa Nusantara",
    "MCP-2311-INV-0456": "CV Mitra Kreatif Digital",
    "Kuitansi-Sewa-Januari-2025": "CV Mitra Kreatif Digital",
    "Tagihan_SC_Utilitas_Juni_2025_Unit_12-03": "PT Digital Kreasi Nusantara",
    "Statement_SAK_CV-Tunas-Harapan_April-2025": "CV Tunas Harapan Mandiri",
    "Invoice-INV-3321": "PT Cipta Data Solusi",
    "Tagihan_Internet_Mei2025_1200458821": "PT Cipta Data Solusi",
    "statement-AKI-2025-07": "PT Cipta Data Solusi",
    "invoice_0087-INV-DKN-III-2025": "PT Hotel Samudra Indah",
    "faktur-pajak-GNS-juni-2023": "PT Hotel Samudra Indah",
    "INV_2025_0931_Sinar_Terang": "PT Dapur Prima Nusantara",
    "Faktur Pajak 04002500204578912": "PT Dapur Prima Nusantara",
    "LCP-INV-240918": "PT Dapur Prima Nusantara",
    "SOA-SML-2505-044": "PT Dapur Prima Nusantara",
    "tagihan-catering-januari-2025": "PT Sarana Logistik Prima",
    "nota-servis-KM-2407-0155": "CV Rasa Nusantara Jaya",
    "IMG_20250415_101522": "CV Rasa Nusantara Jaya",
    "scan-faktur-pajak-mks-april": "CV Rasa Nusantara Jaya",
    "IMG_20241027_090314": "PT Boga Rasa Nusantara",
    "IMG_20240521_163010": "CV Tunas Harapan Mandiri",
    "rekening-air-maret-2025": "CV Tunas Harapan Mandiri",
    "scan_0012": "CV Tunas Harapan Mandiri",
    "scan_kuitansi_0007": "PT Graha Niaga Sentosa",
    # Not addressed to him: the invoice is signed by a Galih.
    "gen-006": "Galih Saputra",
}


def who(*words):
    """A company or person, by words of its name: a labelled party, or the paper's addressee."""

    def names(i):
        f = F(i)
        found = [f.get("vendor"), f.get("primary_party"), f.get("counterparty"), BILLED_TO.get(i)]
        buyer = npwp(f.get("buyer_npwp"))
        if buyer:
            found += [F(j).get("vendor") for j in ALL if npwp(F(j).get("seller_npwp")) == buyer]
        return [n.lower().split() for n in found if n]

    return lambda i: any(all(w in name for w in words) for name in names(i))


# ---- Shops, by what they are or sell (corpus_labels' kinds; items read on the slips).
q("nota sate kambing", "id", "shop", ["IMG-20240907-WA0012"])
q("bon makan seafood di bali", "id", "shop", ["IMG_3921"])
q("makan di rm minang", "id", "shop", ["scan-nota-padang-sari-minang"])
q("receipts from eating out", "en", "shop", REST)
q("ngopi2 di cafe", "id", "shop", CAFE)
q("coffee receipts 2024", "en", "shop", both(lambda i: i in CAFE, dated("2024")))
q("beli obat di apotik mekar", "id", "shop", ["gen-005", "gen-012"])
q("pharmacy receipt 2025", "en", "shop", both(lambda i: i in PHARM, dated("2025")))
q("belanja sembako minimarket", "id", "shop", GROC)
q("grocery run october", "en", "shop", both(lambda i: i in GROC, dated("2025-10")))
# UD Berkah Jaya's nota tagihan: "MENJUAL: SEMEN - BESI - PASIR - CAT".
q("beli material bangunan", "id", "shop", HARD + ["scan_0012"])
q("toko bangunan thn 2024", "id", "shop", both(lambda i: i in HARD, dated("2024")))
# "Servis Mobil, Spooring Balancing, Ganti Oli"; "Oli mesin 10W-40".
q("servis mobil di bengkel", "id", "shop", ["nota-servis-KM-2407-0155"])
q("ganti oli", "id", "shop", ["nota-servis-KM-2407-0155"])
# "Hot desk membership, June 2025", Canggu.
q("hot desk coworking canggu", "en", "shop", ["Receipt_OR-2025-0612"])
# "Cetak kartu nama, laminasi doff".
q("cetak kartu nama", "id", "shop", ["MCP-2311-INV-0456"])
# "Makan siang karyawan, paket nasi box".
q("catering makan siang karyawan", "id", "shop", ["tagihan-catering-januari-2025"])
q("struk kopi senja kemang", "id", "shop", ["e-receipt-KS-250614-0231"])
# What was bought, read in each paper's lines: "Printing of brochures" / "Cetak brosur".
q("invoice cetak brosur", "id", "item", ["MCP-2311-INV-0456", "gen-006", "gen-011", "gen-030", "gen-038", "gen-041"])
# "Jasa cuci AC split", "Pemeliharaan AC split" (faktur pajak name their services too).
q("servis ac kantor", "id", "item", ["Faktur_KTM-25-0042", "04002500031567234", "gen-004", "gen-015", "gen-043"])
q("sewa tenda dan kursi acara", "id", "item", ["gen-043"])
q("servis genset", "id", "item", ["gen-013"])
q("pengecatan ulang gudang", "id", "item", ["gen-032", "gen-046"])
# "Jasa instalasi listrik gudang": not an electricity bill.
q("instalasi listrik gudang", "id", "item", ["scan-invoice-20240822"])
q("semen pasir besi", "id", "item", ["scan_0012"])
q("cetak nota ncr", "id", "item", ["IMG_20240521_163010"])
q("nota resto yg ada service charge nya", "id", "field", both(receipt, lambda i: F(i).get("service_charge_amount", 0) > 0))
q("struk dengan pajak pb1", "id", "field", both(struk, lambda i: F(i).get("tax_type_name") == "PB1"))

# ---- Bills.
q("tagihan pdam surabaya", "id", "utility", ["gen-036"])
q("rekening air minum", "id", "utility", WATER)
# "TAGIHAN LISTRIK BULANAN ... Periode : November 2024".
q("electricity bill november 2024", "en", "utility", ["gen-020"])
q("listrik thn 2024", "id", "utility", both(lambda i: i in ELEC, dated("2024")))
q("internet kantor bulanan", "id", "utility", NET)
q("broadband statement 2024", "en", "utility", both(lambda i: i in NET, dated("2024")))
q("tagihan telpon seluler pasca bayar", "id", "utility", PHONE)
# "Compute - 3 x vm.standard-4"; Brightline Cloud's analytics plan is a cloud bill too.
q("bill for cloud vm and storage", "en", "utility", ["statement-AKI-2025-07", "Invoice-INV-3321"])
q("service charge gedung kantor", "id", "utility", ["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03"])
q("soa shipping usd", "en", "type", ["SOA-SML-2505-044"])
q("laporan tagihan supplier kimia", "id", "type", ["Statement_SAK_CV-Tunas-Harapan_April-2025"])
q("utilitas kantor taun 2025", "id", "utility", both(lambda i: i in UTIL, dated("2025")))

# ---- Kinds of paper.
q("faktur pajak masukan 2024", "id", "type", both(lambda i: i in FP, dated("2024")))
q("e-faktur dari graha niaga", "id", "type", both(lambda i: i in FP, who("graha", "niaga")))
# "Untuk pembayaran : Sewa ruang kantor Ruko Kencana Square".
q("kwitansi pembayaran sewa kantor", "id", "type", ["Kuitansi-Sewa-Januari-2025"])
q("kuitansi tanda terima uang", "id", "type", KWIT)
q("rekap soa dr supplier", "en", "type", ["SOA-SML-2505-044", "Statement_SAK_CV-Tunas-Harapan_April-2025"])
q("invoice luar negeri", "id", "type", both(invoice, foreign))
q("all contracts signed in 2025", "en", "type", both(contract, dated("2025")))
q("kuasa utk urus perpajakan", "id", "type", ["scan-surat-kuasa-pajak-2025"])
# Both "... untuk pendaftaran merek dagang".
q("power of attorney trademark registration", "en", "type", ["gen-010", "gen-027"])

# ---- Periods, asked on a given day.
q("struk bulan lalu", "id", "period", both(struk, dated("2025-10")))
q("inv yg masuk minggu kemarin", "id", "period", both(invoice, dated("2025-12-15", "2025-12-21")), today="2025-12-24")
q("tagihan kemarin", "id", "period", both(invoice_or_bill, dated("2025-06-18")), today="2025-06-19")
q("kwitansi tahun lalu", "id", "period", both(lambda i: i in KWIT, dated("2024")))
q("receipts q1 2025", "en", "period", both(receipt, dated("2025-01", "2025-03")))
q("dokumen agustus 2025", "id", "period", dated("2025-08"))
q("tagihan april sampai juni 2025", "id", "period", both(invoice_or_bill, dated("2025-04", "2025-06")))
q("invoice due bulan dpn", "id", "due", both(invoice, dated("2025-12", field="due_date")))
q("kontrak yg habis tahun depan", "id", "expiry", expires("2026", "2026"))
q("contracts already expired", "en", "expiry", expires("0000", "2025-11-26"))
q("belanja akhir desember 2024", "id", "period", both(receipt, dated("2024-12-20", "2024-12-31")))
q("invoice tahun ini", "id", "period", both(invoice, dated("2026")), today="2026-11-27")
q("faktur pajak januari 2026", "id", "period", both(lambda i: i in FP, dated("2026-01")))
q("tagihan 2 bulan lalu", "id", "period", both(invoice_or_bill, dated("2025-06")), today="2025-08-10")
q("struk 2 hari lalu", "id", "period", both(struk, dated("2025-10-21")), today="2025-10-23")
q("bills due in june 2025", "en", "due", both(invoice_or_bill, dated("2025-06", field="due_date")))

# ---- Amounts as remembered (within 5 %).
q("inv sekitar 27.5 juta", "id", "amount", both(invoice, near(27_500_000)))
q("kwitansi 3jt pas", "id", "amount", both(lambda i: i in KWIT, near(3_000_000)))
q("struk 947rb", "id", "amount", ["IMG_3921"])
q("bill 1.2jt", "en", "amount", both(bill, near(1_200_000)))
q("sgd 7.2k", "en", "amount", near(7_200, "SGD"))
q("usd 10.6k invoice", "en", "amount", both(invoice, near(10_600, "USD")))
q("invoice pakai myr", "id", "currency", both(invoice, currency("MYR")))
# "Harga sewa Ruko disepakati sebesar Rp85.000.000,00 ... per tahun".
q("sewa 85 juta per tahun", "id", "amount", ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("kontrak 612 juta", "id", "amount", both(contract, near(612_000_000)))
q("tagihan 4 jt an", "id", "amount", both(invoice_or_bill, near(4_000_000)))
q("struk 58rb", "id", "amount", both(struk, near(58_000)))
q("invoice 160 juta", "id", "amount", both(invoice, near(160_000_000)))
q("rp 12.5jt", "id", "amount", near(12_500_000))
q("tagihan gedung 21 juta", "id", "amount", ["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03"])

# ---- Stated bounds (explicit).
s("struk di atas 500rb", "id", "filter", struk, money(lambda a: a > 500_000))
s("invoice dibawah 5 juta", "id", "filter", invoice, money(lambda a: a < 5_000_000))
s("bills over 1 million rupiah", "en", "filter", bill, money(lambda a: a > 1_000_000))
s("kontrak nilai diatas 150jt", "id", "filter", contract, money(lambda a: a > 150_000_000))
s("usd invoices above 5k", "en", "filter", invoice, money(lambda a: a > 5_000, "USD"))
s("tagihan antara 300rb dan 700rb", "id", "filter", invoice_or_bill, money(lambda a: 300_000 <= a <= 700_000))
s("receipts under 150k", "en", "filter", receipt, money(lambda a: a < 150_000))
s("invoice sgd lebih dari 5000", "id", "filter", invoice, money(lambda a: a > 5_000, "SGD"))
s("kwitansi > 5 juta", "id", "filter", lambda i: i in KWIT, money(lambda a: a > 5_000_000))
s("resto minimal 300rb", "id", "filter", lambda i: i in REST, money(lambda a: a >= 300_000))
s("ngopi kurang dari 100rb", "id", "filter", lambda i: i in CAFE, money(lambda a: a < 100_000))

# ---- Companies and people, partly remembered or misspelt.
q("pt sumber makmur jakbar", "id", "party", who("sumber", "makmur"))
q("pt graha niaga sentosa", "id", "party", who("graha", "niaga"))
q("sentosa abadi kimai", "id", "typo", who("sentosa", "abadi"))
q("pt boga rasa", "id", "party", who("boga", "rasa"))
q("cv mitra kreatif", "id", "party", who("mitra", "kreatif"))
q("sinar terang logistic", "id", "typo", who("sinar", "terang"))
q("brightlne", "en", "typo", who("brightline"))
q("lioncity packaging", "en", "typo", who("lion", "city"))
q("everbrite kitchenware", "en", "typo", who("everbright"))
q("jimbaran seafod", "id", "typo", ["IMG_3921"])
q("sehat sentosa apotik", "id", "typo", ["scan-struk-apotek-20241030"])
q("cv karya tehnik", "id", "typo", who("karya", "teknik"))
q("pt digital kreasi nusantara", "id", "party", who("digital", "kreasi"))
q("cahaya elektrik persada", "id", "party", who("cahaya", "elektrik"))
q("dapur bu sari", "id", "party", who("dapur", "ibu", "sari"))
q("awan komputasi indonesia", "id", "party", who("awan", "komputasi"))
q("perumda tirta arta", "id", "party", ["rekening-air-maret-2025"])
q("pkwt dewi lestari", "id", "party", ["PKWT_Dewi_Lestari_Anggraini_2025"])
q("pinjaman hendra wijaya", "id", "party", ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
q("pak budi santoso wijaya", "id", "party", who("budi", "santoso"))
q("meridian nda", "en", "party", ["Mutual_NDA_Meridian_CiptaData_signed"])
q("coral", "en", "party", who("coral"))
q("granite invoices", "en", "party", who("granite"))
q("pak galih", "id", "party", who("galih"))
q("desi siregar", "id", "party", who("desi", "siregar"))
q("arif susanti", "en", "party", who("arif", "susanti"))
q("tunas harapan", "id", "party", who("tunas", "harapan"))
q("pt cipta data", "id", "party", who("cipta", "data"))
q("htl samudra indah", "en", "party", who("hotel", "samudra"))
q("dapur prima nusantara", "id", "party", who("dapur", "prima"))
q("cv rasa nusantara jaya", "id", "party", who("rasa", "nusantara", "jaya"))
q("sarana logistik prima", "id", "party", who("sarana", "logistik"))

# ---- Contracts, by kind and by what they are about (read in their text).
q("kontrak pkwt", "id", "contract", contract_kind("employment"))
q("perjanjian kerja pegawai kontrak", "id", "contract", contract_kind("employment"))
q("pjb forklift bekas", "id", "contract", ["PJB_Forklift_SAK-RNJ"])
q("lisensi merk sambal mbok rasa", "id", "contract", ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
q("kontrak ruko bsd", "id", "contract", ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("it support hotel contract", "en", "contract", ["IT_Services_Agreement_STA-HSI_2025"])
q("exclusive distributor", "en", "contract", ["Distribution_Agreement_Everbright_DPN_2025"])
# "memasok cabai merah hasil panen anggotanya".
q("mou cabai", "id", "contract", ["MoU_ALS_Koperasi_Tani_Makmur_2025"])
# "jasa kebersihan gedung"; "facility cleaning services".
q("kontrak cleaning service gedung", "id", "contract", ["gen-021", "gen-025"])
# "bangunan gudang di Jl. Pattimura No. 137, Kediri".
q("kontrak gudang kediri", "id", "contract", ["gen-028"])
# "toko resmi di lokapasar (marketplace), media sosial dan situs web".
q("kerjasama jualan di marketplace", "id", "contract", ["PKS_BRN-MKD_031-2025"])
q("employment agreement singapore law", "en", "contract", both(contract_kind("employment"), law("Singapore")))
q("kontrak hukum indonesia 2024", "id", "law", both(contract, law("Indonesia"), dated("2024")))
q("perjanjian dlm bahasa inggris", "id", "contract", both(contract, lambda i: docs[i].get("language") == "en"))
q("loan agreement 2025", "en", "contract", both(contract_kind("loan"), dated("2025")))

# ---- Clause topics, by what they settle; each list read in every contract's text.
# "Pasal 3 ROYALTI".
q("klausul royalti", "id", "clause", ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# "3. MINIMUM PURCHASE ... not less than USD 250,000".
q("minimum purchase target distributor", "en", "clause", ["Distribution_Agreement_Everbright_DPN_2025"])
# "Pasal 3 BAGI HASIL DAN PEMBAYARAN ... komisi sebesar 12%".
q("pasal bagi hasil komisi", "id", "clause", ["PKS_BRN-MKD_031-2025"])
# "2. SERVICE LEVELS ... response within 30 minutes".
q("sla response time", "en", "clause", ["IT_Services_Agreement_STA-HSI_2025"])
# "garansi mesin dan transmisi selama 3 (tiga) bulan".
q("garansi mesin", "id", "clause", ["PJB_Forklift_SAK-RNJ"])
# The leases: only the shophouse's "dapat diperpanjang ... 3 (tiga) bulan sebelum berakhirnya".
q("perpanjangan sewa", "id", "clause", ["Perjanjian_Sewa_Ruko_BSD_C17"])
# Extended or renewed by agreement: the shophouse lease (Pasal 2), the distribution agreement
# (2. TERM), the IT services (3. TERM), the marketing cooperation (Pasal 4), the PKWT (Pasal 2),
# the trademark licence (Pasal 2), the MoU (Pasal 4).
q("renewal clause", "en", "clause", [
    "Perjanjian_Sewa_Ruko_BSD_C17",
    "Distribution_Agreement_Everbright_DPN_2025",
    "IT_Services_Agreement_STA-HSI_2025",
    "PKS_BRN-MKD_031-2025",
    "PKWT_Dewi_Lestari_Anggraini_2025",
    "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa",
    "MoU_ALS_Koperasi_Tani_Makmur_2025",
])
# Disputes to a Pengadilan Negeri (District Court): Denpasar, Surabaya, Tangerang, "setempat",
# Jakarta Utara, Palembang, Bogor, and the industrial-relations court at PN Bandung.
q("sengketa diselesaikan di pengadilan negeri", "id", "clause", [
    "IT_Services_Agreement_STA-HSI_2025",
    "PJB_Forklift_SAK-RNJ",
    "Perjanjian_Sewa_Ruko_BSD_C17",
    "gen-009",
    "scan_perjanjian_kerahasiaan_SLP",
    "scan_perjanjian_sewa_kendaraan_TMR",
    "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan",
    "PKWT_Dewi_Lestari_Anggraini_2025",
])
# "5. Assignment"; "dilarang ... mengalihkan hak sewa atas Ruko kepada pihak lain".
q("assignment clause", "en", "clause", ["gen-025", "Perjanjian_Sewa_Ruko_BSD_C17"])
# "suatu addendum" (Pasal PERUBAHAN, Pasal 9 LAIN-LAIN); "by a written amendment".
q("addendum perubahan kontrak", "id", "clause", [
    "Perjanjian_Sewa_Ruko_BSD_C17",
    "gen-021",
    "gen-028",
    "IT_Services_Agreement_STA-HSI_2025",
])
q("severability", "en", "clause", ["gen-025", "gen-029", "gen-045"])
# "Law No. 27 of 2022 on Personal Data Protection" / "Pelindungan Data Pribadi".
q("perlindungan data pribadi", "id", "clause", [
    "IT_Services_Agreement_STA-HSI_2025",
    "Mutual_NDA_Meridian_CiptaData_signed",
    "scan_perjanjian_kerahasiaan_SLP",
])
# "5. RETURN OF INFORMATION"; "Pasal 4 PENGEMBALIAN INFORMASI ... mengembalikan atau memusnahkan".
q("return or destroy confidential info", "en", "clause", [
    "Mutual_NDA_Meridian_CiptaData_signed",
    "scan_perjanjian_kerahasiaan_SLP",
])
# "LANGUAGE ... in the event of any inconsistency, the ... version shall prevail".
q("versi bahasa mana yg berlaku", "id", "clause", [
    "Distribution_Agreement_Everbright_DPN_2025",
    "IT_Services_Agreement_STA-HSI_2025",
    "Mutual_NDA_Meridian_CiptaData_signed",
])
# "izin edar BPOM dan sertifikat halal".
q("wajib bpom dan halal", "id", "clause", ["PKS_BRN-MKD_031-2025", "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# "Uang muka sebesar 30% (tiga puluh persen)".
q("dp 30 persen", "id", "clause", ["PJB_Forklift_SAK-RNJ"])
# "6. Entire Agreement".
q("entire agreement", "en", "clause", ["gen-045"])
# Income tax withheld: PPh on the shophouse rent, PPh Article 23, the royalty's PPh, PPh 21.
q("potong pph", "id", "clause", [
    "Perjanjian_Sewa_Ruko_BSD_C17",
    "IT_Services_Agreement_STA-HSI_2025",
    "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa",
    "PKWT_Dewi_Lestari_Anggraini_2025",
])
# "Harga sewa sudah termasuk asuransi all risk".
q("asuransi all risk mobil sewaan", "id", "clause", ["scan_perjanjian_sewa_kendaraan_TMR"])
# "bunga sebesar 1% (satu persen) per bulan"; "BPKB ... sebagai jaminan".
q("bunga pinjaman per bulan", "id", "clause", ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
q("jaminan bpkb", "id", "clause", ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
# "Kerja lembur dilaksanakan atas perintah tertulis atasan".
q("aturan lembur", "id", "clause", ["PKWT_Dewi_Lestari_Anggraini_2025"])
# "upah pokok sebesar Rp4.800.000,00"; "3. Salary".
q("salary clause", "en", "clause", contract_kind("employment"))
# "Pasal 5 SANKSI ... wajib mengganti seluruh kerugian".
q("ganti rugi kalau bocorin rahasia", "id", "clause", ["scan_perjanjian_kerahasiaan_SLP"])
# "sixty (60) days' written notice"; "pemberitahuan tertulis sekurang-kurangnya 60 (enam puluh) hari".
q("putus kontrak dgn notice 60 hari", "id", "clause", ["IT_Services_Agreement_STA-HSI_2025", "PKS_BRN-MKD_031-2025"])
# "mengesampingkan ketentuan Pasal 1266 dan Pasal 1267"; "waive Articles 1266 and 1267".
q("kesampingkan pasal 1266 kuhperdata", "id", "clause", [
    "Perjanjian_Sewa_Ruko_BSD_C17",
    "PKS_BRN-MKD_031-2025",
    "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa",
    "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan",
    "IT_Services_Agreement_STA-HSI_2025",
    "Distribution_Agreement_Everbright_DPN_2025",
])
# "tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran".
q("teguran tertulis 14 hari", "id", "clause", ["gen-009", "gen-021", "gen-028", "gen-033"])
# "tidak menimbulkan kewajiban keuangan bagi PARA PIHAK".
q("mou gak mengikat secara keuangan", "id", "clause", ["MoU_ALS_Koperasi_Tani_Makmur_2025"])

write_set(
    "2026-11-27g",
    older,
    salt="berkas-search-2026-11-27g",
    tested=lambda n: round(n * 0.6),
    method="queries ranked by sha256(salt + ':' + key), key = query plus ' [strict=…]' when the caller fixes filters; the first 60 % (rounded) are test",
    made="2026-11-27, with the queries, before any of them was run",
    byte_for_byte=True,
)
