/**
 * The "test2" split's wordings (issue 24): a heading and deviating clauses per category, written
 * on 2026-11-26 without reading the check's word lists, nor the dev and test deviating wordings
 * and headings, because the test split was spent (its word list was written after reading it).
 * They live in their own file so that writing them never meant opening the others. Every
 * deviation's first sentence carries the different bargain, since the generator may splice that
 * sentence alone into the standard.
 */
import type { Language } from "../../src/contracts/languages.ts";
import type { Bilingual } from "./clause-texts.ts";

export interface Test2Texts {
  /** A heading real contracts use for the matter, not the library's title. */
  title: Bilingual;
  /** The same matter, a different bargain. */
  deviating: Bilingual[];
}

export const TEST2: Record<string, Test2Texts> = {
  confidentiality: {
    title: { en: "Proprietary Information", id: "Kewajiban Menjaga Rahasia" },
    deviating: [
      {
        en: "Only the Supplier's price lists and source code count as secret under this Contract; anything else the Customer learns may be used and passed on freely. The Customer's duty of non-disclosure lapses two (2) years after signing.",
        id: "Hanya daftar harga dan kode sumber milik Pemasok yang tergolong rahasia menurut Kontrak ini; hal lain yang diketahui Pelanggan boleh dipakai dan diteruskan secara bebas. Kewajiban untuk tidak membocorkan gugur 2 (dua) tahun sejak penandatanganan.",
      },
      {
        en: "The Vendor must treat the Purchaser's data as secret, but nothing in this Contract restricts what the Purchaser does with material supplied by the Vendor, including publishing it.",
        id: "Penjual wajib menjaga kerahasiaan data Pembeli, namun tidak ada ketentuan dalam Kontrak ini yang membatasi Pembeli dalam menggunakan bahan dari Penjual, termasuk mempublikasikannya.",
      },
      {
        en: "Either side may reveal the other's business data to investors, lenders or prospective buyers of its shares by simply notifying the other side afterwards. No secrecy undertaking continues once the engagement is over.",
        id: "Masing-masing pihak dapat membuka data usaha pihak lain kepada investor, pemberi pinjaman atau calon pembeli sahamnya cukup dengan memberitahukannya kemudian. Tidak ada kewajiban menjaga rahasia yang berlanjut setelah kerja sama selesai.",
      },
    ],
  },
  liability: {
    title: { en: "Exclusion of Damages", id: "Pembatasan Ganti Kerugian" },
    deviating: [
      {
        en: "The Contractor's responsibility for any loss, whether direct or consequential, including lost profits and lost data, is unlimited. The Contractor shall hold the Employer harmless against every claim brought by any third person.",
        id: "Tanggung jawab Kontraktor atas setiap kerugian, baik langsung maupun tidak langsung, termasuk hilangnya keuntungan dan data, tidak dibatasi. Kontraktor wajib membebaskan Pemberi Kerja dari segala tuntutan pihak ketiga mana pun.",
      },
      {
        en: "In no event will the Seller pay compensation exceeding Rp 1.000.000 in total, whatever the cause of the damage, even where it acted with gross negligence.",
        id: "Dalam keadaan apa pun, ganti rugi yang dibayar Penjual tidak melebihi Rp 1.000.000 secara keseluruhan, apa pun penyebab kerusakannya, sekalipun terdapat kelalaian berat.",
      },
      {
        en: "The service is provided as is and the Developer accepts no liability whatsoever for defects, downtime or any damage arising from its use. The Customer bears all risk.",
        id: "Layanan diberikan apa adanya dan Pengembang tidak menanggung kewajiban apa pun atas cacat, gangguan layanan, atau kerugian yang timbul dari penggunaannya. Segala risiko ditanggung Pelanggan.",
      },
    ],
  },
  governing_law: {
    title: { en: "Choice of Law", id: "Pilihan Hukum" },
    deviating: [
      {
        en: "This Contract and all non-contractual obligations arising out of it are governed by the laws of the Republic of Singapore.",
        id: "Kontrak ini beserta seluruh kewajiban non-kontraktual yang timbul darinya tunduk pada hukum Republik Singapura.",
      },
      {
        en: "The rights and duties of the parties shall be construed in accordance with English law, without regard to its conflict of laws rules.",
        id: "Hak dan kewajiban para pihak ditafsirkan berdasarkan hukum Inggris, tanpa memperhatikan kaidah hukum perdata internasionalnya.",
      },
      {
        en: "Matters not expressly addressed here are governed by the law of the place where the Supplier has its head office, currently Hong Kong.",
        id: "Hal-hal yang tidak diatur secara tegas di sini tunduk pada hukum tempat kantor pusat Pemasok berada, yaitu saat ini Hong Kong.",
      },
    ],
  },
  termination: {
    title: { en: "Cancellation", id: "Pemutusan Kerja Sama" },
    deviating: [
      {
        en: "The Client may end this Contract at any moment, for any reason or none, by a message to the Provider, effective the same day, without paying any compensation.",
        id: "Klien dapat memutus Kontrak ini kapan saja, dengan atau tanpa alasan, cukup melalui pesan kepada Penyedia, berlaku pada hari yang sama, tanpa membayar kompensasi apa pun.",
      },
      {
        en: "Neither party may cancel before the end of the three-year minimum term; early cancellation obliges the cancelling party to pay all remaining fees for the term.",
        id: "Tidak satu pun pihak boleh membatalkan sebelum berakhirnya masa minimum tiga tahun; pembatalan lebih awal mewajibkan pihak yang membatalkan membayar seluruh sisa biaya untuk masa tersebut.",
      },
      {
        en: "Either side may withdraw from the arrangement upon ninety (90) days' notice in writing. A breach entitles the other side to rescind immediately, with no period to remedy it, and the parties waive Articles 1266 and 1267 of the Indonesian Civil Code for that purpose.",
        id: "Masing-masing pihak dapat mengundurkan diri dari kerja sama ini dengan pemberitahuan tertulis 90 (sembilan puluh) hari sebelumnya. Pelanggaran memberi hak kepada pihak lainnya untuk membatalkan seketika tanpa kesempatan untuk memperbaikinya, dan untuk itu para pihak mengesampingkan ketentuan Pasal 1266 dan 1267 Kitab Undang-Undang Hukum Perdata.",
      },
    ],
  },
  force_majeure: {
    title: { en: "Excused Performance", id: "Overmacht" },
    deviating: [
      {
        en: "Strikes, power cuts, supplier delays and price increases also count as events excusing the Provider from performance, and it need not tell the Client they have occurred.",
        id: "Pemogokan, pemadaman listrik, keterlambatan pemasok dan kenaikan harga juga dianggap sebagai keadaan yang membebaskan Penyedia dari pelaksanaan kewajibannya, dan Penyedia tidak perlu memberitahukannya kepada Klien.",
      },
      {
        en: "An act of God, epidemic, war or government order does not excuse late payment or late delivery; the affected party remains liable for every delay.",
        id: "Bencana alam, wabah, perang atau kebijakan pemerintah tidak membebaskan keterlambatan pembayaran maupun penyerahan barang; pihak yang terdampak tetap bertanggung jawab atas setiap keterlambatan.",
      },
      {
        en: "If an earthquake, flood, fire, riot or pandemic prevents performance for more than two weeks, the unaffected party may cancel at once and reclaim every advance payment with interest.",
        id: "Apabila gempa bumi, banjir, kebakaran, kerusuhan atau pandemi menghalangi pelaksanaan lebih dari dua minggu, pihak yang tidak terdampak dapat langsung membatalkan dan menuntut pengembalian seluruh uang muka beserta bunganya.",
      },
    ],
  },
  dispute_resolution: {
    title: { en: "Disagreements", id: "Domisili Hukum" },
    deviating: [
      {
        en: "Any controversy or claim arising out of or relating to this Contract shall be finally settled by arbitration administered by the Singapore International Arbitration Centre, in English, before a sole arbitrator.",
        id: "Setiap perselisihan atau tuntutan yang timbul dari atau berkaitan dengan Kontrak ini diselesaikan secara final melalui arbitrase yang diselenggarakan oleh Singapore International Arbitration Centre, dalam bahasa Inggris, oleh seorang arbiter tunggal.",
      },
      {
        en: "The parties choose the District Court of Surabaya as their permanent legal domicile, and either of them may sue there at once without first attempting negotiation or mediation.",
        id: "Para pihak memilih domisili hukum yang tetap dan umum di Kepaniteraan Pengadilan Negeri Surabaya, dan masing-masing dapat langsung mengajukan gugatan tanpa terlebih dahulu menempuh musyawarah atau mediasi.",
      },
      {
        en: "Disagreements between the parties are decided by the Distributor's board of directors, whose decision binds both sides and may not be challenged before any court or tribunal.",
        id: "Perbedaan pendapat di antara para pihak diputus oleh direksi Distributor, yang keputusannya mengikat kedua belah pihak dan tidak dapat diajukan keberatan di pengadilan atau badan arbitrase mana pun.",
      },
    ],
  },
};

