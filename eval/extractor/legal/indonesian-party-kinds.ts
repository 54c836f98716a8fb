/**
 * Kinds of party statement in Indonesian contracts (and English ones made in Indonesia), each
 * said once in invented words, with the names that count as each party. The companion of
 * `party-kinds.ts`, whose bodies and signature blocks are American: here the body carries the
 * clause headings such contracts set on a line of their own ("Pasal 4", then "Upah"), and the
 * signature block carries a signer's name and title, both of which a party rule may take for a
 * name. Prints each miss and the count.
 *
 *   npx node eval/extractor/legal/indonesian-party-kinds.ts
 */
import { documentFromText, documentLines } from "../../../src/understanding/document-lines.ts";
import { extractLegalFields } from "../../../src/understanding/legal-fields.ts";
import { groupRows } from "../../../src/understanding/rows.ts";
import { namesAgree } from "../../understanding/normalise-values.ts";

/** Every name below is invented. */
const BODY_ID = [
  "Pasal 1",
  "Ruang Lingkup",
  "PIHAK PERTAMA menyerahkan pekerjaan kepada PIHAK KEDUA sebagaimana diuraikan dalam Lampiran.",
  "Pasal 2",
  "Harga",
  "Harga seluruhnya sebesar Rp 48.000.000 (empat puluh delapan juta rupiah).",
  "Pasal 3",
  "Upah",
  "Upah dibayarkan paling lambat tanggal 25 setiap bulan.",
  "Pasal 4",
  "Jangka Waktu",
  "Perjanjian ini berlaku selama 1 (satu) tahun sejak ditandatangani.",
  "Pasal 5",
  "Penyelesaian Perselisihan",
  "Perjanjian ini tunduk pada hukum Negara Republik Indonesia.",
  "Demikian perjanjian ini dibuat dalam rangkap dua, bermeterai cukup.",
];
const SIGNATURES_ID = [
  "PIHAK PERTAMA PIHAK KEDUA",
  "Nama : Rudi Hartono Nama : Wulan Sekarsari",
  "Jabatan : Plant Director Jabatan : Finance Manager",
];

