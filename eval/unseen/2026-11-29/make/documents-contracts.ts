/** Contracts: lease, fixed-term employment (PKWT), catering services, NDA, distribution, loan. */
import { type DocumentSpec, OWNER } from "./document.ts";
import { longEn, longId, rp, terbilang } from "./format.ts";
import type { Sheet } from "./layout.ts";

/** "Pasal n" heading and its paragraphs. */
const article = (s: Sheet, n: number, heading: string, paragraphs: string[]): void => {
  s.ensure(60);
  s.gap(4);
  s.line(`Pasal ${n}`, { align: "center", bold: true });
  s.line(heading.toUpperCase(), { align: "center", bold: true });
  paragraphs.forEach((text, i) =>
    s.para(text, { hanging: paragraphs.length > 1 ? `(${i + 1})` : undefined }),
  );
};

const clause = (s: Sheet, n: number, heading: string, paragraphs: string[]): void => {
  s.ensure(50);
  s.gap(4);
  s.line(`${n}. ${heading}`, { bold: true });
  paragraphs.forEach((text) => s.para(text, { x: s.margin + 14 }));
};

const signatures = (
  s: Sheet,
  left: [string, string, string],
  right: [string, string, string],
  meterai = true,
): void => {
  s.ensure(110);
  s.gap(10);
  s.cells([
    [s.margin, left[0], { bold: true }],
    [330, right[0], { bold: true }],
  ]);
  s.cells([
    [s.margin, left[1]],
    [330, right[1]],
  ]);
  if (meterai) {
    s.rect(s.margin, s.y + 2, 62, 34, 0.6);
    const y = s.y;
    s.y = y + 12;
    s.put(s.margin + 4, "METERAI 10000", { size: 7 });
    s.y = y;
  }
  s.gap(44);
  s.cells([
    [s.margin, left[2], { bold: true }],
    [330, right[2], { bold: true }],
  ]);
};

const LANDLORD = "Hj. Andi Besse Tenriawaru";
const rent = 90000000;

