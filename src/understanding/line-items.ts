import { parseAmount } from "./normalize/index.ts";
import type { Row } from "./rows.ts";
import type { LineItem } from "./types.ts";

const HEADER =
  /\b(description|deskripsi|uraian|nama barang|item|produk|product|keterangan|barang\/jasa)\b/i;
const END = /\b(sub ?-?total|total|jumlah|dpp|grand total|terbilang|ppn|tax|pajak)\b/i;
const NUMBER = /^(?:rp\.?|idr|usd|\$|rm)?\(?[\d.,]+\)?$/i;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(0.01, Math.abs(b) * 0.01);
}

/**
 * Rows between a table header and the totals that end in quantity, unit price and amount, kept
 * only where quantity × unit price = amount: the arithmetic tells an item from an address.
 */
export function extractLineItems(rows: Row[]): LineItem[] {
  const start = rows.findIndex((row) => HEADER.test(row.text));
  if (start < 0) return [];
  const items: LineItem[] = [];
  for (const row of rows.slice(start + 1)) {
    if (END.test(row.text) && items.length > 0) break;
    const tokens = row.text.split(/\s+/);
    const numbers: number[] = [];
    while (tokens.length > 1 && NUMBER.test(tokens[tokens.length - 1] ?? "")) {
      const value = parseAmount(tokens.pop() ?? "");
      if (value === null) break;
      numbers.unshift(value);
    }
    const description = tokens
      .join(" ")
      .replace(/^\d+[.)]\s*/, "")
      .trim();
    if (numbers.length < 3 || !/[A-Za-z]{2}/.test(description)) continue;
    const [quantity, unitPrice, amount] = numbers.slice(-3) as [number, number, number];
    if (!close(quantity * unitPrice, amount)) continue;
    items.push({ description, quantity, unit_price: unitPrice, amount });
  }
  return items;
}
