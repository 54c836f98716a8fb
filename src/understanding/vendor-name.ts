import type { Candidate } from "./field-candidate.ts";
import { BLOCK_HEADING_WORDS, LABEL_WORDS } from "./learned/vocabulary.ts";
import { withoutSpecks } from "./name-specks.ts";
import { findDates } from "./normalize/dates.ts";
import type { Row } from "./rows.ts";

/**
 * Legal forms, with the OCR misreadings receipts show ("SDN 8HD", "5DN BHO"): the strongest sign
 * that a row names a company. The short European forms count only in capitals: OCR's specks
 * read as "Sa" or "Ag" are no société anonyme.
 */
const LEGAL_FORM_ANY_CASE =
  /\b(PT|CV|UD|PD|Tbk|Persero|Perum|Perumda|PDAM|Koperasi|[S5][DO0]N\.? ?[B8][HN][DO0]|[B8]HD|S\/B|LTD|LIMITED|INC|CORP(ORATION)?|PTE|LLC|L\.L\.C|LLP|PLC|GMBH|SARL|S\.?R\.?O|S\.?R\.?L|S\.?P\.?A|KFT|UAB|DAC|ULC|A\/S|SP\. Z O\.O)\b/i;
const LEGAL_FORM_CAPITALS =
  /\b(AG|SAS|SARL|SA|S\.A\.(R\.L\.)?|S\.L\.?|SL|B\.?V\.?|N\.V\.?|NV|AB|Oy|OÜ|ApS|LP|CO\.|Co\.)(?=\s|$|[,)])/u;

function namesLegalForm(text: string): boolean {
  return LEGAL_FORM_ANY_CASE.test(text) || LEGAL_FORM_CAPITALS.test(text);
}

/** Words of a trade that name a shop or business without its legal form. */
const TRADE =
  /\b(ENTERPRISE|TRADING|RESTORAN|RESTAURANT|RUMAH MAKAN|TOKO|MART|CAFE|KAFE|APOTEK|APOTIK|HOTEL|BAKERY|STATIONERY|HARDWARE|COMPANY|PERCETAKAN|WARUNG|KEDAI|DEPOT|BENGKEL|TOSERBA|SWALAYAN|MINIMARKET|KOPITIAM|SPBU|LAUNDRY|KLINIK|GROSIR|KATERING|CATERING|PARKIR|PARKING|PARK SYSTEM)\b/i;
/**
 * Rows that name no issuer: a document's title (after the specks and a stray digit OCR read
 * before it, or glued to its number: "NOTANo. 57"), an address, a contact, a label.
 */
const NOT_VENDOR =
  /^(?:[\W_]|\d\s)*(?:struk |karcis |tiket |ticket )?park(?:ir|ing)\b|^(?:[\W_]|\d\s)*(invoice|tax invoice|faktur( pajak)?|receipt|official receipt|struk|kuitansi|kwitansi|nota|bill|statement|billing statement|tagihan|rekening (air|listrik|telepon|gas)|original|copy|salinan|cash sale|simplified tax invoice)(?:\b|(?=no\.?\s?\d))|\b(jl\.?|j[il1](?=\.)|jalan|street|road|no\.? ?\d|telp|tel|phone|fax|email|www\.|http|npwp|gst (id|reg)|(company|co\.?|business) (reg\w*|no|nr|number)|reg(istration)?\.? (no|mo)\b|date|tanggal|page|halaman|kabupaten|kota|kecamatan|provinsi|thank you|terima kasih|bukti (penerimaan|pembayaran)|tanda terima)\b|(?<![(\d-])\b\d{5}\b(?![-)\d])|^[\d\W]+$|^\W*\d{1,5}\s+\p{L}[\p{L} .'-]*\b(?:rd|ave|avenue|st|blvd|boulevard|dr|drive|ln|lane|hwy|highway|way|pkwy)\b/iu;
/**
 * A line OCR is less than half sure of is mostly a logo or a smudge read as letters
 * ("AA f", "Sa CUCL"), never the name the letterhead prints.
 */
const LEGIBLE_CONFIDENCE = 0.5;
const SELLER_LABEL =
  /^(?:(?:receipt|invoice|bill|payment|tagihan|kuitansi|struk) )?(from|dari|penjual|seller|supplier|vendor|issuer|service provider|pengusaha kena pajak|nama pkp|issued by|billed by|diterbitkan oleh|(?:please )?remit (?:payment )?to|pay to|(?:make (?:checks|cheques) )?payable to)\b\s*:?\s*/i;
/** A payment acknowledged by someone names who was paid: the issuer of the receipt. */
const PAYEE_LABEL = /\b(payment received by|pembayaran diterima oleh)\s*:?\s*/i;
const BUYER_BLOCK =
  /^to\s*:?\s*$|^to\s*:|\b(bill(ed)? to|invoice(d)? to|sold to|ship to|deliver to|kepada( yth)?|customer|client(?=\s*(?::|$))|pelanggan|pembeli|buyer|(?:di)?tagihkan kepada|tagihan kepada|(?:(?:telah|sudah|[a-z]{5}) )?(?:di)?terima dari|received from|factuuradres|afleveradres|rechnungsadresse|adresse de facturation)\b/i;
/**
 * A buyer's or payer's label with what it labels after it: phrases that are only labels, and
 * words that may be a name's own ("PT Pembeli …") only before their colon.
 */
const BUYER_LABEL_BEFORE_VALUE =
  /\b(?:(?:di)?terima dari|received from|bill(?:ed)? to|invoice(?:d)? to|sold to|ship to|kepada yth|(?:di)?tagihkan kepada)\b|\b(?:customer|client|pelanggan|pembeli|buyer|kepada)\s*:/i;

/** Whether a text holds the buyer's or payer's label: what it names is not the issuer. */
export function holdsBuyerLabel(text: string): boolean {
  return BUYER_LABEL_BEFORE_VALUE.test(text);
}
/** How many rows after a buyer label belong to the buyer's address block. */
const BUYER_BLOCK_ROWS = 5;
/** The header of a document: where a letterhead or a receipt's shop name sits. */
const TOP_ROWS = 8;

/**
 * Lines of the legal notice an issuer must print (registered office, capital, trade register):
 * they follow the issuer's name, on their row or on the row above.
 */
const REGISTRATION =
  /\b(au capital (social )?de|capital social|si[èe]ge social|registered office|regd\.? office|registered (in|with) [A-Z][a-z]+|company (registration )?(no|number)|handelsregister|registergericht|amtsgericht|vorstand|gesch[äa]ftsf[üu]hrer|kvk|rcs|hrb)\b/i;

/** A company phrase inside a busier row: "LKA PT Lestari Kencana Abadi TAGIHAN". */
const COMPANY_PHRASE = /\b(?:PT|CV|UD|PD)\.?\s+[A-Z][\w&.'-]*(?:\s+(?:[A-Z][\w&.'-]*|&|dan|and))*/;

