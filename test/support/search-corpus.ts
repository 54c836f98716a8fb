import type { Db } from "../../src/server/db/client.ts";
import { insertDocument } from "./documents.ts";

/**
 * A small organization's documents of every kind, in both languages, plus one of another
 * organization's: what the search and assistant tests ask about. "Today" for them is
 * 2025-11-20.
 */
export async function seedSearchCorpus(
  db: Db,
  organizationId: string,
  strangerOrganizationId: string,
) {
  const ids: Record<string, string> = {};
  ids.plnOctober = await insertDocument(db, {
    organizationId,
    name: "Tagihan PLN Oktober 2025",
    type: "invoice",
    vendor: "PT PLN (Persero)",
    documentDate: "2025-10-20",
    totalAmount: "2500000.00",
    currency: "IDR",
    content: "PT PLN (Persero) Tagihan listrik pascabayar. Pemakaian kWh bulan Oktober 2025.",
  });
  ids.plnSmall = await insertDocument(db, {
    organizationId,
    name: "Tagihan PLN gudang",
    type: "invoice",
    vendor: "PT PLN (Persero)",
    documentDate: "2025-10-05",
    totalAmount: "1200000.00",
    currency: "IDR",
    content: "PT PLN (Persero) Tagihan listrik gudang.",
  });
  ids.restaurant = await insertDocument(db, {
    organizationId,
    name: "Struk makan siang",
    type: "receipt",
    vendor: "Rumah Makan Sederhana",
    documentDate: "2025-10-12",
    totalAmount: "185000.00",
    currency: "IDR",
    content: "Rumah Makan Sederhana. Nasi rendang 2, es teh 2. Tunai 200.000 Kembali 15.000.",
  });
  ids.nda = await insertDocument(db, {
    organizationId,
    name: "Mutual NDA Acme",
    type: "contract",
    contractType: "nda",
    documentTitle: "Mutual Non-Disclosure Agreement",
    primaryParty: "PT Berkas Digital",
    counterparty: "Acme Inc.",
    governingLaw: "State of California",
    effectiveDate: "2024-07-01",
    expiryDate: "2026-06-30",
    content:
      "This Mutual Non-Disclosure Agreement is governed by the laws of the State of California.",
  });
  ids.lease = await insertDocument(db, {
    organizationId,
    name: "Perjanjian Sewa Ruko BSD",
    type: "contract",
    contractType: "lease",
    documentTitle: "Perjanjian Sewa Menyewa Ruko",
    primaryParty: "Budi Santoso",
    counterparty: "CV Tunas Harapan",
    governingLaw: "Republik Indonesia",
    effectiveDate: "2025-01-01",
    expiryDate: "2026-12-31",
    content:
      "PIHAK PERTAMA menyewakan kepada PIHAK KEDUA sebuah ruko. Jangka waktu sewa dua tahun.",
    extractedData: {
      clauses: [
        {
          category: "Termination for Convenience",
          text: "PIHAK KEDUA dapat mengakhiri Perjanjian ini dengan pemberitahuan tertulis 60 (enam puluh) hari sebelumnya.",
          page: 2,
          confidence: 0.8,
        },
        {
          category: "Keadaan Kahar (Force Majeure)",
          text: "Para Pihak dibebaskan dari kewajibannya dalam hal terjadi keadaan kahar seperti bencana alam.",
          page: 3,
          confidence: 0.75,
        },
      ],
    },
  });
  ids.sumberMakmur = await insertDocument(db, {
    organizationId,
    name: "INV-SMA-2025-11-0153",
    type: "invoice",
    vendor: "PT Sumber Makmur Abadi",
    documentDate: "2025-11-07",
    dueDate: "2025-11-21",
    totalAmount: "3537847.00",
    currency: "IDR",
    content: "FAKTUR PT Sumber Makmur Abadi. Pembayaran paling lambat 21 November 2025.",
  });
  ids.telkomsel = await insertDocument(db, {
    organizationId,
    name: "Tagihan Halo November",
    type: "billing statement",
    vendor: "PT Telekomunikasi Selular (Telkomsel)",
    documentDate: "2025-11-03",
    totalAmount: "349000.00",
    currency: "IDR",
    content: "Telkomsel Halo. Tagihan bulanan periode Oktober 2025.",
  });
  ids.theirs = await insertDocument(db, {
    organizationId: strangerOrganizationId,
    name: "Faktur Sumber Makmur",
    type: "invoice",
    vendor: "PT Sumber Makmur Abadi",
    documentDate: "2025-11-10",
    dueDate: "2025-11-21",
    totalAmount: "900000.00",
    currency: "IDR",
    content: "FAKTUR PT Sumber Makmur Abadi untuk pelanggan lain.",
  });
  return ids as Record<
    | "plnOctober"
    | "plnSmall"
    | "restaurant"
    | "nda"
    | "lease"
    | "sumberMakmur"
    | "telkomsel"
    | "theirs",
    string
  >;
}
