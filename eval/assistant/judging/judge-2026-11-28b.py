"""The thirteenth judged question set (2026-11-28b), written blind for issue 18's honest count.

Written without opening the product's question, search or assistant code and without reading
any older judged set's questions; split (salted hash, question_set.py) and committed before any
of it was run. Every expected fact is computed here from the corpus labels
(eval/datasets/berkas/expected.jsonl, eval/search/corpus/expected.jsonl), or, for the clause
questions and the kinds of paper, read in the documents' own text (the clause's line is quoted
beside each; the kinds of paper are those judge-2026-11-28.py read, the hardware shops those
eval/search/judging/judge-2026-11-28.py read).

Forms as in judge-2026-11-28.py: amounts as src/contracts/format-money.ts writes them ("IDR
283,745" in English, "Rp 283.745" in Indonesian, other currencies by their code with cents);
amounts quoted from a contract's clause are judged by their digits alone ("10.000.000"), since a
quote keeps the contract's own "Rp10.000.000,00"; dates as Intl's medium date in the question's
language ("Mar 31, 2025", "20 Apr 2025"). A count is judged by its digits; its cited papers
carry the rest. An NPWP is written as labelled (digits only).
Each question states the day it is asked on (`today`), so "bln lalu", "taun ini" and "the next
4 months" have one meaning.

Run: python3 eval/assistant/judging/judge-2026-11-28b.py
"""
import glob, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_papers import (
    ROOT, DOCS, RESTAURANT, CAFE, PHARMACY, GROCERY, HARDWARE, ELECTRICITY, WATER, INTERNET,
    KWITANSI, FAKTUR_PAJAK, INVOICES, RECEIPTS, BILLS, CONTRACTS, LEASES, POWERS, f, money,
    date, total,
)
from question_set import print_counts, write_question_set


def on(docs, prefix, field="date"):
    return [i for i in docs if (f(i, field) or "").startswith(prefix)]


def between(docs, low, high, field="date"):
    return [i for i in docs if low <= (f(i, field) or "") <= high]



Q = []


def add(lang, today, kind, q, expect, cites, history=()):
    assert cites, q
    Q.append({"id": f"u{len(Q) + 1:02d}", "q": q, "language": lang, "today": today, "kind": kind,
              "expect": list(expect), "cites": sorted(cites), "history": list(history)})


def add_total(lang, q, docs, today=None, field="total_amount", history=()):
    amount, currency = total(docs, field)
    add(lang, today or T, "total", q, [money(amount, currency, lang)], docs, history)


def add_amount(lang, q, doc, field="total_amount", kind="amount", today=None, history=()):
    add(lang, today or T, kind, q, [money(f(doc, field), f(doc, "currency") or "IDR", lang)], [doc], history)


def add_count(lang, q, docs, today=None, history=()):
    add(lang, today or T, "count", q, [str(len(docs))], docs, history)


def add_average(lang, q, docs, today=None):
    amount, currency = total(docs)
    add(lang, today or T, "average", q, [money(amount / len(docs), currency, lang)], docs)


def add_compare(lang, q, first, second, today=None):
    add(lang, today or T, "compare", q,
        [money(*total(first), lang), money(*total(second), lang)], first + second)


def extreme(docs, pick, field="total_amount"):
    return pick(docs, key=lambda i: f(i, field))


T = "2025-11-28"
# A vendor or party as an answer names it: its distinctive words, without "PT", "CV" or "Sdn. Bhd."
# (letter case is no fact: run.ts compares lower case).