/** OCR reads I, O, S and B as 1, 0, 5 and 8 inside words: "URBAN 1DEA", "SDN 8HD". */
function lettersForLookalikeDigits(text: string): string {
  return text.replace(/\b[A-Z0-9]*[A-Z][A-Z0-9]*\b/g, (word) => {
    const letters = word.replace(/[0-9]/g, "").length;
    if (letters < 2 || letters < word.length - 1) return word;
    return word.replace(/[0158]/g, (digit) => ({ "0": "O", "1": "I", "5": "S", "8": "B" })[digit]!);
  });
}

/** A name ending in its legal form, then a street number beside it on the same layout row. */
const NAME_THEN_ADDRESS =
  /^(.*?\b(?:Pte\.? Ltd|Ltd|Limited|Inc|Corp(?:oration)?|LLC|GmbH|Sdn\.? Bhd|Bhd|Tbk)\.?) \d.*$/i;

/**
 * A name ending in a legal form, then something no name goes on with: a figure, a currency or
 * a field's label printed beside it on the same row ("… LLC Amount due $144.00").
 */
const NAME_TO_LEGAL_FORM = String.raw`(.*?\b(?:(?:Pte|Pty)\.? Ltd|Sdn\.? Bhd|Ltd|Limited|Inc|Corp(?:oration)?|LLC|LLP|GmbH|Bhd|Berhad|Tbk|PLC|B\.V|ApS|SARL|S\.?r\.?o|S\.?r\.?l|S\.?p\.?A|Kft|UAB|DAC|ULC|A\/S|L\.L\.C|(?-i:AG|SAS|AB|Oy|OÜ|S\.L|SL|S\.A|NV|N\.V|LP))\.?)`;
const NAME_THEN_FIELD = new RegExp(String.raw`^${NAME_TO_LEGAL_FORM}\s+(?=\S)(.*)$`, "i");
/** A name ending in its legal form at the start of a row: the left column's, in a row of two. */
const LEADING_LEGAL_NAME = new RegExp(String.raw`^${NAME_TO_LEGAL_FORM}(?=\s|$)`, "i");
const FIELD_AFTER_NAME =
  /\d|[$€£¥]|\b(amount|total|due|paid|balance|invoice|receipt|date|page|bill|vat|tax|npwp|gst|no|number|tel|phone|email|customer|buyer|seller|attn|attention|united states|usa|united kingdom|indonesia|singapore|ireland|germany|netherlands|australia|canada)\b/i;

/**
 * The name without what follows its legal form on the row: a field, or a second company
 * printed beside it (the buyer's, in a column of its own: "Acme Inc. Globex S.L.").
 */
function withoutFieldAfterName(name: string): string {
  const match = NAME_THEN_FIELD.exec(name);
  if (!match) return name;
  const after = match[2]!;
  return FIELD_AFTER_NAME.test(after) || namesLegalForm(after) ? match[1]! : name;
}

/**
 * Whether a text is a field's label rather than a name: every word of it is a label word
 * ("Buyer", "Invoice number", "Bill to") or an identifier or figure ("VAT Number DE123…").
 */
export function isFieldLabel(text: string): boolean {
  // A date is a field's value, not part of a name: "8 October 2023 Due" is a label and its date.
  let rest = text;
  for (const found of findDates(text)) rest = rest.replace(found.text, " ");
  const words = rest
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.every(isLabelWord);
}

function isLabelWord(word: string): boolean {
  const lower = word.toLowerCase();
  return LABEL_WORDS.has(lower) || BLOCK_HEADING_WORDS.has(lower) || /\d/.test(word);
}

/**
 * The name without a field printed after it on its row, where no legal form marks its end
 * ("Acme Labs Amount due $144.00", "Acme Page 1 of 1"): from the first capitalised label word
 * after which the row is all labels and values.
 */
function withoutTrailingField(name: string): string {
  const words = name.split(" ");
  for (let index = 1; index < words.length; index++) {
    const word = words[index]!.replace(/[^\p{L}]+$/u, "");
    // "Company" ends many a name ("… & Company"), and a name goes on after "&" or "and".
    if (!/^\p{Lu}/u.test(word) || !isLabelWord(word) || /^company$/i.test(word)) continue;
    const head = words.slice(0, index).join(" ");
    if (/(?:&|\band|\bdan|\bof)$/i.test(head)) continue;
    if (
      /\p{L}{3}/u.test(head) &&
      !isFieldLabel(head) &&
      isFieldLabel(words.slice(index).join(" "))
    ) {
      return head;
    }
  }
  return name;
}

