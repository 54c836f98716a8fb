"""
The questions of eval/assistant/judged-2026-11-27g.jsonl and their answers (issue 18, tenth set),
written blind: its author did not open the product's question, search or assistant code, nor any
older set's questions, nor ran the product on it before its split was committed. The phrasings
are invented from how owners and accountants ask (../shared/domain/anchors.md,
../shared/domain/indonesia.md): chat spellings ("brp", "yg", "dlm", "utk", "kalo", "udah"),
the question word last or missing, English and Indonesian, relative periods asked on a given
day, and follow-ups that change one thing. Kinds: a field of one paper (a due date, a total, a
number, a discount, a tax or a service charge, a rate), sums per currency, counts, lists by a
period, date comparisons (expiring in a range, already expired, the nearest due), the largest or
smallest, the counterparty, and clause facts (notice periods, deposits, royalties, interest,
collateral, where disputes go).

Answers are computed from the corpus documents' labels with the kinds of paper of
judge-2026-11-26.py and corpus_labels.py (an "invoice" is a seller's invoice, not the faktur
pajak that goes with it; a "bill" is a billing statement). The clause answers were read by hand in
the contracts' own text and the sentence each stands in is written beside it (asserted to hold
the fact). A question naming one document names a generated one or one on the dev side of
eval/splits/berkas.json.

Split with the questions, before any of them was run, by a salted hash: 40 % dev, 60 % test.
`python3 eval/assistant/judging/judge-2026-11-27g.py` writes the question file; the split file
is written once and then only checked, byte for byte.
"""
import json, os, re

from question_set import print_counts, write_question_set
HERE = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(HERE, "judge-2026-11-26b.py")).read().split('T = "2026-01-15"')[0])

T = "2025-12-10"
Q = []
def q(id, text, lang, kind, expect, cites, today=T, history=None):
    x = dict(id=id, q=text, language=lang, today=today, kind=kind, expect=expect, cites=sorted(cites))
    if history: x["history"] = history
    Q.append(x)
def clause(id, text, lang, expect, cite, source, history=None):
    """A clause question: `expect` is stated in `source`, the contract's own words."""
    flat = re.sub(r"\s+", " ", source)
    for fact in expect:
        assert fact.lower() in flat.lower(), (id, fact)
    q(id, text, lang, "clause", expect, [cite], history=history)
def vendor(i): return F(i).get("vendor") or ""
def named(i):
    """A vendor as an answer names it: a foreign legal form after the name may be left out."""
    return re.sub(r",? (Inc\.|Pte\. Ltd\.|Sdn\. Bhd\.|LLC)$", "", vendor(i))
def sc(i): return F(i).get("service_charge_amount") or 0
def taxed(i): return F(i).get("tax_amount") or 0
INVOICES = sel(lambda i: typ(i) == "invoice" and i not in FP)
RECEIPTS = sel(lambda i: typ(i) == "receipt")
BILLS = sel(lambda i: typ(i) == "billing statement")
CONTRACTS = sel(lambda i: typ(i) == "contract")
# As eval/search/judging/corpus_labels.py judges them (the older search sets' "struk toko bangunan").
HARD = ["gen-018", "gen-042", "scan-nota-tb-sumber-rejeki-2318"]
def y(p): return lambda i: date(i).startswith(p)
def between(lo, hi, value=date): return lambda i: value(i) != "" and lo <= value(i)[:len(lo)] and value(i)[:len(hi)] <= hi
BERKAS_DEV = {k for k, v in json.load(open(os.path.join(ROOT, "eval/splits/berkas.json")))["records"].items() if v == "dev"}
def one(i):
    """The one paper a question names: generated, or on the berkas dev side."""
    assert i.startswith("gen-") or i in BERKAS_DEV, i
    return [i]
def total(id, text, lang, among, pred, today=T, history=None, measure=amount):
    c = sel(pred, among); assert c
    q(id, text, lang, "total", per_currency(c, measure, lang), c, today, history)
def count(id, text, lang, among, pred, today=T, history=None):
    c = sel(pred, among); assert c
    q(id, text, lang, "count", [str(len(c))], c, today, history)
def listed(id, text, lang, among, pred, fact, today=T, kind="list"):
    """A list: every paper named by `fact` (its vendor, or its date in the question's language)."""
    c = sel(pred, among); assert c
    q(id, text, lang, kind, [fact(i) for i in c], c, today)
