/**
 * The held-out set's own words: business names are composed from these parts, so almost every
 * document names a business no other document (and no development set) names. None of these
 * lists is taken from eval/datasets/berkas; keep it that way, or the set stops being unseen.
 */
import type { Random } from "./random.ts";
import { between, chance, pick, sample } from "./random.ts";

const NAME_WORDS = [
  "Cahaya",
  "Lestari",
  "Sinar",
  "Bumi",
  "Prima",
  "Mulia",
  "Bintang",
  "Rejeki",
  "Pelangi",
  "Samudra",
  "Citra",
  "Gemilang",
  "Tirta",
  "Kencana",
  "Sejahtera",
  "Perkasa",
  "Wangi",
  "Indah",
  "Lancar",
  "Setia",
  "Mekar",
  "Dharma",
  "Arta",
  "Bahari",
  "Cemerlang",
  "Pusaka",
  "Rimba",
  "Surya",
  "Mentari",
  "Permata",
  "Anugerah",
  "Sakti",
  "Tunggal",
  "Selaras",
  "Lintas",
  "Kirana",
  "Wira",
  "Sentral",
  "Merdeka",
  "Gunung",
  "Kartika",
  "Purnama",
  "Bunga",
  "Intan",
  "Emas",
];
const TRADE_WORDS = [
  "Logistik",
  "Farma",
  "Konstruksi",
  "Solusi",
  "Elektrik",
  "Pangan",
  "Tekstil",
  "Media",
  "Agro",
  "Kimia",
  "Sistem",
  "Persada",
  "Inti",
  "Global",
  "Energi",
  "Bangun",
  "Cipta",
  "Daya",
  "Medika",
];
export const CITIES = [
  "Surabaya",
  "Medan",
  "Makassar",
  "Semarang",
  "Yogyakarta",
  "Malang",
  "Palembang",
  "Balikpapan",
  "Pontianak",
  "Manado",
  "Denpasar",
  "Padang",
  "Pekanbaru",
  "Surakarta",
  "Cirebon",
  "Batam",
  "Tangerang",
  "Banjarmasin",
  "Kupang",
  "Jambi",
  "Samarinda",
  "Mataram",
  "Kediri",
  "Jember",
];
const STREETS = [
  "Pahlawan",
  "Diponegoro",
  "Gajah Mada",
  "Ahmad Yani",
  "Imam Bonjol",
  "Veteran",
  "Pemuda",
  "Sisingamangaraja",
  "Hayam Wuruk",
  "Kartini",
  "Pattimura",
  "Cendrawasih",
  "Kenanga",
  "Flamboyan",
  "Teuku Umar",
  "Panglima Polim",
  "Gatot Subroto",
  "Basuki Rahmat",
  "Cempaka",
];
const FIRST_NAMES = [
  "Rizky",
  "Yohanes",
  "Siti",
  "Nur",
  "Fajar",
  "Wulan",
  "Gilang",
  "Intan",
  "Reza",
  "Maya",
  "Teguh",
  "Ratna",
  "Arif",
  "Desi",
  "Bayu",
  "Lina",
  "Yusuf",
  "Hendro",
  "Novi",
  "Galih",
  "Putri",
  "Yudi",
];
const LAST_NAMES = [
  "Saputra",
  "Rahmawati",
  "Nugroho",
  "Hidayat",
  "Kurniawan",
  "Permana",
  "Susanti",
  "Siregar",
  "Nasution",
  "Tanjung",
  "Pratama",
  "Gultom",
  "Lubis",
  "Manurung",
  "Sembiring",
  "Wicaksono",
];
const FOREIGN_FIRST = [
  "Harbor",
  "Summit",
  "Crescent",
  "Maple",
  "Granite",
  "Lumen",
  "Orbit",
  "Coral",
  "Pioneer",
  "Vector",
  "Kestrel",
  "Juniper",
];
const FOREIGN_SECOND = [
  "Labs",
  "Systems",
  "Trading",
  "Supplies",
  "Analytics",
  "Networks",
  "Components",
  "Logistics",
  "Software",
  "Instruments",
];

export interface Business {
  name: string;
  address: string;
  city: string;
  phone: string;
}

function phone(random: Random): string {
  return chance(random, 0.5)
    ? `(0${between(random, 21, 778)}) ${between(random, 300, 899)}-${between(random, 1000, 9999)}`
    : `08${between(random, 11, 99)}-${between(random, 1000, 9999)}-${between(random, 1000, 9999)}`;
}

export function address(random: Random, city = pick(random, CITIES)): string {
  const street = `Jl. ${pick(random, STREETS)} No. ${between(random, 1, 240)}${chance(random, 0.2) ? pick(random, ["A", "B", "C"]) : ""}`;
  return chance(random, 0.4)
    ? `${street}, RT ${between(random, 1, 9).toString().padStart(3, "0")}/RW ${between(random, 1, 12).toString().padStart(3, "0")}, ${city}`
    : `${street}, ${city}`;
}

/** A registered company: PT or CV and two or three name words. */
export function company(random: Random, forms: readonly string[] = ["PT", "PT", "CV"]): Business {
  const words = sample(random, NAME_WORDS, chance(random, 0.5) ? 2 : 1);
  if (chance(random, 0.6)) words.push(pick(random, TRADE_WORDS));
  const city = pick(random, CITIES);
  return {
    name: `${pick(random, forms)} ${words.join(" ")}`,
    address: address(random, city),
    city,
    phone: phone(random),
  };
}

export type ShopKind = "grocery" | "restaurant" | "pharmacy" | "hardware" | "cafe";

