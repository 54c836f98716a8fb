/**
 * Who the generated documents are from and between: Indonesian and foreign vendors grouped by
 * what they sell, with the line items they bill in both languages. `{month}` and `{n}` in an
 * item are filled when the document is written.
 */

export type Language = "id" | "en";
export type Currency = "IDR" | "USD" | "SGD";

export interface Trade {
  /** What the trade bills, per language. */
  items: Record<Language, string[]>;
  /** A sentence or two about the supply, per language; used in invoices and statements. */
  notes: Record<Language, string[]>;
  /** Typical total of one document in IDR, low and high. */
  range: [number, number];
}

export interface Vendor {
  name: string;
  trade: keyof typeof TRADES;
  /** Foreign vendors bill in their own currency and write in English. */
  currency?: Currency;
}

export const TRADES = {
  electricity: {
    items: {
      id: ["Pemakaian listrik {month}", "Biaya beban daya {n}.000 VA", "Pajak Penerangan Jalan"],
      en: ["Electricity usage {month}", "Demand charge {n},000 VA", "Street lighting tax"],
    },
    notes: {
      id: [
        "Tagihan listrik pascabayar untuk ID pelanggan {account}, tarif B-2 bisnis.",
        "Pemakaian listrik bulan ini dihitung dari selisih stand meter awal dan akhir.",
        "Bayar tagihan listrik sebelum tanggal 20 untuk menghindari biaya keterlambatan dan pemutusan sementara.",
      ],
      en: [
        "Postpaid electricity bill for customer ID {account}, business tariff B-2.",
        "This month's electricity usage is the difference between the opening and closing meter readings.",
      ],
    },
    range: [400_000, 12_000_000],
  },
  telecom: {
    items: {
      id: [
        "Paket Halo Kick {n}GB",
        "Internet dedicated {n}0 Mbps",
        "Biaya abonemen",
        "Roaming internasional",
      ],
      en: [
        "Postpaid plan {n}GB",
        "Dedicated internet {n}0 Mbps",
        "Monthly subscription",
        "International roaming",
      ],
    },
    notes: {
      id: [
        "Rincian pemakaian telepon, SMS dan data untuk nomor {account} periode {month}.",
        "Layanan internet kantor dengan SLA 99,5% dan dukungan teknis 24 jam.",
      ],
      en: [
        "Itemised voice, SMS and data usage for number {account}, period {month}.",
        "Office internet service with a 99.5% SLA and 24-hour technical support.",
      ],
    },
    range: [150_000, 9_000_000],
  },
  water: {
    items: {
      id: ["Pemakaian air {n}0 m³", "Biaya administrasi", "Biaya pemeliharaan meter"],
      en: ["Water usage {n}0 m³", "Administration fee", "Meter maintenance fee"],
    },
    notes: {
      id: ["Tagihan air bersih untuk nomor sambungan {account}, golongan niaga kecil."],
      en: ["Clean water bill for connection number {account}, small commercial class."],
    },
    range: [80_000, 2_500_000],
  },
  officeSupplies: {
    items: {
      id: [
        "Kertas HVS A4 80 gsm (rim)",
        "Tinta printer Epson 003",
        "Map plastik",
        "Pulpen Standard AE7 (lusin)",
        "Amplop coklat",
        "Stapler Max HD-10",
        "Buku kwitansi",
      ],
      en: [
        "A4 copy paper 80 gsm (ream)",
        "Epson 003 printer ink",
        "Plastic folders",
        "Ballpoint pens (dozen)",
        "Brown envelopes",
        "Stapler",
      ],
    },
    notes: {
      id: ["Barang yang sudah dibeli tidak dapat ditukar atau dikembalikan."],
      en: ["Goods sold are not returnable or exchangeable."],
    },
    range: [50_000, 6_000_000],
  },
  buildingMaterials: {
    items: {
      id: [
        "Semen Tiga Roda 50 kg",
        "Besi beton 10 mm",
        "Cat tembok Dulux 25 kg",
        "Pasir cor (m³)",
        "Keramik 40x40 Roman",
        "Pipa PVC Rucika 3 inci",
      ],
      en: [
        "Portland cement 50 kg",
        "Reinforcing bar 10 mm",
        "Wall paint 25 kg",
        "Concrete sand (m³)",
        "Ceramic tiles 40x40",
      ],
    },
    notes: {
      id: ["Barang dikirim ke lokasi proyek, ongkos bongkar ditanggung pembeli."],
      en: ["Goods delivered to the project site; unloading at the buyer's cost."],
    },
    range: [300_000, 80_000_000],
  },
  logistics: {
    items: {
      id: [
        "Jasa pengiriman Jakarta–Surabaya",
        "Biaya bongkar muat",
        "Sewa truk CDD {n} hari",
        "Asuransi pengiriman",
      ],
      en: [
        "Freight Jakarta–Surabaya",
        "Loading and unloading",
        "CDD truck rental {n} days",
        "Cargo insurance",
      ],
    },
    notes: {
      id: ["Nomor resi dan surat jalan terlampir untuk setiap pengiriman."],
      en: ["Airway bill and delivery order numbers are attached for each shipment."],
    },
    range: [500_000, 45_000_000],
  },
  professional: {
    items: {
      id: [
        "Jasa konsultasi pajak {month}",
        "Jasa audit laporan keuangan",
        "Jasa notaris pembuatan akta",
        "Retainer jasa hukum {month}",
      ],
      en: [
        "Tax advisory services {month}",
        "Financial statement audit",
        "Notarial deed services",
        "Legal retainer {month}",
      ],
    },
    notes: {
      id: ["Jasa dikenakan PPh Pasal 23 sebesar 2% yang dipotong oleh pemberi kerja."],
      en: ["Services are subject to 2% Article 23 withholding tax deducted by the client."],
    },
    range: [2_000_000, 150_000_000],
  },
  software: {
    items: {
      id: ["Langganan perangkat lunak {month}", "Lisensi pengguna tambahan", "Penyimpanan cloud"],
      en: [
        "Subscription {month}",
        "Additional user licences",
        "Cloud storage",
        "Compute usage",
        "Support plan",
      ],
    },
    notes: {
      id: ["Tagihan langganan dibebankan otomatis ke kartu kredit perusahaan."],
      en: [
        "Your subscription renews automatically each month unless cancelled.",
        "Charges are billed in arrears for usage during the billing period.",
      ],
    },
    range: [150_000, 40_000_000],
  },
  restaurant: {
    items: {
      id: [
        "Nasi Goreng Spesial",
        "Ayam Bakar Madu",
        "Es Teh Manis",
        "Kopi Susu Gula Aren",
        "Sate Ayam 10 tusuk",
        "Rendang Sapi",
        "Soto Betawi",
        "Mie Ayam Bakso",
        "Jus Alpukat",
        "Air Mineral",
        "Gado-Gado",
        "Nasi Putih",
      ],
      en: [
        "Caffe Latte Grande",
        "Chicken Rice",
        "Iced Lemon Tea",
        "Beef Rendang",
        "Fried Noodles",
        "Mineral Water",
        "Caesar Salad",
        "Club Sandwich",
      ],
    },
    notes: {
      id: ["Harga sudah termasuk pajak restoran 10%."],
      en: ["Prices include 10% restaurant tax."],
    },
    range: [25_000, 2_500_000],
  },
  retail: {
    items: {
      id: [
        "Aqua 600ml",
        "Indomie Goreng",
        "Teh Botol Sosro",
        "Kantong belanja",
        "Roti Sari Roti",
        "Gula Pasir 1 kg",
        "Minyak Goreng 2 L",
      ],
      en: ["Bottled water 600ml", "Instant noodles", "Bottled tea", "Shopping bag", "Bread"],
    },
    notes: {
      id: ["Struk ini adalah bukti pembayaran yang sah."],
      en: ["This receipt is valid proof of payment."],
    },
    range: [10_000, 750_000],
  },
  fuel: {
    items: {
      id: ["Pertamax {n},5 L", "Pertalite {n},2 L", "Dexlite {n},0 L"],
      en: ["Pertamax {n}.5 L", "Diesel {n}.0 L"],
    },
    notes: {
      id: ["Terima kasih telah mengisi bahan bakar di SPBU kami."],
      en: ["Thank you for refuelling with us."],
    },
    range: [100_000, 1_200_000],
  },
  transport: {
    items: {
      id: ["Perjalanan taksi kantor–bandara", "Biaya tol", "Biaya parkir"],
      en: ["Taxi fare office–airport", "Toll fee", "Parking"],
    },
    notes: {
      id: ["Perjalanan dinas untuk rapat dengan klien."],
      en: ["Business trip for a client meeting."],
    },
    range: [20_000, 900_000],
  },
  hotel: {
    items: {
      id: ["Kamar Deluxe {n} malam", "Sarapan", "Laundry", "Sewa ruang rapat"],
      en: ["Deluxe room {n} nights", "Breakfast", "Laundry", "Meeting room hire"],
    },
    notes: {
      id: ["Check-in pukul 14.00 dan check-out pukul 12.00."],
      en: ["Check-in from 2 pm, check-out by noon."],
    },
    range: [600_000, 18_000_000],
  },
  creditCard: {
    items: {
      id: [
        "Pembelanjaan Tokopedia",
        "Pembelanjaan Shopee",
        "Tiket Garuda Indonesia",
        "Gojek",
        "Biaya tahunan kartu",
        "Bunga",
      ],
      en: [
        "Tokopedia purchase",
        "Shopee purchase",
        "Garuda Indonesia ticket",
        "Grab ride",
        "Annual card fee",
        "Interest",
      ],
    },
    notes: {
      id: [
        "Pembayaran minimum sebesar 5% dari total tagihan atau Rp 50.000.",
        "Lembar tagihan kartu kredit periode {month}, nomor kartu {account}.",
      ],
      en: [
        "Minimum payment is 5% of the statement balance or IDR 50,000.",
        "Credit card statement for {month}, card number {account}.",
      ],
    },
    range: [500_000, 60_000_000],
  },
  insurance: {
    items: {
      id: [
        "Iuran BPJS Kesehatan {month}",
        "Iuran BPJS Ketenagakerjaan {month}",
        "Denda keterlambatan",
      ],
      en: ["Health insurance contribution {month}", "Employment insurance contribution {month}"],
    },
    notes: {
      id: ["Iuran dibayarkan paling lambat tanggal 10 setiap bulan."],
      en: ["Contributions are due by the 10th of each month."],
    },
    range: [500_000, 35_000_000],
  },
} satisfies Record<string, Trade>;

