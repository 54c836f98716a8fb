import { z } from "zod";
import { languageSchema, type Language } from "./languages.ts";
import { organizationTypeSchema, type OrganizationType } from "./organizations.ts";

/**
 * The public site's pages (spec §2): their addresses, titles and descriptions in both
 * languages. The web app shows them and the server writes them into each page's HTML head
 * (decision 0027), so both read them from here.
 */

export const SITE_NAME = "berkas";

/** The footer's support address and, unless SUPPORT_EMAIL says otherwise, where forms go. */
export const SUPPORT_EMAIL = "support@berkas.id";

type Bilingual = Record<Language, string>;

export interface PageMeta {
  title: Bilingual;
  description: Bilingual;
}

export const STATIC_PAGES = {
  "/": {
    title: {
      en: "berkas: AI document management for Indonesian businesses",
      id: "berkas: manajemen dokumen AI untuk bisnis Indonesia",
    },
    description: {
      en: "Upload invoices, receipts and contracts; berkas reads them, extracts dates, amounts and parties, and finds any document when you ask in English or Bahasa Indonesia.",
      id: "Unggah faktur, struk, dan kontrak; berkas membacanya, mengambil tanggal, jumlah, dan pihak, lalu menemukan dokumen apa pun saat Anda bertanya dalam bahasa Inggris atau Indonesia.",
    },
  },
  "/about-us": {
    title: { en: "About berkas", id: "Tentang berkas" },
    description: {
      en: "Who makes berkas, why, and how it treats your documents: open source, self-hostable, built for Indonesian small and medium businesses.",
      id: "Siapa pembuat berkas, mengapa, dan bagaimana berkas memperlakukan dokumen Anda: sumber terbuka, bisa dipasang sendiri, dibuat untuk UKM Indonesia.",
    },
  },
  "/contact": {
    title: { en: "Contact berkas", id: "Hubungi berkas" },
    description: {
      en: "Write to the berkas team: questions, support, partnerships. We answer by e-mail.",
      id: "Tulis kepada tim berkas: pertanyaan, dukungan, kemitraan. Kami menjawab melalui e-mail.",
    },
  },
  "/book-demo": {
    title: { en: "Book a demo of berkas", id: "Jadwalkan demo berkas" },
    description: {
      en: "Choose a day and we will show berkas on your own kind of documents: invoices, receipts, faktur pajak and contracts.",
      id: "Pilih hari dan kami akan menunjukkan berkas dengan jenis dokumen Anda sendiri: faktur, struk, faktur pajak, dan kontrak.",
    },
  },
  "/privacy-policy": {
    title: { en: "Privacy policy", id: "Kebijakan privasi" },
    description: {
      en: "What berkas does with your personal data and documents, why, for how long, and your rights under Indonesia's Personal Data Protection Law (UU 27/2022).",
      id: "Apa yang dilakukan berkas dengan data pribadi dan dokumen Anda, mengapa, berapa lama, dan hak Anda menurut UU Pelindungan Data Pribadi (UU 27/2022).",
    },
  },
  "/terms-of-service": {
    title: { en: "Terms of service", id: "Ketentuan layanan" },
    description: {
      en: "The terms for using berkas: accounts, your documents, plans and trial, acceptable use and liability.",
      id: "Ketentuan penggunaan berkas: akun, dokumen Anda, paket dan masa uji coba, penggunaan yang wajar, dan tanggung jawab.",
    },
  },
  "/changelog": {
    title: { en: "Changelog", id: "Catatan perubahan" },
    description: {
      en: "What changed in berkas, release by release.",
      id: "Apa yang berubah di berkas, dari rilis ke rilis.",
    },
  },
  "/industries": {
    title: { en: "Industries", id: "Industri" },
    description: {
      en: "How berkas handles the documents of hotels, restaurants, law firms, insurers, property businesses, BPO teams and individuals.",
      id: "Cara berkas menangani dokumen hotel, restoran, kantor hukum, asuransi, bisnis properti, tim BPO, dan perorangan.",
    },
  },
  "/cities": {
    title: { en: "Cities", id: "Kota" },
    description: {
      en: "berkas for businesses across Indonesia, city by city.",
      id: "berkas untuk bisnis di seluruh Indonesia, kota demi kota.",
    },
  },
} as const satisfies Record<string, PageMeta>;

