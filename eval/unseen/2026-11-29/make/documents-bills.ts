/** Utility and building bills: electricity, water, internet, the estate's service charge. */
import { type DocumentSpec, OWNER, OWNER_NPWP16, dppNilaiLain, ppn12 } from "./document.ts";
import { en, longEn, longId, npwp15, npwp16, rp, shortId, usEn } from "./format.ts";

const kwh = 51093 - 48193;
const electricity = Math.round(kwh * 1444.7);
const electricityTax = Math.round(electricity * 0.1);

const water = [
  { block: "0 - 10 m3", m3: 10, price: 7500 },
  { block: "11 - 20 m3", m3: 10, price: 9800 },
  { block: "> 20 m3", m3: 96 - 20, price: 12400 },
];
const waterUse = water.reduce((sum, b) => sum + b.m3 * b.price, 0);
const waterTotal = waterUse + 15000 + 5000;

const internetSub = 1850000 + 150000;
const serviceCharge = 185 * 28000;
const sinkingFund = 185 * 4000;
const scSub = serviceCharge + sinkingFund;

const NUSANET_NPWP = npwp16(npwp15("02", "118604", "091"));
const ESTATE_NPWP = npwp16(npwp15("01", "590231", "805"));

export const bills: DocumentSpec[] = [
  {
    id: "u6-09",
    name: "u6-09-tagihan-listrik-okt-2026.pdf",
    type: "bill",
    subtype: "electricity",
    language: "id",
    page: { size: 10.5 },
    fields: {
      vendor: "PT PLN (Persero)",
      document_number: "TGH-5210403-2610",
      customer_id: "521040338716",
      date: "2026-11-04",
      due_date: "2026-11-20",
      billing_period: "Oktober 2026",
      currency: "IDR",
      subtotal: electricity,
      tax_amount: electricityTax,
      tax_rate: 10,
      total_amount: electricity + electricityTax,
    },
    draw(s) {
      s.line("PT PLN (Persero)", { bold: true, size: 15 });
      s.line("Unit Layanan Pelanggan Tamalate - UP3 Makassar Selatan");
      s.gap(6);
      s.line("TAGIHAN REKENING LISTRIK PASCABAYAR", { bold: true, size: 13 });
      s.gap(4);
      s.rule(1.2);
      s.gap(8);
      const top = s.y;
      s.pairs(
        [
          ["ID Pelanggan", "521040338716"],
          ["Nama", OWNER.name],
          ["Alamat", "Jl. Poros Tamalate Indah No. 88"],
          ["Tarif / Daya", "B-2 / 23.000 VA"],
        ],
        { labelWidth: 85 },
      );
      s.y = top;
      s.pairs(
        [
          ["No. Tagihan", "TGH-5210403-2610"],
          ["Periode", "Oktober 2026"],
          ["Tgl. Cetak", longId("2026-11-04")],
          ["Jatuh Tempo", longId("2026-11-20")],
        ],
        { x: 320, labelWidth: 72, bold: false },
      );
      s.gap(14);
      s.table(
        [
          { title: "Stand Awal", width: 80, align: "right" },
          { title: "Stand Akhir", width: 80, align: "right" },
          { title: "Pemakaian (kWh)", width: 110, align: "right" },
          { title: "Tarif per kWh", width: 100, align: "right" },
          { title: "Biaya Pemakaian", width: 125, align: "right" },
        ],
        [[rp(48193), rp(51093), rp(kwh), "1.444,70", rp(electricity)]],
        { borders: true, size: 10 },
      );
      s.gap(6);
      const x = 300;
      s.cells([
        [x, "Biaya Pemakaian"],
        [s.right, `Rp ${rp(electricity)}`, { align: "right" }],
      ]);
      s.cells([
        [x, "PBJT Tenaga Listrik 10%"],
        [s.right, `Rp ${rp(electricityTax)}`, { align: "right" }],
      ]);
      s.rule(0.8, x, s.right);
      s.gap(4);
      s.cells([
        [x, "TOTAL TAGIHAN", { bold: true }],
        [s.right, `Rp ${rp(electricity + electricityTax)}`, { align: "right", bold: true }],
      ]);
      s.gap(18);
      s.para(
        "Bayar sebelum tanggal jatuh tempo melalui bank, kantor pos, minimarket atau aplikasi. Keterlambatan pembayaran dikenakan biaya keterlambatan sesuai ketentuan dan dapat berakibat pemutusan sementara.",
        { size: 9.5 },
      );
      s.gap(6);
      s.line("Informasi & pengaduan: 123 (kode area) / layanan pelanggan di aplikasi.", {
        size: 9.5,
      });
    },
  },
  {
    id: "u6-10",
    name: "u6-10-rekening-air-sep-2026.jpg",
    type: "bill",
    subtype: "water",
    language: "id",
    picture: { mode: "scan", pixels: 1240, angle: 0.6, quality: 70 },
    page: { width: 595, height: 620, margin: 40, size: 11, face: "sans" },
    fields: {
      vendor: "Perumda Air Minum Tirta Daeng",
      document_number: "RA-0711-04219-2609",
      customer_id: "07-11-04219",
      date: "2026-10-06",
      due_date: "2026-10-20",
      billing_period: "September 2026",
      currency: "IDR",
      total_amount: waterTotal,
    },
    draw(s) {
      s.rect(s.margin - 8, s.y - 6, s.inner + 16, 540, 1.4);
      s.line("PERUMDA AIR MINUM TIRTA DAENG", { bold: true, size: 14, align: "center" });
      s.line("KOTA MAKASSAR", { bold: true, align: "center" });
      s.line("REKENING AIR BULAN SEPTEMBER 2026", { align: "center" });
      s.gap(6);
      s.rule();
      s.gap(6);
      s.pairs(
        [
          ["No. Rekening", "RA-0711-04219-2609"],
          ["No. Sambungan", "07-11-04219"],
          ["Nama", "PT KARAENG BOGA NUSANTARA"],
          ["Golongan", "NIAGA KECIL (3A)"],
          ["Meter Lalu / Kini", "3.118 / 3.214 m3"],
          ["Pemakaian", "96 m3"],
        ],
        { labelWidth: 130 },
      );
      s.gap(6);
      s.table(
        [
          { title: "Blok", width: 150 },
          { title: "m3", width: 80, align: "right" },
          { title: "Tarif (Rp)", width: 110, align: "right" },
          { title: "Jumlah (Rp)", width: 150, align: "right" },
        ],
        water.map((b) => [b.block, String(b.m3), rp(b.price), rp(b.m3 * b.price)]),
        { size: 11 },
      );
      s.pairs(
        [
          ["Harga air", `Rp ${rp(waterUse)}`],
          ["Pemeliharaan meter", "Rp 15.000"],
          ["Administrasi", "Rp 5.000"],
          ["JUMLAH TAGIHAN", `Rp ${rp(waterTotal)}`],
        ],
        { x: 230, labelWidth: 140, bold: true },
      );
      s.gap(8);
      s.line(`Dicetak: ${shortId("2026-10-06")}      Batas bayar: 20-10-2026`, { bold: true });
      s.line("Lewat batas bayar dikenakan denda Rp 10.000. Air bersih bebas PPN.", { size: 10 });
    },
  },
  {
    id: "u6-11",
    name: "u6-11-nusanet-invoice-dec-2026.pdf",
    type: "bill",
    subtype: "internet",
    language: "id+en",
    page: { size: 10 },
    fields: {
      vendor: "PT NusaNet Fiber Indonesia",
      document_number: "NNF/INV/2611/004417",
      customer_id: "NNF-MKS-30871",
      date: "2026-11-25",
      due_date: "2026-12-10",
      billing_period: "December 2026",
      currency: "IDR",
      subtotal: internetSub,
      dpp: dppNilaiLain(internetSub),
      tax_amount: ppn12(internetSub),
      tax_rate: 12,
      total_amount: internetSub + ppn12(internetSub),
      npwp: NUSANET_NPWP,
    },
    draw(s) {
      s.line("NusaNet Fiber", { bold: true, size: 20 });
      s.line(
        "PT NusaNet Fiber Indonesia  |  Menara Pettarani Lt. 9, Makassar  |  NPWP " + NUSANET_NPWP,
        { size: 8.5 },
      );
      s.gap(10);
      s.line("TAGIHAN / INVOICE", { bold: true, size: 14, align: "right" });
      s.gap(4);
      const top = s.y;
      s.line("Kepada / Bill to", { bold: true });
      s.line(OWNER.name);
      s.line("Jl. Poros Tamalate Indah No. 88, Makassar");
      s.line(`NPWP ${OWNER_NPWP16}`);
      s.y = top;
      s.pairs(
        [
          ["No. Invoice", "NNF/INV/2611/004417"],
          ["Customer ID", "NNF-MKS-30871"],
          ["Tanggal / Date", usEn("2026-11-25")],
          ["Jatuh tempo / Due", usEn("2026-12-10")],
          ["Periode / Period", "1 - 31 December 2026"],
        ],
        { x: 300, labelWidth: 100 },
      );
      s.gap(14);
      s.table(
        [
          { title: "Layanan / Service", width: 330 },
          { title: "Amount (IDR)", width: 165, align: "right" },
        ],
        [
          ["Bisnis Dedicated 100 Mbps (monthly)", en(1850000)],
          ["Static IP /29", en(150000)],
        ],
        { borders: true },
      );
      const x = 300;
      s.cells([
        [x, "Subtotal"],
        [s.right, en(internetSub), { align: "right" }],
      ]);
      s.cells([
        [x, "DPP Nilai Lain (11/12)"],
        [s.right, en(dppNilaiLain(internetSub)), { align: "right" }],
      ]);
      s.cells([
        [x, "PPN / VAT 12%"],
        [s.right, en(ppn12(internetSub)), { align: "right" }],
      ]);
      s.rule(1, x, s.right);
      s.gap(3);
      s.cells([
        [x, "Total due (IDR)", { bold: true }],
        [s.right, en(internetSub + ppn12(internetSub)), { align: "right", bold: true }],
      ]);
      s.gap(16);
      s.line("Payment / Pembayaran", { bold: true });
      s.line("Virtual Account BNI 8810 0030 8710 0044 a.n. NusaNet Fiber Indonesia");
      s.para(
        "Service is suspended 14 days after the due date if the invoice remains unpaid. Layanan diisolir 14 hari setelah jatuh tempo apabila tagihan belum dibayar.",
        { size: 9 },
      );
    },
  },
  {
    id: "u6-12",
    name: "u6-12-tamalate-square-service-charge.pdf",
    type: "bill",
    subtype: "service_charge",
    language: "en",
    page: { size: 10.5, face: "serif" },
    fields: {
      vendor: "PT Pengelola Kawasan Tamalate Square",
      document_number: "SC/TSQ/2609/0153",
      date: "2026-09-01",
      due_date: "2026-09-15",
      billing_period: "September 2026",
      currency: "IDR",
      service_charge: serviceCharge,
      subtotal: scSub,
      dpp: dppNilaiLain(scSub),
      tax_amount: ppn12(scSub),
      tax_rate: 12,
      total_amount: scSub + ppn12(scSub),
      npwp: ESTATE_NPWP,
    },
    draw(s) {
      s.line("TAMALATE SQUARE BUSINESS PARK", { bold: true, size: 15, align: "center" });
      s.line("Estate Management Office - PT Pengelola Kawasan Tamalate Square", {
        align: "center",
      });
      s.line(`Jl. Metro Tamalate Blok A-1, Makassar  -  Tax ID (NPWP) ${ESTATE_NPWP}`, {
        align: "center",
        size: 9,
      });
      s.gap(8);
      s.rule(1.5);
      s.gap(10);
      s.line("INVOICE - SERVICE CHARGE", { bold: true, size: 13 });
      s.gap(4);
      s.pairs(
        [
          ["Invoice number", "SC/TSQ/2609/0153"],
          ["Invoice date", longEn("2026-09-01")],
          ["Due date", longEn("2026-09-15")],
          ["Tenant", `${OWNER.name} - Unit Ruko B-07`],
          ["Area", "185 sqm"],
          ["Period", "September 2026"],
        ],
        { labelWidth: 110 },
      );
      s.gap(8);
      s.table(
        [
          { title: "Description", width: 230 },
          { title: "Rate / sqm", width: 85, align: "right" },
          { title: "Area", width: 60, align: "right" },
          { title: "Amount (IDR)", width: 120, align: "right" },
        ],
        [
          ["Service charge", en(28000), "185", en(serviceCharge)],
          ["Sinking fund", en(4000), "185", en(sinkingFund)],
        ],
        { borders: false },
      );
      const x = 280;
      s.cells([
        [x, "Subtotal"],
        [s.right, en(scSub), { align: "right" }],
      ]);
      s.cells([
        [x, "Tax base (DPP 11/12)"],
        [s.right, en(dppNilaiLain(scSub)), { align: "right" }],
      ]);
      s.cells([
        [x, "VAT 12%"],
        [s.right, en(ppn12(scSub)), { align: "right" }],
      ]);
      s.cells([
        [x, "TOTAL PAYABLE", { bold: true }],
        [s.right, `IDR ${en(scSub + ppn12(scSub))}`, { align: "right", bold: true }],
      ]);
      s.gap(16);
      s.para(
        "Electricity and water of the unit are billed separately by the utilities. A late charge of 2% per month applies to amounts unpaid after the due date. Please quote the invoice number on your transfer.",
        { size: 10 },
      );
      s.gap(6);
      s.line("Bank transfer: Bank Mandiri 152-00-1187340-2, PT Pengelola Kawasan Tamalate Square", {
        size: 10,
      });
      s.gap(20);
      s.line("Finance Department", { x: 400 });
      s.gap(18);
      s.line("Melati Sudirja", { x: 400, bold: true });
    },
  },
];