def ranked(id, text, lang, among, pred, value, fact, last=True, today=T):
    c = sorted(sel(pred, among), key=value, reverse=last)
    assert len(c) == 1 or value(c[0]) != value(c[1]), c[:2]
    q(id, text, lang, "ranked", [fact(c[0])], [c[0]], today)

# ---- A field of one paper.
q("h01", "kapan jatuh tempo invoice brightline?", "id", "field", [day(due("Invoice-INV-3321"), "id")], one("Invoice-INV-3321"))
q("h02", "due date of the coral supplies invoice", "en", "field", [day(due("gen-008"), "en")], one("gen-008"))
q("h03", "tagihan catering januari totalnya brp", "id", "field", [money(amount("tagihan-catering-januari-2025"), "IDR", "id")], one("tagihan-catering-januari-2025"))
q("h04", "how much was the kopi senja bill", "en", "field", [money(amount("e-receipt-KS-250614-0231"), "IDR", "en")], one("e-receipt-KS-250614-0231"))
q("h05", "nomor invoice dr media cetak prima", "id", "field", [F("MCP-2311-INV-0456")["document_number"]], one("MCP-2311-INV-0456"))
q("h06", "who sent us the statement of account in USD?", "en", "field", [named("SOA-SML-2505-044")], one("SOA-SML-2505-044"))
q("h07", "sisa tagihan di statement sentosa abadi kimia per april 2025 brp", "id", "field", [money(amount("Statement_SAK_CV-Tunas-Harapan_April-2025"), "IDR", "id")], one("Statement_SAK_CV-Tunas-Harapan_April-2025"))
q("h08", "invoice date of the harbor software invoice", "en", "field", [day(date("gen-030"), "en")], one("gen-030"))
q("h09", "total invoice pioneer systems brp", "id", "field", [money(amount("gen-011"), "SGD", "id")], one("gen-011"))
q("h10", "diskon di nota bengkel karya motor brp", "id", "field", [money(F("nota-servis-KM-2407-0155")["discount"], "IDR", "id")], one("nota-servis-KM-2407-0155"))
q("h11", "how much PPN is on the Mitra Kemasan faktur pajak", "en", "tax", [money(taxed("scan-faktur-pajak-mks-april"), "IDR", "en")], one("scan-faktur-pajak-mks-april"))
q("h12", "pb1 di tagihan catering dapur ibu sari brp", "id", "tax", [money(taxed("tagihan-catering-januari-2025"), "IDR", "id")], one("tagihan-catering-januari-2025"))
q("h13", "service charge di kopi senja berapa", "id", "service charge", [money(sc("e-receipt-KS-250614-0231"), "IDR", "id")], one("e-receipt-KS-250614-0231"))
q("h14", "service charge on the Kafe Samudra receipt?", "en", "service charge", [money(sc("gen-002"), "IDR", "en")], one("gen-002"))
q("h15", "pajak resto di rumah makan indah bahari brp", "id", "tax", [money(taxed("gen-017"), "IDR", "id")], one("gen-017"))
q("h16", "GST amount on the Maple Logistics invoice", "en", "tax", [money(taxed("gen-038"), "SGD", "en")], one("gen-038"))
q("h17", "ppn di invoice perkasa persada brp persen", "id", "tax", ["12%"], one("gen-041"))
q("h18", "who is the tenant in the warehouse lease in Kediri", "en", "counterparty", [F("gen-028")["counterparty"]], one("gen-028"))
q("h19", "pihak kedua di perjanjian sewa menyewa sama desi siregar siapa", "id", "counterparty", [F("gen-033")["counterparty"]], one("gen-033"))
q("h20", "bayu nasution kasih kuasa ke siapa", "id", "counterparty", [F("gen-010")["counterparty"]], one("gen-010"))
q("h21", "who's the distributor under the everbright agreement", "en", "counterparty", [F("Distribution_Agreement_Everbright_DPN_2025")["counterparty"]], one("Distribution_Agreement_Everbright_DPN_2025"))
q("h22", "kontrak kerjasama sama PT Bahari berakhir kapan", "id", "expiry", [day(exp("gen-009"), "id")], one("gen-009"))
q("h23", "when does the cleaning contract with CV Tirta Mentari Pangan end", "en", "expiry", [day(exp("gen-021"), "en")], one("gen-021"))
q("h24", "nilai kontrak MSA PT Merdeka brp", "id", "field", [money(amount("gen-025"), "USD", "id")], one("gen-025"))
q("h25", "which law governs the solar lamp distributor agreement?", "en", "field", [F("gen-029")["governing_law"]], one("gen-029"))
q("h26", "nomor surat kuasa urusan pajak", "id", "field", [F("scan-surat-kuasa-pajak-2025")["document_number"]], one("scan-surat-kuasa-pajak-2025"))
q("h27", "total tagihan pln daya mulia bangun november 2024", "id", "field", [money(amount("gen-020"), "IDR", "id")], one("gen-020"))
q("h28", "when was the Granite Networks invoice due", "en", "field", [day(due("gen-031"), "en")], one("gen-031"))