# Totals per kind of paper, currency and period.
add_total("id", "total struk resto thn 2025 brp?", on(RESTAURANT, "2025"))
add_total("en", "how much did we spend at cafes in 2025", on(CAFE, "2025"))
add_total("id", "total tagihan internet taun lalu", on(INTERNET, "2025"), today="2026-01-15")
add_total("en", "total of all our usd invoices", [i for i in INVOICES if f(i, "currency") == "USD"], today="2026-11-28")
add_total("en", "total spent on groceries last month?", on(GROCERY, "2025-10"), today="2025-11-10")
add_total("id", "total ppn dr faktur pajak tahun 2025", on(FAKTUR_PAJAK, "2025"), field="tax_amount")
add_total("en", "sum of sgd invoices this year", on([i for i in INVOICES if f(i, "currency") == "SGD"], "2026"),
          today="2026-11-28")
add_total("id", "kwitansi 2024 totalnya berapa ya", on(KWITANSI, "2024"))
add_total("en", "how much were the electricity bills altogether", ELECTRICITY)
add_total("id", "total invoice rupiah kuartal 2 2025",
          between([i for i in INVOICES if f(i, "currency") == "IDR"], "2025-04-01", "2025-06-30"))
add_total("en", "what did we spend on utilities (listrik, air, internet) in 2024", on(ELECTRICITY + WATER + INTERNET, "2024"))

# One paper's amount or field.
add_amount("id", "brp tagihan air bulan maret 2025", "rekening-air-maret-2025")
add_amount("en", "how much was the seafood dinner in jimbaran", "IMG_3921")
add_amount("id", "service charge di struk kopi senja brp", "e-receipt-KS-250614-0231", "service_charge_amount", "field")
add_amount("en", "how much ppn is on the sinar terang logistik invoice", "INV_2025_0931_Sinar_Terang", "tax_amount", "field")
add_amount("id", "tagihan hp oktober 2024 brp", "IMG_20241027_090314")
add_amount("en", "whats the discount on the digital kreasi invoice", "invoice_0087-INV-DKN-III-2025", "discount", "field")
add_amount("id", "berapa nilai kontrak sewa kendaraan", "scan_perjanjian_sewa_kendaraan_TMR", "contract_value")
add_amount("en", "amount due on the straits marine statement?", "SOA-SML-2505-044")
add("en", T, "field", "when is the coral supplies invoice due", [date(f("gen-008", "due_date"), "en")], ["gen-008"])
add("id", T, "field", "jatuh tempo tagihan awan komputasi kapan", [date(f("statement-AKI-2025-07", "due_date"), "id")],
    ["statement-AKI-2025-07"])
add("en", T, "field", "invoice no of the catering bill from dapur ibu sari", [f("tagihan-catering-januari-2025", "document_number")],
    ["tagihan-catering-januari-2025"])
add("id", T, "field", "npwp pt media cetak prima brp", [f("MCP-2311-INV-0456", "seller_npwp")], ["MCP-2311-INV-0456"])
add("en", T, "field", "nomor faktur pajak from karya teknik mandiri?", [f("04002500031567234", "faktur_pajak_number")],
    ["04002500031567234"])
add("id", T, "field", "kontrak ruko bsd berakhir kapan", [date(f("Perjanjian_Sewa_Ruko_BSD_C17", "expiry_date"), "id")],
    ["Perjanjian_Sewa_Ruko_BSD_C17"])
add("en", T, "field", "when does the nda with meridian expire", [date(f("Mutual_NDA_Meridian_CiptaData_signed", "expiry_date"), "en")],
    ["Mutual_NDA_Meridian_CiptaData_signed"])
add("id", T, "field", "tgl mulai pkwt dewi lestari", [date(f("PKWT_Dewi_Lestari_Anggraini_2025", "effective_date"), "id")],
    ["PKWT_Dewi_Lestari_Anggraini_2025"])
add("en", T, "field", "due date on the jaringan data nusantara internet bill",
    [date(f("Tagihan_Internet_Mei2025_1200458821", "due_date"), "en")], ["Tagihan_Internet_Mei2025_1200458821"])

# Counts.
add_count("id", "ada brp struk apotek", PHARMACY)
add_count("en", "how many contracts do we have under singapore law",
          [i for i in CONTRACTS if f(i, "governing_law") == "Singapore"])
