import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  parseFakturPajakNumber,
  parseNpwp,
  wordsToNumber,
} from "../../../src/understanding/normalize/index.ts";
import type { Generated } from "./generate.ts";
import { generate } from "./generate.ts";
import { seeded } from "./random.ts";
import { makeNpwp, terbilang, termEnd } from "./values.ts";

async function all(seed: number, count: number, render = false): Promise<Generated[]> {
  const documents: Generated[] = [];
  for await (const document of generate(seed, count, "dev", { render })) documents.push(document);
  return documents;
}

const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("held-out generator", () => {
  it("makes NPWPs that pass the product's check-digit rule, old and new form", () => {
    const random = seeded(11);
    for (let n = 0; n < 200; n++) {
      const sixteen = n % 2 === 1;
      const npwp = makeNpwp(random, sixteen);
      expect(npwp.digits).toHaveLength(sixteen ? 16 : 15);
      expect(parseNpwp(npwp.printed)).toMatchObject({ digits: npwp.digits, valid: true });
    }
  });

  it("labels every NPWP and faktur number it prints with valid digits", async () => {
    for (const { record } of await all(5, 60)) {
      for (const name of ["seller_npwp", "buyer_npwp"] as const) {
        const digits = record.fields[name];
        if (digits !== undefined)
          expect(parseNpwp(String(digits))?.valid, `${record.id} ${name}`).toBe(true);
      }
      const faktur = record.fields.faktur_pajak_number;
      if (faktur !== undefined) expect(parseFakturPajakNumber(String(faktur))?.digits).toBe(faktur);
    }
  });

  it("labels totals that are the sum of the lines, less discount, plus service and tax", async () => {
    let checked = 0;
    for (const { record, made } of await all(7, 80)) {
      if (!made.sums) continue;
      const { lines, discount, service, tax, total } = made.sums;
      const sum = lines.reduce((a, b) => a + b, 0) - discount + service + tax;
      expect(total, record.id).toBeCloseTo(sum, 2);
      if (record.fields.total_amount !== undefined) expect(record.fields.total_amount).toBe(total);
      if (record.fields.subtotal !== undefined && made.kind !== "bill") {
        expect(record.fields.subtotal).toBeCloseTo(
          lines.reduce((a, b) => a + b, 0),
          2,
        );
      }
      if (record.fields.tax_amount !== undefined && made.sums.includedTax === 0) {
        expect(record.fields.tax_amount).toBe(tax);
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("writes the amount in words that the product reads back as the same number", () => {
    for (const value of [
      11, 110, 1_100, 110_000, 1_001_000, 2_500_750, 12_345_678, 1_000_000_000,
    ]) {
      expect(wordsToNumber(`${terbilang(value)} rupiah`)).toBe(value);
    }
    expect(terbilang(1_500_000)).toBe("satu juta lima ratus ribu");
  });

  it("ends a term the day before the same date N months later", () => {
    expect(termEnd("2025-01-01", 24)).toBe("2026-12-31");
    expect(termEnd("2025-09-03", 6)).toBe("2026-03-02");
  });

  it("gives the same files and labels for the same seed, and others for another seed", async () => {
    // Four documents, one of them a photo: drawing photos is what costs, twice over here.
    const first = await all(3, 4, true);
    const again = await all(3, 4, true);
    expect(first.filter((d) => d.record.photo).length).toBeGreaterThan(0);
    expect(again.map((d) => d.record)).toEqual(first.map((d) => d.record));
    expect(again.map((d) => digest(d.bytes))).toEqual(first.map((d) => digest(d.bytes)));
    const other = await all(4, 4);
    expect(other.map((d) => d.record.fields)).not.toEqual(first.map((d) => d.record.fields));
  });
});
