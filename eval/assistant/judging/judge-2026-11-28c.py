"""The fourteenth judged question set (2026-11-28c), written blind for issue 18's honest count.

Written without opening the product's code (src/**) and without reading any older judged set's
questions or queries; split (salted hash, question_set.py) and committed before any of it was
run. Every expected fact is computed here from the corpus labels (eval/datasets/berkas/
expected.jsonl, eval/search/corpus/expected.jsonl) through corpus_papers.py, whose kinds of shop,
bill and paper were read in the documents' own text; the clause facts were read in the contracts'
text (eval/datasets/berkas/contracts.ts), the line quoted beside each.

Forms as corpus_papers.py gives them: amounts as the app writes money ("IDR 283,745" in English,
"Rp 283.745" in Indonesian, other currencies by their code with cents), dates as Intl's medium
date in the question's language ("Mar 31, 2025", "20 Apr 2025"). An amount quoted from an
Indonesian contract's clause is judged by its digits as the clause writes them ("4.800.000"), an
English contract's as it writes them ("9,500,000"); a count or a clause's number of days by its
digits alone, its cited papers carrying the rest. An NPWP or a number is written as labelled.
Each question states the day it is asked on (`today`), so "bln lalu", "taun ini" and "the next
4 months" have one meaning.

Run: python3 eval/assistant/judging/judge-2026-11-28c.py
"""
import glob, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_papers import (
    ROOT, DOCS, RESTAURANT, CAFE, PHARMACY, GROCERY, HARDWARE, ELECTRICITY, WATER, INTERNET,
    KWITANSI, FAKTUR_PAJAK, INVOICES, RECEIPTS, BILLS, CONTRACTS, LEASES, POWERS, f, money,
    date, total,
)
from question_set import print_counts, write_question_set

TODAY = "2025-11-27"
QUESTIONS = []


def on(docs, prefix, field="date"):
    return [i for i in docs if (f(i, field) or "").startswith(prefix)]


def between(docs, low, high, field="date"):
    return [i for i in docs if low <= (f(i, field) or "") <= high]


def ask(q, lang, kind, expect, cites, today=TODAY, history=()):
    assert expect and all(expect), q
    for i in cites: assert i in DOCS, i
    QUESTIONS.append(dict(id=f"28c-{len(QUESTIONS) + 1:02d}", q=q, language=lang, today=today, kind=kind,
                          expect=list(expect), cites=sorted(cites), history=list(history)))


def sum_of(docs, lang, field="total_amount"):
    amount, currency = total(docs, field)
    return money(amount, currency, lang)


def mean_of(docs, lang):
    amount, currency = total(docs)
    return money(amount / len(docs), currency, lang)


def one(docs):
    assert len(docs) == 1, docs
    return docs[0]


def by(docs, field, pick):
    best = pick(docs, key=lambda i: f(i, field))
    assert sum(1 for i in docs if f(i, field) == f(best, field)) == 1, docs
    return best


def named(vendor):
    return one([i for i in DOCS if (f(i, "vendor") or "").lower() == vendor.lower() and i not in FAKTUR_PAJAK])


EMPLOYMENT = [i for i in CONTRACTS if f(i, "contract_type") == "employment"]
NDAS = [i for i in CONTRACTS if f(i, "contract_type") == "nda"]

