import type { Doc } from "./documents-money.ts";

export interface SearchQuery {
  q: string;
  kind: string;
  language: "id" | "en";
  today: string;
  relevant: string[];
}

export const TODAY = "2026-11-27";

type Row = [
  q: string,
  kind: string,
  language: "id" | "en",
  relevant: string[] | ((docs: Doc[]) => string[]),
];

const ids = (docs: Doc[], keep: (d: Doc) => boolean) => docs.filter(keep).map((d) => d.id);
const field = (d: Doc, name: string) => d.fields[name];
const dated = (d: Doc, from: string, to: string) => {
  const v = String(field(d, "date") ?? "");
  return v >= from && v <= to;
};
const isReceipt = (d: Doc) => d.kind === "receipt";
const isContract = (d: Doc) => d.type === "contract";

/**
 * What owners and accountants type, with the documents each would want back. Lists written by
 * hand were judged by reading the documents' data in this folder; the others are computed from it.
 */
const rows: Row[] = [
  // kind of paper and shop
  ["struk apotek", "shop", "id", ["u5-r03"]],
  ["restaurant receipts", "shop", "en", ["u5-r01", "u5-r02"]],
  ["struk kopi", "shop", "id", ["u5-r02"]],
  ["nota bensin", "shop", "id", ["u5-r06"]],
  ["struk minimarket", "shop", "id", ["u5-r04"]],
  ["bon toko bangunan semen", "shop", "id", ["u5-r05"]],
  ["laundry", "shop", "en", ["u5-r07"]],
  ["fuel receipt", "shop", "en", ["u5-r06"]],
  ["kwitansi", "paper", "id", (d) => ids(d, (x) => x.kind === "kwitansi")],
  ["kuitansi bengkel las", "paper", "id", ["u5-k02"]],
  ["kwitansi sewa gudang", "paper", "id", ["u5-k01"]],
  ["faktur pajak", "paper", "id", (d) => ids(d, (x) => x.kind === "faktur pajak")],
  ["semua kontrak", "paper", "id", (d) => ids(d, isContract)],
  ["struk belanja", "paper", "id", (d) => ids(d, isReceipt)],
  // utilities
  ["tagihan listrik", "utility", "id", ["u5-b01"]],
  ["rekening pdam", "utility", "id", ["u5-b02"]],
  ["internet bill", "utility", "en", ["u5-b03"]],
  ["wifi kantor", "utility", "id", ["u5-b03"]],
  ["service charge gedung", "utility", "id", ["u5-b04"]],
  ["tagihan utilitas listrik air internet", "utility", "id", ["u5-b01", "u5-b02", "u5-b03"]],
  ["tagihan air 2025", "utility", "id", ["u5-b02"]],
  ["building service charge 2024", "utility", "en", ["u5-b04"]],
  // party or vendor, partly or misspelled
  ["invoice graha kemasan", "party", "id", ["u5-i01", "u5-f02"]],
  ["grha kemasan mandri", "party-typo", "id", ["u5-i01", "u5-f02"]],
  ["katering oktober", "party", "id", ["u5-i07"]],
  ["sarana logistik", "party", "id", ["u5-i05"]],
  ["cobalt harbour invoice", "party-typo", "en", ["u5-i04"]],
  ["brightline", "party", "en", ["u5-i03"]],
  ["dokumen hendra wiratmaja", "party", "id", ["u5-c01", "u5-k01"]],
  ["yohanes setiabudi", "party", "id", ["u5-c06"]],
  ["surat dr maya anggraeni", "party", "id", ["u5-c07"]],
  ["rina kusuma", "party", "id", ["u5-c03"]],
  ["lentera", "party", "id", ["u5-c08"]],
  ["kontrak it support kinetika", "party", "id", ["u5-c02"]],
  ["arunika data", "party", "en", ["u5-c05"]],
  ["mitra teknik", "party", "id", ["u5-i02"]],
  ["percetakan aksara", "party", "id", ["u5-i06"]],
  ["heliora", "party", "en", ["u5-c04"]],
  // amounts
  ["invoice 12 juta", "amount", "id", ["u5-i01", "u5-i07"]],
  ["tagihan 4 jutaan", "amount", "id", ["u5-i02", "u5-b01"]],
  ["kwitansi 7,5 jt", "amount", "id", ["u5-k01"]],
  ["receipt 473.800", "amount", "en", ["u5-r01"]],
  ["kontrak rupiah di atas 100 juta", "amount", "id", ["u5-c01", "u5-c06"]],
  // tax
  ["invoice ppn 12%", "tax", "id", ["u5-i01", "u5-i07", "u5-f02"]],
  ["ppn 11 persen invoice", "tax", "id", ["u5-i02", "u5-i05", "u5-f01"]],
  ["pb1", "tax", "id", ["u5-r01", "u5-r02"]],
  ["struk yg ada service charge", "tax", "id", ["u5-r01"]],
  // periods, relative to today
  [
    "faktur bulan lalu",
    "period",
    "id",
    (d) => ids(d, (x) => x.type === "invoice" && dated(x, "2026-10-01", "2026-10-31")),
  ],
  [
    "struk bulan ini",
    "period",
    "id",
    (d) => ids(d, (x) => isReceipt(x) && dated(x, "2026-11-01", "2026-11-30")),
  ],
  [
    "receipts last month",
    "period",
    "en",
    (d) => ids(d, (x) => x.type === "receipt" && dated(x, "2026-10-01", "2026-10-31")),
  ],
  [
    "contracts 2025",
    "period",
    "en",
    (d) => ids(d, (x) => isContract(x) && dated(x, "2025-01-01", "2025-12-31")),
  ],
  [
    "struk 2024",
    "period",
    "id",
    (d) => ids(d, (x) => isReceipt(x) && dated(x, "2024-01-01", "2024-12-31")),
  ],
  ["invoice bln september 2026", "period", "id", ["u5-i01", "u5-f02"]],
  ["pengeluaran makan bln okt", "period", "id", ["u5-r01", "u5-i07"]],
  ["freight invoice 2024", "period", "en", ["u5-i05"]],
  ["bukti bayar bensin nov", "period", "id", ["u5-r06"]],
  // due and expiry
  ["invoice yg jatuh tempo bulan ini", "due", "id", ["u5-i06", "u5-b01"]],
  [
    "tagihan yg belum jatuh tempo",
    "due",
    "id",
    (d) =>
      ids(
        d,
        (x) =>
          x.type !== "contract" &&
          x.type !== "receipt" &&
          String(field(x, "due_date") ?? "") > TODAY,
      ),
  ],
  [
    "kontrak yg habis tahun depan",
    "expiry",
    "id",
    (d) => ids(d, (x) => isContract(x) && String(field(x, "expiry_date") ?? "").startsWith("2027")),
  ],
  [
    "kontrak yg akan berakhir dlm 3 bln",
    "expiry",
    "id",
    (d) =>
      ids(
        d,
        (x) =>
          isContract(x) &&
          String(field(x, "expiry_date")) > TODAY &&
          String(field(x, "expiry_date")) <= "2027-02-27",
      ),
  ],
  [
    "expired contracts",
    "expiry",
    "en",
    (d) => ids(d, (x) => isContract(x) && String(field(x, "expiry_date")) < TODAY),
  ],
  // currency
  ["invoice usd", "currency", "id", ["u5-i04"]],
  ["invoice dalam dolar singapura", "currency", "id", ["u5-i03"]],
  ["foreign currency invoices", "currency", "en", ["u5-i03", "u5-i04"]],
  ["contract in ringgit", "currency", "en", ["u5-c04"]],
  // document numbers
  ["INV/GKM/2026/0912", "number", "id", ["u5-i01"]],
  ["SLA/INV/24/10/077", "number", "en", ["u5-i05"]],
  ["010.000-24.71345029", "number", "id", ["u5-f01"]],
  ["04002600004561237", "number", "id", ["u5-f02", "u5-i01"]],
  ["KW/2025/06/014", "number", "id", ["u5-k01"]],
  ["npwp 01.774.219.5-041.000", "number", "id", ["u5-f01"]],
  // contract kind and clause topic
  ["perjanjian sewa gudang", "contract-kind", "id", ["u5-c01"]],
  ["lease agreement warehouse", "contract-kind", "en", ["u5-c01"]],
  ["kontrak karyawan", "contract-kind", "id", ["u5-c03"]],
  ["employment contract salary", "contract-kind", "en", ["u5-c03"]],
  ["nda with confidentiality 3 years", "contract-kind", "en", ["u5-c05"]],
  ["perjanjian kerahasiaan", "contract-kind", "id", ["u5-c05"]],
  ["loan agreement", "contract-kind", "en", ["u5-c06"]],
  ["surat kuasa pajak", "contract-kind", "id", ["u5-c07"]],
  ["power of attorney", "contract-kind", "en", ["u5-c07"]],
  ["distributor agreement malaysia", "contract-kind", "en", ["u5-c04"]],
  ["kerja sama pemasaran bagi hasil", "contract-kind", "id", ["u5-c08"]],
  [
    "perjanjian yg ada denda keterlambatan",
    "clause",
    "id",
    ["u5-c01", "u5-c06", "u5-c02", "u5-c04"],
  ],
  ["perjanjian pinjaman bunga 9%", "clause", "id", ["u5-c06"]],
  ["kontrak eksklusif jawa tengah", "clause", "id", ["u5-c04"]],
  ["arbitrase bani", "clause", "id", ["u5-c02"]],
  ["siac arbitration singapore", "clause", "en", ["u5-c04"]],
  ["pengadilan negeri semarang", "clause", "id", ["u5-c01", "u5-c06"]],
  ["kontrak dgn notice 30 hari", "clause", "id", ["u5-c02", "u5-c05", "u5-c08"]],
  ["jaminan bpkb truk", "clause", "id", ["u5-c06"]],
  ["uang jaminan sewa", "clause", "id", ["u5-c01"]],
  ["agreement governed by singapore law", "clause", "en", ["u5-c04"]],
  ["tagihan yg ada denda telat bayar", "clause", "id", ["u5-b01", "u5-b02", "u5-b04", "u5-i07"]],
  // words inside the text
  ["paracetamol", "content", "id", ["u5-r03"]],
  ["semen portland", "content", "id", ["u5-r05"]],
  ["kardus double wall", "content", "id", ["u5-i01", "u5-f02"]],
  ["ac service invoice", "content", "en", ["u5-i02"]],
  ["cuci ac", "content", "id", ["u5-i02"]],
  ["brosur kartu nama", "content", "id", ["u5-i06"]],
  ["nasi box karyawan", "content", "id", ["u5-i07"]],
  ["baja ringan", "content", "id", ["u5-f01"]],
  ["pagar besi", "content", "id", ["u5-k02"]],
  ["sales dashboard consulting", "content", "en", ["u5-i03"]],
];

export function searchQueries(docs: Doc[]): SearchQuery[] {
  return rows.map(([q, kind, language, relevant]) => ({
    q,
    kind,
    language,
    today: TODAY,
    relevant: typeof relevant === "function" ? relevant(docs) : relevant,
  }));
}
