import { readExtractedData } from "../../../contracts/extracted-data.ts";
import {
  addDuration,
  findAmounts,
  findDateRange,
  findDates,
  parseDuration,
  type Duration,
} from "../../../understanding/normalize/index.ts";
import type { NamedNumber } from "../../../understanding/question/parse-question.ts";
import { sentencesOf } from "./find-clause.ts";

/**
 * The labels an amount is printed beside, in either language: the answer to "how much
 * deposit" is the amount on the line that says "uang jaminan" or "security deposit".
 */
export const AMOUNT_LABELS = {
  service_charge: /\b(service charge|service fee|biaya (layanan|servis|pelayanan)|servis)\b/i,
  discount: /\b(discount|diskon|potongan)\b/i,
  tax_amount: /\b(ppn|pajak|tax|vat|gst|sst|pb1)\b/i,
  deposit: /\b(security deposit|deposit|uang jaminan|jaminan)\b/i,
} as const;

/** The fields a question may ask for that are stored in the extracted data, by their name there. */
export const STORED_AMOUNTS = {
  service_charge: "service_charge_amount",
  discount: "discount",
  subtotal: "subtotal",
  contract_value: "contract_value",
} as const;

/** A stored amount field's value, or null when understanding did not find it. */
export function storedAmount(extractedData: unknown, field: string): number | null {
  const value = readExtractedData(extractedData).fields[field]?.value;
  const amount = typeof value === "number" ? value : Number(value);
  return value === undefined || !Number.isFinite(amount) ? null : Math.abs(amount);
}

/**
 * The first amount of money printed after a label in the text: on the label's line, else on
 * the line after it (a table's value under its heading, a sentence wrapped by the layout).
 */
export function labelledAmount(
  content: string | null,
  label: RegExp,
): { amount: number; line: string } | null {
  if (!content) return null;
  const lines = content.split("\n");
  for (const [index, line] of lines.entries()) {
    const at = line.search(label);
    if (at < 0) continue;
    const after = `${line.slice(at)} ${lines[index + 1] ?? ""}`;
    const [found] = findAmounts(after).filter((amount) => amount.value > 0);
    if (found) return { amount: found.value, line: after.replace(/\s+/g, " ").trim() };
  }
  return null;
}

/**
 * The labels a document's total is printed beside, in either language; "tagihan" alone is the
 * amount billed on a utility bill ("Jumlah Tagihan", its first word sometimes cut off a scan).
 */
export const TOTAL_LABEL =
  /\b(grand total|total due|amount due|total tagihan|jumlah tagihan|total bayar|jumlah bayar|total|jumlah|tagihan)\b/i;

/**
 * A total understanding did not store, read from the last line that prints one beside its
 * label: a total closes the page, after the subtotals and taxes labelled the same way. Only
 * the label's own line counts, so a date or a phone number below it is never taken.
 */
export function labelledTotal(content: string | null): number | null {
  if (!content) return null;
  let last: number | null = null;
  for (const line of content.split("\n")) {
    const at = line.search(TOTAL_LABEL);
    if (at < 0) continue;
    const [found] = findAmounts(line.slice(at)).filter((amount) => amount.value > 0);
    if (found) last = found.value;
  }
  return last;
}

/**
 * The labels a document's own number is printed beside. A bare "No." is left out: it numbers
 * streets and table rows as often as documents; so is the number of a phone, an account or a
 * taxpayer.
 */
