import { sourceOf, type LocatedLine } from "../document-lines.ts";
import type { Row } from "../rows.ts";
import type { DocumentType, UnderstoodFields } from "../types.ts";
import { cleanName, isFieldLabel } from "../vendor-name.ts";
import { type NameCandidate, nameCandidates, pageGeometry } from "./candidates.ts";
import { type Features, nameFeatures, nameOverlap } from "./features.ts";
import { candidateProbabilities, type FieldScorer } from "./model.ts";
import {
  ACCOUNT_HOLDER_WORDS,
  BUYER_LABELS,
  LABEL_WORDS,
  LEGAL_FORM_ROW,
  SELLER_LABELS,
  TAX_ID_LABELS,
  wordPattern,
} from "./vocabulary.ts";
import weights from "./issuer-weights.json" with { type: "json" };

/**
 * Seller or buyer: on an invoice both parties print their names, addresses and tax numbers, and
 * which is the issuer is a learned decision over every organisation-like name on the page
 * (decision 0023). The features say where a name stands and what labels it, not what it says.
 */

/** The issuer's scorer and the document types that take it (`npm run train:extractor`). */
export interface IssuerModel {
  version: string;
  trainedOn: string;
  scorer: FieldScorer;
}

export const ISSUER_MODEL: IssuerModel = weights as IssuerModel;

/** Labels of the buyer's block beyond the receipts' list: the party an invoice is addressed to. */
const BUYER_WORDS = [
  ...BUYER_LABELS,
  "ditagihkan kepada",
  "tagihan kepada",
  "dikirim ke",
  "alamat kirim",
  "deliver to",
  "consignee",
  "customer name",
  "nama pelanggan",
  "nama pembeli",
  "pembeli barang kena pajak",
  "pemesan",
  "penyewa",
  "account holder name",
];
/** Labels of the seller's block, and the closing above a seller's signature. */
const SELLER_WORDS = [
  ...SELLER_LABELS,
  "hormat kami",
  "yours faithfully",
  "sincerely",
  "for and on behalf of",
  "untuk dan atas nama",
];
const SHIP_WORDS = ["ship to", "deliver to", "dikirim ke", "alamat kirim", "consignee", "penerima"];
const BANK_WORDS = [
  "bank",
  "rekening",
  "no rek",
  "rek",
  "account no",
  "acc no",
  "account number",
  "iban",
  "swift",
  "bic",
  "virtual account",
  "transfer",
  "sort code",
  "routing",
];
const HONORIFIC = /^(?:bapak|bpk|ibu|sdr|sdri|mr|mrs|ms|miss|dr|tuan|nyonya)\.?\s/i;
const TITLE = /\b(?:invoice|faktur|tagihan|bill|receipt|kwitansi|kuitansi|nota|statement)\b/i;

const BUYER = wordPattern(BUYER_WORDS);
const SELLER = wordPattern(SELLER_WORDS);
const SHIP = wordPattern(SHIP_WORDS);
const BANK = wordPattern(BANK_WORDS);
const TAX_ID = wordPattern(TAX_ID_LABELS);
const HOLDER = wordPattern(ACCOUNT_HOLDER_WORDS);
const opens = (pattern: RegExp) => new RegExp(`^[\\s(]*(?:${pattern.source})\\s*[:.]?`, "iu");
const BUYER_OPENS = opens(BUYER);
const SELLER_OPENS = opens(SELLER);
/** "Nama Pelanggan : X", "Dari : X": a label, a colon, a value on one line. */
const KEY_VALUE = /^([^:：]{2,40}?)\s*[:：]\s*(\S.*)$/u;
/** Rows above a name its block's label may stand on. */
const BLOCK_ROWS = 5;
/** Rows around a name its tax number or bank details may stand on. */
const NEAR_ROWS = 3;
const FOOTER_ROWS = 3;

/** A name candidate with the label written before it on its own line, if any. */
export interface IssuerCandidate extends NameCandidate {
  label: string;
}

/**
 * The names an invoice offers: the receipts' name candidates (the top, the footer, rows with a
 * company form or a seller's label, account holders) and each "label : value" line's value
 * anywhere on the page, with the label kept as the name's own.
 */
