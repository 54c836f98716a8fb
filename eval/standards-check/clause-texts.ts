/**
 * The clause library the generated contracts are checked against, and the wordings contracts
 * use instead: for each category the standard (English and Indonesian), and per split its own
 * deviating wordings (the same matter, a different bargain), so thresholds chosen on dev are
 * judged on deviations they never saw. Fillers are clauses of categories the library lacks.
 */
import type { Language } from "../../src/contracts/languages.ts";

export type Bilingual = Record<Language, string>;

export interface CategoryTexts {
  category: string;
  /** The library's title, which dev contracts use as their heading. */
  title: Bilingual;
  /** Another heading for the same matter, which test contracts use. */
  testTitle: Bilingual;
  standard: Bilingual;
  deviating: { dev: Bilingual[]; test: Bilingual[] };
}

export const CATEGORIES: CategoryTexts[] = [
  {
    category: "confidentiality",
    title: { en: "Confidentiality", id: "Kerahasiaan" },
    testTitle: { en: "Non-Disclosure", id: "Informasi Rahasia" },
    standard: {
      en: "Each Party shall keep confidential all information received from the other Party in connection with this Agreement and shall not disclose it to any third party without the prior written consent of the disclosing Party. This obligation survives for five (5) years after the termination of this Agreement.",
      id: "Masing-masing Pihak wajib merahasiakan seluruh informasi yang diterima dari Pihak lainnya sehubungan dengan Perjanjian ini dan tidak akan mengungkapkannya kepada pihak ketiga mana pun tanpa persetujuan tertulis terlebih dahulu dari Pihak yang mengungkapkan. Kewajiban ini tetap berlaku selama 5 (lima) tahun setelah berakhirnya Perjanjian ini.",
    },
    deviating: {
      dev: [
        {
          en: "The Recipient may share information received under this Agreement with its affiliates, advisers and subcontractors who need to know it, and is released from any duty of secrecy once this Agreement ends.",
          id: "Penerima boleh membagikan informasi yang diterima berdasarkan Perjanjian ini kepada afiliasi, penasihat dan subkontraktornya yang memerlukannya, dan dibebaskan dari kewajiban kerahasiaan sejak Perjanjian ini berakhir.",
        },
        {
          en: "The Provider may mention the Client by name and describe the work done for it in its marketing material and on its website.",
          id: "Penyedia boleh menyebut nama Klien dan menguraikan pekerjaan yang dilakukan untuknya dalam materi pemasaran dan di situs webnya.",
        },
        {
          en: "Documents handed over by the Client stay private for one year only; after that the Consultant may keep and use copies as it sees fit.",
          id: "Dokumen yang diserahkan Klien hanya dijaga kerahasiaannya selama satu tahun; setelah itu Konsultan boleh menyimpan dan memakai salinannya sesuka hati.",
        },
      ],
      test: [
        {
          en: "Information exchanged between the Parties is confidential only where it is marked as such in writing, and either Party may disclose it to its group companies and to any buyer of its business.",
          id: "Informasi yang dipertukarkan antara Para Pihak bersifat rahasia hanya apabila ditandai demikian secara tertulis, dan masing-masing Pihak dapat mengungkapkannya kepada perusahaan dalam grupnya dan kepada pembeli usahanya.",
        },
      ],
    },
  },
  {
    category: "liability",
    title: { en: "Limitation of liability", id: "Batasan Tanggung Jawab" },
    testTitle: { en: "Liability Cap", id: "Tanggung Jawab Para Pihak" },
    standard: {
      en: "The total liability of either Party arising out of or in connection with this Agreement shall not exceed the fees paid by the Client in the twelve (12) months preceding the claim. Neither Party shall be liable for any indirect or consequential loss.",
      id: "Tanggung jawab keseluruhan masing-masing Pihak yang timbul dari atau sehubungan dengan Perjanjian ini tidak akan melebihi biaya yang dibayarkan oleh Klien dalam 12 (dua belas) bulan sebelum tuntutan. Tidak ada Pihak yang bertanggung jawab atas kerugian tidak langsung atau kerugian konsekuensial.",
    },
    deviating: {
      dev: [
        {
          en: "The Supplier is liable without limit for every loss, damage, cost and expense suffered by the Customer, including loss of profit, goodwill and business opportunity.",
          id: "Pemasok bertanggung jawab tanpa batas atas setiap kerugian, kerusakan, biaya dan pengeluaran yang diderita Pelanggan, termasuk kehilangan keuntungan, nama baik dan peluang usaha.",
        },
        {
          en: "Whatever the cause, the Contractor answers for damage it causes only up to the amount of its insurance cover, and for nothing at all where the Owner was negligent.",
          id: "Apa pun penyebabnya, Kontraktor hanya menanggung kerusakan yang ditimbulkannya sampai sebesar pertanggungan asuransinya, dan sama sekali tidak menanggung apabila Pemilik lalai.",
        },
        {
          en: "The Vendor excludes every responsibility for lost data, lost revenue and business interruption, however caused.",
          id: "Penjual menolak segala tanggung jawab atas data yang hilang, pendapatan yang hilang dan terhentinya usaha, apa pun penyebabnya.",
        },
      ],
      test: [
        {
          en: "The Client shall indemnify and hold harmless the Provider against all claims of third parties, and the Provider's aggregate exposure is capped at one hundred US dollars.",
          id: "Klien wajib mengganti rugi dan membebaskan Penyedia dari semua tuntutan pihak ketiga, dan jumlah keseluruhan risiko Penyedia dibatasi sebesar seratus dolar Amerika Serikat.",
        },
      ],
    },
  },
  {
    category: "governing_law",
    title: { en: "Governing law", id: "Hukum yang Berlaku" },
    testTitle: { en: "Applicable Law", id: "Hukum yang Mengatur" },
    standard: {
      en: "This Agreement shall be governed by and construed in accordance with the laws of the Republic of Indonesia.",
      id: "Perjanjian ini tunduk pada dan ditafsirkan berdasarkan hukum Negara Republik Indonesia.",
    },
    deviating: {
      dev: [
        {
          en: "The validity and performance of this contract are subject to the laws of Singapore, without regard to its conflict of law rules.",
          id: "Keabsahan dan pelaksanaan kontrak ini diatur oleh hukum Singapura, tanpa memperhatikan kaidah hukum perdata internasionalnya.",
        },
        {
          en: "The rights and duties of the parties under this contract follow the law of the State of New York.",
          id: "Hak dan kewajiban para pihak berdasarkan kontrak ini mengikuti hukum Negara Bagian New York.",
        },
        {
          en: "Malaysian law applies to this agreement and to every question about its meaning.",
          id: "Hukum Malaysia berlaku untuk perjanjian ini dan untuk setiap pertanyaan mengenai maknanya.",
        },
      ],
      test: [
        {
          en: "Any question about this deal is decided under English law as applied by the courts of England and Wales.",
          id: "Setiap persoalan mengenai transaksi ini diputus menurut hukum Inggris sebagaimana diterapkan oleh pengadilan Inggris dan Wales.",
        },
      ],
    },
  },
  {
    category: "termination",
    title: { en: "Termination", id: "Pengakhiran" },
    testTitle: { en: "Ending the Agreement", id: "Berakhirnya Perjanjian" },
    standard: {
      en: "Either Party may terminate this Agreement by giving thirty (30) days written notice to the other Party if the other Party breaches this Agreement and fails to remedy the breach within that period.",
      id: "Masing-masing Pihak dapat mengakhiri Perjanjian ini dengan pemberitahuan tertulis 30 (tiga puluh) hari kepada Pihak lainnya apabila Pihak lainnya melanggar Perjanjian ini dan tidak memperbaiki pelanggaran tersebut dalam jangka waktu itu.",
    },
    deviating: {
      dev: [
        {
          en: "The Company may end the engagement at any moment and for any reason with immediate effect, and the Contractor has no right to end it before the project is delivered.",
          id: "Perusahaan dapat menghentikan kerja sama kapan saja dan karena alasan apa pun dengan segera, dan Kontraktor tidak berhak menghentikannya sebelum proyek diserahkan.",
        },
        {
          en: "Neither party may bring this contract to an end before its term expires, whatever the other party does.",
          id: "Tidak ada pihak yang boleh mengakhiri kontrak ini sebelum jangka waktunya habis, apa pun yang dilakukan pihak lainnya.",
        },
        {
          en: "The Distributor may walk away from the arrangement on one week's warning, while the Principal must give twelve months and pay a leaving fee.",
          id: "Distributor boleh keluar dari kerja sama dengan peringatan satu minggu, sedangkan Prinsipal harus memberi waktu dua belas bulan dan membayar biaya keluar.",
        },
      ],
      test: [
        {
          en: "Only the Licensor may cancel this licence, at its discretion and without compensation, whereas the Licensee must pay all remaining instalments if it withdraws early.",
          id: "Hanya Pemberi Lisensi yang dapat membatalkan lisensi ini, atas kebijakannya dan tanpa kompensasi, sedangkan Penerima Lisensi harus membayar seluruh cicilan yang tersisa apabila mundur lebih awal.",
        },
      ],
    },
  },
  {
    category: "force_majeure",
    title: { en: "Force majeure", id: "Keadaan Kahar" },
    testTitle: { en: "Events Beyond Control", id: "Force Majeure" },
    standard: {
      en: "Neither Party shall be liable for any failure or delay in performing its obligations caused by force majeure, including natural disasters, war, epidemics and government actions, provided that the affected Party notifies the other Party in writing within seven (7) days.",
      id: "Tidak ada Pihak yang bertanggung jawab atas kegagalan atau keterlambatan pelaksanaan kewajibannya yang disebabkan oleh keadaan kahar, termasuk bencana alam, perang, wabah dan tindakan pemerintah, dengan ketentuan Pihak yang terdampak memberitahukan Pihak lainnya secara tertulis dalam 7 (tujuh) hari.",
    },
    deviating: {
      dev: [
        {
          en: "The Tenant remains bound to pay the rent in full whatever happens, including floods, earthquakes, riots or a pandemic, and no event beyond its control suspends that duty.",
          id: "Penyewa tetap wajib membayar sewa secara penuh apa pun yang terjadi, termasuk banjir, gempa bumi, kerusuhan atau pandemi, dan tidak ada peristiwa di luar kendalinya yang menangguhkan kewajiban itu.",
        },
        {
          en: "A storm, a fire or a government ban does not excuse late delivery: the Supplier bears those risks in full.",
          id: "Badai, kebakaran atau larangan pemerintah tidak membenarkan keterlambatan pengiriman: Pemasok menanggung sepenuhnya risiko tersebut.",
        },
        {
          en: "If an act of nature stops the works for more than ten days, only the Employer may suspend its obligations and claim its costs.",
          id: "Apabila peristiwa alam menghentikan pekerjaan lebih dari sepuluh hari, hanya Pemberi Kerja yang boleh menangguhkan kewajibannya dan menuntut biayanya.",
        },
      ],
      test: [
        {
          en: "Events outside a party's reasonable control excuse the Seller only, and only strikes at the Seller's own factory count as such events.",
          id: "Peristiwa di luar kendali yang wajar hanya membebaskan Penjual, dan hanya pemogokan di pabrik Penjual sendiri yang dianggap sebagai peristiwa tersebut.",
        },
      ],
    },
  },
  {
    category: "dispute_resolution",
    title: { en: "Dispute resolution", id: "Penyelesaian Perselisihan" },
    testTitle: { en: "Disputes", id: "Sengketa" },
    standard: {
      en: "Any dispute arising from this Agreement shall first be settled amicably by deliberation. If no settlement is reached within thirty (30) days, the dispute shall be finally settled by arbitration at the Indonesian National Arbitration Board (BANI) in Jakarta.",
      id: "Setiap perselisihan yang timbul dari Perjanjian ini akan diselesaikan terlebih dahulu secara musyawarah untuk mufakat. Apabila tidak tercapai penyelesaian dalam 30 (tiga puluh) hari, perselisihan akan diselesaikan secara final melalui arbitrase di Badan Arbitrase Nasional Indonesia (BANI) di Jakarta.",
    },
    deviating: {
      dev: [
        {
          en: "Claims between the parties go straight to the District Court of South Jakarta, which has exclusive jurisdiction, and neither party may start arbitration.",
          id: "Gugatan antara para pihak langsung diajukan ke Pengadilan Negeri Jakarta Selatan yang berwenang secara eksklusif, dan tidak ada pihak yang boleh memulai arbitrase.",
        },
        {
          en: "Any disagreement about this contract is decided by the Client alone, and its decision is final and binding on the Contractor.",
          id: "Setiap ketidaksepakatan mengenai kontrak ini diputuskan oleh Klien sendiri, dan keputusannya final serta mengikat Kontraktor.",
        },
        {
          en: "Claims under this agreement are heard by the courts of Hong Kong, and each party waives any right to a jury trial.",
          id: "Gugatan berdasarkan perjanjian ini diperiksa oleh pengadilan Hong Kong, dan masing-masing pihak melepaskan hak atas persidangan juri.",
        },
      ],
      test: [
        {
          en: "Controversies are referred to the Singapore International Arbitration Centre under its rules, heard by three arbitrators sitting in Singapore, in English.",
          id: "Sengketa dirujuk ke Singapore International Arbitration Centre menurut peraturannya, diperiksa oleh tiga arbiter yang bersidang di Singapura, dalam bahasa Inggris.",
        },
      ],
    },
  },
];