/**
 * test2's own ways of rewording the standard into a "present" clause, on top of the shared ones:
 * the same bargain in other common contract phrasings (applied to test2 only, so dev and test
 * stay the contracts they were).
 */
export const TEST2_REWORDINGS: Record<Language, Array<[RegExp, string[]]>> = {
  en: [
    [/\bin connection with\b/g, ["in connection with", "in relation to", "under or relating to"]],
    [/\bany third party\b/g, ["any third party", "any other person", "anyone outside the Parties"]],
    [/\bprior written consent\b/g, ["prior written consent", "prior consent in writing"]],
    [/\bEach Party\b/g, ["Each Party", "Each of the Parties", "Either Party"]],
    [/\bafter the termination of\b/g, ["after the termination of", "following the end of"]],
  ],
  id: [
    [/\bsehubungan dengan\b/g, ["sehubungan dengan", "terkait dengan", "berkaitan dengan"]],
    [/\bMasing-masing\b/g, ["Masing-masing", "Setiap", "Tiap-tiap"]],
    [
      /\bpersetujuan tertulis terlebih dahulu\b/g,
      ["persetujuan tertulis terlebih dahulu", "persetujuan tertulis sebelumnya"],
    ],
    [/\bpihak ketiga mana pun\b/g, ["pihak ketiga mana pun", "pihak lain siapa pun"]],
    [/\bsetelah berakhirnya\b/g, ["setelah berakhirnya", "sesudah berakhirnya"]],
  ],
};
