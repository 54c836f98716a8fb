"""
The questions of eval/assistant/judged-2026-11-27c.jsonl (issue 18, sixth set): clause
questions over the corpus's contracts, on MANY topics (penalties, interest, instalments,
collateral, deposits, payment terms, commissions, who bears a cost or a tax, notice periods,
cure periods, renewal deadlines, how long confidentiality lasts, arbitration seats and courts,
force majeure, service levels, exclusivity, territory, the language that prevails, a leased
area, a salary), typed the way people type ("brp", "kapan", "tgl", "yg", "klo", typos, English
and Indonesian mixed). Written because the fifth set's clause questions on topics the dev sets
never asked went 1 of 9 right: the planner had learned clause topics one by one.

Each answer was judged BY HAND, reading the contract's own text (generated contracts in
eval/search/corpus/files, and contracts on the dev side of eval/splits/berkas.json, as read by
the product's reader); the passage it was read from is written beside each question (`source`,
whitespace normalised) and the expected fact must stand in it. Nothing was taken from the
product's answers. A question names its contract the way people do: a party, the kind of
contract, the place, the brand.

The split (salted hash) is decided with the questions, before any of them is run:
`python3 eval/assistant/judging/judge-2026-11-27c.py` rewrites the question file and its split.
"""
import json, hashlib, os, re

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../.."))
T = "2026-01-15"
Q = []


def q(id, text, lang, topic, expect, cite, source):
    """One question: `expect` are facts stated in `source`, the contract's own words."""
    flat = re.sub(r"\s+", " ", source)
    for fact in expect:
        assert fact.lower() in flat.lower(), (id, fact)
    Q.append(dict(id=id, q=text, language=lang, today=T, kind="clause", topic=topic,
                  expect=expect, cites=[cite]))


RUKO = "Perjanjian_Sewa_Ruko_BSD_C17"
PKS = "PKS_BRN-MKD_031-2025"
EVER = "Distribution_Agreement_Everbright_DPN_2025"
NDA_M = "Mutual_NDA_Meridian_CiptaData_signed"
NDA_S = "scan_perjanjian_kerahasiaan_SLP"
LOAN = "Perjanjian Pinjam Meminjam Uang - CV Tunas Harapan"
IT = "IT_Services_Agreement_STA-HSI_2025"
SAMBAL = "Perjanjian_Lisensi_Merek_Sambal_Mbok_Rasa"

# a shophouse lease (Indonesian)
q("e01", "sewa ruko bsd bayarnya paling lambat tgl brp", "id", "payment deadline", ["27 Desember 2024"], RUKO,
  "Harga sewa dibayar sekaligus oleh PIHAK KEDUA paling lambat tanggal 27 Desember 2024 melalui transfer")
q("e02", "siapa yg nanggung perbaikan atap ruko bsd", "id", "who bears a cost", ["tanggungan PIHAK PERTAMA"], RUKO,
  "Perbaikan struktur bangunan dan atap menjadi tanggungan PIHAK PERTAMA.")
q("e03", "force majeure notice for the bsd shophouse lease", "en", "force majeure", ["14 (empat belas) hari"], RUKO,
  "wajib memberitahukan secara tertulis kepada pihak lainnya selambat-lambatnya 14 (empat belas) hari kalender sejak terjadinya Keadaan Kahar")
q("e04", "brp lama waktu perbaikan pelanggaran sebelum sewa ruko bsd bisa diputus", "id", "cure period", ["30 (tiga puluh) hari"], RUKO,
  "tidak memperbaikinya dalam waktu 30 (tiga puluh) hari setelah menerima teguran tertulis, pihak lainnya berhak mengakhiri")
q("e05", "sengketa sewa ruko bsd diselesaikan di pengadilan mana", "id", "dispute forum", ["Pengadilan Negeri Tangerang"], RUKO,
  "menyelesaikan perselisihan tersebut melalui Pengadilan Negeri Tangerang")
q("e06", "is the deposit for the bsd ruko returned with interest", "en", "deposit", ["tanpa bunga"], RUKO,
  "uang jaminan sebesar Rp10.000.000,00 (sepuluh juta rupiah) yang akan dikembalikan tanpa bunga setelah Ruko diserahkan kembali")
