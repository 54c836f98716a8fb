"""
The seventh judged assistant set (issue 18): clause questions written blind, that is without
opening the product's code, any older judged set, or running the product on them, because the
sixth set's test side was counted too often to stay honest. Every fact is read from the
contract's own text, which this script extracts again and checks each quoted sentence against,
so a wrong judgement fails here rather than in the eval.

Contracts are named as an owner would: by the other party, or by kind when the corpus holds only
one contract of that kind (one shop-house lease, one sale, one loan, one MoU, one trademark
licence). The two scanned contracts (the SLP NDA and the vehicle lease) have no text layer, so
no question rests on them.
"""
import json, os, re, subprocess, sys, zipfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from question_set import print_counts, write_question_set

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.."))
BERKAS = "eval/datasets/berkas/files/"
CORPUS = "eval/search/corpus/files/"

# The dataset id the eval cites by (berkas ids as labelled, corpus ids with the gen- prefix) and its file.
FILES = {
    "Perjanjian_Sewa_Ruko_BSD_C17": BERKAS + "Perjanjian_Sewa_Ruko_BSD_C17.pdf",
    "PKS_BRN-MKD_031-2025": BERKAS + "PKS_BRN-MKD_031-2025.pdf",
    "Mutual_NDA_Meridian_CiptaData_signed": BERKAS + "Mutual_NDA_Meridian_CiptaData_signed.pdf",
    "Distribution_Agreement_Everbright_DPN_2025": BERKAS + "Distribution_Agreement_Everbright_DPN_2025.pdf",
    "PJB_Forklift_SAK-RNJ": BERKAS + "PJB_Forklift_SAK-RNJ.pdf",
    "MoU_ALS_Koperasi_Tani_Makmur_2025": BERKAS + "MoU_ALS_Koperasi_Tani_Makmur_2025.pdf",
    "IT_Services_Agreement_STA-HSI_2025": BERKAS + "IT_Services_Agreement_STA-HSI_2025.pdf",
    "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa": BERKAS + "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa.pdf",
    "PKWT_Dewi_Lestari_Anggraini_2025": BERKAS + "PKWT_Dewi_Lestari_Anggraini_2025.docx",
    "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan": BERKAS + "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan.docx",
    "gen-009": CORPUS + "file-009.pdf",
    "gen-021": CORPUS + "dokumen-021.pdf",
    "gen-025": CORPUS + "lampiran-025.pdf",
    "gen-028": CORPUS + "lampiran-028.pdf",
    "gen-029": CORPUS + "berkas-masuk-029.pdf",
    "gen-033": CORPUS + "dokumen-033.pdf",
    "gen-045": CORPUS + "berkas-masuk-045.pdf",
}
RUKO, PKS, NDA, EVER, PJB, MOU, IT, LIS, PKWT, LOAN = list(FILES)[:10]

# pdfjs-dist from the repo's node_modules reads the PDFs' text layer; Node 24 runs through npx.
PDF_TEXT = """
import * as pdfjs from "%s/node_modules/pdfjs-dist/legacy/build/pdf.mjs";
import fs from "node:fs";
const out = {};
for (const file of JSON.parse(process.argv[1])) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  let text = "";
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    text += content.items.map((item) => item.str + (item.hasEOL ? "\\n" : " ")).join("") + "\\n";
  }
  out[file] = text;
}
console.log(JSON.stringify(out));
""" % ROOT


def contract_texts():
    pdfs = [os.path.join(ROOT, f) for f in FILES.values() if f.endswith(".pdf")]
    run = subprocess.run(["npx", "node", "--input-type=module", "-e", PDF_TEXT, json.dumps(pdfs)],
                         cwd=ROOT, capture_output=True, text=True, check=True)
    by_file = json.loads(run.stdout)
    texts = {}
    for id, f in FILES.items():
        path = os.path.join(ROOT, f)
        if f.endswith(".docx"):
            xml = zipfile.ZipFile(path).read("word/document.xml").decode()
            texts[id] = re.sub(r"<[^>]+>", " ", xml.replace("</w:p>", "\n"))
        else:
            texts[id] = by_file[path]
    return texts


