"""
The questions of eval/assistant/judged-2026-11-27.jsonl and their answers, computed from the
corpus documents' labels with the kinds of paper of judge-2026-11-26.py; the clause answers
were judged by reading the generated contracts' own text (eval/search/corpus/files). Written
(issue 18, fourth set) because the dev -> test gap of the first three sets said the planner fits
their dev questions: a fresh set of the kinds SME owners and accountants ask (sums per currency,
counts, latest / earliest, due and expiring by a relative period, a field of a named document,
a clause of a contract, comparisons, follow-ups, typos, English and Indonesian). Questions
naming one document name a generated one or one on the dev side of eval/splits/berkas.json.
The split (salted hash) is decided with the questions, before any of them is run:
`python3 eval/assistant/judging/judge-2026-11-27.py` rewrites the question file and its split.
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
def latest(ids, field=date): return max(ids, key=field)
def earliest(ids, field=date): return min(ids, key=field)
def one(c):
    assert len(c) == 1, c
    return c
INVOICES = sel(lambda i: typ(i) == "invoice" and i not in FP)
RECEIPTS = sel(lambda i: typ(i) == "receipt")
CONTRACTS = sel(lambda i: typ(i) == "contract")

# lists, relative periods
c = sel(lambda i: "2025-09-22" <= due(i) <= "2025-09-28", INVOICES); q("c01", "invoice yg jatuh tempo minggu depan", "id", "list", [day("2025-09-22", "id")], one(c), "2025-09-15")
c = sel(lambda i: T <= exp(i) <= "2026-12-31"); q("c02", "which contracts will expire before the end of 2026", "en", "list", [day("2026-06-06", "en")], c)
c = sel(lambda i: due(i).startswith("2024-07")); q("c03", "what payments were due last month", "en", "list", [day("2024-07-09", "en")], c, "2024-08-10")
c = sel(lambda i: date(i).startswith("2025"), KWIT); q("c04", "kwitansi apa aja thn 2025", "id", "list", ["CV Sinar Lestari Sistem"], c)
c = sel(lambda i: F(i).get("contract_type") == "power_of_attorney"); q("c05", "daftar surat kuasa", "id", "list", ["Galih Manurung"], c)
c = sel(lambda i: F(i).get("contract_type") == "employment"); q("c06", "show me the employment contracts", "en", "list", ["Arif Susanti"], c)
c = sel(lambda i: cur(i) == "SGD" and date(i).startswith("2026"), INVOICES); q("c07", "invoice dlm dolar singapura tahun 2026", "id", "list", ["Maple Logistics"], c)
c = sel(lambda i: date(i).startswith("2026-01"), FP); q("c08", "faktur pajak januari 2026", "id", "list", ["CV Emas Lintas"], c)
# totals, per currency
c = sel(lambda i: cur(i) == "USD", INVOICES); q("c09", "berapa total semua invoice dlm dolar AS", "id", "total", per_currency(c, amount, "id"), c)
c = sel(lambda i: cur(i) == "SGD" and date(i).startswith("2025"), INVOICES); q("c10", "total sgd invoices last year", "en", "total", per_currency(c, amount, "en"), c, "2026-03-01")
c = sel(lambda i: date(i).startswith("2024") and F(i).get("tax_type_name") == "PPN"); q("c11", "total ppn thn 2024", "id", "total", [money(tax(c), "IDR", "id")], c)
c = sel(lambda i: date(i).startswith("2024"), NET); q("c12", "how much were our internet bills last year", "en", "total", [money(tot(c), "IDR", "en")], c, "2025-05-01")
c = sel(lambda i: date(i).startswith("2025-03"), PHARM); q("c13", "total struk apotek bulan ini", "id", "total", [money(tot(c), "IDR", "id")], c, "2025-03-20")
c = sel(lambda i: date(i).startswith("2024"), KWIT); q("c14", "total kwitansi tahun 2024", "id", "total", [money(tot(c), "IDR", "id")], c)
c = sel(lambda i: date(i).startswith("2024") and F(i).get("service_charge_amount")); q("c15", "brp total service charge yg kita bayar di 2024", "id", "total", [money(sum(F(i)["service_charge_amount"] for i in c), "IDR", "id")], c)
c = sel(lambda i: F(i).get("discount"), INVOICES); q("c16", "total discounts on our invoices", "en", "total", per_currency(c, lambda i: F(i)["discount"], "en"), c)
c = sel(lambda i: date(i).startswith("2025-10"), RECEIPTS); q("c17", "total of all receipts last month", "en", "total", [money(tot(c), "IDR", "en")], c, "2025-11-05")
c = sel(lambda i: typ(i) == "invoice" and cur(i) == "MYR"); q("c18", "how much do the ringgit invoices add up to", "en", "total", per_currency(c, amount, "en"), c)
# counts
c = sel(lambda i: date(i).startswith("2025"), INVOICES); q("c19", "how many invoices did we get in 2025", "en", "count", [str(len(c))], c)
q("c20", "brp banyak struk restoran", "id", "count", [str(len(REST))], sorted(REST))
c = sel(lambda i: due(i).startswith("2024-12")); q("c21", "how many bills are due next month", "en", "count", [str(len(c))], c, "2024-11-10")
c = sel(lambda i: date(i).startswith("2026"), FP); q("c22", "jumlah faktur pajak thn 2026", "id", "count", [str(len(c))], c)
c = sel(lambda i: F(i).get("governing_law") == "Indonesia"); q("c23", "how many contracts are under indonesian law", "en", "count", [str(len(c))], c)
c = sel(lambda i: exp(i).startswith("2027")); q("c24", "brp kontrak yg berakhir thn depan", "id", "count", [str(len(c))], c, "2026-06-01")
# latest / earliest
c = latest(ELEC); q("c25", "what's our latest electricity bill", "en", "latest", [day(date(c), "en")], [c])
c = latest(sel(lambda i: date(i) <= "2026-11-27", INVOICES)); q("c26", "invoice paling baru", "id", "latest", [F(c)["vendor"]], [c], "2026-11-27")
c = earliest(RECEIPTS); q("c27", "oldest receipt we have", "en", "earliest", [day(date(c), "en")], [c])
c = latest(NET); q("c28", "kapan terakhir kita bayar internet", "id", "latest", [day(date(c), "id")], [c])
c = earliest(sel(lambda i: exp(i) >= T)); q("c29", "kontrak mana yg paling cepat habis", "id", "earliest", [day(exp(c), "id")], [c])
# due and expiry of a named document
q("c30", "when is the maple logistics invoice due", "en", "due", [day(due("gen-038"), "en")], ["gen-038"])
q("c31", "jatuh tempo tagihan internet indah farma", "id", "due", [day(due("gen-019"), "id")], ["gen-019"])
q("c32", "perjanjian sewa gudang cv arta pangan berakhir kapan", "id", "expiry", [day(exp("gen-028"), "id")], ["gen-028"])
q("c33", "kapan kontrak kerja arif susanti habis", "id", "expiry", [day(exp("gen-045"), "id")], ["gen-045"])
q("c34", "when does the distributor agreement with intan sentral expire", "en", "expiry", [day(exp("gen-029"), "en")], ["gen-029"])
# a field of a named document
q("c35", "nomor faktur pajak cv emas farma", "id", "field", [F("gen-046")["document_number"]], ["gen-046"])
q("c36", "what's the tax on the pioneer systems invoice", "en", "amount", [money(F("gen-011")["tax_amount"], "SGD", "en")], ["gen-011"])
q("c37", "total struk grosir bumi tirta", "id", "amount", [money(F("gen-007")["total_amount"], "IDR", "id")], ["gen-007"])
q("c38", "berapa ppn di faktur pajak mekar sejahtera", "id", "amount", [money(F("gen-015")["tax_amount"], "IDR", "id")], ["gen-015"])
q("c39", "service charge kafe samudra brp", "id", "amount", [money(F("gen-002")["service_charge_amount"], "IDR", "id")], ["gen-002"])
q("c40", "siapa pemberi kuasa ke galih manurung", "id", "party", [F("gen-027")["primary_party"]], ["gen-027"])
q("c41", "tanggal kwitansi cv anugerah intan persada", "id", "date", [day(date("gen-037"), "id")], ["gen-037"])
q("c42", "whats the discount on the minimarket cahaya receipt", "en", "amount", [money(F("gen-024")["discount"], "IDR", "en")], ["gen-024"])
# a clause of a contract (read in the contracts' text)
q("c43", "berapa hari untuk memperbaiki pelanggaran di perjanjian kerja sama perkasa sentral medika", "id", "clause", ["14"], ["gen-009"])
q("c44", "how long does a party have to remedy a breach under the master services agreement with lancar merdeka kimia", "en", "clause", ["thirty"], ["gen-025"])
q("c45", "force majeure notice period in the intan sentral distributor agreement", "en", "clause", ["seven"], ["gen-029"])
q("c46", "sewa gudang desi siregar dibayar paling lambat tanggal berapa", "id", "clause", ["tanggal 10"], ["gen-033"])
q("c47", "berapa biaya bulanan jasa kebersihan dari sinar wira cipta", "id", "clause", ["11.000.000"], ["gen-021"])
q("c48", "where are disputes settled under the perkasa sentral medika cooperation agreement", "en", "clause", ["Pengadilan Negeri"], ["gen-009"])
# comparisons
q("c49", "which is bigger, the harbor software or the granite logistics invoice", "en", "compare", [money(amount("gen-030"), "USD", "en"), money(amount("gen-016"), "USD", "en")], ["gen-016", "gen-030"])
q("c50", "bandingkan tagihan internet sinar mulia dan intan indah", "id", "compare", [money(amount("gen-048"), "IDR", "id"), money(amount("gen-039"), "IDR", "id")], ["gen-039", "gen-048"])
# typed as people type
q("c51", "totl invocie coral suplies", "en", "amount", [money(amount("gen-008"), "MYR", "en")], ["gen-008"])
q("c52", "kapan jatuh tempo invoce granit networks", "id", "due", [day(due("gen-031"), "id")], ["gen-031"])
q("c53", "recipts from kafe samudra", "en", "list", ["Kafe Samudra"], ["gen-002"])
# nothing to find: the answer says what it looked for
assert not any("zenit" in json.dumps(docs[i]).lower() for i in ALL)
q("c54", "kontrak dengan pt zenit kencana", "id", "not-found", ["zenit"], [])
# follow-ups
q("c55", "berapa ppn nya", "id", "follow-up", [money(F("gen-038")["tax_amount"], "SGD", "id")], ["gen-038"], history=["kapan jatuh tempo invoice maple logistics"])
c = sel(lambda i: date(i).startswith("2025"), ELEC); q("c56", "kalau 2025?", "id", "follow-up", [money(tot(c), "IDR", "id")], c, history=["total tagihan listrik tahun 2024"])

older = set()
for name in ["judged.jsonl", "judged-2026-11-26.jsonl", "judged-2026-11-26b.jsonl"]:
    for line in open(os.path.join(ROOT, "eval/assistant", name)):
        if line.strip(): older.add(json.loads(line)["q"].lower())
Q = [x for x in Q if x["q"].lower() not in older]
SALT = "berkas-assistant-2026-11-27"
def side(id): return "test" if hashlib.sha256((SALT + ":" + id).encode()).digest()[0] < 128 else "dev"
with open(os.path.join(ROOT, "eval/assistant/judged-2026-11-27.jsonl"), "w") as out:
    for x in Q: out.write(json.dumps(x, ensure_ascii=False) + "\n")
split = {"salt": SALT, "rule": "sha256(salt + ':' + id), first byte < 128 is test",
         "made": "2026-11-27, with the questions, before any of them was run",
         "dev": [x["id"] for x in Q if side(x["id"]) == "dev"],
         "test": [x["id"] for x in Q if side(x["id"]) == "test"]}
with open(os.path.join(ROOT, "eval/assistant/split-2026-11-27.json"), "w") as out:
    json.dump(split, out, indent=2)
    out.write("\n")
if __name__ == "__main__":
    import collections
    print(len(Q), collections.Counter(side(x["id"]) for x in Q))
    print(sorted(collections.Counter((x["kind"], side(x["id"])) for x in Q).items()))