const vendors = (trade: Vendor["trade"], names: string[], currency?: Currency): Vendor[] =>
  names.map((name) => (currency ? { name, trade, currency } : { name, trade }));

/** Who sends invoices, by trade; the first names come up most (a weighted pick). */
export const INVOICE_VENDORS: Vendor[] = [
  ...vendors("electricity", ["PT PLN (Persero)"]),
  ...vendors("telecom", [
    "PT Telekomunikasi Selular (Telkomsel)",
    "PT Indosat Ooredoo Hutchison",
    "PT XL Axiata Tbk",
    "PT Telkom Indonesia (IndiHome)",
    "PT Biznet Gio Nusantara",
  ]),
  ...vendors("water", ["PDAM Tirta Pakuan", "PAM Jaya"]),
  ...vendors("officeSupplies", [
    "CV Sumber Makmur",
    "Toko Sinar Baru ATK",
    "PT Gramedia Asri Media",
    "CV Karya Abadi Stationery",
    "UD Sumber Rejeki",
  ]),
  ...vendors("buildingMaterials", [
    "PT Sumber Makmur Jaya",
    "Toko Bangunan Sinar Jaya",
    "PT Cahaya Timur Sentosa",
    "UD Berkah Mandiri",
    "PT Graha Niaga Perkasa",
  ]),
  ...vendors("logistics", [
    "PT Nusantara Kargo Ekspres",
    "PT Sinar Jaya Logistik",
    "PT Jalur Nugraha Ekakurir (JNE)",
    "PT Lintas Samudra Transindo",
  ]),
  ...vendors("professional", [
    "KKP Hadi Wijaya & Rekan",
    "KAP Suryanto, Halim & Rekan",
    "Notaris Siti Rahmawati, S.H., M.Kn.",
    "Makarim Lubis Advocates",
    "PT Mitra Konsultan Pajak",
  ]),
  ...vendors(
    "software",
    [
      "Amazon Web Services, Inc.",
      "Atlassian Pty Ltd",
      "Zoom Video Communications, Inc.",
      "DigitalOcean, LLC",
      "Figma, Inc.",
      "GitHub, Inc.",
      "Notion Labs, Inc.",
      "Cloudflare, Inc.",
    ],
    "USD",
  ),
  ...vendors(
    "software",
    [
      "Google Asia Pacific Pte. Ltd.",
      "Microsoft Regional Sales Pte. Ltd.",
      "Xero Singapore Pte. Ltd.",
      "Canva Singapore Pte. Ltd.",
    ],
    "SGD",
  ),
  ...vendors("software", [
    "PT Jurnal Consulting Indonesia",
    "PT CPSSoft (Accurate)",
    "PT Mekari Talenta",
  ]),
  ...vendors("hotel", [
    "Hotel Santika Premiere Slipi",
    "Aston Priority Simatupang",
    "The Westin Jakarta",
  ]),
];