def squeeze(text):
    return re.sub(r"\s+", " ", text).strip().lower()


def digits(text):
    # An English answer writes 10,000,000 where the contract writes Rp10.000.000,00.
    return re.sub(r"[.,\s]", "", text.lower())


Q = []


def ask(cite, lang, q, expect, quote):
    """`quote` is the contract's own sentence each fact in `expect` stands in."""
    Q.append(dict(q=q, language=lang, expect=expect, cites=[cite], quote=quote))


# --- The shop-house lease (the only ruko lease: named by kind) ---
# "(4) Selain harga sewa, PIHAK KEDUA menyerahkan uang jaminan sebesar Rp10.000.000,00 (sepuluh juta rupiah) ..."
ask(RUKO, "en", "the deposit on the shophouse lease was how much", ["10,000,000"],
    "PIHAK KEDUA menyerahkan uang jaminan sebesar Rp10.000.000,00")
ask(RUKO, "id", "uang jaminan sewa ruko brp", ["10.000.000"], "PIHAK KEDUA menyerahkan uang jaminan sebesar Rp10.000.000,00")
# "Pasal 7 (2) ... menyelesaikan perselisihan tersebut melalui Pengadilan Negeri Tangerang ..."
ask(RUKO, "id", "sengketa sewa ruko dibawa ke pengadilan mana", ["Tangerang"],
    "menyelesaikan perselisihan tersebut melalui Pengadilan Negeri Tangerang")
# "Pasal 6 Apabila salah satu pihak melanggar ... dan tidak memperbaikinya dalam waktu 30 (tiga puluh) hari setelah menerima teguran tertulis, pihak lainnya berhak mengakhiri ..."
ask(RUKO, "id", "ruko BSD kalo penyewa melanggar dikasih waktu brp hari buat benerin sblm diputus", ["30"],
    "tidak memperbaikinya dalam waktu 30 (tiga puluh) hari setelah menerima teguran tertulis")
ask(RUKO, "en", "how can the shop house lease be ended", ["30"],
    "tidak memperbaikinya dalam waktu 30 (tiga puluh) hari setelah menerima teguran tertulis, pihak lainnya berhak mengakhiri")
# "Pasal 5 (2) ... selambat-lambatnya 14 (empat belas) hari kalender sejak terjadinya Keadaan Kahar ..."
ask(RUKO, "en", "force majeure notice in the ruko lease is how many days", ["14"],
    "selambat-lambatnya 14 (empat belas) hari kalender sejak terjadinya Keadaan Kahar")
# "2. CV Berkah Teknik Mandiri ... selanjutnya disebut “PIHAK KEDUA” atau “Penyewa”."
ask(RUKO, "id", "yg nyewa ruko kita siapa", ["Berkah Teknik Mandiri"], "2. CV Berkah Teknik Mandiri, suatu persekutuan komanditer")
# "Pasal 1 ... Ruko beserta instalasi listrik 11.000 VA, sambungan air PDAM, satu saluran telepon dan kunci-kunci ..."
ask(RUKO, "id", "sewa ruko udah termasuk apa aja", ["PDAM"], "Ruko beserta instalasi listrik 11.000 VA, sambungan air PDAM, satu saluran telepon")

# --- The marketing cooperation with CV Mitra Kreatif Digital (named by the party and the kind:
# the party also signed the scanned NDA) ---
# "Pasal 3 (1) PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih setiap bulan"
ask(PKS, "id", "komisi Mitra Kreatif Digital di kerja sama pemasaran brp persen", ["12%"],
    "PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih")
