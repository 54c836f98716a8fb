import type { Features } from "../learned/features.ts";
import { isPlace } from "./law-candidates.ts";

/** A name in a contract that may be one of its parties, where it first stands, and its features. */
export interface PartyCandidate {
  name: string;
  offset: number;
  features: Features;
}

/** The parties the rules chose, which enter the candidates as features. */
export interface RulesParties {
  primary: string | null;
  counterparty: string | null;
}

/**
 * Legal forms that end a company's name, in the ways contracts write them: also in capitals
 * ("ACME HOLDINGS, INC.", "… LIMITED"), as a preamble writes a name it sets in capitals.
 * "CO" in capitals only with its full stop: bare, it is a state's code in an address. Forms
 * of other countries' companies too (S/A, A/S, G.I.E., Ltda, SARL). A form word a hyphen joins
 * to another ("Co-Branding") is no form, nor one in a statute's title ("… Company Act").
 */
const FORM_AT_END =
  /(?:,?\s+)(?:Inc|INC|Incorporated|INCORPORATED|Corporation|CORPORATION|Corp|CORP|Company|COMPANY|Co|CO(?=\.)|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|LLP|L\.L\.P|L\.P|LP|N\.A|plc|PLC|GmbH|AG|B\.V|N\.V|S\.A|SA|S\.p\.A|S\.r\.l|SE|Pte\.?\s+Ltd|Sdn\.?\s+Bhd|Bhd|Pty\.?\s+Ltd|Tbk|A\/S|S\/A|G\.I\.E|ApS|Ltda|SARL|S\.A\.S|S\.L|PLLC|P\.C|K\.K|Oyj)\b(?!-[A-Za-z])(?!\s+(?:Act|Law|Code)\b)\.?/g;
/** Indonesian forms that open a name ("PT …", "CV …"). */
const FORM_AT_START = /\b(?:PT|CV|UD|Koperasi|Yayasan|Perum|Perumda)\.?\s+/g;
/** An item of a list of parties: "1.", "(2)", "b)", "II." at the start of a line. */
const LIST_ITEM = /(?:^|\n)[ \t]*(?:\(?\d{1,2}[.)]|\(?[a-c][.)]|(?:I|II|III|IV)\.)[ \t]+/g;
/** "Nama : …", "Name: …" in a party block or a signature block. */
const NAME_LABEL = /(?:^|\n)[ \t]*(?:\(?\d{1,2}[.)][ \t]*)?(?:nama|name)[ \t]*[:：][ \t]*/gi;
/**
 * A party block that labels each party with its role in capitals before the name, on one line:
 * "PENGUSAHA PT …", "PEKERJA <person>", "LANDLORD: <name>", also run into the name when a
 * PDF lost the space ("PIHAK PENYEWAPT …", "LANDLORDMaria …": a capital, then lower case).
 * The role is a label only in capitals; the name after it must hold lower case, so a
 * signature block's row of role labels ("PENGUSAHA PEKERJA") gives none.
 */
const ROLE_LABEL =
  /(?:^|\n)[ \t]*(?:PIHAK[ \t]+)?(?:PERTAMA|KEDUA|PENGUSAHA|PEKERJA|PEMBERI KERJA|KARYAWAN|PENYEWA|YANG MENYEWAKAN|PEMILIK|PENJUAL|PEMBELI|PEMBERI KUASA|PENERIMA KUASA|EMPLOYER|EMPLOYEE|LANDLORD|TENANT|LESSOR|LESSEE|BUYER|SELLER|CLIENT|CONSULTANT|CONTRACTOR|SUPPLIER|CUSTOMER|LICENSOR|LICENSEE|SERVICE PROVIDER)(?:[ \t]*[:：]?[ \t]+|(?=(?:PT|CV)\.?[ \t]|\p{Lu}\p{Ll}))(?=[^\n]*\p{Ll})/gu;
/** A list item that is a label ("Nama :", "Address:"), not a name. */
const LABEL_START = /^\p{L}+(?:[ \t]\p{L}+)?[ \t]*[:：]/u;
/**
 * "By and between", "antara", "yang bertanda tangan di bawah ini" (the undersigned, whom a list
 * of parties follows; in English "the undersigned" sign below, after the text): where the
 * parties are introduced.
 */
const INTRODUCES =
  /\b(?:between|among|antara|by\s+and\s+between|parties|para\s+pihak|pihak|(?:ber|ter)tanda\s*tangan\s+di\s*bawah\s+ini)\b/i;
