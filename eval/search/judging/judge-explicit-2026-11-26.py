"""
The explicit-filter queries of eval/search/judged-explicit-2026-11-26.jsonl (issue 18): filters
a user states outright, written from the corpus documents' kinds and what people type, with
relevance and the set each filter holds for computed from the documents' labels. Written and
split before any of them was run; `python3 eval/search/judging/judge-explicit-2026-11-26.py`
rewrites the query file and its frozen split.

Three ways a filter is explicit:
- an amount with a comparison word or a range in the text ("di atas 5 juta", "under $100",
  "antara 1 dan 2 jt", "at least 250k"), both languages, with currencies and scale words;
- a type chip the user kept (`strict: ["types"]`, as the web app would send it);
- a date-range control (`strict: ["date"]`): the document's own date within the range.

A bound without a currency is in Rupiah (decision 0025: a figure without one is written in the
home currency; a document whose currency was not read counts as Rupiah, as contracts' values
are here). "above"/"under" leave the figure out, "at least"/"at most" keep it, "between" keeps
both ends. A query's `explicit` lists every document its stated filters hold for, whatever its
kind; `relevant` those of them the rest of the query (a kind of paper) asks for.
"""
import collections
import hashlib
import json
import os

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.."))
docs = {}
for prefix, name in [
    ("", "eval/datasets/berkas/expected.jsonl"),
    ("gen-", "eval/search/corpus/expected.jsonl"),
]:
    for line in open(os.path.join(ROOT, name)):
        if line.strip():
            row = json.loads(line)
            docs[prefix + (row.get("id") or row["file"])] = row
ALL = sorted(docs)


def F(i):
    return docs[i]["fields"]


def typ(i):
    return docs[i]["type"]


def date(i):
    return F(i).get("date", "")


# A contract whose label gives its value but no currency, read from the document: an English
# service contract stating "USD … per month, a total contract value of USD …". Found after the
# first run from a dev miss ("usd invoices over $1,000" showing it); corrected for every query.
CURRENCY_READ = {"gen-025": "USD"}


def currency(i):
    return F(i).get("currency") or CURRENCY_READ.get(i) or "IDR"


def amount(i):
    f = F(i)
    if "total_amount" in f:
        return f["total_amount"]
    if "contract_value" in f:
        return f["contract_value"]
    if "subtotal" in f:
        return f["subtotal"] - f.get("discount", 0) + f.get("tax_amount", 0)
    return None


def sel(pred, among=ALL):
    return sorted(i for i in among if pred(i))


def money(test, cur="IDR"):
    """The documents in `cur` whose amount passes `test`."""
    return lambda i: amount(i) is not None and currency(i) == cur and test(amount(i))


def above(x, cur="IDR"):
    return money(lambda a: a > x, cur)


def atleast(x, cur="IDR"):
    return money(lambda a: a >= x, cur)


def below(x, cur="IDR"):
    return money(lambda a: a < x, cur)


def atmost(x, cur="IDR"):
    return money(lambda a: a <= x, cur)


def between(lo, hi, cur="IDR"):
    return money(lambda a: lo <= a <= hi, cur)


def dated(lo, hi):
    """The document's own date within [lo, hi], as YYYY-MM-DD prefixes compared."""
    return lambda i: date(i) != "" and lo <= date(i)[: len(lo)] and date(i)[: len(hi)] <= hi


def of_type(*types):
    return lambda i: typ(i) in types


def both(*preds):
    return lambda i: all(p(i) for p in preds)


# The kinds of paper judged by reading the documents, as judge-2026-11-26.py has them.
REST = ["IMG-20240907-WA0012", "IMG_3921", "gen-001", "gen-017", "gen-047", "scan-nota-padang-sari-minang"]
CAFE = ["e-receipt-KS-250614-0231", "gen-002", "gen-022", "gen-040"]
PHARM = ["scan-struk-apotek-20241030", "gen-003", "gen-005", "gen-012"]
KWIT = ["IMG_20240521_163010", "Kuitansi-Sewa-Januari-2025", "gen-018", "gen-023", "gen-037", "gen-044", "scan_kuitansi_0007"]
NET = ["Tagihan_Internet_Mei2025_1200458821", "gen-019", "gen-039", "gen-048"]
ELEC = ["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03", "gen-014", "gen-020"]
LEASE = ["Perjanjian_Sewa_Ruko_BSD_C17", "scan_perjanjian_sewa_kendaraan_TMR", "gen-028", "gen-033"]

TODAY = "2026-01-15"
S = []


def s(text, lang, kind, relevant_pred, holds, among=ALL, strict=None, today=TODAY):
    """`holds`: the stated filters' predicate; `relevant_pred`: the rest of the query, among `among`."""
    explicit = sel(holds)
    relevant = sel(both(holds, relevant_pred), among)
    item = dict(q=text, kind=kind, language=lang, today=today, relevant=relevant, explicit=explicit)
    if strict:
        item["strict"] = strict
    S.append(item)


anything = lambda i: True
receipt, invoice = of_type("receipt"), of_type("invoice")
bill, contract = of_type("billing statement"), of_type("contract")

