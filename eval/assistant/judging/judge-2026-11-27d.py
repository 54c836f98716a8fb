"""
The questions of eval/assistant/judged-2026-11-27d.jsonl and their answers, computed from the
corpus documents' labels with the kinds of paper of judge-2026-11-26.py (an "invoice" is a
seller's invoice, not the faktur pajak that goes with it, as in judge-2026-11-27b.py; what was
spent is invoices, receipts and bills). The notice and cure periods were read by hand in the
contracts' own text (generated contracts in eval/search/corpus/files, and contracts on the dev
side of eval/splits/berkas.json); the sentence each stands in is written beside it. Written
(issue 18, seventh set) because the test sides of the earlier sets stayed weak on kinds, not
words: two periods compared ("naik atau turun", "more than last year"), counts, sums per
currency, contracts expiring before a date, notice and cure periods, service charges and tax
amounts, the latest / earliest document of a kind, vendors by the kind of shop — typed the way
people type (lower case, typos, "yg", "brp", English and Indonesian mixed, relative dates).
Questions naming one document name a generated one or one on the dev side of
eval/splits/berkas.json. The split (salted hash) is decided with the questions, before any of
them is run: `python3 eval/assistant/judging/judge-2026-11-27d.py` rewrites the question file
and its split.
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
def vendor(i): return F(i).get("vendor") or ""
def sc(i): return F(i).get("service_charge_amount") or 0
INVOICES = sel(lambda i: typ(i) == "invoice" and i not in FP)
RECEIPTS = sel(lambda i: typ(i) == "receipt")
BILLS = sel(lambda i: typ(i) == "billing statement")
CONTRACTS = sel(lambda i: typ(i) == "contract")
HARDWARE = ["gen-018", "gen-042", "scan-nota-tb-sumber-rejeki-2318"]
def y(p): return lambda i: date(i).startswith(p)
def only(ids, value=date, last=True):
    ranked = sorted(ids, key=value, reverse=last)
    assert len(ranked) == 1 or value(ranked[0]) != value(ranked[1]), ranked[:2]
    return ranked[0]

# two periods compared: both sums stated, every document of both cited
def compare(id, text, lang, among, p1, p2, today=T):
    c1, c2 = sel(y(p1), among), sel(y(p2), among)
    assert c1 and c2
    q(id, text, lang, "compare-periods", [money(tot(c1), "IDR", lang), money(tot(c2), "IDR", lang)], c1 + c2, today)
compare("e01", "tagihan internet 2025 naik atau turun dibanding 2024", "id", NET, "2024", "2025")
compare("e02", "did we spend more at restaurants in 2025 than in 2024?", "en", REST, "2024", "2025")
compare("e03", "total receipt juni vs juli 2025", "id", RECEIPTS, "2025-06", "2025-07")
compare("e04", "invoice bulan ini naik ga dibanding bulan lalu", "id", sel(lambda i: cur(i) == "IDR", INVOICES), "2025-04", "2025-05", "2025-05-28")
compare("e05", "electricity this year vs last year, up or down?", "en", ELEC, "2024", "2025", "2025-12-01")
compare("e06", "grocery spending 2024 compared to 2025", "en", GROC, "2024", "2025")
compare("e07", "ngopi tahun ini lebih boros dari tahun lalu ga", "id", CAFE, "2024", "2025", "2025-11-30")
compare("e08", "pharmacy spend last year vs this year", "en", PHARM, "2024", "2025", "2025-12-15")
# counts
q("e09", "how many contracts do we have", "en", "count", [str(len(CONTRACTS))], CONTRACTS)
c = sel(y("2025"), RECEIPTS); q("e10", "brp struk yg kita simpan thn 2025", "id", "count", [str(len(c))], c)
c = sel(lambda i: cur(i) == "SGD", INVOICES); q("e11", "how many sgd invoices", "en", "count", [str(len(c))], c)
c = sel(y("2024"), REST); q("e12", "ada brp struk restoran thn 2024", "id", "count", [str(len(c))], c)
c = sel(lambda i: due(i).startswith("2026"), INVOICES); q("e13", "how many invoices fall due in 2026", "en", "count", [str(len(c))], c)
q("e14", "berapa banyak tagihan internet yg kita punya", "id", "count", [str(len(NET))], NET)
c = sel(y("2024"), FP); q("e15", "how many faktur pajak from 2024", "en", "count", [str(len(c))], c)
c = sel(y("2024"), KWIT); q("e16", "jumlah kwitansi tahun lalu", "id", "count", [str(len(c))], c, "2025-03-01")
# sums per currency
c = sel(lambda i: cur(i) == "USD", INVOICES); q("e17", "total of our usd invoices", "en", "total", [money(tot(c), "USD", "en")], c)
c = sel(lambda i: cur(i) == "SGD" and date(i).startswith("2024"), INVOICES); q("e18", "how much did we pay in sgd in 2024", "en", "total", [money(tot(c), "SGD", "en")], c)
c = sel(y("2026"), INVOICES); q("e19", "total invoice 2026 per mata uang", "id", "total", per_currency(c, amount, "id"), c, "2026-11-27")
c = sel(lambda i: cur(i) == "MYR", INVOICES); q("e20", "total invoice ringgit brp", "id", "total", [money(tot(c), "MYR", "id")], c)
c = sel(lambda i: cur(i) == "SGD", INVOICES); q("e21", "jumlah semua invoice dlm sgd", "id", "total", [money(tot(c), "SGD", "id")], c)
c = sel(lambda i: cur(i) == "IDR" and date(i).startswith("2024"), INVOICES); q("e22", "total rupiah invoices last year", "en", "total", [money(tot(c), "IDR", "en")], c, "2025-02-01")
# contracts expiring before a date (looking ahead from today unless "sudah / already")
c = sel(lambda i: T <= exp(i) < "2026-07-01", CONTRACTS); q("e23", "kontrak yg berakhir sebelum juli 2026", "id", "expiry", [day(exp(i), "id") for i in c], c)
c = sel(lambda i: "2026-08-01" <= exp(i) <= "2026-12-31", CONTRACTS); q("e24", "which agreements expire before the end of this year", "en", "expiry", [day(exp(i), "en") for i in c], c, "2026-08-01")
c = sel(lambda i: "" < exp(i) < "2026-01-01", CONTRACTS); q("e25", "kontrak apa aja yg udah habis sebelum 2026", "id", "expiry", [day(exp(i), "id") for i in c], c)
c = sel(lambda i: "2025-06-01" <= exp(i) < "2027-01-01", LEASE); q("e26", "which leases end before 2027", "en", "expiry", [day(exp(i), "en") for i in c], c, "2025-06-01")
q("e27", "does the nda with meridian expire before 2028", "en", "expiry", [day(exp("Mutual_NDA_Meridian_CiptaData_signed"), "en")], ["Mutual_NDA_Meridian_CiptaData_signed"])
c = sel(lambda i: T <= exp(i) < "2026-04-01", CONTRACTS); q("e28", "contracts expiring before april", "en", "expiry", [day(exp(i), "en") for i in c], c)
# notice and cure periods, read in the contracts (the sentence beside each)
# gen-021: "... tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis."
q("e29", "brp hari waktu memperbaiki pelanggaran di kontrak jasa sinar wira cipta", "id", "clause", ["14"], ["gen-021"])
# gen-028: the same 14-day cure before either party may end the warehouse lease early
q("e30", "how many days notice before the gudang lease with arta pangan can be ended for breach", "en", "clause", ["14"], ["gen-028"])
# Everbright: "fails to remedy it within thirty (30) days of notice"
q("e31", "everbright distribution: how long to fix a breach before termination", "en", "clause", ["30"], ["Distribution_Agreement_Everbright_DPN_2025"])
# Everbright: force majeure lasting "more than ninety (90) days, either Party may terminate"
q("e32", "klo force majeure di perjanjian everbright brp lama baru boleh diputus", "id", "clause", ["90"], ["Distribution_Agreement_Everbright_DPN_2025"])
# Ruko BSD: "... 30 (tiga puluh) hari setelah menerima teguran tertulis, pihak lainnya berhak mengakhiri"
q("e33", "sewa ruko bsd bisa diputus brp hari stlh teguran tertulis", "id", "clause", ["30"], ["Perjanjian_Sewa_Ruko_BSD_C17"])
# gen-025: "fails to remedy it within thirty days of being asked to do so"
q("e34", "cure period in the master services agreement with lancar merdeka kimia", "en", "clause", ["thirty"], ["gen-025"])
# service charges and tax amounts
q("e35", "service charge di kopi setia citra brp", "id", "amount", [money(sc("gen-040"), "IDR", "id")], ["gen-040"])
q("e36", "how much was the service charge at rumah makan indah bahari", "en", "amount", [money(sc("gen-017"), "IDR", "en")], ["gen-017"])
q("e37", "sc kafe samudra berapa", "id", "amount", [money(sc("gen-002"), "IDR", "id")], ["gen-002"])
q("e38", "ppn invoice cv perkasa persada", "id", "amount", [money(F("gen-041")["tax_amount"], "IDR", "id")], ["gen-041"])
q("e39", "pb1 di rumah makan pusaka brp", "id", "amount", [money(F("gen-047")["tax_amount"], "IDR", "id")], ["gen-047"])
q("e40", "gst on the pioneer systems invoice", "en", "amount", [money(F("gen-011")["tax_amount"], "SGD", "en")], ["gen-011"])
q("e41", "whats the sst on the coral supplies invoice", "en", "amount", [money(F("gen-008")["tax_amount"], "MYR", "en")], ["gen-008"])
q("e42", "pajak di struk kopi senja berapa", "id", "amount", [money(F("e-receipt-KS-250614-0231")["tax_amount"], "IDR", "id")], ["e-receipt-KS-250614-0231"])
c = sel(lambda i: sc(i) > 0 and date(i).startswith("2025")); q("e43", "total service charge we paid in 2025", "en", "total", [money(sum(sc(i) for i in c), "IDR", "en")], c)
# the latest / earliest of a kind
c = only(INVOICES); q("e44", "latest invoice", "en", "latest", [day(date(c), "en")], [c], "2026-11-27")
c = only(RECEIPTS); q("e45", "struk paling baru", "id", "latest", [vendor(c)], [c])
c = only(CONTRACTS, last=False); q("e46", "our oldest contract", "en", "earliest", [day(date(c), "en")], [c])
c = only(ELEC, last=False); q("e47", "tagihan listrik pertama kita kapan", "id", "earliest", [day(date(c), "id")], [c])
c = only(WATER); q("e48", "tagihan air terakhir brp", "id", "latest", [money(amount(c), "IDR", "id")], [c])
c = only(sel(lambda i: cur(i) == "USD", INVOICES)); q("e49", "most recent usd invoice", "en", "latest", [vendor(c)], [c], "2026-11-27")
c = only(FP, last=False); q("e50", "faktur pajak paling lama", "id", "earliest", [day(date(c), "id")], [c])
c = only(NET); q("e51", "last internet bill, how much", "en", "latest", [money(amount(c), "IDR", "en")], [c])
# vendors by the kind of shop
q("e52", "which pharmacies did we buy from", "en", "vendors", [vendor(i) for i in PHARM], PHARM)
q("e53", "toko bangunan mana aja yg pernah kita beli", "id", "vendors", [vendor(i) for i in HARDWARE], HARDWARE)
c = sel(y("2025"), REST); q("e54", "restoran apa aja yg kita datangi thn 2025", "id", "vendors", [vendor(i) for i in c], c)
q("e55", "which coffee shops have we been to", "en", "vendors", [vendor(i) for i in CAFE], CAFE)
q("e56", "provider internet kita siapa aja", "id", "vendors", [vendor(i) for i in NET], NET)
c = sel(y("2025"), GROC); q("e57", "grocery stores we shopped at this yr", "en", "vendors", [vendor(i) for i in c], c, "2025-12-10")
q("e58", "kita pernah servis di bengkel mana", "id", "vendors", [vendor("nota-servis-KM-2407-0155")], ["nota-servis-KM-2407-0155"])
# typed as people type: typos, relative dates, mixed languages
c = sel(y("2025-10"), RECEIPTS); q("e59", "brp kali belanja bulan lalu", "id", "count", [str(len(c))], c, "2025-11-05")
c = sel(lambda i: "2026-03-01" <= due(i) <= "2026-03-31", INVOICES); q("e60", "invocies due next month", "en", "list", [day(due(i), "en") for i in c], c, "2026-02-20")
q("e61", "tgl jatuh tempo invoice coral logistics", "id", "due", [day(due("gen-035"), "id")], ["gen-035"])
c = sel(lambda i: date(i).startswith("2025-06"), BILLS); q("e62", "total bills june 2025 brp", "id", "total", [money(tot(c), "IDR", "id")], c)
# follow-ups
c = sel(y("2025"), NET); q("e63", "and in 2025?", "en", "follow-up", [str(len(c))], c, history=["how many internet bills in 2024"])
c = only(sel(lambda i: cur(i) == "SGD", INVOICES), last=False); q("e64", "klo yg paling lama?", "id", "follow-up", [day(date(c), "id")], [c], history=["invoice sgd paling baru"])
# nothing to find: the answer says what it looked for
assert not any("bintang samudera raya" in json.dumps(docs[i]).lower() for i in ALL)
q("e65", "service charge di resto bintang samudera raya", "id", "not-found", ["bintang samudera raya"], [])

older = set()
for name in ["judged.jsonl", "judged-2026-11-26.jsonl", "judged-2026-11-26b.jsonl", "judged-2026-11-27.jsonl",
             "judged-2026-11-27b.jsonl", "judged-2026-11-27c.jsonl"]:
    for line in open(os.path.join(ROOT, "eval/assistant", name)):
        if line.strip(): older.add(json.loads(line)["q"].lower())
Q = [x for x in Q if x["q"].lower() not in older]
SALT = "berkas-assistant-2026-11-27d"
def side(id): return "test" if hashlib.sha256((SALT + ":" + id).encode()).digest()[0] < 128 else "dev"
with open(os.path.join(ROOT, "eval/assistant/judged-2026-11-27d.jsonl"), "w") as out:
    for x in Q: out.write(json.dumps(x, ensure_ascii=False) + "\n")
split = {"salt": SALT, "rule": "sha256(salt + ':' + id), first byte < 128 is test",
         "made": "2026-11-27, with the questions, before any of them was run",
         "dev": [x["id"] for x in Q if side(x["id"]) == "dev"],
         "test": [x["id"] for x in Q if side(x["id"]) == "test"]}
with open(os.path.join(ROOT, "eval/assistant/split-2026-11-27d.json"), "w") as out:
    json.dump(split, out, indent=2)
    out.write("\n")
if __name__ == "__main__":
    import collections
    print(len(Q), collections.Counter(side(x["id"]) for x in Q))
    print(sorted(collections.Counter((x["kind"], side(x["id"])) for x in Q).items()))