const NUMBER_LABEL =
  /\b(?:(?:invoice|receipt|bill|document) (?:no|number)|invoice ?#|(?:no|nomor|nomer)\.? ?(?:invoice|inv|faktur|nota|kuitansi|kwitansi|tagihan|struk|dokumen|bukti|transaksi)|(?<!(?:phone|account|tax|npwp|vat|registration|customer|mobile|telp|hp) )number|reference(?: no)?|ref(?: no)?)(?![a-z])\.?\s*[:#.]?\s*/i;

/**
 * A document number understanding did not store, read right after its label on the label's
 * line ("Number : 21380", "No. Faktur: 041/III/25").
 */
export function labelledNumber(content: string | null): string | null {
  if (!content) return null;
  for (const line of content.split("\n")) {
    const label = NUMBER_LABEL.exec(line);
    if (!label) continue;
    const after = line.slice(label.index + label[0].length);
    // Letters, digits and separators, at least one digit: "Number : Rp" is no number.
    const token = /^[A-Z0-9][A-Z0-9/.-]*/i.exec(after)?.[0].replace(/[.-]+$/, "");
    if (token && /\d/.test(token)) return token;
  }
  return null;
}

/** How a paper prints each number asked by its own name, in either language. */
const PRINTED_NUMBERS: Record<NamedNumber, RegExp> = {
  registration:
    /\b(?:(?:nomor|no\.?|number)\s*(?:pendaftaran|registrasi)|(?:registration|register)\s*(?:number|no\.?)|reg\.\s*no\.?)(?![a-z])/i,
  account:
    /\b(?:(?:nomor|no\.?)\s*(?:rekening|rek\.?)|(?:bank\s*)?account(?:\s*(?:number|no\.?))?|virtual account|rekening|a\/c(?:\s*no\.?)?)(?![a-z])/i,
  tax_id: /\b(?:npwp|tax\s*id(?:entification number)?|nomor pokok wajib pajak)(?![a-z])/i,
  policy: /\b(?:(?:nomor|no\.?)\s*polis|policy\s*(?:number|no\.?))(?![a-z])/i,
  contract:
    /\b(?:(?:nomor|no\.?)\s*(?:kontrak|perjanjian)|(?:contract|agreement)\s*(?:number|no\.?))(?![a-z])/i,
  customer:
    /\b(?:(?:nomor|no\.?|id)\s*pelanggan|customer\s*(?:number|no\.?|id)|id\s*pel\.?)(?![a-z])/i,
  licence:
    /\b(?:(?:nomor|no\.?)\s*(?:izin|ijin)|nib|(?:licen[cs]e|permit)\s*(?:number|no\.?))(?![a-z])/i,
  certificate: /\b(?:(?:nomor|no\.?)\s*sertifikat|certificate\s*(?:number|no\.?))(?![a-z])/i,
  reference:
    /\b(?:(?:nomor|no\.?)\s*referensi|reference\s*(?:number|no\.?)|ref\.?\s*no\.?)(?![a-z])/i,
  order:
    /\b(?:(?:nomor|no\.?)\s*(?:po|pesanan)|(?:po|purchase order|order)\s*(?:number|no\.?|#))(?![a-z])/i,
  faktur:
    /\b(?:(?:kode dan\s*)?(?:nomor|no\.?)\s*(?:seri\s*)?(?:e-?)?faktur\s*pajak|(?:e-?)?faktur\s*pajak\s*(?:nomor|no\.?|number|#)|nsfp|tax invoice\s*(?:serial\s*)?(?:number|no\.?))(?![a-z])/i,
};

/** How many words may stand between a number's name and the number ("Rekening BCA 123…"). */
const WORDS_BEFORE_NUMBER = 3;

/**
 * A number asked by its own name, read after that name in the text, across a line's end (a
 * recital's "dengan nomor pendaftaran" wraps before the number): the first token of four
 * characters or more holding a digit, a few words after the name at most.
 */
export function namedNumberIn(content: string | null, number: NamedNumber): string | null {
  if (!content) return null;
  const text = content.replace(/\s+/g, " ");
  const label = new RegExp(PRINTED_NUMBERS[number].source, "gi");
  for (const found of text.matchAll(label)) {
    const after = text.slice(found.index + found[0].length).split(" ");
    let words = 0;
    for (const raw of after) {
      const token = raw.replace(/^[:#=(.-]+|[.,;:)]+$/g, "");
      if (token === "") continue;
      if (/\d/.test(token) && token.length >= 4 && /^[A-Z0-9][A-Z0-9./-]*$/i.test(token)) {
        return token;
      }
      if (/^(?:adalah|is|yaitu|ialah|no\.?|number|nomor)$/i.test(token)) continue;
      words += 1;
      if (words > WORDS_BEFORE_NUMBER) break;
    }
  }
  return null;
}

/** The labels a due date is printed beside, in either language. */
const WHOLE_DUE_LABEL =
  /\b(due date|due|jatuh tempo|jth\.? tempo|pay by|pay before|payment due|dibayar paling lambat|paling lambat|(?:di)?bayar sebelum(?: tanggal)?)\b/;

/**
 * A due date's label whose first letters a photo's left edge cut off, at the start of a line:
 * "…ayar sebelum", "…ebelum", "…uh tempo", "…ng lambat". The tail kept is the last word's
 * (a "sebelum" without its "s" is no word of its own), so "belum lunas" is not read as one.
 */
const CUT_DUE_LABEL = /^[^\p{L}\d]*(?:\p{L}{1,5}\s+)?\p{L}{0,3}(?:ebelum|empo|ambat)\b/u;

/** The labels a due date is printed beside, whole or cut by a photo's edge. */
export const DUE_LABEL = new RegExp(`${WHOLE_DUE_LABEL.source}|${CUT_DUE_LABEL.source}`, "iu");

/**
 * The date printed after a label on the label's own line: a due date understanding did not
 * store is still on the page ("Due : September 21, 2025"). Another line's date may be any date.
 */
export function labelledDate(content: string | null, label: RegExp): string | null {
  if (!content) return null;
  for (const line of content.split("\n")) {
    const at = line.search(label);
    if (at < 0) continue;
    const [found] = findDates(line.slice(at));
    if (found) return found.iso;
  }
  return null;
}

/** Words that make a sentence about ending a contract early rather than its term running out. */
const ENDING_EARLY =
  /\b(terminat\w*|mengakhiri|diakhiri|pengakhiran|pemutusan|memutuskan|cancel\w*)\b/i;
/** Words of a notice or a cure period. */
const NOTICE = /\b(notice|written|pemberitahuan|teguran|tertulis|remedy|memperbaiki\w*)\b/i;

/**
 * The period a clause sets (a number of days' written notice, in words and figures or in figures alone, English or Indonesian), with
 * the sentence that sets it. Among sentences stating a period, those about ending the
 * contract early and about notice come first.
 */
export function periodIn(
  texts: string[],
  topic: string,
): { duration: Duration; sentence: string } | null {
  let best: { duration: Duration; sentence: string; score: number } | null = null;
  for (const text of texts) {
    for (const sentence of sentencesOf(text)) {
      const duration = parseDuration(sentence);
      if (!duration) continue;
      // A contract's own term is the period no notice or early ending sets.
      const score =
        topic === "term"
          ? ENDING_EARLY.test(sentence) || NOTICE.test(sentence)
            ? -1
            : 0
          : (topic === "termination" && ENDING_EARLY.test(sentence) ? 2 : 0) +
            (NOTICE.test(sentence) ? 1 : 0);
      if (!best || score > best.score) best = { duration, sentence, score };
    }
  }
  return best && { duration: best.duration, sentence: best.sentence };
}

/**
 * A contract's end understanding did not store, read from the sentence setting its term: the
 * last day of the span it states ("sejak 1 Juli 2025 sampai dengan 30 Juni 2026"), else its
 * start plus its length, the start day counted as the term's first, as Indonesian contracts
 * read "12 (dua belas) bulan terhitung sejak 1 Agustus 2025" (31 Juli 2026).
 */
export function termEnd(content: string | null): string | null {
  if (!content) return null;
  const term = periodIn([content], "term");
  if (!term) return null;
  const span = findDateRange(term.sentence);
  if (span) return span.end;
  const [start] = findDates(term.sentence);
  return start ? addDuration(start.iso, term.duration, { inclusive: true }) : null;
}