export function issuerCandidates(rows: Row[]): IssuerCandidate[] {
  const found: IssuerCandidate[] = nameCandidates(rows).map((each) => ({
    ...each,
    label: labelBefore(each.line.text, each.value),
  }));
  const seen = new Set(found.map((each) => `${each.rowIndex}\u0000${each.value.toLowerCase()}`));
  rows.forEach((row, rowIndex) => {
    for (const line of row.lines) {
      const match = KEY_VALUE.exec(line.text);
      if (!match) continue;
      const value = cleanName(match[2]!);
      const key = `${rowIndex}\u0000${value.toLowerCase()}`;
      if (!/\p{L}{3}/u.test(value) || value.length > 80 || seen.has(key) || isFieldLabel(value)) {
        continue;
      }
      seen.add(key);
      found.push({
        value,
        rowIndex,
        row,
        line,
        textBefore: match[1]!,
        textAfter: "",
        joined: false,
        label: match[1]!,
      });
    }
  });
  return found;
}

/** The words before a name on its own line ("Dari :", "Kepada Yth."), or "" where it opens it. */
function labelBefore(lineText: string, name: string): string {
  const at = lineText.toLowerCase().indexOf(name.toLowerCase());
  return at > 0 ? lineText.slice(0, at).trim() : "";
}

function sameColumn(a: LocatedLine, b: LocatedLine): boolean {
  if (!a.box || !b.box) return true;
  return Math.min(a.box.x + a.box.width, b.box.x + b.box.width) > Math.max(a.box.x, b.box.x);
}

/** The label of the nearest block above the name in its column, and how many rows up it is. */
function blockAbove(candidate: IssuerCandidate, rows: Row[]) {
  for (let up = 1; up <= BLOCK_ROWS; up++) {
    const row = rows[candidate.rowIndex - up];
    if (!row || row.page !== candidate.row.page) break;
    for (const line of row.lines) {
      if (!sameColumn(line, candidate.line)) continue;
      const buyer = BUYER_OPENS.test(line.text);
      const seller = SELLER_OPENS.test(line.text);
      if (buyer || seller) return { buyer, seller, ship: SHIP.test(line.text), up };
    }
  }
  return null;
}

/** Rows from the name to the nearest row within NEAR_ROWS (its own too) that `test` accepts. */
function rowsTo(candidate: IssuerCandidate, rows: Row[], test: (text: string) => boolean) {
  let nearest: number | null = null;
  for (let offset = -NEAR_ROWS; offset <= NEAR_ROWS; offset++) {
    const row = rows[candidate.rowIndex + offset];
    if (!row || row.page !== candidate.row.page) continue;
    const texts = row.lines.filter((line) => sameColumn(line, candidate.line)).map((l) => l.text);
    if (texts.some(test) && (nearest === null || Math.abs(offset) < Math.abs(nearest))) {
      nearest = offset;
    }
  }
  return nearest;
}

const withoutForms = (name: string) =>
  name.replace(new RegExp(LEGAL_FORM_ROW.source, "giu"), " ").replace(/\s+/g, " ").trim();

