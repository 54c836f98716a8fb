/** Kwitansi (receipts of payment, with the amount in words) and faktur pajak. */
import {
  type DocumentSpec,
  OWNER,
  OWNER_NPWP16,
  dppNilaiLain,
  lineTotal,
  ppn12,
} from "./document.ts";
import {
  GRIYA,
  KEMAS,
  kitchen,
  kitchenSub,
  packaging,
  packagingPpn,
  packagingSub,
} from "./documents-invoices.ts";
import { longId, rp, terbilang } from "./format.ts";
import type { Sheet } from "./layout.ts";

const title = (text: string): string => text.replace(/(^|\s)\S/g, (c) => c.toUpperCase());

/** The classic kwitansi: a boxed page, label column, amount in words, amount in a box. */
const kwitansi = (
  s: Sheet,
  data: {
    number: string;
    from: string;
    amount: number;
    purpose: string[];
    place: string;
    date: string;
    signer: string;
    hand?: boolean;
    meterai?: string;
  },
): void => {
  const top = s.y;
  s.line("KWITANSI", { bold: true, size: 20, align: "center" });
  s.line(`No. ${data.number}`, { align: "center" });
  s.gap(10);
  const x = s.margin + 10;
  const w = 130;
  const value = {
    face: data.hand ? ("hand" as const) : undefined,
    size: data.hand ? 13.5 : undefined,
  };
  s.cells(
    [
      [x, "Telah terima dari"],
      [x + w, ":"],
      [x + w + 10, data.from, value],
    ],
    13,
  );
  const words = s.wrap(title(terbilang(data.amount)), s.right - x - w - 20, value);
  words.forEach((text, i) =>
    s.cells(
      [
        [x, i === 0 ? "Uang sejumlah" : ""],
        [x + w, i === 0 ? ":" : ""],
        [x + w + 10, text, value],
      ],
      13,
    ),
  );
  data.purpose.forEach((text, i) =>
    s.cells(
      [
        [x, i === 0 ? "Untuk pembayaran" : ""],
        [x + w, i === 0 ? ":" : ""],
        [x + w + 10, text, value],
      ],
      13,
    ),
  );
  s.gap(16);
  const boxTop = s.y;
  s.rect(x, boxTop - 4, 190, 30, 1.5);
  s.cells(
    [
      [x + 10, "Rp", { bold: true, size: 14 }],
      [x + 40, `${rp(data.amount)},-`, { bold: true, size: data.hand ? 16 : 14, face: value.face }],
    ],
    14,
  );
  s.y = boxTop - 6;
  s.line(`${data.place}, ${longId(data.date)}`, { x: s.right - 190 });
  s.gap(8);
  if (data.meterai) {
    s.rect(s.right - 185, s.y, 70, 42, 0.8);
    const y = s.y;
    s.y = y + 8;
    s.put(s.right - 180, "METERAI", { size: 8, bold: true });
    s.y = y + 20;
    s.put(s.right - 180, data.meterai, { size: 8 });
    s.y = y;
  }
  s.gap(48);
  s.line(data.signer, {
    x: s.right - 160,
    face: data.hand ? "hand" : undefined,
    bold: !data.hand,
    size: 12,
  });
  s.rect(s.margin - 10, top - 10, s.inner + 20, s.y - top + 14, 1.2);
};

