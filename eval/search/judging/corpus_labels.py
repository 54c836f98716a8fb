"""
What every judged search set since 2026-11-27d is judged from (issue 18): the corpus's labelled
documents, the older sets' judgements of kinds (shops, bills, clauses), read by query so the sets
never disagree, and the predicates a set's queries are written with. Each set's own script
(judge-2026-11-27d.py, -27e, -27f) imports these and holds only its queries; `write_set` writes
the set and checks its frozen split.
"""
import hashlib
import json
import os

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.."))
HERE = os.path.join(ROOT, "eval/search")
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


def older_judgements(names):
    """The relevant documents of every query in the named set files, by lower-case query."""
    older = {}
    for name in names:
        for line in open(os.path.join(HERE, name)):
            if line.strip():
                item = json.loads(line)
                older.setdefault(item["q"].lower(), item["relevant"])
    return older


# The sets before 2026-11-27d: the kinds below are theirs.
_KINDS = older_judgements(
    (
        "judged.jsonl",
        "queries.jsonl",
        "judged-2026-11-26.jsonl",
        "judged-explicit-2026-11-26.jsonl",
        "judged-2026-11-27.jsonl",
    )
)


def judged(q):
    """An older set's judgement of a kind (shops, bills, clauses), by its query."""
    return _KINDS[q]


REST = judged("restaurant receipts")
CAFE = judged("cafe receipts")
PHARM = judged("pharmacy receipts")
GROC = judged("grocery receipts")
HARD = judged("struk toko bangunan")
NET = judged("tagihan internet")
ELEC = judged("tagihan listrik")
WATER = judged("tagihan air")
UTIL = judged("utility bills")
PHONE = judged("phone bill")
FP = judged("faktur pajak")
KWIT = judged("kwitansi")
# As corrected in judge-2026-11-27.py: a generated service contract heads the clause "Keadaan Memaksa".
FM = judged("force majeure") + ["gen-021"]
CONF = judged("confidentiality clause")
TERM = judged("termination clause")
LATE = judged("denda keterlambatan")
POA = judged("surat kuasa")
EMPL = judged("employment contracts")
LEASE = judged("perjanjian sewa")
ARB = judged("arbitration")
DEPOSIT = judged("uang jaminan deposit")



def F(i):
    return docs[i]["fields"]


def typ(i):
    return docs[i]["type"]


def dated(lo, hi=None, field="date"):
    hi = hi or lo
    return lambda i: F(i).get(field, "") != "" and lo <= F(i)[field][: len(lo)] and F(i)[field][: len(hi)] <= hi


def of_type(*types):
    return lambda i: typ(i) in types


def contract_kind(*kinds):
    return lambda i: typ(i) == "contract" and F(i).get("contract_type") in kinds


def law(name):
    return lambda i: F(i).get("governing_law") == name


def vendor(name):
    return lambda i: F(i).get("vendor") == name


def currency_of(i):
    # As judge-explicit-2026-11-26.py: a generated English service contract states USD unlabelled.
    return F(i).get("currency") or {"gen-025": "USD"}.get(i) or "IDR"


def currency(*codes):
    return lambda i: F(i).get("currency") in codes


def amount(i):
    f = F(i)
    if "total_amount" in f:
        return f["total_amount"]
    if "contract_value" in f:
        return f["contract_value"]
    if "subtotal" in f:
        return f["subtotal"] - f.get("discount", 0) + f.get("tax_amount", 0)
    return None


def money(test, cur="IDR"):
    return lambda i: amount(i) is not None and currency_of(i) == cur and test(amount(i))


def among(ids):
    return lambda i: i in ids


def both(*preds):
    return lambda i: all(p(i) for p in preds)


def sel(pred):
    return sorted(i for i in ALL if pred(i))


anything = lambda i: True
receipt, invoice = of_type("receipt"), of_type("invoice")
bill, contract = of_type("billing statement"), of_type("contract")

Q = []


def q(text, lang, kind, relevant, today="2025-11-27"):
    ids = sorted(relevant) if isinstance(relevant, (list, set, tuple)) else sel(relevant)
    assert ids, f"no relevant document: {text}"
    for i in ids:
        assert i in docs, f"{text}: no document {i}"
    Q.append(dict(q=text, kind=kind, language=lang, today=today, relevant=ids))


def s(text, lang, kind, rest, holds, strict=None, today="2025-11-27"):
    """A stated filter: `holds` the filter, `rest` what the other words of the query ask for."""
    explicit = sel(holds)
    relevant = sel(both(holds, rest))
    assert relevant, f"no relevant document: {text}"
    item = dict(q=text, kind=kind, language=lang, today=today, relevant=relevant, explicit=explicit)
    if strict:
        item["strict"] = strict
    Q.append(item)


def party(*words):
    """A vendor or counterparty whose labelled name holds every word (case folded)."""

    def holds(i):
        name = (F(i).get("vendor") or "") + " " + (F(i).get("counterparty") or "")
        return all(w in name.lower().split() for w in words)

    return holds


def near(value, cur="IDR"):
    """A remembered amount: within 5 % of the labelled one."""
    return money(lambda a: abs(a - value) <= 0.05 * value, cur)


def expired_before(day):
    return lambda i: F(i).get("expiry_date", "") != "" and F(i)["expiry_date"] < day


def split_key(item):
    """What a query's side is kept by: its text, plus the filters a caller fixes."""
    return item["q"] + (f" [strict={','.join(item['strict'])}]" if item.get("strict") else "")


def write_set(name, older, salt, tested, method, made, byte_for_byte=False):
    """
    Writes judged-<name>.jsonl from Q and checks its frozen split (split-<name>.json): queries
    ranked by sha256(salt + ':' + key), the first `tested(len)` on test. Written once, then only
    checked, the whole file byte for byte or the sides alone: a judgement may be corrected, a
    query never moves side.
    """
    seen = set()
    for item in Q:
        key = split_key(item).lower()
        assert item["q"].lower() not in older, f"already in an older set: {item['q']}"
        assert key not in seen, f"twice: {item['q']}"
        seen.add(key)
    with open(os.path.join(HERE, f"judged-{name}.jsonl"), "w") as out:
        for item in Q:
            out.write(json.dumps(item, ensure_ascii=False) + "\n")
    split_file = os.path.join(HERE, f"split-{name}.json")
    ranked = sorted(Q, key=lambda item: hashlib.sha256(f"{salt}:{split_key(item)}".encode()).hexdigest())
    cut = tested(len(ranked))
    sides = {split_key(item): ("test" if index < cut else "dev") for index, item in enumerate(ranked)}
    split = {
        "salt": salt,
        "method": method,
        "made": made,
        "queries": {split_key(item): sides[split_key(item)] for item in Q},
    }
    text = json.dumps(split, indent=2, ensure_ascii=False) + "\n"
    if os.path.exists(split_file):
        if byte_for_byte:
            assert open(split_file, encoding="utf-8").read() == text, f"{split_file} is frozen and differs from the queries"
        else:
            frozen = json.load(open(split_file))["queries"]
            assert frozen == split["queries"], f"{split_file} is frozen and differs from the queries"
    else:
        with open(split_file, "w", encoding="utf-8") as out:
            out.write(text)
    print(len(Q), "queries;", sum(1 for side in sides.values() if side == "dev"), "dev")