# "(2) PIHAK PERTAMA membayar komisi selambat-lambatnya 14 (empat belas) hari kalender setelah menerima laporan penjualan dan faktur"
ask(PKS, "en", "we must pay Mitra Kreatif's marketing commission within how many days", ["14"],
    "PIHAK PERTAMA membayar komisi selambat-lambatnya 14 (empat belas) hari kalender setelah menerima laporan penjualan")
# "Pasal 7 Masing-masing PIHAK dapat mengakhiri Perjanjian ini ... dengan pemberitahuan tertulis sekurang-kurangnya 60 (enam puluh) hari sebelumnya"
ask(PKS, "id", "kerja sama pemasaran dgn Mitra Kreatif kalo mau diakhiri pemberitahuannya brp hari", ["60"],
    "dengan pemberitahuan tertulis sekurang-kurangnya 60 (enam puluh) hari sebelumnya")
# "Pasal 8 (2) ... melalui arbitrase pada Badan Arbitrase Nasional Indonesia (BANI) ... dengan tempat arbitrase di Jakarta."
ask(PKS, "en", "where is the arbitration under the marketing agreement with Mitra Kreatif Digital", ["BANI", "Jakarta"],
    "Badan Arbitrase Nasional Indonesia (BANI) menurut peraturan dan prosedur BANI yang berlaku, dengan tempat arbitrase di Jakarta")
# "Pasal 5 ... selama Perjanjian ini berlaku dan 2 (dua) tahun setelah Perjanjian ini berakhir."
ask(PKS, "en", "confidentiality in the Mitra Kreatif marketing deal lasts how long after it ends", ["2"],
    "selama Perjanjian ini berlaku dan 2 (dua) tahun setelah Perjanjian ini berakhir")
# "Pasal 4 ... dapat diperpanjang berdasarkan kesepakatan tertulis PARA PIHAK paling lambat 30 (tiga puluh) hari sebelum berakhirnya jangka waktu tersebut."
ask(PKS, "id", "PKS pemasaran sama CV Mitra Kreatif Digital perpanjangannya gmn", ["30"],
    "dapat diperpanjang berdasarkan kesepakatan tertulis PARA PIHAK paling lambat 30 (tiga puluh) hari sebelum berakhirnya")
# "Pasal 6 (2) ... selambat-lambatnya 7 (tujuh) hari kalender sejak terjadinya Keadaan Memaksa"
ask(PKS, "en", "force majeure notice days in the marketing cooperation with Mitra Kreatif", ["7"],
    "selambat-lambatnya 7 (tujuh) hari kalender sejak terjadinya Keadaan Memaksa")
# "Pasal 1 PIHAK KEDUA akan memasarkan dan menjual produk PIHAK PERTAMA melalui toko resmi di lokapasar (marketplace), media sosial ..."
ask(PKS, "id", "Mitra Kreatif Digital tugasnya apa aja di kerja sama pemasaran", ["marketplace"],
    "melalui toko resmi di lokapasar (marketplace), media sosial dan situs web")

# --- The mutual NDA with Meridian Analytics (named by the party) ---
# "7. ... This Agreement shall be governed by and construed in accordance with the laws of the Republic of Singapore."
ask(NDA, "en", "which law governs the NDA with Meridian", ["Singapore"],
    "governed by and construed in accordance with the laws of the Republic of Singapore")
# "... finally resolved by arbitration administered by the Singapore International Arbitration Centre (SIAC) ... The seat of arbitration shall be Singapore"
ask(NDA, "id", "NDA sama Meridian kalo ada sengketa diselesaikan dimana", ["Singapore"],
    "The seat of arbitration shall be Singapore")
# "4. TERM ... The obligations of confidentiality shall survive the expiry or termination of this Agreement for a further two (2) years."
ask(NDA, "en", "how long does confidentiality survive after the Meridian NDA ends", ["2"],
    "shall survive the expiry or termination of this Agreement for a further two (2) years")
