import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { ExtractedData } from "../../../contracts/extracted-data.ts";
import type { Language } from "../../../contracts/languages.ts";
import { namesAlike } from "../../../understanding/index.ts";
import type { Db } from "../../db/client.ts";
import { organization } from "../../db/schema/auth.ts";
import { documents } from "../../db/schema/documents.ts";
import { organizationMemory } from "../../db/schema/feedback.ts";
import { nameKey } from "../documents/organization-memory.ts";

/**
 * Names this alike (bigram overlap of their keys) are one party: "PT Maju Jaya" and
 * "PT. MAJU JAYA Tbk" are, two companies sharing "PT" and a word are not.
 */
const SAME_PARTY = 0.8;

/** Roles a document gives the party it bills, and the one that bills. */
const BUYER_ROLE =
  /\b(bill(ed)?\s*to|invoice(d)?\s*to|sold\s*to|buyer|customer|client|purchaser|pembeli|pelanggan|kepada|ditagihkan)\b/i;
const SELLER_ROLE = /\b(seller|supplier|vendor|sold\s*by|from|penjual|pemasok|dari)\b/i;

/** Who the organization is on its documents. */
export interface OwnParty {
  name: string;
  /**
   * Its NPWPs as its bills name it: the buyer NPWP of documents it owes (AP) that at least two
   * of them share, so that one misread number does not make a stranger "us".
   */
  npwps: ReadonlySet<string>;
}

/** What decides a document's other party. */
export interface PartyDocument {
  apAr: "AP" | "AR";
  vendor: string | null;
  counterparty: string | null;
  extracted: Pick<ExtractedData, "fields" | "parties">;
  language: Language;
}

const UNKNOWN: Record<"AP" | "AR", Record<Language, string>> = {
  AP: { en: "Unknown supplier", id: "Pemasok tidak diketahui" },
  AR: { en: "Unknown customer", id: "Pelanggan tidak diketahui" },
};

const textField = (document: PartyDocument, name: string) => {
  const value = document.extracted.fields[name]?.value;
  return typeof value === "string" && value.trim() ? value.trim() : null;
};

/**
 * The party a document is with, not the organization itself: the supplier of a bill we owe,
 * the customer of an invoice we issued. The reader's vendor is the document's issuer, so on an
 * invoice we issued it is us, unless a person wrote the customer there: the vendor is taken only
 * when it is neither our name nor, by the document's seller NPWP, us under another trading
 * name. Before it come the parties whose role names the other side, the counterparty, and the
 * name the organization knows for the other side's NPWP (`knownName`). With none left, a
 * placeholder a person renames in Xero, never our own name.
 */
export function otherPartyName(
  document: PartyDocument,
  us: OwnParty,
  knownName: string | null,
): string {
  const ourKey = nameKey(us.name);
  const isUs = (name: string) => {
    const key = nameKey(name);
    return key === ourKey || (ourKey !== "" && namesAlike(key, ourKey) >= SAME_PARTY);
  };
  const otherRole = document.apAr === "AR" ? BUYER_ROLE : SELLER_ROLE;
  const sellerNpwp = textField(document, "seller_npwp");
  const vendorIsUs =
    document.apAr === "AR" && sellerNpwp !== null && us.npwps.has(sellerNpwp.replace(/\D/g, ""));
  const candidates = [
    ...document.extracted.parties
      .filter((party) => party.role && otherRole.test(party.role))
      .map((party) => party.name),
    document.counterparty,
    knownName,
    vendorIsUs ? null : document.vendor,
  ];
  const found = candidates.find((name): name is string => Boolean(name?.trim()) && !isUs(name!));
  return found?.trim() ?? UNKNOWN[document.apAr][document.language];
}

/** The NPWP whose party a document is with: the buyer's on an invoice we issued, else the seller's. */
export function otherPartyNpwp(document: PartyDocument): string | null {
  const npwp = textField(document, document.apAr === "AR" ? "buyer_npwp" : "seller_npwp");
  const digits = npwp?.replace(/\D/g, "") ?? "";
  // All zeros is a faktur's "buyer has no NPWP": no party is known by it.
  return /^0*$/.test(digits) ? null : digits;
}

/** The organization's name and the NPWPs its bills name it by. */
export async function ownParty(db: Db, organizationId: string): Promise<OwnParty> {
  const [named] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, organizationId));
  const buyerNpwp = sql<string>`regexp_replace(${documents.extractedData} -> 'fields' -> 'buyer_npwp' ->> 'value', '\\D', '', 'g')`;
  const shared = await db
    .select({ npwp: buyerNpwp })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, organizationId),
        eq(documents.apAr, "AP"),
        isNotNull(sql`${documents.extractedData} -> 'fields' -> 'buyer_npwp' ->> 'value'`),
      ),
    )
    .groupBy(buyerNpwp)
    .having(sql`count(*) >= 2`);
  return {
    name: named?.name ?? "",
    npwps: new Set(shared.map((row) => row.npwp).filter((npwp) => !/^0*$/.test(npwp))),
  };
}

/**
 * The name the organization knows for an NPWP: a vendor a person corrected under it, else the
 * vendor of its latest document that NPWP sold.
 */
export async function nameForNpwp(
  db: Db,
  organizationId: string,
  npwp: string | null,
): Promise<string | null> {
  if (!npwp) return null;
  const [remembered] = await db
    .select({ value: organizationMemory.value })
    .from(organizationMemory)
    .where(
      and(
        eq(organizationMemory.organizationId, organizationId),
        eq(organizationMemory.kind, "vendor_by_npwp"),
        sql`regexp_replace(${organizationMemory.key}, '\\D', '', 'g') = ${npwp}`,
      ),
    );
  if (remembered) return remembered.value;
  const [sold] = await db
    .select({ vendor: documents.vendor })
    .from(documents)
    .where(
      and(
        eq(documents.organizationId, organizationId),
        eq(documents.apAr, "AP"),
        isNotNull(documents.vendor),
        sql`regexp_replace(${documents.extractedData} -> 'fields' -> 'seller_npwp' ->> 'value', '\\D', '', 'g') = ${npwp}`,
      ),
    )
    .orderBy(desc(documents.uploadedAt))
    .limit(1);
  return sold?.vendor ?? null;
}
