import {
  LEGAL_DRAFTS,
  type TemplateField,
  type TemplateKey,
} from "../../../contracts/legal-drafts.ts";

/** A block of a template: a heading or a paragraph, with `{{field}}` where a value goes. */
export type TemplateBlock = readonly ["title" | "heading" | "paragraph", string];

export interface Template {
  key: TemplateKey;
  nameEn: string;
  nameId: string;
  descriptionEn: string;
  descriptionId: string;
  contractType: string;
  /**
   * The fill-in field naming the party a draft is titled by: the one other than the
   * organization (the counterparty, the employee, the attorney given the power).
   */
  titleParty: string;
  fields: TemplateField[];
  id: TemplateBlock[];
  en: TemplateBlock[];
}

const field = (
  key: string,
  kind: TemplateField["kind"],
  label_en: string,
  label_id: string,
  max: number | null = null,
): TemplateField => ({ key, kind, label_en, label_id, max });

const T = (text: string): TemplateBlock => ["title", text];
const H = (text: string): TemplateBlock => ["heading", text];
const P = (text: string): TemplateBlock => ["paragraph", text];

/** Every contract opens with its place and date and the two parties. */
const PLACE_AND_DATE = [
  field("place", "text", "Place of signing", "Tempat penandatanganan"),
  field("agreement_date", "date", "Date of the agreement", "Tanggal perjanjian"),
];
const party = (letter: "a" | "b", roleEn: string, roleId: string) => [
  field(`party_${letter}_name`, "text", `${roleEn}: name`, `${roleId}: nama`),
  field(`party_${letter}_address`, "text", `${roleEn}: address`, `${roleId}: alamat`),
  field(
    `party_${letter}_representative`,
    "text",
    `${roleEn}: represented by`,
    `${roleId}: diwakili oleh`,
  ),
];

const PARTIES_ID = (roleA: string, roleB: string): TemplateBlock[] => [
  P(
    "Perjanjian ini dibuat dan ditandatangani di {{place}} pada tanggal {{agreement_date}} oleh dan antara:",
  ),
  P(
    `1. {{party_a_name}}, beralamat di {{party_a_address}}, dalam hal ini diwakili oleh {{party_a_representative}}, selanjutnya disebut "${roleA}"; dan`,
  ),
  P(
    `2. {{party_b_name}}, beralamat di {{party_b_address}}, dalam hal ini diwakili oleh {{party_b_representative}}, selanjutnya disebut "${roleB}".`,
  ),
  P(
    `${roleA} dan ${roleB} secara bersama-sama disebut "Para Pihak" dan masing-masing disebut "Pihak".`,
  ),
];
const PARTIES_EN = (roleA: string, roleB: string): TemplateBlock[] => [
  P("This Agreement is made and signed in {{place}} on {{agreement_date}} by and between:"),
  P(
    `1. {{party_a_name}}, of {{party_a_address}}, represented by {{party_a_representative}}, hereinafter "${roleA}"; and`,
  ),
  P(
    `2. {{party_b_name}}, of {{party_b_address}}, represented by {{party_b_representative}}, hereinafter "${roleB}".`,
  ),
  P(`${roleA} and ${roleB} are together the "Parties" and each a "Party".`),
];