q("e07", "pph sewa ruko bsd ditanggung siapa", "id", "who bears a tax", ["tanggungan PIHAK PERTAMA"], RUKO,
  "Pajak Penghasilan atas sewa bangunan menjadi tanggungan PIHAK PERTAMA dan dipotong oleh PIHAK KEDUA")
# a marketing cooperation agreement (Indonesian)
q("e08", "komisi mitra kreatif digital brp persen", "id", "commission", ["12%"], PKS,
  "PIHAK KEDUA berhak atas komisi sebesar 12% (dua belas persen) dari nilai penjualan bersih setiap bulan")
q("e09", "when must boga rasa pay the commission under the marketing pks", "en", "payment terms", ["14 (empat belas) hari"], PKS,
  "PIHAK PERTAMA membayar komisi selambat-lambatnya 14 (empat belas) hari kalender setelah menerima laporan penjualan dan faktur")
q("e10", "kerahasiaan pks boga rasa masih berlaku brp lama stlh perjanjian selesai", "id", "confidentiality duration", ["2 (dua) tahun"], PKS,
  "selama Perjanjian ini berlaku dan 2 (dua) tahun setelah Perjanjian ini berakhir.")
q("e11", "laporan penjualan mitra kreatif dikirim tiap tgl brp", "id", "reporting", ["tanggal 5"], PKS,
  "menyampaikan laporan penjualan setiap tanggal 5 (lima) bulan berikutnya.")
q("e12", "arbitration seat for the boga rasa marketing agreement", "en", "arbitration", ["Jakarta"], PKS,
  "melalui arbitrase pada Badan Arbitrase Nasional Indonesia (BANI) menurut peraturan dan prosedur BANI yang berlaku, dengan tempat arbitrase di Jakarta.")
q("e13", "kalau mau perpanjang pks dgn mitra kreatif paling lambat kapan", "id", "renewal deadline", ["30 (tiga puluh) hari"], PKS,
  "dapat diperpanjang berdasarkan kesepakatan tertulis PARA PIHAK paling lambat 30 (tiga puluh) hari sebelum berakhirnya jangka waktu tersebut.")
# an exclusive distribution agreement (English)
q("e14", "minimum purchase per year in the everbright agreement", "en", "minimum purchase", ["USD 250,000"], EVER,
  "aggregate value of not less than USD 250,000 (two hundred and fifty thousand United States Dollars) in each contract year.")
q("e15", "everbright - brp hari harus kasih tau klo ada force majeure", "id", "force majeure", ["fourteen (14) days"], EVER,
  "provided that it notifies the other Party in writing within fourteen (14) days.")
q("e16", "who pays import duties under the everbright distribution deal", "en", "who bears a cost", ["responsible for import duties"], EVER,
  "The Distributor is responsible for import duties, taxes, and obtaining any import licences and SNI certification required in the Territory.")
q("e17", "cure period for a material breach in the everbright contract", "en", "cure period", ["thirty (30) days"], EVER,
  "commits a material breach and fails to remedy it within thirty (30) days of notice, or becomes insolvent.")
q("e18", "which language prevails in the everbright agreement", "en", "language", ["Indonesian version shall prevail"], EVER,
  "In the event of any inconsistency between the two versions, the Indonesian version shall prevail.")
q("e19", "harga di kontrak distribusi everbright pakai harga apa", "id", "prices", ["export price list"], EVER,
  "Prices are those in the Principal's export price list in force at the date of the order, FOB Port Klang.")
# a mutual NDA (English)
q("e20", "nda meridian arbitrasenya di lembaga apa", "id", "arbitration", ["Singapore International Arbitration Centre"], NDA_M,
  "finally resolved by arbitration administered by the Singapore International Arbitration Centre (SIAC) in accordance with its Arbitration Rules.")
q("e21", "what must we do with meridian's confidential info when the nda ends", "en", "return of information", ["return or destroy"], NDA_M,
  "on expiry of this Agreement, the Recipient shall promptly return or destroy all Confidential Information")
q("e22", "nda meridian klo diminta pengadilan buka info rahasia gmn", "id", "compelled disclosure", ["prompt notice"], NDA_M,
  "it shall, where legally permitted, give the Discloser prompt notice and disclose only the portion that is legally required.")