export const payments: DocumentSpec[] = [
  {
    id: "u6-22",
    name: "u6-22-kwitansi-sewa-ruko-jan-2026.jpg",
    type: "kwitansi",
    subtype: "rent",
    language: "id",
    picture: { mode: "scan", pixels: 1240, angle: 0.9, quality: 72 },
    page: { width: 595, height: 440, margin: 36, size: 12, face: "serif" },
    fields: {
      vendor: "Hj. Andi Besse Tenriawaru",
      document_number: "KW/SWR/2026/01",
      date: "2026-01-05",
      currency: "IDR",
      total_amount: 45000000,
      amount_in_words: terbilang(45000000),
    },
    draw(s) {
      kwitansi(s, {
        number: "KW/SWR/2026/01",
        from: OWNER.name,
        amount: 45000000,
        purpose: [
          "Sewa ruko Jl. Poros Tamalate Indah No. 88 periode",
          "Januari - Juni 2026 (Perjanjian No. 014/SWR/XII/2025)",
        ],
        place: "Makassar",
        date: "2026-01-05",
        signer: "Hj. Andi Besse Tenriawaru",
        meterai: "10000",
      });
    },
  },
  {
    id: "u6-23",
    name: "u6-23-kwitansi-tenda-daeng-rewa.jpg",
    type: "kwitansi",
    subtype: "rental",
    language: "id",
    picture: { mode: "photo", pixels: 1180, angle: 1.9, quality: 70 },
    page: { width: 595, height: 440, margin: 36, size: 12, face: "serif" },
    fields: {
      vendor: "Tenda & Kursi Pesta Daeng Rewa",
      document_number: "118",
      date: "2026-10-17",
      currency: "IDR",
      total_amount: 3750000,
      amount_in_words: terbilang(3750000),
    },
    draw(s) {
      s.line(
        "TENDA & KURSI PESTA DAENG REWA  -  Jl. Kumala II No. 7, Makassar  -  0813-4250-9981",
        { size: 9, align: "center" },
      );
      s.gap(4);
      kwitansi(s, {
        number: "118",
        from: "Karaeng Boga Catering",
        amount: 3750000,
        purpose: [
          "Sewa tenda 2 unit + 200 kursi + 20 meja bundar",
          "acara tgl 17-18 Okt 2026, Gedung Pertemuan Sipakatau",
        ],
        place: "Makassar",
        date: "2026-10-17",
        signer: "Daeng Rewa",
        hand: true,
      });
    },
  },
  {
    id: "u6-24",
    name: "u6-24-kwitansi-bumbu-nusa-rempah.pdf",
    type: "kwitansi",
    subtype: "supplier_payment",
    language: "id",
    page: { width: 595, height: 842, margin: 50, size: 12, face: "sans" },
    fields: {
      vendor: "CV Bumbu Nusa Rempah",
      document_number: "BNR/KW/0422/07",
      date: "2026-04-22",
      currency: "IDR",
      total_amount: 7260000,
      amount_in_words: terbilang(7260000),
    },
    draw(s) {
      s.line("CV BUMBU NUSA REMPAH", { bold: true, size: 14 });
      s.line("Rempah kering & bumbu dasar  -  Jl. Tinumbu No. 233, Makassar", { size: 10 });
      s.gap(16);
      kwitansi(s, {
        number: "BNR/KW/0422/07",
        from: OWNER.name,
        amount: 7260000,
        purpose: [
          "Pelunasan faktur BNR/FK/0409/15 (kayu manis, kapulaga,",
          "pala, cengkih, kluwek) dikirim 9 April 2026",
        ],
        place: "Makassar",
        date: "2026-04-22",
        signer: "Irawati Tandiarrang",
        meterai: "ELEKTRONIK 10000",
      });
      s.gap(14);
      s.line("Pembayaran diterima via transfer BNI tanggal 22-04-2026.", { size: 10 });
    },
  },
  {
    id: "u6-25",
    name: "u6-25-faktur-pajak-griya-dapur-teknik.pdf",
    type: "faktur_pajak",
    subtype: "faktur_pajak",
    language: "id",
    page: { size: 9.5 },
    fields: {
      vendor: GRIYA.name,
      document_number: "040.002-26.41837205",
      date: "2026-07-21",
      currency: "IDR",
      subtotal: kitchenSub,
      dpp: dppNilaiLain(kitchenSub),
      tax_amount: ppn12(kitchenSub),
      tax_rate: 12,
      npwp: GRIYA.npwp,
      buyer_npwp: OWNER_NPWP16,
    },
    draw(s) {
      s.line("Faktur Pajak", { bold: true, size: 14, align: "center" });
      s.gap(4);
      s.rect(s.margin, s.y, s.inner, 20, 0.8);
      s.gap(5);
      s.line("Kode dan Nomor Seri Faktur Pajak : 040.002-26.41837205", {
        x: s.margin + 6,
        bold: true,
      });
      s.gap(6);
      s.line("Pengusaha Kena Pajak", { bold: true });
      s.pairs(
        [
          ["Nama", GRIYA.name],
          ["Alamat", GRIYA.address],
          ["NPWP", GRIYA.npwp],
        ],
        { labelWidth: 60 },
      );
      s.gap(4);
      s.line("Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak", { bold: true });
      s.pairs(
        [
          ["Nama", OWNER.name],
          ["Alamat", OWNER.address],
          ["NPWP", OWNER_NPWP16],
        ],
        { labelWidth: 60 },
      );
      s.gap(6);
      s.table(
        [
          { title: "No.", width: 30, align: "center" },
          { title: "Nama Barang Kena Pajak / Jasa Kena Pajak", width: 330 },
          { title: "Harga Jual (Rp)", width: 135, align: "right" },
        ],
        kitchen.map((l, i) => [
          String(i + 1),
          `${l.name}  ${l.qty} x Rp ${rp(l.price)}`,
          rp(lineTotal(l)),
        ]),
        { borders: true, size: 9.5 },
      );
      const rows: [string, string][] = [
        ["Harga Jual / Penggantian / Uang Muka / Termin", rp(kitchenSub)],
        ["Dikurangi Potongan Harga", "0"],
        ["Dikurangi Uang Muka yang telah diterima", "0"],
        ["Dasar Pengenaan Pajak", rp(dppNilaiLain(kitchenSub))],
        ["Total PPN", rp(ppn12(kitchenSub))],
        ["Total PPnBM (Pajak Penjualan atas Barang Mewah)", "0"],
      ];
      for (const [label, value] of rows) {
        s.cells([
          [s.margin + 4, label],
          [s.right - 4, value, { align: "right" }],
        ]);
      }
      s.gap(6);
      s.para(
        "Sesuai dengan ketentuan yang berlaku, Direktorat Jenderal Pajak mengatur bahwa Faktur Pajak ini telah ditandatangani secara elektronik sehingga tidak diperlukan tanda tangan basah pada Faktur Pajak ini.",
        { size: 8.5 },
      );
      s.gap(8);
      s.line(`Makassar, ${longId("2026-07-21")}`, { x: 380 });
      s.gap(16);
      s.line("LIDYA HALIM", { x: 380, bold: true });
      s.line("Kode transaksi 04: DPP Nilai Lain 11/12 dari harga jual, tarif PPN 12%.", {
        size: 8.5,
      });
    },
  },
  {
    id: "u6-26",
    name: "u6-26-faktur-pajak-kemas-hijau-2024.jpg",
    type: "faktur_pajak",
    subtype: "faktur_pajak",
    language: "id",
    picture: { mode: "scan", pixels: 1240, angle: 0.5, quality: 72 },
    page: { width: 595, height: 842, margin: 34, size: 10.5, face: "sans" },
    fields: {
      vendor: KEMAS.name,
      document_number: "010.003-24.58110472",
      date: "2024-11-26",
      currency: "IDR",
      subtotal: packagingSub,
      dpp: packagingSub,
      tax_amount: packagingPpn,
      tax_rate: 11,
      npwp: KEMAS.npwp,
      buyer_npwp: OWNER.npwp15,
    },
    draw(s) {
      s.line("FAKTUR PAJAK", { bold: true, size: 15, align: "center" });
      s.gap(4);
      s.line("Kode dan Nomor Seri Faktur Pajak: 010.003-24.58110472", { bold: true });
      s.rule();
      s.gap(4);
      s.line("Pengusaha Kena Pajak", { bold: true });
      s.pairs(
        [
          ["Nama", KEMAS.name],
          ["Alamat", KEMAS.address],
          ["NPWP", KEMAS.npwp],
        ],
        { labelWidth: 60 },
      );
      s.rule();
      s.gap(4);
      s.line("Pembeli Barang Kena Pajak / Penerima Jasa Kena Pajak", { bold: true });
      s.pairs(
        [
          ["Nama", OWNER.name],
          ["Alamat", "Jl. Poros Tamalate Indah No. 88, Makassar"],
          ["NPWP", OWNER.npwp15],
        ],
        { labelWidth: 60 },
      );
      s.gap(4);
      s.table(
        [
          { title: "No", width: 30, align: "center" },
          { title: "Nama Barang", width: 340 },
          { title: "Harga Jual (Rp)", width: 157, align: "right" },
        ],
        packaging.map((l, i) => [
          String(i + 1),
          `${l.name} (${rp(l.qty)} x ${rp(l.price)})`,
          rp(lineTotal(l)),
        ]),
        { borders: true, size: 10 },
      );
      const rows: [string, string][] = [
        ["Harga Jual / Penggantian", rp(packagingSub)],
        ["Dikurangi Potongan Harga", "-"],
        ["Dasar Pengenaan Pajak", rp(packagingSub)],
        ["PPN = 11% x Dasar Pengenaan Pajak", rp(packagingPpn)],
        ["Total PPnBM", "-"],
      ];
      for (const [label, value] of rows)
        s.cells([
          [s.margin + 4, label],
          [s.right - 4, value, { align: "right" }],
        ]);
      s.gap(10);
      s.line(`Makassar, ${longId("2024-11-26")}`, { x: 360 });
      s.stamp(430, s.y + 40, ["PT KEMAS HIJAU", "SULAWESI", "MAKASSAR"], { r: 34 });
      s.gap(70);
      s.line("Yohanes Rante Allo", { x: 380, bold: true });
      s.line("Direktur", { x: 380 });
    },
  },
];
