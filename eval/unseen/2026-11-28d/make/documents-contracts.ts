import { A4, OWN, type Doc } from "./documents-money.ts";
import type { Writer } from "./layout.ts";

const A4_SCALE = 1240 / 595;

interface Article {
  heading: string;
  body: string[];
}

function writeArticles(
  w: Writer,
  articles: Article[],
  headingStyle: { bold: boolean; align: "left" | "center" },
): void {
  for (const a of articles) {
    w.gap(6);
    w.line(a.heading, { bold: headingStyle.bold, align: headingStyle.align });
    for (const p of a.body) w.para(p);
  }
}

function signatures(w: Writer, left: string[], right: string[]): void {
  w.gap(16);
  const rows = Math.max(left.length, right.length);
  for (let i = 0; i < rows; i++) {
    w.row([
      { text: left[i] ?? "", x: w.left },
      { text: right[i] ?? "", x: (w.left + w.right) / 2 + 20 },
    ]);
    if (i === 0) w.gap(28);
  }
}

/** Clause sentences are kept here so the generator can assert each sits in the contract's text. */
const C1 = {
  deposit:
    "Pihak Kedua menyerahkan uang jaminan sebesar Rp 15.000.000 (lima belas juta rupiah) yang akan dikembalikan paling lambat 14 (empat belas) hari setelah Gudang diserahkan kembali dalam keadaan baik.",
  payment:
    "Uang sewa sebesar Rp 7.500.000 (tujuh juta lima ratus ribu rupiah) per bulan dibayar di muka paling lambat tanggal 5 (lima) setiap bulan ke rekening Pihak Pertama.",
  penalty:
    "Atas keterlambatan pembayaran uang sewa, Pihak Kedua dikenakan denda sebesar 1% (satu persen) dari jumlah yang terlambat untuk setiap bulan keterlambatan.",
  notice:
    "Masing-masing pihak dapat mengakhiri Perjanjian ini lebih awal dengan pemberitahuan tertulis paling lambat 60 (enam puluh) hari sebelum tanggal pengakhiran.",
  court:
    "Apabila musyawarah tidak mencapai mufakat, para pihak memilih domisili hukum yang tetap di Kepaniteraan Pengadilan Negeri Semarang.",
};

const C2 = {
  fee: "The Client shall pay the Provider a fixed monthly fee of IDR 8,000,000 (eight million Rupiah), exclusive of VAT, invoiced at the start of each month.",
  payment: "Each invoice is payable within 30 (thirty) days of its receipt by the Client.",
  interest:
    "Amounts not paid when due bear late-payment interest of 1.5% per month until paid in full.",
  response:
    "The Provider shall respond to a critical incident within 2 (two) hours and to any other request within 1 (one) Business Day.",
  notice:
    "Either party may terminate this Agreement for convenience by giving the other party not less than 30 (thirty) days' prior written notice.",
  arbitration:
    "Any dispute that cannot be settled amicably within 30 days shall be finally resolved by arbitration administered by the Indonesian National Board of Arbitration (BANI) seated in Jakarta, in the English language.",
};

const C3 = {
  salary:
    "Pihak Pertama membayar upah kepada Pihak Kedua sebesar Rp 6.200.000 (enam juta dua ratus ribu rupiah) per bulan, dibayarkan setiap tanggal 25 (dua puluh lima).",
  hours:
    "Waktu kerja adalah 40 (empat puluh) jam dalam 1 (satu) minggu, Senin sampai Jumat pukul 08.00-17.00 WIB.",
  leave:
    "Pihak Kedua berhak atas cuti tahunan 12 (dua belas) hari kerja setelah bekerja 12 (dua belas) bulan secara terus-menerus.",
  compensation:
    "Pada saat berakhirnya Perjanjian ini, Pihak Kedua berhak atas uang kompensasi sesuai Peraturan Pemerintah Nomor 35 Tahun 2021.",
};

const C4 = {
  minimum:
    "The Distributor shall purchase Products with an aggregate value of not less than MYR 240,000.00 (two hundred and forty thousand Ringgit) in each Contract Year.",
  payment:
    "The Distributor shall pay each invoice in full within 45 (forty-five) days of the bill of lading date.",
  interest:
    "Overdue amounts shall bear interest at 1% (one percent) per month from the due date until the date of actual payment.",
  exclusivity:
    "The Principal appoints the Distributor as its exclusive distributor of the Products in the Territory, being the provinces of Central Java and the Special Region of Yogyakarta.",
  notice:
    "Either party may terminate this Agreement without cause by giving not less than 90 (ninety) days' written notice to the other party.",
  arbitration:
    "Any dispute arising out of or in connection with this Agreement shall be referred to and finally resolved by arbitration in Singapore in accordance with the Arbitration Rules of the Singapore International Arbitration Centre.",
  law: "This Agreement is governed by the laws of Singapore.",
};