export type StaticPagePath = keyof typeof STATIC_PAGES;

/** The landing's FAQ (spec §1's answers, plus retention, export and self-hosting); also its FAQPage data. */
export const FAQ: readonly { question: Bilingual; answer: Bilingual }[] = [
  {
    question: { en: "Who can see my documents?", id: "Siapa yang bisa melihat dokumen saya?" },
    answer: {
      en: "Only you, as their owner, and the members you invite into your organization, by the role you give them. Nobody else, and no other organization, can open them.",
      id: "Hanya Anda sebagai pemiliknya, dan anggota yang Anda undang ke organisasi Anda sesuai peran yang Anda berikan. Tidak ada orang lain, dan tidak ada organisasi lain, yang dapat membukanya.",
    },
  },
  {
    question: { en: "Which file types are supported?", id: "Jenis file apa saja yang didukung?" },
    answer: {
      en: "PDF, CSV, XLS, JPG, PNG and HEIC; also XLSX, DOC and DOCX. Scans and phone photos are read with OCR.",
      id: "PDF, CSV, XLS, JPG, PNG, dan HEIC; juga XLSX, DOC, dan DOCX. Hasil pindaian dan foto ponsel dibaca dengan OCR.",
    },
  },
  {
    question: {
      en: "How long do you keep my documents?",
      id: "Berapa lama dokumen saya disimpan?",
    },
    answer: {
      en: "Until you delete them. A deleted document is gone from search at once, and its stored file is removed within a day once no document uses it.",
      id: "Sampai Anda menghapusnya. Dokumen yang dihapus langsung hilang dari pencarian, dan file tersimpannya dihapus dalam sehari setelah tidak ada dokumen yang memakainya.",
    },
  },
  {
    question: { en: "Can I export my data?", id: "Bisakah saya mengekspor data saya?" },
    answer: {
      en: "Today you can download every original file, one by one or several at once. Exports of the extracted fields (spreadsheets, accounting packages) are coming soon.",
      id: "Saat ini Anda dapat mengunduh setiap file asli, satu per satu atau beberapa sekaligus. Ekspor data hasil ekstraksi (spreadsheet, paket akuntansi) segera hadir.",
    },
  },
  {
    question: {
      en: "Can I run berkas on my own server?",
      id: "Bisakah saya menjalankan berkas di server sendiri?",
    },
    answer: {
      en: "Yes. berkas is open source and self-hostable: one command starts it with its own embedded database, or point it at your PostgreSQL and S3-compatible storage.",
      id: "Bisa. berkas bersumber terbuka dan bisa dipasang sendiri: satu perintah menjalankannya dengan basis data bawaan, atau arahkan ke PostgreSQL dan penyimpanan yang kompatibel dengan S3 milik Anda.",
    },
  },
  {
    question: { en: "Is there a free trial?", id: "Apakah ada uji coba gratis?" },
    answer: {
      en: "Yes: 14 days, no credit card needed.",
      id: "Ada: 14 hari, tanpa kartu kredit.",
    },
  },
];

/** One pillar page per organization type (spec §3), at a readable address. */
export const INDUSTRY_SLUGS: Record<OrganizationType, string> = {
  hospitality: "hospitality",
  food_beverage: "food-and-beverage",
  law_firm: "law-firms",
  insurance: "insurance",
  real_estate: "real-estate",
  bpo: "bpo",
  personal: "personal",
};

