"""
The questions of eval/assistant/judged-2026-11-27f.jsonl and their answers (issue 18, ninth set),
written blind to be counted once at the end of a pass that tuned on none of it: its author did
not open the product's question or assistant code nor run the product on it. The phrasings are
invented from how owners and accountants ask (../shared/domain/anchors.md,
../shared/domain/indonesia.md): the question word anywhere or missing, politeness ("tolong",
"boleh minta", "pls"), chat spellings ("brp", "yg", "dr", "udh", "taun", "gmn", "kalo"),
typos, synonyms for spending, counting and ending, relative periods asked on a given day, and
follow-ups. About half is Indonesian.

Answers are computed from the corpus documents' labels with the kinds of paper of
judge-2026-11-26.py (an "invoice" is a seller's invoice, not the faktur pajak that goes with it,
as in judge-2026-11-27b.py; hardware stores as the search sets judge them). The clause answers
were read by hand in the contracts' own text and the sentence each stands in is written beside
it (asserted to hold the fact). Questions naming one document name a generated one or one on the
dev side of eval/splits/berkas.json.

Split with the questions, before any of them was run, by a salted hash: a third dev, two thirds
test (this set is counted at the end, not tuned on). `python3
eval/assistant/judging/judge-2026-11-27f.py` writes the question file; the split file is written
once and then only checked, byte for byte.
"""
import json, os, re

from question_set import print_counts, write_question_set
HERE = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(HERE, "judge-2026-11-26b.py")).read().split('T = "2026-01-15"')[0])

T = "2026-01-15"
Q = []
def q(id, text, lang, kind, expect, cites, today=T, history=None):
    x = dict(id=id, q=text, language=lang, today=today, kind=kind, expect=expect, cites=sorted(cites))
    if history: x["history"] = history
    Q.append(x)
def clause(id, text, lang, expect, cite, source):
    """A clause question: `expect` is stated in `source`, the contract's own words."""
    flat = re.sub(r"\s+", " ", source)
    for fact in expect:
        assert fact.lower() in flat.lower(), (id, fact)
    q(id, text, lang, "clause", expect, [cite])
def vendor(i): return F(i).get("vendor") or ""
def sc(i): return F(i).get("service_charge_amount") or 0
INVOICES = sel(lambda i: typ(i) == "invoice" and i not in FP)
RECEIPTS = sel(lambda i: typ(i) == "receipt")
BILLS = sel(lambda i: typ(i) == "billing statement")
CONTRACTS = sel(lambda i: typ(i) == "contract")
# As eval/search/judging/corpus_labels.py judges them (the older search sets' "struk toko bangunan").
HARD = ["gen-018", "gen-042", "scan-nota-tb-sumber-rejeki-2318"]
def y(p): return lambda i: date(i).startswith(p)
def only(ids, value=date, last=True):
    ranked = sorted(ids, key=value, reverse=last)
    assert len(ranked) == 1 or value(ranked[0]) != value(ranked[1]), ranked[:2]
    return ranked[0]
def total(id, text, lang, among, pred, today=T):
    c = sel(pred, among); assert c
    q(id, text, lang, "total", per_currency(c, amount, lang), c, today)
def count(id, text, lang, among, pred, today=T):
    c = sel(pred, among); assert c
    q(id, text, lang, "count", [str(len(c))], c, today)