# ---- Sums, per currency.
total("h29", "total semua invoice dlm SGD", "id", INVOICES, lambda i: cur(i) == "SGD")
total("h30", "how much did we spend at pharmacies in 2024", "en", PHARM, y("2024"))
total("h31", "total tagihan air semuanya", "id", WATER, lambda i: True)
total("h32", "sum of all our USD invoices", "en", INVOICES, lambda i: cur(i) == "USD")
total("h33", "total belanja grosir & minimarket thn 2025", "id", GROC, y("2025"))
total("h34", "total kwitansi tahun 2025 brp", "id", KWIT, y("2025"))
total("h35", "what did the restaurant receipts come to in 2025?", "en", REST, y("2025"))
total("h36", "total pengeluaran ngopi", "id", CAFE, lambda i: True)
total("h37", "total invoice yg jatuh tempo april sampai juni 2025", "id", INVOICES, between("2025-04", "2025-06", due))
total("h38", "total service charge yg udah kita bayar di resto & cafe", "id", RECEIPTS, lambda i: sc(i) > 0, measure=sc)
total("h39", "how much PB1 did we pay in 2025", "en", ALL, lambda i: F(i).get("tax_type_name") == "PB1" and date(i).startswith("2025"), measure=taxed)
total("h40", "total ppn masukan dr faktur pajak 2025", "id", FP, y("2025"), measure=taxed)
total("h41", "total of all bills in 2024", "en", BILLS, y("2024"))
total("h42", "kalau 2025?", "id", NET, y("2025"), history=["berapa total tagihan internet tahun 2024?"])

# ---- Counts.
count("h43", "ada berapa kontrak yg pake hukum singapura", "id", CONTRACTS, lambda i: F(i).get("governing_law") == "Singapore")
count("h44", "receipts from 2024 - how many are there", "en", RECEIPTS, y("2024"))
count("h45", "brp banyak faktur pajak yg kita simpan", "id", FP, lambda i: True)
count("h46", "how many contracts expire in 2026?", "en", CONTRACTS, lambda i: exp(i).startswith("2026"))
count("h47", "jumlah tagihan internet ada brp", "id", NET, lambda i: True)
count("h48", "how many invoices are in a foreign currency", "en", INVOICES, lambda i: cur(i) != "IDR")
count("h49", "surat kuasa kita ada berapa", "id", CONTRACTS, lambda i: F(i).get("contract_type") == "power_of_attorney")
count("h50", "number of rental agreements we hold?", "en", LEASE, lambda i: True)

# ---- Lists by a period, by a due date, by an expiry.
listed("h51", "struk apa aja bulan oktober 2025", "id", RECEIPTS, y("2025-10"), vendor)
listed("h52", "list the invoices from march 2025", "en", INVOICES, y("2025-03"), named)
listed("h53", "tagihan bulan juni 2025 apa saja", "id", BILLS, y("2025-06"), vendor)
listed("h54", "kontrak yg berakhir antara januari dan juni 2026", "id", CONTRACTS, between("2026-01", "2026-06", exp), lambda i: day(exp(i), "id"), kind="expiry")
listed("h55", "which contracts run out in Q1 2026?", "en", CONTRACTS, between("2026-01", "2026-03", exp), lambda i: day(exp(i), "en"), kind="expiry")
listed("h56", "kontrak yg udah lewat masa berlakunya", "id", CONTRACTS, lambda i: exp(i) != "" and exp(i) < T, lambda i: day(exp(i), "id"), kind="expiry")
listed("h57", "which invoices or bills were due in may 2025", "en", INVOICES + BILLS, between("2025-05", "2025-05", due), named, kind="due")
listed("h58", "what was falling due in the second half of june 2025?", "en", INVOICES + BILLS, between("2025-06-16", "2025-06-30", due), named, kind="due")

