/** The shape of one invented document, and the archive owner every document is addressed to. */
import { npwp15, npwp16 } from "./format.ts";
import type { Face, Sheet } from "./layout.ts";

export interface Picture {
  mode: "scan" | "photo";
  /** Page width in pixels. */
  pixels: number;
  /** Degrees of turn, 0.5–3. */
  angle: number;
  quality: number;
}

export interface DocumentSpec {
  id: string;
  /** File name under files/, without the folder. */
  name: string;
  type: "receipt" | "bill" | "invoice" | "kwitansi" | "faktur_pajak" | "contract";
  /** Finer kind used by the README counts and by queries: "restaurant", "lease", … */
  subtype: string;
  language: "id" | "en" | "id+en";
  /** Absent for a text PDF. */
  picture?: Picture;
  page?: { width?: number; height?: number; margin?: number; size?: number; face?: Face };
  fields: Record<string, string | number | string[] | null>;
  draw: (sheet: Sheet) => void;
}

export const OWNER = {
  name: "PT Karaeng Boga Nusantara",
  short: "Karaeng Boga",
  address: "Jl. Poros Tamalate Indah No. 88, Kel. Balang Baru, Makassar 90224",
  phone: "(0411) 886 2170",
  npwp15: npwp15("01", "774503", "805"),
  director: "Ridwan Patangngari",
};
export const OWNER_NPWP16 = npwp16(OWNER.npwp15);

export interface Line {
  name: string;
  qty: number;
  unit?: string;
  price: number;
}

export const lineTotal = (line: Line): number => Math.round(line.qty * line.price * 100) / 100;
export const sumLines = (lines: Line[]): number =>
  Math.round(lines.reduce((sum, line) => sum + lineTotal(line), 0) * 100) / 100;

/** PPN from 2025 on most goods and services: 12 % of a DPP of 11/12 of the price. */
export const dppNilaiLain = (price: number): number => Math.round((price * 11) / 12);
export const ppn12 = (price: number): number => Math.round(((price * 11) / 12) * 0.12);