export const STATEMENT_VENDORS: Vendor[] = [
  ...vendors("electricity", ["PT PLN (Persero)"]),
  ...vendors("telecom", [
    "PT Telekomunikasi Selular (Telkomsel)",
    "PT Telkom Indonesia (IndiHome)",
    "PT XL Axiata Tbk",
  ]),
  ...vendors("water", ["PDAM Tirta Pakuan", "PAM Jaya"]),
  ...vendors("creditCard", [
    "PT Bank Central Asia Tbk",
    "PT Bank Mandiri (Persero) Tbk",
    "PT Bank Negara Indonesia (Persero) Tbk",
    "PT Bank CIMB Niaga Tbk",
  ]),
  ...vendors("insurance", ["BPJS Kesehatan", "BPJS Ketenagakerjaan"]),
  ...vendors("creditCard", ["DBS Bank Ltd."], "SGD"),
];

export const RECEIPT_VENDORS: Vendor[] = [
  ...vendors("restaurant", [
    "Restoran Sederhana",
    "RM Padang Sari Minang",
    "Warung Makan Bu Tini",
    "Bakmi GM",
    "Solaria",
    "Sate Khas Senayan",
    "Ayam Goreng Suharti",
    "Rumah Makan Simpang Raya",
    "Resto Bebek Kaleyo",
    "Gado-Gado Boplo",
    "Mie Gacoan",
    "Kopi Kenangan",
    "Starbucks Coffee",
    "Restoran Padang Garuda",
  ]),
  ...vendors("retail", ["Indomaret", "Alfamart", "Hypermart", "Superindo"]),
  ...vendors("fuel", ["SPBU Pertamina 31.128.02", "SPBU Shell Fatmawati"]),
  ...vendors("transport", ["Blue Bird", "Gojek", "Grab"]),
  ...vendors("officeSupplies", ["CV Sumber Makmur", "Toko Sinar Baru ATK", "Gramedia"]),
  ...vendors("buildingMaterials", ["Toko Bangunan Sinar Jaya", "Mitra10", "ACE Hardware"]),
  ...vendors("hotel", ["Hotel Santika Premiere Slipi", "Ibis Styles Bogor"]),
  ...vendors(
    "restaurant",
    ["Ya Kun Kaya Toast", "Din Tai Fung Marina Bay Sands", "Toast Box"],
    "SGD",
  ),
];