/** Closing articles every bilateral contract here shares: law, disputes, language, signatures. */
const CLOSING_ID = (article: number, roleA: string, roleB: string): TemplateBlock[] => [
  H(`Pasal ${article} — Hukum yang Berlaku dan Penyelesaian Sengketa`),
  P(
    "Perjanjian ini tunduk pada hukum Negara Republik Indonesia. Setiap perselisihan diselesaikan terlebih dahulu secara musyawarah untuk mufakat dalam waktu 30 (tiga puluh) hari; apabila tidak tercapai, Para Pihak sepakat menyelesaikannya melalui Pengadilan Negeri {{place}}.",
  ),
  H(`Pasal ${article + 1} — Bahasa`),
  P(
    "Perjanjian ini dibuat dalam Bahasa Indonesia sesuai Undang-Undang Nomor 24 Tahun 2009. Apabila dibuat juga dalam bahasa asing, kedua naskah sama-sama asli; jika terdapat perbedaan penafsiran, naskah Bahasa Indonesia yang berlaku.",
  ),
  H(`Pasal ${article + 2} — Penutup`),
  P(
    "Perjanjian ini dibuat dalam rangkap 2 (dua), masing-masing bermeterai cukup dan mempunyai kekuatan hukum yang sama, dan berlaku sejak ditandatangani oleh Para Pihak.",
  ),
  P(`${roleA}: {{party_a_name}} — ttd. {{party_a_representative}}`),
  P(`${roleB}: {{party_b_name}} — ttd. {{party_b_representative}}`),
];
const CLOSING_EN = (article: number, roleA: string, roleB: string): TemplateBlock[] => [
  H(`Article ${article} — Governing Law and Disputes`),
  P(
    "This Agreement is governed by the laws of the Republic of Indonesia. Any dispute shall first be settled amicably within 30 (thirty) days; failing that, the Parties submit to the District Court of {{place}}.",
  ),
  H(`Article ${article + 1} — Language`),
  P(
    "This Agreement is made in Indonesian in accordance with Law No. 24 of 2009. Where it is also made in a foreign language, both texts are equally original; in case of any difference in interpretation, the Indonesian text prevails.",
  ),
  H(`Article ${article + 2} — Closing`),
  P(
    "This Agreement is made in 2 (two) counterparts, each bearing sufficient stamp duty and having the same legal force, and takes effect when signed by the Parties.",
  ),
  P(`${roleA}: {{party_a_name}} — signed by {{party_a_representative}}`),
  P(`${roleB}: {{party_b_name}} — signed by {{party_b_representative}}`),
];

const COOPERATION: Template = {
  key: "perjanjian_kerja_sama",
  nameEn: "Cooperation Agreement",
  nameId: "Perjanjian Kerja Sama",
  descriptionEn: "Two businesses working together on a defined project, sharing roles and costs.",
  descriptionId: "Dua badan usaha bekerja sama dalam proyek tertentu, berbagi peran dan biaya.",
  contractType: "Cooperation Agreement",
  titleParty: "party_b_name",
  fields: [
    ...PLACE_AND_DATE,
    ...party("a", "First Party", "Pihak Pertama"),
    ...party("b", "Second Party", "Pihak Kedua"),
    field("scope", "text", "Scope of the cooperation", "Ruang lingkup kerja sama"),
    field("start_date", "date", "Start date", "Tanggal mulai"),
    field("end_date", "date", "End date", "Tanggal berakhir"),
    field("contract_value", "money", "Value of the cooperation", "Nilai kerja sama"),
  ],
  id: [
    T("PERJANJIAN KERJA SAMA"),
    ...PARTIES_ID("Pihak Pertama", "Pihak Kedua"),
    H("Pasal 1 — Ruang Lingkup"),
    P("Para Pihak sepakat untuk bekerja sama dalam {{scope}} sesuai ketentuan Perjanjian ini."),
    H("Pasal 2 — Jangka Waktu"),
    P(
      "Perjanjian ini berlaku sejak {{start_date}} sampai dengan {{end_date}} dan dapat diperpanjang atas kesepakatan tertulis Para Pihak paling lambat 30 (tiga puluh) hari sebelum berakhir.",
    ),
    H("Pasal 3 — Nilai dan Pembayaran"),
    P(
      "Nilai kerja sama adalah {{contract_value}}, dibayarkan sesuai tagihan yang sah dalam waktu 14 (empat belas) hari sejak tagihan diterima.",
    ),
    H("Pasal 4 — Hak dan Kewajiban"),
    P(
      "Masing-masing Pihak wajib melaksanakan bagiannya dengan itikad baik, menanggung biaya pelaksanaannya sendiri kecuali disepakati lain, dan memberi tahu Pihak lainnya secara tertulis atas setiap hambatan.",
    ),
    H("Pasal 5 — Kerahasiaan"),
    P(
      "Para Pihak wajib merahasiakan setiap informasi yang diterima dari Pihak lainnya selama Perjanjian berlaku dan 2 (dua) tahun setelahnya.",
    ),
    H("Pasal 6 — Keadaan Kahar"),
    P(
      "Tidak ada Pihak yang bertanggung jawab atas keterlambatan yang disebabkan keadaan di luar kendalinya, seperti bencana alam, perang, atau kebijakan pemerintah, asalkan memberi tahu Pihak lainnya dalam 7 (tujuh) hari.",
    ),
    H("Pasal 7 — Pengakhiran"),
    P(
      "Salah satu Pihak dapat mengakhiri Perjanjian ini apabila Pihak lainnya melanggar kewajibannya dan tidak memperbaikinya dalam 30 (tiga puluh) hari sejak teguran tertulis. Para Pihak mengesampingkan Pasal 1266 Kitab Undang-Undang Hukum Perdata sepanjang diperlukan putusan hakim untuk pengakhiran.",
    ),
    ...CLOSING_ID(8, "Pihak Pertama", "Pihak Kedua"),
  ],
  en: [
    T("COOPERATION AGREEMENT"),
    ...PARTIES_EN("First Party", "Second Party"),
    H("Article 1 — Scope"),
    P("The Parties agree to cooperate in {{scope}} under the terms of this Agreement."),
    H("Article 2 — Term"),
    P(
      "This Agreement runs from {{start_date}} until {{end_date}} and may be extended by the Parties' written agreement no later than 30 (thirty) days before it ends.",
    ),
    H("Article 3 — Value and Payment"),
    P(
      "The value of the cooperation is {{contract_value}}, payable against a valid invoice within 14 (fourteen) days of its receipt.",
    ),
    H("Article 4 — Rights and Obligations"),
    P(
      "Each Party shall perform its part in good faith, bear its own costs of performance unless agreed otherwise, and notify the other Party in writing of any obstacle.",
    ),
    H("Article 5 — Confidentiality"),
    P(
      "The Parties shall keep confidential all information received from the other Party while this Agreement is in force and for 2 (two) years afterwards.",
    ),
    H("Article 6 — Force Majeure"),
    P(
      "Neither Party is liable for delay caused by events beyond its control, such as natural disasters, war or government measures, provided it notifies the other Party within 7 (seven) days.",
    ),
    H("Article 7 — Termination"),
    P(
      "Either Party may terminate this Agreement if the other breaches its obligations and fails to remedy the breach within 30 (thirty) days of a written notice. The Parties waive Article 1266 of the Indonesian Civil Code to the extent it requires a court decision for termination.",
    ),
    ...CLOSING_EN(8, "First Party", "Second Party"),
  ],
};

