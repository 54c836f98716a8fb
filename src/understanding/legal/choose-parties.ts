import { candidateProbabilities, type FieldScorer } from "../learned/model.ts";
import weights from "./weights.json" with { type: "json" };
import { FEDERAL, type LawCandidate } from "./law-candidates.ts";
import { type PartyCandidate, sameParty } from "./party-candidates.ts";

/** The parties' scorer `npm run train:extractor` writes, and whether cross-validation took it. */
export interface PartyModel {
  scorer: FieldScorer;
  /** True only where the scorer beat the rules on the dev sides by cross-validation. */
  use: boolean;
}

/** The law's scorer, written beside the parties' by the same training. */
export type LawModel = PartyModel;

export const PARTY_MODEL = (weights as { parties: PartyModel }).parties;
export const LAW_MODEL = (weights as { law: LawModel }).law;

/** The likeliest place whose law governs the contract, with its probability. */
export function chooseLaw(
  scorer: FieldScorer,
  candidates: LawCandidate[],
): { place: string; offset: number; probability: number } | null {
  const probabilities = candidateProbabilities(
    scorer,
    candidates.map((candidate) => candidate.features),
  );
  let best: { candidate: LawCandidate; probability: number } | null = null;
  for (const [index, candidate] of candidates.entries()) {
    const probability = probabilities[index]!;
    if (!best || probability > best.probability) best = { candidate, probability };
  }
  if (!best) return null;
  const { candidate, probability } = best;
  // "the laws of the United States and of the State of Ohio": the state's law is the more
  // specific choice, and a federal country's contracts are governed by a state's law.
  const specific = FEDERAL.test(candidate.place)
    ? candidates.find((each) => each.sentence === candidate.sentence && !FEDERAL.test(each.place))
    : undefined;
  const chosen = specific ?? candidate;
  return { place: chosen.place, offset: chosen.offset, probability };
}

export interface ChosenParty {
  name: string;
  offset: number;
  probability: number;
}

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** How far before its bracket a defined name may end: `Acme Inc., a Delaware corporation (`. */
const DEFINITION_REACH = 120;

/** What may stand between a name and the bracket defining it: nothing, or ", a <description>". */
const DESCRIPTION = /^[\s,]*(?:(?:an?|the)\s[^().;]*)?$/i;
/** A name the candidates found as a company's: by its legal form or a description. */
const isCompany = (party: PartyCandidate) =>
  Boolean(party.features.legal_form || party.features.id_form || party.features.described);

/**
 * The party a short name or a role stands for where the contract defines it: `Larkspur
 * Freight, Inc. ("LFI")`, `Acme Ltd., a Delaware corporation (the "Company")`. The company
 * candidate that ends nearest before the first bracket holding the name (quoted, or alone),
 * with nothing or a description between them.
 */
function definedBy<T extends PartyCandidate>(text: string, party: T, ranked: T[]): T | null {
  const bracket = new RegExp(
    `\\([^()"“”]{0,40}(?:["“]${escapeText(party.name.replace(/^the\s+/i, ""))}["”]|${escapeText(party.name)}\\s*\\))`,
  ).exec(text);
  if (!bracket || isCompany(party)) return null;
  const before = text.slice(Math.max(0, bracket.index - DEFINITION_REACH - 200), bracket.index);
  let best: { candidate: T; gap: number } | null = null;
  for (const candidate of ranked) {
    if (sameParty(candidate.name, party.name) || !isCompany(candidate)) continue;
    const at = before.lastIndexOf(candidate.name);
    if (at < 0) continue;
    const between = before.slice(at + candidate.name.length);
    if (between.length > DEFINITION_REACH || !DESCRIPTION.test(between)) continue;
    if (!best || between.length < best.gap) best = { candidate, gap: between.length };
  }
  return best?.candidate ?? null;
}

/**
 * A person named with the office they hold in a company: "<person>, director of <company>",
 * "<person>, the President of <company>", "<person>, selaku Direktur Utama PT …". The contract
 * is the company's; its officer signs for it.
 */
const OFFICE_OF =
  /^[ \t]*,?[ \t]*(?:(?:the|its|acting\s+as|as|selaku|sebagai)[ \t]+)?(?:(?:managing|executive|general|sole|chief|senior|vice)[ \t]+)*(?:director|president|officer|owner|founder|manager|partner|member|chairman|direktur(?:[ \t]+utama)?|pemilik|kuasa(?:[ \t]+direksi)?|ketua)(?:[ \t]+(?:executive[ \t]+)?officer)?[ \t]+(?:(?:of|at|for|dari|pada)[ \t]+)?/i;

function officeHolderOf<T extends PartyCandidate>(text: string, party: T, ranked: T[]): T | null {
  if (isCompany(party)) return null;
  for (let at = text.indexOf(party.name); at >= 0; at = text.indexOf(party.name, at + 1)) {
    const after = text.slice(at + party.name.length, at + party.name.length + 160);
    const office = OFFICE_OF.exec(after);
    if (!office) continue;
    const rest = after.slice(office[0].length);
    const company = ranked
      .filter((candidate) => candidate !== party && rest.startsWith(candidate.name))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (company) return company;
  }
  return null;
}

/**
 * The contract's two parties: the likeliest candidate, then the likeliest that is not the same
 * party, in the order the contract names them (the first named is the primary party, as
 * PIHAK PERTAMA is in Indonesian contracts). With the contract's `text`, a short name or role
 * chosen gives way to the name the contract defines it for.
 */
export function chooseParties(
  scorer: FieldScorer,
  candidates: PartyCandidate[],
  text?: string,
): ChosenParty[] {
  const probabilities = candidateProbabilities(
    scorer,
    candidates.map((candidate) => candidate.features),
  );
  const ranked = candidates
    .map((candidate, index) => ({ ...candidate, probability: probabilities[index]! }))
    .sort((a, b) => b.probability - a.probability);
  // A name cut at a line ("CV Mitra" where the list gives "CV Mitra Jaya"): the same party's
  // whole name stands for it when the scorer finds it near as likely.
  type RankedParty = (typeof ranked)[number];
  const whole = (party: RankedParty): RankedParty =>
    ranked.find(
      (other) =>
        other.name.startsWith(`${party.name} `) &&
        other.probability >= party.probability / 2 &&
        sameParty(other.name, party.name),
    ) ?? party;
  const defined = (party: RankedParty): RankedParty =>
    (text === undefined
      ? null
      : (definedBy(text, party, ranked) ?? officeHolderOf(text, party, ranked))) ?? party;
  const top = ranked[0];
  if (!top) return [];
  const first = defined(whole(top));
  // The likeliest other party; the first party's short name is none.
  let second: RankedParty | undefined;
  for (const candidate of ranked) {
    if (sameParty(candidate.name, first.name)) continue;
    const party = defined(whole(candidate));
    if (sameParty(party.name, first.name)) continue;
    second = party;
    break;
  }
  // A party is named where its name first stands, also cut short ("PT Maple" before
  // "PT Maple Paints" in full further on): that first mention orders the two.
  const named = (party: PartyCandidate) =>
    Math.min(
      party.offset,
      ...candidates
        .filter((each) => `${party.name} `.startsWith(`${each.name} `))
        .map((each) => each.offset),
    );
  return (second ? [first, second] : [first])
    .sort((a, b) => named(a) - named(b) || a.offset - b.offset)
    .map(({ name, offset, probability }) => ({ name, offset, probability }));
}
