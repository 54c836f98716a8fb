/**
 * Sentences the generated documents are written from, in Indonesian and English, by kind of
 * document. Placeholders in braces are filled per document: {vendor}, {customer}, {number},
 * {date}, {due}, {total}, {bank}, {account}, {city}, {first}, {second}, {start}, {end},
 * {years}, {law}, {object}, {month}.
 */
import type { Language } from "./search-vendors.ts";

type Bank = Record<Language, string[]>;

export const INVOICE_TERMS: Bank = {
  id: [
    "Pembayaran dapat ditransfer ke rekening {bank} nomor {account} atas nama {vendor}.",
    "Mohon cantumkan nomor faktur {number} pada keterangan transfer agar pembayaran dapat kami identifikasi.",
    "Faktur ini jatuh tempo pada {due}; keterlambatan pembayaran dikenakan denda 2% per bulan.",
    "Bukti potong PPh dan bukti transfer mohon dikirimkan ke bagian keuangan kami melalui email.",
    "Harga sudah termasuk PPN 11% sesuai ketentuan perpajakan yang berlaku.",
    "Barang telah diterima dalam keadaan baik dan lengkap sesuai surat jalan.",
    "Pertanyaan mengenai tagihan ini dapat disampaikan kepada bagian penagihan pada jam kerja.",
    "Pembayaran dianggap sah setelah dana efektif diterima di rekening kami.",
    "Faktur pajak elektronik akan diterbitkan setelah pembayaran kami terima.",
    "Terima kasih atas kepercayaan dan kerja sama yang baik selama ini.",
    "Syarat pembayaran 30 hari sejak tanggal faktur, kecuali disepakati lain secara tertulis.",
    "Apabila terdapat selisih jumlah, mohon hubungi kami paling lambat tujuh hari sejak faktur diterima.",
  ],
  en: [
    "Please remit payment to {bank} account {account} in the name of {vendor}.",
    "Quote invoice number {number} as the payment reference so that we can match your remittance.",
    "This invoice is due on {due}; overdue balances accrue interest at 2% per month.",
    "All amounts are exclusive of withholding tax, which the customer shall gross up if required.",
    "Goods remain the property of the seller until paid in full.",
    "Questions about this invoice may be sent to our accounts receivable team.",
    "Payment terms are net 30 days from the invoice date unless otherwise agreed in writing.",
    "Thank you for your business; we appreciate your prompt payment.",
    "A tax invoice will be issued once payment has been received.",
    "Please notify us of any discrepancy within seven days of receipt of this invoice.",
  ],
};

export const STATEMENT_TERMS: Bank = {
  id: [
    "Batas waktu pembayaran tagihan ini adalah {due}.",
    "Pembayaran dapat dilakukan melalui ATM, mobile banking, Indomaret, Alfamart atau kantor pos.",
    "Abaikan pemberitahuan ini apabila Anda telah melakukan pembayaran.",
    "Keterlambatan pembayaran akan dikenakan denda sesuai ketentuan yang berlaku.",
    "Simpan lembar tagihan ini sebagai bukti transaksi yang sah.",
    "Informasi lebih lanjut hubungi layanan pelanggan kami 24 jam.",
    "Tagihan periode {month} dengan total {total} untuk pelanggan {customer}.",
    "Daftarkan autodebet agar tagihan bulanan terbayar tepat waktu setiap bulan.",
  ],
  en: [
    "Payment for this statement is due by {due}.",
    "You can pay through ATM, internet banking, or at any of our service points.",
    "Please disregard this notice if payment has already been made.",
    "Late payment will incur a fee in accordance with our terms and conditions.",
    "Statement for the period {month}, total amount due {total}, customer {customer}.",
    "Set up direct debit so that your monthly bill is always paid on time.",
    "Contact our customer service line, available 24 hours, for any questions about this bill.",
  ],
};

export const RECEIPT_LINES: Bank = {
  id: [
    "Kasir: {first}",
    "Metode pembayaran: {payment}",
    "Terima kasih atas kunjungan Anda, selamat datang kembali.",
    "Barang yang sudah dibeli tidak dapat dikembalikan.",
    "Simpan struk ini sebagai bukti pembayaran.",
    "Kritik dan saran hubungi layanan pelanggan kami.",
    "Dapatkan poin untuk setiap pembelanjaan dengan kartu member.",
  ],
  en: [
    "Cashier: {first}",
    "Payment method: {payment}",
    "Thank you for dining with us, please come again.",
    "Please keep this receipt as proof of payment.",
    "Goods sold are not refundable.",
    "Tell us about your visit and get a free drink next time.",
  ],
};