export const INDUSTRY_NAMES: Record<OrganizationType, Bilingual> = {
  hospitality: { en: "Hospitality", id: "Perhotelan" },
  food_beverage: { en: "Food & Beverage", id: "Makanan & Minuman" },
  law_firm: { en: "Law Firm", id: "Kantor Hukum" },
  insurance: { en: "Insurance", id: "Asuransi" },
  real_estate: { en: "Real Estate", id: "Properti" },
  bpo: { en: "BPO", id: "BPO" },
  personal: { en: "Personal", id: "Pribadi" },
};

/** Spec §3's feature bullets per organization type. */
export const INDUSTRY_FOCUS: Record<OrganizationType, Record<Language, readonly string[]>> = {
  hospitality: {
    en: ["Property-based tracking", "Multi-location expenses", "Tourism tax compliance"],
    id: ["Pelacakan per properti", "Biaya di banyak lokasi", "Kepatuhan pajak pariwisata"],
  },
  food_beverage: {
    en: ["Location-based P&L", "Supplier management", "Food cost analysis"],
    id: ["Laba rugi per lokasi", "Pengelolaan pemasok", "Analisis biaya bahan makanan"],
  },
  law_firm: {
    en: ["Client-based segregation", "Strict audit trails", "Compliance tracking"],
    id: ["Pemisahan per klien", "Jejak audit yang ketat", "Pelacakan kepatuhan"],
  },
  insurance: {
    en: ["Policy-based allocation", "Regulatory compliance", "Commission tracking"],
    id: ["Alokasi per polis", "Kepatuhan regulasi", "Pelacakan komisi"],
  },
  real_estate: {
    en: ["Property-based accounting", "Tenant tracking", "Development costs"],
    id: ["Akuntansi per properti", "Pelacakan penyewa", "Biaya pembangunan"],
  },
  bpo: {
    en: ["Client segregation", "Multi-client billing", "Service cost tracking"],
    id: ["Pemisahan klien", "Penagihan banyak klien", "Pelacakan biaya layanan"],
  },
  personal: {
    en: ["Simple setup", "Personal document management", "Basic reporting"],
    id: ["Penyiapan sederhana", "Pengelolaan dokumen pribadi", "Laporan dasar"],
  },
};

export function industryPageMeta(type: OrganizationType): PageMeta {
  const name = INDUSTRY_NAMES[type];
  const focus = INDUSTRY_FOCUS[type];
  return {
    title: {
      en: `berkas for ${name.en}`,
      id: `berkas untuk ${name.id}`,
    },
    description: {
      en: `Invoices, receipts and contracts for ${name.en.toLowerCase()} businesses, read and found in seconds: ${focus.en.join(", ").toLowerCase()}.`,
      id: `Faktur, struk, dan kontrak untuk bisnis ${name.id.toLowerCase()}, dibaca dan ditemukan dalam hitungan detik: ${focus.id.join(", ").toLowerCase()}.`,
    },
  };
}

/** Spec §9: city pages default to Indonesia. */
export const DEFAULT_COUNTRY = { code: "ID", name: { en: "Indonesia", id: "Indonesia" } } as const;

export interface City {
  slug: string;
  name: string;
  province: string;
}

export const CITIES: readonly City[] = [
  { slug: "jakarta", name: "Jakarta", province: "DKI Jakarta" },
  { slug: "surabaya", name: "Surabaya", province: "Jawa Timur" },
  { slug: "bandung", name: "Bandung", province: "Jawa Barat" },
  { slug: "medan", name: "Medan", province: "Sumatera Utara" },
  { slug: "semarang", name: "Semarang", province: "Jawa Tengah" },
  { slug: "makassar", name: "Makassar", province: "Sulawesi Selatan" },
  { slug: "palembang", name: "Palembang", province: "Sumatera Selatan" },
  { slug: "denpasar", name: "Denpasar", province: "Bali" },
  { slug: "yogyakarta", name: "Yogyakarta", province: "DI Yogyakarta" },
  { slug: "balikpapan", name: "Balikpapan", province: "Kalimantan Timur" },
  { slug: "batam", name: "Batam", province: "Kepulauan Riau" },
  { slug: "malang", name: "Malang", province: "Jawa Timur" },
];

