"""The ninth judged search set (2026-11-28), written blind for issue 18's honest count.

Written without opening the product's question, search or assistant code and without reading
any older judged set's queries; split by a salted hash and committed before any of it was run.
Relevance is structural where the README says so (kind + period, kind + amount, due month,
expiry year, currency, vendor or party), computed here from the labels
(eval/datasets/berkas/expected.jsonl, corpus/expected.jsonl); the kinds of shop, bill and paper
and the clause topics were read in the documents' own text (noted beside each group). An
`explicit` list holds every document whose labelled amount passes the stated bound, whatever its
kind: the total, else a contract's value (gen-025's, unlabelled, is USD as the contract writes
it), else for a faktur pajak its DPP less discount plus PPN; a bound without a currency is Rupiah,
"above"/"under" leave the figure out, "antara … sampai …" keeps both ends.

Run: python3 eval/search/judging/judge-2026-11-28.py
"""
import glob, hashlib, json, os

HERE = os.path.dirname(os.path.abspath(__file__))
SEARCH = os.path.join(HERE, "..")
ROOT = os.path.join(SEARCH, "..", "..")
DOCS = {}
for folder, prefix in (("eval/datasets/berkas", ""), ("eval/search/corpus", "gen-")):
    for line in open(os.path.join(ROOT, folder, "expected.jsonl")):
        record = json.loads(line)
        DOCS[prefix + record["id"]] = record


def f(doc, field):
    return DOCS[doc]["fields"].get(field)


# Kinds read from each document's text (heading, what was bought, the bill's lines).
RESTAURANT = ["gen-001", "gen-017", "gen-047", "IMG-20240907-WA0012", "scan-nota-padang-sari-minang", "IMG_3921"]
CAFE = ["gen-002", "gen-022", "gen-040", "e-receipt-KS-250614-0231"]
PHARMACY = ["gen-003", "gen-005", "gen-012", "scan-struk-apotek-20241030"]
GROCERY = ["gen-007", "gen-034", "gen-024", "scan-struk-toko88", "IMG_20250412_194455"]
MINIMARKET = ["gen-024", "scan-struk-toko88", "IMG_20250412_194455"]  # minimarket, swalayan, "Mart"
HARDWARE = ["gen-042", "scan-nota-tb-sumber-rejeki-2318", "gen-018"]  # gen-018: a toko bangunan's kwitansi
ELECTRICITY = ["gen-014", "gen-020"]
WATER = ["gen-036", "rekening-air-maret-2025"]
INTERNET = ["gen-019", "gen-039", "gen-048", "Tagihan_Internet_Mei2025_1200458821"]
KWITANSI = ["gen-018", "gen-023", "gen-037", "gen-044", "scan_kuitansi_0007", "Kuitansi-Sewa-Januari-2025", "IMG_20240521_163010"]
FAKTUR_PAJAK = ["gen-004", "gen-013", "gen-015", "gen-046", "FP-010.000-24.38214567", "faktur-pajak-GNS-juni-2023",
                "FP_SAK_2203_0418", "04002500031567234", "scan-faktur-pajak-mks-april", "Faktur Pajak 04002500204578912"]
INVOICES = [i for i, d in DOCS.items() if d["type"] == "invoice" and i not in FAKTUR_PAJAK]
RECEIPTS = [i for i, d in DOCS.items() if d["type"] == "receipt"]
BILLS = [i for i, d in DOCS.items() if d["type"] == "billing statement"]
CONTRACTS = [i for i, d in DOCS.items() if d["type"] == "contract"]


def ctype(kind):
    return [i for i in CONTRACTS if f(i, "contract_type") == kind]


def on(docs, prefix, field="date"):
    return [i for i in docs if (f(i, field) or "").startswith(prefix)]


def party(name):
    name = name.lower()
    return [i for i in DOCS if any(name in str(f(i, k) or "").lower() for k in ("vendor", "primary_party", "counterparty"))]


# Clause topics, read in the contracts' text.
FORCE_MAJEURE = ["Perjanjian_Sewa_Ruko_BSD_C17", "PKS_BRN-MKD_031-2025", "Distribution_Agreement_Everbright_DPN_2025",
                 "PJB_Forklift_SAK-RNJ", "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan", "IT_Services_Agreement_STA-HSI_2025",
                 "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa", "scan_perjanjian_sewa_kendaraan_TMR", "gen-021", "gen-029"]
ARBITRATION = ["PKS_BRN-MKD_031-2025", "Mutual_NDA_Meridian_CiptaData_signed", "Distribution_Agreement_Everbright_DPN_2025",
               "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"]  # the NDA at SIAC, the others at BANI