const C5 = {
  survival:
    "The obligations of confidentiality in this Agreement shall survive for 3 (three) years after the expiry or termination of this Agreement.",
  return:
    "Within 10 (ten) days of a written request, the Receiving Party shall return or destroy all Confidential Information and copies thereof.",
  court:
    "This Agreement is governed by the laws of the Republic of Indonesia, and the parties submit to the District Court of South Jakarta (Pengadilan Negeri Jakarta Selatan).",
};

const C6 = {
  principal:
    "Pihak Pertama memberikan pinjaman kepada Pihak Kedua sebesar Rp 250.000.000 (dua ratus lima puluh juta rupiah).",
  interest: "Atas pinjaman tersebut dikenakan bunga tetap sebesar 9% (sembilan persen) per tahun.",
  instalment:
    "Pihak Kedua wajib membayar angsuran bulanan sebesar Rp 11.421.000 selama 24 (dua puluh empat) bulan, paling lambat tanggal 10 (sepuluh) setiap bulan.",
  penalty:
    "Setiap keterlambatan pembayaran angsuran dikenakan denda sebesar 0,1% (nol koma satu persen) per hari dari angsuran yang tertunggak.",
  collateral:
    "Sebagai jaminan, Pihak Kedua menyerahkan BPKB 2 (dua) unit truk Mitsubishi Colt Diesel tahun 2021 atas nama Pihak Kedua.",
  court:
    "Segala perselisihan yang timbul dari Perjanjian ini diselesaikan melalui Pengadilan Negeri Semarang.",
};

const C7 = {
  scope:
    "Penerima Kuasa berwenang untuk mewakili Pemberi Kuasa dalam pengurusan pemeriksaan pajak tahun buku 2025 di Kantor Pelayanan Pajak Madya Semarang.",
  validity:
    "Surat Kuasa ini berlaku sejak tanggal ditandatangani sampai dengan tanggal 31 Maret 2027.",
};

const C8 = {
  share:
    "Pihak Kedua berhak atas bagi hasil sebesar 15% (lima belas persen) dari nilai penjualan bersih yang berasal dari kanal pemasaran yang dikelola Pihak Kedua.",
  payment:
    "Bagi hasil dibayarkan setiap bulan paling lambat 14 (empat belas) hari setelah laporan penjualan disetujui Pihak Pertama.",
  budget:
    "Anggaran kegiatan pemasaran untuk seluruh jangka waktu Perjanjian ditetapkan sebesar Rp 60.000.000 (enam puluh juta rupiah).",
  notice:
    "Pengakhiran lebih awal wajib diberitahukan secara tertulis paling lambat 30 (tiga puluh) hari sebelumnya.",
  court:
    "Apabila tidak tercapai kesepakatan, sengketa diselesaikan melalui Pengadilan Negeri Surabaya.",
};