# "(2) PT Cipta Data Solusi, a limited liability company ..."
ask(NDA, "en", "the mutual NDA with Meridian is signed with which Indonesian company", ["Cipta Data"],
    "(2) PT Cipta Data Solusi, a limited liability company")
# "The Parties wish to evaluate a possible collaboration on a retail analytics platform for Indonesian merchants (the “Purpose”)"
ask(NDA, "en", "purpose of the Meridian NDA", ["retail analytics"],
    "collaboration on a retail analytics platform for Indonesian merchants")

# --- The exclusive distribution with Everbright Kitchenware (named by the party) ---
# "4. b. Payment shall be made in United States Dollars by telegraphic transfer within sixty (60) days of the bill of lading date."
ask(EVER, "en", "payment terms under the Everbright distribution agreement", ["60"],
    "by telegraphic transfer within sixty (60) days of the bill of lading date")
# "2. ... renewed for successive periods of one (1) year by written agreement of the Parties made no later than ninety (90) days before expiry."
ask(EVER, "id", "kontrak distribusi Everbright diperpanjang gmn", ["90"],
    "by written agreement of the Parties made no later than ninety (90) days before expiry")
# "3. The Distributor shall purchase Products with an aggregate value of not less than USD 250,000 ... in each contract year."
ask(EVER, "en", "minimum purchase per year we owe Everbright", ["250,000"],
    "aggregate value of not less than USD 250,000")
# "9. ... finally settled by arbitration at the Indonesian National Board of Arbitration (Badan Arbitrase Nasional Indonesia, BANI) in Jakarta"
ask(EVER, "id", "sengketa sama Everbright Kitchenware diselesaikan dimana", ["BANI"],
    "(Badan Arbitrase Nasional Indonesia, BANI) in Jakarta")
# "6. ... provided that it notifies the other Party in writing within fourteen (14) days. If such event continues for more than ninety (90) days, either Party may terminate"
ask(EVER, "en", "Everbright distributor agreement force majeure notice how many days", ["14"],
    "provided that it notifies the other Party in writing within fourteen (14) days")
ask(EVER, "id", "kalo force majeure lebih dr brp hari kontrak Everbright boleh diputus", ["90"],
    "If such event continues for more than ninety (90) days, either Party may terminate this Agreement")
# "7. Either Party may terminate ... if the other Party commits a material breach and fails to remedy it within thirty (30) days of notice, or becomes insolvent."
ask(EVER, "id", "Everbright bisa putus kontrak distribusi kalo kita wanprestasi brp hari gak diperbaiki", ["30"],
    "fails to remedy it within thirty (30) days of notice, or becomes insolvent")
# "WHEREAS the Principal manufactures stainless steel cookware and kitchen utensils under the EVERBRIGHT brand"
ask(EVER, "en", "what products do we distribute for Everbright", ["cookware"],
    "manufactures stainless steel cookware and kitchen utensils")

# --- The forklift sale (the only sale contract: named by kind) ---
# "Pasal 3 (1) Uang muka sebesar 30% (tiga puluh persen) ... dibayar pada saat penandatanganan Perjanjian ini."
ask(PJB, "id", "DP di perjanjian jual beli brp persen", ["30%"], "Uang muka sebesar 30% (tiga puluh persen)")
# "(2) Sisa pembayaran ... dibayar paling lambat pada tanggal 22 Mei 2025, bersamaan dengan serah terima forklift."
ask(PJB, "en", "the balance under the sale and purchase agreement is due when", ["22"],
    "dibayar paling lambat pada tanggal 22 Mei 2025, bersamaan dengan serah terima forklift")
# "Pasal 7 (2) ... melalui Pengadilan Negeri Surabaya"
ask(PJB, "en", "which court for disputes in the forklift purchase agreement", ["Surabaya"],
    "menyelesaikan perselisihan tersebut melalui Pengadilan Negeri Surabaya")