add_count("id", "brp banyak faktur pajak thn 2024", on(FAKTUR_PAJAK, "2024"))
add_count("id", "jumlah invoice dlm dolar singapura ada brp", [i for i in INVOICES if f(i, "currency") == "SGD"], today="2026-11-28")
add_count("en", "how many lease agreements do we have", LEASES)

# Latest and earliest.
LATEST_PHARMACY = extreme(PHARMACY, max, "date")
add("en", T, "latest", "latest pharmacy receipt, how much was it",
    [money(f(LATEST_PHARMACY, "total_amount"), "IDR", "en")], [LATEST_PHARMACY])
LATEST_GROCERY = extreme(GROCERY, max, "date")
add("id", T, "latest", "struk supermarket terakhir tgl brp", [date(f(LATEST_GROCERY, "date"), "id")], [LATEST_GROCERY])
EARLIEST_INVOICE = extreme(INVOICES, min, "date")  # INV-SAK-2203-0418, Sentosa Abadi Kimia
add("en", T, "earliest", "whats the oldest invoice we have", [date(f(EARLIEST_INVOICE, "date"), "en"), "Sentosa Abadi Kimia"],
    [EARLIEST_INVOICE])
LATEST_POWER = extreme(ELECTRICITY, max, "date")
add_amount("id", "tagihan listrik terakhir brp", LATEST_POWER, kind="latest")
LATEST_CONTRACT = extreme([i for i in CONTRACTS if f(i, "date") <= T], max, "date")  # gen-021, Sinar Wira Cipta
add("en", T, "latest", "most recent contract we signed?", [date(f(LATEST_CONTRACT, "date"), "en"), "Sinar Wira Cipta"],
    [LATEST_CONTRACT])
EARLIEST_KWITANSI = extreme(KWITANSI, min, "date")
add("id", T, "earliest", "kwitansi paling lama yg mana, brp nilainya",
    [date(f(EARLIEST_KWITANSI, "date"), "id"), money(f(EARLIEST_KWITANSI, "total_amount"), "IDR", "id")], [EARLIEST_KWITANSI])

# Largest and smallest.
BIGGEST = extreme(on([i for i in INVOICES if f(i, "currency") == "IDR"], "2025"), max)  # gen-043, Emas Wira
add("id", T, "largest", "invoice rupiah paling gede taun ini dari siapa", ["Emas Wira", money(f(BIGGEST, "total_amount"), "IDR", "id")],
    [BIGGEST])
SMALLEST_MEAL = extreme(RESTAURANT, min)
add_amount("en", "smallest restaurant bill?", SMALLEST_MEAL, kind="smallest")
TOP_CONTRACT = extreme([i for i in CONTRACTS if f(i, "contract_value") and (f(i, "currency") or "IDR") == "IDR"
                        and i != "gen-025"], max, "contract_value")  # gen-033, a lease
add("id", T, "largest", "kontrak dgn nilai terbesar yg mana", [money(f(TOP_CONTRACT, "contract_value"), "IDR", "id")], [TOP_CONTRACT])
DEAR_CAFE = extreme(CAFE, max)  # gen-002, Kafe Samudra
add("en", T, "largest", "which cafe receipt was the most expensive", ["Kafe Samudra", money(f(DEAR_CAFE, "total_amount"), "IDR", "en")],
    [DEAR_CAFE])
CHEAP_NET = extreme(INTERNET, min)
add_amount("id", "tagihan internet paling murah brp", CHEAP_NET, kind="smallest")

# Averages.
add_average("id", "rata2 struk resto brp", RESTAURANT)
add_average("en", "average grocery receipt amount", GROCERY)
add_average("id", "rata-rata belanja apotek per struk", PHARMACY)