const LEASE: Template = {
  key: "sewa_menyewa",
  nameEn: "Lease Agreement",
  nameId: "Perjanjian Sewa Menyewa",
  descriptionEn: "Renting a building, office or land for a fixed period at a fixed rent.",
  descriptionId: "Sewa bangunan, kantor, atau tanah untuk jangka waktu dan harga sewa tertentu.",
  contractType: "Lease Agreement",
  titleParty: "party_b_name",
  fields: [
    ...PLACE_AND_DATE,
    ...party("a", "Lessor", "Pihak Yang Menyewakan"),
    ...party("b", "Lessee", "Penyewa"),
    field("property", "text", "The property and its address", "Objek sewa dan alamatnya"),
    field("start_date", "date", "Lease starts", "Sewa dimulai"),
    field("end_date", "date", "Lease ends", "Sewa berakhir"),
    field("rent", "money", "Rent for the whole term", "Harga sewa untuk seluruh masa sewa"),
    field("deposit", "money", "Security deposit", "Uang jaminan"),
  ],
  id: [
    T("PERJANJIAN SEWA MENYEWA"),
    ...PARTIES_ID("Pihak Yang Menyewakan", "Penyewa"),
    H("Pasal 1 — Objek Sewa"),
    P(
      'Pihak Yang Menyewakan menyewakan kepada Penyewa {{property}} ("Objek Sewa"), dan Penyewa menerima sewa tersebut dalam keadaan sebagaimana adanya.',
    ),
    H("Pasal 2 — Jangka Waktu Sewa"),
    P(
      "Sewa berlaku sejak {{start_date}} sampai dengan {{end_date}}. Penyewa yang hendak memperpanjang wajib memberitahukan secara tertulis paling lambat 60 (enam puluh) hari sebelum sewa berakhir.",
    ),
    H("Pasal 3 — Harga Sewa dan Uang Jaminan"),
    P(
      "Harga sewa untuk seluruh masa sewa adalah {{rent}}, dibayar di muka. Penyewa menyerahkan uang jaminan sebesar {{deposit}} yang dikembalikan paling lambat 14 (empat belas) hari setelah Objek Sewa diserahkan kembali, dikurangi biaya perbaikan kerusakan yang menjadi tanggung jawab Penyewa.",
    ),
    H("Pasal 4 — Pemeliharaan dan Penggunaan"),
    P(
      "Penyewa wajib memelihara Objek Sewa dengan baik, menggunakannya hanya untuk keperluan yang disepakati, dan tidak mengalihkan sewa atau menyewakan kembali tanpa persetujuan tertulis Pihak Yang Menyewakan. Pajak Bumi dan Bangunan tetap ditanggung Pihak Yang Menyewakan.",
    ),
    H("Pasal 5 — Pengakhiran"),
    P(
      "Apabila Penyewa lalai membayar atau melanggar Perjanjian ini dan tidak memperbaikinya dalam 30 (tiga puluh) hari sejak teguran tertulis, Pihak Yang Menyewakan berhak mengakhiri sewa. Pada akhir sewa Penyewa menyerahkan kembali Objek Sewa dalam keadaan baik dan kosong.",
    ),
    ...CLOSING_ID(6, "Pihak Yang Menyewakan", "Penyewa"),
  ],
  en: [
    T("LEASE AGREEMENT"),
    ...PARTIES_EN("Lessor", "Lessee"),
    H("Article 1 — Leased Property"),
    P(
      'The Lessor leases to the Lessee {{property}} (the "Property"), and the Lessee accepts it in its present condition.',
    ),
    H("Article 2 — Term"),
    P(
      "The lease runs from {{start_date}} until {{end_date}}. A Lessee wishing to renew shall give written notice no later than 60 (sixty) days before the lease ends.",
    ),
    H("Article 3 — Rent and Deposit"),
    P(
      "The rent for the whole term is {{rent}}, payable in advance. The Lessee provides a security deposit of {{deposit}}, returned within 14 (fourteen) days of the Property's return, less the cost of repairing damage for which the Lessee is responsible.",
    ),
    H("Article 4 — Upkeep and Use"),
    P(
      "The Lessee shall keep the Property in good order, use it only for the agreed purpose, and not assign or sublet it without the Lessor's written consent. Land and building tax (PBB) remains the Lessor's.",
    ),
    H("Article 5 — Termination"),
    P(
      "If the Lessee fails to pay or breaches this Agreement and does not remedy it within 30 (thirty) days of a written notice, the Lessor may terminate the lease. At the end of the lease the Lessee returns the Property in good and vacant condition.",
    ),
    ...CLOSING_EN(6, "Lessor", "Lessee"),
  ],
};