/** The words of a sentence before the issuer's name it closes with ("… is billed by"). */
const SUPPLIED_BY =
  /^(?:[\p{L}'’]+\s+){0,5}(?:issued|provided|billed|supplied|sold|operated|offered|invoiced|rendered|delivered)\s+by\s+(?=\p{Lu})/iu;

const TITLE_WORD =
  "(?:tax invoice|invoice|faktur|factuur|facture|rechnung|receipt|struk|kuitansi|kwitansi)";
const COPY_WORD = "(?:copy|copie|kopie|salinan|duplicate|duplikat|duplicaat|original)";
/** A copy's mark on the document's title, before or after it: "Duplicate invoice", "Faktur salinan". */
const COPY_OF_TITLE = new RegExp(
  `\\b${COPY_WORD}\\s*[:-]?\\s*(?=${TITLE_WORD}\\b)|(?<=\\b${TITLE_WORD})\\s*[(:-]?\\s*${COPY_WORD}\\b\\)?`,
  "gi",
);

/** A name without labels, document words, contact details, OCR specks and the row's other words around it. */
export function cleanName(text: string): string {
  const phrase = COMPANY_PHRASE.exec(text)?.[0];
  let name = (phrase && phrase.length >= 6 ? phrase : text)
    .replace(
      // The label a whole word: "Darimas Ltd" and "Fromental Co" keep the letters they open with.
      /^(?:(?:receipt|invoice|bill|payment|tagihan|kuitansi|struk) (?=from|dari))?(sold by|seller|from|dari|penjual|vendor|supplier|sprzedawca|verkoper|vendeur|bill(?:ed)? to|invoice to|sold to|ship to|customer|client|buyer|kepada(?: yth)?|pembeli)(?![\p{L}\p{N}])\s*:?\s*/iu,
      "",
    )
    // A sentence naming who supplies the service: "Services are provided by Acme Ltd".
    .replace(SUPPLIED_BY, "")
    .replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+/gi, " ")
    // Which copy of the paper this is ("Copy invoice", "Faktur salinan") names no one.
    .replace(COPY_OF_TITLE, "")
    .replace(
      /\b(tax invoice|invoice|faktur|factuur|facture|rechnung|receipt|struk|kuitansi|kwitansi)\b\.?/gi,
      "",
    )
    .replace(/\s+(nota|no\.?|nomor|tagihan|statement)\b.*$/i, "")
    .replace(/\s*\(\s*\d{3,}[\w?-]*\s*\)?[\s,.;:]*$/, "")
    .replace(/[|~“”"'`]/g, " ")
    .replace(/^[a-z]\s+(?=[A-Z])/, "")
    .replace(/\s+/g, " ")
    .replace(NAME_THEN_ADDRESS, "$1")
    .replace(/^.*$/, withoutFieldAfterName)
    .replace(/^.*$/, withoutTrailingField)
    // A number after the name, its label dropped above: "Acme Labs #1042".
    .replace(/(?<=\p{L}{2}.*)\s+#\s?\d[\w-]*$/u, "")
    // Whom the invoice is for, after the seller's name on its row: "Acme Labs Attn: Jo Bloggs".
    .replace(/(?<=\p{L}{2}.*)\s+(?:attn|attention)\b.*$/iu, "")
    // A mark or a document number printed after the name: "… © NOTA No.0231".
    .replace(/\s+[©®~]+.*$/, "")
    .replace(/(?<=\p{L}{2,}.*)(\s+(?=\S*\p{L})(?=\S*\d\S*\d)\S+)+$/u, "")
    .replace(/[\s,;:-]+$/, "")
    .replace(/^[\s,.;:_-]+/, "")
    .trim();
  // Mixed-case names keep their case; capitals trailing one are headings printed beside it.
  if (/[a-z]/.test(name))
    name = name.replace(
      /(\s+(?!(?:LLC|LLP|LTD|INC|PLC|BHD|SDN|SAS|PTE|PTY|CORP|GMBH|SARL|UAB|DAC|ULC|KFT)\b)[A-Z]{3,})+$/,
      "",
    );
  // A lone letter after a name is OCR's reading of a logo ("Lestari Kencana Abadi L").
  name = name.replace(/\s+[A-Za-z]$/, "");
  return lettersForLookalikeDigits(name);
}

/** A row cut down to some of its lines, keeping the row's place. */
function rowOfLines(row: Row, lines: Row["lines"]): Row {
  return { ...row, lines, text: lines.map((line) => line.text).join(" ") };
}

/**
 * The rows with the buyer's block taken out: null for a row that is wholly the buyer's, the
 * row itself or the part of it left of the buyer's column. A buyer's label printed beside the
 * issuer's letterhead ("Acme LLC" on the left, "Bill to" on the right) opens a column: the
 * lines below it under that column are the buyer's, those left of it still the issuer's. A
 * label opening its row takes the whole rows below it, as before, when nothing tells columns
 * apart.
 */
function sellerSide(rows: Row[]): Array<Row | null> {
  const side: Array<Row | null> = [...rows];
  rows.forEach((row, index) => {
    // The label may be a cell of its own on a row whose other cells go on ("Client" beside
    // "Amount due (USD)"): "client" is a label only where nothing follows it in its cell.
    const labelLine = row.lines.findIndex((line) => BUYER_BLOCK.test(line.text));
    const match = BUYER_BLOCK.exec(row.text) ?? (labelLine >= 0 ? { index: 0 } : null);
    if (!match) return;
    const columnX = labelLine > 0 ? row.lines[labelLine]!.box?.x : undefined;
    const label = row.lines[labelLine];
    let named = false;
    for (let offset = 0; offset <= BUYER_BLOCK_ROWS; offset++) {
      const inBlock = rows[index + offset];
      if (!inBlock || inBlock.page !== row.page) break;
      if (offset >= 1 && opensWithCompany(inBlock.text)) {
        // A second company opening a row after the buyer's name and address: the next block.
        if (offset >= 2 && (named || offset >= 4) && columnX === undefined) break;
        named = true;
      }
      const kept = side[index + offset];
      if (!kept) continue;
      if (columnX !== undefined) {
        const left = kept.lines.filter((line) => line.box && line.box.x + line.box.width < columnX);
        side[index + offset] = left.length > 0 ? rowOfLines(kept, left) : null;
      } else if (offset === 0 && labelLine === 0 && label?.box && kept.lines.length > 1) {
        // A name beside the label on its row, in a column of its own: the unlabelled issuer's.
        const other = kept.lines.filter(
          (line) =>
            line !== label &&
            line.box !== null &&
            line.box.x > label.box!.x + label.box!.width + 8 &&
            !isFieldLabel(line.text) &&
            !BUYER_BLOCK.test(line.text),
        );
        side[index] = other.length > 0 ? rowOfLines(kept, other) : null;
      } else if (offset >= 1 && labelLine === 0 && label?.box && kept.lines.length > 1) {
        // The label heads the left column only: a column right of the buyer's that no cell of
        // the label's row heads is another block, the issuer's printed without a label.
        const other = kept.lines.filter((line) => unheadedColumn(line, kept, row, label));
        side[index + offset] = other.length > 0 ? rowOfLines(kept, other) : null;
      } else if (offset === 0 && match.index > 0 && labelLine < 1) {
        // One line of text with the label inside it: what stands before the label.
        const before = row.text.slice(0, match.index).trim();
        side[index] = before ? { ...row, text: before } : null;
      } else {
        side[index + offset] = null;
      }
    }
  });
  return side;
}

/**
 * Whether a line of a buyer's block row stands in a column of its own right of the block, under
 * no cell of the label's row: not the row's first line, starting past the first line's end.
 */
function unheadedColumn(
  line: Row["lines"][number],
  blockRow: Row,
  labelRow: Row,
  label: Row["lines"][number],
): boolean {
  const first = blockRow.lines[0]!;
  if (line === first || !line.box || !first.box || !label.box) return false;
  if (line.box.x < first.box.x + first.box.width + 8 || line.box.x <= label.box.x) return false;
  const box = line.box;
  return !labelRow.lines.some(
    (each) =>
      each !== label &&
      each.box !== null &&
      (isFieldLabel(each.text) || BUYER_BLOCK.test(each.text)) &&
      each.box.x < box.x + box.width &&
      box.x < each.box.x + each.box.width,
  );
}

/** Whether a row opens with a name ending in its legal form ("Acme Ltd …"). */
function opensWithCompany(text: string): boolean {
  const name = LEADING_LEGAL_NAME.exec(text)?.[1];
  return !!name && looksLikeName(name.replace(/\.$/, "")) && !BUYER_BLOCK.test(name);
}

/**
 * A company opening a row below the buyer's block, on the seller's side: the issuer's block
 * printed under the buyer's, where nothing above names it.
 */
function companyBelowBuyer(rows: Row[]): Candidate<string> | null {
  const side = sellerSide(rows);
  const buyerStart = side.findIndex((row) => row === null);
  if (buyerStart < 0) return null;
  for (const row of side.slice(buyerStart)) {
    if (row && opensWithCompany(row.text) && heightOnPage(row, rows) < FOOTER) {
      return { value: row.text, strength: 1, row };
    }
  }
  return null;
}

/** "Nama : PT A Nama : PT B": two columns' names, each after the same label. */
function labelledColumns(text: string): [string, string] | null {
  const parts = text.split(/\s+(?=(?:nama|name|company|perusahaan)\s*:)/i);
  if (parts.length !== 2 || !HOLDER_LABEL.test(parts[0]!)) return null;
  const [left, right] = parts.map((part) =>
    part.replace(/^(?:nama|name|company|perusahaan)\s*:\s*/i, "").trim(),
  );
  return left && right ? [left, right] : null;
}

/**
 * The left column's name in a row of two: its own line where the row keeps its columns apart,
 * else the words up to the first legal form ("Acme Pte. Ltd. Globex Inc.").
 */
function leftColumnName(row: Row): string | null {
  if (row.lines.length > 1) return row.lines[0]!.text;
  const labelled = labelledColumns(row.text);
  if (labelled) return labelled[0];
  // Two names each opening with its form: "PT Maju Jaya PT Sinar Abadi".
  const prefixed = /^((?:PT|CV|UD)\.?\s.+?)\s+(?:PT|CV|UD)\.?\s/.exec(row.text);
  if (prefixed) return prefixed[1]!;
  return LEADING_LEGAL_NAME.exec(row.text)?.[1] ?? null;
}

/**
 * The right column's name in a row of two: its own last line where the row keeps its columns
 * apart, else the words after the left column's legal form ("Acme Ltd. Globex Inc." → Globex).
 */
function rightColumnName(row: Row): string | null {
  if (row.lines.length > 1) return row.lines.at(-1)!.text;
  const labelled = labelledColumns(row.text);
  if (labelled) return labelled[1];
  // A company form opening the right column's name: "Ibu Sari PT Maju Jaya".
  const phrase = COMPANY_PHRASE.exec(row.text);
  if (phrase && phrase.index > 0 && !namesLegalForm(row.text.slice(0, phrase.index))) {
    return phrase[0];
  }
  const left = LEADING_LEGAL_NAME.exec(row.text)?.[1];
  const rest = left ? row.text.slice(left.length).trim() : "";
  return rest && namesLegalForm(rest) && looksLikeName(rest.replace(/\.$/, "")) ? rest : null;
}

/**
 * "Bill to" and "From" heading two columns on one row, the buyer's first: the issuer's name is
 * the right column of the row below.
 */
function sellerRightOfBuyer(row: Row, next: Row | undefined): Candidate<string> | null {
  if (!next || next.page !== row.page) return null;
  const buyer = BUYER_BLOCK.exec(row.text) ?? /^to\b/i.exec(row.text);
  // The buyer's label a cell of its own ("Client" beside "Seller"): the cells after it.
  const labelCell = row.lines.length > 1 && BUYER_BLOCK.exec(row.lines[0]!.text)?.index === 0;
  const rest =
    buyer?.index === 0
      ? row.text.slice(buyer[0].length).replace(/^[\s:]+/, "")
      : labelCell
        ? row.lines
            .slice(1)
            .map((line) => line.text)
            .join(" ")
        : "";
  if (!rest || !SELLER_LABEL.test(rest) || rest.replace(SELLER_LABEL, "").trim()) return null;
  const name = rightColumnName(next);
  return name ? { value: name, strength: 3, row: next } : null;
}

/** A name's own label under a seller's: "Nama :", "Account name:". */
const HOLDER_LABEL =
  /^(?:nama|account (?:holder )?name|beneficiary(?: name)?|a\.\s?n\.?|a\/n|atas nama)\s*:?\s*/i;
/** A name's label in a block of "label: value" lines: "Name:", "Company name:". */
const NAME_LABEL = /^(?:(?:company|legal|business|registered) )?name\s*:\s*|^company\s*:\s*/i;
/** A bank's line: its name, an account number, IBAN or SWIFT. */
const BANK_LINE =
  /^(?:bank\b|rek(?:ening)?\b|acc(?:ount)? no\b|iban\b|swift\b)|\b(?:rek\.?|acc(?:ount)? no\.?)\s*\d/i;

/**
 * "Bill to" opening a row with a company after it, and the row below opening with another
 * company and going on into a second column ("Globex Inc. 1 Mill Lane"): the buyer's name is the
 * one under its label in the left column, and the one beside the label is the right column's,
 * the issuer's printed without a label.
 */
function sellerBesideBuyerLabel(row: Row, next: Row | undefined): Candidate<string> | null {
  const buyer = BUYER_BLOCK.exec(row.text);
  // One line of the page: OCR's separate lines on a row are cells read apart, a PDF line's
  // column pieces are still one line.
  const oneLine = row.lines.every((line) => line.line === row.lines[0]!.line);
  if (!buyer || buyer.index !== 0 || !next || next.page !== row.page || !oneLine) {
    return null;
  }
  const name = row.text.slice(buyer[0].length).replace(/^[\s:]+/, "");
  if (!opensWithCompany(name) || LEADING_LEGAL_NAME.exec(name)![1] !== name) return null;
  const below = LEADING_LEGAL_NAME.exec(next.text)?.[1];
  const after = below ? next.text.slice(below.length).trim() : "";
  return opensWithCompany(next.text) && after ? { value: name, strength: 2, row } : null;
}

/**
 * "To: Globex Inc." and "From: Acme Ltd" side by side on one row, each label in its name's cell
 * (or one line of text: "To: Globex Inc. From: Acme Ltd"): the name in the seller's cell.
 */
function sellerCell(row: Row): string | null {
  const cells =
    row.lines.length > 1
      ? row.lines.map((line) => line.text)
      : row.text.split(/\s+(?=(?:from|dari)\s*:)/i);
  if (cells.length < 2 || !cells.some((cell) => BUYER_BLOCK.exec(cell)?.index === 0)) return null;
  for (const cell of cells) {
    const label = SELLER_LABEL.exec(cell);
    const rest = label ? cell.slice(label[0].length).trim() : "";
    if (/\p{L}{3}/u.test(rest) && !isFieldLabel(rest) && !BUYER_BLOCK.test(rest)) return rest;
  }
  return null;
}

function labelledSeller(rows: Row[]): Candidate<string> | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    const right =
      row &&
      (sellerRightOfBuyer(row, rows[index + 1]) ?? sellerBesideBuyerLabel(row, rows[index + 1]));
    if (right) return right;
    const cell = row && sellerCell(row);
    if (cell) return { value: cell, strength: 3, row };
    if (!row || !SELLER_LABEL.test(row.text)) continue;
    const rest = row.text.replace(SELLER_LABEL, "").replace(HOLDER_LABEL, "").trim();
    const next = rows[index + 1];
    // "From" and "Bill to" heading two columns on one row: the issuer's name opens the row below.
    if (BUYER_BLOCK.exec(rest)?.index === 0) {
      const name = next && leftColumnName(next);
      if (name) return { value: name, strength: 3, row: next };
      continue;
    }
    // OCR specks after the label ("Pengusaha Kena Pajak: . : , pe ,") are no name.
    // A heading's words after the label ("Supplier details") are no name: the row below holds it,
    // after its own label ("Company name:").
    const named = /\p{L}{3}/u.test(rest) && !isFieldLabel(rest) ? rest : "";
    const text = named || next?.text.replace(HOLDER_LABEL, "").replace(NAME_LABEL, "").trim() || "";
    // "Remit to" over the bank's line: the account's holder, a row or two below, is the seller.
    if (!named && BANK_LINE.test(text)) {
      const holder = rows
        .slice(index + 2, index + 4)
        .find((each) => each.page === row.page && HOLDER_LABEL.test(each.text));
      const name = holder?.text.replace(HOLDER_LABEL, "").trim();
      if (holder && name && name.length >= 3) return { value: name, strength: 3, row: holder };
      continue;
    }
    if (text.length >= 3 && !NOT_VENDOR.test(text)) {
      return { value: text, strength: 3, row: named ? row : (next ?? row) };
    }
  }
  return null;
}

/** A kwitansi's acknowledgement of whom the money came from: the payer, not the issuer. */
const RECEIVED_FROM = /\b((telah |sudah )?(di)?terima dari|received from)\b/i;
/** Lines of a signature block that are not the signing business: its closing and stamp. */
const SIGNATURE_WORDS =
  /\b(hormat kami|penerima|yang menerima|received by|authori[sz]ed|signature|tanda tangan|meterai|materai|stamp)\b/i;

/**
 * A kwitansi is signed by whoever received the money, the business under the signature at its
 * foot (a signer's own name stands in brackets): the last such row after the payer's. A name
 * there with neither a legal form nor a trade is a person's, signing for the issuer: it names
 * the issuer only where no letterhead above the payer's row does.
 */
function signedForBusiness(rows: Row[]): Candidate<string> | null {
  const payer = rows.findIndex((row) => RECEIVED_FROM.test(row.text));
  if (payer < 0) return null;
  let signer: Candidate<string> | null = null;
  for (const row of rows.slice(payer + 2).reverse()) {
    if (row.page !== rows[payer]!.page) continue;
    // OCR's specks before the name: stray marks, digits and lone letters ("; i Toko …",
    // "6 . oy : Toko …").
    const text = withoutSpecks(row.text.replace(/[|“”"'`]/g, " "))
      .replace(/^(?:[^\p{L}\d(]+|\p{L}(?=\s))+/u, "")
      .trim();
    if (/\d|[:(]/.test(text) || SIGNATURE_WORDS.test(text) || NOT_VENDOR.test(text)) continue;
    if (!readsAsName(text)) continue;
    if (namesLegalForm(text) || TRADE.test(text)) return { value: text, strength: 3, row };
    if (!signer && looksLikeName(text)) signer = { value: text, strength: 3, row };
  }
  return signer && !firstLetterhead(rows.slice(0, payer)) ? signer : null;
}

/** The faktur pajak's serial label, and the "Nama :" lines of its two parties' boxes (OCR may lose the colon). */
const FAKTUR_SERIAL = /\b(kode dan nomor seri|nomor seri faktur)\b/i;
const NAME_LINE = /^[\W_]*nama\b\s*[:;]?\s*/i;
const FAKTUR_BUYER = /\b(pembeli|penerima jasa)\b/i;

/**
 * A faktur pajak prints the seller's box (Pengusaha Kena Pajak) before the buyer's: the first
 * "Nama :" above the buyer's box is the seller's, where OCR lost the box's heading.
 */
function fakturSeller(rows: Row[]): Candidate<string> | null {
  if (!rows.some((row) => FAKTUR_SERIAL.test(row.text))) return null;
  for (const row of rows) {
    if (FAKTUR_BUYER.test(row.text)) return null;
    const label = NAME_LINE.exec(row.text);
    const name = label ? row.text.slice(label[0].length).trim() : "";
    if (name && readsAsName(name)) return { value: name, strength: 3, row };
  }
  return null;
}

/** Words that end a payee's name: "Payment received by OYO Paid through Cash at Hotel". */
const AFTER_PAYEE = /^(paid|via|through|on|at|for|dibayar|melalui|pada|untuk)$/i;

/** The capitalised words after "payment received by", up to a verb, a number or a bracket. */
function payee(rows: Row[]): Candidate<string> | null {
  for (const row of rows) {
    const match = PAYEE_LABEL.exec(row.text);
    if (!match) continue;
    const words: string[] = [];
    for (const word of row.text.slice(match.index + match[0].length).split(/\s+/)) {
      if (!/^[A-Z][\w&.'-]*$/.test(word) || AFTER_PAYEE.test(word) || words.length === 5) break;
      words.push(word);
    }
    if (words.length > 0) return { value: words.join(" "), strength: 3, row };
  }
  return null;
}

const FREE_MAIL = /^(gmail|yahoo|ymail|hotmail|outlook|live|icloud|aol|proton|protonmail)$/;

/** "www.azure-interior.com", "info@qualityhosting.de" → "azureinterior", "qualityhosting". */
export function domainNames(text: string): string[] {
  const hosts = [
    ...text.matchAll(/(?:@|\bwww\.|https?:\/\/)([a-z0-9-]+(?:\.[a-z0-9-]+)+)/gi),
    ...text.matchAll(
      /\b([a-z0-9-]+\.(?:com|net|org|co|de|fr|nl|id|my|sg|in|uk|pl|eu)(?:\.[a-z]{2})?)\b/gi,
    ),
  ].map((match) => match[1]!.toLowerCase().replace(/^www\./, ""));
  const names = hosts.map((host) => {
    const labels = host.split(".");
    // "example.co.id": the name sits before a second-level "co", "com", "ac"…
    const secondLevel = labels.length >= 3 && /^(co|com|ac|or|net|org|gov)$/.test(labels.at(-2)!);
    return (labels.at(secondLevel ? -3 : -2) ?? "").replace(/[^a-z0-9]/g, "");
  });
  return [...new Set(names.filter((name) => name.length >= 3 && !FREE_MAIL.test(name)))];
}

const LEGAL_FORM_WORD =
  /^(pt|cv|ud|tbk|sdn|bhd|ltd|limited|inc|corp|pte|llc|gmbh|ag|sas|sarl|sa|bv|nv|co|company|plc)$/;

function bareLetters(words: string[]): string {
  return words
    .map((word) => word.toLowerCase().replace(/[^a-z0-9]/g, ""))
    .filter((word) => word && !LEGAL_FORM_WORD.test(word))
    .join("");
}

/** Whether the leading words of a phrase spell the domain ("Azure Interior", "Free Service…"). */
export function spellsDomain(phrase: string, domain: string): boolean {
  const words = phrase.trim().split(/\s+/);
  return words.some((_, count) => bareLetters(words.slice(0, count + 1)) === domain);
}

/**
 * The issuer prints its own website and e-mail: a name outside the buyer's block that spells
 * such a domain ("Azure Interior" beside www.azure-interior.com) is the issuer's.
 */
function nameOfOwnDomain(rows: Row[]): Candidate<string> | null {
  const side = sellerSide(rows);
  const domains = new Set(side.flatMap((row) => (row ? domainNames(row.text) : [])));
  if (domains.size === 0) return null;
  for (const row of side) {
    if (!row) continue;
    for (const phrase of row.text.split(/\s[-–|·•]\s|[,:;]/)) {
      if (!looksLikeName(phrase.trim())) continue;
      if ([...domains].some((domain) => spellsDomain(phrase, domain))) {
        return { value: phrase.trim(), strength: 3, row };
      }
    }
  }
  return null;
}

/** Whether a short text reads as a name: a few words, capitalised, no address or label. */
function looksLikeName(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6 || NOT_VENDOR.test(text)) return false;
  const lowercase = words.filter((word) => /^[a-zà-ÿ]/.test(word)).length;
  return /[A-Za-z]{2}/.test(text) && lowercase * 2 <= words.length && !/[.!?]$/.test(text);
}

/** Where a row sits on its page, 0 at the top and 1 at the bottom, by its line's index. */
function heightOnPage(row: Row, rows: Row[]): number {
  const line = row.lines[0]?.line ?? 0;
  const last = Math.max(
    ...rows.filter((each) => each.page === row.page).map((each) => each.lines[0]?.line ?? 0),
  );
  return last > 0 ? line / last : 0;
}

/** A comma that parts a name from its address, not one before the name's legal form. */
const NAME_COMMA =
  /,(?!\s*(?:Inc|Ltd|LLC|LLP|Limited|Corp|GmbH|B\.?V|S\.?A|SAS|AG|PLC|Pte|Pty|s\.?r\.?o|Kft|Co)\b)\s*/i;

/**
 * The company a footer's line opens with, before its address: "Acme Ltd, 1 High Street,
 * London" or "Acme GmbH · Ringstraße 2".
 */
function leadingCompany(text: string): string | null {
  const first = text
    .split(/\s[-–|·•]\s/)[0]!
    .split(NAME_COMMA)[0]!
    .trim();
  // The full stop of "Ltd." or "S.L." ends no sentence; a legal form alone (a stamp read as
  // letters) names no one.
  const named = bareLetters(first.split(/\s+/)) !== "";
  return named && namesLegalForm(first) && looksLikeName(first.replace(/\.$/, "")) ? first : null;
}

/**
 * The name before a legal notice in a page's lower half ("Free SAS au capital de…",
 * "QualityHosting AG Vorstand: …"), or on the row just above it ("NETPRESSE" over
 * "Siège social : …"). The upper half is left to the letterhead rules: a receipt's header
 * carries its registration number under the shop's name and address alike.
 */
function registeredName(rows: Row[]): Candidate<string> | null {
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    const match = row ? REGISTRATION.exec(row.text) : null;
    if (!row || !match || heightOnPage(row, rows) < 0.5) continue;
    const before = row.text.slice(0, match.index).replace(/[\s:,;–-]+$/, "");
    if (before && bareLetters(before.split(/\s+/)) && looksLikeName(before)) {
      return { value: before, strength: 2, row };
    }
    const company = before && leadingCompany(before);
    if (company) return { value: company, strength: 2, row };
    const above = rows[index - 1];
    if (before || !above || above.page !== row.page) continue;
    const name = looksLikeName(above.text) ? above.text : leadingCompany(above.text);
    if (name) return { value: name, strength: 2, row: above };
  }
  return null;
}

/** Where a page's footer starts, as a share of its lines. */
const FOOTER = 0.75;

/**
 * "Acme Ltd · 1 High Street, London" at the foot of a page: the issuer's name and address, as
 * software invoices print them when the buyer's address is the only one on top.
 */
function footerCompany(rows: Row[]): Candidate<string> | null {
  for (const row of rows) {
    if (heightOnPage(row, rows) < FOOTER) continue;
    const name = leadingCompany(row.text);
    const after = name ? row.text.slice(row.text.indexOf(name) + name.length) : "";
    if (name && /^\s*(?:[,·|•–]|-\s)/.test(after)) return { value: name, strength: 2, row };
  }
  return null;
}

/**
 * "Jo Bloggs | 1 Mill Lane, Townsville" at the foot of a page: a name without a legal form
 * (a freelancer's own) opening a footer whose other parts are its address. Taken only where
 * nothing else names the issuer.
 */
function footerName(rows: Row[]): Candidate<string> | null {
  for (const row of rows) {
    if (heightOnPage(row, rows) < FOOTER) continue;
    const [first, ...rest] = row.text.split(/\s[|·•]\s/);
    const name = first!.trim();
    if (rest.length > 0 && /\d/.test(rest.join(" ")) && looksLikeName(name) && readsAsName(name))
      return { value: name, strength: 1, row };
  }
  return null;
}

/** A document's title and nothing more: what a ticket or a slip is, not who issued it. */
const TITLE_ONLY =
  /^(?:(?:struk|karcis|tiket|ticket) )?park(?:ir|ing)$|^(?:tax invoice|invoice|faktur(?: pajak)?|receipt|struk|kuitansi|kwitansi|nota|karcis|tiket|ticket|bill|statement|tagihan)$/i;

/** Whether a name is only a title, a full stop OCR read after it aside ("KARCIS PARKIR."). */
function isTitleOnly(text: string): boolean {
  return TITLE_ONLY.test(text.replace(/[\s.]+$/, ""));
}

/** A document's title opening a row that may go on with the issuer's name beside it. */
const LEADING_TITLE =
  /^(tax invoice|invoice|faktur( pajak| penjualan)?|official receipt|receipt|kuitansi|kwitansi|nota|struk)\b[\s:|-]*/i;

/**
 * Whether OCR read the row's lines legibly; text from a text layer always is. A trade's word
 * read whole ("WARUNG", "PARKING") is legible however many specks around it lower the line's
 * confidence.
 */
function legible(row: Row): boolean {
  return (
    row.lines.some((line) => (line.confidence ?? 1) >= LEGIBLE_CONFIDENCE) || TRADE.test(row.text)
  );
}

/** Whether OCR read the row: its lines carry a confidence, a text layer's do not. */
function readByOcr(row: Row): boolean {
  return row.lines.some((line) => line.confidence !== null && line.confidence !== undefined);
}

function opensWithDate(text: string): boolean {
  const first = findDates(text)[0];
  return !!first && text.trimStart().startsWith(first.text);
}

/**
 * The rows at the top, before any buyer's block, that are legible and not addresses or labels.
 * A title beside the name ("TAX INVOICE Harbour Crest Supplies Pte. Ltd.") does not make its row a
 * label.
 */
function letterheadRows(side: Array<Row | null>): Row[] {
  const buyerStart = side.findIndex((row) => row === null);
  const end = Math.min(TOP_ROWS, buyerStart >= 0 ? buyerStart : TOP_ROWS) || TOP_ROWS;
  // A row opening with a date (a till slip's time and cashier) ends the header: the items below
  // it may bear a trade's word (a drink named for a cafe) but name no issuer.
  const dated = side.findIndex((row) => !!row && opensWithDate(row.text));
  const named = (text: string) => {
    const rest = text.replace(LEADING_TITLE, "");
    return (
      rest !== "" &&
      !NOT_VENDOR.test(withoutOwnRegion(rest)) &&
      !isTitleOnly(cleanName(withoutSpecks(text)))
    );
  };
  return side
    .slice(0, dated > 0 ? Math.min(end, dated) : end)
    .map((row) => {
      if (!row || named(row.text) || row.lines.length < 2) return row;
      // A layout row joining the name's line to the address's and phone's beside it: the
      // lines that are no address.
      const lines = row.lines.filter((line) => named(line.text));
      return lines.length > 0 ? rowOfLines(row, lines) : null;
    })
    .filter((row): row is Row => !!row && named(row.text) && legible(row));
}

/** A regional public company's form opening its name: "Perumda Air Minum … Kota …". */
const REGIONAL_COMPANY = /^[\W_]*(PD|Perumda|Perum|PDAM|Perusahaan (Umum )?Daerah)\b/i;

/**
 * A regional company's name without the region it is named after, which alone would read as an
 * address ("Kota …", "Kabupaten …").
 */
function withoutOwnRegion(text: string): string {
  return REGIONAL_COMPANY.test(text)
    ? text.replace(/\b(kabupaten|kab\.|kota|provinsi)\b/gi, "")
    : text;
}

/**
 * A name broken over two rows ("AIK HUAT HARDWARE ENTERPRISE (SETIA" over "ALAM) SDN BHD",
 * "HOME MASTER HARDWARE &" over "ELECTRICAL") is joined again.
 */
function wholeName(rows: Array<Row | null>, row: Row): string {
  const index = rows.indexOf(row);
  const above = rows[index - 1];
  const below = rows[index + 1];
  const unclosed = (text: string) =>
    (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);
  let text = row.text;
  if (
    above &&
    above.page === row.page &&
    (unclosed(above.text) || /(&|\band)$/i.test(above.text))
  ) {
    text = `${above.text} ${text}`;
  }
  if (below && below.page === row.page && (unclosed(text) || /(&|\band)$/i.test(text))) {
    text = `${text} ${below.text}`;
  }
  return text;
}

/**
 * "Nama PT SINAR PURNAMA NIAGA" on a bill: the name of whom it is addressed to. "… dari : CV …"
 * inside a row is a receipt's payer where OCR garbled "Sudah terima dari"; a seller's "Dari :"
 * opens its row and is read by its label before any letterhead.
 */
const ADDRESSEE_NAME = /(\b(nama|name|atas nama|a\.\s?n\.?)|(?<=\S\s*)\bdari)\s*:?\s*$/i;

function namesAddressee(text: string): boolean {
  const company = COMPANY_PHRASE.exec(text);
  return company !== null && ADDRESSEE_NAME.test(text.slice(0, company.index));
}

/** A shop's name in capitals: two words or more, no legal form. */
const BRAND = /^[A-Z][A-Z0-9&'.-]+(?: [A-Z0-9&'.-]+)+$/;

/**
 * A chain's shop prints its own name first and the Indonesian company that runs it under it
 * ("…MART …" over "PT …"): the shop is who the buyer paid, as the buyer would name it.
 */
function shopAbove(letterhead: Row[], company: Row): Row | null {
  const above = letterhead[letterhead.indexOf(company) - 1];
  if (letterhead.indexOf(company) !== 1 || !above) return null;
  const name = cleanName(above.text);
  const runBy = /\b(PT|CV)\b/.test(COMPANY_PHRASE.exec(company.text)?.[0] ?? "");
  return runBy && BRAND.test(name) && !namesLegalForm(name) ? above : null;
}

/**
 * Two companies side by side on a letterhead row, neither labelled (an address window's buyer
 * at the left, the issuer's letterhead at the right): the one printed clearly larger is the
 * issuer's.
 */
function tallerCompany(row: Row): Row["lines"][number] | null {
  const companies = row.lines.filter((line) => line.box && namesLegalForm(line.text));
  if (companies.length !== 2) return null;
  const [a, b] = companies as [Row["lines"][number], Row["lines"][number]];
  const ratio = a.box!.height / b.box!.height;
  return ratio >= 1.2 ? a : ratio <= 1 / 1.2 ? b : null;
}

/** A letterhead row naming a company, by its legal form or its trade ("TOKO", "RESTAURANT"). */
function companyLetterhead(rows: Row[]): Candidate<string> | null {
  const side = sellerSide(rows);
  const letterhead = letterheadRows(side);
  const company = letterhead.find(
    (row) => (namesLegalForm(row.text) || TRADE.test(row.text)) && !namesAddressee(row.text),
  );
  if (!company) return null;
  const taller = tallerCompany(company);
  if (taller) return { value: taller.text, strength: 2, row: company };
  const shop = shopAbove(letterhead, company);
  if (shop) return { value: shop.text, strength: 2, row: shop };
  return { value: wholeName(side, company), strength: 2, row: company };
}

/** "No. Rekening … a.n PT Lestari Kencana Abadi": the account paid into. */
const ACCOUNT_HOLDER =
  /\b(?:a\.\s?n\.?|a\/n|an|atas nama|account name|beneficiary)\s*:?\s*(?=(?:PT|CV|UD)\b)/i;
/** "Please transfer to … account … in the name of Acme Holdings LLC.": the holder by its legal form. */
const IN_THE_NAME_OF = /\bin the name of\s+/i;
/** "Account name: Acme Ltd": an account holder's name ending in its legal form. */
const ACCOUNT_NAME = /^\s*(?:account (?:holder )?name|beneficiary(?: name)?|nama rekening)\s*:\s*/i;
const PAYMENT_ROW = /\b(rek(ening)?|account|bank|transfer|virtual account|va)\b/i;

/** The company a payment is to go to, where a letterhead has no name OCR could read. */
function accountHolder(rows: Row[]): Candidate<string> | null {
  for (const row of rows) {
    const match = ACCOUNT_HOLDER.exec(row.text);
    if (!match || !PAYMENT_ROW.test(row.text)) continue;
    const company = COMPANY_PHRASE.exec(row.text.slice(match.index + match[0].length))?.[0];
    if (company) return { value: company, strength: 1, row };
  }
  for (const row of rows) {
    const match = IN_THE_NAME_OF.exec(row.text);
    if (!match || !PAYMENT_ROW.test(row.text)) continue;
    const name = LEADING_LEGAL_NAME.exec(row.text.slice(match.index + match[0].length))?.[1];
    if (name && looksLikeName(name.replace(/\.$/, ""))) return { value: name, strength: 1, row };
  }
  for (const row of rows) {
    const label = ACCOUNT_NAME.exec(row.text);
    const name = label ? LEADING_LEGAL_NAME.exec(row.text.slice(label[0].length))?.[1] : null;
    if (name && looksLikeName(name.replace(/\.$/, ""))) return { value: name, strength: 1, row };
  }
  return null;
}

/**
 * "Account name: Jo Bloggs" under the payment details, where nothing else names the issuer: a
 * freelancer's invoice names its seller, a person, only as the account to be paid.
 */
function accountNamedOnly(rows: Row[]): Candidate<string> | null {
  for (const row of rows) {
    const label = ACCOUNT_NAME.exec(row.text);
    const name = label ? row.text.slice(label[0].length).trim() : "";
    if (name && looksLikeName(name) && readsAsName(name)) return { value: name, strength: 1, row };
  }
  return null;
}

/** Whether a cleaned name reads as one: three letters or more, not all in lower case. */
function readsAsName(text: string): boolean {
  const name = cleanName(text);
  return /\p{L}{3}/u.test(name) && name !== name.toLowerCase() && !isFieldLabel(name);
}

/**
 * The first letterhead row that reads as a name, or else the first of its lines that does: a
 * layout row can join a title and a logo to the name beside them ("Pp TAGIHAN PASCABAYAR" with
 * "Lestari Kencana Abadi").
 */
function firstLetterhead(rows: Row[]): Candidate<string> | null {
  const side = sellerSide(rows);
  for (const row of letterheadRows(side)) {
    const whole = wholeName(side, row);
    if (row.text.length <= 60 && readsAsName(whole)) return { value: whole, strength: 1, row };
    const line = row.lines.find(
      (each) =>
        (each.confidence ?? 1) >= LEGIBLE_CONFIDENCE &&
        !NOT_VENDOR.test(each.text) &&
        readsAsName(each.text),
    );
    if (line) return { value: line.text, strength: 1, row };
  }
  return null;
}

/**
 * The issuer: a labelled seller or payee, the name over its legal notice or opening its
 * footer's address, a letterhead company (legal form or trade), a name spelling the issuer's own
 * web domain, the company to be paid, or else the letterhead's first name.
 */
export function findVendor(rows: Row[]): Candidate<string> | null {
  const ways = [
    labelledSeller,
    payee,
    fakturSeller,
    signedForBusiness,
    registeredName,
    footerCompany,
    companyLetterhead,
    nameOfOwnDomain,
    accountHolder,
    firstLetterhead,
    companyBelowBuyer,
    accountNamedOnly,
    footerName,
  ];
  for (const way of ways) {
    const found = way(rows);
    if (!found) continue;
    // The specks OCR read around a name on a noisy page are no part of it.
    const value = cleanName(readByOcr(found.row) ? withoutSpecks(found.value) : found.value);
    // A label or an identifier where a name was looked for ("Buyer", "VAT Number DE…"), or a
    // title its specks hid ("Cc ee KARCIS PARKIR"): the next way may still find the name.
    if (value.length >= 2 && !isFieldLabel(value) && !isTitleOnly(value)) {
      return { ...found, value };
    }
  }
  return null;
}
