"""
The questions of eval/assistant/judged-2026-11-27b.jsonl and their answers, computed from the
corpus documents' labels with the kinds of paper of judge-2026-11-26.py (and, as in
judge-2026-11-27.py, an "invoice" is a seller's invoice, not the faktur pajak that goes with
it). The clause answers were judged by reading the contracts' own text (the generated ones in
eval/search/corpus/files, and contracts on the dev side of eval/splits/berkas.json). Written
(issue 18, fifth set) because the dev -> test gap of the first four sets said the planner fits
their dev questions: kinds the earlier sets cover thinly — the largest / smallest / most
expensive document of a kind or a period, the vendor we spent most with, invoices, faktur pajak
and receipts counted apart, what is overdue, a late payment's consequence, two periods
compared, averages, clauses (notice, termination, renewal, penalty, deposit, arbitration,
confidentiality), when a contract expires, amounts in USD against IDR — typed the way people
type ("yg", "brp", typos, mixed languages, relative dates). Questions naming one document name
a generated one or one on the dev side of eval/splits/berkas.json. The split (salted hash) is
decided with the questions, before any of them is run:
`python3 eval/assistant/judging/judge-2026-11-27b.py` rewrites the question file and its split.
"""
import json, hashlib, os
HERE = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(HERE, "judge-2026-11-26b.py")).read().split('T = "2026-01-15"')[0])

T = "2026-01-15"
Q = []
def q(id, text, lang, kind, expect, cites, today=T, history=None):
    x = dict(id=id, q=text, language=lang, today=today, kind=kind, expect=expect, cites=sorted(cites))
    if history: x["history"] = history
    Q.append(x)
def one(c):
    assert len(c) == 1, c
    return c
def biggest(ids, value=amount):
    ranked = sorted(ids, key=value, reverse=True)
    assert len(ranked) == 1 or value(ranked[0]) > value(ranked[1]), ranked[:2]
    return ranked[0]
def smallest(ids, value=amount):
    ranked = sorted(ids, key=value)
    assert len(ranked) == 1 or value(ranked[0]) < value(ranked[1]), ranked[:2]
    return ranked[0]
def mean(ids, value=amount): return sum(value(i) for i in ids) / len(ids)
def vendor(i): return F(i).get("vendor") or ""
INVOICES = sel(lambda i: typ(i) == "invoice" and i not in FP)
RECEIPTS = sel(lambda i: typ(i) == "receipt")
BILLS = sel(lambda i: typ(i) == "billing statement")
CONTRACTS = sel(lambda i: typ(i) == "contract")
# What was paid for: invoices, receipts and bills (a faktur pajak restates an invoice's sale).
SPEND = INVOICES + RECEIPTS + BILLS
def top_vendor(ids):
    sums = {}
    for i in ids: sums[vendor(i)] = sums.get(vendor(i), 0) + amount(i)
    ranked = sorted(sums.items(), key=lambda kv: -kv[1])
    assert ranked[0][1] > ranked[1][1]
    return ranked[0][0], sorted(i for i in ids if vendor(i) == ranked[0][0])