const PKWT: Template = {
  key: "pkwt",
  nameEn: "Fixed-Term Employment Agreement (PKWT)",
  nameId: "Perjanjian Kerja Waktu Tertentu (PKWT)",
  descriptionEn:
    "Employment for a fixed term; PP 35/2021 allows at most five years including extensions.",
  descriptionId:
    "Hubungan kerja untuk waktu tertentu; PP 35/2021 membatasi paling lama lima tahun termasuk perpanjangan.",
  contractType: "Employment Agreement",
  titleParty: "employee_name",
  fields: [
    ...PLACE_AND_DATE,
    ...party("a", "Employer", "Pemberi Kerja"),
    field("employee_name", "text", "Employee: name", "Pekerja: nama"),
    field("employee_address", "text", "Employee: address", "Pekerja: alamat"),
    field("employee_id_number", "text", "Employee: NIK (ID number)", "Pekerja: NIK"),
    field("position", "text", "Position", "Jabatan"),
    field("start_date", "date", "Start date", "Tanggal mulai bekerja"),
    field(
      "duration_months",
      "months",
      "Term in months",
      "Jangka waktu (bulan)",
      LEGAL_DRAFTS.pkwtMaxMonths,
    ),
    field("monthly_salary", "money", "Monthly wage", "Upah per bulan"),
  ],
  id: [
    T("PERJANJIAN KERJA WAKTU TERTENTU"),
    P(
      "Perjanjian ini dibuat dan ditandatangani di {{place}} pada tanggal {{agreement_date}} oleh dan antara:",
    ),
    P(
      '1. {{party_a_name}}, beralamat di {{party_a_address}}, dalam hal ini diwakili oleh {{party_a_representative}}, selanjutnya disebut "Pemberi Kerja"; dan',
    ),
    P(
      '2. {{employee_name}}, pemegang NIK {{employee_id_number}}, beralamat di {{employee_address}}, selanjutnya disebut "Pekerja".',
    ),
    H("Pasal 1 — Jabatan dan Tugas"),
    P(
      "Pemberi Kerja mempekerjakan Pekerja sebagai {{position}} dengan tugas yang diberikan oleh atasannya sesuai jabatan tersebut.",
    ),
    H("Pasal 2 — Jangka Waktu"),
    P(
      "Perjanjian ini berlaku selama {{duration_months}} bulan sejak {{start_date}}. Sesuai Pasal 8 Peraturan Pemerintah Nomor 35 Tahun 2021, jangka waktu PKWT beserta perpanjangannya tidak melebihi 5 (lima) tahun. PKWT tidak mensyaratkan masa percobaan kerja.",
    ),
    H("Pasal 3 — Upah dan Jaminan Sosial"),
    P(
      "Pekerja menerima upah sebesar {{monthly_salary}} per bulan, dibayar paling lambat tanggal terakhir setiap bulan, dan tidak lebih rendah dari upah minimum yang berlaku. Pemberi Kerja mendaftarkan Pekerja dalam program BPJS Ketenagakerjaan dan BPJS Kesehatan.",
    ),
    H("Pasal 4 — Waktu Kerja"),
    P(
      "Waktu kerja adalah 40 (empat puluh) jam per minggu sesuai peraturan perusahaan; kerja lembur dibayar sesuai peraturan perundang-undangan.",
    ),
    H("Pasal 5 — Berakhirnya Perjanjian dan Kompensasi"),
    P(
      "Perjanjian berakhir pada akhir jangka waktunya. Pada saat berakhirnya PKWT, Pemberi Kerja membayar uang kompensasi kepada Pekerja sesuai Pasal 15 Peraturan Pemerintah Nomor 35 Tahun 2021. Pihak yang mengakhiri sebelum waktunya wajib membayar ganti rugi sebesar upah Pekerja sampai batas waktu berakhirnya perjanjian.",
    ),
    H("Pasal 6 — Kerahasiaan"),
    P(
      "Pekerja wajib merahasiakan informasi Pemberi Kerja yang diperolehnya karena pekerjaannya, selama dan setelah hubungan kerja berakhir.",
    ),
    H("Pasal 7 — Perselisihan dan Bahasa"),
    P(
      "Perselisihan hubungan industrial diselesaikan melalui bipartit, dan apabila tidak tercapai, melalui mekanisme Undang-Undang Nomor 2 Tahun 2004. Perjanjian ini dibuat dalam Bahasa Indonesia; jika ada terjemahan, naskah Bahasa Indonesia yang berlaku.",
    ),
    P("Pemberi Kerja: {{party_a_name}} — ttd. {{party_a_representative}}"),
    P("Pekerja: ttd. {{employee_name}}"),
  ],
  en: [
    T("FIXED-TERM EMPLOYMENT AGREEMENT"),
    P("This Agreement is made and signed in {{place}} on {{agreement_date}} by and between:"),
    P(
      '1. {{party_a_name}}, of {{party_a_address}}, represented by {{party_a_representative}}, hereinafter the "Employer"; and',
    ),
    P(
      '2. {{employee_name}}, holder of NIK {{employee_id_number}}, of {{employee_address}}, hereinafter the "Employee".',
    ),
    H("Article 1 — Position and Duties"),
    P(
      "The Employer employs the Employee as {{position}}, with the duties assigned by the Employee's superior for that position.",
    ),
    H("Article 2 — Term"),
    P(
      "This Agreement runs for {{duration_months}} months from {{start_date}}. Under Article 8 of Government Regulation No. 35 of 2021, a fixed-term agreement including its extensions may not exceed 5 (five) years. No probation period applies.",
    ),
    H("Article 3 — Wage and Social Security"),
    P(
      "The Employee receives a wage of {{monthly_salary}} per month, paid by the last day of each month and not below the applicable minimum wage. The Employer registers the Employee with BPJS Ketenagakerjaan and BPJS Kesehatan.",
    ),
    H("Article 4 — Working Hours"),
    P(
      "Working time is 40 (forty) hours per week under the company regulations; overtime is paid as the law provides.",
    ),
    H("Article 5 — End of the Agreement and Compensation"),
    P(
      "This Agreement ends at the end of its term. When it ends, the Employer pays the Employee compensation under Article 15 of Government Regulation No. 35 of 2021. A party ending it early pays damages equal to the Employee's wage until the agreed end of the term.",
    ),
    H("Article 6 — Confidentiality"),
    P(
      "The Employee shall keep confidential the Employer's information obtained through the work, during and after the employment.",
    ),
    H("Article 7 — Disputes and Language"),
    P(
      "Industrial relations disputes are settled bipartitely and, failing that, under Law No. 2 of 2004. This Agreement is made in Indonesian; where translated, the Indonesian text prevails.",
    ),
    P("Employer: {{party_a_name}} — signed by {{party_a_representative}}"),
    P("Employee: signed by {{employee_name}}"),
  ],
};