# ---- The first, the largest, the smallest.
ranked("h59", "invoice mana yg jatuh temponya paling dekat", "id", INVOICES, lambda i: due(i) >= T, due, vendor, last=False)
ranked("h60", "invoice rupiah paling gede thn 2025 dr siapa", "id", INVOICES, lambda i: cur(i) == "IDR" and date(i).startswith("2025"), amount, vendor)
ranked("h61", "struk paling murah yg pernah kita simpan", "id", RECEIPTS, lambda i: amount(i) is not None, amount, vendor, last=False)
spent = {}
for i in PHARM: spent[vendor(i)] = spent.get(vendor(i), 0) + amount(i)
top = max(spent, key=spent.get)
assert sorted(spent.values())[-1] != sorted(spent.values())[-2]
q("h62", "which pharmacy did we spend the most at?", "en", "ranked", [top], [i for i in PHARM if vendor(i) == top])

# ---- Clauses, read in the contracts' own words.
RUKO = "Perjanjian_Sewa_Ruko_BSD_C17"
clause("h63", "notice utk perpanjang sewa ruko brp lama sebelumnya", "id", ["3 (tiga) bulan"], one(RUKO)[0],
       "PIHAK KEDUA wajib menyampaikan maksud perpanjangan secara tertulis selambat-lambatnya 3 (tiga) bulan sebelum berakhirnya jangka waktu sewa.")
# "Selain harga sewa, PIHAK KEDUA menyerahkan uang jaminan sebesar Rp10.000.000,00": asked in
# English, the amount as English writes it (corrected after the first count: the contract's own
# "Rp10.000.000,00" had been expected of an English answer).
q("h64", "how much is the security deposit on the shophouse lease?", "en", "clause", [money(10_000_000, "IDR", "en")], [RUKO])
IT = one("IT_Services_Agreement_STA-HSI_2025")[0]
clause("h65", "brp hari notice kalo mau putus kontrak IT support hotel", "id", ["sixty (60) days"], IT,
       "Either Party may terminate this Agreement by giving sixty (60) days' written notice.")
DA = one("Distribution_Agreement_Everbright_DPN_2025")[0]
clause("h66", "what's the minimum purchase under the everbright distribution agreement", "en", ["USD 250,000"], DA,
       "The Distributor shall purchase Products with an aggregate value of not less than USD 250,000 (two hundred and fifty thousand United States Dollars) in each contract year.")
LIS = one("Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa")[0]
clause("h67", "royalti per tahun di perjanjian lisensi merek sambal brp", "id", ["Rp48.000.000,00"], LIS,
       "PIHAK KEDUA membayar royalti tetap sebesar Rp48.000.000,00 (empat puluh delapan juta rupiah) per tahun")
PKS = one("PKS_BRN-MKD_031-2025")[0]
clause("h68", "komisi utk mitra kreatif digital di kerjasama pemasaran brp persen", "id", ["12%"], PKS,
       "PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih setiap bulan")
NDA = one("Mutual_NDA_Meridian_CiptaData_signed")[0]
clause("h69", "how long does confidentiality survive after the meridian NDA ends?", "en", ["two (2) years"], NDA,
       "The obligations of confidentiality shall survive the expiry or termination of this Agreement for a further two (2) years.")
clause("h70", "kalo ada sengketa di NDA meridian diselesaikan dimana", "id", ["Singapore International Arbitration Centre"], NDA,
       "Any dispute arising out of or in connection with this Agreement shall be finally resolved by arbitration administered by the Singapore International Arbitration Centre (SIAC)")
LOAN = one("Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan")[0]
clause("h71", "bunga pinjaman dr hendra wijaya brp", "id", ["1% (satu persen) per bulan"], LOAN,
       "Atas Pinjaman dikenakan bunga sebesar 1% (satu persen) per bulan dihitung tetap (flat) dari jumlah pokok Pinjaman.")
clause("h72", "what collateral secures the loan to CV Tunas Harapan Mandiri?", "en", ["BPKB"], LOAN,
       "PIHAK KEDUA menyerahkan kepada PIHAK PERTAMA asli Bukti Pemilikan Kendaraan Bermotor (BPKB) atas 1 (satu) unit kendaraan pikap")
clause("h73", "force majeure notice period in the hotel IT services agreement", "en", ["seven (7) days"], IT,
       "Neither Party shall be liable for failure to perform caused by force majeure, ... provided it notifies the other Party within seven (7) days.")