# superlatives: largest / smallest / most expensive of a kind or a period
c = biggest(sel(lambda i: date(i).startswith("2025"), RECEIPTS)); q("d01", "receipt paling mahal thn 2025", "id", "largest", [money(amount(c), "IDR", "id")], [c])
c = smallest(sel(lambda i: date(i).startswith("2024"), RECEIPTS)); q("d02", "what was our smallest receipt in 2024", "en", "smallest", [money(amount(c), "IDR", "en")], [c])
c = biggest(sel(lambda i: cur(i) == "USD", INVOICES)); q("d03", "biggest usd invoice", "en", "largest", [money(amount(c), "USD", "en")], [c])
c = biggest(ELEC); q("d04", "tagihan listrik yg paling besar", "id", "largest", [money(amount(c), "IDR", "id")], [c])
c = biggest(CONTRACTS, lambda i: F(i).get("contract_value") or 0); q("d05", "which contract has the highest value", "en", "largest", [money(F(c)["contract_value"], "IDR", "en")], [c])
c = biggest(FP, lambda i: F(i).get("tax_amount") or 0); q("d06", "faktur pajak dgn ppn terbesar", "id", "largest", [money(F(c)["tax_amount"], "IDR", "id")], [c])
c = smallest(sel(lambda i: date(i).startswith("2025"), CAFE)); q("d07", "cheapest coffee shop receipt this year", "en", "smallest", [money(amount(c), "IDR", "en")], [c], "2025-12-01")
c = biggest(sel(lambda i: cur(i) == "IDR" and date(i).startswith("2025"), INVOICES)); q("d08", "invoice rupiah terbesar tahun lalu", "id", "largest", [vendor(c)], [c], "2026-02-10")
c = biggest(sel(lambda i: cur(i) == "SGD", INVOICES)); q("d09", "most expensive invoice in sgd", "en", "largest", [money(amount(c), "SGD", "en")], [c])
c = smallest(NET); q("d10", "tagihan internet paling murah", "id", "smallest", [money(amount(c), "IDR", "id")], [c])
# the vendor we spent most with
v, c = top_vendor(sel(lambda i: date(i).startswith("2025") and cur(i) == "IDR", SPEND)); q("d11", "which vendor did we spend the most with in 2025", "en", "top-vendor", [v], c)
v, c = top_vendor(sel(lambda i: date(i).startswith("2025-06") and cur(i) == "IDR", SPEND)); q("d12", "sama siapa kita paling banyak bayar bulan juni 2025", "id", "top-vendor", [v], c)
v, c = top_vendor(sel(lambda i: date(i).startswith("2024"), RECEIPTS)); q("d13", "toko mana yg paling banyak kita belanja thn 2024", "id", "top-vendor", [v], c)
# invoices, faktur pajak and receipts counted apart
c = sel(lambda i: date(i).startswith("2024"), RECEIPTS); q("d14", "how many receipts do we have from 2024", "en", "count", [str(len(c))], c)
c = sel(lambda i: date(i).startswith("2025"), FP); q("d15", "brp faktur pajak yg masuk thn 2025", "id", "count", [str(len(c))], c)
c = sel(lambda i: date(i).startswith("2024"), INVOICES); q("d16", "jumlah invoice tahun 2024, tidak termasuk faktur pajak", "id", "count", [str(len(c))], c)
c = sel(lambda i: date(i).startswith("2025"), KWIT); q("d17", "how many kwitansi in 2025", "en", "count", [str(len(c))], c)
q("d18", "how many billing statements do we have", "en", "count", [str(len(BILLS))], BILLS)
c = sel(lambda i: cur(i) == "IDR", INVOICES); q("d19", "ada brp invoice dlm rupiah", "id", "count", [str(len(c))], c)
# overdue, late payment
c = sel(lambda i: "2025-09-01" <= due(i) < "2025-10-01", INVOICES); q("d20", "invoice yg jatuh tempo bulan lalu", "id", "list", [day(due(i), "id") for i in c], c, "2025-10-05")
c = sel(lambda i: "2025-12-20" <= due(i) < "2026-01-05"); q("d21", "which bills were due in the last two weeks", "en", "list", [day(due(i), "en") for i in c], c, "2026-01-05")
q("d22", "apa akibatnya kalau telat bayar royalti merek sambal", "id", "clause", ["60"], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
q("d23", "penalty if the it support provider misses the service levels", "en", "clause", ["5%"], ["IT_Services_Agreement_STA-HSI_2025"])
q("d24", "what happens if the distributor doesnt meet the minimum purchase in the everbright agreement", "en", "clause", ["non-exclusive"], ["Distribution_Agreement_Everbright_DPN_2025"])
# two periods compared
c1 = sel(lambda i: date(i).startswith("2024"), ELEC); c2 = sel(lambda i: date(i).startswith("2025"), ELEC)
q("d25", "compare electricity bills 2024 vs 2025", "en", "compare-periods", [money(tot(c1), "IDR", "en"), money(tot(c2), "IDR", "en")], c1 + c2)
c1 = sel(lambda i: date(i).startswith("2024"), CAFE); c2 = sel(lambda i: date(i).startswith("2025"), CAFE)
q("d26", "pengeluaran kafe 2024 dibanding 2025", "id", "compare-periods", [money(tot(c1), "IDR", "id"), money(tot(c2), "IDR", "id")], c1 + c2)
c1 = sel(lambda i: date(i).startswith("2024"), PHARM); c2 = sel(lambda i: date(i).startswith("2025"), PHARM)
q("d27", "did we spend more at pharmacies this year or last year", "en", "compare-periods", [money(tot(c1), "IDR", "en"), money(tot(c2), "IDR", "en")], c1 + c2, "2025-12-01")
c1 = sel(lambda i: date(i).startswith("2024"), REST); c2 = sel(lambda i: date(i).startswith("2025"), REST)
q("d28", "bandingkan struk restoran thn 2024 dan 2025", "id", "compare-periods", [money(tot(c1), "IDR", "id"), money(tot(c2), "IDR", "id")], c1 + c2)
# averages
c = sel(lambda i: date(i).startswith("2025"), NET); q("d29", "rata-rata tagihan internet thn 2025", "id", "average", [money(mean(c), "IDR", "id")], c)
c = sel(lambda i: cur(i) == "USD", INVOICES); q("d30", "average usd invoice amount", "en", "average", [money(mean(c), "USD", "en")], c)
c = sel(lambda i: date(i).startswith("2025"), CAFE); q("d31", "rata2 struk kafe thn 2025 brp", "id", "average", [money(mean(c), "IDR", "id")], c)
q("d32", "what's the average water bill", "en", "average", [money(mean(WATER), "IDR", "en")], WATER)
# clauses: notice, termination, renewal, deposit, payment terms, arbitration, confidentiality
q("d33", "how much notice to terminate the it support agreement with hotel samudra", "en", "clause", ["sixty"], ["IT_Services_Agreement_STA-HSI_2025"])
q("d34", "pemberitahuan pengakhiran pks boga rasa brp hari", "id", "clause", ["60"], ["PKS_BRN-MKD_031-2025"])
q("d35", "kapan paling lambat minta perpanjangan sewa ruko bsd", "id", "clause", ["3 (tiga) bulan"], ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("d36", "how far before expiry must the everbright distribution agreement be renewed", "en", "clause", ["ninety"], ["Distribution_Agreement_Everbright_DPN_2025"])
q("d37", "uang jaminan sewa ruko berapa", "id", "clause", ["10.000.000"], ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("d38", "payment terms in the everbright distribution agreement", "en", "clause", ["sixty"], ["Distribution_Agreement_Everbright_DPN_2025"])
q("d39", "arbitrase lisensi merek sambal mbok rasa dimana", "id", "clause", ["Surabaya"], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
q("d40", "how long does confidentiality last after the nda with meridian ends", "en", "clause", ["two"], ["Mutual_NDA_Meridian_CiptaData_signed"])
q("d41", "force majeure harus diberitahu brp hari di kontrak jasa kebersihan sinar wira cipta", "id", "clause", ["7"], ["gen-021"])
q("d42", "termination for breach in arif susanti's employment contract", "en", "clause", ["thirty"], ["gen-045"])
q("d43", "royalti sambal mbok rasa dibayar kapan", "id", "clause", ["10 Oktober"], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# when a contract expires
q("d44", "kapan nda dgn meridian berakhir", "id", "expiry", [day(exp("Mutual_NDA_Meridian_CiptaData_signed"), "id")], ["Mutual_NDA_Meridian_CiptaData_signed"])
q("d45", "when does the cleaning contract with tirta mentari end", "en", "expiry", [day(exp("gen-021"), "en")], ["gen-021"])
q("d46", "surat kuasa pajak berlaku sampai kapan", "id", "expiry", [day(exp("scan-surat-kuasa-pajak-2025"), "id")], ["scan-surat-kuasa-pajak-2025"])
q("d47", "when does the pks with mitra kreatif expire", "en", "expiry", [day(exp("PKS_BRN-MKD_031-2025"), "en")], ["PKS_BRN-MKD_031-2025"])
c = sel(lambda i: "2026-01-15" <= exp(i) <= "2026-04-15"); q("d48", "kontrak apa yg habis dlm 3 bulan", "id", "list", [day(exp(i), "id") for i in c], c)
# amounts in USD against IDR
c = sel(lambda i: date(i).startswith("2025"), INVOICES); q("d49", "total invoice 2025 per mata uang", "id", "total", per_currency(c, amount, "id"), c)
c = sel(lambda i: cur(i) == "USD" and date(i).startswith("2025")); q("d50", "how much did we pay in dollars in 2025", "en", "total", [money(tot(c), "USD", "en")], c)
c = sel(lambda i: cur(i) == "IDR" and date(i).startswith("2025-03"), INVOICES); q("d51", "total invoice rupiah maret 2025", "id", "total", [money(tot(c), "IDR", "id")], c)
q("d52", "how much is the straits marine statement in usd", "en", "amount", [money(amount("SOA-SML-2505-044"), "USD", "en")], ["SOA-SML-2505-044"])
# typed as people type: typos, relative dates, mixed languages
c = sel(lambda i: date(i).startswith("2025-10"), RECEIPTS); q("d53", "brp total reciept bulan lalu", "id", "total", [money(tot(c), "IDR", "id")], c, "2025-11-12")
c = sel(lambda i: date(i).startswith("2025"), GROC); q("d54", "grocery spend this yr", "en", "total", [money(tot(c), "IDR", "en")], c, "2025-12-20")
q("d55", "tanggal jatuh tempo invoic harbor sofware", "id", "due", [day(due("gen-030"), "id")], ["gen-030"])
q("d56", "ppn invoice pt emas wira brp", "id", "amount", [money(F("gen-043")["tax_amount"], "IDR", "id")], ["gen-043"])
q("d57", "who's the landlord in the gudang lease with cv arta pangan", "en", "party", [F("gen-028")["primary_party"]], ["gen-028"])
q("d58", "total tagihan pdam thn 2025", "id", "total", [money(tot(sel(lambda i: date(i).startswith("2025"), WATER)), "IDR", "id")], sel(lambda i: date(i).startswith("2025"), WATER))
# follow-ups
q("d59", "and the smallest?", "en", "follow-up", [money(amount(smallest(PHARM)), "IDR", "en")], [smallest(PHARM)], history=["most expensive pharmacy receipt"])
c = sel(lambda i: date(i).startswith("2025"), PHARM); q("d60", "klo 2025 gmn?", "id", "follow-up", [str(len(c))], c, history=["brp banyak struk apotek thn 2024"])
# nothing to find: the answer says what it looked for
assert not any("nusantara jaya abadi" in json.dumps(docs[i]).lower() for i in ALL)
q("d61", "invoice terbesar dari pt nusantara jaya abadi", "id", "not-found", ["nusantara jaya abadi"], [])

older = set()
for name in ["judged.jsonl", "judged-2026-11-26.jsonl", "judged-2026-11-26b.jsonl", "judged-2026-11-27.jsonl"]:
    for line in open(os.path.join(ROOT, "eval/assistant", name)):
        if line.strip(): older.add(json.loads(line)["q"].lower())
Q = [x for x in Q if x["q"].lower() not in older]
SALT = "berkas-assistant-2026-11-27b"
def side(id): return "test" if hashlib.sha256((SALT + ":" + id).encode()).digest()[0] < 128 else "dev"
with open(os.path.join(ROOT, "eval/assistant/judged-2026-11-27b.jsonl"), "w") as out:
    for x in Q: out.write(json.dumps(x, ensure_ascii=False) + "\n")
split = {"salt": SALT, "rule": "sha256(salt + ':' + id), first byte < 128 is test",
         "made": "2026-11-27, with the questions, before any of them was run",
         "dev": [x["id"] for x in Q if side(x["id"]) == "dev"],
         "test": [x["id"] for x in Q if side(x["id"]) == "test"]}
with open(os.path.join(ROOT, "eval/assistant/split-2026-11-27b.json"), "w") as out:
    json.dump(split, out, indent=2)
    out.write("\n")
if __name__ == "__main__":
    import collections
    print(len(Q), collections.Counter(side(x["id"]) for x in Q))
    print(sorted(collections.Counter((x["kind"], side(x["id"])) for x in Q).items()))