# Amounts with a comparison word, Indonesian.
s("struk di atas 200rb", "id", "amount", receipt, above(200_000))
s("invoice dibawah 5 jt", "id", "amount", invoice, below(5_000_000))
s("tagihan minimal 1 juta", "id", "amount", bill, atleast(1_000_000))
s("kwitansi kurang dari 2 juta", "id", "amount", anything, below(2_000_000), among=KWIT)
s("faktur antara 10 jt dan 50 jt", "id", "amount", invoice, between(10_000_000, 50_000_000))
s("nota maksimal 150 ribu", "id", "amount", receipt, atmost(150_000))
s("struk paling sedikit 100rb", "id", "amount", receipt, atleast(100_000))
s("pembayaran lebih dari 10 juta", "id", "amount", anything, above(10_000_000))
s("tagihan internet di bawah 500rb", "id", "amount", anything, below(500_000), among=NET)
s("kontrak sewa di atas 50 juta", "id", "amount", anything, above(50_000_000), among=LEASE)
s("struk makan lebih dari 100 ribu", "id", "amount", anything, above(100_000), among=REST)
s("invoice maks Rp 20.000.000", "id", "amount", invoice, atmost(20_000_000))
s("tagihan listrik lebih dari 1jt", "id", "amount", anything, above(1_000_000), among=ELEC)
s("kontrak nilainya lebih dari 150 jt", "id", "amount", contract, above(150_000_000))
s("invoice usd di atas 1000 dolar", "id", "amount", invoice, above(1_000, "USD"))
# Amounts with a comparison word, English.
s("receipts at least 250k", "en", "amount", receipt, atleast(250_000))
s("invoices at most 10 million", "en", "amount", invoice, atmost(10_000_000))
s("invoices between 5 and 20 juta", "en", "amount", invoice, between(5_000_000, 20_000_000))
s("bills under Rp 500.000", "en", "amount", bill, below(500_000))
s("receipts more than 1 million rupiah", "en", "amount", receipt, above(1_000_000))
s("usd invoices over $1,000", "en", "amount", invoice, above(1_000, "USD"))
s("invoices above 500 SGD", "en", "amount", invoice, above(500, "SGD"))
s("invoices at most USD 5,000", "en", "amount", invoice, atmost(5_000, "USD"))
s("pharmacy receipts under 150k", "en", "amount", anything, below(150_000), among=PHARM)
s("receipts between 50k and 150k", "en", "amount", receipt, between(50_000, 150_000))
s("contracts worth more than 500 million", "en", "amount", contract, above(500_000_000))
s("cafe receipts below 75k", "en", "amount", anything, below(75_000), among=CAFE)
s("payments over 25 million", "en", "amount", anything, above(25_000_000))
# A type chip the user kept.
s("struk", "id", "type chip", anything, receipt, strict=["types"])
s("invoices", "en", "type chip", anything, invoice, strict=["types"])
s("kontrak", "id", "type chip", anything, contract, strict=["types"])
s("receipt pharmacy", "en", "type chip", anything, receipt, among=PHARM, strict=["types"])
s("struk di atas 100rb", "id", "type chip", anything, both(receipt, above(100_000)), strict=["types"])
# A date-range control.
s("invoice 2025", "id", "date control", invoice, dated("2025", "2025"), strict=["date"])
s("struk oktober 2025", "id", "date control", receipt, dated("2025-10", "2025-10"), strict=["date"])
s("receipts from january to march 2025", "en", "date control", receipt, dated("2025-01", "2025-03"), strict=["date"])
s("kontrak 2025", "id", "date control", contract, dated("2025", "2025"), strict=["date"])
s("invoice juni 2025", "id", "date control", anything, both(invoice, dated("2025-06", "2025-06")), strict=["types", "date"])
s("tagihan bulan lalu", "id", "date control", bill, dated("2025-06", "2025-06"), strict=["date"], today="2025-07-10")

# A query already in an older judged set measures nothing new (compared by text and, for one
# with a kept chip or control, by what it fixes).
older = set()
for name in ("judged.jsonl", "queries.jsonl", "judged-2026-11-26.jsonl"):
    for line in open(os.path.join(ROOT, "eval/search", name)):
        if line.strip():
            older.add(json.loads(line)["q"].lower())
S = [x for x in S if x.get("strict") or x["q"].lower() not in older]
empty = [x["q"] for x in S if not x["relevant"]]
assert not empty, f"no relevant document: {empty}"


def key(x):
    """A query's key in the split: its text, and what the caller fixed beside it."""
    return x["q"] + (f" [strict={','.join(x['strict'])}]" if x.get("strict") else "")


SALT = "berkas-search-explicit-2026-11-26"


def side(text):
    return "test" if hashlib.sha256((SALT + ":" + text).encode()).digest()[0] < 128 else "dev"


with open(os.path.join(ROOT, "eval/search/judged-explicit-2026-11-26.jsonl"), "w") as out:
    for x in S:
        out.write(json.dumps(x, ensure_ascii=False) + "\n")
split = {
    "salt": SALT,
    "method": "sha256(salt + ':' + key), first byte < 128 is test; key = query, plus ' [strict=…]' when the caller fixes filters",
    "made": "2026-11-26",
    "queries": {key(x): side(key(x)) for x in S},
}
with open(os.path.join(ROOT, "eval/search/split-explicit-2026-11-26.json"), "w") as out:
    json.dump(split, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(len(S), collections.Counter(side(key(x)) for x in S), collections.Counter(x["kind"] for x in S))