const ALIAS_AFTER =
  /\(\s*(?:the\s+|hereinafter\s+|herein\s+)?["“]|\bhereinafter\b|\breferred\s+to\s+as\b|\bselanjutnya\b[^.]{0,40}\bdisebut\b/i;
const PIHAK = /\b(?:pihak\s+(?:pertama|kedua|ketiga)|(?:first|second|third)\s+party)\b/i;
/** Words after a person that make them a representative, not the party: "selaku Direktur". */
const REPRESENTS =
  /^[\s,]{0,3}(?:selaku|sebagai|jabatan|its\s+|in\s+(?:his|her)\s+capacity|title\s*:|bertindak|acting|director|direktur|chief|president|ceo|manager)/i;
/** Words before a company that make it the party a person acts for: "atas nama PT …". */
const ON_BEHALF =
  /(?:atas\s+nama|on\s+behalf\s+of|untuk\s+dan\s+atas\s+nama|for\s+and\s+on\s+behalf\s+of)\s*$/i;
const SIGNATURE = /\b(?:by|name|nama|title|jabatan|signature|signed|tanda\s+tangan)\s*[:：]/i;
/** Words that mark a text as a heading, a defined term or a clause, not a name. */
const NOT_NAME_WORD =
  /\b(?:agreement|perjanjian|kontrak|contract|section|article|pasal|exhibit|schedule|lampiran|party|parties|pihak|hereby|whereas|term|clause)\b/i;
const ROLE_WORD =
  /^(?:the\s+)?(?:company|supplier|client|customer|distributor|licensor|licensee|consultant|contractor|provider|seller|buyer|purchaser|employer|employee|landlord|tenant|lessor|lessee|principal|agent)$/i;
/** An initial or an abbreviation a name may hold with its full stop: "G.", "Etc.", "Bros.". */
const INITIAL = /^(?:\p{Lu}\.|Etc\.|Bros\.|St\.|Mt\.|Co\.|CO\.)$/u;
/** The end of an address or a number before the next name: ", and", "<number> and,", ", AND". */
const AFTER_ADDRESS = /(?:,|\d)\s+and,?\s+/gi;
/** Words of a clause heading, which a numbered clause shares with a numbered party list. */
const HEADING_WORD =
  /\b(?:appointment|scope|description|provision|compensation|expenses|territory|destination|definitions?|payments?|fees?|obligations|warranties|termination|confidentiality|indemnification|recitals|witnesseth|miscellaneous|governing)\b/i;
/**
 * A placeholder left for a name: "<<enter name>>", "[●]", "____"; one underscore inside a
 * name ("PLAN_B") is part of it.
 */
const PLACEHOLDER = /[<>[\]●]|_{2,}|^_|_$|\benter\b/i;
/** A bracket that gives a short name: `("Maple")`, `(hereinafter "Maple")`, `(the “Buyer”)`. */
const ALIAS_BRACKET =
  /[ \t,]*\(\s*(?:(?:the|hereinafter|herein|collectively|each|referred\s+to\s+as|called)\s+)*["“]/gi;
/**
 * ", a Florida corporation", ", an English limited company", ", a municipal corporation": what
 * a preamble says of a party whose name carries no legal form of its own; the name is the
 * capitalised words before it.
 */
const DESCRIBED_AS =
  /,[ \t]+an?[ \t]+(?:\p{Lu}[\p{L}.'-]*[ \t]+){0,3}(?:(?:insurance|banking|nonprofit|non-profit|not-for-profit|business|professional|stock|mutual|municipal|general|private)[ \t]+)?(?:(?:public[ \t]+)?limited[ \t]+(?:liability[ \t]+)?(?:company|partnership)|corporation|company|partnership|statutory[ \t]+trust|trust|bank|association)\b/gu;
/** Lower-case words a name may hold. */
const JOINER = /^(?:of|and|the|for|de|du|la|van|von|der|da|di|del|&)$/i;
const MAX_WORDS = 8;
/**
 * The last word of a signer's title ("Chief Executive Officer", "Vice President", "Managing
 * Director"), which no company's name holds before further words of its own.
 */
const SIGNER_TITLE =
  /^(?:Officer|OFFICER|President|PRESIDENT|Secretary|SECRETARY|Treasurer|TREASURER|Chairman|CHAIRMAN|Director|DIRECTOR|CEO|CFO|COO)$/;

/**
 * A brand written in lower case that still names a company: a letter and a hyphen
 * ("e-commerce" style), an inner capital ("iShop"), a web address ("shopname.com").
 */
const LOWER_CASE_BRAND =
  /^(?:[a-z]-[a-z][\w-]+|[a-z]{1,2}[A-Z][\w-]*|[a-z][\w-]*\.(?:com|net|org|io))$/;

function nameWord(word: string): boolean {
  return /^[\p{Lu}\d"“(]/u.test(word) || JOINER.test(word) || LOWER_CASE_BRAND.test(word);
}

/** The name that ends at `end` (a legal form's end): capitalised words back to a break. */
function nameEndingAt(text: string, start: number, end: number): { name: string; at: number } {
  const before = text.slice(Math.max(0, start - 120), start);
  const words = before.split(/(\s+)/);
  let taken = "";
  let count = 0;
  for (let index = words.length - 1; index >= 0; index--) {
    const part = words[index]!;
    if (/^\s+$/.test(part)) {
      if (part.includes("\n") && count > 0 && !/^[\p{Lu}]/u.test(words[index + 1] ?? "")) break;
      taken = part + taken;
      continue;
    }
    if (part === "") continue;
    const bare = part.replace(/,$/, "");
    // "Maple (Tianjin) Paints Co., Ltd.", "Maple (USA) Inc.": a place in brackets inside a name.
    const bracketed = /^\(\p{Lu}[\p{L}-]*\)$/u.test(bare);
    const abbreviation = INITIAL.test(bare) || bracketed;
    if (!nameWord(bare) || count >= MAX_WORDS || (/[.;:)]$/.test(bare) && !abbreviation)) break;
    // "By: /s/ <signer> <signer> Chief Financial Officer <company>, Inc.": a signature block
    // read as one line; the company's name starts after the signer's title.
    if (count > 0 && SIGNER_TITLE.test(bare)) break;
    taken = part + taken;
    count++;
  }
  // "…, Ontario, Canada M2J 5B5, and Maple Ltd": an address ran into the name; the name is
  // the part after the last "and" that follows a comma or a number.
  const joined = [...taken.matchAll(AFTER_ADDRESS)].at(-1);
  const own = joined ? taken.slice(joined.index + joined[0].length) : taken;
  const trimmed = own.replace(/^\s*(?:(?:and|the|of|&)\s+)+/i, "").trimStart();
  const raw = trimmed + text.slice(start, end);
  const name = raw.replace(/\s+/g, " ").trim();
  // Where the name's first word stands in the text: its raw span, line breaks and runs of
  // spaces kept, so the words before it are the text's own.
  return { name, at: end - raw.length };
}

/** The name that starts at `start`, on its line or run on to the next. */
function nameStartingAt(text: string, start: number): string {
  const [line = "", next] = text.slice(start, start + 240).split("\n");
  const own = nameAtLineStart(line);
  // "… untuk dan atas nama PT Perkasa\nSentral Medika, beralamat …": a name the line broke
  // runs on to the comma or the describing word that ends it on the next line.
  if (next === undefined || own.end !== "line" || own.name === "") return own.name;
  const rest = nameAtLineStart(next);
  // In capitals, the next line's words are a role label ("PIHAK YANG MENYEWAKAN") as often.
  const continues =
    rest.end === "mark" &&
    /\p{Ll}/u.test(rest.name) &&
    !/\d/.test(rest.name) &&
    !STREET.test(rest.name);
  return continues ? `${own.name} ${rest.name}` : own.name;
}

/** A describing word after a name: "…, a Delaware corporation", "… berkedudukan di …". */
const DESCRIBING =
  /\s(?:a|an|with|having|whose|located|organi[sz]ed|incorporated|existing|registered|residing|acting|represented|berkedudukan|beralamat|berdasarkan|selaku|diwakili|dalam\s+hal\s+ini|yang)\s/iu;
/** What ends a name: a comma (not a legal form's), a bracket, a semicolon, a describing word. */
const NAME_END = new RegExp(
  `\\s*(?:,(?!\\s*(?:Inc|Ltd|LLC|L\\.L\\.C|Co|Corp|Pte|Sdn|N\\.A|S\\.A|B\\.V|Tbk)\\b)|\\(|;|${DESCRIBING.source})`,
  "iu",
);
/** The line's next label: "Nama : <one> Nama : <other>", two columns read as one line. */
const NEXT_LABEL = /\s+(?=\p{L}+[ \t]*[:：])/u;

/**
 * The name that opens a line: words up to what ends a name or the line's next label; `end`
 * says what ended it: a mark (comma, bracket, describing word), the line's end, or anything
 * else (a label, a word no name holds).
 */
function nameAtLineStart(line: string): { name: string; end: "mark" | "line" | "other" } {
  const labelled = NEXT_LABEL.exec(line);
  const marked = NAME_END.exec(line);
  const cut = Math.min(labelled?.index ?? line.length, marked?.index ?? line.length);
  const head = line.slice(0, cut);
  const words = head.trim().split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (!nameWord(word.replace(/[.,]$/, "")) || kept.length >= MAX_WORDS) break;
    kept.push(word);
  }
  while (kept.length > 0 && JOINER.test(kept.at(-1)!)) kept.pop();
  const name = kept.join(" ").replace(/["“”]/g, "").trim();
  const allKept = kept.length === words.length;
  const end =
    !allKept || (labelled && labelled.index === cut)
      ? "other"
      : marked && marked.index === cut
        ? "mark"
        : "line";
  return { name, end };
}

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A second Indonesian form inside a name: two columns of a signature block read as one line. */
const SECOND_FORM = /\s(?:PT|CV|UD)\.?\s/;

/**
 * Titles written before a person's name with a full stop ("Ny.", "Sdr.", "Hj.", "Ir.", "Mr."),
 * whose stop is no sentence's end.
 */
const HONORIFIC = /^(?:(?:Ny|Nn|Tn|Sdr|Sdri|Bpk|Hj|H|Dr|Drs|Dra|Ir|Prof|Mr|Mrs|Ms)\.\s*)+/;

/** A sentence break inside a "name" ("months. 3. Salary"): a looser cue's overreach. */
const SENTENCE_BREAK =
  /(?<![\s.]\p{Lu})[.;:]\s+(?:\d|\p{Lu}\p{Ll}+\s+\p{Lu})|\p{Ll}{4}[.;:]\s+\p{Lu}|:/u;
/** A street number or post code followed by more address: "Unit 9/2, …". */
const ADDRESS_NUMBER =
  /\d[\d/-]*,\s(?!(?:LLC|L\.L\.C|Inc|Ltd|L\.P|LP|LLP|Corp|Co|Limited|S\.A|SA|AG|GmbH|N\.V|B\.V|plc|PLC)\b)/;

/**
 * "a Delaware corporation", "USA, Inc.": a place and a legal form describe a party without
 * naming it.
 */
function placeOnly(name: string): boolean {
  // "a USA Limited Liability Company": the words of a form spelled out go with it.
  const bare = name
    .replace(FORM_AT_END, "")
    .replace(/[\s,.]+$/, "")
    .replace(/(?:\s+(?:limited|liability|general|public|private|stock|joint))+$/i, "")
    .trim();
  return bare !== name.trim() && (isPlace(bare) || /^(?:USA|U\.S\.A?|US|UK)$/.test(bare));
}

/**
 * Words of an Indonesian contract's clause headings, set on the line under "Pasal <n>" (the
 * price, the wage, the term, the penalty, the settlement of disputes). A company may hold one in
 * its name ("PT Jaminan …"), so only a name without a legal form is refused for it.
 */
const ID_HEADING_WORD =
  /\b(?:harga|upah|gaji|tunjangan|pembayaran|jangka\s+waktu|masa\s+berlaku|ruang\s+lingkup|lingkup|kewajiban|hak|denda|sanksi|pemutusan|pengakhiran|kerahasiaan|keadaan\s+kahar|penyelesaian|perselisihan|sengketa|lain-lain|penutup|definisi|jaminan|biaya|pajak|cuti|jam\s+kerja|tempat\s+kerja|penempatan|objek|obyek|pengiriman|ganti\s+rugi|wanprestasi|domisili|addendum|amandemen)\b/i;

/**
 * An office alone, as a signature block's title row gives it (a function and "Director" or
 * "Manager", "Direktur Utama", "Kepala Bagian …"): whom a party puts to sign, not a party.
 */
const OFFICE_ONLY =
  /^(?:(?:\p{L}+\s+){0,3}(?:director|manager|officer|president|secretary|treasurer|chairman|controller|supervisor|head)|(?:direktur|manajer|manager|kepala|ketua|wakil|komisaris|general\s+manager)(?:\s+\p{L}+){0,3})$/iu;

/** Words of legal forms alone ("Co., Ltd."): the tail of a name cut at a line, not a name. */
const FORM_WORDS_ONLY =
  /^(?:(?:co|company|corp|corporation|inc|incorporated|ltd|limited|llc|l\.l\.c|llp|lp|l\.p|plc|pte|sdn|bhd|pty|gmbh|ag|s\.a|sa|n\.v|nv|b\.v|bv|tbk)\b[\s.,]*)+$/i;

function plausible(name: string): boolean {
  if (FORM_WORDS_ONLY.test(name.trim())) return false;
  const letters = name.replace(/[^\p{L}]/gu, "");
  if (letters.length < 3 || name.length > 110) return false;
  const first = name.split(/[\s,]/)[0] ?? "";
  if (/^\p{Ll}/u.test(name) && !/^[a-z]+[A-Z\d]/.test(name) && !LOWER_CASE_BRAND.test(first))
    return false;
  const untitled = name.replace(HONORIFIC, "");
  if (SENTENCE_BREAK.test(untitled) || ADDRESS_NUMBER.test(name) || PLACEHOLDER.test(name))
    return false;
  if (ROLE_WORD.test(name) || NOT_NAME_WORD.test(name) || HEADING_WORD.test(name)) return false;
  if ((OFFICE_ONLY.test(name) || ID_HEADING_WORD.test(name)) && !entityForm(name)) return false;
  if (placeOnly(name)) return false;
  return name.split(/\s+/).length <= MAX_WORDS + 2;
}

interface Found {
  name: string;
  offset: number;
  sources: Set<string>;
}

/**
 * The lines a text repeats three times or more: a page's running header or footer ("<filer>,
 * <form>, <date>", "<company> – Confidential"), where no party is introduced; a party named
 * there is named again where the contract introduces it.
 */
function runningLines(text: string): Set<string> {
  const counts = new Map<string, number>();
  for (const line of text.split("\n")) {
    const own = line.trim();
    if (own.length >= 10) counts.set(own, (counts.get(own) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, count]) => count >= 3).map(([line]) => line));
}

function lineAt(text: string, offset: number): string {
  const start = text.lastIndexOf("\n", offset - 1) + 1;
  const end = text.indexOf("\n", offset);
  return text.slice(start, end < 0 ? text.length : end).trim();
}

/** Every name-like span of the opening and the signature blocks, each once, by source. */
function gather(text: string, rules: RulesParties): Found[] {
  const opening = text.slice(0, 6000);
  const closingStart = Math.max(opening.length, text.length - 4000);
  const closing = text.slice(closingStart);
  const found = new Map<string, Found>();
  const running = runningLines(text);
  const add = (name: string, offset: number, source: string, mark?: string) => {
    // A person's title ("Dr.", "Ny.", "Sdr.") is no part of the party's name.
    const whole = name.replace(/^[\s"“(]+|[\s"”,;:]+$/g, "").replace(HONORIFIC, "");
    const second = SECOND_FORM.exec(whole);
    const clean = second ? whole.slice(0, second.index) : whole;
    if (!plausible(clean)) return;
    const id = key(clean);
    // A letterhead that is the name alone stays: the party on whose paper the contract is.
    const line = running.size > 0 ? lineAt(text, offset) : "";
    if (running.has(line) && key(line) !== id) return;
    const entry = found.get(id);
    if (entry) {
      entry.sources.add(source);
      entry.offset = Math.min(entry.offset, offset);
    } else found.set(id, { name: clean, offset, sources: new Set([source]) });
    if (mark) found.get(id)!.sources.add(mark);
  };
  for (const [part, base] of [
    [opening, 0],
    [closing, closingStart],
  ] as const) {
    for (const match of part.matchAll(FORM_AT_END)) {
      // "the Provider and the Company": a role the contract defines, not a legal form.
      if (/\bthe$/i.test(part.slice(Math.max(0, match.index - 4), match.index))) continue;
      const end = match.index + match[0].length;
      const { name, at } = nameEndingAt(part, match.index, end);
      if (name.length <= match[0].trim().length + 1) continue;
      const lineStart = part.lastIndexOf("\n", match.index - 1) + 1;
      if (base + at < base + lineStart) {
        // Capitalised words on the line above ran into the name: a signatory's name and
        // title over a signature block's row of companies, a heading. The line's own part is
        // a candidate of its own, and the joined one says it joined lines.
        add(name, base + at, "legal_form", "joined_lines");
        const own = part.slice(lineStart, end).trim();
        if (own.length > match[0].trim().length + 1) add(own, base + lineStart, "legal_form");
      } else add(name, base + at, "legal_form");
      // "Mark Arlen DAIRY CREST LIMITED", "Chief Operating Officer ACME HOLDINGS, L.P.": a name
      // set in capitals after words that are not; the capitals alone are the company.
      const caps = /(?:^|\s)((?:[\p{Lu}\d&'.-]+,?\s+)+[\p{Lu}.,\s]+)$/u.exec(name)?.[1];
      const capsWords = caps?.replace(FORM_AT_END, "") ?? "";
      if (caps && caps !== name && /\p{Lu}{2}/u.test(capsWords) && /\p{Ll}/u.test(name)) {
        add(caps, base + at + name.length - caps.length, "legal_form");
      }
    }
    for (const match of part.matchAll(FORM_AT_START)) {
      add(nameStartingAt(part, match.index), base + match.index, "id_form");
    }
    for (const match of part.matchAll(NAME_LABEL)) {
      const start = match.index + match[0].length;
      add(nameStartingAt(part, start), base + start, "name_label");
    }
    for (const match of part.matchAll(ROLE_LABEL)) {
      const start = match.index + match[0].length;
      add(nameStartingAt(part, start), base + start, "role_label");
    }
  }
  // `Maple Paints Trading Co Ltd ("Maple")`: the whole name a contract defines a short name for.
  // A name that ran back over a line break into a title ("AGENCY AGREEMENT" above the preamble
  // that opens with the name) is also a candidate by its own line's part.
  const beforeMark = (match: RegExpExecArray | RegExpMatchArray, source: string) => {
    const at = match.index ?? 0;
    const found = nameEndingAt(opening, at, at);
    if (!found.name) return;
    add(found.name, found.at, source);
    const lineStart = opening.lastIndexOf("\n", at - 1) + 1;
    if (found.at < lineStart) add(opening.slice(lineStart, at), lineStart, source);
  };
  for (const match of opening.matchAll(ALIAS_BRACKET)) beforeMark(match, "before_alias");
  for (const match of opening.matchAll(DESCRIBED_AS)) beforeMark(match, "described");
  for (const match of opening.matchAll(LIST_ITEM)) {
    const start = match.index + match[0].length;
    if (LABEL_START.test(opening.slice(start, start + 40))) continue;
    add(nameStartingAt(opening, start), start, "list_item");
  }
  if (rules.primary) add(rules.primary, Math.max(0, text.indexOf(rules.primary)), "rules");
  if (rules.counterparty) {
    add(rules.counterparty, Math.max(0, text.indexOf(rules.counterparty)), "rules");
  }
  return withoutJoined([...found.values()]);
}

/**
 * Drops a "name" that is two candidates run together ("PT A Nama B"): the two columns of a
 * signature block read as one line.
 */
function withoutJoined(found: Found[]): Found[] {
  const keys = new Set(found.map((entry) => key(entry.name)));
  return found.filter((entry) => {
    const whole = key(entry.name);
    return ![...keys].some(
      (part) =>
        part !== whole && whole.startsWith(`${part} `) && keys.has(whole.slice(part.length + 1)),
    );
  });
}

function quotedIn(text: string, name: string): boolean {
  return ['"', "“"].some((open) => {
    const close = open === "“" ? "”" : '"';
    return text.includes(`${open}${name}${close}`) || text.includes(`${open}${name}.${close}`);
  });
}

function occurrences(text: string, name: string): number {
  let count = 0;
  for (let at = text.indexOf(name); at >= 0 && count < 50; at = text.indexOf(name, at + 1)) {
    count++;
  }
  return count;
}

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Street words: a name holding one is an address run into it. */
const STREET =
  /\b(?:street|st\.|avenue|ave\.?|road|rd\.|suite|floor|boulevard|blvd|p\.?\s?o\.?\s+box|drive|lane|plaza|parkway|highway|jalan|jl\.)(?![\p{L}])/iu;
/** A signatory's title on the lines under a name: the name is a person signing, not a party. */
const TITLE_BELOW =
  /^[^\n]*\n[ \t]*(?:[^\n]*\n[ \t]*)?(?:title|jabatan|its)\b|^[^\n]*\n[ \t]*(?:[^\n]*\n[ \t]*)?(?:president|chief|ceo|cfo|coo|director|direktur|manager|general\s+counsel|vice\s+president|secretary|treasurer|managing\s+member|partner|officer)\b/i;
/** Where the signature blocks begin: nothing after it introduces a party. */
const SIGNATURES =
  /in\s+witness\s+whereof|signature\s+page|demikian\s+perjanjian|executed\s+(?:this|as\s+of)/gi;

/** A date run into a name: "<day> <month> <year>", "<month> <day>, <year>". */
const DATE_IN_NAME =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januari|februari|maret|mei|juni|juli|agustus|oktober|desember)[a-z]*\.?\s+(?:\d{1,2},?\s+)?\d{4}\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
/**
 * "with a copy (which shall not constitute notice) to:", "cc:": a notice block's copy goes to
 * counsel or an agent, not to a party.
 */
const COPY_TO = /\bcop(?:y|ies)\b[^\n]{0,70}\bto\b\s*[:：]?\s*$|\bcc\s*[:：]\s*$/i;
/** "its office in <Place>", "Notary Public in <Place>": a place, not a name. */
const PLACE_BEFORE = /\b(?:in|at|near)[ \t]+$/i;

/** "Rancho Cordova, CA", "…, Beijing, the People's Republic of China": an address's end. */
function endsInPlace(name: string): boolean {
  const parts = name.split(/,\s*/);
  // "the State of Delaware", "Commonwealth of Virginia": a state named with its kind.
  const last = (parts.at(-1) ?? "")
    .replace(/^the\s+/i, "")
    .replace(/^(?:state|commonwealth|province|republic|kingdom)\s+of\s+(?:the\s+)?/i, "")
    .replace(/[.\s]+$/, "");
  return (
    isPlace(last) ||
    (parts.length > 1 && /^\p{Lu}{2}$/u.test(last)) ||
    name.split(/\s+/).every((word) => isPlace(word))
  );
}

const FORM_WORD =
  /^(?:co|corp|corporation|company|inc|incorporated|ltd|limited|llc|llp|lp|plc|pte|sdn|bhd|pty|gmbh|ag|sa|nv|bv|tbk|pt|cv|ud|the|and|of|for|&)$/i;

/** The share of a name's words (legal forms aside) the text also writes in lower case. */
function commonWordShare(name: string, lowercaseWords: ReadonlySet<string>): number {
  const words = name
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3 && !FORM_WORD.test(word));
  if (words.length === 0) return 0;
  return words.filter((word) => lowercaseWords.has(word.toLowerCase())).length / words.length;
}

/** A full stop or a bracket after a word, then a capital: two phrases run together. */
function innerBreak(name: string): boolean {
  for (const match of name.replace(HONORIFIC, "").matchAll(/(\p{L}{2,})[.)]\s+\p{Lu}/gu)) {
    if (!FORM_WORD.test(match[1]!)) return true;
  }
  return false;
}

/** How a text uses a name: as a defined term, a heading, or in lower case as a common noun. */
function usage(text: string, name: string) {
  const pattern = escapeText(name);
  const lower = name.toLowerCase();
  let lowercase = 0;
  if (lower !== name) {
    for (
      let at = text.indexOf(lower);
      at >= 0 && lowercase < 50;
      at = text.indexOf(lower, at + 1)
    ) {
      lowercase++;
    }
  }
  return {
    defined: new RegExp(
      `${pattern}["”]?\\s*(?:shall\\s+)?(?:means?|has\\s+the\\s+meaning|refers?\\s+to|adalah|berarti)\\b`,
      "i",
    ).test(text),
    heading: new RegExp(
      `(?:^|\\n)[ \\t]*(?:(?:section|article|pasal)\\s+)?[\\dIVX]+(?:\\.\\d+)*[.)]?[ \\t]+${pattern}[ \\t]*(?:[.:]|\\n)`,
      "i",
    ).test(text),
    lowercase,
  };
}

function same(a: string, b: string | null): boolean {
  if (!b) return false;
  const [first, second] = [key(a), key(b)];
  return (
    first === second ||
    (first.length > 3 && second.length > 3 && (first.includes(second) || second.includes(first)))
  );
}

/**
 * A candidate that holds both parties the rules chose ("<signatory> <signatory> <company>"
 * from a signature block read as one line) is neither of them.
 */
function holdsBoth(name: string, rules: RulesParties): boolean {
  return (
    same(name, rules.primary) &&
    same(name, rules.counterparty) &&
    !same(rules.primary ?? "", rules.counterparty)
  );
}

/** A legal form on the name itself, at its end ("… Inc.", "… GmbH") or its start ("PT …"). */
const ENTITY_FORM_END = new RegExp(`(?:${FORM_AT_END.source})\\s*$`);
const ENTITY_FORM_START = /^(?:PT|CV|UD|Koperasi|Yayasan|Perum|Perumda)\.?\s/;

/** Whether a name carries a legal form: a company or other legal entity, not a heading or a role. */
export function entityForm(name: string): boolean {
  return ENTITY_FORM_END.test(name.trim()) || ENTITY_FORM_START.test(name.trim());
}

/**
 * The opening that introduces the parties: "by and between", "among", "antara", "yang
 * bertanda tangan di bawah ini" (the undersigned).
 */
const PARTIES_OPEN = /\b(?:between|among|antara|bertanda\s+tangan\s+di\s+bawah\s+ini)\b/i;
/**
 * Where the parties' introduction ends: recitals, the operative words, or a full stop closing a
 * line that no further party item ("2.", "(b)", "and") follows.
 */
const PARTIES_CLOSE =
  /\bWHEREAS\b|\bRECITALS\b|\bBACKGROUND\b|\bNOW,?\s+THEREFORE\b|\bagree\s+as\s+follows\b|\bsepakat\b|\bmenerangkan\b|\.[ \t]*\n(?![ \t]*(?:\(?\d{1,2}[.)]|\(?[a-c][.)]|(?:I|II|III|IV)[.)]|and\b|dan\b))/i;
const PARTIES_REACH = 1500;

/**
 * The span of the preamble's "between … and …" sentence: the parties are named in it, a third
 * party or an affiliate mostly elsewhere (a recital, a notice's copy-to, a signature block).
 */
export function partiesClause(text: string): { start: number; end: number } | null {
  const open = PARTIES_OPEN.exec(text.slice(0, 6000));
  if (!open) return null;
  const from = open.index + open[0].length;
  const rest = text.slice(from, from + PARTIES_REACH);
  const close = PARTIES_CLOSE.exec(rest);
  return { start: open.index, end: from + (close ? close.index : rest.length) };
}

/**
 * The candidates for a contract's parties with general features: where they stand, what
 * introduces them (a party list, "between", a legal form, a role alias after them, a
 * signature block), how often the contract repeats them, and whether the rules chose them.
 */
export function partyCandidates(text: string, rules: RulesParties): PartyCandidate[] {
  const gathered = gather(text, rules).sort((a, b) => a.offset - b.offset);
  const length = Math.max(1, text.length);
  const signaturesFrom = [...text.matchAll(SIGNATURES)].at(-1)?.index ?? length;
  const lowercaseWords = new Set(text.match(/(?<![\p{L}])\p{Ll}{3,}(?![\p{L}])/gu) ?? []);
  const clause = partiesClause(text);
  const clauseText = clause ? text.slice(clause.start, clause.end) : "";
  const signatureText = signaturesFrom < length ? text.slice(signaturesFrom) : "";
  return gathered.map((entry, rank) => {
    const before = text.slice(Math.max(0, entry.offset - 300), entry.offset);
    const after = text.slice(
      entry.offset + entry.name.length,
      entry.offset + entry.name.length + 300,
    );
    const lineBefore = before.slice(before.lastIndexOf("\n") + 1);
    const words = entry.name.split(/\s+/);
    const used = usage(text, entry.name);
    const features: Features = {
      single_word: words.length === 1 ? 1 : 0,
      represents_after: REPRESENTS.test(after.slice(0, 60)) ? 1 : 0,
      on_behalf_before: ON_BEHALF.test(before.slice(-30)) ? 1 : 0,
      line_ends_after: /^[ \t]*(?:\n|$)/.test(after) ? 1 : 0,
      introduced_near: INTRODUCES.test(before.slice(-120)) ? 1 : 0,
      rank_0: rank === 0 ? 1 : 0,
      rank_1: rank === 1 ? 1 : 0,
      rank_2: rank === 2 ? 1 : 0,
      early: entry.offset < 2500 ? 1 : 0,
      closing: entry.offset > length - 4000 && entry.offset >= 6000 ? 1 : 0,
      introduced: INTRODUCES.test(before) ? 1 : 0,
      alias_after: ALIAS_AFTER.test(after.slice(0, 250)) ? 1 : 0,
      pihak_after: PIHAK.test(after.slice(0, 400)) ? 1 : 0,
      signature_near: SIGNATURE.test(before.slice(-80)) ? 1 : 0,
      line_start: /^[\s\d.()a-c]*$/.test(lineBefore) ? 1 : 0,
      repeats: Math.log1p(occurrences(text, entry.name)) / 3,
      upper: entry.name === entry.name.toUpperCase() ? 1 : 0,
      digits: /\d/.test(entry.name) ? 1 : 0,
      legal_form: entry.sources.has("legal_form") ? 1 : 0,
      id_form: entry.sources.has("id_form") ? 1 : 0,
      list_item: entry.sources.has("list_item") ? 1 : 0,
      name_label: entry.sources.has("name_label") ? 1 : 0,
      before_alias: entry.sources.has("before_alias") ? 1 : 0,
      described: entry.sources.has("described") ? 1 : 0,
      // A name the contract puts in quotes is a term it defines ("Confidential Information",
      // a party's short name), not a party's full name.
      quoted: quotedIn(text, entry.name) ? 1 : 0,
      // A heading or a defined term: a colon follows it, the contract says what it "means",
      // numbers it as a section, or uses it in lower case as a common noun.
      colon_after: /^[ \t]*[:：]/.test(after) ? 1 : 0,
      defined_means: used.defined ? 1 : 0,
      numbered_heading: used.heading ? 1 : 0,
      lowercase_use: Math.log1p(used.lowercase) / 3,
      street_words: STREET.test(entry.name) ? 1 : 0,
      // "Service Recipient", "Proprietary Marks": words the contract also writes in lower
      // case are common nouns, so the phrase is a defined term; a company's own name is not.
      common_words: commonWordShare(entry.name, lowercaseWords),
      // "GRANT. Grantor", "Personnel A) The Distributor": a heading or a list item run on.
      inner_break: innerBreak(entry.name) ? 1 : 0,
      ends_in_place: endsInPlace(entry.name) ? 1 : 0,
      // "the Provider and the Company", "Plan, the Company": roles in running text.
      the_inside: /\s(?:the|and)\s+\p{Lu}/u.test(entry.name) ? 1 : 0,
      comma_lower: /,\s+\p{Ll}/u.test(entry.name) ? 1 : 0,
      quoted_core: quotedIn(text, entry.name.replace(/^the\s+/i, "")) ? 1 : 0,
      title_below: TITLE_BELOW.test(after) ? 1 : 0,
      in_signatures: entry.offset > signaturesFrom ? 1 : 0,
      date_like: DATE_IN_NAME.test(entry.name) ? 1 : 0,
      copy_to_before: COPY_TO.test(before.slice(-200)) ? 1 : 0,
      place_before: PLACE_BEFORE.test(before.slice(-12)) ? 1 : 0,
      // "(ABC)" after the lower-case words it abbreviates ("a bulk carrier"): a thing the
      // contract names, not a company.
      abbreviates_lower: new RegExp(`\\p{Ll}{3,}[ \\t]*\\(${escapeText(entry.name)}\\)`, "u").test(
        text,
      )
        ? 1
        : 0,
      joined_lines: entry.sources.has("joined_lines") ? 1 : 0,
      entity_form: entityForm(entry.name) ? 1 : 0,
      in_parties_clause: clauseText.includes(entry.name) ? 1 : 0,
      signs_below: entry.offset < signaturesFrom && signatureText.includes(entry.name) ? 1 : 0,
      rules_primary: same(entry.name, rules.primary) && !holdsBoth(entry.name, rules) ? 1 : 0,
      rules_counterparty:
        same(entry.name, rules.counterparty) && !holdsBoth(entry.name, rules) ? 1 : 0,
    };
    return { name: entry.name, offset: entry.offset, features };
  });
}

export { same as sameParty };
