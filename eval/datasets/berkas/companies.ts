/**
 * The businesses and people in the documents. All invented: any likeness to a real business,
 * person, address, tax ID or bank account is coincidence. NPWPs carry a valid Luhn check digit.
 */
import type { Npwp } from "./format.ts";
import { npwp } from "./format.ts";

export interface Company {
  name: string;
  address: string[];
  city: string;
  npwp?: Npwp;
  phone?: string;
  email?: string;
  bank?: { bank: string; branch?: string; account: string; holder: string; swift?: string };
  director?: { name: string; role: string };
}

export const C = {
  sumberMakmur: {
    name: "PT Sumber Makmur Abadi",
    address: ["Jl. Daan Mogot Raya No. 118, Kedaung Kali Angke", "Cengkareng, Jakarta Barat 11710"],
    city: "Jakarta",
    npwp: npwp("02417385", "035"),
    phone: "(021) 5436 7712",
    email: "finance@sumbermakmurabadi.co.id",
    bank: {
      bank: "Bank BCA",
      branch: "KCU Daan Mogot",
      account: "5270312884",
      holder: "PT Sumber Makmur Abadi",
    },
    director: { name: "Hendra Gunawan", role: "Direktur" },
  },
  berkahTeknik: {
    name: "CV Berkah Teknik Mandiri",
    address: ["Jl. Margonda Raya No. 402, Kemiri Muka", "Beji, Kota Depok 16423"],
    city: "Depok",
    npwp: npwp("03285164", "412"),
    phone: "0812-8123-4470",
  },
  karyaTeknik: {
    name: "CV Karya Teknik Mandiri",
    address: ["Jl. Raya Narogong Km 7 No. 21, Bantargebang", "Kota Bekasi, Jawa Barat 17151"],
    city: "Kota Bekasi",
    npwp: npwp("03158246", "432"),
    phone: "0821-1190-6653",
    email: "admin@karyateknikmandiri.id",
    bank: {
      bank: "Bank Mandiri",
      branch: "KC Bekasi Narogong",
      account: "1560007781234",
      holder: "CV Karya Teknik Mandiri",
    },
    director: { name: "Sutrisno", role: "Direktur" },
  },
  grahaNiaga: {
    name: "PT Graha Niaga Sentosa",
    address: [
      "Wisma Niaga Lt. 5, Jl. Jend. Sudirman Kav. 45",
      "Karet Semanggi, Setiabudi, Jakarta Selatan 12930",
    ],
    city: "Jakarta Selatan",
    npwp: npwp("01873629", "062"),
    phone: "(021) 2553 8100",
    email: "ap@grahaniaga.co.id",
    bank: {
      bank: "Bank Negara Indonesia (BNI)",
      branch: "KC Sudirman",
      account: "0887654321",
      holder: "PT Graha Niaga Sentosa",
    },
    director: { name: "Lukas Tanoto", role: "Direktur Utama" },
  },
  digitalKreasi: {
    name: "PT Digital Kreasi Nusantara",
    address: ["Jl. Dipati Ukur No. 77, Lebakgede", "Coblong, Bandung 40132, Indonesia"],
    city: "Bandung",
    npwp: npwp("02954813", "423"),
    phone: "+62 22 2504 7781",
    email: "billing@digitalkreasi.id",
    bank: {
      bank: "Bank BCA",
      branch: "KCP Dipati Ukur",
      account: "7771098325",
      holder: "PT Digital Kreasi Nusantara",
      swift: "CENAIDJA",
    },
    director: { name: "Rizky Pratama", role: "Chief Executive Officer" },
  },
  hotelSamudra: {
    name: "PT Hotel Samudra Indah",
    address: ["Jl. Pantai Kuta No. 8, Kuta", "Kabupaten Badung, Bali 80361"],
    city: "Badung",
    npwp: npwp("01552706", "904"),
    director: { name: "I Made Suartana", role: "General Manager" },
  },
  lionCity: {
    name: "Lion City Packaging Pte. Ltd.",
    address: ["21 Tuas South Avenue 3", "Singapore 637512"],
    city: "Singapore",
    phone: "+65 6861 2290",
    email: "accounts@lioncitypack.com.sg",
    bank: {
      bank: "DBS Bank Ltd",
      account: "072-903114-5",
      holder: "Lion City Packaging Pte. Ltd.",
      swift: "DBSSSGSG",
    },
  },
  dapurPrima: {
    name: "PT Dapur Prima Nusantara",
    address: [
      "Kawasan Industri Jababeka II, Jl. Industri Selatan 5 Blok PP No. 3",
      "Cikarang, Bekasi 17530",
    ],
    city: "Bekasi",
    npwp: npwp("02163547", "431"),
    director: { name: "Andreas Wibisono", role: "Presiden Direktur" },
  },
  brightline: {
    name: "Brightline Cloud, Inc.",
    address: ["548 Market Street, Suite 4410", "San Francisco, CA 94104, United States"],
    city: "San Francisco",
    email: "billing@brightlinecloud.example",
  },
  ciptaData: {
    name: "PT Cipta Data Solusi",
    address: ["Jl. Kemang Raya No. 12B, Bangka", "Mampang Prapatan, Jakarta Selatan 12730"],
    city: "Jakarta Selatan",
    npwp: npwp("03376104", "014"),
    director: { name: "Yohanes Kurniawan", role: "Direktur" },
  },
  berkahJaya: {
    name: "UD Berkah Jaya",
    address: ["Jl. Raya Parung No. 45, Parung, Kab. Bogor"],
    city: "Parung",
    phone: "0812-9034-5517",
  },
  tunasHarapan: {
    name: "CV Tunas Harapan Mandiri",
    address: ["Jl. Pahlawan No. 23, Sempur", "Bogor Tengah, Kota Bogor 16129"],
    city: "Bogor",
    npwp: npwp("03621985", "404"),
    director: { name: "Agus Setiawan", role: "Direktur" },
  },
  bogaRasa: {
    name: "PT Boga Rasa Nusantara",
    address: ["Jl. Soekarno-Hatta No. 590, Sekejati", "Buahbatu, Bandung 40286"],
    city: "Bandung",
    npwp: npwp("02788431", "441"),
    director: { name: "Fransiska Halim", role: "Direktur" },
  },
  dapurIbuSari: {
    name: "CV Dapur Ibu Sari",
    address: ["Jl. Warakas Raya Gg. 5 No. 17, Warakas", "Tanjung Priok, Jakarta Utara 14330"],
    city: "Jakarta Utara",
    npwp: npwp("03574219", "045"),
    phone: "0857-7123-8890",
    bank: {
      bank: "Bank BRI",
      branch: "Unit Warakas",
      account: "034101002345567",
      holder: "CV Dapur Ibu Sari",
    },
    director: { name: "Sari Wulandari", role: "Pemilik" },
  },
  saranaLogistik: {
    name: "PT Sarana Logistik Prima",
    address: ["Jl. Yos Sudarso Kav. 85, Sunter Jaya", "Tanjung Priok, Jakarta Utara 14350"],
    city: "Jakarta Utara",
    npwp: npwp("01964382", "048"),
    director: { name: "Bambang Sulistyo", role: "Direktur Operasional" },
  },
  mitraKemasan: {
    name: "PT Mitra Kemasan Sejahtera",
    address: ["Jl. Raya Serang Km 12,5, Bitung Jaya", "Cikupa, Kabupaten Tangerang, Banten 15710"],
    city: "Kabupaten Tangerang",
    npwp: npwp("02395178", "451"),
    phone: "(021) 5940 2218",
    email: "sales@mitrakemasan.co.id",
    bank: {
      bank: "Bank CIMB Niaga",
      branch: "KC Cikupa",
      account: "800153278900",
      holder: "PT Mitra Kemasan Sejahtera",
    },
    director: { name: "Wirawan Santoso", role: "Direktur" },
  },
  rasaNusantara: {
    name: "CV Rasa Nusantara Jaya",
    address: ["Jl. Ahmad Yani No. 301, Gayungan", "Surabaya 60235"],
    city: "Surabaya",
    npwp: npwp("03047592", "609"),
    director: { name: "Dimas Ardiansyah", role: "Direktur" },
  },
  cahayaElektrik: {
    name: "PT Cahaya Elektrik Persada",
    address: ["Jl. Kapuk Kamal Raya No. 88, Kamal Muara", "Penjaringan, Jakarta Utara 14470"],
    city: "Jakarta Utara",
    npwp: npwp("02610348", "047"),
    phone: "(021) 5595 1180",
    bank: {
      bank: "Bank BCA",
      branch: "KCP Kapuk",
      account: "6840221937",
      holder: "PT Cahaya Elektrik Persada",
    },
    director: { name: "Steven Halim", role: "Direktur" },
  },
  sinarTerang: {
    name: "PT Sinar Terang Logistik",
    address: ["Jl. Raya Cakung Cilincing Km 3, Cakung Timur", "Cakung, Jakarta Timur 13910"],
    city: "Jakarta Timur",
    npwp: npwp("01784290", "004"),
    phone: "(021) 4682 0091",
    email: "billing@sinarteranglogistik.co.id",
    bank: {
      bank: "Bank Mandiri",
      branch: "KCP Cakung",
      account: "1250014457821",
      holder: "PT Sinar Terang Logistik",
    },
    director: { name: "Robert Sihombing", role: "Manajer Keuangan" },
  },
  mediaCetak: {
    name: "PT Media Cetak Prima",
    address: ["Jl. Jend. Gatot Subroto No. 155, Malabar", "Lengkong, Bandung 40262"],
    city: "Bandung",
    npwp: npwp("02519873", "428"),
    phone: "(022) 730 4411",
    bank: {
      bank: "Bank BNI",
      branch: "KC Buah Batu",
      account: "1122334450",
      holder: "PT Media Cetak Prima",
    },
    director: { name: "Yuliana Kartika", role: "Kepala Keuangan" },
  },
  mitraKreatif: {
    name: "CV Mitra Kreatif Digital",
    address: ["Jl. Kaliurang Km 5,6 No. 12, Caturtunggal", "Depok, Sleman, D.I. Yogyakarta 55281"],
    city: "Sleman",
    npwp: npwp("03835162", "542"),
    director: { name: "Nadia Paramitha", role: "Direktur" },
  },
  sentosaKimia: {
    name: "PT Sentosa Abadi Kimia",
    address: ["Jl. Rungkut Industri III No. 41, Kali Rungkut", "Rungkut, Surabaya 60293"],
    city: "Surabaya",
    npwp: npwp("01438265", "631"),
    phone: "(031) 843 9920",
    email: "ar@sentosakimia.co.id",
    bank: {
      bank: "Bank BCA",
      branch: "KCU Rungkut",
      account: "0881205566",
      holder: "PT Sentosa Abadi Kimia",
    },
    director: { name: "Linda Kusumawati", role: "Credit Control" },
  },
} satisfies Record<string, Company>;