# ---- Indonesian -------------------------------------------------------------------------------
x = on(RESTAURANT, "2025"); ask("brp total struk resto taun ini", "id", "total", [sum_of(x, "id")], x)
x = on(INTERNET, "2025"); ask("total tagihan internet 2025 brp ya", "id", "total", [sum_of(x, "id")], x)
x = on(INVOICES, "2025-05"); ask("jumlah semua invoice bln mei 2025", "id", "total", [sum_of(x, "id")], x)
x = on(FAKTUR_PAJAK, "2025"); ask("total ppn dr faktur pajak thn 2025", "id", "total", [sum_of(x, "id", "tax_amount")], x)
x = on(KWITANSI, "2024"); ask("total kwitansi 2024 brp", "id", "total", [sum_of(x, "id")], x)
ask("pengeluaran apotek semuanya brp", "id", "total", [sum_of(PHARMACY, "id")], PHARMACY)
x = [i for i in INVOICES if f(i, "currency") == "SGD"]; ask("total invoice sgd", "id", "total", [sum_of(x, "id")], x)
x = on(ELECTRICITY, "2024"); ask("total tagihan listrik taun lalu", "id", "total", [sum_of(x, "id")], x, today="2025-03-01")
# The bill for March is dated in April ("REKENING AIR ... MARET 2025" in its file name and heading).
x = "rekening-air-maret-2025"; ask("tagihan pdam maret 2025 brp", "id", "amount", [money(f(x, "total_amount"), "IDR", "id")], [x])
x = named("Sate Kambing Pak Darmo"); ask("brp bayar di sate kambing pak darmo", "id", "amount", [money(f(x, "total_amount"), "IDR", "id")], [x])
x = named("UD Berkah Jaya"); ask("invoice dr ud berkah jaya brp totalnya", "id", "amount", [money(f(x, "total_amount"), "IDR", "id")], [x])
x = named("PT Digital Kreasi Nusantara"); ask("kpn jatuh tempo invoice digital kreasi nusantara", "id", "field", [date(f(x, "due_date"), "id")], [x])
x = "scan-faktur-pajak-mks-april"; ask("no faktur pajak yg dr mitra kemasan apa", "id", "field", [f(x, "faktur_pajak_number")], [x])
x = named("PT Ruang Kerja Bersama"); ask("npwp pt ruang kerja bersama brp ya", "id", "field", [f(x, "seller_npwp")], [x])
x = named("PT Selular Prima Nusantara"); ask("brp ppn di tagihan hp selular prima okt 2024", "id", "field", [money(f(x, "tax_amount"), "IDR", "id")], [x])
x = named("Kopi Senja"); ask("service charge kopi senja brp", "id", "field", [money(f(x, "service_charge_amount"), "IDR", "id")], [x])
x = named("Bengkel Karya Motor"); ask("diskon di bengkel karya motor dapet brp", "id", "field", [money(f(x, "discount"), "IDR", "id")], [x])
ask("ada brp kontrak sewa", "id", "count", [str(len(LEASES))], LEASES)
x = on(RESTAURANT, "2024"); ask("brp struk rumah makan thn 2024", "id", "count", [str(len(x))], x)
x = by(INTERNET, "date", max); ask("tagihan internet paling baru yg mana", "id", "latest", [f(x, "vendor"), money(f(x, "total_amount"), "IDR", "id")], [x])
x = by(FAKTUR_PAJAK, "date", min); ask("faktur pajak paling lama tgl brp", "id", "latest", [date(f(x, "date"), "id")], [x])
x = by(PHARMACY, "total_amount", max); ask("struk apotek paling mahal", "id", "largest", [f(x, "vendor"), money(f(x, "total_amount"), "IDR", "id")], [x])
x = by(KWITANSI, "total_amount", min); ask("kwitansi paling kecil brp", "id", "largest", [money(f(x, "total_amount"), "IDR", "id")], [x])
ask("rata2 tagihan listrik brp", "id", "average", [mean_of(ELECTRICITY, "id")], ELECTRICITY)
a, b = on(CAFE, "2024"), on(CAFE, "2025")
ask("pengeluaran kafe 2024 vs 2025", "id", "compare", [sum_of(a, "id"), sum_of(b, "id")], a + b)
x = between(CONTRACTS, "2025-11-27", "2026-02-27", "expiry_date")
ask("kontrak yg abis dlm 3 bln ke depan", "id", "due", [date(f(i, "expiry_date"), "id") for i in x], x)
# "tagihan" is any paper that asks to be paid: bills and invoices alike.
x = [i for i in DOCS if "2025-06-05" <= (f(i, "due_date") or "") < "2025-06-20"]
ask("tagihan yg jatuh tempo sblm 20 juni", "id", "due", [date(f(i, "due_date"), "id") for i in x], x, today="2025-06-05")
x = "Perjanjian_Sewa_Ruko_BSD_C17"; ask("siapa penyewa ruko bsd", "id", "who", [f(x, "counterparty")], [x])
x = "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"; ask("yg minjemin duit ke cv tunas harapan siapa", "id", "who", [f(x, "primary_party")], [x])
x = "scan-surat-kuasa-pajak-2025"; ask("penerima kuasa di surat kuasa pajak siapa", "id", "who", [f(x, "counterparty")], [x])
ask("daftar kontrak kerja karyawan", "id", "list", [f(i, "counterparty") for i in EMPLOYMENT], EMPLOYMENT)
x = by(on(ELECTRICITY, "2024"), "total_amount", max)
ask("yg paling gede yg mana", "id", "largest", [money(f(x, "total_amount"), "IDR", "id")], [x], today="2025-03-01",
    history=["total tagihan listrik taun lalu"])