clause("h74", "brp lama harus kasih tau kalo ada keadaan kahar di sewa ruko", "id", ["14 (empat belas) hari"], RUKO,
       "Pihak yang mengalami Keadaan Kahar wajib memberitahukan secara tertulis kepada pihak lainnya selambat-lambatnya 14 (empat belas) hari kalender")
clause("h75", "cure period for a breach in the everbright distribution agreement", "en", ["thirty (30) days"], DA,
       "if the other Party commits a material breach and fails to remedy it within thirty (30) days of notice, or becomes insolvent.")
clause("h76", "kerahasiaan di PKS boga rasa masih berlaku brp lama setelah kontrak selesai", "id", ["2 (dua) tahun"], PKS,
       "selama Perjanjian ini berlaku dan 2 (dua) tahun setelah Perjanjian ini berakhir.")
clause("h77", "where are disputes under the sambal trademark licence arbitrated?", "en", ["BANI", "Surabaya"], LIS,
       "melalui arbitrase pada Badan Arbitrase Nasional Indonesia (BANI) menurut peraturan dan prosedur BANI yang berlaku, dengan tempat arbitrase di Surabaya.")
clause("h78", "response time for critical incidents in the hotel IT support contract", "en", ["30 minutes"], IT,
       "Critical incidents (front office or payment systems unavailable): response within 30 minutes and on-site attendance within 2 hours.")
clause("h79", "perjanjian kerahasiaan sama sarana logistik prima berlaku brp lama", "id", ["2 (dua) tahun"], one("scan_perjanjian_kerahasiaan_SLP")[0],
       "Perjanjian ini mulai berlaku sejak tanggal ditandatangani dan berlaku selama 2 (dua) tahun.")
clause("h80", "sewa gudang kediri dibayar paling lambat tanggal brp tiap bulan", "id", ["tanggal 10"], one("gen-028")[0],
       "yang dibayar paling lambat tanggal 10 setiap bulan.")
clause("h81", "what's the monthly fee in the MSA with PT Lancar Merdeka Kimia?", "en", ["USD 5,200.00"], one("gen-025")[0],
       "The fee is USD 5,200.00 per month, a total contract value of USD 31,200.00 for the whole term, invoiced monthly in advance.")
clause("h82", "kerjasama dgn PT Bahari: brp hari utk memperbaiki pelanggaran setelah ditegur", "id", ["14 (empat belas) hari"], one("gen-009")[0],
       "apabila pihak lain melanggar ketentuannya dan tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis.")
clause("h83", "kontrak kebersihan gedung sama tirta mentari pangan brp tahun", "id", ["3 (tiga) tahun"], one("gen-021")[0],
       "Jangka waktu Perjanjian ini adalah 3 (tiga) tahun yang dimulai pada tanggal 15 Oktober 2025.")
clause("h84", "nilai sewa gudang kediri per bulan brp", "id", ["Rp4.000.000,00"], one("gen-028")[0],
       "Nilai Perjanjian ini adalah Rp4.000.000,00 (empat juta rupiah) setiap bulan")

# ---- Follow-ups that change one thing.
q("h85", "and how much is it?", "en", "field", [money(amount("Invoice-INV-3321"), "USD", "en")], one("Invoice-INV-3321"),
  history=["when is the brightline invoice due?"])
q("h86", "nilai kontraknya brp?", "id", "field", [money(amount("gen-028"), "IDR", "id")], one("gen-028"),
  history=["siapa penyewa di perjanjian sewa gudang kediri?"])
total("h87", "what's their total?", "en", PHARM, lambda i: True, history=["how many pharmacy receipts do we have?"])
q("h88", "jatuh temponya kapan?", "id", "due", [day(due("gen-036"), "id")], one("gen-036"),
  history=["tagihan pdam surabaya brp?"])

side = write_question_set(
    Q, "2026-11-27g", "berkas-assistant-2026-11-27g", 154,
    "sha256(salt + ':' + id), first byte < 154 is test (60 %)",
    ["judged.jsonl", "judged-2026-11-26.jsonl", "judged-2026-11-26b.jsonl", "judged-2026-11-27.jsonl",
             "judged-2026-11-27b.jsonl", "judged-2026-11-27c.jsonl", "judged-2026-11-27d.jsonl", "judged-2026-11-27e.jsonl",
             "judged-2026-11-27f.jsonl"],
    follow_ups_may_repeat=True, out=os.environ.get("OUT"))
if __name__ == "__main__":
    print_counts(Q, side)