/** The name's features for the seller-or-buyer decision, beside the receipts' name features. */
export function issuerFeatures(
  candidates: IssuerCandidate[],
  rows: Row[],
  rulesValue: string | null,
): Features[] {
  const geometry = pageGeometry(rows);
  const base = nameFeatures(candidates, rows, geometry, rulesValue);
  const firstLabelRow = rows.findIndex((row) =>
    row.lines.some((line) => BUYER_OPENS.test(line.text) || SELLER_OPENS.test(line.text)),
  );
  const footerTexts = rows
    .filter((row, index) => {
      const after = rows.slice(index + 1, index + 1 + FOOTER_ROWS);
      return after.length < FOOTER_ROWS || after.some((each) => each.page !== row.page);
    })
    .map((row) => row.text.toLowerCase());
  const heights = candidates.map((each) => each.line.box?.height ?? 0);
  const tallest = Math.max(0, ...heights);
  const companies = candidates.filter((each) => LEGAL_FORM_ROW.test(each.value));
  return candidates.map((candidate, index) => {
    const label = candidate.label || linesLeftOf(candidate).join(" ");
    const block = blockAbove(candidate, rows);
    const taxRows = rowsTo(candidate, rows, (text) => TAX_ID.test(text));
    const bankRows = rowsTo(candidate, rows, (text) => BANK.test(text));
    const core = withoutForms(candidate.value).toLowerCase();
    const ownRow = candidate.row.text.toLowerCase();
    const inFooter =
      core.length >= 4 && footerTexts.some((text) => text !== ownRow && text.includes(core));
    const words = candidate.value.split(/\s+/);
    const company = LEGAL_FORM_ROW.test(candidate.value);
    const features: Features = {
      ...base[index]!,
      label_buyer: label && BUYER.test(label) ? 1 : 0,
      label_seller: label && SELLER.test(label) ? 1 : 0,
      label_other: label && !BUYER.test(label) && !SELLER.test(label) ? 1 : 0,
      above_buyer: block?.buyer ? 1 : 0,
      above_seller: block?.seller && !block.buyer ? 1 : 0,
      above_ship: block?.ship ? 1 : 0,
      above_rows: block ? block.up / BLOCK_ROWS : 1,
      before_first_label: firstLabelRow >= 0 && candidate.rowIndex < firstLabelRow ? 1 : 0,
      tax_id_near: taxRows !== null ? 1 : 0,
      tax_id_below_near: taxRows !== null && taxRows > 0 ? 1 : 0,
      bank_near: bankRows !== null ? 1 : 0,
      holder_row: HOLDER.test(candidate.row.text) ? 1 : 0,
      in_footer_too: inFooter ? 1 : 0,
      tallest: tallest > 0 && heights[index] === tallest ? 1 : 0,
      first_company: companies[0] === candidate ? 1 : 0,
      company_name: company ? 1 : 0,
      person_like: !company && HONORIFIC.test(candidate.value) ? 1 : 0,
      two_or_three_words: !company && words.length >= 2 && words.length <= 3 ? 1 : 0,
      title_on_row: TITLE.test(candidate.row.text) ? 1 : 0,
      labelled_on_line: candidate.label ? 1 : 0,
    };
    return features;
  });
}

/**
 * The texts of the labels left of the name on its row: a label printed in a column of its own.
 * A PDF row holds each column's piece (decision 0042), so the piece left of a name may be
 * another party's name or address beside it, which labels nothing.
 */
function linesLeftOf(candidate: IssuerCandidate): string[] {
  const x = candidate.line.box?.x;
  if (x === undefined) return [];
  return candidate.row.lines
    .filter((line) => line !== candidate.line && line.box && line.box.x + line.box.width <= x)
    .map((line) => line.text)
    .filter(readsAsLabel);
}

/** A label: a text ending in its colon, or made of a few label words alone ("Bill to", "Pemasok"). */
export function readsAsLabel(text: string): boolean {
  if (/[:：]\s*$/u.test(text) || BUYER_OPENS.test(text) || SELLER_OPENS.test(text)) return true;
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 && words.length <= 4 && words.every((word) => LABEL_WORDS.has(word));
}

/** The likeliest issuer among the candidates and its probability. */
export function bestIssuer(
  scorer: FieldScorer,
  candidates: IssuerCandidate[],
  features: Features[],
) {
  const probabilities = candidateProbabilities(scorer, features);
  let best = -1;
  probabilities.forEach((probability, index) => {
    if (best < 0 || probability > probabilities[best]!) best = index;
  });
  return best < 0 ? null : { candidate: candidates[best]!, probability: probabilities[best]! };
}

/**
 * The fields with the issuer the scorer chooses, for the document types training took it for;
 * `rulesVendor` is the rules' own answer, one of the features. Confidence is the chosen name's
 * probability, no higher than the rules' where they name the same party.
 */
export function chooseIssuer(
  rows: Row[],
  fields: UnderstoodFields,
  rulesVendor: UnderstoodFields["vendor"],
  type: DocumentType,
  model: IssuerModel = ISSUER_MODEL,
): UnderstoodFields {
  if (!model.scorer.types.includes(type)) return fields;
  const candidates = issuerCandidates(rows);
  const best = bestIssuer(
    model.scorer,
    candidates,
    issuerFeatures(candidates, rows, rulesVendor?.value ?? null),
  );
  if (!best) return fields;
  const probability = Number(best.probability.toFixed(3));
  // The same name as the rules' (its words, whatever the case): their spelling and line stand,
  // the letterhead's rather than a bank line's or a footer's.
  if (rulesVendor && nameOverlap(rulesVendor.value, best.candidate.value) >= 0.8) {
    return {
      ...fields,
      vendor: { ...rulesVendor, confidence: Math.min(probability, rulesVendor.confidence) },
    };
  }
  return {
    ...fields,
    vendor: {
      value: best.candidate.value,
      confidence: probability,
      source: sourceOf(best.candidate.line),
    },
  };
}