# "Pasal 6 (2) ... selambat-lambatnya 7 (tujuh) hari kalender sejak terjadinya Keadaan Kahar"
ask(PJB, "id", "di kontrak jual beli keadaan kahar hrs dilaporin dlm brp hari", ["7"],
    "selambat-lambatnya 7 (tujuh) hari kalender sejak terjadinya Keadaan Kahar")
# "Pasal 1 PENJUAL menjual kepada PEMBELI ... 1 (satu) unit forklift bermesin diesel kapasitas angkat 3 (tiga) ton"
ask(PJB, "en", "what exactly did we buy under the sale and purchase agreement", ["forklift"],
    "1 (satu) unit forklift bermesin diesel kapasitas angkat 3 (tiga) ton")

# --- The memorandum of understanding (the only MoU: named by kind) ---
# "Pasal 1 ... PIHAK KEDUA memasok cabai merah hasil panen anggotanya kepada PIHAK PERTAMA untuk kebutuhan pabrik saus dan sambal"
ask(MOU, "id", "MoU itu soal apa", ["cabai"], "PIHAK KEDUA memasok cabai merah hasil panen anggotanya kepada PIHAK PERTAMA")
# "Pasal 2 a. penyusunan rencana tanam dan perkiraan volume pasokan sekitar 20 (dua puluh) ton per bulan;"
ask(MOU, "id", "nota kesepahaman pasokannya kira2 brp ton sebulan", ["20"],
    "perkiraan volume pasokan sekitar 20 (dua puluh) ton per bulan")
# "Pasal 5 Segala perbedaan pendapat ... akan diselesaikan secara musyawarah untuk mufakat."
ask(MOU, "id", "MoU kalo ada beda pendapat diselesaikan gmn", ["musyawarah"],
    "akan diselesaikan secara musyawarah untuk mufakat")
# "NOTA KESEPAHAMAN ... ANTARA PT AGRO LESTARI SEJAHTERA DAN KOPERASI PRODUSEN TANI MAKMUR BERSAMA": both parties are
# expected, since the corpus does not say which side the owner is on.
ask(MOU, "en", "the MoU is between which parties", ["Agro Lestari", "Tani Makmur"],
    "ANTARA PT AGRO LESTARI SEJAHTERA DAN KOPERASI PRODUSEN TANI MAKMUR BERSAMA")

# --- The IT support agreement with PT Solusi Teknologi Andalan (named by the party) ---
# "6. TERMINATION Either Party may terminate this Agreement by giving sixty (60) days' written notice."
ask(IT, "en", "notice to terminate the IT support contract with Solusi Teknologi Andalan", ["60"],
    "Either Party may terminate this Agreement by giving sixty (60) days' written notice")
# "4. ... the Client shall pay within thirty (30) days of receipt of a valid invoice and tax invoice (faktur pajak)."
ask(IT, "id", "kontrak IT dgn Solusi Teknologi Andalan invoice hrs dibayar dlm brp hari", ["30"],
    "the Client shall pay within thirty (30) days of receipt of a valid invoice")
# "8. ... shall be submitted to the District Court of Denpasar (Pengadilan Negeri Denpasar)."
ask(IT, "en", "disputes with Solusi Teknologi Andalan go to which court", ["Denpasar"],
    "shall be submitted to the District Court of Denpasar")
# "2. c. ... the Client shall be entitled to a service credit of 5% of the monthly fee for each missed critical incident, capped at 25%."
ask(IT, "id", "Solusi Teknologi Andalan kalo telat nanganin insiden kritis kena potongan brp persen", ["5%"],
    "a service credit of 5% of the monthly fee for each missed critical incident, capped at 25%")
# "7. FORCE MAJEURE ... provided it notifies the other Party within seven (7) days."
ask(IT, "id", "force majeure di kontrak IT Solusi Teknologi Andalan lapor brp hari", ["7"],
    "provided it notifies the other Party within seven (7) days")
