"""The tenth judged search set (2026-11-28b), written blind for issue 18's honest count.

Written without opening the product's question, search or assistant code and without reading
any older judged set's queries; split by a salted hash and committed before any of it was run.
Relevance is structural (kind + period, kind + amount, due month, expiry year, currency, vendor or
party, contract kind, governing law), computed here from the labels through corpus_labels.py; the
kinds of shop, bill and paper are those judge-2026-11-28.py read in the documents' own text, and
the clause topics were read in the contracts' text (eval/datasets/berkas/contracts.ts; the line
is quoted beside each). An `explicit` list holds every document whose labelled amount passes the
stated bound, whatever its kind (corpus_labels.amount and currency_of): a bound without a
currency is Rupiah, "above"/"under"/"lebih dari" leave the figure out, "antara … sampai …"
keeps both ends. A remembered amount ("sekitar 16 juta") is within 5 % (corpus_labels.near).

Run: python3 eval/search/judging/judge-2026-11-28b.py
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_labels as C
from corpus_labels import F, among, both, contract, contract_kind, dated, law, near, q, s

# Kinds read from each document's text, as judge-2026-11-28.py read them.
RESTAURANT = ["gen-001", "gen-017", "gen-047", "IMG-20240907-WA0012", "scan-nota-padang-sari-minang", "IMG_3921"]
CAFE = ["gen-002", "gen-022", "gen-040", "e-receipt-KS-250614-0231"]
PHARMACY = ["gen-003", "gen-005", "gen-012", "scan-struk-apotek-20241030"]
GROCERY = ["gen-007", "gen-034", "gen-024", "scan-struk-toko88", "IMG_20250412_194455"]
MINIMARKET = ["gen-024", "scan-struk-toko88", "IMG_20250412_194455"]
HARDWARE = ["gen-042", "scan-nota-tb-sumber-rejeki-2318", "gen-018"]
ELECTRICITY = ["gen-014", "gen-020"]
WATER = ["gen-036", "rekening-air-maret-2025"]
INTERNET = ["gen-019", "gen-039", "gen-048", "Tagihan_Internet_Mei2025_1200458821"]
KWITANSI = ["gen-018", "gen-023", "gen-037", "gen-044", "scan_kuitansi_0007", "Kuitansi-Sewa-Januari-2025", "IMG_20240521_163010"]
FAKTUR_PAJAK = ["gen-004", "gen-013", "gen-015", "gen-046", "FP-010.000-24.38214567", "faktur-pajak-GNS-juni-2023",
                "FP_SAK_2203_0418", "04002500031567234", "scan-faktur-pajak-mks-april", "Faktur Pajak 04002500204578912"]
INVOICES = [i for i in C.ALL if C.typ(i) == "invoice" and i not in FAKTUR_PAJAK]
proper_invoice = among(INVOICES)
bill = C.bill


def kind_in(ids, lo=None, hi=None, field="date"):
    return both(among(ids), dated(lo, hi, field)) if lo else among(ids)


def named(*words):
    """A vendor or either party of a contract whose labelled name holds every word (case folded)."""

    def holds(i):
        name = " ".join(F(i).get(k) or "" for k in ("vendor", "primary_party", "counterparty"))
        return all(w in name.lower().split() for w in words)

    return holds


def foreign(i):
    return C.currency_of(i) != "IDR"


def bound(low=None, high=None, cur="IDR", inclusive=False):
    """A stated amount filter: the labelled amount (C.amount) in `cur` beyond the bound(s)."""

    def holds(i):
        value = C.amount(i)
        if value is None or C.currency_of(i) != cur:
            return False
        above = low is None or (value >= low if inclusive else value > low)
        below = high is None or (value <= high if inclusive else value < high)
        return above and below

    return holds


# Shops.
q("nota makan resto 2024", "id", "shop", kind_in(RESTAURANT, "2024"))
q("coffe shop receipt", "en", "shop", CAFE)
q("struk kafe oktober 2025", "id", "period", kind_in(CAFE, "2025-10"))
q("struk apotik", "id", "typo", PHARMACY)
q("drugstore receipts 2024", "en", "shop", kind_in(PHARMACY, "2024"))
q("belanja minimarket", "id", "shop", MINIMARKET)
q("grocery shopping 2025", "en", "shop", kind_in(GROCERY, "2025"))
q("nota toko bangunan", "id", "shop", HARDWARE)
q("building materials store receipt", "en", "shop", HARDWARE)
q("warung sate kambing", "id", "shop", ["IMG-20240907-WA0012"])
q("nota bengkel mobil", "id", "shop", ["nota-servis-KM-2407-0155"])
q("car service workshop invoice", "en", "shop", ["nota-servis-KM-2407-0155"])
q("coworking hot desk membership", "en", "shop", ["Receipt_OR-2025-0612"])
q("struk swalayan desember", "id", "shop", ["scan-struk-toko88"])
q("makan seafood di bali", "id", "shop", ["IMG_3921"])
q("struk rumah makan januari 2025", "id", "period", kind_in(RESTAURANT, "2025-01"))
q("cafe bill with service charge", "en", "shop", [i for i in CAFE if F(i).get("service_charge_amount")])

# Utilities and other bills.
q("rekening listrik 2024", "id", "utility", kind_in(ELECTRICITY, "2024"))
q("electricity bill november", "en", "utility", kind_in(ELECTRICITY, "2024-11"))
q("tagihan lsitrik", "id", "typo", ELECTRICITY)
q("tagihan pdam", "id", "utility", WATER)
q("water bill 2025", "en", "utility", kind_in(WATER, "2025"))
q("tagihan wifi", "id", "utility", INTERNET)
q("internet bill june 2025", "en", "utility", kind_in(INTERNET, "2025-06"))
q("tagihan pulsa hp pascabayar", "id", "utility", ["IMG_20241027_090314"])
q("mobile phone bill", "en", "utility", ["IMG_20241027_090314"])
q("tagihan service charge gedung kantor", "id", "utility", ["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03"])
q("cloud hosting statement", "en", "utility", ["statement-AKI-2025-07"])
q("tagihan katering kantor", "id", "type", ["tagihan-catering-januari-2025"])

# Kinds of paper and periods.
q("faktur pajak taun 2025", "id", "type", kind_in(FAKTUR_PAJAK, "2025"))
q("tax invoices from 2024", "en", "type", kind_in(FAKTUR_PAJAK, "2024"))
q("kuitansi sewa ruko", "id", "type", ["Kuitansi-Sewa-Januari-2025"])
q("kwitansi thn 2025", "id", "type", kind_in(KWITANSI, "2025"))
q("kwitansi payments 2024", "en", "type", kind_in(KWITANSI, "2024"))
q("invoice bln maret 2025", "id", "period", kind_in(INVOICES, "2025-03"))
q("invoices from august 2024", "en", "period", kind_in(INVOICES, "2024-08"))
q("inv bln kmrn", "id", "period", kind_in(INVOICES, "2025-09"), today="2025-10-10")
q("last year's invoices in foreign currency", "en", "currency", both(proper_invoice, dated("2025"), foreign), today="2026-02-01")
q("tagihan jatuh tempo juli 2025", "id", "due", both(lambda i: i in INVOICES or C.typ(i) == "billing statement",
                                                       dated("2025-07", field="due_date")))
q("invoices due in october 2024", "en", "due", both(lambda i: i in INVOICES or C.typ(i) == "billing statement",
                                                    dated("2024-10", field="due_date")))
q("invoice dalam ringgit", "id", "currency", both(proper_invoice, C.currency("MYR")))

# Vendors and parties, some misspelt.
q("pt sumber makmur abadi", "id", "party", named("sumber", "makmur", "abadi"))
q("dokumen graha niaga", "id", "party", named("graha", "niaga"))
q("dokumen sentosa abadi kimia", "id", "party", named("sentosa", "abadi", "kimia"))
q("dok karya tekhnik mandiri", "id", "typo", named("karya", "teknik", "mandiri"))
q("brightline invoice", "en", "party", named("brightline"))
q("mitra kemasan sejahtera", "id", "party", named("mitra", "kemasan", "sejahtera"))
q("sinar terang logistik documents", "en", "party", named("sinar", "terang", "logistik"))
q("digital kreasi nusantra", "id", "typo", named("digital", "kreasi", "nusantara"))
q("cahaya elektrik persada invoice", "en", "party", named("cahaya", "elektrik", "persada"))
q("media cetak prima invoice", "en", "party", named("media", "cetak", "prima"))
q("granite logistic llc", "en", "party", named("granite", "logistics"))
q("harbor sofware invoice", "en", "typo", named("harbor", "software"))
q("contracts with boga rasa", "en", "party", named("boga", "rasa"))
q("kontrak dengan mitra kreatif digital", "id", "party", named("mitra", "kreatif", "digital"))
q("rasa nusantara jaya agreements", "en", "party", named("rasa", "nusantara", "jaya"))
q("perjanjian hendra wijaya", "id", "party", named("hendra", "wijaya"))
q("receipt from percetakan cahaya abadi", "en", "party", named("percetakan", "cahaya", "abadi"))
q("seluler prima nusantara", "id", "typo", named("selular", "prima", "nusantara"))
q("dewi lestari contract", "en", "party", named("dewi", "lestari", "anggraini"))

# Contracts: kinds, periods, law.
q("surat perjanjian sewa", "id", "contract", contract_kind("lease"))
q("leases expiring in 2027", "en", "contract", both(contract_kind("lease"), dated("2027", field="expiry_date")))
q("kontrak kerja staf", "id", "contract", contract_kind("employment"))
q("nda kerahasiaan", "id", "contract", contract_kind("nda"))
q("power of attorney letters", "en", "contract", contract_kind("power_of_attorney"))
q("pembelian forklift", "id", "contract", ["PJB_Forklift_SAK-RNJ"])
q("money loan agreement", "en", "contract", contract_kind("loan"))
q("nota kesepahaman koperasi tani", "id", "contract", contract_kind("mou"))
q("distribution agreements", "en", "contract", contract_kind("distribution"))
q("brand licensing contract", "en", "contract", contract_kind("license"))
q("kontrak jasa IT hotel", "id", "contract", ["IT_Services_Agreement_STA-HSI_2025"])
q("services agreement contracts", "en", "contract", contract_kind("service"))
q("kontrak yg berakhir tahun 2026", "id", "contract", both(contract, dated("2026", field="expiry_date")))
q("contracts signed in 2024", "en", "contract", both(contract, dated("2024")))
q("kontrak hukum singapura", "id", "contract", both(contract, law("Singapore")))
q("contracts under malaysian law", "en", "contract", both(contract, law("Malaysia")))

# Clause topics, read in the contracts' text.
# "melalui arbitrase pada Badan Arbitrase Nasional Indonesia (BANI)" / "arbitration at ... BANI"
q("arbitrase BANI", "id", "clause", ["PKS_BRN-MKD_031-2025", "Distribution_Agreement_Everbright_DPN_2025",
                                     "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# "Either Party may terminate this Agreement by giving sixty (60) days' written notice";
# "mengakhiri ... dengan pemberitahuan tertulis sekurang-kurangnya 60 (enam puluh) hari sebelumnya"
q("terminate on sixty days notice", "en", "clause", ["IT_Services_Agreement_STA-HSI_2025", "PKS_BRN-MKD_031-2025"])
# "PIHAK KEDUA menyerahkan kepada PIHAK PERTAMA asli Bukti Pemilikan Kendaraan Bermotor (BPKB)"
q("agunan bpkb", "id", "clause", ["Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"])
# "PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih"
q("komisi penjualan toko online", "id", "clause", ["PKS_BRN-MKD_031-2025"])
# "PIHAK KEDUA membayar royalti tetap sebesar Rp48.000.000,00 per tahun"
q("royalty payment clause", "en", "clause", ["Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"])
# "a service credit of 5% of the monthly fee for each missed critical incident"
q("service level credit", "en", "clause", ["IT_Services_Agreement_STA-HSI_2025"])
# "PIHAK KEDUA wajib menyampaikan maksud perpanjangan secara tertulis selambat-lambatnya 3 (tiga) bulan"
q("perpanjangan sewa ruko", "id", "clause", ["Perjanjian_Sewa_Ruko_BSD_C17"])
# "not less than USD 250,000 ... in each contract year"
q("distributor minimum purchase obligation", "en", "clause", ["Distribution_Agreement_Everbright_DPN_2025"])
# "Pengadilan Hubungan Industrial pada Pengadilan Negeri Bandung"
q("pengadilan hubungan industrial", "id", "clause", ["PKWT_Dewi_Lestari_Anggraini_2025"])
# "Singapore International Arbitration Centre (SIAC)"
q("siac arbitration", "en", "clause", ["Mutual_NDA_Meridian_CiptaData_signed"])

# Document numbers.
q("INV/SMA/2024/10/0153", "id", "docnum", ["INV-SMA-2024-10-0153"])
q("invoice ktm-25-0042", "en", "docnum", ["Faktur_KTM-25-0042"])
q("GPM/SC/2506/1203", "en", "docnum", ["Tagihan_SC_Utilitas_Juni_2025_Unit_12-03"])
q("lease 014/SWR/XII/2024", "en", "docnum", ["Perjanjian_Sewa_Ruko_BSD_C17"])
q("invoice 599/TGH/VIII/2025", "en", "docnum", ["gen-016"])

# Remembered amounts (no comparison word).
q("invoice sekitar 16 juta", "id", "amount", both(proper_invoice, near(16_000_000)))
q("receipt for 4,051,499", "en", "amount", both(C.receipt, near(4_051_499)))
q("faktur 27,5 juta", "id", "amount", both(proper_invoice, near(27_500_000)))

# Stated filters: an amount with a comparison word.
s("invoice di atas 30 juta", "id", "explicit", proper_invoice, bound(low=30_000_000))
s("any receipt less than 100k", "en", "explicit", C.receipt, bound(high=100_000))
s("kontrak nilainya lebih dari 150 juta", "id", "explicit", contract, bound(low=150_000_000))
s("usd invoices over 5,000", "en", "explicit", proper_invoice, bound(low=5_000, cur="USD"))
s("tagihan antara 500 ribu sampai 2 juta", "id", "explicit", lambda i: bill(i) or proper_invoice(i), bound(500_000, 2_000_000, inclusive=True))
s("restaurant receipts above 300k", "en", "explicit", among(RESTAURANT), bound(low=300_000))

OLDER = C.older_judgements(sorted(os.path.basename(p) for p in __import__("glob").glob(os.path.join(C.HERE, "*.jsonl"))
                                  if os.path.basename(p) != "judged-2026-11-28b.jsonl"))
C.write_set("2026-11-28b", OLDER, salt="blind-search-2026-11-28b", tested=lambda n: round(n * 0.6),
            method="queries ranked by sha256(salt + ':' + query); the first 60 % on test; written with the queries before any was run",
            made="2026-11-28, with the queries, before any of them was run")
import collections

print(sorted(collections.Counter(x["kind"] for x in C.Q).items()), collections.Counter(x["language"] for x in C.Q))
print("explicit", sum(1 for x in C.Q if "explicit" in x))