BANI = ["PKS_BRN-MKD_031-2025", "Distribution_Agreement_Everbright_DPN_2025", "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"]
# "terminate ... by giving sixty (60) days' written notice"; "mengakhiri ... pemberitahuan tertulis ... 60 (enam puluh) hari"
NOTICE_60 = ["IT_Services_Agreement_STA-HSI_2025", "PKS_BRN-MKD_031-2025"]


def amount(doc):
    """The labelled amount a stated bound is weighed against, with its currency; None if none."""
    fl = DOCS[doc]["fields"]
    if fl.get("total_amount") is not None:
        return fl["total_amount"], fl.get("currency") or "IDR"
    if fl.get("contract_value") is not None:
        return fl["contract_value"], fl.get("currency") or ("USD" if doc == "gen-025" else "IDR")
    if doc in FAKTUR_PAJAK:
        return fl["subtotal"] - (fl.get("discount") or 0) + fl["tax_amount"], "IDR"
    return None


def holds(currency, low=None, high=None, inclusive=False):
    out = []
    for doc in DOCS:
        a = amount(doc)
        if not a or a[1] != currency:
            continue
        value = a[0]
        above = low is None or (value >= low if inclusive else value > low)
        below = high is None or (value <= high if inclusive else value < high)
        if above and below:
            out.append(doc)
    return out


T = "2025-11-28"
Q = []


def add(q, kind, lang, relevant, today=T, explicit=None):
    assert relevant, q
    item = {"q": q, "kind": kind, "language": lang, "today": today, "relevant": sorted(set(relevant))}
    if explicit is not None:
        assert set(relevant) <= set(explicit), q
        item["explicit"] = sorted(explicit)
    Q.append(item)


# Shops.
add("struk resto", "shop", "id", RESTAURANT)
add("restaurant receipts 2025", "shop", "en", on(RESTAURANT, "2025"))
add("nota rumah makan padang", "shop", "id", ["scan-nota-padang-sari-minang"])
add("seafood dinner bali", "shop", "en", ["IMG_3921"])
add("struk ngopi", "shop", "id", CAFE)
add("cafe receipts last year", "relative", "en", on(CAFE, "2024"))
add("apotik", "shop", "id", PHARMACY)
add("pharmacy receipt march 2025", "shop", "en", on(PHARMACY, "2025-03"))
add("belanja di minimarket", "shop", "id", MINIMARKET)
add("grocery shopping slips", "shop", "en", GROCERY)
add("toko bangunan", "shop", "id", HARDWARE)
add("hardware store receipt 2024", "shop", "en", on(HARDWARE, "2024"))
add("servis motor di bengkel", "shop", "id", ["nota-servis-KM-2407-0155"])
add("nota sate kambing pak darmo", "shop", "id", ["IMG-20240907-WA0012"])

# Utilities and bills.
add("tagihan listrik pln kantor", "utility", "id", ELECTRICITY)
add("electricity bill june 2024", "utility", "en", on(ELECTRICITY, "2024-06"))
add("rekening air pdam", "utility", "id", WATER)
add("water bill 2024", "utility", "en", on(WATER, "2024"))
add("tagihan wifi internet kantor", "utility", "id", INTERNET)
add("internet bill may 2024", "utility", "en", on(INTERNET, "2024-05"))
add("tagihan telepon seluler", "utility", "id", ["IMG_20241027_090314"])  # PT Selular Prima Nusantara
add("broadband statement feb 2025", "utility", "en", on(INTERNET, "2025-02"))
add("service charge gedung kantor juni 2025", "utility", "id", ["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03"])
add("cloud server monthly statement", "utility", "en", ["statement-AKI-2025-07"])  # compute, storage, egress

# Kinds of paper.
add("fp masukan thn 2024", "type", "id", on(FAKTUR_PAJAK, "2024"))
add("tax invoices 2026", "type", "en", on(FAKTUR_PAJAK, "2026"))
add("semua kwitansi", "type", "id", KWITANSI)
add("kuitansi sewa", "type", "id", ["Kuitansi-Sewa-Januari-2025", "gen-037"])  # gen-037: "sewa gudang bulan berjalan"
add("statements of account from suppliers", "type", "en", ["SOA-SML-2505-044", "Statement_SAK_CV-Tunas-Harapan_April-2025"])
add("invoice in sgd dollars", "currency", "en", [i for i in INVOICES if f(i, "currency") == "SGD"])
add("invoices in ringgit", "currency", "en", [i for i in INVOICES if f(i, "currency") == "MYR"])
add("tagihan dolar amerika", "currency", "id", [i for i in INVOICES + BILLS if f(i, "currency") == "USD"])
add("invoice 2022", "period", "en", on(INVOICES + FAKTUR_PAJAK, "2022"))
add("surat kuasa yg kita punya", "contract", "id", ctype("power_of_attorney"))
add("power of attorney 2025", "contract", "en", on(ctype("power_of_attorney"), "2025"))

