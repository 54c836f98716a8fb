"""The search corpus's labelled documents, its kinds of paper and the app's written forms, shared
by the judging scripts written from 2026-11-28 on.

The kinds of paper were read from each document's own text (the shop's heading, the bill's
lines), not from the product's answers. Amounts and dates are written as the app writes them, so
an expected fact can be found in an answer as it is.
"""
import datetime, json, os

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
DOCS = {}
for folder, prefix in (("eval/datasets/berkas", ""), ("eval/search/corpus", "gen-")):
    for line in open(os.path.join(ROOT, folder, "expected.jsonl")):
        record = json.loads(line)
        DOCS[prefix + record["id"]] = record

RESTAURANT = ["gen-001", "gen-017", "gen-047", "IMG-20240907-WA0012", "scan-nota-padang-sari-minang", "IMG_3921"]
CAFE = ["gen-002", "gen-022", "gen-040", "e-receipt-KS-250614-0231"]
PHARMACY = ["gen-003", "gen-005", "gen-012", "scan-struk-apotek-20241030"]
GROCERY = ["gen-007", "gen-034", "gen-024", "scan-struk-toko88", "IMG_20250412_194455"]
HARDWARE = ["gen-042", "scan-nota-tb-sumber-rejeki-2318", "gen-018"]  # gen-018: a toko bangunan's kwitansi
ELECTRICITY = ["gen-014", "gen-020"]  # kWh, "TAGIHAN LISTRIK"
WATER = ["gen-036", "rekening-air-maret-2025"]  # Perumda Air Minum
INTERNET = ["gen-019", "gen-039", "gen-048", "Tagihan_Internet_Mei2025_1200458821"]  # broadband
KWITANSI = ["gen-018", "gen-023", "gen-037", "gen-044", "scan_kuitansi_0007", "Kuitansi-Sewa-Januari-2025", "IMG_20240521_163010"]
FAKTUR_PAJAK = ["gen-004", "gen-013", "gen-015", "gen-046", "FP-010.000-24.38214567", "faktur-pajak-GNS-juni-2023",
                "FP_SAK_2203_0418", "04002500031567234", "scan-faktur-pajak-mks-april", "Faktur Pajak 04002500204578912"]
# Invoices proper: labelled invoices that are not tax invoices (a faktur pajak is labelled "invoice" too).
INVOICES = [i for i, d in DOCS.items() if d["type"] == "invoice" and i not in FAKTUR_PAJAK]
RECEIPTS = [i for i, d in DOCS.items() if d["type"] == "receipt"]  # slips and kwitansi
BILLS = [i for i, d in DOCS.items() if d["type"] == "billing statement"]
CONTRACTS = [i for i, d in DOCS.items() if d["type"] == "contract"]
LEASES = [i for i in CONTRACTS if DOCS[i]["fields"].get("contract_type") == "lease"]
POWERS = [i for i in CONTRACTS if DOCS[i]["fields"].get("contract_type") == "power_of_attorney"]

# The months as Intl writes them in a medium date (en-US "Mar 31, 2025", id-ID "31 Des 2026").
MONTHS = {"en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
          "id": ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"]}


def f(doc, field):
    return DOCS[doc]["fields"].get(field)


def money(amount, currency, lang):
    """As src/contracts/format-money.ts: Intl en-US / id-ID, the code but for Rupiah in Indonesian."""
    whole = currency == "IDR"
    value = round(amount) if whole else round(amount, 2)
    assert not whole or abs(amount - value) != 0.5, f"a half Rupiah rounds two ways: {amount}"
    text = f"{value:,.0f}" if whole else f"{value:,.2f}"
    if lang == "id":
        text = text.replace(",", "_").replace(".", ",").replace("_", ".")
        return f"Rp {text}" if whole else f"{currency} {text}"
    return f"{currency} {text}"


def date(value, lang):
    """As the app writes a date (src/web/features/documents/document-format.ts: Intl dateStyle medium)."""
    d = datetime.date.fromisoformat(value)
    month = MONTHS[lang][d.month - 1]
    return f"{month} {d.day}, {d.year}" if lang == "en" else f"{d.day} {month} {d.year}"


def total(docs, field="total_amount"):
    currencies = {f(i, "currency") for i in docs}
    assert len(currencies) == 1, currencies
    return sum(f(i, field) for i in docs), currencies.pop()