/** [opening, names that count as a party, a note]. */
const KINDS: Array<[string, string[], string]> = [
  [
    "PERJANJIAN KERJA WAKTU TERTENTU\nNomor: 07/PKWT/III/2026\nYang bertanda tangan di bawah ini:\n1. Nama : Rudi Hartono\nJabatan : Direktur\nAlamat : Jl. Rambutan Raya No. 8, Bitung\ndalam hal ini bertindak untuk dan atas nama PT Lentera Rasa Persada, selanjutnya disebut PIHAK PERTAMA atau PENGUSAHA.\n2. Nama : Wulan Sekarsari\nTempat/Tgl Lahir : Bitung, 4 Mei 1996\nAlamat : Jl. Cempaka No. 12, Bitung\nselanjutnya disebut PIHAK KEDUA atau PEKERJA.",
    ["PT Lentera Rasa Persada", "Wulan Sekarsari"],
    "PKWT, a person as the second party",
  ],
  [
    "PERJANJIAN SEWA MENYEWA RUKO\nPada hari ini, Senin tanggal 5 Januari 2026, kami yang bertanda tangan di bawah ini:\n1. Ny. Ratna Kusumawardani, pemilik ruko, beralamat di Jl. Merpati No. 3, Tual, selanjutnya disebut PIHAK PERTAMA (YANG MENYEWAKAN);\n2. PT Lentera Rasa Persada, diwakili oleh Rudi Hartono selaku Direktur, selanjutnya disebut PIHAK KEDUA (PENYEWA).",
    ["Ratna Kusumawardani", "Ny. Ratna Kusumawardani", "PT Lentera Rasa Persada"],
    "lease, a person as the first party",
  ],
  [
    'CATERING SERVICES AGREEMENT\nThis Agreement is made on 1 April 2026 between:\n1. PT Lentera Rasa Persada, a limited liability company established under the laws of Indonesia ("Provider"); and\n2. PT Tambang Sinar Halmahera, a limited liability company established under the laws of Indonesia ("Client").',
    ["PT Lentera Rasa Persada", "PT Tambang Sinar Halmahera"],
    "English, two PT companies listed",
  ],
  [
    "PERJANJIAN PINJAMAN\nPerjanjian ini dibuat pada tanggal 15 Maret 2026 antara:\nKoperasi Simpan Pinjam Karya Bersama Mandiri, badan hukum koperasi, diwakili oleh Yusuf Lamba selaku Ketua, selanjutnya disebut PEMBERI PINJAMAN; dan\nPT Lentera Rasa Persada, diwakili oleh Rudi Hartono selaku Direktur, selanjutnya disebut PENERIMA PINJAMAN.",
    ["Koperasi Simpan Pinjam Karya Bersama Mandiri", "PT Lentera Rasa Persada"],
    "a cooperative first",
  ],
  [
    "PERJANJIAN DISTRIBUSI\nAntara:\nPT Lentera Rasa Persada (“Prinsipal”)\ndan\nCV Sumber Pangan Tenggara (“Distributor”)",
    ["PT Lentera Rasa Persada", "CV Sumber Pangan Tenggara"],
    "antara … dan on lines of their own",
  ],
  [
    "PERJANJIAN KERJA SAMA\nPIHAK PERTAMA\nNama : PT Lentera Rasa Persada\nAlamat : Jl. Rambutan Raya No. 8, Bitung\nPIHAK KEDUA\nNama : CV Sumber Pangan Tenggara\nAlamat : Jl. Poros No. 21, Kolaka",
    ["PT Lentera Rasa Persada", "CV Sumber Pangan Tenggara"],
    "a table of Nama rows under each party",
  ],
  [
    "SURAT PERJANJIAN KERJA\nYang bertanda tangan di bawah ini:\nI. PT Lentera Rasa Persada, berkedudukan di Bitung, dalam hal ini diwakili oleh Rudi Hartono, selanjutnya disebut Perusahaan.\nII. Sdr. Bayu Pratama Putra, pemegang KTP No. 7271010405960002, selanjutnya disebut Karyawan.",
    ["PT Lentera Rasa Persada", "Bayu Pratama Putra", "Sdr. Bayu Pratama Putra"],
    "Roman numerals, a person with Sdr.",
  ],
  [
    "PERJANJIAN JASA KEBERSIHAN\nPerjanjian ini dibuat oleh dan antara PT Lentera Rasa Persada, suatu perseroan terbatas yang didirikan menurut hukum Negara Republik Indonesia, berkedudukan di Bitung (selanjutnya disebut “Pemberi Kerja”) dan CV Bersih Cemerlang Abadi, berkedudukan di Bitung (selanjutnya disebut “Penyedia Jasa”).",
    ["PT Lentera Rasa Persada", "CV Bersih Cemerlang Abadi"],
    "one sentence, both parties described",
  ],
  [
    "PERJANJIAN PENGADAAN BAHAN MAKANAN\nPerjanjian ini dibuat antara PT Lentera Rasa Persada (“Pembeli”) dan UD Tani Makmur Sejati (“Pemasok”), yang sepakat atas hal-hal berikut:\n1. Harga\nHarga ditetapkan dalam Lampiran I.\n2. Pengiriman\nPengiriman dilakukan setiap hari Senin.",
    ["PT Lentera Rasa Persada", "UD Tani Makmur Sejati"],
    "numbered headings right after the parties",
  ],
  [
    'SUPPLY AGREEMENT\nThis Supply Agreement is made on 2 March 2026 between PT Lentera Rasa Persada ("Buyer") and PT Kebun Hijau Lestari ("Supplier").\nSigned for the Buyer:\nName: Rudi Hartono\nTitle: Plant Director\nSigned for the Supplier:\nName: Wulan Sekarsari\nTitle: Finance Manager',
    ["PT Lentera Rasa Persada", "PT Kebun Hijau Lestari"],
    "signers' titles under their names",
  ],
];

let right = 0;
for (const [opening, parties, note] of KINDS) {
  const text = [opening, ...BODY_ID, ...SIGNATURES_ID].join("\n");
  const rows = groupRows(documentLines(documentFromText(text, "id")));
  const fields = extractLegalFields(rows, "id").fields;
  const primary = String(fields.primary_party?.value ?? "");
  const counterparty = String(fields.counterparty?.value ?? "");
  const isParty = (name: string) => parties.some((party) => namesAgree(name, party));
  if (isParty(primary) && isParty(counterparty) && !namesAgree(primary, counterparty)) right++;
  else console.log(`miss (${note}): ${primary} | ${counterparty}`);
}
console.log(`${right} of ${KINDS.length} kinds read`);