const NDA: Template = {
  key: "nda",
  nameEn: "Non-Disclosure Agreement",
  nameId: "Perjanjian Kerahasiaan",
  descriptionEn: "Protecting confidential information shared while discussing a possible deal.",
  descriptionId: "Melindungi informasi rahasia yang dibagikan selama penjajakan kerja sama.",
  contractType: "Non-Disclosure Agreement",
  titleParty: "party_b_name",
  fields: [
    ...PLACE_AND_DATE,
    ...party("a", "Disclosing Party", "Pihak Pengungkap"),
    ...party("b", "Receiving Party", "Pihak Penerima"),
    field("purpose", "text", "Purpose of disclosure", "Tujuan pengungkapan"),
    field(
      "duration_months",
      "months",
      "Confidentiality period in months",
      "Masa kerahasiaan (bulan)",
    ),
  ],
  id: [
    T("PERJANJIAN KERAHASIAAN"),
    ...PARTIES_ID("Pihak Pengungkap", "Pihak Penerima"),
    H("Pasal 1 — Informasi Rahasia"),
    P(
      "Informasi Rahasia adalah setiap informasi bisnis, teknis, keuangan, atau data pribadi yang diungkapkan Pihak Pengungkap untuk keperluan {{purpose}}, baik lisan maupun tertulis, kecuali informasi yang telah menjadi milik umum tanpa kesalahan Pihak Penerima.",
    ),
    H("Pasal 2 — Kewajiban Pihak Penerima"),
    P(
      "Pihak Penerima hanya menggunakan Informasi Rahasia untuk {{purpose}}, tidak mengungkapkannya kepada pihak ketiga tanpa persetujuan tertulis, dan membatasi akses hanya kepada karyawan yang perlu mengetahuinya dan terikat kewajiban kerahasiaan yang sama.",
    ),
    H("Pasal 3 — Data Pribadi"),
    P(
      "Pemrosesan data pribadi yang termasuk dalam Informasi Rahasia tunduk pada Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi.",
    ),
    H("Pasal 4 — Jangka Waktu"),
    P(
      "Kewajiban kerahasiaan berlaku selama {{duration_months}} bulan sejak tanggal Perjanjian ini. Atas permintaan Pihak Pengungkap, Pihak Penerima mengembalikan atau memusnahkan seluruh Informasi Rahasia.",
    ),
    H("Pasal 5 — Ganti Rugi"),
    P(
      "Pihak Penerima bertanggung jawab atas kerugian yang timbul dari pelanggaran Perjanjian ini, tanpa mengurangi hak Pihak Pengungkap untuk menempuh upaya hukum lainnya.",
    ),
    ...CLOSING_ID(6, "Pihak Pengungkap", "Pihak Penerima"),
  ],
  en: [
    T("NON-DISCLOSURE AGREEMENT"),
    ...PARTIES_EN("Disclosing Party", "Receiving Party"),
    H("Article 1 — Confidential Information"),
    P(
      "Confidential Information is any business, technical or financial information or personal data disclosed by the Disclosing Party for {{purpose}}, orally or in writing, except information that has become public through no fault of the Receiving Party.",
    ),
    H("Article 2 — Receiving Party's Obligations"),
    P(
      "The Receiving Party shall use Confidential Information only for {{purpose}}, not disclose it to any third party without written consent, and restrict access to employees who need to know it and are bound by the same duty of confidentiality.",
    ),
    H("Article 3 — Personal Data"),
    P(
      "Processing of personal data within the Confidential Information is subject to Law No. 27 of 2022 on Personal Data Protection.",
    ),
    H("Article 4 — Term"),
    P(
      "The duty of confidentiality lasts {{duration_months}} months from the date of this Agreement. On the Disclosing Party's request, the Receiving Party returns or destroys all Confidential Information.",
    ),
    H("Article 5 — Damages"),
    P(
      "The Receiving Party is liable for losses arising from a breach of this Agreement, without prejudice to the Disclosing Party's other legal remedies.",
    ),
    ...CLOSING_EN(6, "Disclosing Party", "Receiving Party"),
  ],
};