# "1. ... on-site and remote support for the hotel's computers, network, property management system, point-of-sale terminals and CCTV"
ask(IT, "en", "what does Solusi Teknologi Andalan support at the hotel", ["CCTV"],
    "property management system, point-of-sale terminals and CCTV")

# --- The trademark licence (the only licence: named by kind) ---
# "Pasal 3 (2) Royalti dibayar di muka setiap tahun paling lambat tanggal 10 Oktober melalui transfer ke rekening PIHAK PERTAMA."
ask(LIS, "id", "royalti lisensi merek dibayar paling lambat tgl brp", ["10 Oktober"],
    "Royalti dibayar di muka setiap tahun paling lambat tanggal 10 Oktober")
# "Pasal 7 PIHAK PERTAMA berhak mengakhiri Perjanjian ini apabila PIHAK KEDUA tidak memenuhi standar mutu atau terlambat membayar royalti lebih dari 60 (enam puluh) hari."
ask(LIS, "en", "when can the licensor end the trademark licence", ["60"],
    "terlambat membayar royalti lebih dari 60 (enam puluh) hari")
# "Pasal 8 (2) ... melalui arbitrase pada Badan Arbitrase Nasional Indonesia (BANI) ... dengan tempat arbitrase di Surabaya."
ask(LIS, "id", "arbitrase perjanjian lisensi merek tempatnya dimana", ["Surabaya"], "dengan tempat arbitrase di Surabaya")
# "Pasal 1 ... untuk menggunakan merek “SAMBAL MBOK RASA” pada produk sambal botol dan sachet"
ask(LIS, "en", "which brand does the trademark license cover", ["Sambal Mbok Rasa"],
    "menggunakan merek “SAMBAL MBOK RASA” pada produk sambal botol dan sachet")
# "... dipasarkan di wilayah Provinsi Jawa Barat dan DKI Jakarta."
ask(LIS, "id", "lisensi merek boleh dipake di wilayah mana aja", ["Jawa Barat", "Jakarta"],
    "dipasarkan di wilayah Provinsi Jawa Barat dan DKI Jakarta")
# "Pasal 6 (2) ... selambat-lambatnya 14 (empat belas) hari kalender sejak terjadinya Keadaan Memaksa"
ask(LIS, "en", "force majeure notice in the trademark licence agreement", ["14"],
    "selambat-lambatnya 14 (empat belas) hari kalender sejak terjadinya Keadaan Memaksa")

# --- Dewi Lestari Anggraini's fixed-term employment (named by the employee) ---
# "Pasal 4 Upah dibayarkan setiap tanggal 28 (dua puluh delapan) melalui transfer ke rekening PIHAK KEDUA"
ask(PKWT, "id", "gaji Dewi dibayar tiap tgl brp", ["28"], "Upah dibayarkan setiap tanggal 28 (dua puluh delapan)")
# "Pasal 7 ... melalui mediasi pada Dinas Tenaga Kerja Kota Bandung dan selanjutnya melalui Pengadilan Hubungan Industrial pada Pengadilan Negeri Bandung."
ask(PKWT, "en", "disputes under Dewi Lestari's contract go where", ["Bandung"],
    "Pengadilan Hubungan Industrial pada Pengadilan Negeri Bandung")
# "Pasal 2 Perjanjian kerja ini berlaku untuk jangka waktu 12 (dua belas) bulan terhitung sejak tanggal 1 Juli 2025"
ask(PKWT, "id", "kontrak kerja Dewi Lestari brp bulan", ["12"],
    "berlaku untuk jangka waktu 12 (dua belas) bulan terhitung sejak tanggal 1 Juli 2025")
# "Pasal 1 PIHAK PERTAMA mempekerjakan PIHAK KEDUA sebagai Staf Administrasi Gudang"
ask(PKWT, "id", "Dewi di PKWT nya kerja sbg apa", ["Gudang"], "mempekerjakan PIHAK KEDUA sebagai Staf Administrasi Gudang")