# an Indonesian NDA (a scan)
q("e23", "kewajiban kerahasiaan nda sarana logistik berlaku brp lama setelah berakhir", "id", "confidentiality duration", ["1 (satu) tahun"], NDA_S,
  "Kewajiban menjaga kerahasiaan tetap berlaku selama 1 (satu) tahun setelah Perjanjian ini berakhir.")
q("e24", "sanksi klo melanggar nda dgn sarana logistik prima", "id", "penalty", ["mengganti seluruh kerugian"], NDA_S,
  "Pihak yang melanggar ketentuan Perjanjian ini wajib mengganti seluruh kerugian yang diderita oleh pihak lainnya")
q("e25", "which court settles disputes under the sarana logistik nda", "en", "dispute forum", ["Pengadilan Negeri Jakarta Utara"], NDA_S,
  "menyelesaikan perselisihan tersebut melalui Pengadilan Negeri Jakarta Utara")
# a loan agreement (Indonesian)
q("e26", "bunga pinjaman cv tunas harapan brp", "id", "interest", ["1% (satu persen)"], LOAN,
  "Atas Pinjaman dikenakan bunga sebesar 1% (satu persen) per bulan dihitung tetap (flat) dari jumlah pokok Pinjaman.")
q("e27", "monthly instalment on the tunas harapan loan", "en", "instalment", ["Rp14.000.000,00"], LOAN,
  "PIHAK KEDUA membayar angsuran setiap tanggal 1 (satu) setiap bulan sebesar Rp14.000.000,00 (empat belas juta rupiah)")
q("e28", "jaminan pinjaman tunas harapan apa", "id", "collateral", ["BPKB"], LOAN,
  "PIHAK KEDUA menyerahkan kepada PIHAK PERTAMA asli Bukti Pemilikan Kendaraan Bermotor (BPKB) atas 1 (satu) unit kendaraan pikap")
q("e29", "is there a penalty for paying off the tunas harapan loan early", "en", "prepayment", ["tanpa dikenakan denda"], LOAN,
  "PIHAK KEDUA dapat melunasi Pinjaman sebelum jangka waktu berakhir tanpa dikenakan denda.")
q("e30", "klo tunas harapan telat bayar angsuran gmn", "id", "default", ["2 (dua) bulan"], LOAN,
  "Apabila PIHAK KEDUA terlambat membayar angsuran lebih dari 2 (dua) bulan berturut-turut, PIHAK PERTAMA berhak menagih seketika seluruh sisa Pinjaman")
q("e31", "angsuran pinjaman cv tunas harapan mulai kapan", "id", "instalment start", ["1 September 2025"], LOAN,
  "dan bunga Rp1.500.000,00 (satu juta lima ratus ribu rupiah), dimulai pada tanggal 1 September 2025.")
# an IT services agreement (English)
q("e32", "response time for critical incidents in the hotel samudra it contract", "en", "service levels", ["30 minutes"], IT,
  "Critical incidents (front office or payment systems unavailable): response within 30 minutes and on-site attendance within 2 hours.")
q("e33", "service credit cap it support hotel samudra", "en", "penalty", ["25%"], IT,
  "a service credit of 5% of the monthly fee for each missed critical incident, capped at 25%.")
q("e34", "hotel samudra harus bayar invoice it support dlm brp hari", "id", "payment terms", ["thirty (30) days"], IT,
  "the Client shall pay within thirty (30) days of receipt of a valid invoice and tax invoice (faktur pajak).")
q("e35", "where are disputes settled under the solusi teknologi andalan agreement", "en", "dispute forum", ["District Court of Denpasar"], IT,
  "Disputes which cannot be settled amicably within thirty (30) days shall be submitted to the District Court of Denpasar")
q("e36", "brp kali sebulan maintenance preventif di kontrak it hotel samudra", "id", "scope", ["once a month"], IT,
  "including preventive maintenance once a month and a help desk available 24 hours a day, 7 days a week.")
# a trademark licence (Indonesian)
q("e37", "brp kali setahun pemeriksaan mutu lisensi sambal", "id", "quality inspection", ["2 (dua) kali"], SAMBAL,
  "untuk melakukan pemeriksaan mutu sekurang-kurangnya 2 (dua) kali dalam setahun.")