# Comparisons of periods.
add_compare("id", "belanja resto 2024 vs 2025 gedean mana", on(RESTAURANT, "2024"), on(RESTAURANT, "2025"))
add_compare("en", "did we pay more for water in 2025 or 2024", on(WATER, "2025"), on(WATER, "2024"))
add_compare("id", "bandingin total kafe semester 1 vs semester 2 2025",
            between(CAFE, "2025-01-01", "2025-06-30"), between(CAFE, "2025-07-01", "2025-12-31"))

# Expiring or due before a date: papers that exist on `today`, ending between it and the bound.
SOON = between(CONTRACTS, T, "2026-03-28", "expiry_date")
add("en", T, "expiring", "which contracts expire in the next 4 months", [date(f(i, "expiry_date"), "en") for i in SOON], SOON)
JUNE = on(CONTRACTS, "2026-06", "expiry_date")
add("id", "2026-05-01", "expiring", "kontrak apa aja yg habis bulan juni 2026", [date(f(i, "expiry_date"), "id") for i in JUNE], JUNE)
DUE = [i for i in between(INVOICES + BILLS, "2025-03-20", "2025-04-30", "due_date") if f(i, "date") <= "2025-03-20"]
add("id", "2025-03-20", "due", "ada tagihan yg jatuh tempo sebelum akhir april ga", [date(f(i, "due_date"), "id") for i in DUE], DUE)
NDA_SOON = [i for i in CONTRACTS if f(i, "contract_type") == "nda" and f(i, "expiry_date") < "2028-01-01"]
add("en", "2026-01-10", "expiring", "which ndas run out before 2028", [date(f(i, "expiry_date"), "en") for i in NDA_SOON], NDA_SOON)
LAPSED = [i for i in CONTRACTS if (f(i, "expiry_date") or "9999") < T and f(i, "expiry_date") >= "2025-10-01"]
add("id", T, "expiring", "kontrak yg baru aja lewat masa berlakunya (sejak oktober)", [date(f(i, "expiry_date"), "id") for i in LAPSED],
    LAPSED)

# Who.
add("en", T, "who", "who did we buy the forklift from", ["Sentosa Abadi Kimia"], ["PJB_Forklift_SAK-RNJ"])
add("id", T, "who", "siapa penerima kuasa di surat kuasa pajak", [f("scan-surat-kuasa-pajak-2025", "counterparty")],
    ["scan-surat-kuasa-pajak-2025"])
