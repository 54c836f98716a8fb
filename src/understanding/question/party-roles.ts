/**
 * A contract's party asked by the role the contract gives it ("who is the tenant", "siapa
 * peminjamnya"): the role's words in both languages, and which party the contract's own text
 * gives that role. A contract names each party once with its role ("…, selanjutnya disebut
 * “PIHAK KEDUA” atau “Penyewa”", "hereinafter the “Licensee”"), so the role is read there, not
 * guessed from which party is named first.
 */

/** The roles a contract gives its parties, by the contract kinds' usual pairs. */
export type PartyRole =
  | "tenant"
  | "landlord"
  | "buyer"
  | "seller"
  | "employee"
  | "employer"
  | "borrower"
  | "lender"
  | "licensee"
  | "licensor"
  | "attorney"
  | "grantor"
  | "distributor"
  | "provider"
  | "client";

/**
 * Each role's words, English and Indonesian, whole words (a "penyewa" is not "menyewakan"),
 * with the verb a contract gives the party playing it ("PIHAK PERTAMA mempekerjakan …").
 */
export const ROLE_WORDS: Record<PartyRole, RegExp> = {
  tenant: /\b(?:tenant|lessee|renter|penyewa(?:nya)?)\b/i,
  landlord:
    /\b(?:landlord|lessor|(?:yang )?menyewakan|pemilik (?:gudang|ruko|rumah|bangunan|kendaraan))\b/i,
  buyer: /\b(?:buyer|purchaser|pembeli(?:nya)?)\b/i,
  seller: /\b(?:seller|penjual(?:nya)?)\b/i,
  employee:
    /\b(?:employee|worker|karyawan(?:nya)?|pekerja(?:nya)?|pegawai(?:nya)?|dipekerjakan|is employed)\b/i,
  employer: /\b(?:employer|employs|pemberi kerja(?:nya)?|mempekerjakan)\b/i,
  borrower: /\b(?:borrower|debtor|peminjam(?:nya)?|debitur(?:nya)?|penerima pinjaman)\b/i,
  lender: /\b(?:lender|creditor|pemberi pinjaman(?:nya)?|kreditur(?:nya)?|meminjamkan)\b/i,
  licensee: /\b(?:licensee|penerima lisensi(?:nya)?)\b/i,
  licensor: /\b(?:licensor|pemberi lisensi(?:nya)?)\b/i,
  attorney: /\b(?:attorney|proxy|penerima kuasa(?:nya)?)\b/i,
  grantor: /\b(?:grantor|pemberi kuasa(?:nya)?)\b/i,
  distributor: /\b(?:distributor(?:nya)?)\b/i,
  provider: /\b(?:service provider|contractor|penyedia(?: jasa| layanan)?(?:nya)?)\b/i,
  client: /\b(?:client|customer|pengguna jasa(?:nya)?|klien(?:nya)?)\b/i,
};

/** Roles a bill's or a slip's vendor cue also names: a role only where a contract is named. */
const SELLING_ROLES = new Set<PartyRole>(["seller", "buyer", "client", "provider"]);

const WHO = /\b(?:who(?:'s)?|whom|siapa|which (?:company|person|party)|nama)\b/i;

/**
 * The role a question asks the party of ("who is the borrower in the loan agreement",
 * "penyewa gudangnya siapa"); null when it asks no role or no one.
 */
export function partyRoleAsked(text: string, namesContract: boolean): PartyRole | null {
  if (!WHO.test(text)) return null;
  for (const [role, words] of Object.entries(ROLE_WORDS) as Array<[PartyRole, RegExp]>) {
    if (!words.test(text)) continue;
    if (SELLING_ROLES.has(role) && !namesContract) continue;
    return role;
  }
  return null;
}

/** The question's words of asking a role, taken out so the rest describes the contract. */
export function withoutRoleWords(text: string, role: PartyRole): string {
  return text
    .replace(new RegExp(ROLE_WORDS[role].source, "gi"), " ")
    .replace(new RegExp(WHO.source, "gi"), " ")
    .replace(/\b(?:is|was|are|the|of|in|on|for|adalah|di|dalam|pada|yang|yg)\b/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const FIRST_PARTY = /\b(?:pihak pertama|first party)\b/i;
const SECOND_PARTY = /\b(?:pihak kedua|second party)\b/i;

/**
 * The name a contract's opening gives the first or the second party where understanding stored
 * none: "antara <name>, diwakili oleh … (PIHAK PERTAMA), dan <name>, NIK …, beralamat di …
 * (PIHAK KEDUA)" (domain/indonesia.md: a contract names each party once with its designation).
 * The name runs from "antara"/"between" or "dan"/"and" to its first comma or bracket.
 */
function designatedName(content: string, designation: RegExp): string | null {
  const named = new RegExp(
    String.raw`\b(?:antara|between|dan|and)\s+([^,()\n]{3,80}?)\s*[,(][^()]{0,300}?\(\s*["“]?(?:${designation.source.replace(/\\b/g, "")})`,
    "i",
  ).exec(content);
  return named?.[1]?.trim() ?? null;
}

/** How far before a role's first naming its party's name may stand: one party's paragraph. */
const NAMING_SPAN = 700;

/**
 * Which of a contract's two parties its text gives the role, read where the role is named (a
 * role's words may be broken over a line): a party named in that sentence ("CV Contoh …,
 * selanjutnya disebut “Penyewa”"), else the party the sentence calls first or second
 * ("PIHAK KEDUA selaku Penyewa"), else the party named last in the paragraph before it. The
 * first naming that tells decides (a title's "pinjam meminjam" tells nothing); null when none.
 */
export function partyOfRole(
  content: string,
  role: PartyRole,
  parties: { primary: string | null; counter: string | null },
): string | null {
  const named = new RegExp(ROLE_WORDS[role].source.replace(/ /g, "\\s+"), "gi");
  // The opening's names stand in only where the role's sentence designates the party: found
  // anywhere before a role's mention, a name read so could be taken for the party meant.
  const designated = {
    primary: parties.primary ?? designatedName(content, FIRST_PARTY),
    counter: parties.counter ?? designatedName(content, SECOND_PARTY),
  };
  for (const mention of content.matchAll(named)) {
    const before = content.slice(Math.max(0, mention.index - NAMING_SPAN), mention.index);
    const party = partyBefore(before, parties, designated);
    if (party) return party;
  }
  return null;
}

function partyBefore(
  before: string,
  parties: { primary: string | null; counter: string | null },
  designated: { primary: string | null; counter: string | null },
): string | null {
  const sentenceStart = Math.max(...[". ", "\n", ";"].map((mark) => before.lastIndexOf(mark)));
  const sentence = before.slice(sentenceStart + 1);
  const lastNamed = (text: string) =>
    [parties.primary, parties.counter]
      .filter((name): name is string => Boolean(name))
      .map((name) => ({ name, at: text.toLowerCase().lastIndexOf(name.toLowerCase()) }))
      .filter((each) => each.at >= 0)
      .sort((a, b) => b.at - a.at)[0]?.name ?? null;
  const first = FIRST_PARTY.test(sentence);
  const second = SECOND_PARTY.test(sentence);
  return (
    lastNamed(sentence) ??
    (first !== second ? (first ? designated.primary : designated.counter) : null) ??
    lastNamed(before)
  );
}
