/**
 * `npx node src/understanding/query/bilingual/build-wordlist.ts [--dictd DIR]`: writes
 * `eng-ind.tsv`, the English–Indonesian word pairs search widens free words with, from
 * FreeDict's English–Indonesian dictionary (Debian `dict-freedict-eng-ind`, built by WikDict
 * from Wiktionary, CC-BY-SA-3.0; decision 0028). DIR holds its `freedict-eng-ind.index` and
 * `.dict.dz` (default /usr/share/dictd, where `apt-get install dict-freedict-eng-ind` puts them).
 *
 * Kept: a headword of one or two words that is a noun, verb or adjective, with the
 * translations of its first sense (the most common meaning; later senses are the ones that
 * lead a search astray: "bill" is first a draft law there, "ice" a hockey rink), at most
 * MAX_TRANSLATIONS of them, each a word or two of letters. The list is committed, so neither
 * the product nor CI needs the package.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";

const { values } = parseArgs({ options: { dictd: { type: "string" } } });
const DIR = values.dictd ?? "/usr/share/dictd";
const OUT = path.join(import.meta.dirname, "eng-ind.tsv");

/** The first sense's translations beyond these are rarer words for it. */
const MAX_TRANSLATIONS = 3;
const PARTS_OF_SPEECH = new Set(["n", "v", "adj"]);
/** A word or two of letters, as a search box gets them: no digits, no affixes like "-ation". */
const PHRASE = /^\p{Ll}[\p{Ll}'-]*\p{Ll}(?: \p{Ll}[\p{Ll}'-]*\p{Ll})?$/u;

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** dictd's index numbers are base 64, most significant digit first. */
function dictNumber(text: string): number {
  return [...text].reduce((value, digit) => value * 64 + B64.indexOf(digit), 0);
}

const index = fs.readFileSync(path.join(DIR, "freedict-eng-ind.index"), "utf8");
// dictzip is gzip with a random-access table in an extra field; read whole, it is plain gzip.
const body = zlib.gunzipSync(fs.readFileSync(path.join(DIR, "freedict-eng-ind.dict.dz")));

/** The first sense's translations of one entry, or none when it is not a kept kind of word. */
function firstSense(entry: string): string[] {
  const [header = "", first = ""] = entry.split("\n");
  const pos = /<([a-z]+)>\s*$/.exec(header)?.[1];
  if (!pos || !PARTS_OF_SPEECH.has(pos)) return [];
  // "1. hasil, buah" numbers the first sense; a trailing " 2." is where the next one starts.
  const line = first
    .replace(/^\s*1\.\s*/, "")
    .replace(/\s+\d+\.\s*$/, "")
    .trim();
  return line
    .split(/\s*,\s*/)
    .map((word) => word.toLowerCase())
    .filter((word) => PHRASE.test(word))
    .slice(0, MAX_TRANSLATIONS);
}

const pairs = new Set<string>();
const seen = new Set<string>();
for (const line of index.split("\n")) {
  const [headword, offset, length] = line.split("\t");
  if (!headword || !offset || !length || headword.startsWith("00database")) continue;
  const english = headword.toLowerCase();
  // A word's first entry is its commonest part of speech ("water" the liquid, not the verb).
  if (!PHRASE.test(english) || seen.has(english)) continue;
  seen.add(english);
  const start = dictNumber(offset);
  const entry = body.subarray(start, start + dictNumber(length)).toString("utf8");
  for (const indonesian of firstSense(entry)) {
    if (indonesian !== english) pairs.add(`${english}\t${indonesian}`);
  }
}

const header = [
  "# English–Indonesian word pairs (English TAB Indonesian), one a line.",
  "# Derived by build-wordlist.ts beside this file from FreeDict's English–Bahasa Indonesia",
  "# FreeDict+WikDict dictionary (Debian package dict-freedict-eng-ind, edition 2022.11.18),",
  "# built by WikDict from Wiktionary via DBnary. FreeDict contributors; licensed under",
  "# CC-BY-SA-3.0 (https://creativecommons.org/licenses/by-sa/3.0/), as this list is.",
];
fs.writeFileSync(OUT, [...header, ...[...pairs].sort(), ""].join("\n"));
console.log(`${pairs.size} pairs → ${path.relative(process.cwd(), OUT)}`);