export const contracts: Doc[] = [
  {
    id: "u5-c01",
    name: "perjanjian-sewa-gudang-kaligawe",
    type: "contract",
    kind: "contract lease",
    language: "id",
    title: "Perjanjian Sewa Menyewa Gudang",
    page: { ...A4, margin: 62, face: "serif", size: 11, leading: 1.45 },
    fields: {
      document_title: "Perjanjian Sewa Menyewa Gudang",
      contract_type: "lease",
      primary_party: "Hendra Wiratmaja",
      counterparty: OWN.name,
      date: "2025-01-06",
      effective_date: "2025-02-01",
      expiry_date: "2027-01-31",
      contract_value: 180000000,
      currency: "IDR",
      governing_law: "Indonesia",
      document_number: "017/PSG/HW/I/2025",
    },
    clauses: {
      deposit: { sentence: C1.deposit, value: "15.000.000" },
      payment_day: { sentence: C1.payment, value: "5" },
      late_penalty: { sentence: C1.penalty, value: "1%" },
      notice: { sentence: C1.notice, value: "60" },
      court: { sentence: C1.court, value: "Pengadilan Negeri Semarang" },
    },
    tags: ["sewa", "gudang", "lease"],
    build(w) {
      w.line("PERJANJIAN SEWA MENYEWA GUDANG", { bold: true, size: 14, align: "center" });
      w.line("Nomor: 017/PSG/HW/I/2025", { align: "center" });
      w.gap(8);
      w.para(
        "Pada hari ini, Senin, tanggal 6 Januari 2025, di Semarang, yang bertanda tangan di bawah ini:",
      );
      w.para(
        "1. Hendra Wiratmaja, pemilik gudang, beralamat di Jl. Majapahit No. 40, Semarang, pemegang KTP 3374110907710002, selanjutnya disebut PIHAK PERTAMA (Yang Menyewakan).",
        {},
        12,
      );
      w.para(
        `2. ${OWN.name}, berkedudukan di ${OWN.address}, dalam hal ini diwakili oleh Budi Hartanto Gunawan selaku Direktur Utama, selanjutnya disebut PIHAK KEDUA (Penyewa).`,
        {},
        12,
      );
      w.para(
        "Para Pihak sepakat untuk mengadakan perjanjian sewa menyewa dengan ketentuan sebagai berikut:",
      );
      writeArticles(
        w,
        [
          {
            heading: "Pasal 1 - Objek Sewa",
            body: [
              'Objek sewa adalah sebuah gudang seluas 450 m2 beserta halaman parkir di Jl. Kaligawe Gg. III No. 4, Semarang ("Gudang"), dengan Sertifikat Hak Milik No. 2281/Terboyo Kulon atas nama Pihak Pertama.',
            ],
          },
          {
            heading: "Pasal 2 - Jangka Waktu",
            body: [
              "Sewa berlaku selama 24 (dua puluh empat) bulan, terhitung sejak tanggal 1 Februari 2025 sampai dengan tanggal 31 Januari 2027, dan dapat diperpanjang atas kesepakatan tertulis Para Pihak.",
            ],
          },
          {
            heading: "Pasal 3 - Harga Sewa dan Cara Pembayaran",
            body: [
              C1.payment,
              "Nilai sewa seluruhnya untuk jangka waktu sebagaimana Pasal 2 adalah Rp 180.000.000 (seratus delapan puluh juta rupiah).",
            ],
          },
          { heading: "Pasal 4 - Uang Jaminan", body: [C1.deposit] },
          { heading: "Pasal 5 - Denda", body: [C1.penalty] },
          {
            heading: "Pasal 6 - Pemeliharaan",
            body: [
              "Pihak Kedua menanggung biaya listrik, air dan kebersihan selama masa sewa. Perbaikan struktur bangunan dan atap menjadi tanggung jawab Pihak Pertama. Pihak Kedua dilarang mengubah bentuk bangunan tanpa persetujuan tertulis Pihak Pertama.",
            ],
          },
          {
            heading: "Pasal 7 - Pengakhiran",
            body: [
              C1.notice,
              "Apabila Pihak Kedua tidak membayar uang sewa selama 2 (dua) bulan berturut-turut, Pihak Pertama berhak mengakhiri Perjanjian ini dan uang jaminan menjadi milik Pihak Pertama.",
            ],
          },
          {
            heading: "Pasal 8 - Hukum yang Berlaku dan Penyelesaian Sengketa",
            body: [
              "Perjanjian ini tunduk pada hukum Negara Republik Indonesia. Setiap perselisihan diselesaikan terlebih dahulu secara musyawarah.",
              C1.court,
            ],
          },
          {
            heading: "Pasal 9 - Penutup",
            body: [
              "Perjanjian ini dibuat dalam rangkap 2 (dua), masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama.",
            ],
          },
        ],
        { bold: true, align: "center" },
      );
      signatures(
        w,
        ["PIHAK PERTAMA", "Hendra Wiratmaja"],
        ["PIHAK KEDUA", "Budi Hartanto Gunawan"],
      );
    },
  },
  {
    id: "u5-c02",
    name: "it-support-services-agreement-kinetika",
    type: "contract",
    kind: "contract service",
    language: "en",
    title: "IT Support Services Agreement",
    page: { ...A4, margin: 58, face: "sans", size: 9.5, leading: 1.5 },
    fields: {
      document_title: "IT Support Services Agreement",
      contract_type: "service",
      primary_party: OWN.name,
      counterparty: "PT Kinetika Solusi Digital",
      date: "2024-03-15",
      effective_date: "2024-04-01",
      expiry_date: "2025-03-31",
      contract_value: 96000000,
      currency: "IDR",
      governing_law: "Indonesia",
      document_number: "KSD/MSA/2024/031",
    },
    clauses: {
      monthly_fee: { sentence: C2.fee, value: "8,000,000" },
      payment_days: { sentence: C2.payment, value: "30" },
      late_interest: { sentence: C2.interest, value: "1.5%" },
      response: { sentence: C2.response, value: "2" },
      notice: { sentence: C2.notice, value: "30" },
      arbitration: { sentence: C2.arbitration, value: "Jakarta" },
    },
    tags: ["it support", "services", "helpdesk", "maintenance"],
    build(w) {
      w.line("IT SUPPORT SERVICES AGREEMENT", { bold: true, size: 15 });
      w.line("Agreement No. KSD/MSA/2024/031", { size: 9 });
      w.rule();
      w.para(
        'This IT Support Services Agreement (the "Agreement") is made on 15 March 2024 between:',
      );
      w.para(
        `(1) ${OWN.name}, a limited liability company established under the laws of Indonesia, having its office at ${OWN.address} (the "Client"); and`,
        {},
        14,
      );
      w.para(
        '(2) PT Kinetika Solusi Digital, a limited liability company having its office at Ruko Pemuda Mas Blok B-5, Jl. Pemuda, Semarang (the "Provider").',
        {},
        14,
      );
      writeArticles(
        w,
        [
          {
            heading: "1. Services",
            body: [
              'The Provider shall provide helpdesk support, on-site maintenance of up to 35 workstations, backup monitoring and network administration for the Client\'s head office and warehouse (the "Services"), as described in Schedule 1.',
              C2.response,
            ],
          },
          {
            heading: "2. Term",
            body: [
              "This Agreement takes effect on 1 April 2024 and remains in force until 31 March 2025 unless terminated earlier in accordance with Clause 7. Any renewal shall be agreed in writing.",
            ],
          },
          {
            heading: "3. Fees",
            body: [
              C2.fee,
              "The total contract value for the Term is IDR 96,000,000 (ninety-six million Rupiah), exclusive of VAT.",
            ],
          },
          { heading: "4. Payment Terms", body: [C2.payment, C2.interest] },
          {
            heading: "5. Confidentiality and Data",
            body: [
              "The Provider shall keep confidential all information of the Client to which it has access and shall process personal data only on the Client's documented instructions, in accordance with Law No. 27 of 2022 on Personal Data Protection.",
            ],
          },
          {
            heading: "6. Liability",
            body: [
              "The Provider's aggregate liability under this Agreement shall not exceed the fees paid in the 3 (three) months preceding the event giving rise to the claim.",
            ],
          },
          {
            heading: "7. Termination",
            body: [
              C2.notice,
              "Either party may terminate immediately by notice if the other party commits a material breach that is not remedied within 14 (fourteen) days of written notice.",
            ],
          },
          {
            heading: "8. Notices",
            body: [
              "Notices shall be in writing and delivered by hand, courier or e-mail to the addresses stated above, marked for the attention of the signatories.",
            ],
          },
          {
            heading: "9. Governing Law and Disputes",
            body: [
              "This Agreement is governed by the laws of the Republic of Indonesia.",
              C2.arbitration,
            ],
          },
        ],
        { bold: true, align: "left" },
      );
      signatures(
        w,
        ["For the Client", "Budi Hartanto Gunawan, President Director"],
        ["For the Provider", "Yosef Adrianus Lim, Director"],
      );
    },
  },
  {
    id: "u5-c03",
    name: "pkwt-rina-kusumawardani",
    type: "contract",
    kind: "contract employment",
    language: "id",
    title: "Perjanjian Kerja Waktu Tertentu",
    page: { ...A4, margin: 50, face: "sans", size: 11, leading: 1.4 },
    picture: {
      capture: "scan",
      rotate: 0.5,
      blur: 0.45,
      quality: 85,
      format: "jpg",
      scale: A4_SCALE,
    },
    fields: {
      document_title: "Perjanjian Kerja Waktu Tertentu",
      contract_type: "employment",
      primary_party: OWN.name,
      counterparty: "Rina Kusumawardani",
      date: "2026-01-12",
      effective_date: "2026-02-01",
      expiry_date: "2026-12-31",
      currency: "IDR",
      governing_law: "Indonesia",
      document_number: "PKWT/SPN/2026/009",
    },
    clauses: {
      salary: { sentence: C3.salary, value: "6.200.000" },
      payday: { sentence: C3.salary, value: "25" },
      hours: { sentence: C3.hours, value: "40" },
      leave: { sentence: C3.leave, value: "12" },
    },
    tags: ["pkwt", "kontrak kerja", "karyawan", "employment"],
    build(w) {
      w.line("PERJANJIAN KERJA WAKTU TERTENTU", { bold: true, size: 13, align: "center" });
      w.line("No. PKWT/SPN/2026/009", { align: "center" });
      w.para(
        `Pada tanggal 12 Januari 2026 telah dibuat perjanjian antara ${OWN.name}, diwakili oleh Budi Hartanto Gunawan, Direktur Utama (PIHAK PERTAMA), dan Rina Kusumawardani, NIK 3374065203970004, beralamat di Jl. Menoreh Utara IX/12 Semarang (PIHAK KEDUA).`,
      );
      w.para(
        "Pasal 1. Pihak Kedua dipekerjakan sebagai Staf Administrasi Gudang dan ditempatkan di gudang Kaligawe, Semarang.",
      );
      w.para(
        "Pasal 2. Perjanjian ini berlaku untuk jangka waktu 11 (sebelas) bulan, sejak 1 Februari 2026 sampai dengan 31 Desember 2026.",
      );
      w.para(
        `Pasal 3. ${C3.salary} Upah dibayarkan melalui transfer ke rekening atas nama Pihak Kedua.`,
      );
      w.para(
        `Pasal 4. ${C3.hours} Kerja lembur dibayar sesuai ketentuan peraturan perundang-undangan.`,
      );
      w.para(`Pasal 5. ${C3.leave}`);
      w.para(
        "Pasal 6. Pihak Kedua wajib menjaga kerahasiaan data stok, harga dan pelanggan Pihak Pertama selama dan setelah masa kerja.",
      );
      w.para(
        `Pasal 7. ${C3.compensation} Pengakhiran sebelum waktunya oleh salah satu pihak mewajibkan pihak tersebut membayar ganti rugi sebesar upah sampai batas waktu berakhirnya Perjanjian.`,
      );
      w.para(
        "Pasal 8. Perjanjian ini tunduk pada hukum Republik Indonesia; perselisihan diselesaikan menurut Undang-Undang Nomor 2 Tahun 2004 tentang Penyelesaian Perselisihan Hubungan Industrial.",
      );
      signatures(
        w,
        ["PIHAK PERTAMA", "Budi Hartanto Gunawan"],
        ["PIHAK KEDUA", "Rina Kusumawardani"],
      );
    },
  },
  {
    id: "u5-c04",
    name: "distribution-agreement-heliora-foods",
    type: "contract",
    kind: "contract distribution",
    language: "en",
    title: "Exclusive Distribution Agreement",
    page: { ...A4, margin: 64, face: "serif", size: 10.5, leading: 1.5 },
    fields: {
      document_title: "Exclusive Distribution Agreement",
      contract_type: "distribution",
      primary_party: "Heliora Foods Sdn. Bhd.",
      counterparty: OWN.name,
      date: "2025-09-01",
      effective_date: "2025-10-01",
      expiry_date: "2028-09-30",
      contract_value: 720000,
      currency: "MYR",
      governing_law: "Singapore",
      document_number: "HF-DA-2025-014",
    },
    clauses: {
      minimum: { sentence: C4.minimum, value: "240,000.00" },
      payment_days: { sentence: C4.payment, value: "45" },
      late_interest: { sentence: C4.interest, value: "1%" },
      notice: { sentence: C4.notice, value: "90" },
      arbitration: { sentence: C4.arbitration, value: "Singapore" },
      territory: { sentence: C4.exclusivity, value: "Central Java" },
    },
    tags: ["distribution", "distributor", "exclusive", "malaysia"],
    build(w) {
      w.line("EXCLUSIVE DISTRIBUTION AGREEMENT", { bold: true, size: 15, align: "center" });
      w.line("Ref. HF-DA-2025-014", { align: "center" });
      w.gap(6);
      w.para("THIS AGREEMENT is dated 1 September 2025 and made BETWEEN:");
      w.para(
        '(1) HELIORA FOODS SDN. BHD. (Company No. 201501033872), a company incorporated in Malaysia whose registered office is at Lot 22, Jalan Perusahaan 4, Prai Industrial Estate, 13600 Penang, Malaysia (the "Principal"); and',
        {},
        14,
      );
      w.para(
        `(2) ${OWN.name.toUpperCase()}, a company incorporated in Indonesia whose office is at ${OWN.address} (the "Distributor").`,
        {},
        14,
      );
      w.para(
        'WHEREAS the Principal manufactures snack and instant beverage products sold under the HELIORA brand (the "Products") and wishes to appoint the Distributor to distribute them on the terms below.',
      );
      writeArticles(
        w,
        [
          {
            heading: "1. Appointment",
            body: [
              C4.exclusivity,
              "The Distributor shall not sell competing products of another manufacturer in the Territory during the Term.",
            ],
          },
          {
            heading: "2. Term",
            body: [
              "This Agreement commences on 1 October 2025 and continues for three Contract Years until 30 September 2028, unless terminated earlier under Clause 9.",
            ],
          },
          {
            heading: "3. Minimum Purchase",
            body: [
              C4.minimum,
              "The anticipated aggregate value of purchases over the Term is MYR 720,000.00. If the minimum is not met in a Contract Year, the Principal may convert the appointment to a non-exclusive one by written notice.",
            ],
          },
          {
            heading: "4. Prices and Orders",
            body: [
              "Prices are those in the Principal's price list in force at the date of the purchase order, quoted in Malaysian Ringgit, FOB Port Klang. The Principal shall give 60 days' notice of any price change.",
            ],
          },
          { heading: "5. Payment", body: [C4.payment, C4.interest] },
          {
            heading: "6. Marketing and Registration",
            body: [
              "The Distributor shall, at its own cost, obtain and maintain the BPOM registration and halal certification required to sell the Products in Indonesia, held in trust for the Principal.",
            ],
          },
          {
            heading: "7. Trade Marks",
            body: [
              "The Distributor may use the HELIORA trade marks only to promote the Products in the Territory and shall cease all use on termination.",
            ],
          },
          {
            heading: "8. Confidentiality",
            body: [
              "Each party shall keep the other's confidential information secret during the Term and for 2 (two) years thereafter.",
            ],
          },
          {
            heading: "9. Termination",
            body: [
              C4.notice,
              "Either party may terminate with immediate effect if the other becomes insolvent or commits a material breach not remedied within 30 days of notice.",
            ],
          },
          {
            heading: "10. Notices",
            body: [
              "Notices shall be sent by courier or e-mail to the addresses above, to the attention of the Managing Director (Principal) and the President Director (Distributor).",
            ],
          },
          { heading: "11. Governing Law and Arbitration", body: [C4.law, C4.arbitration] },
        ],
        { bold: true, align: "left" },
      );
      signatures(
        w,
        ["Signed for the Principal", "Tan Wei Ling, Managing Director"],
        ["Signed for the Distributor", "Budi Hartanto Gunawan, President Director"],
      );
    },
  },
  {
    id: "u5-c05",
    name: "mutual-nda-arunika-data",
    type: "contract",
    kind: "contract nda",
    language: "en",
    title: "Mutual Non-Disclosure Agreement",
    page: { ...A4, margin: 44, face: "sans", size: 11, leading: 1.38 },
    picture: {
      capture: "scan",
      rotate: -0.6,
      blur: 0.45,
      quality: 88,
      format: "png",
      scale: A4_SCALE,
    },
    fields: {
      document_title: "Mutual Non-Disclosure Agreement",
      contract_type: "nda",
      primary_party: OWN.name,
      counterparty: "PT Arunika Data Nusantara",
      date: "2026-06-18",
      effective_date: "2026-06-18",
      expiry_date: "2028-06-17",
      governing_law: "Indonesia",
      document_number: "NDA-SPN-ADN-0618",
    },
    clauses: {
      survival: { sentence: C5.survival, value: "3" },
      return: { sentence: C5.return, value: "10" },
      court: { sentence: C5.court, value: "South Jakarta" },
    },
    tags: ["nda", "confidentiality", "kerahasiaan"],
    build(w) {
      w.line("MUTUAL NON-DISCLOSURE AGREEMENT", { bold: true, size: 14, align: "center" });
      w.line("No. NDA-SPN-ADN-0618   -   Date: 18 June 2026", { align: "center" });
      w.para(
        `Parties: (1) ${OWN.name}, Semarang; and (2) PT Arunika Data Nusantara, Jl. Kemang Raya No. 12B, South Jakarta. Each party may disclose Confidential Information to the other for the purpose of evaluating a route-optimisation and demand-forecasting project (the "Purpose").`,
      );
      w.para(
        "1. Confidential Information means all non-public business, technical and financial information, including customer lists, pricing and source data, disclosed in any form.",
      );
      w.para(
        "2. The Receiving Party shall use Confidential Information only for the Purpose and disclose it only to employees and advisers who need to know it and are bound by duties no less strict.",
      );
      w.para(
        "3. The obligations do not apply to information that is public, already known, independently developed or required to be disclosed by law.",
      );
      w.para(
        "4. Term. This Agreement starts on 18 June 2026 and ends on 17 June 2028, or earlier by 30 days' written notice. " +
          C5.survival,
      );
      w.para("5. " + C5.return);
      w.para(
        "6. No licence or obligation to enter into any further transaction is created by this Agreement.",
      );
      w.para("7. " + C5.court);
      signatures(
        w,
        ["Sinar Pelita Nusantara", "Budi Hartanto Gunawan"],
        ["Arunika Data Nusantara", "Galih Pramudya"],
      );
    },
  },
  {
    id: "u5-c06",
    name: "perjanjian-pinjaman-yohanes-setiabudi",
    type: "contract",
    kind: "contract loan",
    language: "id",
    title: "Perjanjian Pinjam Meminjam Uang",
    page: { ...A4, margin: 60, face: "serif", size: 11.5, leading: 1.5 },
    fields: {
      document_title: "Perjanjian Pinjam Meminjam Uang",
      contract_type: "loan",
      primary_party: "Yohanes Setiabudi",
      counterparty: OWN.name,
      date: "2024-08-19",
      effective_date: "2024-08-19",
      expiry_date: "2026-08-18",
      contract_value: 250000000,
      currency: "IDR",
      governing_law: "Indonesia",
      document_number: "05/PP/YS-SPN/VIII/2024",
    },
    clauses: {
      interest: { sentence: C6.interest, value: "9%" },
      instalment: { sentence: C6.instalment, value: "11.421.000" },
      instalment_day: { sentence: C6.instalment, value: "10" },
      late_penalty: { sentence: C6.penalty, value: "0,1%" },
      collateral: { sentence: C6.collateral, value: "BPKB" },
      court: { sentence: C6.court, value: "Pengadilan Negeri Semarang" },
    },
    tags: ["pinjaman", "hutang", "loan", "utang"],
    build(w) {
      w.line("PERJANJIAN PINJAM MEMINJAM UANG", { bold: true, size: 14, align: "center" });
      w.line("No. 05/PP/YS-SPN/VIII/2024", { align: "center" });
      w.gap(6);
      w.para("Perjanjian ini dibuat di Semarang pada tanggal 19 Agustus 2024 oleh dan antara:");
      w.para(
        "I. Yohanes Setiabudi, swasta, beralamat di Jl. Sriwijaya No. 61, Semarang, selanjutnya disebut PIHAK PERTAMA (Pemberi Pinjaman);",
        {},
        14,
      );
      w.para(
        `II. ${OWN.name}, diwakili oleh Budi Hartanto Gunawan selaku Direktur Utama, selanjutnya disebut PIHAK KEDUA (Penerima Pinjaman).`,
        {},
        14,
      );
      writeArticles(
        w,
        [
          {
            heading: "Pasal 1 - Jumlah Pinjaman",
            body: [
              C6.principal,
              "Dana pinjaman diserahkan melalui transfer ke rekening Pihak Kedua pada tanggal penandatanganan Perjanjian ini dan digunakan untuk modal kerja.",
            ],
          },
          { heading: "Pasal 2 - Bunga", body: [C6.interest] },
          {
            heading: "Pasal 3 - Jangka Waktu dan Angsuran",
            body: [
              "Jangka waktu pinjaman adalah 24 (dua puluh empat) bulan terhitung sejak 19 Agustus 2024 sampai dengan 18 Agustus 2026.",
              C6.instalment,
            ],
          },
          { heading: "Pasal 4 - Denda", body: [C6.penalty] },
          { heading: "Pasal 5 - Jaminan", body: [C6.collateral] },
          {
            heading: "Pasal 6 - Pelunasan Dipercepat",
            body: [
              "Pihak Kedua dapat melunasi sisa pinjaman lebih cepat dengan pemberitahuan tertulis 14 (empat belas) hari sebelumnya tanpa dikenakan penalti.",
            ],
          },
          {
            heading: "Pasal 7 - Wanprestasi",
            body: [
              "Apabila Pihak Kedua lalai membayar 3 (tiga) angsuran berturut-turut, seluruh sisa pinjaman menjadi jatuh tempo dan wajib dibayar seketika.",
            ],
          },
          {
            heading: "Pasal 8 - Penyelesaian Perselisihan",
            body: ["Perjanjian ini tunduk pada hukum Republik Indonesia.", C6.court],
          },
        ],
        { bold: true, align: "left" },
      );
      signatures(
        w,
        ["PIHAK PERTAMA", "Yohanes Setiabudi"],
        ["PIHAK KEDUA", "Budi Hartanto Gunawan"],
      );
    },
  },
  {
    id: "u5-c07",
    name: "surat-kuasa-pemeriksaan-pajak",
    type: "contract",
    kind: "contract power_of_attorney",
    language: "id",
    title: "Surat Kuasa Khusus",
    page: { ...A4, margin: 70, face: "serif", size: 12, leading: 1.6 },
    fields: {
      document_title: "Surat Kuasa Khusus",
      contract_type: "power_of_attorney",
      primary_party: "Budi Hartanto Gunawan",
      counterparty: "Maya Anggraeni",
      date: "2026-04-07",
      effective_date: "2026-04-07",
      expiry_date: "2027-03-31",
      governing_law: "Indonesia",
      document_number: "012/SK/SPN/IV/2026",
    },
    clauses: {
      scope: { sentence: C7.scope, value: "Kantor Pelayanan Pajak Madya Semarang" },
      validity: { sentence: C7.validity, value: "31 Maret 2027" },
    },
    tags: ["surat kuasa", "kuasa", "pajak", "power of attorney"],
    build(w) {
      w.line("SURAT KUASA KHUSUS", { bold: true, size: 15, align: "center" });
      w.line("Nomor: 012/SK/SPN/IV/2026", { align: "center" });
      w.gap(10);
      w.line("Yang bertanda tangan di bawah ini:");
      w.field("Nama", ": Budi Hartanto Gunawan", 110);
      w.field("Jabatan", `: Direktur Utama ${OWN.name}`, 110);
      w.field("Alamat", `: ${OWN.address}`, 110);
      w.line("selanjutnya disebut PEMBERI KUASA, dengan ini memberi kuasa kepada:");
      w.field("Nama", ": Maya Anggraeni, S.H., M.Kn.", 110);
      w.field("Pekerjaan", ": Konsultan Pajak, izin praktik KEP-2291/IP.B/PJ/2019", 110);
      w.field("Alamat", ": Jl. Veteran No. 23, Semarang", 110);
      w.line("selanjutnya disebut PENERIMA KUASA.");
      w.gap(6);
      w.line("KHUSUS", { bold: true, align: "center" });
      w.para(C7.scope);
      w.para(
        "Untuk itu Penerima Kuasa berhak menghadap pejabat yang berwenang, menyerahkan dan menerima dokumen, memberikan keterangan, menandatangani berita acara dan melakukan segala tindakan yang diperlukan, sepanjang tidak bertentangan dengan hukum yang berlaku di Indonesia.",
      );
      w.para(
        "Surat Kuasa ini diberikan dengan hak substitusi dan tidak dapat dicabut kecuali dengan pemberitahuan tertulis dari Pemberi Kuasa.",
      );
      w.para(C7.validity);
      w.gap(8);
      w.line("Semarang, 7 April 2026");
      signatures(
        w,
        ["PEMBERI KUASA", "Budi Hartanto Gunawan"],
        ["PENERIMA KUASA", "Maya Anggraeni, S.H., M.Kn."],
      );
    },
  },
  {
    id: "u5-c08",
    name: "perjanjian-kerja-sama-pemasaran-lentera",
    type: "contract",
    kind: "contract cooperation",
    language: "id",
    title: "Perjanjian Kerja Sama Pemasaran",
    page: { ...A4, margin: 56, face: "sans", size: 10, leading: 1.5 },
    fields: {
      document_title: "Perjanjian Kerja Sama Pemasaran",
      contract_type: "cooperation",
      primary_party: OWN.name,
      counterparty: "CV Rumah Kreatif Lentera",
      date: "2025-04-22",
      effective_date: "2025-05-01",
      expiry_date: "2026-04-30",
      contract_value: 60000000,
      currency: "IDR",
      governing_law: "Indonesia",
      document_number: "PKS/SPN-RKL/IV/2025/03",
    },
    clauses: {
      share: { sentence: C8.share, value: "15%" },
      payment_days: { sentence: C8.payment, value: "14" },
      notice: { sentence: C8.notice, value: "30" },
      court: { sentence: C8.court, value: "Pengadilan Negeri Surabaya" },
    },
    tags: ["kerja sama", "pemasaran", "marketing", "kemitraan"],
    build(w) {
      w.line("PERJANJIAN KERJA SAMA PEMASARAN", { bold: true, size: 14 });
      w.line("Nomor: PKS/SPN-RKL/IV/2025/03", { size: 9.5 });
      w.rule();
      w.para(
        `Perjanjian ini ditandatangani di Semarang pada tanggal 22 April 2025 oleh ${OWN.name} ("Pihak Pertama") dan CV Rumah Kreatif Lentera, beralamat di Jl. Dharmahusada Indah Barat 3 No. 18, Surabaya, diwakili oleh Nadia Puspitasari selaku Direktur ("Pihak Kedua").`,
      );
      writeArticles(
        w,
        [
          {
            heading: "Pasal 1 Ruang Lingkup",
            body: [
              "Pihak Kedua mengelola pemasaran digital dan penjualan produk Pihak Pertama melalui marketplace dan media sosial untuk wilayah Jawa Timur.",
            ],
          },
          {
            heading: "Pasal 2 Jangka Waktu",
            body: [
              "Kerja sama berlaku sejak 1 Mei 2025 sampai dengan 30 April 2026 dan dapat diperpanjang dengan addendum.",
            ],
          },
          { heading: "Pasal 3 Anggaran", body: [C8.budget] },
          { heading: "Pasal 4 Bagi Hasil dan Pembayaran", body: [C8.share, C8.payment] },
          {
            heading: "Pasal 5 Kewajiban Para Pihak",
            body: [
              "Pihak Pertama menyediakan stok, materi produk dan harga jual. Pihak Kedua menyampaikan laporan penjualan bulanan paling lambat tanggal 7 bulan berikutnya.",
            ],
          },
          {
            heading: "Pasal 6 Kerahasiaan",
            body: [
              "Para Pihak wajib merahasiakan data pelanggan dan strategi harga selama dan 1 (satu) tahun setelah berakhirnya Perjanjian.",
            ],
          },
          { heading: "Pasal 7 Pengakhiran", body: [C8.notice] },
          {
            heading: "Pasal 8 Hukum dan Sengketa",
            body: [
              "Perjanjian ini diatur oleh hukum Indonesia. Sengketa diselesaikan secara musyawarah.",
              C8.court,
            ],
          },
        ],
        { bold: true, align: "left" },
      );
      signatures(
        w,
        ["Pihak Pertama", "Budi Hartanto Gunawan"],
        ["Pihak Kedua", "Nadia Puspitasari"],
      );
    },
  },
];