# sums, per currency
total("g01", "berapa sih total pengeluaran di apotek selama ini", "id", PHARM, lambda i: True)
total("g02", "total electricity for 2025?", "en", ELEC, y("2025"))
total("g03", "jumlah semua tagihan internet th 2025", "id", NET, y("2025"))
total("g04", "how much did we spend eating at restaurants last year", "en", REST, y("2025"))
total("g05", "total belanja di toko bangunan", "id", HARD, lambda i: True)
total("g06", "invoice dlm mata uang asing totalnya brp, pisahin per mata uang", "id", INVOICES, lambda i: cur(i) != "IDR")
total("g07", "grand total of the invoices we received in 2025, by currency", "en", INVOICES, y("2025"))
total("g08", "pengeluaran buat kopi taun 2024", "id", CAFE, y("2024"))
total("g09", "tolong totalin semua kwitansi yg kita pegang", "id", KWIT, lambda i: True)
total("g10", "what's the total of the bills dated june 2025", "en", BILLS, y("2025-06"))
c = sel(lambda i: date(i).startswith("2025") and F(i).get("tax_type_name") == "PPN", INVOICES)
q("g11", "ppn di invoice thn 2025 total brp", "id", "total", [money(tax(c), "IDR", "id")], c)
c = sel(lambda i: sc(i) > 0, CAFE)
q("g12", "how much service charge have we paid at cafes", "en", "total", [money(sum(sc(i) for i in c), "IDR", "en")], c)
c = sel(lambda i: date(i).startswith("2024") and F(i).get("tax_type_name") == "PB1")
q("g13", "total pb1 yg kita bayar thn 2024", "id", "total", [money(tax(c), "IDR", "id")], c)
total("g14", "all our grocery shopping added up?", "en", GROC, lambda i: True)
# counts
count("g15", "brp struk yg kita punya dr thn 2025", "id", RECEIPTS, y("2025"))
count("g16", "how many faktur pajak have we got", "en", FP, lambda i: True)
count("g17", "jml invoice yg dlm usd", "id", INVOICES, lambda i: cur(i) == "USD")
count("g18", "how many bills came in during 2024", "en", BILLS, y("2024"))
count("g19", "kontrak yg ditandatangani thn 2024 ada brp", "id", CONTRACTS, y("2024"))
count("g20", "number of cafe visits in 2025", "en", CAFE, y("2025"))
count("g21", "brp kali beli obat di apotek thn 2025", "id", PHARM, y("2025"))
count("g22", "how many of our agreements are under singapore law", "en", CONTRACTS, lambda i: F(i).get("governing_law") == "Singapore")
# the newest, oldest, soonest, largest, smallest
c = only(INVOICES); q("g23", "invoice paling baru dari siapa ya", "id", "latest", [vendor(c)], [c], "2026-12-01")
c = only(GROC); q("g24", "when was our most recent grocery run", "en", "latest", [day(date(c), "en")], [c])
c = only(REST, last=False); q("g25", "struk resto paling lama yg ada", "id", "earliest", [vendor(c)], [c])
c = only(CONTRACTS, last=False); q("g26", "oldest contract we signed - what date", "en", "earliest", [day(date(c), "en")], [c])
c = only(CONTRACTS); q("g27", "kontrak terakhir yg kita tandatangani kapan", "id", "latest", [day(date(c), "id")], [c])
c = only(sel(lambda i: exp(i) >= T, CONTRACTS), value=exp, last=False)
q("g28", "which agreement is next to expire", "en", "soonest", [day(exp(c), "en")], [c])
c = only(NET); q("g29", "tagihan internet terakhir brp", "id", "latest", [money(amount(c), "IDR", "id")], [c])
c = only(PHARM, last=False); q("g30", "when was our first pharmacy purchase", "en", "earliest", [day(date(c), "en")], [c])
c = only(KWIT, value=amount); q("g31", "kuitansi paling gede nilainya brp", "id", "largest", [money(amount(c), "IDR", "id")], [c])
c = only(REST, value=amount, last=False); q("g32", "cheapest restaurant bill we have", "en", "smallest", [money(amount(c), "IDR", "en")], [c])
# what falls due, which contracts end
c = sel(lambda i: due(i).startswith("2025-06"), INVOICES)
q("g33", "invoice yg jatuh tempo bulan ini apa aja", "id", "list", [day(due(i), "id") for i in c], c, "2025-06-10")
c = sel(lambda i: due(i).startswith("2025-06"))
q("g34", "anything due next month?", "en", "list", [day(due(i), "en") for i in c], c, "2025-05-20")
c = sel(lambda i: due(i).startswith("2024-12"), BILLS)
q("g35", "what bills were due in december 2024", "en", "list", [day(due(i), "en") for i in c], c)
c = sel(lambda i: exp(i).startswith("2026"), CONTRACTS)
q("g36", "kontrak apa aja yg habis taun ini", "id", "expiry", [day(exp(i), "id") for i in c], c, "2026-02-01")
c = sel(lambda i: T <= exp(i) <= "2026-07-15", CONTRACTS)
q("g37", "contracts ending within the next 6 months", "en", "expiry", [day(exp(i), "en") for i in c], c)
c = sel(lambda i: exp(i).startswith("2025"), CONTRACTS)
q("g38", "kontrak yg udh lewat masa berlakunya di 2025", "id", "expiry", [day(exp(i), "id") for i in c], c)
q("g39", "when does the warehouse lease with arta pangan end", "en", "expiry", [day(exp("gen-028"), "en")], ["gen-028"])
q("g40", "kerjasama perkasa sentral medika berlaku sampe kapan", "id", "expiry", [day(exp("gen-009"), "id")], ["gen-009"])
q("g41", "nda sama sarana logistik prima expirednya kapan", "id", "expiry", [day(exp("scan_perjanjian_kerahasiaan_SLP"), "id")], ["scan_perjanjian_kerahasiaan_SLP"])
# one field of one paper
q("g42", "berapa nilai kontrak sewa ruko bsd", "id", "amount", [money(F("Perjanjian_Sewa_Ruko_BSD_C17")["contract_value"], "IDR", "id")], ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("g43", "amount on the straits marine soa", "en", "amount", [money(amount("SOA-SML-2505-044"), "USD", "en")], ["SOA-SML-2505-044"])
q("g44", "coral supplies invoice kapan jatuh temponya", "id", "due", [day(due("gen-008"), "id")], ["gen-008"])
q("g45", "what's the invoice number on the pioneer systems invoice", "en", "field", [F("gen-011")["document_number"]], ["gen-011"])
q("g46", "no faktur pajak dr mitra kemasan brp", "id", "field", [F("scan-faktur-pajak-mks-april")["document_number"]], ["scan-faktur-pajak-mks-april"])
q("g47", "how much tax is on the digital kreasi invoice", "en", "amount", [money(F("invoice_0087-INV-DKN-III-2025")["tax_amount"], "IDR", "en")], ["invoice_0087-INV-DKN-III-2025"])
q("g48", "siapa pihak peminjam di perjanjian pinjaman dgn hendra wijaya", "id", "party", [F("Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan")["counterparty"]], ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
q("g49", "start date of the it support agreement with hotel samudra", "en", "date", [day(F("IT_Services_Agreement_STA-HSI_2025")["effective_date"], "en")], ["IT_Services_Agreement_STA-HSI_2025"])
q("g50", "kuitansi sewa januari itu dr siapa", "id", "party", [vendor("Kuitansi-Sewa-Januari-2025")], ["Kuitansi-Sewa-Januari-2025"])
q("g51", "catering invoice due date pls", "en", "due", [day(due("tagihan-catering-januari-2025"), "en")], ["tagihan-catering-januari-2025"])
q("g52", "tgl berapa struk kopi senja", "id", "date", [day(date("e-receipt-KS-250614-0231"), "id")], ["e-receipt-KS-250614-0231"])
q("g53", "which country's law governs the everbright distribution agreement", "en", "party", [F("Distribution_Agreement_Everbright_DPN_2025")["governing_law"]], ["Distribution_Agreement_Everbright_DPN_2025"])
q("g54", "tb sumber rejeki totalnya brp", "id", "amount", [money(amount("scan-nota-tb-sumber-rejeki-2318"), "IDR", "id")], ["scan-nota-tb-sumber-rejeki-2318"])
q("g55", "ppn faktur pajak sinar terang logistik brp", "id", "amount", [money(F("Faktur Pajak 04002500204578912")["tax_amount"], "IDR", "id")], ["Faktur Pajak 04002500204578912"])
# clauses, read by hand in the contracts' own text
clause("g56", "sewa gudang arta pangan sebulannya brp", "id", ["4.000.000"], "gen-028",
       "Nilai Perjanjian ini adalah Rp4.000.000,00 (empat juta rupiah) setiap bulan, sehingga untuk seluruh jangka waktu berjumlah Rp96.000.000,00")
clause("g57", "monthly rent for desi siregar's warehouse", "en", ["17.000.000"], "gen-033",
       "Nilai Perjanjian ini adalah Rp17.000.000,00 (tujuh belas juta rupiah) setiap bulan, sehingga untuk seluruh jangka waktu berjumlah Rp612.000.000,00")
clause("g58", "fee bulanan msa lancar merdeka kimia brp", "id", ["5,200"], "gen-025",
       "The fee is USD 5,200.00 per month, a total contract value of USD 31,200.00 for the whole term, invoiced monthly in advance.")
clause("g59", "what does pt intan sentral distribute for pt tunggal", "en", ["solar lamps"], "gen-029",
       "This Agreement governs the distribution of the Principal's solar lamps in the Territory between the Principal and the Distributor.")
clause("g60", "kerjasama perkasa sentral medika pemasarannya di wilayah mana", "id", ["Indonesia bagian timur"], "gen-009",
       "Perjanjian ini mengatur pemasaran bersama produk para pihak di wilayah Indonesia bagian timur antara PIHAK PERTAMA dan PIHAK KEDUA.")
clause("g61", "arif susanti dipekerjakan sbg apa", "id", ["Sales Executive"], "gen-045",
       "This Agreement governs employment as Sales Executive between the Employer and the Employee.")
clause("g62", "hotel samudra it contract: how fast must someone be on site for a critical incident", "en", ["2 hours"], "IT_Services_Agreement_STA-HSI_2025",
       "Critical incidents (front office or payment systems unavailable): response within 30 minutes and on-site attendance within 2 hours.")
clause("g63", "lisensi sambal mbok rasa, keadaan memaksa wajib dilaporin dlm brp hari", "id", ["14 (empat belas) hari"], "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa",
       "Pihak yang mengalami Keadaan Memaksa wajib memberitahukan secara tertulis kepada pihak lainnya selambat-lambatnya 14 (empat belas) hari kalender sejak terjadinya Keadaan Memaksa tersebut")
clause("g64", "if the two versions of the meridian nda differ, which one wins", "en", ["English version shall prevail"], "Mutual_NDA_Meridian_CiptaData_signed",
       "Both versions are equally authentic; in the event of any inconsistency, the English version shall prevail to the extent permitted by law.")
clause("g65", "nomor pendaftaran merek sambal mbok rasa apa", "id", ["IDM001023456"], "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa",
       "PIHAK PERTAMA adalah pemilik merek “SAMBAL MBOK RASA” yang terdaftar pada Direktorat Jenderal Kekayaan Intelektual dengan nomor pendaftaran IDM001023456 untuk kelas 30")
clause("g66", "how long is the arta pangan warehouse lease for", "en", ["24 (dua puluh empat) bulan"], "gen-028",
       "Jangka waktu Perjanjian ini adalah 24 (dua puluh empat) bulan yang dimulai pada tanggal 11 Agustus 2025.")
# vendors by kind
q("g67", "dr toko bangunan mana aja kita pernah belanja", "id", "vendors", [vendor(i) for i in HARD], HARD)
q("g68", "which restaurants have we eaten at", "en", "vendors", [vendor(i) for i in REST], REST)
c = sel(lambda i: cur(i) == "SGD", INVOICES); q("g69", "daftar vendor yg invoicenya pake sgd", "id", "vendors", [vendor(i) for i in c], c)
q("g70", "who supplies our water", "en", "vendors", [vendor(i) for i in WATER], WATER)
# follow-ups
c = sel(y("2025"), PHARM); q("g71", "kalo 2025 gmn", "id", "follow-up", per_currency(c, amount, "id"), c, history=["total belanja apotek 2024"])
c = sel(lambda i: cur(i) == "SGD", INVOICES); q("g72", "and in sgd?", "en", "follow-up", [str(len(c))], c, history=["how many invoices in usd do we have"])
q("g73", "nilainya brp", "id", "follow-up", [money(amount("gen-016"), "USD", "id")], ["gen-016"], history=["kapan invoice granite logistics jatuh tempo"])
c = sel(lambda i: exp(i).startswith("2027"), LEASE)
q("g74", "which of those are leases", "en", "follow-up", [day(exp(i), "en") for i in c], c, history=["list contracts expiring in 2027"])
# two periods
c1, c2 = sel(y("2024"), ELEC), sel(y("2025"), ELEC)
q("g75", "tagihan listrik 2024 vs 2025 gedean mana", "id", "compare-periods", [money(tot(c1), "IDR", "id"), money(tot(c2), "IDR", "id")], c1 + c2)
c1, c2 = sel(y("2024"), REST), sel(y("2025"), REST)
q("g76", "did we spend more at restaurants in 2025 than in 2024", "en", "compare-periods", [money(tot(c1), "IDR", "en"), money(tot(c2), "IDR", "en")], c1 + c2)
c1, c2 = sel(y("2024"), GROC), sel(y("2025"), GROC)
q("g77", "belanja sembako taun ini dibanding taun lalu naik ga", "id", "compare-periods", [money(tot(c1), "IDR", "id"), money(tot(c2), "IDR", "id")], c1 + c2, "2025-12-01")
# nothing to find: the answer says what it looked for
assert not any("samudera jaya abadi" in json.dumps(docs[i]).lower() for i in ALL)
q("g78", "ada kontrak dengan pt samudera jaya abadi?", "id", "not-found", ["samudera jaya abadi"], [])
assert not any(F(i).get("currency") == "EUR" for i in ALL)
q("g79", "how much did we pay in euros", "en", "not-found", ["eur"], [])

side = write_question_set(
    Q, "2026-11-27f", "berkas-assistant-2026-11-27f", 171,
    "sha256(salt + ':' + id), first byte < 171 is test (two thirds)",
    ["judged.jsonl", "judged-2026-11-26.jsonl", "judged-2026-11-26b.jsonl", "judged-2026-11-27.jsonl",
             "judged-2026-11-27b.jsonl", "judged-2026-11-27c.jsonl", "judged-2026-11-27d.jsonl", "judged-2026-11-27e.jsonl"])
if __name__ == "__main__":
    print_counts(Q, side)