# Contracts: kinds, parties, law, expiry.
add("perjanjian sewa menyewa", "contract", "id", ctype("lease"))
add("leases ending in 2027", "expiry", "en", on(ctype("lease"), "2027", "expiry_date"))
add("signed ndas", "contract", "en", ctype("nda"))
add("staff employment contracts", "contract", "en", ctype("employment"))
add("distributor agreements", "contract", "en", ctype("distribution"))
add("perjanjian kerjasama", "contract", "id", ctype("cooperation"))
add("mou koperasi tani", "contract", "id", ["MoU_ALS_Koperasi_Tani_Makmur_2025"])
add("loan agreement money lent", "contract", "en", ctype("loan"))
add("pjb forklift", "contract", "id", ["PJB_Forklift_SAK-RNJ"])
add("trademark license agreement", "contract", "en", ctype("license"))
add("sewa mobil operasional", "contract", "id", ["scan_perjanjian_sewa_kendaraan_TMR"])
add("it maintenance contract hotel", "contract", "en", ["IT_Services_Agreement_STA-HSI_2025"])
add("services agreement", "contract", "en", ctype("service"))
add("kontrak yg berakhir 2026", "expiry", "id", on(CONTRACTS, "2026", "expiry_date"))
add("contracts expiring before end of this year", "expiry", "en",
    [i for i in CONTRACTS if "2025-06-01" <= (f(i, "expiry_date") or "") <= "2025-12-31"], today="2025-06-01")
add("governing law singapore", "law", "en", [i for i in CONTRACTS if f(i, "governing_law") == "Singapore"])
add("kontrak pakai hukum malaysia", "law", "id", [i for i in CONTRACTS if f(i, "governing_law") == "Malaysia"])
add("kontrak dgn PT boga rasa nusantara", "party", "id", party("Boga Rasa Nusantara"))
add("agreements with cv mitra kreatif digital", "party", "en", [i for i in party("Mitra Kreatif Digital") if i in CONTRACTS])

# Vendors and parties, some misspelt.
add("pt sentosa abadi kimia", "vendor", "id", party("Sentosa Abadi Kimia"))
add("karya teknik mandiri", "vendor", "id", party("Karya Teknik Mandiri"))
# scan_kuitansi_0007 is received from Graha Niaga Sentosa: a paper of that company too.
add("PT graha niaga", "vendor", "id", party("Graha Niaga Sentosa") + ["scan_kuitansi_0007"])
add("mitra kemasan sejahtera invoice", "vendor", "en", party("Mitra Kemasan Sejahtera"))
add("sinar terang logistik invoice", "vendor", "en", party("Sinar Terang Logistik"))
add("PT Tunggal Sistem", "party", "en", ["gen-004", "gen-033"])  # a faktur pajak's seller and a lease's tenant
add("efaktur pt tunggal sistem", "vendor", "id", ["gen-004"])
add("invocie brightline", "typo", "en", ["Invoice-INV-3321"])
add("tagihan listirk", "typo", "id", ELECTRICITY)
add("kwitnasi sewa kantor", "typo", "id", ["Kuitansi-Sewa-Januari-2025"])
add("aptek sehat sentosa", "typo", "id", ["scan-struk-apotek-20241030"])
add("perjanjain pinjam uang", "typo", "id", ctype("loan"))
add("distribusi everbrite", "typo", "id", ["Distribution_Agreement_Everbright_DPN_2025"])
add("catring dapur ibu sari", "typo", "id", ["tagihan-catering-januari-2025"])
add("straits marine soa", "vendor", "en", ["SOA-SML-2505-044"])

# Periods, relative dates, due dates.
add("invoice masuk bulan lalu", "relative", "id", on(INVOICES, "2025-03"), today="2025-04-10")
add("receipts i got last month", "relative", "en", on(RECEIPTS, "2025-06"), today="2025-07-10")
add("tagihan bulan ini", "relative", "id", on(INVOICES + BILLS, "2025-06"), today="2025-06-20")
add("faktur pajak tahun lalu", "relative", "id", on(FAKTUR_PAJAK, "2025"), today="2026-02-01")
add("whats due next month", "due", "en", on(INVOICES + BILLS, "2025-06", "due_date"), today="2025-05-20")
add("jatuh tempo bulan depan", "due", "id", on(INVOICES + BILLS, "2025-09", "due_date"), today="2025-08-10")
add("perjanjian yg diteken bulan lalu", "relative", "id", on(CONTRACTS, "2025-07"), today="2025-08-15")
add("documents from december 2024", "period", "en", on(list(DOCS), "2024-12"))
add("dokumen januari 2025", "period", "id", on(list(DOCS), "2025-01"))

