"""The twelfth judged question set (2026-11-28), written blind for issue 18's honest count.

Written without opening the product's question, search or assistant code and without reading
any older judged set's questions; split (salted hash, question_set.py) and committed before any
of it was run. Every expected fact is computed here from the corpus labels
(eval/datasets/berkas/expected.jsonl, eval/search/corpus/expected.jsonl), or, for the clause
questions and the kinds of paper, read in the documents' own text (noted beside each).

Amounts are written as src/contracts/format-money.ts writes them ("IDR 283,745" in English,
"Rp 283.745" in Indonesian, other currencies by their code with cents); amounts quoted from a
contract's clause are judged by their digits alone ("14.000.000"), since a quote keeps the
contract's own "Rp14.000.000,00". Dates are written as the app writes them, Intl's medium date in
the question's language ("Mar 31, 2025", "20 Apr 2025"; src/web/features/documents/document-format.ts).
Correction after the first dev run: the dates had been written "31 March 2025" / "20 April 2025",
a form no answer uses; the facts are the same, only their written form changed, for every question
(test included, its answers unseen).
Each question states the day it is asked on (`today`), so "bln lalu", "this year" and "before the
end of next year" have one meaning.

Run: python3 eval/assistant/judging/judge-2026-11-28.py
"""
import glob, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_papers import (
    ROOT, DOCS, RESTAURANT, CAFE, PHARMACY, GROCERY, HARDWARE, ELECTRICITY, WATER, INTERNET,
    KWITANSI, FAKTUR_PAJAK, INVOICES, RECEIPTS, BILLS, CONTRACTS, LEASES, POWERS, f, money,
    date, total,
)
from question_set import print_counts, write_question_set


def year(docs, y, field="date"):
    return [i for i in docs if (f(i, field) or "").startswith(str(y))]



Q = []


def add(lang, today, kind, q, expect, cites, history=()):
    Q.append({"id": f"t{len(Q) + 1:02d}", "q": q, "language": lang, "today": today, "kind": kind,
              "expect": list(expect), "cites": sorted(cites), "history": list(history)})


def add_total(lang, today, q, docs, field="total_amount", history=()):
    amount, currency = total(docs, field)
    add(lang, today, "total", q, [money(amount, currency, lang)], docs, history)


def add_amount(lang, today, q, doc, field="total_amount", kind="amount", history=()):
    add(lang, today, kind, q, [money(f(doc, field), f(doc, "currency"), lang)], [doc], history)


def add_average(lang, today, q, docs):
    amount, currency = total(docs)
    add(lang, today, "average", q, [money(amount / len(docs), currency, lang)], docs)


T = "2025-11-28"  # the day most questions are asked on
# A vendor as an answer names it: its distinctive words, without "PT", "Pte. Ltd." or "TB." (the
# letter case is no fact: run.ts compares lower case).
SHORT = {"gen-008": "Coral Supplies", "gen-016": "Granite Logistics", "INV_2025_0931_Sinar_Terang": "Sinar Terang Logistik",
         "SOA-SML-2505-044": "Straits Marine Logistics", "Tagihan_Internet_Mei2025_1200458821": "Jaringan Data Nusantara",
         "Tagihan_SC_Utilitas_Juni_2025_Unit_12-03": "Graha Perkantoran Mandiri", "gen-043": "Emas Wira", "gen-020": "Daya Mulia Bangun",
         "gen-014": "Daya Cahaya Cemerlang", "gen-005": "Mekar Prima", "faktur-pajak-GNS-juni-2023": "Graha Niaga Sentosa",
         "gen-040": "Kopi Setia Citra"}