x = named("UD Berkah Jaya"); ask("jatuh temponya kpn", "id", "field", [date(f(x, "due_date"), "id")], [x],
                                  history=["invoice dr ud berkah jaya brp totalnya"])
# Clauses, each fact as the contract's text writes it.
# "PIHAK KEDUA menerima upah pokok sebesar Rp4.800.000,00 (...) per bulan dan tunjangan transportasi sebesar Rp600.000,00 (...) per bulan."
ask("gaji pokok dewi di pkwt brp", "id", "clause", ["4.800.000"], ["PKWT_Dewi_Lestari_Anggraini_2025"])
ask("tunjangan transport dewi lestari brp sebulan", "id", "clause", ["600.000"], ["PKWT_Dewi_Lestari_Anggraini_2025"])
# "PENJUAL memberikan garansi mesin dan transmisi selama 3 (tiga) bulan sejak tanggal serah terima."
ask("garansi forklift brp lama", "id", "clause", ["3"], ["PJB_Forklift_SAK-RNJ"])
# "PIHAK KEDUA membayar angsuran setiap tanggal 1 (satu) setiap bulan sebesar Rp14.000.000,00 (...)"
ask("cicilan pinjaman cv tunas harapan per bln brp", "id", "clause", ["14.000.000"], ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
# "Harga sewa sebesar Rp9.000.000,00 (...) per unit per bulan, sehingga untuk 3 (tiga) unit selama 6 (enam) bulan ..."
per_unit = f("scan_perjanjian_sewa_kendaraan_TMR", "contract_value") / 18
assert per_unit == 9_000_000
ask("harga sewa mobil per unit per bln brp", "id", "clause", ["9.000.000"], ["scan_perjanjian_sewa_kendaraan_TMR"])
# "Royalti dibayar di muka setiap tahun paling lambat tanggal 10 Oktober melalui transfer ke rekening PIHAK PERTAMA."
ask("royalti merek sambal hrs dibayar tiap tgl brp", "id", "clause", ["10 Oktober"], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# sengketa({ court: "Pengadilan Negeri Palembang" }) in the vehicle lease
ask("kalo ada sengketa sewa kendaraan diselesaikan di pengadilan mana", "id", "clause", ["Pengadilan Negeri Palembang"], ["scan_perjanjian_sewa_kendaraan_TMR"])

# ---- English ----------------------------------------------------------------------------------
x = on(CAFE, "2025"); ask("total spent at cafes in 2025", "en", "total", [sum_of(x, "en")], x)
ask("how much did we pay for water bills overall", "en", "total", [sum_of(WATER, "en")], WATER)
x = [i for i in on(INVOICES, "2025") if f(i, "currency") == "USD"]; ask("sum of usd invoices in 2025", "en", "total", [sum_of(x, "en")], x)
x = on(GROCERY, "2024"); ask("grocery spend last year", "en", "total", [sum_of(x, "en")], x)
x = on(RESTAURANT, "2025"); ask("total tax on restaurant receipts 2025", "en", "total", [sum_of(x, "en", "tax_amount")], x)
ask("what did hardware stores cost us in total", "en", "total", [sum_of(HARDWARE, "en")], HARDWARE)
x = [i for i in between(INVOICES, "2025-01-01", "2025-03-31") if f(i, "currency") == "IDR"]
ask("total invoices q1 2025 in rupiah", "en", "total", [sum_of(x, "en")], x)
x = named("Jimbaran Bay Seafood Grill"); ask("how much was the seafood dinner at jimbaran", "en", "amount", [money(f(x, "total_amount"), "IDR", "en")], [x])
x = named("CV Dapur Ibu Sari"); ask("amount on the dapur ibu sari catering bill", "en", "amount", [money(f(x, "total_amount"), "IDR", "en")], [x])
x = named("Straits Marine Logistics Pte. Ltd."); ask("whats the total on the straits marine statement", "en", "amount", [money(f(x, "total_amount"), "USD", "en")], [x])
x = named("Harbor Software LLC"); ask("harbor software invoice amount?", "en", "amount", [money(f(x, "total_amount"), "USD", "en")], [x])
x = named("PT Awan Komputasi Indonesia"); ask("when is the awan komputasi statement due", "en", "field", [date(f(x, "due_date"), "en")], [x])
x = named("Brightline Cloud, Inc."); ask("invoice no. on the brightline cloud invoice", "en", "field", [f(x, "document_number")], [x])
x = named("Pioneer Systems Pte. Ltd."); ask("how much gst did pioneer systems charge", "en", "field", [money(f(x, "tax_amount"), "SGD", "en")], [x])
x = named("PT Media Cetak Prima"); ask("discount on the media cetak prima invoice", "en", "field", [money(f(x, "discount"), "IDR", "en")], [x])
x = named("PT Cahaya Elektrik Persada"); ask("buyer npwp on the cahaya elektrik invoice", "en", "field", [f(x, "buyer_npwp")], [x])
x = on(FAKTUR_PAJAK, "2024"); ask("how many faktur pajak do we have from 2024", "en", "count", [str(len(x))], x)
ask("number of pharmacy receipts", "en", "count", [str(len(PHARMACY))], PHARMACY)
x = [i for i in CONTRACTS if f(i, "governing_law") == "Singapore"]; ask("how many contracts under singapore law", "en", "count", [str(len(x))], x)
x = by(RESTAURANT, "date", max); ask("most recent restaurant receipt?", "en", "latest", [f(x, "vendor"), money(f(x, "total_amount"), "IDR", "en")], [x])
x = by(INVOICES, "date", min); ask("oldest invoice we have", "en", "latest", [f(x, "vendor"), date(f(x, "date"), "en")], [x])
x = by([i for i in INVOICES if f(i, "currency") == "SGD"], "total_amount", max)
ask("biggest invoice in sgd", "en", "largest", [money(f(x, "total_amount"), "SGD", "en")], [x])
sgd_biggest = x
x = by(GROCERY, "total_amount", min); ask("cheapest grocery receipt", "en", "largest", [f(x, "vendor"), money(f(x, "total_amount"), "IDR", "en")], [x])
ask("avg restaurant bill", "en", "average", [mean_of(RESTAURANT, "en")], RESTAURANT)
a, b = on(INTERNET, "2024"), on(INTERNET, "2025")
ask("internet bills 2024 vs 2025", "en", "compare", [sum_of(a, "en"), sum_of(b, "en")], a + b)
a, b = between(RESTAURANT, "2025-01-01", "2025-06-30"), between(RESTAURANT, "2025-07-01", "2025-12-31")
ask("did we spend more on restaurants in h1 or h2 2025?", "en", "compare", [sum_of(a, "en"), sum_of(b, "en")], a + b)
x = on(INVOICES, "2025-04", "due_date"); ask("which invoices were due in april 2025", "en", "due", [f(i, "vendor") for i in x], x)
x = between(CONTRACTS, "2025-11-27", "2026-03-27", "expiry_date")
ask("contracts expiring in the next 4 months", "en", "due", [date(f(i, "expiry_date"), "en") for i in x], x)
x = "PJB_Forklift_SAK-RNJ"; ask("who's the seller on the forklift deal", "en", "who", [f(x, "primary_party")], [x])
x = "scan_perjanjian_kerahasiaan_SLP"; ask("who signed the nda with pt sarana logistik prima", "en", "who", [f(x, "counterparty")], [x])
x = "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"; ask("who is the licensee of the sambal trademark", "en", "who", [f(x, "counterparty")], [x])
ask("list all ndas", "en", "list", ["Meridian", "Sarana Logistik Prima"], NDAS)
x = sgd_biggest; ask("and when's it due", "en", "field", [date(f(x, "due_date"), "en")], [x], history=["biggest invoice in sgd"])
x = on(CAFE, "2024"); ask("what about 2024", "en", "total", [sum_of(x, "en")], x, history=["total spent at cafes in 2025"])
# Clauses.
# "Payment shall be made in United States Dollars by telegraphic transfer within sixty (60) days of the bill of lading date."
ask("how many days after bill of lading do we have to pay everbright", "en", "clause", ["60"], ["Distribution_Agreement_Everbright_DPN_2025"])
# "... a service credit of 5% of the monthly fee for each missed critical incident, capped at 25%."
ask("service credit cap in the IT support agreement w/ hotel samudra", "en", "clause", ["25%"], ["IT_Services_Agreement_STA-HSI_2025"])
# "The Client shall pay a monthly fee of IDR 9,500,000 (...) giving a total Contract Value of IDR 114,000,000 ..."
monthly = f("IT_Services_Agreement_STA-HSI_2025", "contract_value") / 12
assert monthly == 9_500_000
ask("monthly fee for the hotel it support contract", "en", "clause", ["9,500,000"], ["IT_Services_Agreement_STA-HSI_2025"])
# "The obligations of confidentiality shall survive the expiry or termination of this Agreement for a further two (2) years."
ask("meridian nda - how many yrs does confidentiality last after it ends", "en", "clause", ["2"], ["Mutual_NDA_Meridian_CiptaData_signed"])
# "... finally resolved by arbitration administered by the Singapore International Arbitration Centre (SIAC) ..."
ask("where would a dispute under the meridian nda be arbitrated", "en", "clause", ["SIAC"], ["Mutual_NDA_Meridian_CiptaData_signed"])
# "Apabila PIHAK KEDUA terlambat membayar angsuran lebih dari 2 (dua) bulan berturut-turut, PIHAK PERTAMA berhak menagih seketika seluruh sisa Pinjaman ..."
ask("how many missed installments before hendra can call the whole loan", "en", "clause", ["2"], ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
# kahar(7) in the forklift sale: "... selambat-lambatnya 7 (tujuh) hari kalender sejak terjadinya Keadaan Kahar ..."
ask("force majeure notice period in the forklift purchase agreement", "en", "clause", ["7"], ["PJB_Forklift_SAK-RNJ"])

older = sorted(os.path.basename(p) for p in glob.glob(os.path.join(ROOT, "eval/assistant/judged*.jsonl")) if "2026-11-28c" not in p)
side = write_question_set(
    QUESTIONS, "2026-11-28c", "blind-2026-11-28c", 154,
    "test when the first byte of sha256('blind-2026-11-28c:' + id) is below 154 (about 60 %)",
    older, follow_ups_may_repeat=True, out=os.environ.get("JUDGE_OUT"))
print_counts(QUESTIONS, side)