# Remembered amounts (no comparison word).
add("invoice 27,5 juta", "amount", "id", [i for i in INVOICES if 27_400_000 <= (f(i, "total_amount") or 0) <= 27_600_000])
add("receipt 947100", "amount", "en", ["IMG_3921"])
add("kwitansi 12.500.000", "amount", "id", ["Kuitansi-Sewa-Januari-2025"])

# Clause topics.
add("force majeure clause", "clause", "en", FORCE_MAJEURE)
add("kontrak yg ada klausul keadaan kahar", "clause", "id", FORCE_MAJEURE)
add("arbitration clause", "clause", "en", ARBITRATION)
add("sengketa diselesaikan di BANI", "clause", "id", BANI)
add("uang jaminan sewa", "clause", "id", ["Perjanjian_Sewa_Ruko_BSD_C17"])  # "uang jaminan sebesar Rp10.000.000,00"
add("termination with 60 days notice", "clause", "en", NOTICE_60)

# What was bought or paid for.
add("catering", "item", "en", ["tagihan-catering-januari-2025", "gen-018", "gen-044"])  # "jasa boga", "katering"
add("payroll processing fee", "item", "en", ["gen-006", "gen-011", "gen-016", "gen-038"])
add("freight forwarding invoice", "item", "en", ["gen-006", "gen-016", "gen-030", "gen-031", "gen-041"])  # gen-030: a line of its photo
add("jasa perbaikan pompa air", "item", "id", ["gen-023"])
add("bayar sewa gudang", "item", "id", ["gen-028", "gen-037"])

# Stated bounds (explicit).
below_100k = holds("IDR", high=100_000)
add("struk di bawah 100rb", "amount", "id", [i for i in below_100k if i in RECEIPTS], explicit=below_100k)
over_1m = holds("IDR", low=1_000_000)
add("receipts over 1 million", "amount", "en", [i for i in over_1m if i in RECEIPTS], explicit=over_1m)
add("tagihan listrik di atas 1 juta", "amount", "id", [i for i in over_1m if i in ELECTRICITY], explicit=over_1m)
usd_5000 = holds("USD", low=5000)
add("usd invoices more than 5000", "amount", "en", [i for i in usd_5000 if i in INVOICES], explicit=usd_5000)
below_150k = holds("IDR", high=150_000)
add("apotek dibawah 150 ribu", "amount", "id", [i for i in below_150k if i in PHARMACY], explicit=below_150k)
over_200m = holds("IDR", low=200_000_000)
add("kontrak nilainya di atas 200 juta", "amount", "id", [i for i in over_200m if i in CONTRACTS], explicit=over_200m)
sgd_1000 = holds("SGD", high=1000)
add("sgd invoices under 1000", "amount", "en", [i for i in sgd_1000 if i in INVOICES], explicit=sgd_1000)
between = holds("IDR", low=4_000_000, high=7_000_000, inclusive=True)
add("kwitansi antara 4 jt sampai 7 jt", "amount", "id", [i for i in between if i in KWITANSI], explicit=between)

assert len({x["q"] for x in Q}) == len(Q)
for x in Q:
    assert all(r in DOCS for r in x["relevant"]), x

older = set()
for path in glob.glob(os.path.join(SEARCH, "*.jsonl")):
    if path.endswith("judged-2026-11-28.jsonl") or path.endswith("expected.jsonl"):
        continue
    for line in open(path):
        if line.strip():
            older.add(json.loads(line)["q"].lower())
repeated = [x["q"] for x in Q if x["q"].lower() in older]
assert not repeated, f"already in an older set: {repeated}"

with open(os.path.join(SEARCH, "judged-2026-11-28.jsonl"), "w") as out:
    for x in Q:
        out.write(json.dumps(x, ensure_ascii=False) + "\n")

SALT = "blind-search-2026-11-28"
side = lambda q: "test" if hashlib.sha256((SALT + ":" + q).encode()).digest()[0] < 154 else "dev"
split = {"salt": SALT,
         "method": "test when the first byte of sha256(salt + ':' + query) < 154 (about 60 %), the key being the query text",
         "made": "2026-11-28, with the queries, before any of them was run",
         "queries": {x["q"]: side(x["q"]) for x in Q}}
text = json.dumps(split, indent=2, ensure_ascii=False) + "\n"
split_file = os.path.join(SEARCH, "split-2026-11-28.json")
if os.path.exists(split_file):
    assert open(split_file).read() == text, "the split is frozen and differs from the queries"
else:
    open(split_file, "w").write(text)

import collections
print(len(Q), collections.Counter(side(x["q"]) for x in Q), collections.Counter(x["language"] for x in Q))
print(sorted(collections.Counter(x["kind"] for x in Q).items()))
print("explicit", sum(1 for x in Q if "explicit" in x))