# Totals per currency over a period or a kind of paper.
add_total("en", T, "how much did we spend at restaurants last year", year(RESTAURANT, 2024))
add_total("id", T, "total makan di resto thn 2025 brp", year(RESTAURANT, 2025))
add_total("id", T, "brp total pengeluaran apotek semuanya", PHARMACY)
add_total("en", T, "total spent on coffee shops in 2025?", year(CAFE, 2025))
add_total("en", T, "usd invoices total, all time", [i for i in INVOICES if f(i, "currency") == "USD"])
add_total("id", "2026-10-01", "jumlah invoice dalam SGD tahun ini berapa", [i for i in year(INVOICES, 2026) if f(i, "currency") == "SGD"])
add_total("en", T, "sum of all our electricity bills", ELECTRICITY)
add_total("id", T, "total tagihan internet thn 2025", year(INTERNET, 2025))
add_total("en", T, "how much did we pay on kwitansi in 2024", year(KWITANSI, 2024))
add_total("id", T, "total ppn dr semua faktur pajak thn ini", year(FAKTUR_PAJAK, 2025), "tax_amount")
add_total("en", T, "total VAT on the tax invoices (faktur pajak) from 2024", year(FAKTUR_PAJAK, 2024), "tax_amount")
add_total("id", T, "service charge total dr semua struk cafe", CAFE, "service_charge_amount")
add_total("en", T, "how much PB1 did we pay at restaurants in 2025", year(RESTAURANT, 2025), "tax_amount")
add_total("id", T, "total belanja grosir & minimarket taun lalu", year(GROCERY, 2024))
# "last month" over receipts: June 2025 asked on 10 July 2025; March 2025 asked on 10 April.
add_total("en", "2025-07-10", "what did we spend last month in total on receipts", [i for i in RECEIPTS if f(i, "date").startswith("2025-06")])
add_total("id", "2025-04-10", "brp total struk bln lalu", [i for i in RECEIPTS if f(i, "date").startswith("2025-03")])

# How much did we pay X: one paper's total.
add_amount("en", T, "how much did we pay kopi senja", "e-receipt-KS-250614-0231")
add_amount("id", T, "brp bayar ke bengkel karya motor", "nota-servis-KM-2407-0155")
add_amount("en", T, "what did the jimbaran seafood dinner cost", "IMG_3921")
add_amount("id", T, "tagihan PT Emas Wira brp", "gen-043")
add_amount("en", T, "amount on the granite logistics invoice", "gen-016")
add_amount("id", T, "berapa yg kita bayar ke percetakan cahaya abadi", "IMG_20240521_163010")
add_amount("en", T, "how much was the coral supplies invoice", "gen-008")
add_amount("id", T, "sewa kantor januari 2025 bayar brp", "Kuitansi-Sewa-Januari-2025")


def add_count(lang, today, q, docs):
    add(lang, today, "count", q, [str(len(docs))], docs)


add_count("en", T, "how many apotek receipts have we got", PHARMACY)
add_count("id", T, "ada brp kwitansi di thn 2025", year(KWITANSI, 2025))
add_count("en", "2026-10-01", "how many faktur pajak do we have from this year", year(FAKTUR_PAJAK, 2026))
add_count("id", T, "jumlah kontrak yg pake hukum singapura", [i for i in CONTRACTS if f(i, "governing_law") == "Singapore"])
add_count("en", T, "how many invoices in SGD", [i for i in INVOICES if f(i, "currency") == "SGD"])
add_count("id", T, "brp kali kita ngopi di kafe tahun 2024", year(CAFE, 2024))
add_count("en", T, "how many water bills are there", WATER)
add_count("id", T, "brp banyak perjanjian sewa yg kita punya", LEASES)