# --- The money loan (the only loan: named by kind) ---
# "Pasal 3 Atas Pinjaman dikenakan bunga sebesar 1% (satu persen) per bulan dihitung tetap (flat)"
ask(LOAN, "id", "bunga pinjaman brp persen sebulan", ["1%"], "dikenakan bunga sebesar 1% (satu persen) per bulan")
# "Pasal 4 ... PIHAK KEDUA menyerahkan kepada PIHAK PERTAMA asli Bukti Pemilikan Kendaraan Bermotor (BPKB) atas 1 (satu) unit kendaraan pikap"
ask(LOAN, "en", "what collateral was handed over under the loan agreement", ["BPKB"],
    "asli Bukti Pemilikan Kendaraan Bermotor (BPKB) atas 1 (satu) unit kendaraan pikap")
# "Pasal 7 ... melalui Pengadilan Negeri Bogor"
ask(LOAN, "en", "which court handles disputes over the loan agreement", ["Bogor"],
    "menyelesaikan perselisihan tersebut melalui Pengadilan Negeri Bogor")
# "CV Tunas Harapan Mandiri ... selanjutnya disebut “PIHAK KEDUA” atau “Penerima Pinjaman”."
ask(LOAN, "en", "who borrowed the money under the loan agreement", ["Tunas Harapan"],
    "CV Tunas Harapan Mandiri, suatu persekutuan komanditer yang berkedudukan di Bogor")

# --- The cooperation with PT Bahari (gen-009, named by the party) ---
# "Pasal 3 ... tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis."
ask("gen-009", "id", "kerja sama dgn PT Bahari bisa diputus kalo pelanggaran gak dibenerin dlm brp hari", ["14"],
    "tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis")
# "Pasal 1 Perjanjian ini mengatur pemasaran bersama produk para pihak di wilayah Indonesia bagian timur"
ask("gen-009", "id", "ruang lingkup kerja sama sama PT Bahari apa", ["timur"],
    "pemasaran bersama produk para pihak di wilayah Indonesia bagian timur")
# "Pasal 2 Perjanjian ini berlaku selama 12 (dua belas) bulan, terhitung sejak tanggal 1 September 2025"
ask("gen-009", "en", "term of the cooperation agreement with PT Bahari", ["12"],
    "Perjanjian ini berlaku selama 12 (dua belas) bulan, terhitung sejak tanggal 1 September 2025")

# --- The service contract with CV Tirta Mentari Pangan (gen-021, named by the party) ---
# "Pasal 3 ... yang dibayar paling lambat tanggal 10 setiap bulan."
ask("gen-021", "id", "kontrak jasa dgn Tirta Mentari Pangan dibayar paling telat tgl brp", ["10"],
    "yang dibayar paling lambat tanggal 10 setiap bulan")
# "Pasal 7 ... memberitahukan keadaan itu secara tertulis paling lambat 7 (tujuh) hari setelah terjadinya."
ask("gen-021", "en", "force majeure notice in the service agreement with Tirta Mentari Pangan", ["7"],
    "memberitahukan keadaan itu secara tertulis paling lambat 7 (tujuh) hari setelah terjadinya")
# "Pasal 1 Perjanjian ini mengatur jasa kebersihan gedung antara PIHAK PERTAMA dan PIHAK KEDUA."
ask("gen-021", "id", "jasa apa yg disediain di perjanjian sama CV Tirta Mentari Pangan", ["kebersihan"],
    "Perjanjian ini mengatur jasa kebersihan gedung")

# --- The master services agreement with PT Lancar Merdeka Kimia (gen-025, named by the party) ---
# "7. Governing Law This Agreement shall be governed by and construed in accordance with the laws of the Republic of Singapore."
ask("gen-025", "en", "governing law of the master services agreement with Lancar Merdeka Kimia", ["Singapore"],
    "in accordance with the laws of the Republic of Singapore")