const SHOP_PREFIX: Record<ShopKind, string[]> = {
  grocery: ["Toko", "Swalayan", "Grosir", "UD", "Minimarket"],
  restaurant: ["Rumah Makan", "Warung", "Depot", "Resto"],
  pharmacy: ["Apotek", "Apotik"],
  hardware: ["Toko Bangunan", "UD", "Toko Besi"],
  cafe: ["Kedai Kopi", "Kopi", "Kafe"],
};

export function shop(random: Random, kind: ShopKind): Business {
  const words = sample(random, NAME_WORDS, chance(random, 0.6) ? 2 : 1);
  const city = pick(random, CITIES);
  return {
    name: `${pick(random, SHOP_PREFIX[kind])} ${words.join(" ")}`,
    address: address(random, city),
    city,
    phone: phone(random),
  };
}

export function foreignCompany(random: Random, country: "SG" | "MY" | "US"): Business {
  const form = { SG: "Pte. Ltd.", MY: "Sdn. Bhd.", US: pick(random, ["Inc.", "LLC"]) }[country];
  const city = {
    SG: "Singapore",
    MY: pick(random, ["Kuala Lumpur", "Penang", "Johor Bahru"]),
    US: pick(random, ["Austin, TX", "Denver, CO", "Portland, OR"]),
  }[country];
  const street = `${between(random, 2, 480)} ${pick(random, ["Kallang Way", "Jalan Ampang", "Market Street", "Ubi Avenue 3", "Jalan Tun Razak", "Elm Street"])}`;
  return {
    name: `${pick(random, FOREIGN_FIRST)} ${pick(random, FOREIGN_SECOND)} ${form}`,
    address: `${street}, ${city}`,
    city,
    phone: `+${country === "SG" ? "65" : country === "MY" ? "60" : "1"} ${between(random, 2000, 9999)} ${between(random, 1000, 9999)}`,
  };
}

export function person(random: Random): string {
  return `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;
}

export const SHOP_ITEMS: Record<ShopKind, Array<[string, number]>> = {
  grocery: [
    ["Beras Pandan 5kg", 78500],
    ["Minyak Sayur 2L", 36900],
    ["Gula Pasir 1kg", 17800],
    ["Telur Ayam 1kg", 29500],
    ["Mie Goreng Instan", 3400],
    ["Susu UHT 1L", 19900],
    ["Kecap Manis 520ml", 23400],
    ["Sabun Cuci Piring", 14200],
    ["Teh Celup isi 25", 7900],
    ["Kopi Bubuk 200g", 26500],
    ["Air Mineral 600ml", 4000],
    ["Roti Tawar Kupas", 17000],
    ["Sarden Kaleng 425g", 24800],
    ["Tepung Terigu 1kg", 13500],
    ["Deterjen Bubuk 800g", 21900],
  ],
  restaurant: [
    ["Nasi Goreng Kampung", 32000],
    ["Soto Ayam Lamongan", 28000],
    ["Bakso Urat", 30000],
    ["Mie Ayam Jamur", 25000],
    ["Sate Kambing 10 tsk", 55000],
    ["Ikan Bakar Kecap", 68000],
    ["Tahu Telor", 22000],
    ["Es Campur", 18000],
    ["Jus Alpukat", 20000],
    ["Teh Manis Hangat", 8000],
    ["Kopi Tubruk", 12000],
    ["Pisang Goreng", 15000],
    ["Cap Cay Seafood", 45000],
    ["Nasi Uduk Komplit", 27000],
  ],
  pharmacy: [
    ["Paracetamol 500mg strip", 6500],
    ["Vitamin C 1000mg", 42000],
    ["Sirup Obat Batuk 60ml", 21500],
    ["Minyak Kayu Putih 60ml", 24000],
    ["Plester Luka isi 10", 8500],
    ["Masker Medis 1 box", 35000],
    ["Antasida Tablet strip", 7800],
    ["Salep Kulit 10g", 18900],
    ["Termometer Digital", 55000],
  ],
  hardware: [
    ["Semen 40kg", 62000],
    ["Paku 5cm (kg)", 21000],
    ["Cat Tembok 5kg", 118000],
    ["Pipa PVC 3/4 in", 27500],
    ["Kabel NYM 2x1,5 (m)", 9800],
    ["Kuas Cat 3 in", 14500],
    ["Lem Pipa 100g", 11000],
    ["Stop Kontak 4 lubang", 47000],
    ["Engsel Pintu 4 in", 16500],
    ["Amplas Kertas", 3500],
  ],
  cafe: [
    ["Kopi Susu Aren", 24000],
    ["Americano", 22000],
    ["Cafe Latte", 30000],
    ["Matcha Latte", 32000],
    ["Croffle Keju", 28000],
    ["Teh Tarik", 20000],
    ["Roti Bakar Coklat", 23000],
    ["Cold Brew", 27000],
  ],
};

export const SERVICES_ID = [
  "Jasa konsultasi perpajakan",
  "Sewa alat berat (per hari)",
  "Pemeliharaan AC split",
  "Pengadaan kertas HVS A4",
  "Jasa desain kemasan produk",
  "Instalasi jaringan LAN",
  "Pelatihan K3 karyawan",
  "Jasa angkut kontainer 20 ft",
  "Kalibrasi timbangan digital",
  "Langganan aplikasi akuntansi",
  "Pembuatan seragam kerja",
  "Servis genset 100 kVA",
  "Pengecatan ulang gudang",
  "Sewa tenda dan kursi acara",
];
export const SERVICES_EN = [
  "Cloud hosting, monthly plan",
  "Software licence (annual seat)",
  "Translation services per page",
  "Freight forwarding",
  "Equipment rental",
  "Technical support hours",
  "Data annotation batch",
  "Printing of brochures",
  "Market research report",
  "Website accessibility audit",
  "Payroll processing fee",
  "Warehouse handling",
];