# Due and expiry dates, and comparisons with a date.
add("en", T, "due", "when is the brightline cloud invoice due", [date(f("Invoice-INV-3321", "due_date"), "en")], ["Invoice-INV-3321"])
add("id", T, "due", "jatuh tempo tagihan air maret 2025 kapan", [date(f("rekening-air-maret-2025", "due_date"), "id")], ["rekening-air-maret-2025"])
ENDING = [i for i in CONTRACTS if "2025-06-10" <= (f(i, "expiry_date") or "") <= "2025-12-31"]
add("id", "2025-06-10", "expiry", "dokumen legal yg masa berlakunya habis sebelum akhir thn ini apa aja", [date(f(i, "expiry_date"), "id") for i in ENDING], ENDING)
add("en", T, "expiry", "does the NDA with meridian expire before 2028?", [date(f("Mutual_NDA_Meridian_CiptaData_signed", "expiry_date"), "en")], ["Mutual_NDA_Meridian_CiptaData_signed"])
add("id", T, "expiry", "perjanjian lisensi merek sambal berakhir kapan", [date(f("Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa", "expiry_date"), "id")], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
DUE_SEPT = [i for i in INVOICES if (f(i, "due_date") or "").startswith("2025-09")]
add("en", "2025-09-01", "due", "which invoices are due this month", [SHORT[i] for i in DUE_SEPT], DUE_SEPT)
# "tagihan" is an invoice or a bill (a billing statement); faktur pajak carry no due date.
DUE_JUNE = [i for i, d in DOCS.items() if d["type"] in ("invoice", "billing statement") and (d["fields"].get("due_date") or "").startswith("2025-06")]
add("id", "2025-06-05", "due", "tagihan apa aja yg jatuh tempo bulan ini", [SHORT[i] for i in DUE_JUNE], DUE_JUNE)
add("en", T, "expiry", "when does dewi's contract end", [date(f("PKWT_Dewi_Lestari_Anggraini_2025", "expiry_date"), "en")], ["PKWT_Dewi_Lestari_Anggraini_2025"])
add("id", T, "expiry", "sewa ruko BSD masih berlaku sampai kapan", [date(f("Perjanjian_Sewa_Ruko_BSD_C17", "expiry_date"), "id")], ["Perjanjian_Sewa_Ruko_BSD_C17"])
LOAN = "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"
add("en", T, "expiry", "the loan agreement with hendra wijaya, when's it due to end", [date(f(LOAN, "expiry_date"), "en")], [LOAN])

# One field of one paper.
add_amount("en", T, "what's the tax on the sumber makmur abadi invoice", "INV-SMA-2024-10-0153", "tax_amount", "field")
add_amount("id", T, "service charge di struk jimbaran brp", "IMG_3921", "service_charge_amount", "field")
add("en", T, "field", "invoice number of the catering bill from dapur ibu sari", [f("tagihan-catering-januari-2025", "document_number")], ["tagihan-catering-januari-2025"])
add("id", T, "field", "NPWP penjual di faktur KTM-25-0042 apa", [f("Faktur_KTM-25-0042", "seller_npwp")], ["Faktur_KTM-25-0042"])
add_amount("en", T, "what discount did we get on the digital kreasi nusantara invoice", "invoice_0087-INV-DKN-III-2025", "discount", "field")
add_amount("id", T, "ppn di tagihan internet mei 2025 brp", "Tagihan_Internet_Mei2025_1200458821", "tax_amount", "field")
add_amount("en", T, "gst on the pioneer systems invoice?", "gen-011", "tax_amount", "field")
add("id", T, "field", "nomor faktur pajak dari PT Sinar Terang Logistik", [f("Faktur Pajak 04002500204578912", "faktur_pajak_number")], ["Faktur Pajak 04002500204578912"])
add_amount("id", T, "PB1 di nota sate kambing pak darmo brp", "IMG-20240907-WA0012", "tax_amount", "field")

# Who / which vendor or party.
add("en", T, "who", "which hardware store did we buy from in january 2025", ["Sumber Rejeki"], ["scan-nota-tb-sumber-rejeki-2318"])
add("id", T, "who", "kwitansi 6,4 juta itu dari siapa", [f("gen-044", "vendor")], ["gen-044"])  # Rp 6.475.000
RUPIAH_2025 = [i for i in year(INVOICES, 2025) if f(i, "currency") == "IDR"]
BIGGEST = max(RUPIAH_2025, key=lambda i: f(i, "total_amount"))
add("en", T, "largest", "which supplier had our biggest rupiah invoice in 2025", [SHORT[BIGGEST], money(f(BIGGEST, "total_amount"), "IDR", "en")], [BIGGEST])
add("id", T, "who", "siapa pihak kedua di perjanjian kerahasiaan SLP", [f("scan_perjanjian_kerahasiaan_SLP", "counterparty")], ["scan_perjanjian_kerahasiaan_SLP"])
add("en", T, "who", "who is the distributor in the everbright agreement", [f("Distribution_Agreement_Everbright_DPN_2025", "counterparty")], ["Distribution_Agreement_Everbright_DPN_2025"])
add("id", T, "who", "tagihan listrik nov 2024 dari perusahaan apa", [SHORT["gen-020"]], ["gen-020"])

# Averages.
add_average("en", T, "average pharmacy receipt", PHARMACY)
add_average("id", T, "rata2 sekali ngopi di kafe thn 2025 hbs brp", year(CAFE, 2025))
add_average("en", T, "avg restaurant bill in 2025", year(RESTAURANT, 2025))
add_average("id", T, "rata rata kwitansi 2024 berapa", year(KWITANSI, 2024))

# Largest and smallest.
SMALLEST = min(RECEIPTS, key=lambda i: f(i, "total_amount"))
add("en", T, "smallest", "smallest receipt we have", [SHORT[SMALLEST], money(f(SMALLEST, "total_amount"), "IDR", "en")], [SMALLEST])
DEAREST = max(ELECTRICITY, key=lambda i: f(i, "total_amount"))
add("id", T, "largest", "tagihan listrik paling mahal yg mana", [SHORT[DEAREST], money(f(DEAREST, "total_amount"), "IDR", "id")], [DEAREST])
# gen-021's value has no currency in its label; the contract writes Rp396.000.000,00.
VALUED_2025 = [i for i in year(CONTRACTS, 2025) if f(i, "contract_value") and (f(i, "currency") or "IDR") == "IDR" and i != "gen-025"]
TOP = max(VALUED_2025, key=lambda i: f(i, "contract_value"))
add("en", T, "largest", "largest contract value we signed in 2025", [money(f(TOP, "contract_value"), "IDR", "en")], [TOP])
CHEAPEST = min(PHARMACY, key=lambda i: f(i, "total_amount"))
add("id", T, "smallest", "struk apotek paling murah", [SHORT[CHEAPEST], money(f(CHEAPEST, "total_amount"), "IDR", "id")], [CHEAPEST])
TOP_PPN = max(FAKTUR_PAJAK, key=lambda i: f(i, "tax_amount"))
add("en", T, "largest", "which faktur pajak has the highest ppn", [SHORT[TOP_PPN], money(f(TOP_PPN, "tax_amount"), "IDR", "en")], [TOP_PPN])

# Follow-ups: the earlier questions of the conversation in `history`.
add_total("id", T, "kalo thn 2024?", year(INTERNET, 2024), history=["total tagihan internet thn 2025"])
add_total("en", T, "and this year?", year(RESTAURANT, 2025), history=["how much did we spend at restaurants last year"])
add_amount("id", T, "yg dari toko bangunan permata dharma?", "gen-042", history=["brp bayar ke bengkel karya motor"])
add_total("en", T, "and how much in total?", PHARMACY, history=["how many apotek receipts have we got"])
add_total("id", "2026-10-01", "kalau yg USD?", [i for i in year(INVOICES, 2026) if f(i, "currency") == "USD"], history=["jumlah invoice dalam SGD tahun ini berapa"])
add("en", T, "due", "and the straits marine one?", [date(f("SOA-SML-2505-044", "due_date"), "en")], ["SOA-SML-2505-044"], history=["when is the brightline cloud invoice due"])
add_amount("id", T, "jumlahnya brp?", "gen-020", history=["tagihan listrik nov 2024 dari perusahaan apa"])

# A few clause facts, read in the contracts' text (the line is quoted beside each).
# "bunga sebesar 1% (satu persen) per bulan"
add("id", T, "clause", "bunga pinjaman ke CV tunas harapan brp persen", ["1%"], [LOAN])
# "angsuran setiap tanggal 1 (satu) setiap bulan sebesar Rp14.000.000,00"
add("id", T, "clause", "angsuran per bulan pinjaman hendra wijaya brp", ["14.000.000"], [LOAN])
# "Either Party may terminate this Agreement by giving sixty (60) days' written notice."
add("en", T, "clause", "notice period to terminate the IT services agreement with solusi teknologi andalan", ["60"], ["IT_Services_Agreement_STA-HSI_2025"])
# "The Client shall pay a monthly fee of IDR 9,500,000"
add("en", T, "clause", "monthly fee under the hotel samudra IT support contract", ["9,500,000"], ["IT_Services_Agreement_STA-HSI_2025"])
# "PIHAK KEDUA menyerahkan uang jaminan sebesar Rp10.000.000,00"
add("id", T, "clause", "uang jaminan sewa ruko bsd brp", ["10.000.000"], ["Perjanjian_Sewa_Ruko_BSD_C17"])
# "The obligations of confidentiality shall survive ... for a further two (2) years."
add("en", T, "clause", "how long does confidentiality last after the meridian nda ends", ["2"], ["Mutual_NDA_Meridian_CiptaData_signed"])
# "PIHAK KEDUA menerima upah pokok sebesar Rp4.800.000,00 (...) per bulan"
add("id", T, "clause", "gaji pokok dewi lestari sebulan brp", ["4.800.000"], ["PKWT_Dewi_Lestari_Anggraini_2025"])

for x in Q:
    assert all(c in DOCS for c in x["cites"]), x
    assert x["cites"], x
    if not x["history"]:
        del x["history"]

OLDER = sorted(os.path.basename(p) for p in glob.glob(os.path.join(ROOT, "eval/assistant/judged*.jsonl"))
               if not p.endswith("judged-2026-11-28.jsonl"))
side = write_question_set(
    Q, "2026-11-28", salt="blind-2026-11-28", test_below=154,
    rule="test when the first byte of sha256(salt + ':' + id) < 154 (about 60 %), written with the questions before any was run",
    older_sets=OLDER, follow_ups_may_repeat=True)
print_counts(Q, side)