export const contracts: DocumentSpec[] = [
  {
    id: "u6-27",
    name: "u6-27-perjanjian-sewa-ruko-tamalate.pdf",
    type: "contract",
    subtype: "lease",
    language: "id",
    page: { size: 10.5, face: "serif", margin: 60 },
    fields: {
      title: "Perjanjian Sewa-Menyewa Ruko",
      document_number: "014/SWR/XII/2025",
      date: "2025-12-15",
      parties: [LANDLORD, OWNER.name],
      effective_date: "2026-01-01",
      expiry_date: "2027-12-31",
      governing_law: "Indonesia",
      currency: "IDR",
      contract_value: 2 * rent,
      annual_rent: rent,
      installment: rent / 2,
      deposit: 15000000,
      notice_period_days: 60,
      late_penalty: "0,1% per hari",
    },
    draw(s) {
      s.line("PERJANJIAN SEWA-MENYEWA RUKO", { bold: true, size: 14, align: "center" });
      s.line("Nomor: 014/SWR/XII/2025", { align: "center" });
      s.gap(8);
      s.para(
        `Pada hari ini, Senin, tanggal 15 (lima belas) Desember 2025 (${longId("2025-12-15")}), bertempat di Makassar, kami yang bertanda tangan di bawah ini:`,
      );
      s.para(
        `${LANDLORD}, pemilik bangunan, beralamat di Jl. Kakatua No. 21, Makassar, pemegang KTP 7371054207640002, selanjutnya disebut PIHAK PERTAMA;`,
        { hanging: "1." },
      );
      s.para(
        `${OWNER.name}, berkedudukan di Makassar, dalam hal ini diwakili secara sah oleh ${OWNER.director} selaku Direktur, selanjutnya disebut PIHAK KEDUA.`,
        { hanging: "2." },
      );
      s.para(
        "PARA PIHAK sepakat mengadakan perjanjian sewa-menyewa dengan syarat dan ketentuan sebagai berikut:",
      );
      article(s, 1, "Objek Sewa", [
        "PIHAK PERTAMA menyewakan kepada PIHAK KEDUA satu unit rumah toko tiga lantai di Jl. Poros Tamalate Indah No. 88, Makassar, luas bangunan 210 m2, yang akan digunakan sebagai dapur produksi dan kantor katering.",
      ]);
      article(s, 2, "Jangka Waktu", [
        `Sewa berlaku untuk jangka waktu 2 (dua) tahun, terhitung sejak ${longId("2026-01-01")} sampai dengan ${longId("2027-12-31")}.`,
        "Perjanjian dapat diperpanjang atas kesepakatan PARA PIHAK. PIHAK KEDUA wajib menyampaikan pemberitahuan tertulis mengenai perpanjangan atau pengakhiran selambat-lambatnya 60 (enam puluh) hari sebelum berakhirnya jangka waktu sewa.",
      ]);
      article(s, 3, "Harga Sewa dan Cara Pembayaran", [
        `Harga sewa adalah Rp ${rp(rent)},- (${terbilang(rent)}) per tahun, sehingga nilai seluruh perjanjian adalah Rp ${rp(2 * rent)},- (${terbilang(2 * rent)}).`,
        `Harga sewa dibayar per 6 (enam) bulan di muka sebesar Rp ${rp(rent / 2)},- paling lambat tanggal 5 Januari dan 5 Juli setiap tahun.`,
        "Atas keterlambatan pembayaran, PIHAK KEDUA dikenakan denda keterlambatan sebesar 0,1% per hari dari jumlah yang terlambat dibayar.",
      ]);
      article(s, 4, "Uang Jaminan", [
        `PIHAK KEDUA menyerahkan uang jaminan sebesar Rp ${rp(15000000)},- (${terbilang(15000000)}) yang akan dikembalikan paling lambat 14 (empat belas) hari setelah perjanjian berakhir, dikurangi biaya perbaikan kerusakan bila ada.`,
      ]);
      article(s, 5, "Pemeliharaan dan Biaya", [
        "Biaya listrik, air, internet dan iuran pengelola kawasan ditanggung PIHAK KEDUA. Perbaikan struktur bangunan dan atap menjadi tanggung jawab PIHAK PERTAMA.",
        "PIHAK KEDUA boleh memasang instalasi dapur, cerobong asap dan gas dengan persetujuan tertulis PIHAK PERTAMA.",
      ]);
      article(s, 6, "Penyelesaian Perselisihan", [
        "Perjanjian ini tunduk pada hukum Negara Republik Indonesia. Perselisihan diselesaikan secara musyawarah; apabila tidak tercapai mufakat, PARA PIHAK memilih domisili hukum di Kantor Kepaniteraan Pengadilan Negeri Makassar.",
      ]);
      s.para(
        "Demikian perjanjian ini dibuat dalam rangkap 2 (dua), masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama.",
      );
      signatures(
        s,
        ["PIHAK PERTAMA", "Pemilik", LANDLORD],
        ["PIHAK KEDUA", OWNER.name, OWNER.director],
      );
    },
  },
  {
    id: "u6-28",
    name: "u6-28-pkwt-kepala-juru-masak.jpg",
    type: "contract",
    subtype: "employment",
    language: "id",
    picture: { mode: "scan", pixels: 1240, angle: 0.7, quality: 72 },
    page: { width: 595, height: 842, margin: 34, size: 10.6, face: "serif" },
    fields: {
      title: "Perjanjian Kerja Waktu Tertentu",
      document_number: "007/PKWT/KBN/II/2026",
      date: "2026-02-20",
      parties: [OWNER.name, "Nurhayati Daeng Ngai"],
      effective_date: "2026-03-01",
      expiry_date: "2027-02-28",
      governing_law: "Indonesia",
      currency: "IDR",
      monthly_salary: 6800000,
      notice_period_days: 30,
    },
    draw(s) {
      s.line("PERJANJIAN KERJA WAKTU TERTENTU (PKWT)", { bold: true, size: 13, align: "center" });
      s.line("No. 007/PKWT/KBN/II/2026", { align: "center" });
      s.para(
        `Pada tanggal ${longId("2026-02-20")} di Makassar, yang bertanda tangan di bawah ini: ${OWNER.name}, diwakili oleh ${OWNER.director} selaku Direktur (PIHAK PERTAMA); dan Nurhayati Daeng Ngai, lahir di Takalar, NIK 7305014511880003, beralamat di Jl. Mannuruki II No. 40, Makassar (PIHAK KEDUA), sepakat membuat perjanjian kerja waktu tertentu sebagai berikut:`,
      );
      const items: [string, string][] = [
        [
          "Jabatan",
          "PIHAK KEDUA dipekerjakan sebagai Kepala Juru Masak (Head Cook) di dapur produksi PIHAK PERTAMA untuk pesanan katering musiman dan proyek penyediaan makanan di lokasi klien.",
        ],
        [
          "Jangka waktu",
          `Perjanjian berlaku 12 (dua belas) bulan, sejak ${longId("2026-03-01")} sampai dengan ${longId("2027-02-28")}, tanpa masa percobaan.`,
        ],
        [
          "Upah",
          `Upah pokok Rp ${rp(6800000)} per bulan ditambah tunjangan makan Rp ${rp(600000)} per bulan, dibayar setiap tanggal 28 melalui transfer bank.`,
        ],
        [
          "Waktu kerja",
          "40 (empat puluh) jam per minggu, 6 hari kerja; lembur dibayar sesuai peraturan perundang-undangan.",
        ],
        ["Cuti", "12 (dua belas) hari kerja per tahun secara proporsional."],
        [
          "Pengakhiran",
          "Masing-masing pihak dapat mengakhiri perjanjian dengan pemberitahuan tertulis 30 (tiga puluh) hari sebelumnya. Pengakhiran sebelum waktunya oleh PIHAK PERTAMA mewajibkan pembayaran ganti rugi sesuai ketentuan yang berlaku, ditambah uang kompensasi PKWT.",
        ],
        [
          "Kerahasiaan",
          "PIHAK KEDUA wajib merahasiakan resep, daftar pelanggan dan harga PIHAK PERTAMA selama dan sesudah masa kerja.",
        ],
        [
          "Hukum",
          "Perjanjian ini tunduk pada hukum Republik Indonesia. Perselisihan diselesaikan secara bipartit, lalu melalui Pengadilan Hubungan Industrial pada Pengadilan Negeri Makassar.",
        ],
      ];
      items.forEach(([heading, text], i) =>
        s.para(`${heading}. ${text}`, { hanging: `${i + 1}.` }),
      );
      s.para("Perjanjian ini dibuat dalam Bahasa Indonesia rangkap 2 (dua) bermeterai cukup.");
      signatures(
        s,
        ["PIHAK PERTAMA", OWNER.name, OWNER.director],
        ["PIHAK KEDUA", "Pekerja", "Nurhayati Daeng Ngai"],
      );
    },
  },
  {
    id: "u6-29",
    name: "u6-29-catering-services-agreement-samudra-nikel.pdf",
    type: "contract",
    subtype: "services",
    language: "id+en",
    page: { size: 8.6, margin: 36 },
    fields: {
      title: "Perjanjian Penyediaan Jasa Katering",
      document_number: "021/KBN-SNS/III/2026",
      date: "2026-03-20",
      parties: [OWNER.name, "PT Samudra Nikel Sulawesi"],
      effective_date: "2026-04-01",
      expiry_date: "2027-03-31",
      governing_law: "Indonesia",
      currency: "IDR",
      contract_value: 2160000000,
      price_per_meal: 45000,
      notice_period_days: 90,
      late_penalty: "1%",
      payment_days: 14,
    },
    draw(s) {
      s.line("PERJANJIAN PENYEDIAAN JASA KATERING", { bold: true, size: 12, align: "center" });
      s.line("CATERING SERVICES AGREEMENT", { bold: true, size: 12, align: "center" });
      s.line("No. 021/KBN-SNS/III/2026", { align: "center" });
      s.gap(6);
      const half = (s.inner - 16) / 2;
      const right = s.margin + half + 16;
      const pair = (id: string, en: string, bold = false): void => {
        s.ensure(40);
        const top = s.y;
        s.para(id, { x: s.margin, width: half, bold });
        const leftEnd = s.y;
        s.y = top;
        s.para(en, { x: right, width: half, bold, italic: !bold });
        s.y = Math.max(leftEnd, s.y) + 3;
      };
      pair(
        `Perjanjian ini dibuat di Makassar pada tanggal ${longId("2026-03-20")} oleh dan antara ${OWNER.name} ("Penyedia") dan PT Samudra Nikel Sulawesi, berkedudukan di Kabupaten Morowali, diwakili oleh Hendrik Wowor selaku Direktur Operasional ("Klien").`,
        `This Agreement is made in Makassar on ${longEn("2026-03-20")} by and between ${OWNER.name} (the "Provider") and PT Samudra Nikel Sulawesi, domiciled in Morowali Regency, represented by Hendrik Wowor as Operations Director (the "Client").`,
      );
      pair("1. Ruang Lingkup", "1. Scope", true);
      pair(
        "Penyedia menyediakan makan pagi, siang dan malam bagi karyawan Klien di mess lokasi tambang, sesuai menu yang disetujui ahli gizi Klien.",
        "The Provider shall supply breakfast, lunch and dinner to the Client's employees at the mine-site camp, following menus approved by the Client's nutritionist.",
      );
      pair("2. Jangka Waktu", "2. Term", true);
      pair(
        `Perjanjian berlaku sejak ${longId("2026-04-01")} sampai dengan ${longId("2027-03-31")} dan dapat diperpanjang dengan addendum.`,
        `This Agreement is effective from ${longEn("2026-04-01")} until ${longEn("2027-03-31")} and may be extended by an addendum.`,
      );
      pair("3. Harga dan Pembayaran", "3. Price and Payment", true);
      pair(
        `Harga Rp ${rp(45000)} per porsi, dengan perkiraan 4.000 porsi per bulan. Nilai perjanjian diperkirakan Rp ${rp(2160000000)} (${terbilang(2160000000)}). Tagihan bulanan dibayar dalam 14 (empat belas) hari setelah diterima.`,
        `The price is IDR 45,000 per meal, estimated at 4,000 meals per month. The estimated contract value is IDR 2,160,000,000. Monthly invoices are payable within 14 (fourteen) days of receipt.`,
      );
      pair("4. Denda", "4. Penalty", true);
      pair(
        "Untuk setiap keterlambatan penyajian lebih dari 30 menit, Penyedia dikenakan denda 1% dari tagihan bulan berjalan, paling banyak 10% per bulan.",
        "For each meal service served more than 30 minutes late, the Provider shall pay a penalty of 1% of the current month's invoice, capped at 10% per month.",
      );
      pair("5. Keamanan Pangan", "5. Food Safety", true);
      pair(
        "Penyedia wajib memiliki sertifikat laik higiene sanitasi dan menyimpan sampel makanan setiap sajian selama 72 jam.",
        "The Provider shall hold a hygiene and sanitation certificate and keep a sample of every meal service for 72 hours.",
      );
      pair("6. Pengakhiran", "6. Termination", true);
      pair(
        "Masing-masing pihak dapat mengakhiri Perjanjian dengan pemberitahuan tertulis 90 (sembilan puluh) hari sebelumnya. Para Pihak mengesampingkan Pasal 1266 dan 1267 KUHPerdata.",
        "Either party may terminate this Agreement by giving 90 (ninety) days' prior written notice. The Parties waive Articles 1266 and 1267 of the Indonesian Civil Code.",
      );
      pair("7. Hukum dan Sengketa", "7. Law and Disputes", true);
      pair(
        "Perjanjian ini tunduk pada hukum Republik Indonesia. Sengketa yang tidak selesai secara musyawarah dalam 30 hari diselesaikan melalui Badan Arbitrase Nasional Indonesia (BANI) di Makassar.",
        "This Agreement is governed by the laws of the Republic of Indonesia. Disputes not settled amicably within 30 days shall be finally settled by arbitration at BANI in Makassar.",
      );
      pair("8. Bahasa", "8. Language", true);
      pair(
        "Perjanjian ini dibuat dalam Bahasa Indonesia dan Bahasa Inggris. Apabila terdapat perbedaan penafsiran, versi Bahasa Indonesia yang berlaku.",
        "This Agreement is made in Indonesian and English. In case of any discrepancy, the Indonesian version shall prevail.",
      );
      signatures(
        s,
        ["Penyedia / Provider", OWNER.name, OWNER.director],
        ["Klien / Client", "PT Samudra Nikel Sulawesi", "Hendrik Wowor"],
      );
    },
  },
  {
    id: "u6-30",
    name: "u6-30-mutual-nda-saffron-route.pdf",
    type: "contract",
    subtype: "nda",
    language: "en",
    page: { size: 10, face: "serif", margin: 60 },
    fields: {
      title: "Mutual Non-Disclosure Agreement",
      date: "2026-08-15",
      parties: [OWNER.name, "Saffron Route Consulting Pte. Ltd."],
      effective_date: "2026-08-15",
      expiry_date: "2028-08-14",
      governing_law: "Singapore",
      notice_period_days: 30,
      survival_years: 3,
    },
    draw(s) {
      s.line("MUTUAL NON-DISCLOSURE AGREEMENT", { bold: true, size: 14, align: "center" });
      s.gap(8);
      s.para(
        `This Mutual Non-Disclosure Agreement (the "Agreement") is entered into on ${longEn("2026-08-15")} (the "Effective Date") between:`,
      );
      s.para(
        `${OWNER.name}, a limited liability company established under the laws of the Republic of Indonesia, having its office at ${OWNER.address}; and`,
        { hanging: "(1)" },
      );
      s.para(
        "Saffron Route Consulting Pte. Ltd., a company incorporated in Singapore, having its office at 60 Tras Street #04-02, Singapore 078999,",
        { hanging: "(2)" },
      );
      s.para(
        'each a "Party" and together the "Parties", who wish to evaluate a possible franchise of the Karaeng Boga brand in Singapore and Malaysia (the "Purpose").',
      );
      clause(s, 1, "Confidential Information", [
        "Confidential Information means any recipe, supplier list, cost sheet, customer list, financial information or know-how disclosed by one Party to the other for the Purpose, in any form, whether or not marked confidential.",
      ]);
      clause(s, 2, "Obligations", [
        "The receiving Party shall use Confidential Information only for the Purpose, shall not disclose it to any third party other than its advisers bound by equal duties, and shall protect it with at least reasonable care.",
      ]);
      clause(s, 3, "Exclusions", [
        "These obligations do not apply to information that is public through no fault of the receiving Party, was lawfully known to it before disclosure, or must be disclosed by law or court order.",
      ]);
      clause(s, 4, "Term", [
        `This Agreement remains in force for two (2) years from the Effective Date, until ${longEn("2028-08-14")}. Either Party may terminate it earlier by giving thirty (30) days' written notice. The confidentiality obligations survive for three (3) years after expiry or termination.`,
      ]);
      clause(s, 5, "Return of Materials", [
        "On request, or when this Agreement ends, the receiving Party shall return or destroy all Confidential Information and confirm this in writing within 10 business days.",
      ]);
      clause(s, 6, "No Licence", [
        "Nothing in this Agreement grants any licence to trademarks, recipes or other intellectual property of either Party.",
      ]);
      clause(s, 7, "Governing Law and Disputes", [
        "This Agreement is governed by the laws of Singapore. Any dispute shall be referred to arbitration in Singapore under the rules of the Singapore International Arbitration Centre.",
      ]);
      signatures(
        s,
        [OWNER.name, "President Director", OWNER.director],
        ["Saffron Route Consulting Pte. Ltd.", "Managing Partner", "Daniel Koh Wei Ming"],
        false,
      );
    },
  },
  {
    id: "u6-31",
    name: "u6-31-perjanjian-distribusi-pangan-utara.pdf",
    type: "contract",
    subtype: "distribution",
    language: "id",
    page: { size: 10.5, margin: 58 },
    fields: {
      title: "Perjanjian Distribusi",
      document_number: "009/DIST-KBN/V/2025",
      date: "2025-05-26",
      parties: [OWNER.name, "CV Pangan Utara Sejahtera"],
      effective_date: "2025-06-01",
      expiry_date: "2026-12-31",
      governing_law: "Indonesia",
      currency: "IDR",
      contract_value: 950000000,
      minimum_monthly_purchase: 50000000,
      notice_period_days: 30,
      late_penalty: "0,2% per hari",
      payment_days: 30,
    },
    draw(s) {
      s.line("PERJANJIAN DISTRIBUSI", { bold: true, size: 14, align: "center" });
      s.line("No. 009/DIST-KBN/V/2025", { align: "center" });
      s.gap(8);
      s.para(
        `Perjanjian ini dibuat dan ditandatangani di Makassar pada ${longId("2025-05-26")} antara:`,
      );
      s.para(
        `${OWNER.name}, berkedudukan di Makassar, diwakili oleh ${OWNER.director} selaku Direktur, selanjutnya disebut PRINSIPAL; dan`,
        { hanging: "1." },
      );
      s.para(
        "CV Pangan Utara Sejahtera, berkedudukan di Jl. Piere Tendean No. 112, Manado, diwakili oleh Stevanus Lumowa selaku Persero Pengurus, selanjutnya disebut DISTRIBUTOR.",
        { hanging: "2." },
      );
      article(s, 1, "Penunjukan", [
        "PRINSIPAL menunjuk DISTRIBUTOR sebagai distributor tunggal produk beku Konro Beku Karaeng dan Sambal Karaeng untuk wilayah Provinsi Sulawesi Utara dan Gorontalo.",
      ]);
      article(s, 2, "Jangka Waktu", [
        `Perjanjian berlaku sejak ${longId("2025-06-01")} sampai dengan ${longId("2026-12-31")}, dan dapat diperpanjang atas kesepakatan tertulis PARA PIHAK.`,
      ]);
      article(s, 3, "Target dan Harga", [
        `DISTRIBUTOR wajib membeli produk paling sedikit Rp ${rp(50000000)} (${terbilang(50000000)}) per bulan, sehingga target pembelian selama jangka waktu perjanjian adalah Rp ${rp(950000000)}.`,
        "Harga jual ke DISTRIBUTOR mengikuti daftar harga PRINSIPAL yang berlaku dan dapat berubah dengan pemberitahuan 30 hari.",
      ]);
      article(s, 4, "Pembayaran", [
        "Pembayaran atas setiap pengiriman dilakukan paling lambat 30 (tiga puluh) hari sejak tanggal faktur. Atas keterlambatan pembayaran dikenakan denda 0,2% per hari dari jumlah tertunggak.",
      ]);
      article(s, 5, "Rantai Dingin", [
        "DISTRIBUTOR wajib menyimpan produk pada suhu -18 derajat Celsius atau lebih rendah dan menanggung kerusakan produk setelah serah terima di Pelabuhan Bitung.",
      ]);
      article(s, 6, "Pengakhiran", [
        "Masing-masing pihak dapat mengakhiri perjanjian dengan pemberitahuan tertulis 30 (tiga puluh) hari sebelumnya apabila pihak lain wanprestasi dan tidak memperbaikinya.",
      ]);
      article(s, 7, "Hukum yang Berlaku", [
        "Perjanjian ini tunduk pada hukum Negara Republik Indonesia. PARA PIHAK memilih domisili hukum yang tetap di Kantor Kepaniteraan Pengadilan Negeri Makassar.",
      ]);
      signatures(
        s,
        ["PRINSIPAL", OWNER.name, OWNER.director],
        ["DISTRIBUTOR", "CV Pangan Utara Sejahtera", "Stevanus Lumowa"],
      );
    },
  },
  {
    id: "u6-32",
    name: "u6-32-perjanjian-pinjaman-ksp-mitra-usaha.pdf",
    type: "contract",
    subtype: "loan",
    language: "id",
    page: { size: 10.5, face: "serif", margin: 60 },
    fields: {
      title: "Perjanjian Pinjam-Meminjam Uang",
      document_number: "03/PPM/IX/2025",
      date: "2025-09-12",
      parties: ["Koperasi Simpan Pinjam Mitra Usaha Tamalanrea", OWNER.name],
      effective_date: "2025-09-15",
      expiry_date: "2027-09-14",
      governing_law: "Indonesia",
      currency: "IDR",
      contract_value: 240000000,
      interest: "1% per bulan",
      monthly_installment: 12400000,
      late_penalty: "2% per bulan",
    },
    draw(s) {
      s.line("PERJANJIAN PINJAM-MEMINJAM UANG", { bold: true, size: 14, align: "center" });
      s.line("Nomor: 03/PPM/IX/2025", { align: "center" });
      s.gap(8);
      s.para(
        `Pada hari Jumat, tanggal ${longId("2025-09-12")}, di Makassar, yang bertanda tangan di bawah ini:`,
      );
      s.para(
        "Koperasi Simpan Pinjam Mitra Usaha Tamalanrea, badan hukum No. 118/BH/XXVII.3/2019, beralamat di Jl. Perintis Kemerdekaan Km 11 No. 5, Makassar, diwakili oleh Drs. Muhammad Arsyad Lallo selaku Ketua, selanjutnya disebut PEMBERI PINJAMAN;",
        { hanging: "1." },
      );
      s.para(
        `${OWNER.name}, diwakili oleh ${OWNER.director} selaku Direktur, selanjutnya disebut PENERIMA PINJAMAN.`,
        { hanging: "2." },
      );
      article(s, 1, "Jumlah Pinjaman", [
        `PEMBERI PINJAMAN memberikan pinjaman kepada PENERIMA PINJAMAN sebesar Rp ${rp(240000000)},- (${terbilang(240000000)}) untuk modal kerja dan pembelian peralatan dapur.`,
      ]);
      article(s, 2, "Bunga dan Jangka Waktu", [
        `Pinjaman dikenakan bunga tetap (flat) 1% per bulan dari pokok pinjaman, dengan jangka waktu 24 (dua puluh empat) bulan terhitung sejak ${longId("2025-09-15")} sampai dengan ${longId("2027-09-14")}.`,
      ]);
      article(s, 3, "Angsuran", [
        `PENERIMA PINJAMAN membayar angsuran pokok dan bunga sebesar Rp ${rp(12400000)},- (${terbilang(12400000)}) setiap tanggal 15, dimulai 15 Oktober 2025.`,
        "Pelunasan dipercepat diperbolehkan tanpa penalti setelah angsuran ke-12.",
      ]);
      article(s, 4, "Denda", [
        "Atas keterlambatan pembayaran angsuran dikenakan denda keterlambatan 2% per bulan dari angsuran yang tertunggak.",
      ]);
      article(s, 5, "Jaminan", [
        "Sebagai jaminan, PENERIMA PINJAMAN menyerahkan BPKB kendaraan box Isuzu Traga nomor polisi DD 8417 KT atas nama perusahaan, yang dikembalikan setelah pinjaman lunas.",
      ]);
      article(s, 6, "Wanprestasi", [
        "Apabila PENERIMA PINJAMAN lalai membayar 3 (tiga) angsuran berturut-turut, seluruh sisa pinjaman menjadi jatuh tempo dan dapat ditagih sekaligus.",
      ]);
      article(s, 7, "Hukum dan Domisili", [
        "Perjanjian ini tunduk pada hukum Negara Republik Indonesia. PARA PIHAK memilih domisili hukum di Pengadilan Negeri Makassar.",
      ]);
      signatures(
        s,
        ["PEMBERI PINJAMAN", "KSP Mitra Usaha Tamalanrea", "Drs. Muhammad Arsyad Lallo"],
        ["PENERIMA PINJAMAN", OWNER.name, OWNER.director],
      );
    },
  },
];
