import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  parseFakturPajakNumber,
  parseNpwp,
} from "../../src/understanding/normalize/identifiers.ts";
import { wordsToNumber } from "../../src/understanding/normalize/terbilang.ts";
import { dice } from "./dice.ts";
import { generate } from "./generate.ts";
import * as words from "./words.ts";
import { fakturNumber, inWords, npwp, someDay, terbilang, termEnd } from "./words.ts";

const FROZEN = new URL("../datasets/heldout2/expected.jsonl", import.meta.url);

async function labels(seed: number, count: number) {
  const out: string[] = [];
  for await (const { record } of generate(seed, count, "test", false))
    out.push(JSON.stringify(record));
  return out;
}

const ROOT = new URL("../../", import.meta.url).pathname;
/**
 * The other generators this one must not borrow names from. (eval/datasets/berkas, written by
 * hand, shares a few common place and person names; its README says which.)
 */
const OTHERS = [
  "eval/datasets/heldout",
  "eval/extractor",
  "eval/search",
  "test/support/search-corpus.ts",
];

function textOf(path: string): string {
  if (statSync(path).isDirectory()) {
    return readdirSync(path)
      .map((name) => textOf(join(path, name)))
      .join("\n");
  }
  return /\.(ts|jsonl|json|md)$/.test(path) ? readFileSync(path, "utf8") : "";
}

describe("heldout2 generator", () => {
  it("names businesses, people and places with words no other generator uses", () => {
    const others = OTHERS.map((folder) => textOf(join(ROOT, folder))).join("\n");
    const lists = [
      words.NAME_PARTS,
      words.TRADES,
      words.CITIES,
      words.STREETS,
      words.GIVEN,
      words.FAMILY,
      words.EN_FIRST,
      words.EN_SECOND,
    ];
    const shared = lists
      .flat()
      .filter((word) => new RegExp(`\\b${word.replace(/\./g, "\\.")}\\b`).test(others));
    expect(shared).toEqual([]);
  });

  it("reproduces the committed labels of the frozen set", async () => {
    const committed = readFileSync(FROZEN, "utf8").trim().split("\n");
    expect(await labels(2611, committed.length)).toEqual(committed);
  });

  it("writes NPWPs whose check digit the product's rule accepts, in every printed shape", () => {
    const d = dice(7);
    for (let i = 0; i < 200; i++) {
      const id = npwp(d, d.one(["dotted", "sixteen", "grouped", "compact15"] as const));
      expect(parseNpwp(id.digits)?.valid, id.printed).toBe(true);
    }
  });

  it("numbers faktur pajak as e-Faktur before 2025 and Coretax from 2025", () => {
    const d = dice(8);
    for (let i = 0; i < 100; i++) {
      const day = someDay(d);
      const number = fakturNumber(d, day);
      expect(number.digits).toHaveLength(day.y < 2025 ? 16 : 17);
      expect(parseFakturPajakNumber(number.printed), number.printed).not.toBeNull();
    }
  });

  it("writes amounts in words that read back to the amount", () => {
    const d = dice(9);
    for (let i = 0; i < 200; i++) {
      const n = d.int(1, 2_000_000_000);
      expect(wordsToNumber(terbilang(n)), terbilang(n)).toBe(n);
      expect(wordsToNumber(inWords(n)), inWords(n)).toBe(n);
    }
  });

  it("ends a term the day before its anniversary", () => {
    expect(termEnd({ y: 2025, m: 1, d: 1 }, 24)).toEqual({ y: 2026, m: 12, d: 31 });
    expect(termEnd({ y: 2025, m: 9, d: 3 }, 6)).toEqual({ y: 2026, m: 3, d: 2 });
    expect(termEnd({ y: 2024, m: 3, d: 1 }, 12)).toEqual({ y: 2025, m: 2, d: 28 });
  });

  it("labels totals that add up from what the page prints", async () => {
    for await (const { record } of generate(2611, 110, "test", false)) {
      const f = record.fields as Record<string, number>;
      if (
        f.subtotal === undefined ||
        f.total_amount === undefined ||
        record.kind.startsWith("slip apotek")
      )
        continue;
      if (record.kind.startsWith("slip minimarket")) continue; // PPN sits inside the total there
      const rebuilt =
        f.subtotal - (f.discount ?? 0) + (f.service_charge_amount ?? 0) + (f.tax_amount ?? 0);
      expect(Math.abs(rebuilt - f.total_amount), record.id).toBeLessThanOrEqual(100);
    }
  });
});