export const PAYMENT_METHODS = [
  "Tunai",
  "QRIS",
  "Debit BCA",
  "Kartu Kredit Mandiri",
  "GoPay",
  "OVO",
  "ShopeePay",
];

/** Clauses every contract has, in order, per language. */
export const CONTRACT_CLAUSES: Bank = {
  id: [
    "Perjanjian ini dibuat dan ditandatangani di {city} pada tanggal {start} oleh dan antara {first}, selanjutnya disebut Pihak Pertama, dan {second}, selanjutnya disebut Pihak Kedua.",
    "Para Pihak terlebih dahulu menerangkan bahwa Pihak Pertama bermaksud untuk {object} dan Pihak Kedua bersedia untuk itu dengan syarat dan ketentuan sebagai berikut.",
    "Pasal 1 Definisi. Dalam Perjanjian ini, istilah-istilah berikut memiliki arti sebagaimana diuraikan di bawah ini kecuali konteksnya menentukan lain.",
    "Pasal 2 Jangka Waktu. Perjanjian ini berlaku sejak tanggal {start} sampai dengan tanggal {end} dan dapat diperpanjang atas kesepakatan tertulis Para Pihak.",
    "Pasal 3 Nilai dan Cara Pembayaran. Nilai Perjanjian ini adalah sebesar {total} yang dibayarkan oleh Pihak Kedua kepada Pihak Pertama melalui transfer ke rekening {bank}.",
    "Pembayaran dilakukan paling lambat empat belas hari kalender setelah tagihan yang sah diterima oleh Pihak Kedua.",
    "Pasal 4 Hak dan Kewajiban. Masing-masing Pihak wajib melaksanakan kewajibannya dengan itikad baik dan sesuai dengan peraturan perundang-undangan yang berlaku.",
    "Pasal 5 Kerahasiaan. Para Pihak wajib menjaga kerahasiaan seluruh informasi yang diperoleh sehubungan dengan Perjanjian ini dan tidak mengungkapkannya kepada pihak ketiga tanpa persetujuan tertulis.",
    "Pasal 6 Keadaan Memaksa. Tidak ada Pihak yang bertanggung jawab atas kegagalan melaksanakan kewajibannya yang disebabkan oleh bencana alam, perang, huru-hara, pandemi atau kebijakan pemerintah.",
    "Pasal 7 Pengakhiran. Perjanjian ini dapat diakhiri oleh salah satu Pihak dengan pemberitahuan tertulis paling lambat tiga puluh hari sebelumnya; Para Pihak sepakat mengesampingkan Pasal 1266 Kitab Undang-Undang Hukum Perdata.",
    "Pasal 8 Penyelesaian Perselisihan. Setiap perselisihan akan diselesaikan secara musyawarah untuk mufakat, dan apabila tidak tercapai, melalui Pengadilan Negeri {city}.",
    "Pasal 9 Hukum yang Berlaku. Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia.",
    "Pasal 10 Lain-lain. Perubahan atas Perjanjian ini hanya sah apabila dibuat secara tertulis dan ditandatangani oleh Para Pihak.",
    "Perjanjian ini dibuat dalam rangkap dua, masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama.",
  ],
  en: [
    "This Agreement is made and entered into on {start} by and between {first} (the First Party) and {second} (the Second Party), each a Party and together the Parties.",
    "Whereas the First Party wishes to {object} and the Second Party is willing to do so on the terms and conditions set out below.",
    "1. Definitions. In this Agreement, capitalised terms have the meanings given to them in this clause unless the context requires otherwise.",
    "2. Term. This Agreement commences on {start} and continues until {end} unless terminated earlier in accordance with its terms.",
    "3. Fees and Payment. The Second Party shall pay the First Party {total}, payable within thirty days of receipt of a valid invoice, by wire transfer to {bank}.",
    "4. Obligations. Each Party shall perform its obligations diligently, in good faith and in compliance with all applicable laws and regulations.",
    "5. Confidentiality. Each Party shall keep confidential all Confidential Information disclosed by the other Party and use it solely for the purposes of this Agreement.",
    "6. Limitation of Liability. Neither Party shall be liable for any indirect, incidental or consequential loss, including loss of profit, arising out of this Agreement.",
    "7. Force Majeure. Neither Party shall be liable for any failure to perform caused by events beyond its reasonable control, including natural disasters, war, epidemic or government action.",
    "8. Termination. Either Party may terminate this Agreement by giving thirty days' written notice to the other Party, or immediately upon a material breach that is not remedied within fourteen days.",
    "9. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of {law}.",
    "10. Dispute Resolution. Any dispute arising out of or in connection with this Agreement shall first be resolved by good-faith negotiation between senior representatives of the Parties.",
    "11. Entire Agreement. This Agreement constitutes the entire agreement between the Parties and supersedes all prior understandings relating to its subject matter.",
    "IN WITNESS WHEREOF, the Parties have executed this Agreement by their duly authorised representatives as of the date first written above.",
  ],
};