# "3. Fees and Payment The fee is USD 5,200.00 per month"
ask("gen-025", "en", "monthly fee in the MSA with PT Lancar Merdeka Kimia", ["5,200"], "The fee is USD 5,200.00 per month")

# --- The warehouse lease from Galih Nugroho (gen-028, named by the party: two warehouse leases exist) ---
# "Pasal 2 Jangka waktu Perjanjian ini adalah 24 (dua puluh empat) bulan yang dimulai pada tanggal 11 Agustus 2025."
ask("gen-028", "id", "sewa gudang dari Galih Nugroho brp bulan", ["24"],
    "Jangka waktu Perjanjian ini adalah 24 (dua puluh empat) bulan")
# "Pasal 1 ... sebidang bangunan gudang di Jl. Pattimura No. 137, Kediri seluas 890 m2"
ask("gen-028", "en", "how big is the warehouse we rent from Galih Nugroho", ["890"], "Kediri seluas 890 m2")
# "Pasal 6 ... tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis."
ask("gen-028", "en", "termination for breach in the Galih Nugroho warehouse lease", ["14"],
    "tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis")

# --- The distributor agreement with PT Intan Sentral (gen-029, named by the party) ---
# "5. Governing Law This Agreement shall be governed by and construed in accordance with the laws of Malaysia."
ask("gen-029", "en", "which law governs the distributor agreement with PT Intan Sentral", ["Malaysia"],
    "in accordance with the laws of Malaysia")
# "1. Scope This Agreement governs the distribution of the Principal's solar lamps in the Territory"
ask("gen-029", "en", "what does PT Intan Sentral distribute", ["solar"], "the distribution of the Principal's solar lamps")

# --- The lease from Desi Siregar (gen-033, named by the party) ---
# "Pasal 1 ... sebidang bangunan gudang di Jl. Teuku Umar No. 193C, Yogyakarta seluas 178 m2"
ask("gen-033", "id", "gudang yg disewa dari Desi Siregar luasnya brp", ["178"], "Yogyakarta seluas 178 m2")
# The same sentence gives where the warehouse stands.
ask("gen-033", "en", "where is the building leased from Desi Siregar", ["Yogyakarta"], "Jl. Teuku Umar No. 193C, Yogyakarta")

# --- Arif Susanti's employment (gen-045, named by the employee) ---
# "7. Governing Law ... the laws of the Republic of Singapore."
ask("gen-045", "en", "governing law of Arif Susanti's employment contract", ["Singapore"],
    "in accordance with the laws of the Republic of Singapore")
# "1. Scope This Agreement governs employment as Sales Executive between the Employer and the Employee."
ask("gen-045", "id", "Arif Susanti dikontrak sbg apa", ["Sales Executive"], "governs employment as Sales Executive")


texts = {id: squeeze(t) for id, t in contract_texts().items()}
questions = []
for number, item in enumerate(Q, 1):
    quote = squeeze(item["quote"])
    assert quote in texts[item["cites"][0]], f"not in {item['cites'][0]}: {item['quote']}"
    for fact in item["expect"]:
        assert fact.lower() in quote or digits(fact) in digits(quote), f"{fact!r} not in: {item['quote']}"
    questions.append({"id": f"h-{number:03d}", "q": item["q"], "language": item["language"], "today": "2026-11-27",
                      "kind": "clause", "expect": item["expect"], "cites": item["cites"], "history": []})

OLDER = sorted(f for f in os.listdir(os.path.join(ROOT, "eval/assistant")) if f.startswith("judged") and f.endswith(".jsonl")
               and f != "judged-2026-11-27h.jsonl")
side = write_question_set(questions, "2026-11-27h", salt="berkas-assistant-2026-11-27h", test_below=154,
                          rule="sha256(salt + ':' + id), first byte < 154 is test (60 %)", older_sets=OLDER)
print_counts(questions, side)
