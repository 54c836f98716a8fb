"""
The questions of eval/assistant/judged-2026-11-26b.jsonl and their answers, computed from the
corpus documents' labels with the kinds of paper of judge-2026-11-26.py. Written (issue 18,
third set) before any of them was run and before any change to the planner that followed:
typed the way people type (lower case, "yg", "brp", "thn", typos, English and Indonesian
mixed, relative dates), and of kinds the first two sets asked little or not at all (lists and
counts by a relative period, sums per currency over one vendor, a sum of discounts, an amount
asked as "berapa tagihan X", a stated amount bound, "mana yg lebih mahal", follow-ups).
`python3 eval/assistant/judging/judge-2026-11-26b.py` rewrites the question file and its
split (a salted hash, decided with the questions).
"""
import json, hashlib, os
HERE = os.path.dirname(os.path.abspath(__file__))
exec(open(os.path.join(HERE, "judge-2026-11-26.py")).read().split('T="2026-01-15"')[0])

MONTHS_ID = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"]
MONTHS_EN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
def day(iso, lang):
    y, m, d = iso[:10].split("-")
    return f"{int(d)} {MONTHS_ID[int(m)-1]} {y}" if lang == "id" else f"{MONTHS_EN[int(m)-1]} {int(d)}, {y}"
def money(x, cur, lang):
    if cur == "IDR": return idr_id(x) if lang == "id" else idr_en(x)
    return fx_id(x) if lang == "id" else fx_en(cur, x)
def cur(i): return F(i).get("currency", "IDR")
def per_currency(ids, value, lang):
    sums = {}
    for i in ids: sums[cur(i)] = sums.get(cur(i), 0) + value(i)
    return [money(v, c, lang) for c, v in sorted(sums.items())]
def party(i, name): return name in (F(i).get("primary_party"), F(i).get("counterparty"))

T = "2026-01-15"
Q = []
def q(id, text, lang, kind, expect, cites, today=T, history=None):
    x = dict(id=id, q=text, language=lang, today=today, kind=kind, expect=expect, cites=sorted(cites))
    if history: x["history"] = history
    Q.append(x)