export function cityPageMeta(city: City): PageMeta {
  return {
    title: {
      en: `AI document management in ${city.name}`,
      id: `Manajemen dokumen AI di ${city.name}`,
    },
    description: {
      en: `berkas for businesses in ${city.name}, ${city.province}: invoices, receipts, faktur pajak and contracts read, sorted and found in English or Bahasa Indonesia.`,
      id: `berkas untuk bisnis di ${city.name}, ${city.province}: faktur, struk, faktur pajak, dan kontrak dibaca, disusun, dan ditemukan dalam bahasa Indonesia atau Inggris.`,
    },
  };
}

export const industryPath = (type: OrganizationType) => `/industries/${INDUSTRY_SLUGS[type]}`;
export const cityPath = (city: City) => `/cities/${city.slug}`;

/** The Indonesian version of a public page is the same address with ?lang=id (hreflang). */
export const LANGUAGE_QUERY = "lang";

export const FORM_LIMITS = {
  nameMaxLength: 120,
  companyMaxLength: 160,
  messageMaxLength: 4000,
  /** Messages and bookings per visitor address and window (anonymous forms). */
  perIpPerWindow: 5,
  windowSeconds: 60 * 60,
} as const;

const honeypot = z
  .string()
  .max(200)
  .optional()
  .describe("Left empty by people; a form filled by a robot fills it");

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1).max(FORM_LIMITS.nameMaxLength),
  email: z.email().max(254),
  message: z.string().trim().min(1).max(FORM_LIMITS.messageMaxLength),
  language: languageSchema.default("en"),
  website: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const demoBookingSchema = z.object({
  name: z.string().trim().min(1).max(FORM_LIMITS.nameMaxLength),
  email: z.email().max(254),
  company: z.string().trim().min(1).max(FORM_LIMITS.companyMaxLength),
  organizationType: organizationTypeSchema.optional(),
  preferredDate: z.iso.date(),
  message: z.string().trim().max(FORM_LIMITS.messageMaxLength).optional(),
  language: languageSchema.default("en"),
  website: honeypot,
});
export type DemoBookingInput = z.input<typeof demoBookingSchema>;

export const formReceivedSchema = z.object({ received: z.literal(true) });

export const demoBookingListSchema = z.object({
  bookings: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      company: z.string(),
      organizationType: z.string().nullable(),
      preferredDate: z.string(),
      message: z.string().nullable(),
      language: z.string(),
      createdAt: z.string(),
    }),
  ),
  contactMessages: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      message: z.string(),
      language: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type SiteInbox = z.infer<typeof demoBookingListSchema>;

export const HOME_LABEL: Bilingual = { en: "Home", id: "Beranda" };

/** One public address: what it is called and its place under Home (breadcrumbs). */
export interface PublicPage {
  path: string;
  meta: PageMeta;
  /** Below Home, ending with the page itself; empty for the home page. */
  trail: readonly { label: Bilingual; path: string }[];
}

/** Every public page the server prerenders and lists in sitemap.xml. */
export function publicPages(): PublicPage[] {
  const statics = Object.entries(STATIC_PAGES).map(([path, meta]) => ({
    path,
    meta,
    trail: path === "/" ? [] : [{ label: meta.title, path }],
  }));
  const industries = (Object.keys(INDUSTRY_SLUGS) as OrganizationType[]).map((type) => {
    const meta = industryPageMeta(type);
    return {
      path: industryPath(type),
      meta,
      trail: [
        { label: STATIC_PAGES["/industries"].title, path: "/industries" },
        { label: meta.title, path: industryPath(type) },
      ],
    };
  });
  const cities = CITIES.map((city) => {
    const meta = cityPageMeta(city);
    return {
      path: cityPath(city),
      meta,
      trail: [
        { label: STATIC_PAGES["/cities"].title, path: "/cities" },
        { label: { en: city.name, id: city.name }, path: cityPath(city) },
        { label: meta.title, path: cityPath(city) },
      ],
    };
  });
  return [...statics, ...industries, ...cities];
}