const SALE: Template = {
  key: "jual_beli",
  nameEn: "Sale and Purchase Agreement",
  nameId: "Perjanjian Jual Beli",
  descriptionEn: "Selling goods for a price, with delivery, payment and warranty terms.",
  descriptionId: "Jual beli barang dengan ketentuan penyerahan, pembayaran, dan jaminan.",
  contractType: "Sale and Purchase Agreement",
  titleParty: "party_b_name",
  fields: [
    ...PLACE_AND_DATE,
    ...party("a", "Seller", "Penjual"),
    ...party("b", "Buyer", "Pembeli"),
    field("goods", "text", "Goods sold", "Barang yang dijual"),
    field("price", "money", "Price (including VAT)", "Harga (termasuk PPN)"),
    field("delivery_date", "date", "Delivery date", "Tanggal penyerahan"),
  ],
  id: [
    T("PERJANJIAN JUAL BELI"),
    ...PARTIES_ID("Penjual", "Pembeli"),
    H("Pasal 1 — Objek Jual Beli"),
    P('Penjual menjual dan Pembeli membeli {{goods}} ("Barang").'),
    H("Pasal 2 — Harga dan Pembayaran"),
    P(
      "Harga Barang adalah {{price}} termasuk Pajak Pertambahan Nilai. Pembayaran dilakukan melalui transfer bank dalam waktu 14 (empat belas) hari sejak Barang diterima dan faktur pajak diterbitkan.",
    ),
    H("Pasal 3 — Penyerahan"),
    P(
      "Penjual menyerahkan Barang paling lambat pada {{delivery_date}} di alamat Pembeli. Risiko atas Barang beralih kepada Pembeli sejak berita acara serah terima ditandatangani.",
    ),
    H("Pasal 4 — Jaminan"),
    P(
      "Penjual menjamin Barang adalah miliknya yang sah, bebas dari sitaan dan hak pihak ketiga, serta sesuai spesifikasi yang disepakati. Barang yang cacat diganti dalam 14 (empat belas) hari sejak pemberitahuan tertulis.",
    ),
    H("Pasal 5 — Denda Keterlambatan"),
    P(
      "Atas keterlambatan penyerahan, Penjual membayar denda 0,1% (nol koma satu persen) dari harga per hari, paling banyak 5% (lima persen) dari harga.",
    ),
    ...CLOSING_ID(6, "Penjual", "Pembeli"),
  ],
  en: [
    T("SALE AND PURCHASE AGREEMENT"),
    ...PARTIES_EN("Seller", "Buyer"),
    H("Article 1 — Subject"),
    P('The Seller sells and the Buyer buys {{goods}} (the "Goods").'),
    H("Article 2 — Price and Payment"),
    P(
      "The price of the Goods is {{price}} including Value Added Tax. Payment is by bank transfer within 14 (fourteen) days of receipt of the Goods and issue of the tax invoice (faktur pajak).",
    ),
    H("Article 3 — Delivery"),
    P(
      "The Seller delivers the Goods no later than {{delivery_date}} at the Buyer's address. Risk in the Goods passes to the Buyer when the handover report is signed.",
    ),
    H("Article 4 — Warranty"),
    P(
      "The Seller warrants that the Goods are its lawful property, free of attachment and third-party rights, and meet the agreed specifications. Defective Goods are replaced within 14 (fourteen) days of written notice.",
    ),
    H("Article 5 — Late Delivery"),
    P(
      "For late delivery the Seller pays a penalty of 0.1% (zero point one percent) of the price per day, up to 5% (five percent) of the price.",
    ),
    ...CLOSING_EN(6, "Seller", "Buyer"),
  ],
};