# lists
c = sel(lambda i: due(i).startswith("2025-04")); q("b01", "tagihan yg jatuh tempo bulan depan", "id", "list", [day("2025-04-11", "id")], c, "2025-03-20")
c = sel(lambda i: T <= exp(i) <= "2026-07-15"); q("b02", "kontrak yg mau habis 6 bulan ke depan", "id", "list", [day("2026-03-02", "id")], c)
c = sel(lambda i: date(i).startswith("2024"), REST); q("b03", "struk restoran thn lalu", "id", "list", ["Sate Kambing Pak Darmo"], c, "2025-06-01")
c = sel(lambda i: F(i).get("contract_type") == "nda"); q("b04", "nda apa aja yg kita punya", "id", "list", ["PT Cipta Data Solusi"], c)
c = sel(lambda i: typ(i) == "invoice" and cur(i) == "SGD"); q("b05", "show me the sgd invoices", "en", "list", ["Lion City Packaging"], c)
c = sel(lambda i: party(i, "PT Boga Rasa Nusantara")); q("b06", "contracts with boga rasa", "en", "list", ["Dewi Lestari Anggraini"], c)
c = sel(lambda i: date(i).startswith("2025"), NET); q("b07", "wifi bills this year", "en", "list", ["PT Sinar Mulia Broadband"], c, "2025-07-01")
q("b08", "faktur pajak dari sumber makmur", "id", "list", ["PT Sumber Makmur Abadi"], ["FP-010.000-24.38214567"])
c = sel(lambda i: date(i).startswith("2025"), PHARM); q("b09", "receipts from apotik this year", "en", "list", ["Apotek Sentral Bunga"], c, "2025-06-01")
c = sel(lambda i: F(i).get("governing_law") == "Malaysia"); q("b10", "kontrak dgn hukum malaysia", "id", "list", ["PT Intan Sentral"], c)
c = sel(lambda i: typ(i) == "invoice" and due(i) > T); q("b11", "which invoices arent due yet", "en", "list", [day("2026-02-01", "en")], c)
c = sel(lambda i: date(i).startswith("2025-02"), KWIT); q("b12", "kwitansi bulan februari 2025", "id", "list", ["CV Karya Teknik Mandiri"], c)
c = sel(lambda i: exp(i).startswith("2025"), LEASE); q("b13", "sewa yg habis thn ini", "id", "list", [day("2025-10-31", "id")], c, "2025-03-01")
c = sel(lambda i: typ(i) == "invoice" and due(i).startswith("2026-02")); q("b14", "list invoice yang due bulan depan", "id", "list", [day("2026-02-01", "id")], c, "2026-01-20")
c = sel(lambda i: typ(i) == "receipt" and date(i).startswith("2025") and (amount(i) or 0) > 1_000_000); q("b15", "receipts above 1 juta in 2025", "en", "list", ["PT Ruang Kerja Bersama"], c)
c = sel(lambda i: typ(i) == "contract" and (F(i).get("contract_value") or 0) > 150_000_000); q("b16", "kontrak di atas 150 juta", "id", "list", ["CV Tirta Mentari Pangan"], c)
# totals
c = sel(lambda i: date(i).startswith("2025"), ELEC); q("b17", "brp total tagihan listrik 2025", "id", "total", [money(tot(c), "IDR", "id")], c)
c = sel(lambda i: date(i).startswith("2024"), PHARM); q("b18", "total spend at pharmacies last year", "en", "total", [money(tot(c), "IDR", "en")], c, "2025-03-01")
# A "tagihan" is an invoice or a bill (src/understanding/query/vocabulary.ts, the domain's word).
c = sel(lambda i: typ(i) in ("billing statement", "invoice") and date(i).startswith("2025-06")); q("b19", "total tagihan bulan juni 2025", "id", "total", [money(tot(c), "IDR", "id")], c)
c = sel(lambda i: date(i).startswith("2024"), CAFE); q("b20", "how much did we spend at coffee shops in 2024", "en", "total", [money(tot(c), "IDR", "en")], c)
c = sel(lambda i: date(i).startswith("2025-06"), CAFE); q("b21", "brp pengeluaran di kafe bulan juni 2025", "id", "total", [money(tot(c), "IDR", "id")], c)
c = sel(lambda i: typ(i) == "receipt" and date(i).startswith("2025-01")); q("b22", "sum of all receipts in jan 2025", "en", "total", [money(tot(c), "IDR", "en")], c)
c = sel(lambda i: typ(i) == "invoice" and "Coral" in (F(i).get("vendor") or "")); q("b23", "total semua invoice dari coral", "id", "total", per_currency(c, amount, "id"), c)
c = sel(lambda i: typ(i) == "invoice" and "Granite" in (F(i).get("vendor") or "")); q("b24", "total of the granite invoices", "en", "total", per_currency(c, amount, "en"), c)
c = sel(lambda i: date(i).startswith("2026") and F(i).get("tax_type_name") == "GST"); q("b25", "total gst tahun 2026", "id", "total", [money(tax(c), "SGD", "id")], c)
c = sel(lambda i: date(i).startswith("2025"), WATER); q("b26", "total tagihan air thn 2025", "id", "total", [money(tot(c), "IDR", "id")], c)
c = sel(lambda i: date(i).startswith("2025") and F(i).get("discount")); q("b27", "total discounts we got in 2025", "en", "total", per_currency(c, lambda i: F(i)["discount"], "en"), c)
c = sel(lambda i: date(i).startswith("2025-10"), GROC); q("b28", "total struk grocery bulan oktober 2025", "id", "total", [money(tot(c), "IDR", "id")], c)
# counts
c = sel(lambda i: exp(i) and exp(i) < T); q("b29", "brp banyak kontrak yg udah habis", "id", "count", [str(len(c))], c)
c = sel(lambda i: due(i).startswith("2024-11")); q("b30", "how many payments are due next month", "en", "count", [str(len(c))], c, "2024-10-15")
c = sel(lambda i: date(i).startswith("2025"), PHARM); q("b31", "ada brp struk apotik thn 2025", "id", "count", [str(len(c))], c)
c = sel(lambda i: exp(i).startswith("2026")); q("b32", "how many contracts expire in 2026", "en", "count", [str(len(c))], c)
c = sel(lambda i: typ(i) == "invoice" and cur(i) == "MYR"); q("b33", "berapa invoice dlm ringgit", "id", "count", [str(len(c))], c)
q("b34", "how many kwitansi do we have", "en", "count", [str(len(KWIT))], KWIT)
# one amount of one document
q("b35", "ppn di invoice media cetak prima brp", "id", "amount", [money(F("MCP-2311-INV-0456")["tax_amount"], "IDR", "id")], ["MCP-2311-INV-0456"])
q("b36", "whats the total on the kopi senja receipt", "en", "amount", [money(F("e-receipt-KS-250614-0231")["total_amount"], "IDR", "en")], ["e-receipt-KS-250614-0231"])
q("b37", "diskon di apotek sehat sentosa", "id", "amount", [money(F("scan-struk-apotek-20241030")["discount"], "IDR", "id")], ["scan-struk-apotek-20241030"])
q("b38", "subtotal invoice pioneer systems", "id", "amount", [money(F("gen-011")["subtotal"], "SGD", "id")], ["gen-011"])
q("b39", "how much was the sate kambing bill", "en", "amount", [money(F("IMG-20240907-WA0012")["total_amount"], "IDR", "en")], ["IMG-20240907-WA0012"])
q("b40", "nilai kontrak sewa kendaraan", "id", "amount", [money(F("scan_perjanjian_sewa_kendaraan_TMR")["contract_value"], "IDR", "id")], ["scan_perjanjian_sewa_kendaraan_TMR"])
q("b41", "contract value of the forklift purchase agreement", "en", "amount", [money(F("PJB_Forklift_SAK-RNJ")["contract_value"], "IDR", "en")], ["PJB_Forklift_SAK-RNJ"])
q("b42", "service charge at rumah makan intan emas", "en", "amount", [money(F("gen-001")["service_charge_amount"], "IDR", "en")], ["gen-001"])
q("b43", "pb1 di struk kopi setia citra", "id", "amount", [money(F("gen-040")["tax_amount"], "IDR", "id")], ["gen-040"])
q("b44", "berapa tagihan pdam tirta sakti", "id", "amount", [money(F("gen-036")["total_amount"], "IDR", "id")], ["gen-036"])
# due dates and dates
q("b45", "kapan jatuh tempo invoice pioneer", "id", "due", [day(due("gen-011"), "id")], ["gen-011"])
q("b46", "when's the statement from awan komputasi due", "en", "due", [day(due("statement-AKI-2025-07"), "en")], ["statement-AKI-2025-07"])
q("b47", "due date tagihan listrik daya mulia", "id", "due", [day(due("gen-020"), "id")], ["gen-020"])
q("b48", "when do i have to pay the sentosa abadi kimia statement", "en", "due", [day(due("Statement_SAK_CV-Tunas-Harapan_April-2025"), "en")], ["Statement_SAK_CV-Tunas-Harapan_April-2025"])
q("b49", "tanggal invoice granite networks", "id", "date", [day(date("gen-031"), "id")], ["gen-031"])
q("b50", "when was the nda with cipta data signed", "en", "date", [day(date("Mutual_NDA_Meridian_CiptaData_signed"), "en")], ["Mutual_NDA_Meridian_CiptaData_signed"])
# parties, law, contract dates, numbers
q("b51", "siapa pihak pertama di pkwt dewi lestari", "id", "party", [F("PKWT_Dewi_Lestari_Anggraini_2025")["primary_party"]], ["PKWT_Dewi_Lestari_Anggraini_2025"])
q("b52", "first party of the mou with koperasi tani", "en", "party", [F("MoU_ALS_Koperasi_Tani_Makmur_2025")["primary_party"]], ["MoU_ALS_Koperasi_Tani_Makmur_2025"])
q("b53", "hukum apa yg berlaku di kontrak kerja arif susanti", "id", "party", [F("gen-045")["governing_law"]], ["gen-045"])
q("b54", "when does the trademark license expire", "en", "expiry", [day(exp("Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"), "en")], ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
q("b55", "kapan perjanjian pinjam meminjam berakhir", "id", "expiry", [day(exp("Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"), "id")], ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
q("b56", "kapan sewa ruko bsd mulai berlaku", "id", "date", [day(F("Perjanjian_Sewa_Ruko_BSD_C17")["effective_date"], "id")], ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("b57", "who is the counterparty in the lease with desi siregar", "en", "party", [F("gen-033")["counterparty"]], ["gen-033"])
q("b58", "nomor invoice coral logistics", "id", "field", [F("gen-035")["document_number"]], ["gen-035"])
q("b59", "vendor faktur pajak 010.000-24.70296645 siapa", "id", "field", [F("gen-004")["vendor"]], ["gen-004"])
# comparisons
q("b60", "mana yg lebih mahal, invoice pioneer systems atau maple logistics", "id", "compare", [money(amount("gen-011"), "SGD", "id"), money(amount("gen-038"), "SGD", "id")], ["gen-011", "gen-038"])
q("b61", "compare the kopi senja and kopi pusaka receipts", "en", "compare", [money(amount("e-receipt-KS-250614-0231"), "IDR", "en"), money(amount("gen-022"), "IDR", "en")], ["e-receipt-KS-250614-0231", "gen-022"])
# follow-ups
q("b62", "brp totalnya?", "id", "follow-up", [money(amount("gen-030"), "USD", "id")], ["gen-030"], history=["kapan jatuh tempo invoice harbor software"])
c = sel(lambda i: exp(i).startswith("2028")); q("b63", "and in 2028?", "en", "follow-up", [day("2028-01-31", "en")], c, history=["which contracts expire in 2027"])
# nothing to find: the answer says what it looked for
q("b64", "invoice dari pt globalindo makmur", "id", "not-found", ["globalindo"], [])
q("b65", "total invoices in euro", "en", "not-found", ["eur"], [])

older = set()
for name in ["judged.jsonl", "judged-2026-11-26.jsonl"]:
    for line in open(os.path.join(ROOT, "eval/assistant", name)):
        if line.strip(): older.add(json.loads(line)["q"].lower())
Q = [x for x in Q if x["q"].lower() not in older]
SALT = "berkas-assistant-2026-11-26b"
def side(id): return "test" if hashlib.sha256((SALT + ":" + id).encode()).digest()[0] < 128 else "dev"
with open(os.path.join(ROOT, "eval/assistant/judged-2026-11-26b.jsonl"), "w") as out:
    for x in Q: out.write(json.dumps(x, ensure_ascii=False) + "\n")
split = {"salt": SALT, "rule": "sha256(salt + ':' + id), first byte < 128 is test",
         "made": "2026-11-26, with the questions, before any of them was run",
         "dev": [x["id"] for x in Q if side(x["id"]) == "dev"],
         "test": [x["id"] for x in Q if side(x["id"]) == "test"]}
with open(os.path.join(ROOT, "eval/assistant/split-2026-11-26b.json"), "w") as out:
    json.dump(split, out, indent=2)
    out.write("\n")
if __name__ == "__main__":
    import collections
    print(len(Q), collections.Counter((x["kind"], side(x["id"])) for x in Q))