/** Clauses of categories the library lacks: every contract has some. */
export const FILLERS: Bilingual[] = [
  {
    en: "The Supplier shall deliver the goods listed in Schedule 1 to the Buyer's warehouse in Cikarang in accordance with the delivery schedule agreed by the Parties.",
    id: "Pemasok wajib mengirimkan barang yang tercantum dalam Lampiran 1 ke gudang Pembeli di Cikarang sesuai dengan jadwal pengiriman yang disepakati Para Pihak.",
  },
  {
    en: "The Client shall pay each invoice within fourteen (14) days of its date by bank transfer to the account named on the invoice, and late payments bear interest of one percent per month.",
    id: "Klien wajib membayar setiap tagihan dalam 14 (empat belas) hari sejak tanggalnya melalui transfer bank ke rekening yang disebutkan dalam tagihan, dan keterlambatan pembayaran dikenakan bunga satu persen per bulan.",
  },
  {
    en: "All notices under this Agreement shall be in writing and sent by courier or e-mail to the addresses stated at the beginning of this Agreement.",
    id: "Semua pemberitahuan berdasarkan Perjanjian ini harus dibuat secara tertulis dan dikirim melalui kurir atau surat elektronik ke alamat yang tercantum pada awal Perjanjian ini.",
  },
  {
    en: "This Agreement is made in two originals, each bearing a stamp duty, and both have the same legal force.",
    id: "Perjanjian ini dibuat dalam rangkap dua, masing-masing bermeterai cukup, dan keduanya mempunyai kekuatan hukum yang sama.",
  },
  {
    en: "The Provider shall assign qualified personnel to perform the services and shall replace any person the Client reasonably objects to.",
    id: "Penyedia wajib menugaskan personel yang memenuhi kualifikasi untuk melaksanakan jasa dan wajib mengganti setiap orang yang ditolak Klien dengan alasan yang wajar.",
  },
  {
    en: "Amendments to this Agreement are valid only if made in writing and signed by authorised representatives of both Parties.",
    id: "Perubahan atas Perjanjian ini hanya sah apabila dibuat secara tertulis dan ditandatangani oleh wakil yang berwenang dari kedua belah Pihak.",
  },
];