q("e38", "royalti sambal mbok rasa per tahun brp", "id", "royalty", ["Rp48.000.000,00"], SAMBAL,
  "PIHAK KEDUA membayar royalti tetap sebesar Rp48.000.000,00 (empat puluh delapan juta rupiah) per tahun")
q("e39", "is the sambal mbok rasa trademark license exclusive", "en", "exclusivity", ["non-eksklusif"], SAMBAL,
  "PIHAK PERTAMA memberikan lisensi yang bersifat non-eksklusif kepada PIHAK KEDUA")
q("e40", "lisensi merek sambal boleh dipasarkan di wilayah mana aja", "id", "territory", ["Jawa Barat"], SAMBAL,
  "dipasarkan di wilayah Provinsi Jawa Barat dan DKI Jakarta.")
q("e41", "who pays to register the sambal license at the ip office", "en", "who bears a cost", ["atas biaya sendiri"], SAMBAL,
  "PIHAK KEDUA atas biaya sendiri mencatatkan Perjanjian ini pada Direktorat Jenderal Kekayaan Intelektual.")
# generated contracts
q("e42", "jasa kebersihan tirta mentari dibayar tgl brp tiap bulan", "id", "payment deadline", ["tanggal 10"], "gen-021",
  "yang dibayar paling lambat tanggal 10 setiap bulan.")
q("e43", "luas gudang yg disewa cv arta pangan", "id", "leased area", ["890 m2"], "gen-028",
  "Perjanjian ini mengatur sebidang bangunan gudang di Jl. Pattimura No. 137, Kediri seluas 890 m2")
q("e44", "can the msa with lancar merdeka kimia be assigned to someone else", "en", "assignment", ["prior written consent"], "gen-025",
  "Neither party may assign or transfer its rights or obligations under this Agreement without the prior written consent of the other party")
q("e45", "intan sentral distributor agreement force majeure notice", "en", "force majeure", ["seven days"], "gen-029",
  "provided it notifies the other party in writing within seven days and resumes performance as soon as practicable.")
q("e46", "gaji arif susanti brp sebulan", "id", "salary", ["10,800,000.00"], "gen-045",
  "The Employer shall pay the Employee a gross monthly salary of USD 10,800,000.00.")
q("e47", "kerja sama perkasa sentral medika, brp hari utk memperbaiki pelanggaran sblm bisa diputus", "id", "cure period", ["14 (empat belas) hari"], "gen-009",
  "tidak memperbaiki pelanggaran tersebut dalam 14 (empat belas) hari sejak menerima teguran tertulis.")
q("e48", "gudang yg disewa pt tunggal sistem luasnya brp", "id", "leased area", ["178 m2"], "gen-033",
  "sebidang bangunan gudang di Jl. Teuku Umar No. 193C, Yogyakarta seluas 178 m2")

older = set()
for name in ["judged.jsonl", "judged-2026-11-26.jsonl", "judged-2026-11-26b.jsonl",
             "judged-2026-11-27.jsonl", "judged-2026-11-27b.jsonl"]:
    for line in open(os.path.join(ROOT, "eval/assistant", name)):
        if line.strip(): older.add(json.loads(line)["q"].lower())
assert not any(x["q"].lower() in older for x in Q)
assert len({x["id"] for x in Q}) == len(Q)

SALT = "berkas-assistant-2026-11-27c"
def side(id): return "test" if hashlib.sha256((SALT + ":" + id).encode()).digest()[0] < 128 else "dev"
with open(os.path.join(ROOT, "eval/assistant/judged-2026-11-27c.jsonl"), "w") as out:
    for x in Q: out.write(json.dumps(x, ensure_ascii=False) + "\n")
split = {"salt": SALT, "rule": "sha256(salt + ':' + id), first byte < 128 is test",
         "made": "2026-11-27, with the questions, before any of them was run",
         "dev": [x["id"] for x in Q if side(x["id"]) == "dev"],
         "test": [x["id"] for x in Q if side(x["id"]) == "test"]}
with open(os.path.join(ROOT, "eval/assistant/split-2026-11-27c.json"), "w") as out:
    json.dump(split, out, indent=2)
    out.write("\n")
if __name__ == "__main__":
    print(len(Q), "questions;", len(split["dev"]), "dev,", len(split["test"]), "test")
