import type { Row } from "./rows.ts";
import { sentencesOf } from "./sentences.ts";
import type { Clause } from "./types.ts";

/**
 * Signal phrases per clause category: the CUAD categories by their own names, and the
 * Indonesian ones (domain/indonesia.md §6.5). A sentence may belong to several categories.
 */
const CLAUSE_CUES: Array<{ category: string; pattern: RegExp }> = [
  {
    category: "Governing Law",
    pattern:
      /\b(governed by|construed (in accordance with|under)|tunduk pada (dan ditafsirkan berdasarkan )?hukum|hukum negara republik indonesia)\b/i,
  },
  {
    category: "Renewal Term",
    pattern:
      /\b(automatically (be )?renew\w*|renew(ed|al)? for (an? )?(additional|successive|further)|extended for (an? )?(additional|successive|further)|dapat diperpanjang|perpanjangan (jangka waktu|perjanjian))/i,
  },
  {
    category: "Notice Period to Terminate Renewal",
    pattern:
      /\b(notice of (its )?(intent(ion)? )?not to renew|non-?renewal|(written )?notice[^.]{0,80}(prior to|before)[^.]{0,40}(expiration|end of the (then[- ]current|initial|renewal) term)|pemberitahuan[^.]{0,80}sebelum[^.]{0,40}berakhir)/i,
  },
  {
    category: "Expiration Date",
    pattern:
      /\b(initial term|shall (expire|terminate|continue in (full )?force( and effect)?)[^.]{0,60}(until|on|for a period)|term of this agreement shall|jangka waktu perjanjian|berakhir pada tanggal)/i,
  },
  {
    category: "Effective Date",
    pattern:
      /\b(effective (date|as of)|shall (become|be) effective|berlaku (sejak|efektif|mulai))\b/i,
  },
  {
    category: "Most Favored Nation",
    pattern:
      /\b(most favou?red|no less favou?rable|(better|more favou?rable) (terms|prices|pricing))\b/i,
  },
  {
    category: "Non-Compete",
    pattern:
      /\b(non-?compet\w*|(shall|will|agrees?) not[^.]{0,80}(compet\w*|engage in (any )?(business|activit))|tidak akan[^.]{0,60}bersaing)/i,
  },
  {
    category: "Exclusivity",
    pattern:
      /\b(exclusive (right|distributor|supplier|provider|license|basis|dealing)|exclusively|sole and exclusive|eksklusif)\b/i,
  },
  {
    category: "No-Solicit of Customers",
    pattern: /\bsolicit\w*[^.]{0,80}(customers?|clients?|accounts)\b/i,
  },
  {
    category: "No-Solicit of Employees",
    pattern:
      /\b(solicit|hire|employ|recruit)\w*[^.]{0,80}(employees?|personnel|staff|contractors)\b/i,
  },
  { category: "Non-Disparagement", pattern: /\bdisparag\w*/i },
  {
    category: "Termination for Convenience",
    pattern:
      /\b(terminat\w*[^.]{0,80}(for any reason|for no reason|without cause|for convenience|at any time)|mengakhiri[^.]{0,60}(secara sepihak|sewaktu-waktu))/i,
  },
  { category: "Rofr/Rofo/Rofn", pattern: /\bright of first (refusal|offer|negotiation)\b/i },
  {
    category: "Change of Control",
    pattern: /\b(change (of|in) (the )?control|merger|acquisition of (all|substantially all))\b/i,
  },
  {
    category: "Anti-Assignment",
    pattern:
      /\b((shall|may) not (assign|transfer)|assign\w*[^.]{0,100}(without (the )?(prior )?(written )?consent)|tidak (boleh|dapat) mengalihkan)/i,
  },
  {
    category: "Revenue/Profit Sharing",
    pattern:
      /\b((revenue|profit)s?[- ]shar\w*|percent(age)? of (the )?(net |gross )?(revenue|sales|profits|receipts)|royalt(y|ies)|bagi hasil)\b/i,
  },
  {
    category: "Price Restrictions",
    pattern:
      /\b(pric\w*[^.]{0,80}(shall not (increase|exceed)|may not (increase|be increased|raise))|price (protection|freeze))\b/i,
  },
  {
    category: "Minimum Commitment",
    pattern: /\bminimum (order|purchase|quantity|commitment|volume|annual|monthly|sales)\b/i,
  },
  {
    category: "Volume Restriction",
    pattern: /\b(in excess of|exceed\w*)[^.]{0,60}(volume|units|usage|number of (users|units))\b/i,
  },
  {
    category: "IP Ownership Assignment",
    pattern:
      /\b(hereby (irrevocably )?assigns?[^.]{0,120}(right, title|intellectual property)|shall (be|become|remain) the (sole and )?(exclusive )?property of)/i,
  },
  { category: "Joint IP Ownership", pattern: /\b(jointly own\w*|joint(ly)? (owned|ownership))\b/i },
  {
    category: "License Grant",
    pattern:
      /\b(hereby grants?[^.]{0,150}licen[cs]e|grants? to [^.]{0,80}an? [^.]{0,80}licen[cs]e|memberikan (hak )?lisensi)/i,
  },
  {
    category: "Non-Transferable License",
    pattern: /\b(non-?transferable|not transferable|non-?sublicensable)\b/i,
  },
  {
    category: "Unlimited/All-You-Can-Eat-License",
    pattern:
      /\b(unlimited (number|use|usage|copies)|all[- ]you[- ]can[- ]eat|enterprise[- ]wide)\b/i,
  },
  {
    category: "Irrevocable or Perpetual License",
    pattern:
      /\b((irrevocable|perpetual)[^.]{0,60}licen[cs]e|licen[cs]e[^.]{0,60}(irrevocable|perpetual))/i,
  },
  { category: "Source Code Escrow", pattern: /\bescrow\b/i },
  {
    category: "Post-Termination Services",
    pattern:
      /\b((after|following|upon) (the )?(termination|expiration)[^.]{0,120}(continue|provide|transition|wind[- ]down|sell off)|survive (the )?(termination|expiration))/i,
  },
  { category: "Audit Rights", pattern: /\b(audit\w*|inspect (the )?(books|records))\b/i },
  {
    category: "Uncapped Liability",
    pattern:
      /\b(unlimited liability|(shall|will) not (apply to|limit)[^.]{0,80}liabilit|no limitation[^.]{0,40}liabilit)/i,
  },
  {
    category: "Cap on Liability",
    pattern:
      /\b((liability|liable)[^.]{0,150}(shall not exceed|limited to|in no event exceed|in the aggregate)|in no event shall[^.]{0,100}liable)/i,
  },
  {
    category: "Liquidated Damages",
    pattern: /\b(liquidated damages|termination fee|early termination (fee|charge)|denda)\b/i,
  },
  {
    category: "Warranty Duration",
    pattern:
      /\b(warrant\w*[^.]{0,100}(for a period of|period of \w+|\(\d+\) (days|months|years))|masa garansi|garansi selama)/i,
  },
  { category: "Insurance", pattern: /\b(insurance|insured|asuransi)\b/i },
  {
    category: "Covenant Not to Sue",
    pattern:
      /\b((not|never) (to )?(sue|contest|challenge)[^.]{0,80}(validity|ownership|patent|trademark))/i,
  },
  { category: "Third Party Beneficiary", pattern: /\bthird[- ]party beneficiar\w*/i },
  {
    category: "Keadaan Kahar (Force Majeure)",
    pattern: /\b(force majeure|keadaan (kahar|memaksa)|overmacht|acts? of god)\b/i,
  },
  {
    category: "Penyelesaian Sengketa (Dispute Resolution)",
    pattern:
      /\b(penyelesaian (perselisihan|sengketa)|badan arbitrase nasional indonesia|\bBANI\b|arbitrat\w*|musyawarah untuk mufakat|pengadilan negeri)\b/i,
  },
  {
    category: "Domisili Hukum (Legal Domicile)",
    pattern: /\b(domisili hukum|memilih domisili|legal domicile)\b/i,
  },
  {
    category: "Bahasa Perjanjian (Prevailing Language)",
    pattern:
      /\b(bahasa (indonesia|inggris)[^.]{0,100}(berlaku|yang berlaku|prevail)|(version|language)[^.]{0,60}shall prevail|prevail[^.]{0,40}(version|language))/i,
  },
  { category: "e-Meterai (Stamp Duty)", pattern: /\b(e-?meterai|bermeterai|meterai|materai)\b/i },
];

/** A clause's text is its sentence, which the splitter already cuts at this length. */
const MAX_CLAUSE = 1_500;
const PER_CATEGORY = 5;

/** Clauses by category, each the sentence that carries the signal, at most five per category. */
export function classifyClauses(rows: Row[]): Clause[] {
  const clauses: Clause[] = [];
  const counts = new Map<string, number>();
  for (const sentence of sentencesOf(rows)) {
    for (const { category, pattern } of CLAUSE_CUES) {
      if ((counts.get(category) ?? 0) >= PER_CATEGORY || !pattern.test(sentence.text)) continue;
      counts.set(category, (counts.get(category) ?? 0) + 1);
      clauses.push({
        category,
        text: sentence.text.slice(0, MAX_CLAUSE),
        page: sentence.row.page,
        confidence: 0.6,
      });
    }
  }
  return clauses;
}