add("en", T, "who", "who's the lender on the loan agreement", [f("Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan", "primary_party")],
    ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
TOP_USD = extreme([i for i in INVOICES if f(i, "currency") == "USD"], max)  # gen-016
add("id", T, "who", "vendor invoice usd paling besar siapa", ["Granite Logistics"], [TOP_USD])
add("en", T, "who", "who are the parties to the warehouse lease", [f("gen-028", "primary_party"), "Arta Pangan"], ["gen-028"])
add("id", T, "who", "siapa distributornya di perjanjian everbright", ["Dapur Prima Nusantara"],
    ["Distribution_Agreement_Everbright_DPN_2025"])

# Contract clauses, read in the contracts' own text.
# "Either Party may terminate this Agreement by giving sixty (60) days' written notice."
add("id", T, "clause", "brp lama notice utk mutusin kontrak IT hotel samudra", ["60"], ["IT_Services_Agreement_STA-HSI_2025"])
add("en", T, "clause", "governing law of the distributor agreement with intan sentral", [f("gen-029", "governing_law")], ["gen-029"])
# "Atas Pinjaman dikenakan bunga sebesar 1% (satu persen) per bulan"
add("id", T, "clause", "bunga pinjaman cv tunas harapan brp persen", ["1%"], ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
# "PIHAK KEDUA menyerahkan uang jaminan sebesar Rp10.000.000,00"
add("en", T, "clause", "whats the security deposit on the ruko lease", ["10.000.000"], ["Perjanjian_Sewa_Ruko_BSD_C17"])
# "the Client shall pay within thirty (30) days of receipt of a valid invoice"
add("id", T, "clause", "termin pembayaran kontrak IT support brp hari", ["30"], ["IT_Services_Agreement_STA-HSI_2025"])
# "PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih"
add("en", T, "clause", "commission rate in the marketing cooperation agreement w/ mitra kreatif", ["12%"], ["PKS_BRN-MKD_031-2025"])
# "diselesaikan melalui mediasi ... dan selanjutnya melalui Pengadilan Hubungan Industrial pada Pengadilan Negeri Bandung"
add("id", T, "clause", "kalo ada sengketa pkwt dewi diselesaikan di mana", ["Pengadilan Hubungan Industrial"],
    ["PKWT_Dewi_Lestari_Anggraini_2025"])
# "terlambat membayar royalti lebih dari 60 (enam puluh) hari"
add("en", T, "clause", "what happens if the sambal license royalty is paid late", ["60"], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# "Uang muka sebesar 30% (tiga puluh persen) atau Rp55.500.000,00"
add("id", T, "clause", "dp forklift brp", ["55.500.000"], ["PJB_Forklift_SAK-RNJ"])
# "not less than USD 250,000 (two hundred and fifty thousand United States Dollars) in each contract year"
add("en", T, "clause", "minimum annual purchase under the everbright distribution deal", ["250,000"],
    ["Distribution_Agreement_Everbright_DPN_2025"])
# "menanggung biaya risiko sendiri (own risk) sebesar Rp300.000,00 untuk setiap kejadian klaim asuransi"
add("id", T, "clause", "own risk sewa mobil TMR brp per klaim", ["300.000"], ["scan_perjanjian_sewa_kendaraan_TMR"])
# "sengketa({ court: "Pengadilan Negeri Surabaya" })" in the sale's text: "... melalui Pengadilan Negeri Surabaya"
add("en", T, "clause", "which court handles disputes under the forklift sale", ["Pengadilan Negeri Surabaya"], ["PJB_Forklift_SAK-RNJ"])

# Follow-ups: the earlier questions of the conversation in `history`.
add("id", T, "follow-up", "jatuh temponya kapan?", [date(f(LATEST_POWER, "due_date"), "id")], [LATEST_POWER],
    history=["tagihan listrik terakhir brp"])
add("en", T, "follow-up", "which restaurant was that", ["Intan Emas"], [SMALLEST_MEAL], history=["smallest restaurant bill?"])
add_total("id", "totalnya brp semua?", PHARMACY, history=["ada brp struk apotek"])
FIRST_LEASE_END = extreme(LEASES, min, "expiry_date")
add("en", T, "follow-up", "and which one ends first?", [date(f(FIRST_LEASE_END, "expiry_date"), "en")], [FIRST_LEASE_END],
    history=["how many lease agreements do we have"])

# Lists.
add("en", T, "list", "list all the power of attorney letters", [date(f(i, "date"), "en") for i in POWERS], POWERS)
SGD = [i for i in INVOICES if f(i, "currency") == "SGD"]
add("id", "2026-11-28", "list", "daftar invoice dolar singapura dong", [money(f(i, "total_amount"), "SGD", "id") for i in SGD], SGD)
add("en", T, "list", "show me all hardware store receipts", [money(f(i, "total_amount"), "IDR", "en") for i in HARDWARE], HARDWARE)

for x in Q:
    assert x["today"] >= max(f(c, "date") or "" for c in x["cites"]), x["q"]

OLDER = sorted(os.path.basename(p) for p in glob.glob(os.path.join(ROOT, "eval/assistant/judged*.jsonl"))
               if not p.endswith("judged-2026-11-28b.jsonl"))
side = write_question_set(
    Q, "2026-11-28b", salt="blind-2026-11-28b", test_below=154,
    rule="test when the first byte of sha256(salt + ':' + id) < 154 (about 60 %), written with the questions before any was run",
    older_sets=OLDER, follow_ups_may_repeat=True)
print_counts(Q, side)