/** Companies and people on either side of a contract. */
export const PARTIES = {
  id: [
    "PT Maju Bersama Sejahtera",
    "PT Sumber Makmur Jaya",
    "PT Berkah Mandiri Sentosa",
    "CV Mitra Usaha Tani",
    "PT Cahaya Timur Sentosa",
    "PT Graha Niaga Perkasa",
    "PT Nusantara Kargo Ekspres",
    "PT Indah Karya Properti",
    "PT Sinar Jaya Logistik",
    "Koperasi Sejahtera Bersama",
    "Budi Santoso",
    "Siti Nurhaliza",
    "Andi Wijaya",
    "Dewi Lestari",
    "Agus Salim Harahap",
    "Rina Kusumawati",
    "Yayasan Pendidikan Harapan Bangsa",
  ],
  en: [
    "Acme Analytics Inc.",
    "Pacific Rim Trading Pte. Ltd.",
    "Lion City Ventures Pte. Ltd.",
    "Northwind Traders LLC",
    "Harbourfront Capital Ltd",
    "Bluewave Software Inc.",
    "Evergreen Foods Sdn. Bhd.",
    "Summit Legal Services LLP",
    "Orchard Logistics Pte. Ltd.",
    "Redwood Data Systems, Inc.",
    "Kestrel Media Group Ltd",
    "John Mitchell",
    "Sarah Tan Wei Ling",
    "PT Maju Bersama Sejahtera",
    "PT Sumber Makmur Jaya",
  ],
};

/** The bench organization itself, the other side of most documents. */
export const OWN_COMPANY = "PT Berkas Contoh Nusantara";

export const CITIES = [
  "Jakarta Selatan",
  "Jakarta Pusat",
  "Surabaya",
  "Bandung",
  "Bogor",
  "Denpasar",
  "Medan",
  "Semarang",
  "Tangerang",
  "Bekasi",
];
export const STREETS = [
  "Jl. Jend. Sudirman Kav. 52",
  "Jl. Gatot Subroto No. 18",
  "Jl. Raya Pajajaran No. 101",
  "Jl. Pemuda No. 33",
  "Jl. Asia Afrika No. 8",
  "Jl. Diponegoro No. 71",
  "Ruko Golden Boulevard Blok C-12",
  "Jl. Hayam Wuruk No. 120",
];