/** What each kind of contract is about: its title and its object, per language. */
export const CONTRACT_KINDS = {
  lease: {
    title: { id: "Perjanjian Sewa Menyewa", en: "Lease Agreement" },
    object: {
      id: "menyewakan ruang kantor seluas 250 m² di {city}, termasuk biaya listrik, air dan keamanan",
      en: "lease office premises of 250 square metres in {city}, with electricity, water and service charges paid by the tenant",
    },
  },
  service: {
    title: { id: "Perjanjian Jasa", en: "Master Services Agreement" },
    object: {
      id: "memperoleh jasa pemeliharaan sistem informasi dan dukungan teknis bulanan",
      en: "procure software development, maintenance and support services",
    },
  },
  cooperation: {
    title: { id: "Perjanjian Kerja Sama", en: "Cooperation Agreement" },
    object: {
      id: "menjalin kerja sama pemasaran produk dengan pembagian hasil yang disepakati",
      en: "cooperate in the joint marketing of products with an agreed revenue share",
    },
  },
  employment: {
    title: { id: "Perjanjian Kerja Waktu Tertentu", en: "Employment Agreement" },
    object: {
      id: "mempekerjakan Pihak Kedua sebagai staf keuangan dengan upah bulanan dan tunjangan sesuai ketentuan",
      en: "employ the Second Party as a finance manager on a monthly salary with statutory benefits",
    },
  },
  nda: {
    title: { id: "Perjanjian Kerahasiaan", en: "Mutual Non-Disclosure Agreement" },
    object: {
      id: "bertukar informasi rahasia untuk menjajaki kemungkinan kerja sama usaha",
      en: "exchange confidential information to evaluate a potential business relationship",
    },
  },
  distribution: {
    title: { id: "Perjanjian Distribusi", en: "Distribution Agreement" },
    object: {
      id: "menunjuk Pihak Kedua sebagai distributor tunggal produk di wilayah Jawa Barat",
      en: "appoint the Second Party as exclusive distributor of its products in the territory",
    },
  },
  sale: {
    title: { id: "Perjanjian Jual Beli", en: "Sale and Purchase Agreement" },
    object: {
      id: "menjual sebidang tanah berikut bangunan di atasnya yang terletak di {city}",
      en: "sell and transfer the goods described in the schedule free of encumbrances",
    },
  },
  loan: {
    title: { id: "Perjanjian Pinjam Meminjam", en: "Loan Agreement" },
    object: {
      id: "memberikan pinjaman uang dengan bunga 9% per tahun yang dikembalikan secara angsuran",
      en: "make a term loan available at an interest rate of 9% per annum repayable in instalments",
    },
  },
  mou: {
    title: { id: "Nota Kesepahaman", en: "Memorandum of Understanding" },
    object: {
      id: "menyatakan maksud bersama untuk menjajaki kerja sama di bidang pendidikan dan pelatihan",
      en: "record their shared intention to explore a partnership in training and education",
    },
  },
  power_of_attorney: {
    title: { id: "Surat Kuasa", en: "Power of Attorney" },
    object: {
      id: "memberi kuasa kepada Pihak Kedua untuk mengurus perizinan usaha atas nama Pihak Pertama",
      en: "authorise the Second Party to act on its behalf in licensing and tax matters",
    },
  },
  license: {
    title: { id: "Perjanjian Lisensi", en: "Software License Agreement" },
    object: {
      id: "memberikan lisensi non-eksklusif atas penggunaan merek dan perangkat lunak",
      en: "grant a non-exclusive licence to use its software and trademarks",
    },
  },
  other: {
    title: { id: "Perjanjian", en: "Agreement" },
    object: {
      id: "mengatur hak dan kewajiban Para Pihak sehubungan dengan proyek renovasi gedung",
      en: "set out the rights and obligations of the Parties for a building renovation project",
    },
  },
};

/** Governing law as the extractor stores it, by how often English contracts choose it. */
export const FOREIGN_LAWS = [
  "Indonesia",
  "Indonesia",
  "Singapore",
  "Singapore",
  "California",
  "New York",
  "England and Wales",
  "Delaware",
];

export const BANKS = [
  "BCA",
  "Bank Mandiri",
  "BNI",
  "BRI",
  "CIMB Niaga",
  "Bank Permata",
  "DBS Bank",
];

export const MONTHS: Record<Language, string[]> = {
  id: [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};