const POWER_OF_ATTORNEY: Template = {
  key: "surat_kuasa",
  nameEn: "Power of Attorney",
  nameId: "Surat Kuasa",
  descriptionEn: "Authorising another person to act on your behalf for a specific matter.",
  descriptionId:
    "Memberi wewenang kepada orang lain untuk bertindak atas nama Anda dalam urusan tertentu.",
  contractType: "Power of Attorney",
  titleParty: "attorney_name",
  fields: [
    ...PLACE_AND_DATE,
    field("grantor_name", "text", "Grantor: name", "Pemberi kuasa: nama"),
    field("grantor_id_number", "text", "Grantor: NIK", "Pemberi kuasa: NIK"),
    field("grantor_address", "text", "Grantor: address", "Pemberi kuasa: alamat"),
    field("attorney_name", "text", "Attorney: name", "Penerima kuasa: nama"),
    field("attorney_id_number", "text", "Attorney: NIK", "Penerima kuasa: NIK"),
    field("attorney_address", "text", "Attorney: address", "Penerima kuasa: alamat"),
    field("matter", "text", "The matter", "Urusan yang dikuasakan"),
  ],
  id: [
    T("SURAT KUASA KHUSUS"),
    P("Yang bertanda tangan di bawah ini:"),
    P(
      'Nama: {{grantor_name}}, NIK: {{grantor_id_number}}, alamat: {{grantor_address}}, selanjutnya disebut "Pemberi Kuasa",',
    ),
    P("dengan ini memberikan kuasa khusus kepada:"),
    P(
      'Nama: {{attorney_name}}, NIK: {{attorney_id_number}}, alamat: {{attorney_address}}, selanjutnya disebut "Penerima Kuasa",',
    ),
    H("KHUSUS"),
    P(
      "untuk dan atas nama Pemberi Kuasa mengurus {{matter}}, termasuk menghadap pejabat yang berwenang, menandatangani surat-surat yang diperlukan, serta melakukan segala tindakan yang perlu untuk urusan tersebut.",
    ),
    P(
      "Kuasa ini diberikan dengan hak substitusi/tanpa hak substitusi dan berakhir apabila urusan tersebut selesai atau dicabut secara tertulis oleh Pemberi Kuasa, sesuai Pasal 1813 Kitab Undang-Undang Hukum Perdata.",
    ),
    P("{{place}}, {{agreement_date}}"),
    P("Penerima Kuasa: ttd. {{attorney_name}}"),
    P("Pemberi Kuasa: ttd. {{grantor_name}}"),
  ],
  en: [
    T("SPECIAL POWER OF ATTORNEY"),
    P("The undersigned:"),
    P(
      'Name: {{grantor_name}}, NIK: {{grantor_id_number}}, address: {{grantor_address}}, hereinafter the "Grantor",',
    ),
    P("hereby grants a special power of attorney to:"),
    P(
      'Name: {{attorney_name}}, NIK: {{attorney_id_number}}, address: {{attorney_address}}, hereinafter the "Attorney",',
    ),
    H("SPECIALLY"),
    P(
      "to act for and on behalf of the Grantor in {{matter}}, including appearing before the competent officials, signing the documents required and doing everything needed for that matter.",
    ),
    P(
      "This power is granted with/without the right of substitution and ends when the matter is completed or when the Grantor revokes it in writing, as Article 1813 of the Indonesian Civil Code provides.",
    ),
    P("{{place}}, {{agreement_date}}"),
    P("Attorney: signed by {{attorney_name}}"),
    P("Grantor: signed by {{grantor_name}}"),
  ],
};

export const TEMPLATES: readonly Template[] = [
  COOPERATION,
  LEASE,
  PKWT,
  NDA,
  SALE,
  POWER_OF_ATTORNEY,
];

export function templateByKey(key: TemplateKey): Template {
  return TEMPLATES.find((template) => template.key === key)!;
}
